// What <mancala-board> shows in its place when the game cannot load on the host page (a file
// refused, a policy that blocks the wasm or the stylesheet): one short sentence in the visitor's
// language, never blank space or the browser's own error. The words are here, not in ../i18n,
// because a failed load may be the very fetch that brings a language's words.
//
// The same sentence goes inside the element in the snippet the embed builder writes
// (<mancala-board …><p>…</p></mancala-board>): when the element's script itself cannot load
// (another origin that sends no CORS header), the browser shows that content instead.

/** The sentence, by language (i18n's five). */
export const UNAVAILABLE = {
  en: "Sorry, the game could not load here.",
  pt: "Lamentamos, mas não foi possível carregar o jogo aqui.",
  tr: "Üzgünüz, oyun burada açılamadı.",
  ar: "عذرًا، تعذّر تحميل اللعبة هنا.",
  kn: "ಕ್ಷಮಿಸಿ, ಆಟ ಇಲ್ಲಿ ತೆರೆದುಕೊಳ್ಳಲಿಲ್ಲ.",
};

/**
 * The language of `tags` (an element's lang, the page's, the browser's), one of UNAVAILABLE's.
 * @param {(string | null | undefined)[]} tags
 * @returns {keyof typeof UNAVAILABLE}
 */
export function unavailableLang(tags) {
  for (const tag of tags) {
    const code = String(tag || "")
      .toLowerCase()
      .split(/[-_]/)[0];
    if (code in UNAVAILABLE) return /** @type {keyof typeof UNAVAILABLE} */ (code);
  }
  return "en";
}

/**
 * Fills `parent` with the sentence in `lang`, styled by properties of its own (the game's
 * stylesheet may be what failed): `[data-unavailable]`, a status for assistive technology.
 * @param {ParentNode} parent
 * @param {keyof typeof UNAVAILABLE} lang
 */
export function showUnavailable(parent, lang) {
  const p = document.createElement("p");
  p.dataset.unavailable = "";
  p.setAttribute("role", "status");
  p.lang = lang;
  p.dir = lang === "ar" ? "rtl" : "ltr";
  p.textContent = UNAVAILABLE[lang];
  Object.assign(p.style, {
    margin: "0",
    padding: "1.5rem 1rem",
    border: "1px solid currentColor",
    borderRadius: "0.5rem",
    textAlign: "center",
  });
  parent.replaceChildren(p);
}
