// embed-builder.html: a curator picks how a game should look and play, sees it live in an
// iframe of embed.html beside the choices, and copies three snippets (docs/embedding.md, "The
// embed builder"):
//   [data-snippet="iframe"]   an iframe of embed.html and the script that fits its height
//   [data-snippet="element"]  the <mancala-board> script and element, with the sentence shown
//                             when its script cannot load (./unavailable.js) inside it
//   [data-snippet="headers"]  the header lines of the game's folder and of the museum's page
//                             (./headers.js, the lines docs/embedding.md gives)
// Each element's text is exactly what its Copy button copies.
//
// The choices are OFFERED of ../options.js: its OPTIONS, the list index.html, embed.html and the
// element read their options by, but the test hooks. Every option there shows here, with its
// values and default, and nothing else does (but the size of the iframe and the two addresses, which belong to the snippets).
import { OFFERED } from "../lib/options.js";
import { h } from "../lib/dom.js";
import { LANGUAGES, dirOf, langOf, loadWords, translator } from "../i18n/index.js";
import { BUILDER_WORDS } from "./builder-words.js";
import { headerLines } from "./headers.js";
import { UNAVAILABLE } from "./unavailable.js";

/** @import { OptionSpec } from "../lib/options.js" */

/** Options that matter only when another has a value: [that option, its value]. */
const NEEDS = /** @type {Record<string, [string, string]>} */ ({
  level: ["opponent", "computer"],
  first: ["opponent", "computer"],
  idle: ["kiosk", "1"],
  countdown: ["kiosk", "1"],
});
/** The example address of a museum's site, until the curator gives theirs. */
const EXAMPLE_HOST = "https://www.museum.example";
/** How long the live game waits after a change before it reloads, in milliseconds. */
const PREVIEW_DELAY_MS = 400;
/** The iframe's size at first, in CSS pixels. */
const SIZE = { width: 720, height: 560 };

const params = new URLSearchParams(location.search);
const lang =
  langOf(params.get("lang")) ||
  (navigator.languages || [navigator.language]).map(langOf).find(Boolean) ||
  "en";
const words = { ...BUILDER_WORDS.en, ...BUILDER_WORDS[lang] };
/** The builder's word for `key`, else `fallback`. @param {string} key @param {string} [fallback] */
const w = (key, fallback = key) => words[key] ?? fallback;

/** Escapes text for an HTML attribute or text. @param {string} text */
const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The label of one value of an option: the page's own word for a game, level or speed, a
 * language's own name, else the builder's.
 * @param {import("../types.js").Translate} t
 * @param {OptionSpec} spec
 * @param {string} value
 */
function valueLabel(t, spec, value) {
  if (value === "") return w(`${spec.name}.`, "—");
  if (spec.name === "game" || spec.name === "lesson") return t(`name.${value}`);
  if (spec.name === "level") return t(`level.${value}`);
  if (spec.name === "speed") return t(`speed.${value}`);
  if (spec.name === "layout") return t(value === "facing" ? "opt.layoutFacing" : "opt.layoutSide");
  if (spec.name === "lang") return LANGUAGES.find((l) => l.code === value)?.name ?? value;
  return w(`${spec.name}.${value}`, value);
}

/**
 * One option's field, named data-option="<name>".
 * @param {import("../types.js").Translate} t
 * @param {OptionSpec} spec
 */
function field(t, spec) {
  const id = `option-${spec.name}`;
  const label = h("label", { for: id }, w(spec.name));
  if (spec.kind === "flag") {
    const box = h("input", {
      type: "checkbox",
      id,
      "data-option": spec.name,
      checked: spec.default === "1" ? "" : null,
    });
    return h("div", { class: "field field-flag", "data-field": spec.name }, box, label);
  }
  if (spec.kind === "choice") {
    const values = [...(spec.values || [])];
    // A choice with no default may be left unset (the page decides), but the game: an embed
    // always names its game.
    if (spec.default === null && spec.name !== "game") values.unshift("");
    const initial = spec.name === "lang" ? lang : (spec.default ?? values[0]);
    const select = h(
      "select",
      { id, "data-option": spec.name },
      ...values.map((value) =>
        h(
          "option",
          {
            value,
            selected: value === initial ? "" : null,
            lang: spec.name === "lang" && value ? value : null,
          },
          valueLabel(t, spec, value),
        ),
      ),
    );
    return h("div", { class: "field", "data-field": spec.name }, label, select);
  }
  const input = h("input", {
    id,
    "data-option": spec.name,
    type: spec.kind === "number" ? "number" : "text",
    step: spec.kind === "number" ? "any" : null,
    value: spec.default ?? "",
    inputmode: spec.kind === "number" ? "decimal" : null,
  });
  return h("div", { class: "field", "data-field": spec.name }, label, input);
}

/**
 * A text field of the builder's own (an address, a size).
 * @param {string} name
 * @param {string} value
 * @param {string} type
 */
