// Writes www/js/lib/facts.js from the Game handle: the games (Game.variants()) and the levels
// (Game.levels()), which the page needs before its wasm has started (the URL's options, the
// game tabs, the first paint's inline script). Run after a change to either list in the core:
//   scripts/wasm-node && node scripts/facts.mjs
// tests/unit/page-facts.test.mjs fails while the file is stale.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const ROOT = new URL("..", import.meta.url);
const glue = new URL("target/wasm-node/mancala_heritage.js", ROOT);
const { Game } = await import(pathToFileURL(glue.pathname).href);

const list = (values) => `[${values.map((v) => JSON.stringify(v)).join(", ")}]`;
const text = `// Written by scripts/facts.mjs from the Game handle; never edit it by hand. The page needs
// these before its wasm has started; tests/unit/page-facts.test.mjs checks them against it.

/** The games, as Game.variants() lists them. @type {import("../types.js").Variant[]} */
export const VARIANTS = ${list(Game.variants())};

/** The computer's levels, as Game.levels() lists them. @type {import("../types.js").Level[]} */
export const LEVELS = ${list(Game.levels())};
`;
writeFileSync(new URL("www/js/lib/facts.js", ROOT), text);
console.log("wrote www/js/lib/facts.js");
