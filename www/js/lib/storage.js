// The saved game: its record (how it started, every action since, the seats), so a reload
// builds the same game (undo history and a finished game included), and the page's settings.
// One record per variant.
/** @import { GameRecord, Store } from "../types.js" */

/** The start of every key the page keeps in localStorage. */
export const PREFIX = "mancala-heritage:";

function storage() {
  try {
    const s = window.localStorage;
    const probe = `${PREFIX}probe`;
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

const store = storage();

/** Tells whether the browser keeps anything across a reload. */
export const canSave = Boolean(store);

/** The page's localStorage when it can be written (the puzzles' rating keeps its own keys). */
export const keeping = () => store;

/** Reads a setting (language, speed, current game). @param {string} name */
export function getSetting(name) {
  return store ? store.getItem(PREFIX + name) : null;
}

/** @param {string} name @param {string} value */
export function setSetting(name, value) {
  if (store) store.setItem(PREFIX + name, value);
}

/** @param {GameRecord} record */
export function saveRecord(record) {
  if (store) store.setItem(`${PREFIX}game:${record.variant}`, JSON.stringify(record));
}

/** @param {string} variant */
export function dropRecord(variant) {
  if (store) store.removeItem(`${PREFIX}game:${variant}`);
}

/**
 * The saved game and settings of a mounted game: these, when it saves (`save`: page mode, not a
 * kiosk, unless the save option says otherwise), else nothing at all (embeds and kiosks).
 * @param {{ save: boolean }} o
 * @returns {Store}
 */
export function storeFor(o) {
  return {
    get: (name) => (o.save ? getSetting(name) : null),
    set: (name, value) => o.save && setSetting(name, value),
    load: (variant) => (o.save ? loadRecord(variant) : null),
    save(record) {
      if (!o.save) return;
      saveRecord(record);
      setSetting("current", record.variant);
    },
    drop: (variant) => o.save && dropRecord(variant),
  };
}

/**
 * Returns the saved record of a variant (a GameRecord, docs/testing.md; checked by the handle
 * when the game is built from it): null when none; throws when it is not JSON.
 * @param {string} variant
 * @returns {GameRecord | null}
 */
export function loadRecord(variant) {
  if (!store) return null;
  const text = store.getItem(`${PREFIX}game:${variant}`);
  if (text === null) return null;
  const record = JSON.parse(text);
  return record && record.v === 1 ? fromVersion1(record) : record;
}

/**
 * Reads a game saved before the record was the core's: { v: 1, …, opponent, seats, ritual }.
 * @param {any} saved
 * @returns {GameRecord}
 */
function fromVersion1({ variant, options, start, actions, seats, opponent, ritual }) {
  const computer = opponent && { player: opponent.computer, level: opponent.level };
  const rite = ritual ? "pending" : seats && seats.south ? { south: seats.south } : null;
  return {
    variant,
    options: options || {},
    start: start || null,
    actions,
    seats: { computer: computer || null, ritual: rite },
  };
}
