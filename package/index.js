// The browser and bundler entry of the package: it starts the engine before the importing
// module runs (top-level await), fetching the wasm file that sits beside the glue, so
// `import { Game } from "mancala-heritage"` is all a page or a bundled app needs. Bundlers
// that follow `new URL("…", import.meta.url)` (Vite, webpack 5) emit the wasm by themselves;
// with esbuild, copy it beside the bundle (see the README).
import init from "./mancala-heritage.js";

await init();

export * from "./mancala-heritage.js";
export { default, initSync } from "./mancala-heritage.js";
