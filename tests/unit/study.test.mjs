// The analysis board's study as a game file and as a link (www/js/flow/study.js,
// docs/notation.md "A study"): variations ( … ) and comments { … } round-trip through the file
// and the link; a file of today (no variation) reads as its main line; each line's moves are
// checked by the handle, its errors naming the line and column of the study's text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, Text } from "./wasm.mjs";

const { readStudy, writeStudy, treeCode, readTreeCode, indexOf } =
  await import("../../www/js/flow/study.js");
const { pathOf, go, play } = await import("../../www/js/flow/tree.js");

/** The tree's shape, as notation: each line's letters, variations in brackets. */
function shape(tree) {
  const letter = (n) => (n.action === "agree" ? "=" : Game.letterOf(n.action));
  const line = (first) => {
    const out = [];
    for (let n = first; n; n = n.children[0]) {
      out.push(letter(n) + (n.comment ? `{${n.comment}}` : ""));
      if (n.parent.children[0] === n)
        for (const v of n.parent.children.slice(1)) out.push(`(${line(v)})`);
    }
    return out.join(" ");
  };
  return tree.root.children[0] ? line(tree.root.children[0]) : "";
}

// Al-manqala's start, seven seeds in every pit: South may sow any pit (A–G), then North any
// of its own (a–g), and so on; no sowing of the first three empties a row. The marks are left
// out (the reader does not need them): the writer adds the ones that are true.
const STUDY = `[Variant "al-manqala"]

{A lesson} 1. A {the usual}
2. b (2. c 3. D (3. E) ; North's other try
) 3. E
`;

test("a study's variations and comments are read, and the file written reads back the same", () => {
  const { root, tree } = readStudy(Text, STUDY);
  assert.equal(root.variant, "al-manqala");
  assert.deepEqual(root.actions, []);
  assert.equal(tree.root.comment, "A lesson");
  // A comment belongs to the move before it, even after that move's variations.
  assert.equal(shape(tree), "A{the usual} b (c D{North's other try} (E)) E");
  assert.equal(tree.current, tree.root);
  const text = writeStudy(Text, root, tree);
  assert.match(text, /^\[Variant "al-manqala"\]\n\n\{A lesson\} 1\. A[^(]*\{the usual\} 2\. b/);
  assert.match(text, /\(2\. c[^(]*3\. D[^({]* \{North's other try\} \(3\. E[^)]*\)\) 3\. E/);
  const again = readStudy(Text, text);
  assert.equal(shape(again.tree), shape(tree));
  assert.equal(again.tree.root.comment, "A lesson");
  assert.equal(writeStudy(Text, again.root, again.tree), text, "the writer is stable");
});

test("a game file of today reads as its main line, and is written back as the core writes it", () => {
  // A position where South's E (pit 9) captures 4 and North's g ends the game: the core's own
  // example (src/notation/write.rs), worked out in docs/rules.md's terms there.
  const text = `[Variant "al-manqala"]
[Start "south 0 0 0 0 2 1 1, north 0 0 0 0 0 0 1, piles 0 0, south to move"]
[Result "4-1, south wins (starved)"]

1. E ×4 2. g
`;
  const { root, tree } = readStudy(Text, text);
  assert.deepEqual(
    pathOf(tree.root.children[0].children[0]).map((p) => Game.letterOf(p)),
    ["E", "g"],
  );
  assert.ok(root.start, "the Start header is the study's start");
  assert.equal(writeStudy(Text, root, tree), text);
});

test("a bad line is the handle's error, at the line and column of the study", () => {
  // After South's A, North is to move: C is one of South's pits.
  assert.throws(
    () => readStudy(Text, `[Variant "al-manqala"]\n\n1. A 2. b (2. C)\n`),
    /^Error: line 3, column 15: move 2 \(C\)/,
  );
  assert.throws(
    () => readStudy(Text, `[Variant "al-manqala"]\n\n1. A (1. B\n`),
    /line 3, column 6: the variation "\(" is not closed/,
  );
  assert.throws(() => readStudy(Text, `[Variant "al-manqala"]\n\n1. A)\n`), /closes no variation/);
  assert.throws(
    () => readStudy(Text, `[Variant "al-manqala"]\n\n(1. B) 1. A\n`),
    /line 3, column 1: a variation "\(" comes after the move/,
  );
});

test("the link's tree round-trips, with the move shown, and a line that does not replay is refused", () => {
  const { root, tree } = readStudy(Text, STUDY);
  const code = treeCode(Game, tree);
  assert.equal(code, "Ab(cD(E))E");
  go(tree, "forward");
  go(tree, "forward");
  go(tree, "down"); // c, the variation of b
  const at = indexOf(tree);
  assert.equal(at, 3, "A, b, then c in the file's order");
  const back = readTreeCode(Game, root, code, at);
  assert.equal(shape(back).replace(/\{[^}]*\}/g, ""), "A b (c D (E)) E");
  assert.deepEqual(pathOf(back.current), pathOf(tree.current));
  // North's c after South's A, then South's D — but "d" is North's: North sows twice.
  assert.throws(() => readTreeCode(Game, root, "Acd"), Error);
  assert.throws(() => readTreeCode(Game, root, "A(b"), /not closed/);
  assert.throws(() => readTreeCode(Game, root, "Ak"), /"k" at 2 is not a pit's letter/);
  play(back, 13);
});
