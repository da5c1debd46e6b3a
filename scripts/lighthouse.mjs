// Runs Lighthouse 12.2.3 (from the root package.json) on the
// release build in dist/, served as a production site would serve it (the pre-compressed
// copies with Content-Encoding, a long cache), in Debian's Chromium,
// with Lighthouse's default mobile profile (simulated slow 4G, 4x slower CPU), and prints the
// figures of issue 12's budgets for index.html of each game and for museum.html, and its
// simulated time to interactive (TTI) beside them (scripts/timings.mjs measures the game ready to
// play on the same profile, applied in the browser). Printed, never asserted. Called by
// scripts/budgets; usable alone after a release build:
//   node scripts/lighthouse.mjs [--page museum.html …] [--requests] [--dist DIR]
// --page runs only the pages named (and records nothing for README's table); --requests also
// lists each page's requests as Lighthouse saw them (start and end in ms, bytes, type, path);
// --dist serves another release build than dist/ (another branch's, to compare; it records
// nothing either).
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { loadavg } from "node:os";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startServer, CHROMIUM_ARGS } from "../tests/e2e/harness.mjs";
import { record } from "./figures.mjs";

const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    requests: { type: "boolean" },
    dist: { type: "string" },
  },
});
const PAGES = values.page ?? [
  "index.html?game=ali-guli-mane",
  "index.html?game=al-manqala",
  "index.html?game=mangala-iv",
  "museum.html",
];

const server = await startServer({
  production: true,
  ...(values.dist ? { root: resolve(values.dist) } : {}),
});
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== "--headless"), "--headless=new"],
});
/** Each page's performance score, LCP and TBT (ms), for README.md's table. */
const seen = [];
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
const score = (category) => Math.round(category.score * 100);
try {
  console.log(
    "Lighthouse 12.2.3, mobile (simulated slow 4G, 4x CPU), served with pre-compressed files and a long cache:",
  );
  for (const path of PAGES) {
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { audits, categories } = lhr;
    const requests = audits["network-requests"].details.items;
    seen.push({
      path,
      performance: score(categories.performance),
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
    });
    console.log(
      `  ${path.padEnd(30)} performance ${score(categories.performance)}` +
        `, FCP ${ms(audits["first-contentful-paint"])}, LCP ${ms(audits["largest-contentful-paint"])}` +
        `, TBT ${ms(audits["total-blocking-time"])}, TTI ${ms(audits.interactive)}, CLS ${audits["cumulative-layout-shift"].numericValue.toFixed(3)}` +
        `; accessibility ${score(categories.accessibility)}, best practices ${score(categories["best-practices"])}` +
        `, SEO ${score(categories.seo)}; ${(audits["total-byte-weight"].numericValue / 1024).toFixed(1)} KB in ${requests.length} requests` +
        `; load average ${loadavg()[0].toFixed(2)}`,
    );
    if (values.requests)
      for (const r of requests)
        console.log(
          `    ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms` +
            `  ${r.transferSize} B  ${r.resourceType}  ${r.url.replace(server.url, "")}`,
        );
  }
  console.log(
    "  budgets: performance 100, LCP <= 1200 ms, TBT <= 50 ms, CLS 0, the other three 100",
  );
  if (!values.page && !values.dist) recordWorst();
} finally {
  await chrome.kill();
  await server.close();
}

/** Records, for README's table, the worst of the pages' performance, LCP and TBT. */
function recordWorst() {
  const worst = (key, sign = 1) => seen.reduce((a, b) => (sign * (b[key] - a[key]) > 0 ? b : a));
  const perf = worst("performance", -1);
  const lcp = worst("lcp");
  const tbt = worst("tbt");
  record([
    {
      figure: `Lighthouse performance, mobile, the lowest (\`${perf.path}\`)`,
      value: String(perf.performance),
      budget: "100",
      within: perf.performance >= 100,
    },
    {
      figure: `Lighthouse LCP, mobile, the longest (\`${lcp.path}\`)`,
      value: `${(lcp.lcp / 1000).toFixed(2)} s`,
      budget: "1.2 s",
      within: lcp.lcp <= 1200,
    },
    {
      figure: `Lighthouse TBT, mobile, the longest (\`${tbt.path}\`)`,
      value: `${Math.round(tbt.tbt)} ms`,
      budget: "50 ms",
      within: tbt.tbt <= 50,
    },
  ]);
}
