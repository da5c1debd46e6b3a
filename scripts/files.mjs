// The files under a folder, for the build's hooks and scripts.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Lists every file under `dir`, at any depth, leaving out the .gz and .br copies (compress.mjs). */
export function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (/\.(gz|br)$/.test(name)) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
