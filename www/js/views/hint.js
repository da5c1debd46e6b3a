// The hint in words under the board: the pit, what it does at once, and what it leads to
// (a result proven by force, else the final margin the search expects).
import { placeOf } from "../board/view.js";

/** Puts a hint ({ pit, facts, value }, see ai/client.js hintFacts) into words. */
export function hintWords(t, { pit, facts, value }) {
  const does = [];
  let leads = null;
  for (const f of facts) {
    if (f.fact === "captures") does.push(t("hint.captures", { n: f.seeds }));
    else if (f.fact === "extraSowing") does.push(t("hint.extraSowing"));
    else if (f.fact === "noSafeReply") does.push(t("hint.noSafeReply"));
    else leads = t(`hint.${f.fact}`);
  }
  const move = t("hint.move", { place: placeOf(pit) });
  const what = does.length ? t("hint.does", { list: t("list", { items: does }) }) : leads ? "" : t("hint.strongest");
  if (!leads) {
    const n = Math.round(Math.abs(value));
    // An estimate within a seed or so says little: call it even.
    leads = n <= 1 ? t("hint.even") : t(value > 0 ? "hint.ahead" : "hint.behind", { n });
  }
  return `${t("hint.lead", { move, what })} ${leads}`;
}

/** Creates the hint's view: render(screen, t) shows the words; a new hint is also spoken. */
export function createHintView(box, say) {
  let spoken = null;
  return {
    render(screen, t) {
      const text = screen.hint ? hintWords(t, screen.hint) : screen.phase === "hinting" ? t("hint.thinking") : "";
      box.hidden = !text;
      box.textContent = text;
      if (screen.hint && screen.hint !== spoken) say(text);
      spoken = screen.hint;
    },
  };
}
