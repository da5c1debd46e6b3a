// Written by scripts/facts.mjs from the Game handle; never edit it by hand. The page needs
// these before its wasm has started; tests/unit/page-facts.test.mjs checks them against it.

/** The games, as Game.variants() lists them. @type {import("../types.js").Variant[]} */
export const VARIANTS = ["ali-guli-mane", "al-manqala", "mangala-iv"];

/** The computer's levels, as Game.levels() lists them. @type {import("../types.js").Level[]} */
export const LEVELS = ["beginner", "intermediate", "strong", "master"];