function ownField(name, value, type = "url") {
  const id = `builder-${name}`;
  const input = h("input", { id, "data-builder": name, type, value, dir: "ltr" });
  const error = h("p", { class: "field-error", id: `${id}-error`, hidden: true }, w("invalid"));
  input.setAttribute("aria-describedby", error.id);
  return h("div", { class: "field" }, h("label", { for: id }, w(name)), input, error);
}

/**
 * A snippet's box: its title, a note, the code, and a button that copies it.
 * @param {"iframe" | "element" | "headers"} kind
 */
function snippetBox(kind) {
  const id = `snippet-${kind}`;
  return h(
    "section",
    { class: "snippet", "aria-labelledby": `${id}-title` },
    h("h3", { id: `${id}-title` }, w(`snippet.${kind}`)),
    h("p", { class: "snippet-note" }, w(`note.${kind}`)),
    h(
      "pre",
      { tabindex: "0", dir: "ltr", "aria-labelledby": `${id}-title` },
      h("code", { "data-snippet": kind, id }),
    ),
    h(
      "div",
      { class: "snippet-actions" },
      h("button", { type: "button", class: "btn", "data-copy": kind }, w("copy")),
      h("p", { class: "snippet-status", role: "status", "data-copied": kind }),
    ),
  );
}

/** The builder's page, drawn into <body>. */
async function build() {
  await loadWords(lang);
  const t = translator(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  document.title = `${w("title")} — Mancala Heritage`;

  const langs = h(
    "nav",
    { class: "builder-langs", "aria-label": w("langs") },
    ...LANGUAGES.map((l) =>
      h(
        "a",
        {
          href: `?lang=${l.code}`,
          lang: l.code,
          hreflang: l.code,
          dir: l.dir || null,
          "aria-current": l.code === lang ? "true" : null,
        },
        // Its own name, which css/fonts.css draws as a picture for Arabic and Kannada.
        h("span", { class: "lang-name", text: l.name }),
      ),
    ),
  );
  const header = h(
    "header",
    { class: "builder-head" },
    h("h1", {}, w("title")),
    langs,
    h("p", { class: "builder-intro" }, w("intro")),
  );

  const folder = new URL(".", location.href).href;
  const form = h(
    "form",
    { class: "builder-form", "data-choices": true, "aria-labelledby": "choices-title" },
    h("h2", { id: "choices-title" }, w("choices")),
    ...OFFERED.map((spec) => field(t, spec)),
    h(
      "fieldset",
      {},
      h("legend", {}, w("size")),
      ownField("width", String(SIZE.width), "number"),
      ownField("height", String(SIZE.height), "number"),
    ),
    h(
      "fieldset",
      {},
      h("legend", {}, w("where")),
      ownField("host", EXAMPLE_HOST),
      ownField("folder", folder),
    ),
  );
  form.addEventListener("submit", (e) => e.preventDefault());

  const frame = /** @type {HTMLIFrameElement} */ (
    h("iframe", { class: "builder-frame", title: w("previewFrame"), "data-preview": true })
  );
  const preview = h(
    "section",
    { class: "builder-preview", "aria-labelledby": "preview-title" },
    h("h2", { id: "preview-title" }, w("preview")),
    frame,
  );
  const snippets = h(
    "section",
    { class: "builder-snippets", "aria-labelledby": "snippets-title" },
    h("h2", { id: "snippets-title" }, w("snippets")),
    snippetBox("iframe"),
    snippetBox("element"),
    snippetBox("headers"),
  );
  // The choices stay in view beside the preview, never over the snippets (builder.css).
  const top = h("div", { class: "builder-top" }, form, preview);
  const main = h("main", { class: "builder" }, top, snippets);
  document.body.replaceChildren(header, main);

  let shownPreview = "";
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let previewTimer;
  let version = 0;
  async function update() {
    const mine = ++version;
    const choice = read(form);
    const query = queryOf(choice);
    const src = `embed.html?${query.toString()}`;
    // The preview follows a moment later, so a run of changes loads the game once.
    if (src !== shownPreview) {
      shownPreview = src;
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => (frame.src = src), frame.src ? PREVIEW_DELAY_MS : 0);
    }
    frame.style.width = `${choice.width}px`;
    frame.style.height = `${choice.height}px`;
    // The iframe's title and the element's sentence speak the game's language.
    const gameLang = choice.values.get("lang") || lang;
    // Its words failed to come: the builder's own language, whose words are here.
    const spoken = await loadWords(gameLang).catch(() => lang);
    if (mine !== version) return;
    const title = translator(spoken)(`name.${choice.values.get("game")}`);
    const texts = {
      iframe: iframeSnippet(choice, query, title),
      element: elementSnippet(choice, gameLang),
      headers: headerLines({
        host: choice.host,
        folder: choice.folder,
        relay: choice.values.get("relay") || "",
      }),
    };
    for (const [kind, text] of Object.entries(texts)) {
      const code = /** @type {HTMLElement} */ (document.querySelector(`[data-snippet="${kind}"]`));
      if (code.textContent !== text) code.textContent = text;
    }
    document.documentElement.dataset.ready = "true";
  }
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  snippets.addEventListener("click", (e) => {
    const button = /** @type {Element} */ (e.target).closest("[data-copy]");
    if (button) copy(/** @type {string} */ (button.getAttribute("data-copy")));
  });
  await update();
}

