// The options of a mounted game, read the same way from a URL's query (index.html,
// embed.html) and from the attributes of <mancala-board>. Unknown values fall back to the
// default, so a mistyped embed still shows a working game.
import { LANGUAGES } from "./i18n/index.js";
import { VARIANTS, LEVELS } from "./facts.js";

/** @import { MountOptions, Speed } from "./types.js" */

// The games and the levels are the handle's, written into ./facts.js by scripts/facts.mjs.
export { VARIANTS, LEVELS } from "./facts.js";
export const LANGS = LANGUAGES.map((l) => l.code);
/** @type {("light" | "dark")[]} */
export const THEMES = ["light", "dark"];
/** @type {Speed[]} */
export const SPEEDS = ["slow", "normal", "fast", "instant"];
/** @type {("human" | "computer")[]} */
const OPPONENTS = ["human", "computer"];
/** @type {("you" | "computer")[]} */
export const FIRST = ["you", "computer"];

/**
 * Tells whether `value` is one of `allowed` (and so of its type).
 * @template {string} T
 * @param {readonly T[]} allowed
 * @param {unknown} value
 * @returns {value is T}
 */
export const isOneOf = (allowed, value) =>
  /** @type {readonly unknown[]} */ (allowed).includes(value);

/**
 * @template {string} T
 * @param {string | null} value
 * @param {readonly T[]} allowed
 * @param {T} fallback
 */
const pick = (value, allowed, fallback) => (isOneOf(allowed, value) ? value : fallback);
/** @param {string | null} value */
const flag = (value) => value === "1" || value === "true" || value === "";

/**
 * Reads the options from get(name) → string | null (URLSearchParams.get, getAttribute).
 * `variantKey` is the name that holds the game: "game" in a URL, "variant" on the element.
 * Only what was given is set; mountGame supplies the defaults.
 * @param {(name: string) => string | null} get
 */
export function readOptions(get, variantKey = "game") {
  /** @type {MountOptions} */
  const out = {};
  const variant = get(variantKey);
  if (isOneOf(VARIANTS, variant)) out.variant = variant;
  const lang = (get("lang") || "").toLowerCase().slice(0, 2);
  if (LANGS.includes(lang)) out.lang = lang;
  if (get("opponent") !== null) out.opponent = pick(get("opponent"), OPPONENTS, "human");
  if (get("level") !== null) out.level = pick(get("level"), LEVELS, "intermediate");
  if (get("first") !== null) out.first = pick(get("first"), FIRST, "you");
  if (get("theme") !== null) out.theme = pick(get("theme"), THEMES, "light");
  if (get("speed") !== null) out.speed = pick(get("speed"), SPEEDS, "normal");
  if (get("rules") !== null) out.rules = flag(get("rules")) ? "open" : "none";
  if (get("kiosk") !== null) out.kiosk = flag(get("kiosk"));
  const lesson = get("lesson");
  if (isOneOf(VARIANTS, lesson)) out.lesson = lesson;
  const idle = Number.parseFloat(/** @type {string} */ (get("idle")));
  if (Number.isFinite(idle) && idle > 0) out.idle = idle;
  // A kiosk's "Still there?" countdown, in seconds; soak=1 runs attract mode at full speed
  // (scripts/soak.mjs, docs/testing.md).
  const countdown = Number.parseFloat(/** @type {string} */ (get("countdown")));
  if (Number.isFinite(countdown) && countdown > 0) out.countdown = countdown;
  if (get("soak") !== null) out.soak = flag(get("soak"));
  if (get("sound") !== null) out.sound = flag(get("sound"));
  return out;
}
