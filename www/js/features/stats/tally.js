// The visitor counts (stats=1), as plain data and pure functions: no storage, no clock, no DOM
// (./index.js keeps the tally in localStorage; ./staff.js shows it). Counts only: no
// identifier, no time finer than the day, nothing that could tell one visitor from another.
//
// The events any mode may count (count(event, fields) in ./index.js):
//   session.start                          a visitor's first touch or key after a quiet spell
//   session.end      { minutes }           the session's length, into the histogram LENGTHS
//   game.start       { game, level }       a person's first move of a new game
//   game.finish      { game, level }       that game's end (level: a computer's, or "people")
//   lesson.start     { game }              a lesson opened
//   lesson.step      { game, step }        a lesson reached step `step` (1 is the first)
//   lesson.finish    { game }              a lesson's last step done
//   puzzle.try       { puzzle }            a puzzle shown to a visitor
//   puzzle.solve     { puzzle }            a puzzle solved
//   lang             { lang }              a language chosen by a visitor
//   attract.interrupt                      a touch that stopped a kiosk's attract mode
// An unknown event, or a field that is not a short plain name, is ignored.

/**
 * @typedef {object} Day
 * @property {number} sessions
 * @property {number} games
 * @property {number} finished
 * @property {number} lessons
 * @property {number} puzzles
 * @property {number} interrupts
 */

/**
 * @typedef {object} Tally
 * @property {1} version
 * @property {string | null} since the first day counted (YYYY-MM-DD)
 * @property {{ [day: string]: Day }} days
 * @property {{ [gameAndLevel: string]: { started: number, finished: number } }} games
 *   keyed "<game> <level>"
 * @property {{ [game: string]: { started: number, finished: number, steps: number[] } }} lessons
 *   steps[i]: lessons that reached step i + 1
 * @property {{ [puzzle: string]: { tried: number, solved: number } }} puzzles
 * @property {{ [lang: string]: number }} langs
 * @property {number[]} lengths sessions per bucket of LENGTHS
 */

/** The histogram's buckets of session length: [from, to) in minutes (the last has no end). */
export const LENGTHS = /** @type {const} */ ([
  [0, 1],
  [1, 3],
  [3, 10],
  [10, 30],
  [30, Infinity],
]);

/** What a day counts, in the order of the staff view's columns. */
export const DAY_FIELDS = /** @type {const} */ ([
  "sessions",
  "games",
  "finished",
  "lessons",
  "puzzles",
  "interrupts",
]);

export const EVENTS = /** @type {const} */ ([
  "session.start",
  "session.end",
  "game.start",
  "game.finish",
  "lesson.start",
  "lesson.step",
  "lesson.finish",
  "puzzle.try",
  "puzzle.solve",
  "lang",
  "attract.interrupt",
]);

/** The longest lesson counted step by step (a larger step number is ignored). */
const MAX_STEPS = 50;
/** A name kept as a key: a game, a level, a puzzle's id, a language code. */
const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** @returns {Tally} */
export function emptyTally() {
  return {
    version: 1,
    since: null,
    days: {},
    games: {},
    lessons: {},
    puzzles: {},
    langs: {},
    lengths: LENGTHS.map(() => 0),
  };
}

/** @returns {Day} */
const emptyDay = () => ({
  sessions: 0,
  games: 0,
  finished: 0,
  lessons: 0,
  puzzles: 0,
  interrupts: 0,
});

/**
 * The day of a Date as YYYY-MM-DD in the device's own time zone (the finest time kept).
 * @param {Date} date
 */
export function dayOf(date) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The bucket of LENGTHS a session of `minutes` falls in.
 * @param {number} minutes
 */
export function lengthBucket(minutes) {
  const m = Math.max(0, minutes);
  return LENGTHS.findIndex(([from, to]) => m >= from && m < to);
}

/** @param {unknown} value @returns {value is string} */
const isName = (value) => typeof value === "string" && NAME.test(value);

/**
 * Counts one event on `day` into `tally` (changed in place, and returned). Unknown events and
 * bad fields change nothing.
 * @param {Tally} tally
 * @param {string} event one of EVENTS
 * @param {{ [field: string]: unknown }} fields
 * @param {string} day YYYY-MM-DD
 */
export function addEvent(tally, event, fields, day) {
  if (!DAY.test(day) || !(/** @type {readonly string[]} */ (EVENTS).includes(event))) return tally;
  const f = fields || {};
  /** @param {keyof Day} name */
  const onDay = (name) => {
    tally.since ||= day;
    const d = (tally.days[day] ||= emptyDay());
    d[name] += 1;
  };
  const game = isName(f.game) ? f.game : null;
  switch (event) {
    case "session.start":
      onDay("sessions");
      break;
    case "session.end": {
      const minutes = Number(f.minutes);
      if (!Number.isFinite(minutes)) break;
      tally.lengths[lengthBucket(minutes)] += 1;
      tally.since ||= day;
      break;
    }
    case "game.start":
    case "game.finish": {
      if (!game || !isName(f.level)) break;
      const row = (tally.games[`${game} ${f.level}`] ||= { started: 0, finished: 0 });
      if (event === "game.start") {
        row.started += 1;
        onDay("games");
      } else {
        row.finished += 1;
        onDay("finished");
      }
      break;
    }
    case "lesson.start":
    case "lesson.step":
    case "lesson.finish": {
      const step = Number(f.step);
      const badStep = !Number.isInteger(step) || step < 1 || step > MAX_STEPS;
      if (!game || (event === "lesson.step" && badStep)) break;
      const row = (tally.lessons[game] ||= { started: 0, finished: 0, steps: [] });
      if (event === "lesson.start") {
        row.started += 1;
        onDay("lessons");
      } else if (event === "lesson.finish") row.finished += 1;
      else {
        while (row.steps.length < step) row.steps.push(0);
        row.steps[step - 1] += 1;
      }
      break;
    }
    case "puzzle.try":
    case "puzzle.solve": {
      if (!isName(f.puzzle)) break;
      const row = (tally.puzzles[f.puzzle] ||= { tried: 0, solved: 0 });
      if (event === "puzzle.try") {
        row.tried += 1;
        onDay("puzzles");
      } else row.solved += 1;
      break;
    }
    case "lang":
      if (!isName(f.lang)) break;
      tally.langs[f.lang] = (tally.langs[f.lang] || 0) + 1;
      tally.since ||= day;
      break;
    case "attract.interrupt":
      onDay("interrupts");
      break;
    default:
      break;
  }
  return tally;
}

