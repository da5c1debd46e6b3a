#!/usr/bin/env node
// Fails when a document or a code comment points to a file that is not in the repository.
//
//   node scripts/check-links.mjs          exit 0, or exit 1 with one "file:line: target (why)" a hit
//
// It reads every tracked file: the whole text of *.md, and the comments of code (*.rs, *.js,
// *.mjs, *.ts, *.css: // and /* */; *.sh, *.toml and the extension-less scripts/*: #; *.html:
// <!-- -->). In them it checks
//   - Markdown links [text](target), relative to the document, with their #anchor when the
//     target is a Markdown file (GitHub's heading slugs, and <a id="…">);
//   - repo paths: a token that starts with a top folder of the repo (src/, tests/, www/, …), with
//     ./ or ../, or that names a file by its extension (docs/rules.md#sowing, RULES.md,
//     flow/screen.js). One that starts with a top folder must exist from the root, ./ and ../
//     from the file's folder; any other must be the end of a tracked path.
// Always a hit: a path into ../shared or /work, or one that leaves the repository.
// Never checked: URLs, absolute paths (/usr/bin/…, a site's /mancala/…), globs and templates
// (*, <lang>, {…}, $…), build outputs (dist/, target/, pkg/, node_modules/, tests/e2e/artifacts/)
// and the files a build writes (mancala-heritage.js and mancala-heritage-text.js, their .wasm
// and .d.ts, names with a hash), and the NATS client bundled from npm (www/js/features/live/nats.js).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const TOP = ["src", "tests", "www", "scripts", "docs", "benches", "tools", ".cargo", ".ci"];
const EXTENSIONS =
  "md|rs|js|mjs|ts|toml|html|css|json|sh|txt|svg|png|woff2|webmanifest|lock|yml|yaml";
const HAS_EXTENSION = new RegExp(`\\.(${EXTENSIONS})$`);
const BUILT =
  /^(dist|target|pkg|node_modules|tests\/e2e\/artifacts)\/|(^|\/)(node_modules|release-modules)\//;
