// The analysis board's tree of variations (./modes/analysis.js), as plain state: no Game, no
// page. The root is the study's start position; each node below it is one action (a pit, or
// "agree") played from its parent's position. A node's first child continues its line; the
// others are variations of that child. The main line follows first children from the root.
// `current` is the node whose position the board shows.

/** @import { Action } from "../types.js" */

/**
 * One position of the study: the action that led to it (null at the root) and what follows.
 * @typedef {object} TreeNode
 * @property {number} id unique within its tree
 * @property {Action | null} action
 * @property {TreeNode | null} parent
 * @property {TreeNode[]} children the first one continues the line, the others are variations
 * @property {string} comment a note on the move (on the root: on the study), "" for none
 */

/**
 * @typedef {object} Tree
 * @property {TreeNode} root
 * @property {TreeNode} current
 * @property {number} next the next node's id
 */

/** A tree with only its root, which is current. @returns {Tree} */
export function createTree() {
  const root = { id: 0, action: null, parent: null, children: [], comment: "" };
  return { root, current: root, next: 1 };
}

/**
 * Plays `action` from the current node: the child that already played it, else a new child
 * (a new line's continuation, or a new variation when the node has a continuation already).
 * The node played becomes current and is returned.
 * @param {Tree} tree
 * @param {Action} action
 */
export function play(tree, action) {
  const from = tree.current;
  let node = from.children.find((c) => c.action === action);
  if (!node) {
    node = { id: tree.next++, action, parent: from, children: [], comment: "" };
    from.children.push(node);
  }
  tree.current = node;
  return node;
}

/**
 * Adds the line of `actions` from the root (nodes already there are followed) and returns its
 * last node; current does not move.
 * @param {Tree} tree
 * @param {Action[]} actions
 */
export function addLine(tree, actions) {
  const current = tree.current;
  tree.current = tree.root;
  for (const action of actions) play(tree, action);
  const end = tree.current;
  tree.current = current;
  return end;
}

/** The actions from the root to `node`. @param {TreeNode} node @returns {Action[]} */
export function pathOf(node) {
  /** @type {Action[]} */
  const actions = [];
  for (let n = node; n.parent; n = n.parent) actions.push(/** @type {Action} */ (n.action));
  return actions.reverse();
}

/** The node's number of actions from the root. @param {TreeNode} node */
export function depthOf(node) {
  let depth = 0;
  for (let n = node; n.parent; n = n.parent) depth++;
  return depth;
}

/** The nodes of the main line, the root first. @param {Tree} tree */
export function mainLine(tree) {
  const line = [tree.root];
  for (let n = tree.root; n.children.length; n = n.children[0]) line.push(n.children[0]);
  return line;
}

/** Whether `node` is on the main line. @param {TreeNode} node */
export function isMain(node) {
  for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/** The node with `id`, or null. @param {Tree} tree @param {number} id */
export function find(tree, id) {
  /** @type {TreeNode[]} */
  const stack = [tree.root];
  while (stack.length) {
    const n = /** @type {TreeNode} */ (stack.pop());
    if (n.id === id) return n;
    stack.push(...n.children);
  }
  return null;
}

/**
 * Moves current: "back" to its parent, "forward" along its line (the first child), "start" to
 * the root, "end" to the end of its line, "up" / "down" to the previous / next variation of
 * the same move (a sibling). Returns whether current moved.
 * @param {Tree} tree
 * @param {"back" | "forward" | "start" | "end" | "up" | "down"} where
 */
export function go(tree, where) {
  const from = tree.current;
  let to = from;
  if (where === "back") to = from.parent ?? from;
  else if (where === "forward") to = from.children[0] ?? from;
  else if (where === "start") to = tree.root;
  else if (where === "end") while (to.children.length) to = to.children[0];
  else if (from.parent) {
    const siblings = from.parent.children;
    const i = siblings.indexOf(from) + (where === "up" ? -1 : 1);
    to = siblings[i] ?? from;
  }
  tree.current = to;
  return to !== from;
}

/**
 * Promotes `node`'s line to the main line: at every step from the root to it, its way comes
 * first. Returns whether anything changed.
 * @param {TreeNode} node
 */
export function promote(node) {
  let changed = false;
  for (let n = node; n.parent; n = n.parent) {
    const siblings = n.parent.children;
    const i = siblings.indexOf(n);
    if (i > 0) {
      siblings.splice(i, 1);
      siblings.unshift(n);
      changed = true;
    }
  }
  return changed;
}

/**
 * Deletes `node` and everything after it (never the root). When current was among them,
 * `node`'s parent becomes current. Returns whether anything was deleted.
 * @param {Tree} tree
 * @param {TreeNode} node
 */
export function remove(tree, node) {
  const parent = node.parent;
  if (!parent) return false;
  parent.children.splice(parent.children.indexOf(node), 1);
  for (let n = /** @type {TreeNode | null} */ (tree.current); n; n = n.parent)
    if (n === node) {
      tree.current = parent;
      break;
    }
  return true;
}

/**
 * The tree's nodes in the order a game file writes them (docs/notation.md, "A study"): each
 * move, then the variations of it (each in full), then the line's next move.
 * @param {TreeNode} from
 * @returns {TreeNode[]}
 */
export function inOrder(from) {
  /** @type {TreeNode[]} */
  const out = [];
  /** @param {TreeNode} node the first node of a line */
  const line = (node) => {
    for (let n = /** @type {TreeNode | undefined} */ (node); n; n = n.children[0]) {
      out.push(n);
      const parent = /** @type {TreeNode} */ (n.parent);
      if (parent.children[0] === n) for (const v of parent.children.slice(1)) line(v);
    }
  };
  if (from.children[0]) line(from.children[0]);
  return out;
}