/**
 * What the form says: each option's value as a URL would write it ("" for unset; a flag "1" or
 * "0"), whether it applies, the iframe's size and the two addresses.
 * @param {HTMLFormElement | HTMLElement} form
 */
function read(form) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const spec of OFFERED) {
    const control = /** @type {HTMLInputElement | HTMLSelectElement} */ (
      form.querySelector(`[data-option="${spec.name}"]`)
    );
    let value = control.value.trim();
    if (spec.kind === "flag") value = /** @type {HTMLInputElement} */ (control).checked ? "1" : "0";
    if (spec.kind === "number") {
      const number = Number.parseFloat(value);
      const good = Number.isFinite(number) && number > (spec.min ?? -Infinity);
      control.setAttribute("aria-invalid", String(!good));
      value = good ? String(number) : (spec.default ?? "");
    }
    values.set(spec.name, value);
  }
  // An option that depends on another shows, and counts, only when that one has its value.
  for (const spec of OFFERED) {
    const need = NEEDS[spec.name];
    const applies = !need || values.get(need[0]) === need[1];
    const box = /** @type {HTMLElement} */ (form.querySelector(`[data-field="${spec.name}"]`));
    box.hidden = !applies;
    if (!applies) values.delete(spec.name);
  }
  const own = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (form.querySelector(`[data-builder="${name}"]`));
  /** A field's value if `check` accepts it, else `fallback`, marking the field. */
  const checked = (
    /** @type {string} */ name,
    /** @type {(value: string) => string | null} */ check,
    /** @type {string} */ fallback,
  ) => {
    const input = own(name);
    let good = null;
    try {
      good = check(input.value.trim());
    } catch {
      // not an address: the fallback, and the field says so
    }
    input.setAttribute("aria-invalid", String(good === null));
    /** @type {HTMLElement} */ (input.nextElementSibling).hidden = good !== null;
    return good ?? fallback;
  };
  const web = (/** @type {string} */ v) => {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  };
  const size = (/** @type {string} */ v) =>
    Number(v) >= 100 ? String(Math.round(Number(v))) : null;
  return {
    values,
    width: checked("width", size, String(SIZE.width)),
    height: checked("height", size, String(SIZE.height)),
    host: checked("host", (v) => web(v)?.origin ?? null, EXAMPLE_HOST),
    folder: checked(
      "folder",
      (v) =>
        web(v)
          ?.href.replace(/[?#].*$/, "")
          .replace(/\/?$/, "/") ?? null,
      new URL(".", location.href).href,
    ),
  };
}

/** @typedef {ReturnType<typeof read>} Choice */

/**
 * The options that differ from their defaults, as a URL's query (the game always).
 * @param {Choice} choice
 */
function queryOf(choice) {
  const query = new URLSearchParams();
  for (const spec of OFFERED) {
    const value = choice.values.get(spec.name);
    if (value === undefined || value === "") continue;
    if (spec.name !== "game" && value === (spec.default ?? "")) continue;
    query.set(spec.name, value);
  }
  return query;
}

/**
 * @param {Choice} choice
 * @param {URLSearchParams} query
 * @param {string} title
 */
function iframeSnippet(choice, query, title) {
  const src = `${choice.folder}embed.html?${query.toString()}`;
  return [
    `<iframe src="${escape(src)}" title="${escape(title)}" width="${choice.width}" height="${choice.height}" loading="lazy" allow="clipboard-write"></iframe>`,
    `<script type="module" src="${escape(choice.folder)}js/embed/fit-iframes.js"></script>`,
  ].join("\n");
}

/**
 * @param {Choice} choice
 * @param {string} gameLang
 */
function elementSnippet(choice, gameLang) {
  const attributes = [];
  for (const spec of OFFERED) {
    const value = choice.values.get(spec.name);
    if (value === undefined || value === "") continue;
    if (spec.name !== "game" && value === (spec.default ?? "")) continue;
    const name = spec.name === "game" ? "variant" : spec.name;
    attributes.push(spec.kind === "flag" && value === "1" ? name : `${name}="${escape(value)}"`);
  }
  const sentence =
    UNAVAILABLE[/** @type {keyof typeof UNAVAILABLE} */ (gameLang)] ?? UNAVAILABLE.en;
  return [
    `<script type="module" src="${escape(choice.folder)}js/embed/mancala-board.js"></script>`,
    `<mancala-board ${attributes.join(" ")}><p>${escape(sentence)}</p></mancala-board>`,
  ].join("\n");
}

/**
 * Copies a snippet; if the clipboard refuses, selects its text to copy by hand, and says so.
 * @param {string} kind
 */
async function copy(kind) {
  const code = /** @type {HTMLElement} */ (document.querySelector(`[data-snippet="${kind}"]`));
  const status = /** @type {HTMLElement} */ (document.querySelector(`[data-copied="${kind}"]`));
  try {
    if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
    await navigator.clipboard.writeText(code.textContent || "");
    status.textContent = w("copied");
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    status.textContent = w("copyRefused");
  }
}

build();
