// The game's elements, built once inside the mounted element: header, status, the board and
// its move list, the looking-back bar, controls, the keep-and-share box, the rules panel and
// the dialog. Words are filled in by ./words.js (data-i18n); the views fill in the rest.
import { LANGUAGES } from "../i18n/index.js";
import { h } from "../lib/dom.js";
import { VARIANTS, SPEEDS } from "../lib/options.js";
import { NATIVE } from "../lib/names.js";

/** @import { Mount } from "../types.js" */

/**
 * What a game's tab shows under its name (../names.js): its name in its own script, or where
 * it is played, in the page's words.
 * @param {string} variant
 */
function tabLine(variant) {
  const native = NATIVE[variant];
  return native.tab === "place"
    ? h("span", { class: "game-script", "data-i18n": `place.${variant}` })
    : h("span", { class: "game-script", lang: native.lang, dir: native.dir, text: native.text });
}

/** @param {{ [name: string]: unknown }} attrs @param {string} key */
const button = (attrs, key) =>
  h("button", { type: "button", class: "btn", ...attrs, "data-i18n": key });

/** @param {Mount} o @param {string} id */
function header(o, id) {
  return h(
    "header",
    {
      class: "top",
      hidden: !(o.header.title || o.header.chooser || o.header.languages || o.voice.button),
    },
    o.header.title ? h("h1", { class: "title" }, h("span", { "data-i18n": "title" })) : null,
    // A kiosk of one game names it for the passer-by.
    o.kiosk && !o.header.chooser
      ? h("h1", { class: "title kiosk-game", "data-kiosk-title": "" })
      : null,
    o.header.chooser
      ? h(
          "nav",
          { class: "games", "data-i18n-label": "chooseGame" },
          ...VARIANTS.map((v) =>
            h(
              "button",
              { type: "button", class: "game-tab", "data-game": v, "aria-pressed": "false" },
              h("span", { class: "game-name", "data-i18n": `name.${v}` }),
              tabLine(v),
            ),
          ),
        )
      : null,
    // The puzzles of the game chosen (flow/modes/puzzle.js), on the site's page.
    o.header.chooser
      ? h("button", {
          type: "button",
          class: "btn puzzles-btn",
          "data-action": "puzzles",
          "data-i18n": "puzzles",
        })
      : null,
    // The welcome of a first visit, opened again (features/welcome/view.js): on index.html only. A "?"
    // named in the page's language, the same width in every language, so the header keeps its
    // lines (and the board its place) whatever the language.
    o.page && !o.kiosk
      ? h("button", {
          type: "button",
          class: "lang-btn welcome-open",
          "data-action": "welcome",
          "aria-expanded": "false",
          "aria-controls": `${id}-welcome-box`,
          "data-i18n-label": "welcome.open",
          text: "?",
        })
      : null,
    o.header.languages
      ? h(
          "div",
          { class: "lang", role: "group", "data-i18n-label": "language" },
          // Each language by its own name, which is also the button's accessible name; a
          // narrow screen shows the code instead (game.css), the name staying the label.
          ...LANGUAGES.map((l) =>
            h(
              "button",
              {
                type: "button",
                class: "lang-btn",
                "data-lang": l.code,
                lang: l.code,
                dir: l.dir,
                "aria-label": l.name,
                "aria-pressed": String(l.code === "en"),
              },
              h("span", { class: "lang-name", text: l.name }),
              h("span", { class: "lang-code", "aria-hidden": "true", text: l.code.toUpperCase() }),
            ),
          ),
        )
      : null,
    // The voice (features/voice/speech.js): off until pressed, unless the voice option turned it on.
    // On a phone it shows a speaker only (its words stay its name), so the header keeps its
    // lines in every language.
    o.voice.button
      ? h(
          "button",
          {
            type: "button",
            class: "btn btn-voice",
            "data-action": "voice",
            "aria-pressed": String(o.voice.on),
          },
          h("span", { class: "voice-label", "data-i18n": "voice" }),
        )
      : null,
  );
}

