// The rules and heritage panel of a game, in the chosen language.
import { loadTexts } from "../i18n/index.js";
import { NATIVE } from "../lib/names.js";

/** @import { TextBlock, Translate } from "../types.js" */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string | null} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

/**
 * The rules' and the heritage's blocks (the decided points are drawn apart, below).
 * @param {TextBlock[]} list
 */
function blocks(list) {
  return list.map((block) => {
    if (block[0] === "ul") {
      const ul = node("ul");
      for (const item of block[1]) ul.append(node("li", null, item));
      return ul;
    }
    const [kind, body] = block;
    if (kind === "h") return node("h3", null, body);
    return node("p", null, body);
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
  const head = node("header", "rules-head");
  const title = node("h2", null, t(`name.${variant}`));
  const script = node("span", "rules-native", native.text);
  script.lang = native.lang;
  script.dir = native.dir || "ltr";
  const place = node("p", "rules-place", t(`place.${variant}`));
  const close = node("button", "btn btn-small", t("rulesClose"));
  close.type = "button";
  close.dataset.action = "rules-close";
  // The game's lesson, played on the board (flow/modes/lesson.js).
  const learn = node("button", "btn btn-small btn-primary rules-learn", t("lesson.learn"));
  learn.type = "button";
  learn.dataset.action = "lesson";
  learn.dataset.variant = variant;
  head.append(title, ...(native.text === title.textContent ? [] : [script]), place, close, learn);
  // The rules first; the points the project decided after them, in a part of their own.
  const rules = node("section", "rules-part");
  rules.append(
    node("h2", null, t("rulesTitle")),
    ...blocks(texts.rules.filter((b) => b[0] !== "decided")),
  );
  const decisions = node("section", "rules-part rules-decisions");
  decisions.append(
    node("h2", null, t("decisions.title")),
    node("p", "rules-intro", t("decisions.intro")),
    ...texts.rules.flatMap((b) => (b[0] === "decided" ? [node("p", "decided", b[1])] : [])),
  );
  const heritage = node("section", "rules-part");
  heritage.append(node("h2", null, t("heritageTitle")), ...blocks(texts.heritage));
  container.replaceChildren(head, rules, decisions, heritage);
}
