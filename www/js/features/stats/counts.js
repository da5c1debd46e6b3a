// The visitor counts on this device (stats=1): ./index.js loads this module only when they are
// on. The tally (./tally.js: what is counted) lives in localStorage under one key, read and
// written again at each count; a storage that is full, cleared or refused loses counts but
// never stops the game (every access is guarded). Nothing is ever sent anywhere.
//
// createStats({ storage, now }) → { count, activity, endSession, watch, picked, read, reset }
//   count(event, fields)  counts one event (the names: ./tally.js); any mode may call it
//                         through the mounted game's ui.count
//   activity()            a visitor's touch or key: opens a session if none is open
//   endSession()          the session's end (a kiosk's attract mode starting, the page hidden):
//                         its length goes into the histogram, counted from its first to its
//                         last touch
//   watch(screen)         follows the screens the controller publishes: lessons, games that
//                         end, attract mode starting and being interrupted
//   picked(screen)        a person played a pit on `screen`: their first in a game counts the
//                         game as started
import { addEvent, dayOf, readTally, emptyTally } from "./tally.js";

/** @import { Screen } from "../../types.js" */

/** The one key of the tally in localStorage. */
export const KEY = "mancala-heritage:stats";

/**
 * @param {object} [how]
 * @param {() => Storage | null} [how.storage] the storage (default: localStorage, if any)
 * @param {() => number} [how.now] the clock, in ms
 */
export function createStats({ storage = defaultStorage, now = Date.now } = {}) {
  /** @type {{ start: number, last: number } | null} */
  let session = null;
  /** The game (positionKey's game part) whose start was counted, and whose end was. */
  let startedGame = "";
  let finishedGame = "";
  /** @type {Screen | null} */
  let last = null;

  /** @returns {import("./tally.js").Tally} */
  function read() {
    try {
      return readTally(storage()?.getItem(KEY) ?? null);
    } catch {
      return emptyTally();
    }
  }

  /** @param {import("./tally.js").Tally} tally */
  function write(tally) {
    try {
      storage()?.setItem(KEY, JSON.stringify(tally));
    } catch {
      // Full or refused: this count is lost, the game goes on.
    }
  }

  /**
   * @param {string} event
   * @param {{ [field: string]: unknown }} [fields]
   */
  function count(event, fields = {}) {
    write(addEvent(read(), event, fields, dayOf(new Date(now()))));
  }

  function activity() {
    const t = now();
    if (session) session.last = t;
    else {
      session = { start: t, last: t };
      count("session.start");
    }
  }

  function endSession() {
    if (!session) return;
    const minutes = (session.last - session.start) / 60000;
    session = null;
    count("session.end", { minutes });
  }

  /** The game of a screen: its positionKey up to the last colon. @param {Screen} s */
  const gameOf = (s) => s.positionKey.slice(0, s.positionKey.lastIndexOf(":"));
  /** @param {Screen} s */
  const levelOf = (s) => s.level || (s.seats.computer ? s.seats.computer.level : "people");

  /** @param {Screen} s */
  function watch(s) {
    const before = last;
    last = s;
    if (before && before.session !== s.session) {
      if (s.session === "attract") endSession();
      else count("attract.interrupt");
    }
    // A puzzle shown to the visitor is tried; solved, once, when its state says so.
    const puzzle = s.puzzle;
    if (puzzle) {
      const fresh = before?.puzzle?.id !== puzzle.id;
      if (fresh) count("puzzle.try", { puzzle: puzzle.id });
      if (puzzle.status === "solved" && (fresh || before?.puzzle?.status !== "solved"))
        count("puzzle.solve", { puzzle: puzzle.id });
      return;
    }
    const lesson = s.lesson;
    const was = before?.lesson;
    if (lesson) {
      const fresh = !was || was.variant !== lesson.variant || lesson.step < was.step;
      if (fresh) count("lesson.start", { game: lesson.variant });
      if (fresh || lesson.step !== was?.step)
        count("lesson.step", { game: lesson.variant, step: lesson.step });
      if (lesson.last && lesson.phase === "done" && !(was?.last && was.phase === "done"))
        count("lesson.finish", { game: lesson.variant });
      return;
    }
    const game = gameOf(s);
    if (s.session === "play" && s.over && game === startedGame && finishedGame !== game) {
      finishedGame = game;
      count("game.finish", { game: s.variant, level: levelOf(s) });
    }
  }

  /** @param {Screen} s */
  function picked(s) {
    const game = gameOf(s);
    if (s.lesson || s.puzzle || s.session !== "play" || s.viewing !== null) return;
    if (game === startedGame) return;
    startedGame = game;
    count("game.start", { game: s.variant, level: levelOf(s) });
  }

  return {
    count,
    activity,
    endSession,
    watch,
    picked,
    read,
    reset() {
      try {
        storage()?.removeItem(KEY);
      } catch {
        // Nothing kept: nothing to reset.
      }
    },
  };
}

/** localStorage, or null where the browser refuses it. */
function defaultStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