const VENDORED = "www/js/features/live/nats.js";
const GENERATED = /mancala[-_]heritage([-_]text)?(_bg)?(\.d)?\.(js|wasm|ts)$|-[A-Z0-9]{8}\.\w+$/;
const URL = /[a-z][a-z0-9+.-]*:\/\/[^\s)>"'`\]]*/gi;
const TOKEN = /(?<![\w./@~-])(?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]*)*(?:#[\w-]+)?/g;
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const files = new Set(tracked);
const dirs = new Set(
  tracked.flatMap((f) =>
    f
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);

/** Tells whether a repo-relative path is a tracked file or folder (or, for a new file, on disk). */
function exists(path) {
  const p = path.replace(/\/$/, "");
  return (
    p === "" ||
    files.has(p) ||
    dirs.has(p) ||
    (existsSync(join(ROOT, p)) && !statSync(join(ROOT, p)).isDirectory())
  );
}

/** The parts of a file the check reads: [line number, text] for each line (comments only for code). */
function partsOf(file, text) {
  const lines = text.split("\n");
  if (file.endsWith(".md")) return lines.map((l, i) => [i + 1, l]);
  if (/\.(rs|js|mjs|ts|css)$/.test(file)) return slashComments(lines);
  if (/\.(sh|toml)$/.test(file) || (file.startsWith("scripts/") && !file.slice(8).includes(".")))
    return hashComments(lines);
  if (file.endsWith(".html")) return htmlComments(lines);
  return [];
}

function slashComments(lines) {
  const out = [];
  let block = false;
  lines.forEach((line, i) => {
    let text = "";
    let quote = null;
    for (let j = 0; j < line.length; j += 1) {
      const c = line[j];
      if (block) {
        if (c === "*" && line[j + 1] === "/") {
          block = false;
          j += 1;
        } else text += c;
      } else if (quote) {
        if (c === "\\") j += 1;
        else if (c === quote) quote = null;
      } else if (c === "/" && line[j + 1] === "/") {
        text += ` ${line.slice(j + 2)}`;
        break;
      } else if (c === "/" && line[j + 1] === "*") {
        block = true;
        j += 1;
      } else if (c === '"' || c === "'" || c === "`") quote = c;
    }
    if (text.trim()) out.push([i + 1, text]);
  });
  return out;
}

function hashComments(lines) {
  const out = [];
  lines.forEach((line, i) => {
    const m = /(?:^|\s)#(?![!{])(.*)$/.exec(line);
    if (m && !/^\s*["']/.test(line.slice(0, m.index)) && !line.slice(0, m.index).includes("$"))
      out.push([i + 1, m[1]]);
  });
  return out;
}

function htmlComments(lines) {
  const out = [];
  let open = false;
  lines.forEach((line, i) => {
    let rest = line;
    let text = "";
    for (;;) {
      if (open) {
        const end = rest.indexOf("-->");
        text += ` ${end < 0 ? rest : rest.slice(0, end)}`;
        if (end < 0) break;
        open = false;
        rest = rest.slice(end + 3);
      } else {
        const start = rest.indexOf("<!--");
        if (start < 0) break;
        open = true;
        rest = rest.slice(start + 4);
      }
    }
    if (text.trim()) out.push([i + 1, text]);
  });
  return out;
}

/** GitHub's anchors of a Markdown file: each heading's slug (numbered when repeated) and <a id>. */
const anchorCache = new Map();
function anchorsOf(path) {
  if (!anchorCache.has(path)) {
    const seen = new Map();
    const anchors = new Set();
    let fence = false;
    for (const line of readFileSync(join(ROOT, path), "utf8").split("\n")) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) continue;
      for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
      const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!h) continue;
      const slug = h[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n ? `${slug}-${n}` : slug);
    }
    anchorCache.set(path, anchors);
  }
  return anchorCache.get(path);
}

/** Why `target`, found in `file`, points nowhere; null when it is fine or not checked. */
function problem(file, target, { link = false } = {}) {
  if (/(^|\/)\.\.\/shared\b|^\/work\b/.test(target)) return "outside the repository";
  if (target.startsWith("/") || target.startsWith("~") || /[*<>{}$…]|(^|[-/])xx[.-]/.test(target))
    return null;
  if (/^\.[\w.]+$/.test(target)) return null; // an extension alone: ".d.ts", ".md"
  const [pathPart, anchor] = target.split("#");
  if (!pathPart) return link ? anchorProblem(file, anchor) : null;
  let path;
  if (link || /^\.{1,2}\//.test(pathPart)) {
    path = normalize(join(dirname(file), pathPart))
      .split(sep)
      .join("/");
    if (path.startsWith("..")) return "outside the repository";
    // In a code comment, ./x.js may be an import specifier of an example, from another folder.
    if (
      !link &&
      !exists(path) &&
      tracked.some((f) => f.endsWith(`/${pathPart.replace(/^(\.{1,2}\/)+/, "")}`))
    )
      return null;
  } else if (TOP.some((d) => pathPart.startsWith(`${d}/`))) {
    path = pathPart;
  } else if (HAS_EXTENSION.test(pathPart)) {
    // A bare name is checked when it names a source or a document: "RULES.md", "save.js" (not
    // "Node.js", nor a file a command in the comment writes, such as "chars.txt").
    if (!pathPart.includes("/") && !/\.(md|rs|m?js|ts|toml|html|css)$/.test(pathPart)) return null;
    if (
      !pathPart.includes("/") &&
      /\.m?js$/.test(pathPart) &&
      !/^[a-z0-9_-]+\.m?js$/.test(pathPart)
    )
      return null;
    if (BUILT.test(pathPart) || GENERATED.test(pathPart)) return null;
    const match = tracked.find((f) => f === pathPart || f.endsWith(`/${pathPart}`));
    if (!match) return "no such file";
    return anchor && match.endsWith(".md") ? anchorProblem(match, anchor, true) : null;
  } else {
    return null;
  }
  if (BUILT.test(path) || GENERATED.test(path)) return null;
  if (!exists(path)) return "no such file";
  return anchor && path.endsWith(".md") ? anchorProblem(path, anchor, true) : null;
}

function anchorProblem(path, anchor, other = false) {
  if (!anchor || !path.endsWith(".md")) return null;
  return anchorsOf(path).has(anchor) ? null : `no heading #${anchor}${other ? ` in ${path}` : ""}`;
}

const hits = [];
for (const file of tracked) {
  // This script's own comments name the patterns it looks for; the NATS client is generated
  // (scripts/vendor-nats.mjs), its comments the packages' own.
  if (BUILT.test(file) || file === "scripts/check-links.mjs" || file === VENDORED) continue;
  const full = join(ROOT, file);
  if (!existsSync(full)) continue;
  const text = readFileSync(full, "utf8");
  if (text.includes("\0")) continue;
  let fence = false;
  for (const [line, raw] of partsOf(file, text)) {
    const md = file.endsWith(".md");
    if (md && /^\s*(```|~~~)/.test(raw)) fence = !fence;
    const found = new Map();
    if (md && !fence)
      for (const m of raw.matchAll(LINK))
        if (!URL.test(m[1]) && !/^[a-z]+:/i.test(m[1])) found.set(m[1], true);
    URL.lastIndex = 0;
    const plain = raw.replace(URL, " ");
    for (const m of plain.matchAll(TOKEN)) {
      // A token cut short by a template's placeholder ("words-<lang>.js", "<module.js>") is not a path.
      if (/[<{]/.test(plain[m.index + m[0].length] ?? "") || /[<{]/.test(plain[m.index - 1] ?? ""))
        continue;
      const target = m[0].replace(/[.,:;]+$/, "");
      if (!found.has(target)) found.set(target, false);
    }
    for (const m of plain.matchAll(/(?:^|[\s("'`])(\/work\/\S*)/g))
      found.set(m[1].replace(/[).,:;'"`]+$/, ""), false);
    for (const [target, link] of found) {
      const why = problem(file, target, { link });
      if (!why) continue;
      hits.push(`${file}:${line}: ${target} (${why})`);
    }
  }
}

if (hits.length) {
  console.error(hits.join("\n"));
  console.error(`check-links: ${hits.length} link(s) or path(s) point nowhere`);
  process.exit(1);
}
console.log(
  `check-links: ${tracked.length} files, every link and path points to a file of the repository`,
);
