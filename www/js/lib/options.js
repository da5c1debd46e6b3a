// The options of a mounted game, read the same way from a URL's query (index.html,
// embed.html) and from the attributes of <mancala-board>. Unknown values fall back to the
// default, so a mistyped embed still shows a working game.
import { LANGUAGES } from "../i18n/index.js";
import { VARIANTS, LEVELS } from "./facts.js";

/** @import { Level, Link, Opponent, Speed, Variant } from "../types.js" */

// The games and the levels are the handle's, written into ./facts.js by scripts/facts.mjs.
export { VARIANTS, LEVELS } from "./facts.js";
export const LANGS = LANGUAGES.map((l) => l.code);
/** @type {("light" | "dark")[]} */
export const THEMES = ["light", "dark"];
/** @type {Speed[]} */
export const SPEEDS = ["slow", "normal", "fast", "instant"];
/** @type {("human" | "computer")[]} */
export const OPPONENTS = ["human", "computer"];
/** @type {("you" | "computer")[]} */
export const FIRST = ["you", "computer"];
/** How the players sit: side by side before the screen, or face to face across it (a table).
 * @type {("side" | "facing")[]} */
export const LAYOUTS = ["side", "facing"];
/** What the game opens as besides a game: the analysis board (with `position`). */
export const MODES = ["analysis"];

/**
 * Tells whether `value` is one of `allowed` (and so of its type).
 * @template {string} T
 * @param {readonly T[]} allowed
 * @param {unknown} value
 * @returns {value is T}
 */
export const isOneOf = (allowed, value) =>
  /** @type {readonly unknown[]} */ (allowed).includes(value);

/** @param {string | null} value */
const flag = (value) => value === "1" || value === "true" || value === "";

/**
 * One option of a mounted game, as a URL parameter of index.html and embed.html and an
 * attribute of <mancala-board>.
 * @typedef {object} OptionSpec
 * @property {string} name the URL parameter and the element's attribute (but `game`, which the
 *   element calls `variant`)
 * @property {keyof MountOptions} key the field of mountGame's options it sets
 * @property {"choice" | "flag" | "number" | "text"} kind a choice among `values`; a flag, on with `1`
 *   (also `true` or the bare attribute) and off with `0`; a number (`min` exclusive)
 * @property {readonly string[]} [values] a choice's values, in the order to offer them
 * @property {string | null} default the value a URL would write for the default; null: none
 *   (an unknown or missing value leaves the option unset, and the page decides: the saved game,
 *   the browser's language, no lesson)
 * @property {number} [min] a number's bound: a value must be above it
 * @property {number} [max] a text's longest length (a longer one is cut)
 * @property {(value: any) => any} [as] turns the value read into the mount option's
 * @property {boolean} [hook] a test hook (docs/testing.md), not offered by the embed builder
 */

/**
 * Every option the page reads, the one list: readOptions below reads a URL or an element by
 * it, mountOptions takes its defaults from it, and the embed builder (js/embed/builder.js) offers
 * exactly these, with these values and defaults. A new option is added here (CONTRIBUTING.md).
 * @type {readonly OptionSpec[]}
 */
export const OPTIONS = [
  { name: "game", key: "variant", kind: "choice", values: VARIANTS, default: null },
  { name: "lang", key: "lang", kind: "choice", values: LANGS, default: null },
  { name: "opponent", key: "opponent", kind: "choice", values: OPPONENTS, default: "human" },
  { name: "level", key: "level", kind: "choice", values: LEVELS, default: "intermediate" },
  { name: "first", key: "first", kind: "choice", values: FIRST, default: "you" },
  { name: "theme", key: "theme", kind: "choice", values: THEMES, default: "light" },
  { name: "speed", key: "speed", kind: "choice", values: SPEEDS, default: "normal" },
  {
    name: "rules",
    key: "rules",
    kind: "flag",
    default: "0",
    as: (/** @type {boolean} */ on) => (on ? "open" : "none"),
  },
  { name: "sound", key: "sound", kind: "flag", default: "0" },
  { name: "kiosk", key: "kiosk", kind: "flag", default: "0" },
  { name: "idle", key: "idle", kind: "number", min: 0, default: "2" },
  // A kiosk's "Still there?" countdown, in seconds.
  { name: "countdown", key: "countdown", kind: "number", min: 0, default: "30" },
  // soak=1: a kiosk's attract mode at full speed (scripts/soak.mjs, docs/testing.md).
  { name: "soak", key: "soak", kind: "flag", default: "0", hook: true },
  { name: "lesson", key: "lesson", kind: "choice", values: VARIANTS, default: null },
  // A puzzle to show: "daily" or an id (flow/modes/puzzle.js checks it, with a notice if unknown).
  { name: "puzzle", key: "puzzle", kind: "text", max: 40, default: null },
  // mode=analysis with position=<position text>: that position on the analysis board
  // (flow/modes/analysis.js; a text that is not a position leaves the game, with a notice).
  { name: "mode", key: "mode", kind: "choice", values: MODES, default: null },
  { name: "position", key: "position", kind: "text", max: 200, default: null },
  { name: "layout", key: "layout", kind: "choice", values: LAYOUTS, default: "side" },
  // The voice, the visitor counts and their staff view (off unless asked for).
  { name: "voice", key: "voice", kind: "flag", default: "0" },
  { name: "stats", key: "stats", kind: "flag", default: "0" },
  { name: "staff", key: "staff", kind: "flag", default: "0" },
  // The relay of live games (a ws:// or wss:// URL; features/live/, docs/live.md): with it, the
  // page offers "Play a friend online"; without it, the page makes no connection at all.
  { name: "relay", key: "relay", kind: "text", max: 300, default: null },
];

