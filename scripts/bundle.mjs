// Trunk post_build hook (see Trunk.toml), release builds only, first of the hook's steps:
// bundles and minifies the page's JavaScript and CSS with esbuild (npm's, from the root package.json) and
// gives them, the fonts and icons they use and the wasm a content hash in their names, so a
// server can cache them for a year (docs/embedding.md#compression). The pages, sw.js, the
// manifest, the app's icons and the two public embed scripts keep their names.
//
//   - JavaScript: one ES-module build with code splitting. Its entry points are the module
//     scripts of every HTML page (index.html → js/app.js, embed.html → js/embed/embed.js, the
//     museum pages → the two below), the computer's worker (js/ai/worker.js, which esbuild does
//     not find behind `new Worker(new URL(…))`) and the public URLs a museum embeds by, which
//     keep their names: js/embed/mancala-board.js and js/embed/fit-iframes.js. A dynamic
//     import() (a language's words, the rules texts, the lessons, the review, the sound's
//     voices, the kiosk, the ritual) becomes a file of its own, fetched when first needed. The
//     game's own modules (js/mount.js and all it imports) stay one file, which every page's
//     game fetches at once: see step 4.
//   - CSS: each stylesheet a page links becomes one file with everything it @imports
//     (css/mancala.css: one stylesheet for index.html, embed.html and the <mancala-board>
//     element's shadow root), and so does each one a module names with `new URL("….css",
//     import.meta.url)`: the element's (css/mancala.css, and css/fonts.css for the host page)
//     and those of the features and modes fetched when first needed, which link theirs when
//     they come (js/lib/styles.js: css/facing.css, css/puzzle.css, …). The fonts and icons they
//     use get hashed names too.
//   - The wasm: mancala-heritage_bg-<hash>.wasm, and the game file's module
//     mancala-heritage-text_bg-<hash>.wasm (scripts/text-module); wasm-bindgen's glues are
//     bundled into the JS, the second one's into the chunk js/lib/text.js fetches with import().
//   - Every `new URL("…", import.meta.url)` in a module (the wasm, the worker, the element's
//     stylesheets, sw.js, the site's folder) is rewritten to point, from whichever output file
//     the code lands in, at what its target became. The target's final name is part of the
//     text esbuild hashes, so a file's hash changes whenever a file it points at changes.
//   - Each page's <head>: its stylesheet(s), its entry script, a modulepreload for each chunk
//     the entry imports statically, and the wasm's preload under its hashed name. A page whose
//     head holds a <template data-after-paint> (index.html: its entry loads the game once the
//     first screen is painted) gets there the wasm's preload, if the template had it, and a
//     modulepreload for every chunk its entry imports with import(), with their own imports,
//     and for each language's words (js/i18n/<lang>.js), marked data-for="<lang>", and for what a
//     game's first visit opens with (Mangala IV's ritual), marked data-for="<game>"; the entry
//     adds them to the page then, of the words only those of the language the page speaks, and
//     the ritual only on Mangala IV's first visit.
//     Only the <head> is touched, so the <body> may hold anything (scripts/prerender.mjs's
//     board).
//
// The plain build Trunk staged (the pages, the source modules as they are, the glue, the wasm)
// is kept out of dist/, in target/release-modules/, for tests that import modules by path
// (tests/e2e/harness.mjs serves it at /release-modules/; Node tests import from it).
// The debug build (trunk serve) skips this step and serves the source modules as they are.
//
// Also usable by hand on a folder of Trunk's plain output: node scripts/bundle.mjs <dir>
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { files, releaseFolder } from "./files.mjs";
import { LANGS } from "../www/js/lib/options.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const dir = releaseFolder("bundle");

import * as esbuild from "esbuild";

