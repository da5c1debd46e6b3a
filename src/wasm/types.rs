//! The TypeScript types of the values that cross the boundary, written into the generated
//! `.d.ts` beside the `Game` class, whose methods name them (`unchecked_return_type`,
//! `unchecked_param_type`). They follow `schema.rs` (and `decode.js` for the trace); the wasm
//! tests check the values, and `tests/ts/` checks an example program against these types.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** One of the three games. */
export type Variant = "ali-guli-mane" | "al-manqala" | "mangala-iv";
/** Player 0 owns pits 7–13 (South), player 1 pits 0–6 (North). */
export type PlayerNumber = 0 | 1;
/** Why a game (or an Ali Guli Mane round) ended. */
export type Reason = "stuck" | "fifty" | "starved" | "empty" | "cycle" | "agreed" | "match";
/** The rule that captured seeds. */
export type Why = "saada" | "facing" | "last" | "chain" | "row" | "starved" | "division";
/** The computer's levels. */
export type Level = "beginner" | "intermediate" | "strong" | "master";

/** A game's options; each belongs to some games only (see `Game.optionsOf`). */
export interface Options {
  firstPlayer?: PlayerNumber;
  /** Ali Guli Mane: a match of rounds with closed pits. */
  rounds?: boolean;
  /** Mangala IV: seven seeds in every pit, or dealt at random from `seed`. */
  start?: "uniform" | "random";
  /** Mangala IV random start: an integer from 0 to 2^53 − 1. */
  seed?: number;
  /** Mangala IV house rule: any non-empty pit may be played. */
  freeChoice?: boolean;
}

/** A position, as `state()` gives it. */
export interface GameState {
  variant: Variant;
  /** Seeds in each of the 14 pits. */
  pits: number[];
  /** The piles of player 0 and player 1. */
  captured: [number, number];
  toMove: PlayerNumber;
  /** Ali Guli Mane: the player to move is owed an extra sowing. */
  extraSowing: boolean;
  /** Ali Guli Mane rounds: the pits closed in this round. */
  closed: number[];
  round: number;
  roundStarter: PlayerNumber;
  /** The variant's own options (not `firstPlayer`). */
  options: Options;
  /** For a finished game, why it ended. */
  ended?: Reason;
}

/** A position for `Game.fromState`: a `GameState`, the optional fields left out as needed. */
export interface StateInput {
  variant: Variant;
  pits: number[];
  captured: number[];
  toMove: PlayerNumber;
  extraSowing?: boolean | null;
  closed?: number[] | null;
  round?: number | null;
  roundStarter?: PlayerNumber | null;
  options?: Options | null;
  ended?: Reason | null;
}

/** One step of a move, in order, for the page to animate. */
export type TraceEvent =
  | { type: "lift"; pit: number; seeds: number }
  | { type: "drop"; pit: number }
  | { type: "relay"; pit: number; seeds: number }
  | { type: "saada"; pit: number }
  | { type: "capture"; pit: number; seeds: number; player: PlayerNumber; why: Why }
  | { type: "extra" }
  | { type: "pass"; player: PlayerNumber }
  | { type: "round"; number: number; closed: number[]; reason: Reason; captured: [number, number] }
  | { type: "end"; reason: Reason };

/** What `play` and `agreeCycle` return. */
export interface Trace {
  player: PlayerNumber;
  events: TraceEvent[];
}

/** How a game ended: `winner` null for a draw. */
export interface GameResult {
  winner: PlayerNumber | null;
  captured: [number, number];
  reason: Reason;
}

/** How a game of forced moves ends, and after how many moves. */
export interface Foresight extends GameResult {
  moves: number;
}

/** One option of a game, for a new-game dialog. */
export type OptionInfo =
  | { name: "firstPlayer"; kind: "choice"; values: PlayerNumber[]; default: PlayerNumber }
  | { name: "rounds" | "freeChoice"; kind: "boolean"; default: boolean }
  | { name: "start"; kind: "choice"; values: ("uniform" | "random")[]; default: "uniform" | "random" }
  | { name: "seed"; kind: "integer"; default: null };

/** `bestMove`'s options: a level, or the strongest search within a time (ms) and depth. */
export type MoveOptions =
  | { level: Level; seed?: number }
  | { timeMs: number; maxDepth?: number; seed?: number }
  | { timeMs?: number; maxDepth: number; seed?: number };

/** `analyze`'s options. */
export interface AnalyzeOptions {
  timeMs?: number;
  maxDepth?: number;
}

/** What `analyze` tells of one legal move. */
export interface MoveAnalysis {
  pit: number;
  /** What the move is worth to the mover, in seeds. */
  value: number;
  /** `value` is the game's true value. */
  exact: boolean;
  outcome: "win" | "draw" | "loss" | null;
  captures: number;
  extraSowing: boolean;
  safeReplies: number | null;
  best: boolean;
}

/** A pit 0–13, or Al-manqala's agreed cycle. */
export type Action = number | "agree";

/** Who sits at the board, for a game record. */
export interface Seats {
  /** null: two people at the board. */
  computer: { player: PlayerNumber; level: Level } | null;
  /** Mangala IV's opening ritual: "pending", who sits South after it, or null without one. */
  ritual: "pending" | { south: "guesser" | "hider" } | null;
}

/** A whole game: how it began, its actions and its seats. */
export interface GameRecord {
  variant: Variant;
  options: Options;
  /** The position it began at, when not the variant's own start. */
  start: GameState | null;
  actions: Action[];
  seats: Seats;
}

/** One action of the move list, in the notation. */
export interface MoveEntry {
  player: PlayerNumber;
  action: Action;
  notation: string;
  captured: number;
  extra: boolean;
  passes: boolean;
  round: number | null;
  end: Reason | null;
}
"#;
