// The analysis board's study (./tree.js) as a game file and as a link (docs/notation.md, "A
// study"). The game file is the core's (src/notation/) with PGN's two additions: a variation
// `( … )` after the move it is the alternative to, and a comment `{ … }` after the move it is
// about. The core's reader and writer do every move: this file only finds the lines of the tree
// in the text. To read a study, each line of it — the main line, and each variation with the
// moves before it — is given to the core's reader (readGame, ../lib/text.js) as the file itself
// with every other character blanked out (line ends kept), so the core checks each line's
// numbers, moves and marks, and its errors name the line and column of the study's own text. To
// write one, each node's move is written as the core writes it in the file of its line
// (writeGame). Fetched with the analysis board.
import { addLine, createTree, depthOf, inOrder, pathOf, play } from "./tree.js";

/** @import { Action, GameClass, GameRecord } from "../types.js" */
/** @import { TextModule } from "../lib/text.js" */
/** @import { Tree, TreeNode } from "./tree.js" */

/** The longest line of moves the writer writes, as the core's writer does. */
const WIDTH = 80;

/**
 * The longest study a link carries, in characters of its tree (docs/notation.md, "A study's
 * link"): with the position text, a link stays under about 2,000 characters, which every
 * browser, chat and mail program keeps whole.
 */
export const LINK_MAX = 1500;

/**
 * A word of move text begins an action when it is a move number, or a move (a pit's letter, or
 * `=`) not right after a move number; the marks (`×2`, `+`, `—`, `pass`, …) never begin one.
 * @param {string} word @param {string | undefined} before the word before it
 */
const beginsAction = (word, before) =>
  /^\d/.test(word) || (/^[a-gA-G=]/.test(word) && !(before && /^\d+\.*$/.test(before)));

/**
 * The game at `actions` from the study's start `root`. Throws the handle's error.
 * @param {GameClass} Game @param {GameRecord} root @param {Action[]} actions
 */
export const gameAt = (Game, root, actions) => Game.fromRecord({ ...root, actions });

/**
 * Splits the move text of a file the core wrote into each action's words.
 * @param {string} text a game file
 * @returns {string[]}
 */
function actionsOfFile(text) {
  const moves = text
    .slice(text.indexOf("\n\n") + 2)
    .replace(/\{[^}]*\}/g, " ")
    .replace(/;[^\n]*/g, " ");
  /** @type {string[][]} */
  const groups = [];
  const words = moves.split(/\s+/).filter(Boolean);
  words.forEach((word, i) => {
    if (beginsAction(word, words[i - 1]) || !groups.length) groups.push([word]);
    else groups[groups.length - 1].push(word);
  });
  return groups.map((g) => g.join(" "));
}

/**
 * Writes the study: the headers of its main line's file (its Result included), a comment on
 * the study if it has one, then the main line with each variation in `( … )` after the move it
 * is the alternative to, and each comment in `{ … }` after its move.
 * @param {TextModule} Text the game file's reader and writer (../lib/text.js)
 * @param {GameRecord} root the study's start (its record, no action)
 * @param {Tree} tree
 */
export function writeStudy(Text, root, tree) {
  /** The words of each node's move, from the file of a line through it. @type {Map<TreeNode, string>} */
  const words = new Map();
  let headers = "";
  const nodes = inOrder(tree.root);
  for (const node of [tree.root, ...nodes]) {
    if (node.children.length) continue;
    const text = Text.writeGame({ ...root, actions: pathOf(node) });
    if (node === mainEnd(tree)) headers = text.slice(0, text.indexOf("\n\n") + 1);
    const moves = actionsOfFile(text);
    for (let n = node, i = moves.length - 1; n.parent; n = n.parent, i--) words.set(n, moves[i]);
  }
  /** @type {string[]} */
  const out = [];
  if (tree.root.comment) out.push(comment(tree.root.comment));
  /** @param {TreeNode} first */
  const line = (first) => {
    for (let n = /** @type {TreeNode | undefined} */ (first); n; n = n.children[0]) {
      out.push(/** @type {string} */ (words.get(n)));
      if (n.comment) out.push(comment(n.comment));
      const siblings = /** @type {TreeNode} */ (n.parent).children;
      if (siblings[0] !== n) continue;
      for (const v of siblings.slice(1)) {
        out.push("(");
        line(v);
        out.push(")");
      }
    }
  };
  if (tree.root.children[0]) line(tree.root.children[0]);
  return `${headers}\n${wrap(out)}\n`;
}

/** The end of the main line. @param {Tree} tree */
function mainEnd(tree) {
  let n = tree.root;
  while (n.children.length) n = n.children[0];
  return n;
}

