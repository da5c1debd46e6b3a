// The game's elements, built once inside the mounted element: header, status, the board and
// its move list, the looking-back bar, controls, the keep-and-share box, the rules panel and
// the dialog. Words are filled in by ./words.js (data-i18n); the views fill in the rest.
import { LANGUAGES } from "../i18n/index.js";
import { h } from "../dialog.js";
import { VARIANTS, SPEEDS } from "../options.js";

/** @import { Mount } from "../mount.js" */

/**
 * The name of each game in its own script (shown under the English name on the tabs).
 * @type {{ [variant: string]: { text: string, lang: string, dir?: string } }}
 */
export const SCRIPTS = {
  "ali-guli-mane": { text: "ಅಳಿಗುಳಿ ಮನೆ", lang: "kn" },
  "al-manqala": { text: "المنقلة", lang: "ar", dir: "rtl" },
  "mangala-iv": { text: "Gaziantep", lang: "tr" },
};

/** @param {{ [name: string]: unknown }} attrs @param {string} key */
const button = (attrs, key) =>
  h("button", { type: "button", class: "btn", ...attrs, "data-i18n": key });

/** @param {Mount} o */
function header(o) {
  return h(
    "header",
    { class: "top", hidden: !(o.header.title || o.header.chooser || o.header.languages) },
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
              h("span", {
                class: "game-script",
                lang: SCRIPTS[v].lang,
                dir: SCRIPTS[v].dir,
                text: SCRIPTS[v].text,
              }),
            ),
          ),
        )
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
    o.moves ? button({ "data-action": "critique", hidden: true }, "critique.button") : null,
    o.kiosk
      ? null
      : button(
          { "data-action": "share", "aria-expanded": "false", "aria-controls": `${id}-keep` },
          "share",
        ),
    speed,
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
 * Builds the game's elements inside root; `o` are the mount options (see mount.js).
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
    h("p", { class: "caption", "data-caption": "", hidden: true }),
    h("p", { class: "hint", "data-hint-text": "", hidden: true }),
    o.moves ? reviewBar() : null,
    o.moves ? h("section", { class: "critique", "data-critique-panel": "", hidden: true }) : null,
    controls(o, id),
    o.kiosk ? null : keepBox(id),
  );
  const layout = h(
    "main",
    { class: "layout" },
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
  root.replaceChildren(h("div", { class: "mg-app" }, header(o), layout, dialog));
}