/** The options a curator chooses among (the embed builder): all but the test hooks. */
export const OFFERED = OPTIONS.filter((spec) => !spec.hook);

/**
 * The default of an option, by name, as its mount option (a number for a number, a boolean for
 * a flag).
 * @param {string} name
 */
export function defaultOf(name) {
  const spec = OPTIONS.find((o) => o.name === name);
  if (!spec || spec.default === null) return undefined;
  if (spec.kind === "number") return Number(spec.default);
  if (spec.kind === "flag") return flag(spec.default);
  return spec.default;
}

/**
 * Reads the options from get(name) → string | null (URLSearchParams.get, getAttribute).
 * `variantKey` is the name that holds the game: "game" in a URL, "variant" on the element.
 * Only what was given is set; mountGame supplies the defaults.
 * @param {(name: string) => string | null} get
 */
export function readOptions(get, variantKey = "game") {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const spec of OPTIONS) {
    const raw = get(spec.name === "game" ? variantKey : spec.name);
    if (raw === null) continue;
    /** @type {unknown} */
    let value;
    if (spec.kind === "flag") value = flag(raw);
    else if (spec.kind === "number") {
      const number = Number.parseFloat(raw);
      if (!Number.isFinite(number) || number <= (spec.min ?? -Infinity)) continue;
      value = number;
    } else if (spec.kind === "text") value = raw.slice(0, spec.max);
    else {
      const text = spec.name === "lang" ? raw.toLowerCase().slice(0, 2) : raw;
      if (isOneOf(spec.values || [], text)) value = text;
      else if (spec.default !== null) value = spec.default;
      else continue;
    }
    out[spec.key] = spec.as ? spec.as(value) : value;
  }
  return /** @type {MountOptions} */ (out);
}

