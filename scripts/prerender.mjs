// Trunk post_build hook (see Trunk.toml), release builds only, after bundle/minify and before
// sw-build: writes each game's first screen into index.html, so the first paint shows the
// real board of the game the URL asks for — its starting position, wood, seeds, counts and
// pit numbers, with the header, status line, move list and controls around it — from HTML and
// CSS alone, before any JavaScript or wasm has run.
//
// The screens are drawn by the page's own code, not a copy of it: the source modules in www/js
// run in Node over linkedom (a small DOM for Node, from npm), with the wasm the build made, and
// `mountGame` opens each game exactly as the page does (the `Game` handle decides the position
// and the legal pits). Each game's element is then written into the page as an inert copy
// (`data-prerender="<game>"`); the stylesheets show the one that `<html data-opens>` names, which
// a small inline script in <head> sets from the URL and the saved game before anything is
// drawn (docs/embedding.md's Content-Security-Policy allows that one script by its hash: INLINE below).
// Once the copy is painted, js/app.js loads the game (js/page.js), which takes the page over when
// it has drawn its first screen: it removes the copies in the same task, and the live game
// (hidden until then) shows in their place.
//
// Each copy holds the welcome of a first visit, closed; js/first-visit.js, which the parser runs
// right after the copies, opens it before the first paint for a visitor who has never played
// (docs/page.md, "The first paint").
//
// The copies keep what the stylesheets select on (classes, the data attributes they name) and
// lose what scripts and tests hook onto (ids, the other data attributes), so nothing finds an
// inert copy in place of the game.
//
// Also usable by hand on a release build: node scripts/prerender.mjs <dir>
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { parseHTML } from "linkedom";
import * as esbuild from "esbuild";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { files, releaseFolder } from "./files.mjs";
import { VARIANTS as GAMES, LANGS } from "../www/js/lib/options.js";
import { LANGUAGES } from "../www/js/i18n/index.js";
import { PREFIX } from "../www/js/lib/storage.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The build's folder (Trunk's staging folder, or the argument). */
let dir;

const PAGE = "index.html";

/**
 * The inline script, run in <head> before the body is drawn: `<html data-opens>` names the game
 * the page will open (the link's ?game=, else the game saved as current, else the default; the
 * first game when nothing matches) — or "none" where the first screen differs from the copies
 * (a kiosk, the dark surround, the rules panel open, a lesson: options.js's flags), which then
 * show nothing; and `<html lang>` the language the page will speak (?lang=, else the saved
 * language, else the browser's: as js/game/settings.js chooses), with `dir="rtl"` for a language written
 * right to left, so the copy is laid out like the game that replaces it and takes the fonts
 * that game will use (css/game.css).
 *
 * Its text is fixed: what changes from release to release (the games, the languages, which of
 * them are right to left, the prefix of the saved settings) it reads from data attributes that
 * this script writes on `<html>` (HTML_DATA below). So its hash, in the policy docs/embedding.md
 * gives a museum (js/embed/headers.js INLINE_HASH), stays the same; tests/e2e/csp.test.mjs checks
 * that the two agree. Change this text only when you must, and say so in CHANGELOG.md.
 */
export const INLINE =
  '(function(){var d=document.documentElement,a=function(x){return(d.getAttribute("data-"+x)||"").split(" ")},' +
  'q=new URLSearchParams(location.search),n=navigator,p=d.getAttribute("data-save-prefix")||"",' +
  "k=function(x){try{return localStorage.getItem(p+x)}catch(e){return null}}," +
  'v=a("games"),c=a("langs"),r=a("rtl"),g=q.get("game"),s=k("current"),' +
  'l=[(q.get("lang")||"").slice(0,2),k("lang")].concat(n.languages||[n.language]),i;' +
  'if(v.indexOf(g)<0)g=v.indexOf(s)<0?v[0]:s;function f(x){x=q.get(x);return x==="1"||x==="true"||x===""}' +
  'if(f("kiosk")||f("rules")||q.get("theme")==="dark"||v.indexOf(q.get("lesson"))>=0)g="none";' +
  'for(i=0;i<l.length;i++){s=String(l[i]||"").toLowerCase().split(/[-_]/)[0];if(s&&c.indexOf(s)>=0){d.lang=s;' +
  'if(r.indexOf(s)>=0)d.dir="rtl";break}}d.setAttribute("data-opens",g)})()';

