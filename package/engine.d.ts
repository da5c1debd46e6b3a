import type {
  AnalyzeOptions,
  Foresight,
  Game,
  GameRecord,
  MoveAnalysis,
  MoveOptions,
} from "./mancala-heritage.js";

/** How a request may be cancelled: aborting `signal` rejects it with the signal's reason. */
export interface Request {
  signal?: AbortSignal;
}

/** The engine's searches in a module worker, as promises (see the README's "The worker helper"). */
export interface Engine {
  /** Resolves with the pit the computer would play; `options` as for `Game.bestMove`. */
  bestMove(game: Game | GameRecord, options: MoveOptions, request?: Request): Promise<number>;
  /** Resolves with every legal move's analysis; `options` as for `Game.analyze`. */
  analyze(
    game: Game | GameRecord,
    options?: AnalyzeOptions,
    request?: Request,
  ): Promise<MoveAnalysis[]>;
  /** Resolves with how a game of forced moves ends; as `Game.foresee`. */
  foresee(game: Game | GameRecord, request?: Request): Promise<Foresight>;
  /** Cancels every request: each rejects with an `AbortError` (a `DOMException`). */
  cancel(): void;
  /** Ends the worker (cancelling what waits); a later request starts a new one. */
  terminate(): void;
  /** Tells whether a request is waiting for its answer. */
  readonly busy: boolean;
}

/** Creates an engine; its worker starts with the first request. Throws where there are no Web Workers. */
export function createEngine(): Engine;