/**
 * The options of mountGame (www/js/mount.js), every field optional. Those a URL or an element can
 * give are OPTIONS above, with their values and defaults; the others (save, moves, header, page,
 * link) only a page's own script gives.
 * @typedef {object} MountOptions
 * @property {Variant} [variant] the game to open (default: the saved current game, else Ali Guli
 *   Mane)
 * @property {string} [lang] "en" | "pt" | "tr" | "ar" | "kn" (default: the saved language, else the
 *   browser's when it is one of these, else English)
 * @property {"human" | "computer"} [opponent] "human" (default: two people on one device) |
 *   "computer"
 * @property {Level} [level] "beginner" | "intermediate" (default) | "strong" | "master"
 * @property {"you" | "computer"} [first] "you" (default: the computer plays North) | "computer"
 *   (it plays South, the seat that moves first): the opponent of a new game; a saved game keeps
 *   its own, and the new-game dialog changes it
 * @property {"light" | "dark"} [theme] the surround of the board (default light)
 * @property {"button" | "open" | "none"} [rules] "button" (default in page mode) | "open" (the
 *   panel starts open) | "none" (no rules panel; the default for embeds)
 * @property {Speed} [speed] "slow" | "normal" (default) | "fast" | "instant"
 * @property {boolean} [kiosk] full screen, large targets, no share button, attract mode
 *   (features/kiosk/)
 * @property {boolean} [sound] the sound of the seeds (default: on in page mode, else off; a kiosk
 *   shows no sound button unless it is true)
 * @property {"side" | "facing"} [layout] "side" (default: the players side by side, facing the
 *   screen) | "facing" (face to face across a table: North's words turn to North, each player's
 *   own buttons on their edge; features/facing/). The new-game dialog changes it between two
 *   people, and a saving page keeps it.
 * @property {number} [idle] minutes without a touch before a kiosk plays itself (default 2)
 * @property {number} [countdown] seconds a kiosk's "Still there?" counts down before attract mode
 *   (default 30)
 * @property {boolean} [soak] a kiosk's attract mode at full speed, no pause (scripts/soak.mjs)
 * @property {boolean} [save] keep the game and settings in localStorage (default: page mode and
 *   not kiosk). Embeds and kiosks never save, so boards don't clash.
 * @property {boolean} [moves] false: no move list nor looking back (default true, false in a
 *   kiosk)
 * @property {{ title?: boolean, chooser?: boolean, languages?: boolean }} [header] which parts of
 *   the header show (default all in page mode; none for embeds, languages in a kiosk)
 * @property {boolean} [page] this game is the page (index.html): it sets the document's title and
 *   language, reads game links and listens for keys anywhere
 * @property {Link} [link] a game link's parameters (lib/links.js readLink), page mode
 * @property {Variant} [lesson] a variant: its lesson opens over the game (flow/modes/lesson.js)
 * @property {boolean} [voice] the words are spoken (features/voice/speech.js; default off; a
 *   header button in page mode, or when the option is given, turns it on and off)
 * @property {boolean} [stats] the visitor counts on this device (features/stats/counts.js)
 * @property {boolean} [staff] the staff view of those counts above the game
 *   (features/stats/staff.js)
 * @property {string} [puzzle] "daily" or a puzzle's id: that puzzle shows over the game
 *   (flow/modes/puzzle.js); one that can't be found gives a notice and the game
 * @property {string} [relay] the relay of live games, a ws:// or wss:// URL (features/live/,
 *   docs/live.md): "Play a friend online"; without it the page makes no connection
 * @property {"analysis"} [mode] with `position`: that position on the analysis board
 *   (flow/modes/analysis.js)
 * @property {string} [position] a position text (docs/notation.md), for `mode`; one that is not
 *   a position gives a notice and the game
 */

/** A relay's address for live games: a ws:// or wss:// URL. @param {unknown} url @returns {url is string} */
export const isRelay = (url) => typeof url === "string" && /^wss?:\/\/[^\s/]+/.test(url);

/** The options of a mount, with their defaults (mountOptions).
 * @typedef {ReturnType<typeof mountOptions>} Mount */

/** The options of a mount, with their defaults (see MountOptions). @param {MountOptions} options */
export function mountOptions(options) {
  const page = Boolean(options.page);
  const kiosk = Boolean(options.kiosk);
  return {
    page,
    kiosk,
    soak: kiosk && Boolean(options.soak),
    /** @type {"light" | "dark"} */
    theme: options.theme === "dark" ? "dark" : "light",
    // Mangala IV's ritual before a new game (a kiosk's games start without it), and the game
    // file and link (the share button's box; none in a kiosk).
    ritual: !kiosk,
    keep: !kiosk,
    save: options.save ?? (page && !kiosk),
    moves: options.moves ?? !kiosk,
    rules: options.rules || (page ? "button" : "none"),
    header: { title: page && !kiosk, chooser: page, languages: page || kiosk, ...options.header },
    sound: { on: options.sound ?? (page && !kiosk), button: !kiosk || options.sound === true },
    voice: {
      on: options.voice ?? false,
      given: options.voice !== undefined,
      button: page || options.voice !== undefined,
    },
    stats: Boolean(options.stats),
    staff: Boolean(options.staff),
    /** The live games' relay, when the option names a WebSocket URL (features/live/). */
    relay: isRelay(options.relay) ? options.relay : null,
  };
}

/**
 * The opponent of new games that options ask for: null (two people) or { player, level }.
 * @param {MountOptions} options
 * @returns {Opponent | null}
 */
export function opponentOf(options) {
  if (options.opponent !== "computer") return null;
  return {
    player: options.first === "computer" ? 0 : 1,
    level: isOneOf(LEVELS, options.level)
      ? options.level
      : /** @type {Level} */ (defaultOf("level")),
  };
}
