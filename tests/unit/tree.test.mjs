// The analysis board's tree of variations (www/js/flow/tree.js), as plain state: sowings
// played become a line, a different sowing from the same position a variation, and the tree is
// walked, promoted and pruned. Actions here are pit numbers only; no game is played.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  addLine,
  createTree,
  depthOf,
  find,
  go,
  inOrder,
  isMain,
  mainLine,
  pathOf,
  play,
  promote,
  remove,
} from "../../www/js/flow/tree.js";

/** The tree's shape: each node's action, its variations in brackets after the first child. */
function shape(tree) {
  const line = (first) => {
    const out = [];
    for (let n = first; n; n = n.children[0]) {
      out.push(String(n.action));
      if (n.parent.children[0] === n)
        for (const v of n.parent.children.slice(1)) out.push(`(${line(v)})`);
    }
    return out.join(" ");
  };
  return tree.root.children[0] ? line(tree.root.children[0]) : "";
}

/** 13 1 12 as the main line, then from after 13 the variation 2 11. */
function sample() {
  const tree = createTree();
  for (const pit of [13, 1, 12]) play(tree, pit);
  go(tree, "start");
  play(tree, 13);
  play(tree, 2);
  play(tree, 11);
  return tree;
}

test("sowings played become a line; a different sowing from a position is a variation", () => {
  const tree = sample();
  assert.equal(shape(tree), "13 1 (2 11) 12");
  assert.deepEqual(pathOf(tree.current), [13, 2, 11]);
  assert.equal(depthOf(tree.current), 3);
  assert.equal(isMain(tree.current), false);
  assert.deepEqual(
    mainLine(tree).map((n) => n.action),
    [null, 13, 1, 12],
  );
  // Playing a sowing that is already there follows it: no new node.
  go(tree, "start");
  const before = tree.next;
  play(tree, 13);
  play(tree, 1);
  assert.equal(tree.next, before);
  assert.equal(shape(tree), "13 1 (2 11) 12");
  assert.deepEqual(
    inOrder(tree.root).map((n) => n.action),
    [13, 1, 2, 11, 12],
    "the file's order: a move, its variations, then the line goes on",
  );
});

test("navigation: back, forward, start, end, and up and down between variations", () => {
  const tree = sample();
  assert.ok(go(tree, "back"));
  assert.deepEqual(pathOf(tree.current), [13, 2]);
  assert.ok(go(tree, "up"), "2's variation's sibling before it is 1");
  assert.deepEqual(pathOf(tree.current), [13, 1]);
  assert.equal(go(tree, "up"), false, "no variation before the first");
  assert.ok(go(tree, "down"));
  assert.deepEqual(pathOf(tree.current), [13, 2]);
  assert.equal(go(tree, "down"), false);
  assert.ok(go(tree, "end"));
  assert.deepEqual(pathOf(tree.current), [13, 2, 11], "the end of the variation's own line");
  assert.equal(go(tree, "forward"), false);
  assert.ok(go(tree, "start"));
  assert.equal(tree.current, tree.root);
  assert.equal(go(tree, "back"), false);
  assert.ok(go(tree, "end"));
  assert.deepEqual(pathOf(tree.current), [13, 1, 12], "from the root, the main line's end");
  assert.equal(find(tree, tree.current.id), tree.current);
  assert.equal(find(tree, 999), null);
});

test("promoting a variation makes its line the main line", () => {
  const tree = sample();
  assert.ok(promote(tree.current));
  assert.equal(shape(tree), "13 2 (1 12) 11");
  assert.ok(isMain(tree.current));
  assert.equal(promote(tree.current), false, "the main line is main already");
});

test("deleting a variation takes what follows it; current goes back to where it began", () => {
  const tree = sample();
  const variation = tree.current.parent; // 2, after 13
  assert.ok(remove(tree, variation));
  assert.equal(shape(tree), "13 1 12");
  assert.deepEqual(pathOf(tree.current), [13]);
  assert.equal(remove(tree, tree.root), false, "the study's start stays");
  // Deleting elsewhere leaves current where it was.
  go(tree, "end");
  const end = tree.current;
  addLine(tree, [13, 3]);
  assert.equal(tree.current, end, "adding a line moves nothing");
  assert.equal(shape(tree), "13 1 (3) 12");
  remove(tree, tree.root.children[0].children[1]);
  assert.equal(tree.current, end);
  assert.equal(shape(tree), "13 1 12");
});
