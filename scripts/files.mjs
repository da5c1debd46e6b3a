// The files under a folder, for the build's hooks and scripts.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The folder a release-only post_build hook works on: its argument (by hand), else Trunk's
 * staging folder; exits at once for a debug build, and with an error when there is no folder.
 */
export function releaseFolder(hook) {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
  const profile = process.argv[2] ? "release" : process.env.TRUNK_PROFILE || "release";
  if (!dir) {
    console.error(`${hook}: no folder (TRUNK_STAGING_DIR is not set and no argument was given)`);
    process.exit(1);
  }
  if (profile !== "release") process.exit(0);
  return dir;
}

/** Lists every file under `dir`, at any depth, leaving out the .gz and .br copies (compress.mjs). */
export function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (/\.(gz|br)$/.test(name)) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