/** A comment as the file writes it: `}` cannot be in one. @param {string} text */
const comment = (text) => `{${text.replace(/\}/g, ")").replace(/\s+/g, " ").trim()}}`;

/** Joins the words into lines of at most WIDTH characters. @param {string[]} words */
function wrap(words) {
  const lines = [""];
  let open = false;
  for (const word of words) {
    const last = lines.length - 1;
    const glue = lines[last] === "" || open || word === ")" ? "" : " ";
    if (lines[last] && glue && lines[last].length + 1 + word.length > WIDTH) lines.push(word);
    else lines[last] += glue + word;
    open = word === "(";
  }
  return lines.join("\n");
}

/**
 * A part of the study's move text: a word, a comment, or a variation (its own parts).
 * @typedef {{ kind: "word", start: number, end: number, text: string }
 *   | { kind: "comment", text: string }
 *   | { kind: "variation", at: number, parts: Part[] }} Part
 */

/** "line L, column C" of offset `at` in `text`. @param {string} text @param {number} at */
function where(text, at) {
  const before = text.slice(0, at).split("\n");
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

/**
 * Reads the move text from `from`: its words, comments and variations. Throws an Error naming
 * the line and column of a comment or variation not closed, or a `)` that closes none.
 * @param {string} text @param {number} from
 */
function partsOf(text, from) {
  /** @type {Part[][]} */
  const stack = [[]];
  /** @type {number[]} */
  const opened = [];
  let i = from;
  while (i < text.length) {
    const c = text[i];
    const parts = stack[stack.length - 1];
    if (/\s/.test(c)) i++;
    else if (c === "{") {
      const end = text.indexOf("}", i);
      if (end < 0) throw new Error(`${where(text, i)}: the comment "{" is not closed`);
      parts.push({
        kind: "comment",
        text: text
          .slice(i + 1, end)
          .replace(/\s+/g, " ")
          .trim(),
      });
      i = end + 1;
    } else if (c === ";") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? text.length : end;
      parts.push({ kind: "comment", text: text.slice(i + 1, stop).trim() });
      i = stop;
    } else if (c === "(") {
      /** @type {Part} */
      const variation = { kind: "variation", at: i, parts: [] };
      parts.push(variation);
      stack.push(variation.parts);
      opened.push(i);
      i++;
    } else if (c === ")") {
      if (stack.length === 1) throw new Error(`${where(text, i)}: ")" closes no variation`);
      stack.pop();
      opened.pop();
      i++;
    } else {
      let end = i;
      while (end < text.length && !/[\s{}();]/.test(text[end])) end++;
      parts.push({ kind: "word", start: i, end, text: text.slice(i, end) });
      i = end;
    }
  }
  if (opened.length)
    throw new Error(`${where(text, opened[opened.length - 1])}: the variation "(" is not closed`);
  return stack[0];
}

/**
 * The actions of one line of parts: each with the spans of its words, its comment and the
 * variations that are alternatives to it; `lead` the comments before its first action.
 * @param {string} text @param {Part[]} parts
 */
function actionsOf(text, parts) {
  /** @type {{ spans: [number, number][], comments: string[], variations: Part[][] }[]} */
  const actions = [];
  /** @type {string[]} */
  const lead = [];
  let before;
  for (const part of parts) {
    const last = actions[actions.length - 1];
    if (part.kind === "word") {
      if (!last || beginsAction(part.text, before))
        actions.push({ spans: [[part.start, part.end]], comments: [], variations: [] });
      else last.spans.push([part.start, part.end]);
      before = part.text;
    } else if (part.kind === "comment") (last ? last.comments : lead).push(part.text);
    else if (last) last.variations.push(part.parts);
    else
      throw new Error(
        `${where(text, part.at)}: a variation "(" comes after the move it is an alternative to`,
      );
  }
  return { actions, lead };
}

/**
 * Reads a study (or any game file): its start, and its tree with the main line first and the
 * root current. Throws the handle's Error (the line and column of the study's text, and why) or
 * one naming a comment or variation that is not closed.
 * @param {TextModule} Text the game file's reader and writer (../lib/text.js)
 * @param {string} text
 * @returns {{ root: GameRecord, tree: Tree }}
 */