/** What INLINE reads, as the attributes of `<html>` (each a list separated by spaces). */
export const HTML_DATA = {
  "data-games": GAMES.join(" "),
  "data-langs": LANGS.join(" "),
  "data-rtl": LANGUAGES.filter((l) => l.dir === "rtl")
    .map((l) => l.code)
    .join(" "),
  "data-save-prefix": PREFIX,
};

/** The classic script that opens the copies' welcome on a first visit (in www/). */
const FIRST_VISIT = "js/first-visit.js";

/** The id of the page's element, the first node after the copies. */
const COPIES_END = "game";

/** The policy's source for the inline script: 'sha256-…'. */
export const INLINE_HASH = `'sha256-${createHash("sha256").update(INLINE).digest("base64")}'`;

/** Copies www/js and the wasm build into a folder laid out like dist/, for Node to import. */
function stage() {
  const tmp = mkdtempSync(join(tmpdir(), "mancala-prerender-"));
  cpSync(join(ROOT, "www", "js"), join(tmp, "js"), { recursive: true });
  // The wasm-bindgen glue and its snippets: the build's own, else wasm-bindgen's output.
  const from = [dir, join(ROOT, "target", "wasm-bindgen", "release")].find(
    (d) =>
      existsSync(join(d, "mancala-heritage.js")) && existsSync(join(d, "mancala-heritage_bg.wasm")),
  );
  if (!from) throw new Error("no mancala-heritage.js and mancala-heritage_bg.wasm to run");
  for (const name of ["mancala-heritage.js", "mancala-heritage_bg.wasm", "snippets"]) {
    if (existsSync(join(from, name)))
      cpSync(join(from, name), join(tmp, name), { recursive: true });
  }
  return tmp;
}

