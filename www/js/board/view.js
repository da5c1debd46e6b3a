// Pure view state of a board: what is drawn, with no DOM and no timing.
// A view is a plain object; every function here returns a new one.

/** @import { BoardView, Marks, Note, PlayerNumber, Snapshot, TraceEvent } from "../types.js" */

/**
 * The board's display geometry: the pits in screen order, the top row (player 1) showing 6 … 0
 * and the bottom row (player 0) 13 … 7. Each row is its player's row as the handle gives it
 * (Game.rowOf, from the player's own left: the bottom row as it is, the top row reversed, its
 * player facing the other way); tests/unit/page-facts.test.mjs checks them against the handle.
 */
export const TOP_ROW = [6, 5, 4, 3, 2, 1, 0];
export const BOTTOM_ROW = [13, 12, 11, 10, 9, 8, 7];
/** Each player's row from the player's own left: [player 0's, player 1's]. */
const ROWS = [BOTTOM_ROW, TOP_ROW.slice().reverse()];

/**
 * The rows on screen, [the top row, the bottom row], each from the screen's left, when
 * `bottom`'s row is drawn at the bottom: the board turned half a turn for North (data-bottom,
 * views/flip.js), so that each player's row still runs from its own left and the seeds still
 * travel anticlockwise.
 * @param {PlayerNumber} bottom
 * @returns {[number[], number[]]}
 */
export function screenRows(bottom) {
  return bottom === 0 ? [TOP_ROW, BOTTOM_ROW] : [ROWS[0].slice().reverse(), ROWS[1]];
}

/**
 * Where a pit's row is on screen when `bottom`'s row is drawn at the bottom.
 * @param {number} pit
 * @param {PlayerNumber} bottom
 * @returns {"bottom" | "top"}
 */
export function sideOf(pit, bottom) {
  return ownerOf(pit) === bottom ? "bottom" : "top";
}

/**
 * Returns the player whose row holds a pit.
 * @param {number} pit
 * @returns {PlayerNumber}
 */
export function ownerOf(pit) {
  return ROWS[0].includes(pit) ? 0 : 1;
}

/**
 * Returns the 1-based place of a pit in its owner's row, counted from the owner's left.
 * @param {number} pit
 */
export function placeOf(pit) {
  return ROWS[ownerOf(pit)].indexOf(pit) + 1;
}

/**
 * Builds a view from a snapshot of the game.
 * snapshot: { variant, pits[14], captured[2], toMove, legal[], closed[], over, forced,
 * forcedPit } (`forcedPit`: the pit the rules force, marked while it is legal; `hint`, the pit a
 * hint recommends, is set apart: see withHint).
 * @param {Snapshot} snapshot
 * @param {Marks} [marks]
 * @returns {BoardView}
 */
export function viewFromSnapshot(snapshot, marks = emptyMarks()) {
  return {
    variant: snapshot.variant,
    pits: Array.from(snapshot.pits, Number),
    captured: Array.from(snapshot.captured, Number),
    toMove: snapshot.toMove,
    legal: Array.from(snapshot.legal || [], Number),
    closed: Array.from(snapshot.closed || [], Number),
    over: Boolean(snapshot.over),
    forced: Boolean(snapshot.forced),
    forcedPit: snapshot.forcedPit ?? null,
    hint: null,
    hand: null,
    marks,
    note: null,
  };
}

/** Returns marks with nothing marked. @returns {Marks} */
export function emptyMarks() {
  return { saada: [], captured: [], relay: null, lifted: null };
}

/**
 * Returns the view as it is while a move is animating: no legal pit, marks cleared.
 * @param {BoardView} view
 * @returns {BoardView}
 */
export function startMove(view) {
  return { ...view, legal: [], hint: null, marks: emptyMarks(), note: null };
}

/**
 * Applies one trace event to a view and returns the new view.
 * The board knows no rules: it only replays what the trace says happened.
 * @param {BoardView} view
 * @param {TraceEvent} event
 * @returns {BoardView}
 */
export function applyEvent(view, event) {
  const pits = view.pits.slice();
  const captured = view.captured.slice();
  const marks = { ...view.marks };
  let hand = view.hand;
  /** @type {Note | null} */
  let note = null;
  switch (event.type) {
    case "lift":
    case "relay":
      pits[event.pit] = 0;
      hand = { pit: event.pit, seeds: event.seeds };
      marks.lifted = event.pit;
      if (event.type === "relay") marks.relay = event.pit;
      break;
    case "drop":
      pits[event.pit] += 1;
      hand = hand
        ? { pit: event.pit, seeds: Math.max(0, hand.seeds - 1) }
        : { pit: event.pit, seeds: 0 };
      break;
    case "saada":
      marks.saada = [...marks.saada, event.pit];
      hand = null;
      break;
    case "capture":
      pits[event.pit] = Math.max(0, pits[event.pit] - event.seeds);
      captured[event.player] += event.seeds;
      if (!marks.captured.includes(event.pit)) marks.captured = [...marks.captured, event.pit];
      hand = null;
      break;
    case "extra":
      hand = null;
      marks.lifted = null;
      marks.relay = null;
      note = { type: "extra" };
      break;
    case "pass":
      hand = null;
      note = { type: "pass", player: event.player };
      break;
    case "round":
      hand = null;
      note = { type: "round", number: event.number };
      break;
    case "end":
      hand = null;
      note = { type: "end", reason: event.reason };
      break;
    default:
      break;
  }
  return { ...view, pits, captured, hand, marks, note };
}

/**
 * Returns the view with `pit` marked as the hint's move (null: no hint); only a legal pit.
 * @param {BoardView} view
 * @param {number | null} pit
 * @returns {BoardView}
 */
export function withHint(view, pit) {
  return { ...view, hint: pit !== null && view.legal.includes(pit) ? pit : null };
}

/**
 * Returns the final view: the game's own snapshot, keeping the marks the move left.
 * @param {BoardView} view
 * @param {Snapshot} snapshot
 */
export function settle(view, snapshot) {
  const marks = { ...view.marks, lifted: null, relay: null };
  return viewFromSnapshot(snapshot, marks);
}