export function readStudy(Text, text) {
  text = text.replace(/\r\n?/g, "\n");
  // The headers: the lines before the moves that begin with "[".
  /** @type {[number, number][]} */
  const headers = [];
  /** @type {[number, number][]} */
  const result = [];
  let at = 0;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed && !trimmed.startsWith("[")) break;
    if (trimmed) (/^\[\s*result\b/i.test(trimmed) ? result : headers).push([at, at + line.length]);
    at += line.length + 1;
  }
  const parts = partsOf(text, Math.min(at, text.length));
  const tree = createTree();

  /**
   * The file with only `spans` left, everything else blanked out (line ends kept).
   * @param {[number, number][]} spans
   */
  const only = (spans) => {
    const keep = new Uint8Array(text.length);
    for (const [a, b] of spans) keep.fill(1, a, b);
    return text.replace(/[^\n]/g, (c, i) => (keep[i] ? c : " "));
  };

  /**
   * Reads `lineParts` after the moves of `base` (their word spans), from tree node `from`.
   * @param {Part[]} lineParts @param {[number, number][]} base @param {TreeNode} from
   * @param {boolean} main
   */
  function readLine(lineParts, base, from, main) {
    const { actions, lead } = actionsOf(text, lineParts);
    const spans = [...base, ...actions.flatMap((a) => a.spans)];
    const record = Text.readGame(only([...headers, ...(main ? result : []), ...spans]));
    if (record.actions.length !== depthOf(from) + actions.length)
      throw new Error(
        `${where(text, spans[spans.length - 1][0])}: the moves could not be told apart`,
      );
    if (lead.length && main) tree.root.comment = lead.join(" ");
    if (!actions.length) return;
    /** @type {TreeNode[]} */
    const nodes = [];
    for (let n = addLine(tree, record.actions); nodes.length < actions.length;)
      (nodes.unshift(n), (n = /** @type {TreeNode} */ (n.parent)));
    if (lead.length && !main) nodes[0].comment = lead.join(" ");
    actions.forEach((a, i) => {
      if (a.comments.length) nodes[i].comment = a.comments.join(" ");
      const before = [...base, ...actions.slice(0, i).flatMap((b) => b.spans)];
      for (const variation of a.variations)
        readLine(variation, before, /** @type {TreeNode} */ (nodes[i].parent), false);
    });
  }
  const root = { ...Text.readGame(only(headers)), actions: [] };
  readLine(parts, [], tree.root, true);
  return { root, tree };
}

/**
 * The tree as a link carries it: each action's character (as a game link writes it,
 * ../lib/links.js), a variation in `( … )` after the action it is an alternative to. Comments
 * are the file's only.
 * @param {GameClass} Game
 * @param {Tree} tree
 */
export function treeCode(Game, tree) {
  let code = "";
  /** @param {TreeNode} node */
  const char = (node) => (node.action === "agree" ? "=" : Game.letterOf(Number(node.action)));
  /** @param {TreeNode} first */
  const line = (first) => {
    for (let n = /** @type {TreeNode | undefined} */ (first); n; n = n.children[0]) {
      code += char(n);
      const siblings = /** @type {TreeNode} */ (n.parent).children;
      if (siblings[0] !== n) continue;
      for (const v of siblings.slice(1)) {
        code += "(";
        line(v);
        code += ")";
      }
    }
  };
  if (tree.root.children[0]) line(tree.root.children[0]);
  return code;
}

/**
 * Reads a link's tree (treeCode) from the study's start `root`: every line is replayed by the
 * handle, which throws an Error naming the first that does not replay. `at`, the index of the
 * current node in the file's order (0 the root), is made current.
 * @param {GameClass} Game
 * @param {GameRecord} root
 * @param {string} code
 * @param {number} [at]
 */
export function readTreeCode(Game, root, code, at = 0) {
  const tree = createTree();
  /** @type {TreeNode[]} */
  const stack = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "(") {
      const last = tree.current;
      if (!last.parent) throw new Error(`study: "(" at ${i + 1} follows no move`);
      stack.push(last);
      tree.current = last.parent;
    } else if (c === ")") {
      const back = stack.pop();
      if (!back) throw new Error(`study: ")" at ${i + 1} closes no variation`);
      tree.current = back;
    } else {
      let action;
      try {
        action = /** @type {Action} */ (c === "=" ? "agree" : Game.pitOf(c));
      } catch {
        throw new Error(`study: "${c}" at ${i + 1} is not a pit's letter`);
      }
      play(tree, action);
    }
  }
  if (stack.length) throw new Error(`study: a variation "(" is not closed`);
  const nodes = inOrder(tree.root);
  for (const node of nodes) if (!node.children.length) gameAt(Game, root, pathOf(node)).free();
  tree.current = nodes[at - 1] ?? tree.root;
  return tree;
}

/** The index of the current node in the file's order (0 the root). @param {Tree} tree */
export const indexOf = (tree) => inOrder(tree.root).indexOf(tree.current) + 1;