/** The public entry points: documented URLs that museums embed by, so their names never change. */
const PUBLIC = ["js/embed/mancala-board.js", "js/embed/fit-iframes.js"];
/** Entry points that no page names in a <script>: the computer's worker. */
const WORKER = "js/ai/worker.js";
/** A page's `<template data-after-paint>`: what its entry fetches once the page is painted. */
const AFTER_PAINT = /[ \t]*<template data-after-paint>[\s\S]*?<\/template>\n?/;
/**
 * What a game's first visit opens with, fetched with import() once the game is open: preloaded
 * with the rest on that game's first visit only (js/app.js). Mangala IV's ritual.
 */
const FIRST_SCENES = { "mangala-iv": "js/views/ritual.js" };
/** wasm-bindgen's glue and the wasm, as Trunk names them. */
const GLUE = "mancala-heritage.js";
const WASM = "mancala-heritage_bg.wasm";
/** The game file's module (scripts/text-module, fetched when first needed): its glue and wasm. */
const TEXT_GLUE = "mancala-heritage-text.js";
const TEXT_WASM = "mancala-heritage-text_bg.wasm";

const posix = (path) => path.split(sep).join("/");
/** A content hash for a file name: 8 letters and digits, like esbuild's [hash]. */
const hashOf = (body) => createHash("sha256").update(body).digest("hex").slice(0, 8).toUpperCase();

// 1. The plain build as Trunk staged it, for the tests and as esbuild's input (esbuild never
//    overwrites its input).
const plain = join(ROOT, "target", "release-modules");
rmSync(plain, { recursive: true, force: true });
cpSync(dir, plain, { recursive: true });

// 2. The pages: their stylesheets and module scripts, in order.
const pages = files(dir)
  .filter((path) => path.endsWith(".html"))
  .map((path) => {
    const html = readFileSync(path, "utf8");
    const later = AFTER_PAINT.exec(html)?.[0] ?? "";
    const head = html.slice(0, html.indexOf("</head>")).replace(later, "");
    const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const tags = (re) => [...head.matchAll(re)].map((m) => m[0]);
    const pageDir = posix(relative(dir, dirname(path)));
    const inSite = (href) => posix(join(pageDir, href));
    return {
      path,
      name: posix(relative(dir, path)),
      styles: tags(/<link\b[^>]*\brel="stylesheet"[^>]*>/g).map((t) => inSite(attr(t, "href"))),
      scripts: tags(/<script\b[^>]*\btype="module"[^>]*><\/script>/g).map((t) =>
        inSite(attr(t, "src")),
      ),
      wasm: tags(/<link\b[^>]*\brel="preload"[^>]*>/g).some((t) =>
        attr(t, "href")?.endsWith(".wasm"),
      ),
      later: later ? { wasm: later.includes(".wasm") } : null,
    };
  });