/** @param {unknown} n */
const count = (n) =>
  Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0 ? /** @type {number} */ (n) : 0;

/**
 * Reads a kept tally (the JSON text of ./index.js's key); anything that is not one gives an
 * empty tally, and each part that is broken is dropped, never thrown.
 * @param {string | null} text
 * @returns {Tally}
 */
export function readTally(text) {
  const out = emptyTally();
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(text || "null");
  } catch {
    return out;
  }
  if (!data || typeof data !== "object" || data.version !== 1) return out;
  const obj = (/** @type {unknown} */ v) =>
    v && typeof v === "object" && !Array.isArray(v) ? /** @type {any} */ (v) : {};
  if (typeof data.since === "string" && DAY.test(data.since)) out.since = data.since;
  for (const [day, d] of Object.entries(obj(data.days)))
    if (DAY.test(day)) {
      const kept = emptyDay();
      for (const name of DAY_FIELDS) kept[name] = count(obj(d)[name]);
      out.days[day] = kept;
    }
  for (const [key, g] of Object.entries(obj(data.games))) {
    const [game, level, more] = key.split(" ");
    if (isName(game) && isName(level) && more === undefined)
      out.games[key] = { started: count(obj(g).started), finished: count(obj(g).finished) };
  }
  for (const [game, l] of Object.entries(obj(data.lessons)))
    if (isName(game)) {
      const steps = Array.isArray(obj(l).steps) ? obj(l).steps : [];
      out.lessons[game] = {
        started: count(obj(l).started),
        finished: count(obj(l).finished),
        steps: steps.slice(0, MAX_STEPS).map(count),
      };
    }
  for (const [puzzle, p] of Object.entries(obj(data.puzzles)))
    if (isName(puzzle))
      out.puzzles[puzzle] = { tried: count(obj(p).tried), solved: count(obj(p).solved) };
  for (const [lang, n] of Object.entries(obj(data.langs)))
    if (isName(lang)) out.langs[lang] = count(n);
  if (Array.isArray(data.lengths)) out.lengths = LENGTHS.map((_, i) => count(data.lengths[i]));
  return out;
}

/**
 * The tally as rows of tables, each { name, columns, rows } (the staff view draws them; the CSV
 * writes them one after another). Column names are keys the caller translates.
 * @param {Tally} tally
 */
export function tables(tally) {
  const days = Object.keys(tally.days).sort();
  return [
    {
      name: "days",
      columns: ["day", ...DAY_FIELDS],
      rows: days.map((day) => [day, ...DAY_FIELDS.map((f) => tally.days[day][f])]),
    },
    {
      name: "games",
      columns: ["game", "level", "started", "finished"],
      rows: Object.keys(tally.games)
        .sort()
        .map((key) => [...key.split(" "), tally.games[key].started, tally.games[key].finished]),
    },
    {
      name: "lessons",
      columns: ["game", "started", "finished", "steps"],
      rows: Object.keys(tally.lessons)
        .sort()
        .map((game) => {
          const l = tally.lessons[game];
          return [game, l.started, l.finished, l.steps.join(" ")];
        }),
    },
    {
      name: "puzzles",
      columns: ["puzzle", "tried", "solved"],
      rows: Object.keys(tally.puzzles)
        .sort()
        .map((p) => [p, tally.puzzles[p].tried, tally.puzzles[p].solved]),
    },
    {
      name: "langs",
      columns: ["lang", "chosen"],
      rows: Object.keys(tally.langs)
        .sort()
        .map((lang) => [lang, tally.langs[lang]]),
    },
    {
      name: "lengths",
      columns: ["minutes", "sessions"],
      rows: LENGTHS.map(([from, to], i) => [
        to === Infinity ? `${from}+` : `${from}-${to}`,
        tally.lengths[i],
      ]),
    },
  ];
}

/**
 * The tally as CSV: each table under a line naming it, a blank line between tables. Every
 * cell is a plain name or a number, so nothing needs quoting; a cell with a comma or a quote
 * is quoted anyway.
 * @param {Tally} tally
 */
export function toCSV(tally) {
  /** @param {string | number} cell */
  const cell = (cell) => {
    const s = String(cell);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return tables(tally)
    .map((t) =>
      [[`# ${t.name}`], t.columns, ...t.rows].map((r) => r.map(cell).join(",")).join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}
