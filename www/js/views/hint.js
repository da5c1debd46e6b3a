// The hint in words under the board: the pit, what it does at once, and what it leads to
// (a result proven by force, with its margin when that is proven too, and whether every other
// move loses; else the final margin the search expects).
import { placeOf } from "../board/view.js";

/** @import { Hint, MoveFact, Screen, Translate } from "../types.js" */

/**
 * Tells whether a move of `value` (the mover's expected margin, in seeds) with `facts` leaves
 * its player behind: lost by force, or about 2 seeds or more behind, as the words round it.
 * @param {MoveFact[]} facts
 * @param {number | null} value
 */
export function losing(facts, value) {
  const proven = facts.find((f) => f.fact.endsWith("ByForce"));
  if (proven) return proven.fact === "losesByForce";
  return value !== null && value < 0 && Math.round(Math.abs(value)) > 1;
}

/**
 * The words for what a move does at once ("captures 6 seeds", …): its facts but the result. A
 * move that leaves its player behind (`behind`) does not boast of leaving no safe move.
 * @param {Translate} t
 * @param {MoveFact[]} facts
 */
export function doesWords(t, facts, behind = false) {
  /** @type {string[]} */
  const does = [];
  for (const f of facts) {
    if (f.fact === "captures") does.push(t("hint.captures", { n: f.seeds }));
    else if (f.fact === "extraSowing") does.push(t("hint.extraSowing"));
    else if (f.fact === "noSafeReply" && !behind) does.push(t("hint.noSafeReply"));
  }
  return does;
}

/**
 * Puts a recommended move ({ pit, facts, value, saves }, see ai/client.js hintFacts) into
 * words, introduced by the words of `lead` ({ move, what }): the hint's, or the review's
 * "better". Its reasons agree with what it leads to: a move that leaves you behind says what it
 * saves over the next best one, not what it does to the opponent.
 * @param {Translate} t
 * @param {Hint} move
 */
export function moveWords(t, { pit, facts, value, saves = null }, lead = "hint.lead") {
  const behind = losing(facts, value);
  const does = doesWords(t, facts, behind);
  const proven = facts.find((f) => f.fact.endsWith("ByForce"));
  // A win whose final margin is proven says it: "This wins by 4 seeds, …".
  const margin = proven && "seeds" in proven ? proven.seeds : undefined;
  let leads = proven
    ? margin === undefined
      ? t(`hint.${proven.fact}`)
      : t("hint.winsBy", { n: margin })
    : null;
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
  if (facts.some((f) => f.fact === "othersLose")) leads += ` ${t("hint.othersLose")}`;
  const kept = saves === null ? 0 : Math.round(saves);
  if (behind && kept >= 1) leads += ` ${t("hint.saves", { n: kept })}`;
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
