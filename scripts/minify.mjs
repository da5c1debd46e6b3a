// Trunk post_build hook (see Trunk.toml), release builds only: minifies every JavaScript and
// CSS file of Trunk's staging folder in place with esbuild (tools/: npm's esbuild) — comments
// and white space out, local names shortened, each file kept as it is (same file, same imports
// and exports, no bundling), so the page loads the same modules and the transfer shrinks.
// sw.js is left to scripts/sw-build.mjs, which runs after this script (one hook runs both).
//
// Also usable by hand on any folder: node scripts/minify.mjs <dir>
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { createRequire } from "node:module";
import { files } from "./files.mjs";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
const profile = process.argv[2] ? "release" : process.env.TRUNK_PROFILE || "release";
if (!dir) {
  console.error("minify: no folder (TRUNK_STAGING_DIR is not set and no argument was given)");
  process.exit(1);
}
if (profile !== "release") process.exit(0);

const require = createRequire(new URL("../tools/package.json", import.meta.url));
const { transformSync } = require("esbuild");

let before = 0;
let after = 0;
for (const path of files(dir)) {
  const loader = path.endsWith(".js") ? "js" : path.endsWith(".css") ? "css" : null;
  if (!loader || relative(dir, path) === "sw.js") continue;
  const source = readFileSync(path, "utf8");
  const { code } = transformSync(source, { loader, minify: true, charset: "utf8", sourcefile: relative(dir, path) });
  writeFileSync(path, code);
  before += source.length;
  after += code.length;
}
console.log(`minify: JavaScript and CSS ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`);
