// The page's game file module (www/js/lib/text.js; src/wasm/text.rs with the `text-module`
// feature): its four functions take and give a game's record, and refuse what does not read as
// the handle does, with an Error that names the line and column or the field.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, Text } from "./wasm.mjs";

const { textReady, textNow } = await import("../../www/js/lib/text.js");

// Al-manqala's start: seven seeds in each of the fourteen pits, South to move (docs/rules.md).
const START = "al-manqala south 7 7 7 7 7 7 7, north 7 7 7 7 7 7 7, piles 0 0, south to move";

test("the page's handle has no reader or writer of its own; text.js gives the module's", async () => {
  for (const name of ["fromText", "fromPositionText"]) assert.equal(name in Game, false, name);
  const g = new Game("al-manqala");
  for (const name of ["toText", "positionText"]) assert.equal(name in g, false, name);
  g.free();
  assert.throws(() => textNow(), /textReady\(\) has not resolved yet/);
  const module = await textReady();
  assert.equal(textNow(), module);
  assert.equal(typeof module.readGame, "function");
});

test("a position text reads into the record of a game that starts there, and writes back", () => {
  const record = Text.readPosition(START);
  assert.equal(record.variant, "al-manqala");
  assert.deepEqual(record.actions, []);
  assert.equal(Text.writePosition(record), START);
  // The record is the page's handle's own: it replays there.
  const g = Game.fromRecord(record);
  assert.deepEqual(g.pits(), Array(14).fill(7));
  assert.equal(g.toMove(), 0);
  g.free();
});

test("a game file and its record read and write each other", () => {
  // South sows pit 7, then North pit 0: in the notation's letters (docs/notation.md), South's
  // row is A–G = pits 13 to 7 and North's a–g = pits 0 to 6, so the moves are G, then a.
  const record = { variant: "al-manqala", actions: [7, 0] };
  const file = Text.writeGame(record);
  assert.match(file, /^\[Variant "al-manqala"\]$/m);
  assert.match(file, /^1\. G\b.* 2\. a\b/m);
  assert.deepEqual(Text.readGame(file).actions, [7, 0]);
  assert.equal(Text.writeGame(Text.readGame(file)), file, "the writer is stable");
});

test("what does not read is refused with the reason, as the handle refuses it", () => {
  assert.throws(
    () => Text.readGame('[Variant "al-manqala"]\n1. H'),
    /line 2, column 4: unknown word "H": a move is a pit's letter, A to G for South, a to g for North/,
  );
  assert.throws(
    () => Text.readPosition("al-manqala south 7 7 q 7 7 7 7, north 7 7 7 7 7 7 7, south to move"),
    /expected 7 counts after south/,
  );
  assert.throws(() => Text.readGame(5), /text must be a string, got 5/);
  // Pit 0 is North's, and South moves first: the record's first action is refused by name.
  assert.throws(
    () => Text.writeGame({ variant: "al-manqala", actions: [0] }),
    /record\.actions\[0\]/,
  );
  assert.throws(() => Text.writePosition({ variant: "oware", actions: [] }), /record\.variant/);
});