/** The data attributes the build's stylesheets select on (a copy keeps these, loses the rest). */
function styledAttributes() {
  const names = new Set();
  for (const path of files(dir).filter((p) => p.endsWith(".css"))) {
    for (const [, name] of readFileSync(path, "utf8").matchAll(/\[(data-[a-z0-9-]+)/g))
      names.add(name);
  }
  return names;
}

/** Makes a mounted game's element an inert copy (see the top of this file). */
function inertCopy(element, game, styled) {
  for (const node of [element, ...element.querySelectorAll("*")]) {
    for (const { name } of [...node.attributes]) {
      // data-ready too, which the stylesheets select on (a kiosk shows once ready): a copy is
      // never the game that is ready.
      const hook = name.startsWith("data-") && (!styled.has(name) || name === "data-ready");
      if (hook || ["id", "for", "aria-labelledby", "aria-controls"].includes(name))
        node.removeAttribute(name);
    }
  }
  // The copy takes its direction from <html> (set by INLINE), as the page's languages do.
  element.removeAttribute("dir");
  element.setAttribute("data-prerender", game);
  element.setAttribute("inert", "");
  return element.outerHTML;
}

async function prerender() {
  const path = join(dir, PAGE);
  const html = readFileSync(path, "utf8");
  if (html.includes("data-prerender")) throw new Error(`${PAGE} already holds a prerendered board`);
  const tmp = stage();
  try {
    // A document for the page's modules: linkedom's, with what they look up globally.
    const { window, document } = parseHTML(
      '<!doctype html><html lang="en"><head><title></title></head><body></body></html>',
    );
    Object.assign(globalThis, { window, document, self: window });
    for (const name of ["HTMLElement", "Element", "Node", "Event", "CustomEvent"])
      globalThis[name] ??= window[name];
    Object.defineProperty(globalThis, "navigator", {
      value: { language: "en", languages: ["en"] },
      configurable: true,
    });
    globalThis.requestAnimationFrame ??= (f) => setTimeout(f, 0);
    // linkedom's dataset misreads names with digits (data-i18n): the standard mapping instead.
    const attr = (key) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    Object.defineProperty(window.HTMLElement.prototype, "dataset", {
      configurable: true,
      get() {
        const node = this;
        return new Proxy(
          {},
          {
            get: (_, key) =>
              typeof key === "string" && node.hasAttribute(attr(key))
                ? node.getAttribute(attr(key))
                : undefined,
            set: (_, key, value) => (node.setAttribute(attr(key), String(value)), true),
            has: (_, key) => node.hasAttribute(attr(key)),
            deleteProperty: (_, key) => (node.removeAttribute(attr(key)), true),
          },
        );
      },
    });
    // linkedom's <select> has no value to set: the chosen option carries `selected`.
    Object.defineProperty(window.HTMLSelectElement.prototype, "value", {
      configurable: true,
      get() {
        return (
          (this.querySelector("option[selected]") || this.querySelector("option"))?.value ?? ""
        );
      },
      set(value) {
        for (const option of this.querySelectorAll("option"))
          option.toggleAttribute("selected", option.value === value);
      },
    });

    // The wasm, started from its bytes (the page fetches it; wasm.js then finds it started).
    const glue = await import(pathToFileURL(join(tmp, "mancala-heritage.js")).href);
    glue.initSync({ module: readFileSync(join(tmp, "mancala-heritage_bg.wasm")) });
    const { mountGame } = await import(pathToFileURL(join(tmp, "js", "mount.js")).href);

    const styled = styledAttributes();
    const copies = [];
    for (const game of GAMES) {
      // The page's own element and options (js/page.js): the game as a whole page, in English,
      // saving nothing (a first visit).
      const element = document.createElement("div");
      element.className = "page-game";
      document.body.append(element);
      const mounted = mountGame(element, { variant: game, lang: "en", page: true, save: false });
      await mounted.ready;
      // The welcome of a first visit, drawn by its own feature (features/welcome: the header's
      // button opens it), then closed again in the copy: js/first-visit.js opens it there,
      // before the first paint, for a visitor who has never played, and for no one else.
      element
        .querySelector("[data-action=welcome]")
        ?.dispatchEvent(new window.Event("click", { bubbles: true }));
      const welcome = element.querySelector("[data-welcome]");
      if (!welcome || welcome.hidden || !welcome.querySelector(".welcome-what")?.textContent)
        throw new Error(`${game}: the welcome did not open for the first screen's copy`);
      welcome.hidden = true;
      delete element.dataset.welcomeOpen;
      element.querySelector("[data-action=welcome]").setAttribute("aria-expanded", "false");
      copies.push(inertCopy(element, game, styled));
      mounted.destroy();
      element.remove();
    }
    const data = Object.entries(HTML_DATA)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    // The copies are 40 KB of HTML: a browser may paint a copy it has parsed only in part (the
    // board without the move list beside it), then move it when the rest arrives. The page's
    // element, which follows the copies, is the mark a browser waits for before its first
    // paint (`<link rel=expect blocking=render>`; one that knows no such link paints as before).
    if (!/<div [^>]*data-game-root[^>]*><\/div>/.test(html))
      throw new Error(`${PAGE} has no empty <div data-game-root> after which the copies end`);
    // After the copies, before the mark the first paint waits for: the script that opens their
    // welcome on a first visit, minified, with a content hash in its name (as scripts/bundle.mjs
    // names a file), a classic script the parser waits for.
    const { code } = esbuild.transformSync(readFileSync(join(ROOT, "www", FIRST_VISIT), "utf8"), {
      minify: true,
      target: "es2020",
    });
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 8).toUpperCase();
    const script = FIRST_VISIT.replace(/\.js$/, `-${hash}.js`);
    writeFileSync(join(dir, script), code);
    const out = html
      .replace(/<html([^>]*)>/, (tag, attributes) => `<html${attributes}${data}>`)
      .replace(/<body([^>]*)>/, (body) => `${body}\n  ${copies.join("\n  ")}`)
      .replace(
        /(<div [^>]*data-game-root)([^>]*>)/,
        `<script src="${script}"></script>\n  $1 id="${COPIES_END}"$2`,
      )
      .replace(
        /<link /,
        () =>
          `<script>${INLINE}</script>\n  <link rel="expect" href="#${COPIES_END}" blocking="render" />\n  <link `,
      );
    writeFileSync(path, out);
    console.log(
      `prerender: ${PAGE} holds the first screen of ${GAMES.join(", ")} (${Math.round((out.length - html.length) / 1024)} KB more)`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// Run as a script (the tests import INLINE without running it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  dir = releaseFolder("prerender");
  await prerender();
  // The mounted games leave timers behind (the sound, the ritual); nothing else is left to do.
  process.exit(0);
}
