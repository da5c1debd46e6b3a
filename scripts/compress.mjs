// Trunk post_build hook (see Trunk.toml), release builds only, after every other hook: writes a
// gzip (.gz, level 9) and a brotli (.br, quality 11) copy beside each text file and the wasm of
// Trunk's staging folder, for servers that send a pre-compressed copy when the browser accepts
// it (nginx's gzip_static and brotli_static, Apache's rewrite rules: see
// docs/embedding.md#compression). A copy that would not be smaller is not written.
//
// Also usable by hand on any folder: node scripts/compress.mjs <dir>
import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { files, releaseFolder } from "./files.mjs";

const dir = releaseFolder("compress");

/** The kinds of file worth compressing (fonts and images are compressed already). */
const KINDS = new Set([".html", ".js", ".css", ".wasm", ".svg", ".webmanifest", ".txt", ".json"]);

let count = 0;
for (const path of files(dir).filter((p) => KINDS.has(extname(p)))) {
  const body = readFileSync(path);
  const copies = {
    gz: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
  for (const [ext, copy] of Object.entries(copies)) {
    if (copy.length < body.length) {
      writeFileSync(`${path}.${ext}`, copy);
      count += 1;
    }
  }
}
console.log(`compress: ${count} .gz and .br copies`);
