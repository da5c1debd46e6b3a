// The options of a mounted game, read the same way from a URL's query (index.html,
// embed.html) and from the attributes of <mancala-board>. Unknown values fall back to the
// default, so a mistyped embed still shows a working game.
import { LANGUAGES } from "./i18n/index.js";

export const VARIANTS = ["ali-guli-mane", "al-manqala", "mangala-iv"];
export const LANGS = LANGUAGES.map((l) => l.code);
export const LEVELS = ["beginner", "intermediate", "strong", "master"];
export const THEMES = ["light", "dark"];
export const SPEEDS = ["slow", "normal", "fast", "instant"];
export const FIRST = ["you", "computer"];

const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);
const flag = (value) => value === "1" || value === "true" || value === "";

/**
 * Reads the options from get(name) → string | null (URLSearchParams.get, getAttribute).
 * `variantKey` is the name that holds the game: "game" in a URL, "variant" on the element.
 * Only what was given is set; mountGame supplies the defaults.
 */
export function readOptions(get, variantKey = "game") {
  const out = {};
  const variant = get(variantKey);
  if (VARIANTS.includes(variant)) out.variant = variant;
  const lang = (get("lang") || "").toLowerCase().slice(0, 2);
  if (LANGS.includes(lang)) out.lang = lang;
  if (get("opponent") !== null)
    out.opponent = pick(get("opponent"), ["human", "computer"], "human");
  if (get("level") !== null) out.level = pick(get("level"), LEVELS, "intermediate");
  if (get("first") !== null) out.first = pick(get("first"), FIRST, "you");
  if (get("theme") !== null) out.theme = pick(get("theme"), THEMES, "light");
  if (get("speed") !== null) out.speed = pick(get("speed"), SPEEDS, "normal");
  if (get("rules") !== null) out.rules = flag(get("rules")) ? "open" : "none";
  if (get("kiosk") !== null) out.kiosk = flag(get("kiosk"));
  if (VARIANTS.includes(get("lesson"))) out.lesson = get("lesson");
  const idle = Number.parseFloat(get("idle"));
  if (Number.isFinite(idle) && idle > 0) out.idle = idle;
  if (get("sound") !== null) out.sound = flag(get("sound"));
  return out;
}
