// The budget figures of one `scripts/budgets` run, and README.md's "Latest figures" table made
// from them. Each script that measures (scripts/budgets.mjs, scripts/lighthouse.mjs,
// scripts/package-budgets.mjs) calls record() with its figures; when BUDGETS_ROWS names a file
// (scripts/budgets sets it), they are added to it. At the end scripts/budgets runs
//   node scripts/figures.mjs <rows file>
// which writes the table between README.md's two `figures` marks: each figure, its value, its
// budget, within or over, and the date and the machine's load average of the run. Nobody writes
// the table by hand.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";

const README = fileURLToPath(new URL("../README.md", import.meta.url));
const START = "<!-- figures: written by scripts/budgets (scripts/figures.mjs); do not edit -->";
const END = "<!-- figures: end -->";

/**
 * @typedef {{ figure: string, value: string, budget: string, within: boolean }} Row
 */

/** The middle one of `xs` (of an even count, the upper of the two), as every timing here states it. */
export const median = (/** @type {number[]} */ xs) =>
  xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Adds `rows` to the file BUDGETS_ROWS names, if it does; does nothing otherwise. */
export function record(/** @type {Row[]} */ rows) {
  const file = process.env.BUDGETS_ROWS;
  if (!file) return;
  const before = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  const all = before ? JSON.parse(before) : [];
  writeFileSync(file, JSON.stringify([...all, ...rows], null, 1));
}

/** README's table of `rows`, measured on `date` with the load average `load`. */
export function table(/** @type {Row[]} */ rows, date, load) {
  const cell = (s) => String(s).replace(/\|/g, "\\|");
  return [
    START,
    `Measured by \`scripts/budgets\` on ${date} (load average ${load.toFixed(1)} at its end; the timings ` +
      "move with the machine's load, the bytes do not).",
    "",
    "| figure | value | budget | |",
    "|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${cell(r.figure)} | ${cell(r.value)} | ${cell(r.budget)} | ${r.within ? "within" : "**over**"} |`,
    ),
    END,
  ].join("\n");
}

/** Replaces the table in README.md with one of `rows`. */
export function writeReadme(/** @type {Row[]} */ rows) {
  const text = readFileSync(README, "utf8");
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END}`);
  const date = new Date().toISOString().slice(0, 10);
  const out = text.slice(0, from) + table(rows, date, loadavg()[0]) + text.slice(to + END.length);
  writeFileSync(README, out);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/figures.mjs <rows file>");
    process.exit(2);
  }
  const rows = JSON.parse(readFileSync(file, "utf8"));
  writeReadme(rows);
  console.log(`README.md: the "Latest figures" table holds ${rows.length} figures`);
}
