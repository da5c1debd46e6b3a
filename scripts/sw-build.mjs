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
/** The files the service worker caches on first use instead of at install. */
const ON_USE = /^puzzles\//;
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
  // the rest: a first visit fetches none of them (docs/puzzles.md).
  const onUse = list.filter((path) => ON_USE.test(path));
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
    files: list.filter((path) => !ON_USE.test(path)),
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
