// The hint in words under the board: the pit, what it does at once, and what it leads to
// (a result proven by force, else the final margin the search expects).
import { placeOf } from "../board/view.js";

/** @import { Hint, MoveFact, Screen, Translate } from "../types.js" */

/**
 * The words for what a move does at once ("captures 6 seeds", …): its facts but the result.
 * @param {Translate} t
 * @param {MoveFact[]} facts
 */
export function doesWords(t, facts) {
  /** @type {string[]} */
  const does = [];
  for (const f of facts) {
    if (f.fact === "captures") does.push(t("hint.captures", { n: f.seeds }));
    else if (f.fact === "extraSowing") does.push(t("hint.extraSowing"));
    else if (f.fact === "noSafeReply") does.push(t("hint.noSafeReply"));
  }
  return does;
}

/**
 * Puts a recommended move ({ pit, facts, value }, see ai/client.js hintFacts) into words,
 * introduced by the words of `lead` ({ move, what }): the hint's, or the review's "better".
 * @param {Translate} t
 * @param {Hint} move
 */
export function moveWords(t, { pit, facts, value }, lead = "hint.lead") {
  const does = doesWords(t, facts);
  const proven = facts.find((f) => f.fact.endsWith("ByForce"));
  let leads = proven ? t(`hint.${proven.fact}`) : null;
  const move = t("hint.move", { place: placeOf(pit) });
  const what = does.length
    ? t("hint.does", { list: t("list", { items: does }) })
    : leads
      ? ""
      : t("hint.strongest");
  if (!leads) {
    const n = Math.round(Math.abs(value));
    // An estimate within a seed or so says little: call it even.
    leads = n <= 1 ? t("hint.even") : t(value > 0 ? "hint.ahead" : "hint.behind", { n });
  }
  return `${t(lead, { move, what })} ${leads}`;
}

/**
 * Creates the hint's view: render(screen, t) shows the words; a new hint is also spoken.
 * @param {HTMLElement} box
 * @param {(words: string) => void} say
 */
export function createHintView(box, say) {
  /** @type {Hint | null} */
  let spoken = null;
  return {
    /** @param {Screen} screen @param {Translate} t */
    render(screen, t) {
      const text = screen.hint
        ? moveWords(t, screen.hint)
        : screen.phase === "hinting"
          ? t("hint.thinking")
          : "";
      box.hidden = !text;
      box.textContent = text;
      if (screen.hint && screen.hint !== spoken) say(text);
      spoken = screen.hint;
    },
  };
}