/** @param {Mount} o @param {string} id */
function controls(o, id) {
  const speed = h(
    "label",
    { class: "speed" },
    h("span", { "data-i18n": "speed" }),
    h(
      "select",
      { "data-speed": "" },
      ...SPEEDS.map((s) => h("option", { value: s, "data-i18n": `speed.${s}` })),
    ),
  );
  return h(
    "div",
    { class: "controls", role: "toolbar", "data-i18n-label": "controlsLabel" },
    button({ "data-action": "new" }, "new"),
    button({ "data-action": "undo" }, "undo"),
    button({ "data-action": "hint" }, "hint"),
    button({ "data-action": "cycle", hidden: true }, "cycle"),
    // Turns the board half a turn (./flip.js); pressed while North's row is at the bottom.
    button({ "data-action": "flip", class: "btn btn-toggle", "aria-pressed": "false" }, "flip"),
    o.moves ? button({ "data-action": "critique", hidden: true }, "critique.button") : null,
    o.kiosk ? null : button({ "data-action": "analyse" }, "analysis.open"),
    o.kiosk
      ? null
      : button(
          { "data-action": "share", "aria-expanded": "false", "aria-controls": `${id}-keep` },
          "share",
        ),
    speed,
    // "Explain each sowing" (features/narration/view.js); a kiosk explains in attract mode only.
    o.kiosk
      ? null
      : button(
          { "data-action": "narrate", class: "btn btn-toggle", "aria-pressed": "false" },
          "narrate",
        ),
    o.sound.button
      ? button(
          { "data-action": "sound", class: "btn btn-sound", "aria-pressed": String(o.sound.on) },
          "sound",
        )
      : null,
    o.rules === "none"
      ? null
      : button(
          { "data-action": "rules", "aria-expanded": "false", "aria-controls": `${id}-rules` },
          "rulesBtn",
        ),
  );
}

/** The move list beside the board (below it on a narrow screen). @param {string} id */
function moveList(id) {
  return h(
    "section",
    { class: "moves", "data-moves": "", "aria-labelledby": `${id}-moves` },
    h("h2", { id: `${id}-moves`, class: "moves-title", "data-i18n": "moves.title" }),
    h("button", {
      type: "button",
      class: "move move-start",
      "data-move-start": "",
      "data-i18n": "moves.start",
    }),
    h("ol", { class: "move-list", "data-move-list": "" }),
    // What the letters and marks mean (views/moves.js writes it for the game shown).
    h("p", { class: "moves-key", "data-moves-key": "" }),
  );
}

/** The looking-back bar: where the board is in the game, and the replay buttons. */
function reviewBar() {
  /** @param {string} name @param {string} key @param {string} text */
  const b = (name, key, text) =>
    h("button", {
      type: "button",
      class: "btn btn-small",
      "data-review": name,
      "data-i18n-label": key,
      text,
    });
  return h(
    "div",
    {
      class: "review",
      "data-review-bar": "",
      role: "group",
      "data-i18n-label": "review.label",
      hidden: true,
    },
    h("p", { class: "review-where", "data-review-where": "", "aria-live": "polite" }),
    h(
      "div",
      { class: "review-buttons" },
      b("start", "review.start", "|◀"),
      b("back", "review.back", "◀"),
      b("play", "review.play", "▶"),
      b("forward", "review.forward", "▶|"),
      h("button", {
        type: "button",
        class: "btn btn-small btn-primary",
        "data-review": "live",
        "data-i18n": "review.live",
      }),
    ),
  );
}

/**
 * Keep and share: the game's link, its text (copy, download) and opening a game file.
 * @param {string} id
 */
