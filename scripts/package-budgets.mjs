// Prints the engine package's budget figures (issue 24) from pkg/ (scripts/package builds it):
//   the package's wasm (the whole handle, the game file included), gzip -9   held at 78.2 KB
//   the packed package (`npm pack --dry-run`, the .tgz npm would publish)   budget: <= 150 KB
// (the budgets are scripts/limits.mjs's)
// Exits 1, after printing both, when either is over its budget (bytes depend on the build alone).
// `node scripts/package-budgets.mjs`, or import { packageBudgets } and print its lines.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { record } from "./figures.mjs";
import { PACKAGE_WASM as WASM_BUDGET, PACKED as PACKED_BUDGET } from "./limits.mjs";

const PKG = fileURLToPath(new URL("../pkg/", import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Returns the package's figures: { wasmGzip, packed, over, lines }. */
export function packageBudgets() {
  const wasm = readFileSync(`${PKG}mancala-heritage_bg.wasm`);
  const wasmGzip = gzipSync(wasm, { level: 9 }).length;
  const [pack] = JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json"], { cwd: PKG, encoding: "utf8" }),
  );
  const over = (n, budget) => (n > budget ? `   OVER by ${n - Math.floor(budget)} B` : "");
  return {
    wasmGzip,
    packed: pack.size,
    over: wasmGzip > WASM_BUDGET || pack.size > PACKED_BUDGET,
    lines: [
      `package wasm (gzip -9): ${kb(wasmGzip)} (${kb(wasm.length)} raw)   budget ${kb(WASM_BUDGET)}${over(wasmGzip, WASM_BUDGET)}`,
      `package packed (npm pack): ${kb(pack.size)}, ${pack.entryCount} files   budget ${kb(PACKED_BUDGET)}${over(pack.size, PACKED_BUDGET)}`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budgets = packageBudgets();
  for (const line of budgets.lines) console.log(line);
  record([
    {
      figure: "the engine package, `npm pack`",
      value: kb(budgets.packed),
      budget: kb(PACKED_BUDGET),
      within: budgets.packed <= PACKED_BUDGET,
    },
  ]);
  if (budgets.over) process.exit(1);
}
