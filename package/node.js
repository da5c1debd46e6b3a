// The Node entry of the package: it compiles the wasm file from the package's own folder
// synchronously, so `import { Game } from "mancala-heritage"` works in Node with no init call
// (and, having no top-level await, `require("mancala-heritage")` works where Node can require
// an ES module: Node 20.19+ and 22.12+).
import { readFileSync } from "node:fs";
import { initSync } from "./mancala-heritage.js";

initSync({ module: readFileSync(new URL("./mancala-heritage_bg.wasm", import.meta.url)) });

export * from "./mancala-heritage.js";
export { default, initSync } from "./mancala-heritage.js";