// 3. CSS: each stylesheet a page links, with what it @imports (index.html and embed.html link
//    css/mancala.css, which <mancala-board> links too, so the three share one file; the museum
//    pages link css/fonts.css, which the element looks for before declaring the fonts itself,
//    and css/museum.css), and each stylesheet a module points at with `new URL` (the element's
//    two, the features' and modes': js/lib/styles.js).
const URL_RE = /new URL\(\s*(["'])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const linkedByModules = files(join(plain, "js"))
  .filter((path) => path.endsWith(".js"))
  .flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(URL_RE)]
      .filter(([, , href]) => href.endsWith(".css"))
      .map(([, , href]) => posix(relative(plain, resolve(dirname(path), href)))),
  );
const cssEntries = [...new Set([...pages.flatMap((p) => p.styles), ...linkedByModules])];
const common = {
  absWorkingDir: plain,
  bundle: true,
  minify: true,
  charset: "utf8",
  outbase: ".",
  outdir: "out",
  write: false,
  metafile: true,
  logLevel: "warning",
};
const css = await esbuild.build({
  ...common,
  entryPoints: cssEntries,
  entryNames: "[dir]/[name]-[hash]",
  assetNames: "[dir]/[name]-[hash]",
  loader: { ".woff2": "file", ".svg": "file" },
});
/** Site path of a source file → site path of what it became. */
const renamed = new Map();
const outName = (path) => posix(relative(join(plain, "out"), path));
for (const [out, info] of Object.entries(css.metafile.outputs)) {
  if (info.entryPoint) renamed.set(posix(info.entryPoint), outName(join(plain, out)));
}
/** Each wasm's body and hashed name. */
const wasms = [WASM, TEXT_WASM].map((name) => {
  const body = readFileSync(join(plain, name));
  const out = name.replace(/\.wasm$/, `-${hashOf(body)}.wasm`);
  renamed.set(name, out);
  return { body, out };
});
const wasmOut = wasms[0].out;

// 4. JavaScript. `new URL("x", import.meta.url)` becomes a token naming x's final site path,
//    rewritten after the build into a path relative to the output file. The worker's final name
//    is known after a build, so the build runs until it stops changing (twice: the worker
//    imports nothing that points at it).
const TOKEN_RE = /__SITE_URL\[([^\]]*)\]__/g;
/** The game, which index.html's js/page.js, embed.html's and <mancala-board>'s scripts mount. */
const GAME = "js/mount.js";
/** The modules fetched with import() alone, each made to import the game (below), as paths in plain. */
const lazy = new Set();

function tokens(workerOut) {
  return {
    name: "site-urls",
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        const rest = lazy.has(posix(relative(plain, args.path)))
          ? `\nimport ${JSON.stringify(join(plain, GAME))};`
          : "";
        const contents = `${source}${rest}`.replace(URL_RE, (all, q, href) => {
          const target =
            posix(relative(plain, resolve(dirname(args.path), href))) +
            (href.endsWith("/") ? "/" : "");
          const site = target === "/" ? "" : target;
          const final = site === WORKER ? workerOut : (renamed.get(site) ?? site);
          if (final === site && !existsSync(join(dir, site))) {
            throw new Error(
              `bundle: ${posix(relative(plain, args.path))} points at ${href}, which the build does not have`,
            );
          }
          return `new URL("__SITE_URL[${final}]__",import.meta.url)`;
        });
        return { contents, loader: "js" };
      });
    },
  };
}
const entries = [...new Set([...pages.flatMap((p) => p.scripts), WORKER, ...PUBLIC])];
for (const entry of entries)
  if (!existsSync(join(plain, entry))) throw new Error(`bundle: no ${entry}`);
let workerOut = WORKER;
let js;
//    esbuild puts in one chunk the modules that the same entry points reach (a page's script, or
//    a module fetched with import()): so a module that the game and some features import, and
//    another that the game and other features import, were two chunks, and the game was 18
//    files, most under 1 KB. On a slow phone network each file waits a round trip, and over
//    HTTP/1.1 a browser asks a site for six at once (scripts/limits.mjs, AFTER_PAINT_FILES).
//    So a first build finds the entry points, and then every one of them that reaches some of
//    the game's modules (js/mount.js and all it imports) but not the game itself — each module
//    fetched with import() outside the game (a feature, a mode, a language's words), and the
//    embed builder's script, whose preview is the game — is made to import js/mount.js too, as
//    if its last line were `import "…/mount.js"`. The game's modules then all have the same
//    entry points, and are one chunk. Nothing more runs: such a module is fetched after the game
//    has run, and the builder's preview fetches the game anyway. The worker imports only the
//    wasm's glue, which stays a chunk of its own, with esbuild's helpers.
const shape = await esbuild.build({
  ...common,
  entryPoints: entries,
  format: "esm",
  splitting: true,
});
const inputs = shape.metafile.inputs;
const importsOf = (path, kind) =>
  (inputs[path]?.imports ?? []).filter((i) => i.kind === kind).map((i) => posix(i.path));
