// The rules and heritage panel of a game, in the chosen language.
import { loadTexts } from "../i18n/index.js";
import { NATIVE } from "../lib/names.js";
import { h } from "../lib/dom.js";

/** @import { TextBlock, Translate } from "../types.js" */

/**
 * The rules' and the heritage's blocks (the decided points are drawn apart, below).
 * @param {TextBlock[]} list
 */
function blocks(list) {
  return list.map((block) => {
    if (block[0] === "ul") {
      const ul = h("ul");
      for (const item of block[1]) ul.append(h("li", { text: item }));
      return ul;
    }
    const [kind, body] = block;
    if (kind === "h") return h("h3", { text: body });
    return h("p", { text: body });
  });
}

/**
 * Fills container with the rules and heritage of a variant (its language's texts fetched once).
 * @param {HTMLElement} container
 * @param {string} variant
 * @param {string} lang
 * @param {Translate} t
 */
export async function renderRules(container, variant, lang, t) {
  const texts = (await loadTexts(lang))[variant];
  const native = NATIVE[variant];
  const head = h("header", { class: "rules-head" });
  const title = h("h2", { text: t(`name.${variant}`) });
  const script = h("span", { class: "rules-native", text: native.text });
  script.lang = native.lang;
  script.dir = native.dir || "ltr";
  const place = h("p", { class: "rules-place", text: t(`place.${variant}`) });
  const close = h("button", { class: "btn btn-small", text: t("rulesClose") });
  close.type = "button";
  close.dataset.action = "rules-close";
  // The game's lesson, played on the board (flow/modes/lesson.js).
  const learn = h("button", {
    class: "btn btn-small btn-primary rules-learn",
    text: t("lesson.learn"),
  });
  learn.type = "button";
  learn.dataset.action = "lesson";
  learn.dataset.variant = variant;
  head.append(title, ...(native.text === title.textContent ? [] : [script]), place, close, learn);
  // The rules first; the points the project decided after them, in a part of their own.
  const rules = h("section", { class: "rules-part" });
  rules.append(
    h("h2", { text: t("rulesTitle") }),
    ...blocks(texts.rules.filter((b) => b[0] !== "decided")),
  );
  const decisions = h("section", { class: "rules-part rules-decisions" });
  decisions.append(
    h("h2", { text: t("decisions.title") }),
    h("p", { class: "rules-intro", text: t("decisions.intro") }),
    ...texts.rules.flatMap((b) =>
      b[0] === "decided" ? [h("p", { class: "decided", text: b[1] })] : [],
    ),
  );
  const heritage = h("section", { class: "rules-part" });
  heritage.append(h("h2", { text: t("heritageTitle") }), ...blocks(texts.heritage));
  container.replaceChildren(head, rules, decisions, heritage);
}