function keepBox(id) {
  return h(
    "section",
    { id: `${id}-keep`, class: "keep", "data-keep-box": "", hidden: true },
    h(
      "label",
      { class: "field" },
      h("span", { "data-i18n": "shareLabel" }),
      h("input", { type: "text", readonly: true, "data-share-url": "" }),
    ),
    h("p", { class: "dialog-note", "data-i18n": "keep.linkNote" }),
    h(
      "label",
      { class: "field" },
      h("span", { "data-i18n": "keep.textLabel" }),
      h("textarea", { rows: 5, spellcheck: "false", "data-keep-text": "" }),
    ),
    h(
      "div",
      { class: "keep-buttons" },
      button({ "data-keep": "copy" }, "keep.copy"),
      button({ "data-keep": "download" }, "keep.download"),
      button({ "data-keep": "open" }, "keep.open"),
      h(
        "label",
        { class: "btn keep-file" },
        h("span", { "data-i18n": "keep.file" }),
        h("input", {
          type: "file",
          accept: ".txt,.json,text/plain,application/json",
          "data-keep-file": "",
        }),
      ),
    ),
  );
}

/**
 * Builds the game's elements inside root; `o` are the mount options (lib/options.js mountOptions).
 * @param {HTMLElement} root
 * @param {Mount} o
 * @param {string} id
 */
export function buildShell(root, o, id) {
  // The scene panel (Mangala IV's ritual) right under the board, so a scene, whose height
  // depends on the language and the width, never moves the board; the move list beside them.
  const table = h(
    "div",
    { class: "table" },
    h("div", { class: "board-host", "data-board-host": "" }),
    h("div", { class: "panel", "data-panel": "", hidden: true }),
    o.moves ? moveList(id) : null,
  );
  const play = h(
    "section",
    { class: "play", "aria-labelledby": `${id}-status` },
    h("div", { class: "notices", role: "status", "aria-live": "polite" }),
    h("p", { id: `${id}-status`, class: "status", "data-status": "" }),
    table,
    // The words of the moment while a sowing is explained (features/narration/view.js); a kiosk's
    // captions in attract mode.
    h("p", { class: "caption", "data-caption": "", "data-narration": "", hidden: true }),
    h("p", { class: "hint", "data-hint-text": "", hidden: true }),
    o.moves ? reviewBar() : null,
    o.moves ? h("section", { class: "critique", "data-critique-panel": "", hidden: true }) : null,
    controls(o, id),
    o.keep ? keepBox(id) : null,
  );
  // A <mancala-board> (its root in the element's shadow) is a labelled region of its host's
  // page, whose own main and h1 stand above it; a page or an iframe's page of its own is the
  // main content, and names its game in a level-one heading (visually hidden when the header
  // shows none: embed.html, a kiosk with the games' tabs).
  const embedded = typeof ShadowRoot !== "undefined" && root.getRootNode() instanceof ShadowRoot;
  const named = o.header.title || (o.kiosk && !o.header.chooser);
  const heading =
    embedded || named
      ? null
      : h("h1", { class: "title kiosk-game visually-hidden", "data-kiosk-title": "" });
  const layout = h(
    embedded ? "section" : "main",
    { class: "layout", ...(embedded ? { "data-i18n-label": "title" } : {}) },
    play,
    h("aside", {
      id: `${id}-rules`,
      class: "rules",
      "data-rules": "",
      hidden: true,
      tabindex: "-1",
    }),
  );
  const dialog = h(
    "dialog",
    { class: "dialog", "data-dialog": "", "aria-labelledby": `${id}-dialog-title` },
    h("form", { method: "dialog", class: "dialog-body", "data-dialog-body": "" }),
  );
  root.classList.add("mg");
  // Success notices ("Link copied.") float over the page here, near the window's bottom.
  const toasts = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
  root.replaceChildren(
    h("div", { class: "mg-app" }, heading, header(o, id), layout, toasts, dialog),
  );
  root.dataset.theme = o.theme;
  if (o.kiosk) root.dataset.kiosk = "true";
}