/** The modules `from` reaches with import statements, itself included. */
const reach = (from) => {
  const seen = new Set();
  for (const stack = [from]; stack.length;) {
    const path = /** @type {string} */ (stack.pop());
    if (seen.has(path)) continue;
    seen.add(path);
    stack.push(...importsOf(path, "import-statement"));
  }
  return seen;
};
const game = reach(GAME);
const inWorker = reach(WORKER);
// esbuild makes an entry point of each module fetched with import(), by name or by a template
// (a template such as lessons/words.js's names every file it matches); the worker fetches none.
for (const path of inWorker)
  if (importsOf(path, "dynamic-import").length)
    throw new Error(`bundle: the worker's ${path} fetches a module with import()`);
for (const { entryPoint } of Object.values(shape.metafile.outputs))
  if (entryPoint && !entries.includes(entryPoint) && !game.has(entryPoint)) lazy.add(entryPoint);
for (const entry of entries) {
  const reached = [...reach(entry)];
  if (entry !== WORKER && !reached.includes(GAME) && reached.some((path) => game.has(path)))
    lazy.add(entry);
}
for (let round = 0; ; round += 1) {
  js = await esbuild.build({
    ...common,
    entryPoints: entries,
    format: "esm",
    splitting: true,
    target: "es2022",
    entryNames: "[dir]/[name]-[hash]",
    chunkNames: "js/[name]-[hash]",
    plugins: [tokens(workerOut)],
  });
  const worker = Object.entries(js.metafile.outputs).find(
    ([, info]) => info.entryPoint === WORKER,
  )[0];
  const next = outName(join(plain, worker));
  if (next === workerOut) break;
  if (round === 3) throw new Error("bundle: the worker's name does not settle");
  workerOut = next;
}
for (const [out, info] of Object.entries(js.metafile.outputs)) {
  if (info.entryPoint)
    renamed.set(
      posix(info.entryPoint),
      PUBLIC.includes(posix(info.entryPoint)) ? posix(info.entryPoint) : outName(join(plain, out)),
    );
}

// 5. Out with the plain files, in with the built ones.
for (const name of ["js", GLUE, WASM, TEXT_GLUE, TEXT_WASM, "snippets"])
  rmSync(join(dir, name), { recursive: true, force: true });
for (const path of files(join(dir, "css"))) if (!path.endsWith(".txt")) rmSync(path);
const outputs = new Map();
for (const file of [...css.outputFiles, ...js.outputFiles]) {
  const key = posix(relative(plain, file.path));
  const meta = js.metafile.outputs[key] || css.metafile.outputs[key];
  let site = outName(file.path);
  if (meta?.entryPoint && PUBLIC.includes(posix(meta.entryPoint))) site = posix(meta.entryPoint);
  let body = Buffer.from(file.contents);
  if (site.endsWith(".js")) {
    const from = posix(dirname(site));
    body = Buffer.from(
      body.toString("utf8").replace(TOKEN_RE, (all, target) => {
        let rel = posix(relative(from, target || ".")) || ".";
        if (!rel.startsWith(".")) rel = `./${rel}`;
        return rel + (target === "" || target.endsWith("/") ? "/" : "");
      }),
    );
  }
  outputs.set(site, meta);
  mkdirSync(dirname(join(dir, site)), { recursive: true });
  writeFileSync(join(dir, site), body);
}
for (const { body, out } of wasms) writeFileSync(join(dir, out), body);

// 6. Each page's <head>.
/**
 * The chunks an output imports by `kind` ("import-statement", or "dynamic-import" for import()),
 * each with what it imports statically at any depth, in a stable order.
 */
