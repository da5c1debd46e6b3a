// The Mangala IV opening ritual, Tek mi, Çift mi?, played as a short scene in a panel.
// It decides who takes which row; South (pits 7–13) moves first.
import { h } from "./dialog.js";

function fist(t, pieces, open) {
  const hand = h("div", { class: "fist", "data-open": open ? "true" : "false", role: "img", "aria-label": open ? t("ritual.reveal", { n: pieces }) : t("ritual.fist") });
  if (open) for (let i = 0; i < pieces; i += 1) hand.append(h("span", { class: "fist-piece" }));
  return hand;
}

/**
 * Plays the scene in panel. Resolves with { south: "guesser" | "hider", hidden, guess, right },
 * or null when the players skip it.
 */
export function playRitual(panel, t) {
  return new Promise((resolve) => {
    const state = { hidden: 0, guess: null };
    const finish = (result) => {
      panel.hidden = true;
      panel.replaceChildren();
      resolve(result);
    };
    const frame = (step, ...body) => {
      const skip = h("button", { type: "button", class: "btn btn-quiet", "data-ritual": "skip", text: t("ritual.skip") });
      skip.addEventListener("click", () => finish(null));
      panel.replaceChildren(
        h("div", { class: "ritual", "data-ritual-step": step },
          h("h2", { class: "ritual-title", text: t("ritual.title") }),
          ...body,
          h("div", { class: "ritual-foot" }, skip)),
      );
      panel.hidden = false;
      const first = panel.querySelector("[data-ritual]:not([data-ritual=skip])");
      if (first) first.focus();
    };
    const button = (name, label, onClick) => {
      const b = h("button", { type: "button", class: "btn btn-primary", "data-ritual": name, text: label });
      b.addEventListener("click", onClick);
      return b;
    };

    const hide = () =>
      frame("hide",
        h("p", { text: t("ritual.intro") }),
        h("p", { class: "ritual-ask", text: t("ritual.hide") }),
        h("div", { class: "ritual-row" },
          button("hide-1", t("ritual.hide1"), () => { state.hidden = 1; guess(); }),
          button("hide-2", t("ritual.hide2"), () => { state.hidden = 2; guess(); })));

    const guess = () =>
      frame("guess",
        fist(t, state.hidden, false),
        h("p", { class: "ritual-ask", text: t("ritual.guess") }),
        h("div", { class: "ritual-row" },
          button("odd", t("ritual.odd"), () => { state.guess = "odd"; reveal(); }),
          button("even", t("ritual.even"), () => { state.guess = "even"; reveal(); })));

    const reveal = () => {
      const right = (state.hidden % 2 === 1) === (state.guess === "odd");
      const chooser = right ? "guesser" : "hider";
      const pick = (bottom) => () =>
        finish({ south: bottom ? "guesser" : "hider", hidden: state.hidden, guess: state.guess, right });
      frame("reveal",
        fist(t, state.hidden, true),
        h("p", { class: "ritual-result", text: `${t("ritual.reveal", { n: state.hidden })} ${t(right ? "ritual.right" : "ritual.wrong")}` }),
        h("p", { class: "ritual-ask", text: t("ritual.pick", { role: t(`Role.${chooser}`) }) }),
        h("div", { class: "ritual-row" },
          button("bottom", t("ritual.bottom"), pick(true)),
          button("top", t("ritual.top"), pick(false))));
    };

    hide();
  });
}
