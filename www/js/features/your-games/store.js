// The finished games kept on this device (./index.js): one setting, `games`, of the saved settings
// (lib/storage.js storeFor, which keeps nothing for embeds, the custom element and kiosks), the
// newest first and at most KEEP of them. Each is a FinishedGame: when it ended, its record (the
// handle's `record()`, which `Game.fromRecord` opens again: its seats name the computer and its
// level), and its result as the handle gave it at the end (a live game's: also this seat's player,
// and how it ended when not by the rules). Nothing here knows a rule.
/** @import { GameRecord, GameResult, Store } from "../../types.js" */

/** How many finished games are kept: the newest; an older one goes when a new one comes. */
export const KEEP = 100;

/** The setting that holds them (lib/storage.js adds the page's prefix). */
export const KEY = "games";

/**
 * A finished game as kept.
 * @typedef {object} FinishedGame
 * @property {number} id when it ended (ms since 1970), unique in the list: its name for deleting
 * @property {GameRecord} record
 * @property {KeptResult} result
 * @property {0 | 1} [online] a live game's (docs/live.md): the player this device's seat played
 */

/**
 * A result as kept; `by` for a live game that ended by a resignation or an agreed draw (the piles
 * as they stood), not by the rules.
 * @typedef {Pick<GameResult, "winner" | "captured"> & { by?: "resign" | "draw" }} KeptResult
 */

/** @param {unknown} x @returns {x is { [k: string]: unknown }} */
const isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x);

/** Tells whether `x` has the shape of a FinishedGame. @param {unknown} x */
function isFinished(x) {
  if (!isObject(x) || !Number.isFinite(x.id) || !isObject(x.record) || !isObject(x.result))
    return false;
  const { record, result } = x;
  const captured = result.captured;
  return (
    [undefined, 0, 1].includes(/** @type {any} */ (x.online)) &&
    [undefined, "resign", "draw"].includes(/** @type {any} */ (result.by)) &&
    typeof record.variant === "string" &&
    Array.isArray(record.actions) &&
    [0, 1, null].includes(/** @type {any} */ (result.winner)) &&
    Array.isArray(captured) &&
    captured.length === 2 &&
    captured.every(Number.isInteger)
  );
}

/**
 * The games kept, newest first; `broken` when what is kept can't be read (not JSON, not a list of
 * finished games), which is then discarded: the caller says so in the visitor's words.
 * @param {Store} store
 * @returns {{ games: FinishedGame[], broken: boolean }}
 */
export function readGames(store) {
  const text = store.get(KEY);
  if (text === null) return { games: [], broken: false };
  try {
    const games = JSON.parse(text);
    if (Array.isArray(games) && games.every(isFinished)) return { games, broken: false };
  } catch {
    // not JSON: discarded below
  }
  writeGames(store, []);
  return { games: [], broken: true };
}

/**
 * Keeps `games`; false when the browser refused (its storage full).
 * @param {Store} store
 * @param {FinishedGame[]} games
 */
function writeGames(store, games) {
  try {
    store.set(KEY, JSON.stringify(games));
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds a finished game first (the oldest beyond KEEP goes) and returns the new list; its id is
 * `now`, or one more than the newest kept if that is not later.
 * @param {Store} store
 * @param {{ record: GameRecord, result: KeptResult, online?: 0 | 1 }} game
 * @param {number} [now]
 */
export function addGame(store, { record, result, online }, now = Date.now()) {
  const { games, broken } = readGames(store);
  const id = Math.max(now, (games[0]?.id ?? 0) + 1);
  const { winner, captured, by } = result;
  /** @type {FinishedGame} */
  const game = { id, record, result: by ? { winner, captured, by } : { winner, captured } };
  if (online !== undefined) game.online = online;
  const next = [game];
  const kept = next.concat(games).slice(0, KEEP);
  writeGames(store, kept);
  return { games: kept, broken };
}

/**
 * Deletes the game `id` (every game with none) and returns the games left.
 * @param {Store} store
 * @param {number} [id]
 */
export function deleteGames(store, id) {
  const left = id === undefined ? [] : readGames(store).games.filter((g) => g.id !== id);
  writeGames(store, left);
  return left;
}