function chunksOf(site, kind = "import-statement", seen = new Set()) {
  for (const imp of outputs.get(site)?.imports || []) {
    if (imp.kind !== kind) continue;
    const chunk = outName(join(plain, imp.path));
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    chunksOf(chunk, "import-statement", seen);
  }
  return seen;
}
const OLD = [
  /[ \t]*<link\b[^>]*\brel="(stylesheet|modulepreload)"[^>]*>\n?/g,
  /[ \t]*<link\b[^>]*\brel="preload"[^>]*\.wasm"[^>]*>\n?/g,
  /[ \t]*<script\b[^>]*\btype="module"[^>]*><\/script>\n?/g,
  /[ \t]*<!--(?:(?!-->)[\s\S])*-->\n?/g,
  // Trunk's instruction to build the crate, which it leaves in the page (no browser reads it).
  /[ \t]*<link\b[^>]*\bdata-trunk\b[^>]*>\n?/g,
];
for (const page of pages) {
  const html = readFileSync(page.path, "utf8");
  const at = html.indexOf("</head>");
  const from = posix(dirname(page.name));
  const href = (site) => posix(relative(from, site));
  const scripts = page.scripts.map((s) => renamed.get(s));
  const chunks = new Set(scripts.flatMap((s) => [...chunksOf(s)]));
  const wasmPreload = `<link rel="preload" href="${href(wasmOut)}" as="fetch" type="application/wasm" crossorigin />`;
  const lines = [
    ...page.styles.map((css) => `<link rel="stylesheet" href="${href(renamed.get(css))}" />`),
    ...scripts.map((s) => `<script type="module" src="${href(s)}"></script>`),
    ...(page.wasm ? [wasmPreload] : []),
    ...[...chunks]
      .filter((c) => !scripts.includes(c))
      .map((c) => `<link rel="modulepreload" href="${href(c)}" />`),
  ];
  // The template's links: the wasm's preload, every chunk the entry imports with import(), each
  // language's words with their chunks, marked with the language, and each game's first scene,
  // marked with the game (js/app.js keeps those of the language the page speaks and, on a first
  // visit, of the game it opens, so they come beside the rest and not one round trip after it).
  const dynamic = [...new Set(scripts.flatMap((s) => [...chunksOf(s, "dynamic-import")]))].filter(
    (c) => !chunks.has(c),
  );
  /**
   * The preloads of a module and of what it imports that the rest does not bring, marked with
   * what they are for (`data-for`: a language, or a game's first visit).
   * @param {string} source @param {string} what
   */
  const preloads = (source, what) => {
    const module = renamed.get(source);
    if (!module) throw new Error(`bundle: no ${source} for ${what}`);
    return [module, ...chunksOf(module)]
      .filter((c) => !chunks.has(c) && !dynamic.includes(c))
      .map((c) => `<link rel="modulepreload" data-for="${what}" href="${href(c)}" />`);
  };
  const later = page.later && [
    ...(page.later.wasm ? [wasmPreload] : []),
    ...dynamic.map((c) => `<link rel="modulepreload" href="${href(c)}" />`),
    ...LANGS.flatMap((lang) => preloads(`js/i18n/${lang}.js`, lang)),
    ...Object.entries(FIRST_SCENES).flatMap(([game, source]) => preloads(source, game)),
  ];
  if (later) lines.push(`<template data-after-paint>${later.join("")}</template>`);
  let head = html.slice(0, at).replace(AFTER_PAINT, "");
  for (const re of OLD) head = head.replace(re, "");
  head = head.replace(/\n([ \t]*\n)+/g, "\n");
  writeFileSync(page.path, `${head}  ${lines.join("\n  ")}\n${html.slice(at)}`);
}

const size = (list) => list.reduce((n, f) => n + f.contents.length, 0);
console.log(
  `bundle: ${js.outputFiles.length} JavaScript files (${Math.round(size(js.outputFiles) / 1024)} KB), ` +
    `${css.outputFiles.length} CSS files and assets (${Math.round(size(css.outputFiles) / 1024)} KB), ${wasmOut}; ` +
    `${pages.length} pages' heads rewritten; the plain modules in ${posix(relative(ROOT, plain))}/`,
);
