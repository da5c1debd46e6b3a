// The wasm for the unit tests: the Node builds that scripts/wasm-node writes to target/wasm-node/
// (wasm-bindgen's ES-module glue for Node, which loads the wasm as it is imported) of the page's
// two modules, the Game handle and the game file's module, also wherever www/js imports the
// page's glues (www/js/lib/wasm.js and text.js, which only a Trunk build has): ./wasm-hooks.mjs
// maps those imports to the Node builds.
//
//   import { Game, Text } from "./wasm.mjs";
//   const { createController } = await import("../../www/js/flow/controller.js");
//
// A module that reaches www/js/lib/wasm.js must be imported after this one, with import(): static
// imports are all resolved before this module runs and registers the hook.
import { existsSync } from "node:fs";
import { register } from "node:module";

const GLUE = new URL("../../target/wasm-node/mancala_heritage.js", import.meta.url);
const TEXT = new URL("../../target/wasm-node/mancala_heritage_text.js", import.meta.url);
if (!existsSync(GLUE) || !existsSync(TEXT))
  throw new Error("no Node build of the wasm in target/wasm-node/: run scripts/wasm-node");

register("./wasm-hooks.mjs", import.meta.url, { data: { glue: GLUE.href, text: TEXT.href } });

export const bindings = await import(GLUE.href);
export const { Game } = bindings;
/** The game file's module (www/js/lib/text.js): readGame, writeGame, readPosition, writePosition. */
export const Text = await import(TEXT.href);
