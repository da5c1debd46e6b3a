// Trunk post_build hook (see Trunk.toml): writes the build's file list and a content
// hash into sw.js in Trunk's staging folder, so the service worker precaches exactly
// this build and a new build (new hash) replaces the old cache.
//
// A debug build (`trunk serve`) keeps `const BUILD = null`: that service worker caches
// nothing, serves nothing and deletes the caches of earlier release builds, so it never
// gets in the way of development.
//
// Also usable by hand on any folder: node scripts/sw-build.mjs <dir> [release|debug]
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { files } from "./files.mjs";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
const profile = process.argv[3] || process.env.TRUNK_PROFILE || "release";
if (!dir) {
  console.error("sw-build: no folder (TRUNK_STAGING_DIR is not set and no argument was given)");
  process.exit(1);
}

const SW = "sw.js";
/** The files the service worker caches on first use instead of at install: the puzzles, and
 * the live games' code (www/js/features/live/ with its NATS client), which a page fetches only
 * when a relay is set (docs/live.md). The live chunks are told by what no other file holds: the
 * stream's name (the protocol, the session), the client's JetStream API subjects (the client),
 * the live panel's attribute (the feature's controls and words). */
const ON_USE = /^puzzles\//;
const LIVE_CODE = /MANCALA_LIVE|\$JS\.API|data-live-panel/;
/** @param {string} path a file of the build, relative to it */
const onFirstUse = (path) =>
  ON_USE.test(path) ||
  (/^js\/.*\.js$/.test(path) && LIVE_CODE.test(readFileSync(join(dir, path), "utf8")));
const PLACEHOLDER = /^const BUILD = .*;$/m;

const swPath = join(dir, SW);
const source = readFileSync(swPath, "utf8");
if (!PLACEHOLDER.test(source)) {
  console.error(`sw-build: ${swPath} has no "const BUILD = …;" line to fill in`);
  process.exit(1);
}

let build = "null";
if (profile === "release") {
  const list = files(dir)
    .map((path) => relative(dir, path).split(sep).join("/"))
    .filter((path) => path !== SW)
    .sort();
  // The puzzle files (puzzles/<variant>.json) are cached when first fetched, not installed with
  // the rest: a first visit fetches none of them (docs/puzzles.md); nor the live games' code.
  const onUse = list.filter(onFirstUse);
  const hash = createHash("sha256");
  for (const path of list) {
    hash.update(path);
    hash.update("\0");
    hash.update(
      createHash("sha256")
        .update(readFileSync(join(dir, path)))
        .digest(),
    );
  }
  build = JSON.stringify({
    version: hash.digest("hex").slice(0, 16),
    files: list.filter((path) => !onUse.includes(path)),
    onUse,
  });
}
writeFileSync(
  swPath,
  source.replace(PLACEHOLDER, () => `const BUILD = ${build};`),
);
console.log(
  `sw-build: ${profile === "release" ? `precache ${JSON.parse(build).files.length} files (${JSON.parse(build).onUse.length} more on use), version ${JSON.parse(build).version}` : "debug build, no precache"}`,
);
