// axe-core at WCAG 2.2 AA: every violation (any impact) of the rules tagged A or AA in WCAG 2.0,
// 2.1 and 2.2, within `include` (selectors) or the whole document; one line each.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** @param {import("playwright-core").Page} page @param {string[]} [include] */
export async function wcagViolations(page, include) {
  if (!(await page.evaluate(() => Boolean(window.axe))))
    await page.addScriptTag({ content: readFileSync(AXE, "utf8") });
  return page.evaluate(
    async ({ include, tags }) => {
      const { violations } = await window.axe.run(
        include ? { include: include.map((s) => [s]) } : document,
        {
          runOnly: { type: "tag", values: tags },
        },
      );
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
    },
    { include, tags: TAGS },
  );
}
