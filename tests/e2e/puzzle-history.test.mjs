// The puzzle history view (www/js/views/puzzle-history.js) mounted alone inside the game's
// element of the release page, with the puzzles' stylesheet, as the puzzle mode shows it: the counts, the last attempts and the
// chart drawn from a progress made by recordAttempt, the themes of the game shown, the choices
// reported by onChoose, right to left in Arabic, and an accessibility check (axe-core). The
// modules are the release's plain ones (harness.mjs MODULES); the words are fetched as the page
// fetches them (loadMoreWords).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, DESKTOP, screenshot, seriousViolations } from "./board-helpers.mjs";

const env = useBrowser();
const PHONE = { width: 390, height: 844 };

/**
 * Mounts the view at the end of the game's element in language `lang`, with the progress of
 * eight attempts (made by recordAttempt) and the choice of Al-manqala, every theme; resolves once
 * the words are in. The choices reported go to window.chosen.
 */
function mount(page, lang) {
  return page.evaluate(async (lang) => {
    const m = "./release-modules/js/";
    // With the puzzles' stylesheet, which comes with the puzzle's view (game/views.js).
    const { withStylesheet } = await import(`${m}lib/styles.js`);
    const { createPuzzleHistory } = await withStylesheet(
      document.querySelector(".mg"),
      new URL("./release-modules/css/puzzle.css", location.href),
      import(`${m}views/puzzle-history.js`),
    );
    const { translator, loadWords } = await import(`${m}i18n/index.js`);
    // The page's words (the games' names) as the page has them; the view fetches its own.
    await loadWords(lang);
    const { freshProgress, recordAttempt } = await import(`${m}puzzles/progress.js`);
    // Solved q1 (900), missed q2 (2100), solved a7, missed q3, solved q4, q5, missed a8,
    // solved q6: 5 solved, 3 missed; missed of Al-manqala: q2, q3.
    const tries = [
      ["q1", "al-manqala", 900, true, "2026-11-28"],
      ["q2", "al-manqala", 2100, false, "2026-11-28"],
      ["a7", "ali-guli-mane", 1500, true, "2026-11-29"],
      ["q3", "al-manqala", 1400, false, "2026-11-30"],
      ["q4", "al-manqala", 1600, true, "2026-12-01"],
      ["q5", "al-manqala", 1700, true, "2026-12-01"],
      ["a8", "ali-guli-mane", 1300, false, "2026-12-02"],
      ["q6", "al-manqala", 1650, true, "2026-12-02"],
    ];
    let progress = freshProgress();
    for (const [id, variant, rating, solved, day] of tries)
      progress = recordAttempt(progress, { id, variant, rating }, solved, day);
    const root = document.createElement("section");
    root.setAttribute("aria-label", "puzzles");
    document.querySelector(".mg").append(root);
    window.chosen = [];
    const t = translator(lang);
    const view = createPuzzleHistory(root, t, {
      lang: () => lang,
      onChoose: (choice) => window.chosen.push(choice),
    });
    view.render(progress, t, { variant: "al-manqala", themes: [], retryMissed: false });
    window.puzzleView = { view, progress, t };
    return progress.player.rating;
  }, lang);
}

/** What the view shows, read from the DOM. */
function read(page) {
  return page.evaluate(() => {
    const root = document.querySelector(".puzzle-history");
    const chart = root.querySelector(".puzzle-chart");
    return {
      empty: root.classList.contains("puzzle-history-empty"),
      rating: root.querySelector(".puzzle-history-rating").textContent,
      solved: root.querySelector(".puzzle-count-solved").textContent,
      missed: root.querySelector(".puzzle-count-missed").textContent,
      attempts: [...root.querySelectorAll(".puzzle-attempt")].map((li) => [
        li.dataset.puzzleId,
        li.classList.contains("puzzle-attempt-solved") ? "solved" : "missed",
      ]),
      attemptTexts: [...root.querySelectorAll(".puzzle-attempt")].map((li) => li.textContent),
      chartShown: !chart.hasAttribute("hidden") && chart.getBoundingClientRect().height > 0,
      points: (chart.querySelector("polyline").getAttribute("points") || "").split(" ").length,
      up: chart.classList.contains("puzzle-chart-up"),
      label: chart.getAttribute("role") + ":" + chart.getAttribute("aria-labelledby"),
      transform: getComputedStyle(chart).transform,
      themes: [...root.querySelectorAll("[data-puzzle-theme]")].map((b) => b.dataset.puzzleTheme),
      names: [...root.querySelectorAll(".puzzle-theme label")].map((l) => l.textContent),
      retry: root.querySelector(".puzzle-retry label").textContent,
      retryDisabled: root.querySelector("[data-puzzle-retry]").disabled,
      themesDisabled: root.querySelector(".puzzle-themes").disabled,
      chosen: window.chosen,
    };
  });
}

for (const lang of ["en", "ar"]) {
  test(`${lang}: the history of eight attempts, the themes of Al-manqala, the choices`, async () => {
    const { page, errors } = await open(
      env,
      `?game=al-manqala&lang=${lang}&speed=instant`,
      DESKTOP,
    );
    const rating = await mount(page, lang);
    await page.waitForSelector(".puzzle-theme label");
    let shown = await read(page);
    assert.equal(shown.empty, false);
    assert.ok(shown.rating.includes(String(Math.round(rating))), shown.rating);
    assert.match(shown.solved, /\b5\b/);
    assert.match(shown.missed, /\b3\b/);
    // The last five, newest first.
    assert.deepEqual(shown.attempts, [
      ["q6", "solved"],
      ["a8", "missed"],
      ["q5", "solved"],
      ["q4", "solved"],
      ["q3", "missed"],
    ]);
    // 1500, then the eight ratings after each attempt.
    assert.equal(shown.chartShown, true);
    assert.equal(shown.points, 9);
    assert.equal(shown.label.startsWith("img:"), true);
    // Al-manqala's themes (docs/puzzles.md#themes), in that order.
    assert.deepEqual(shown.themes, ["chain", "feeding", "starving", "sacrifice", "endgame"]);
    assert.ok(
      shown.names.every((n) => n && !n.startsWith("puzzles.")),
      shown.names.join(", "),
    );
    assert.match(shown.retry, /\(2\)/);
    // The games are named in the language shown.
    const names = { en: ["Al-manqala", "Ali Guli Mane"], ar: ["المنقلة", "ألي غولي ماني"] }[lang];
    assert.ok(shown.attemptTexts[0].includes(names[0]), shown.attemptTexts[0]);
    assert.ok(shown.attemptTexts[1].includes(names[1]), shown.attemptTexts[1]);
    assert.equal(shown.retryDisabled, false);
    // Time runs right to left in Arabic: the chart is mirrored.
    assert.equal(shown.transform !== "none", lang === "ar", shown.transform);

    await screenshot(page, `puzzle-history-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await page.locator(".puzzle-history").screenshot({
      path: new URL(`./artifacts/puzzle-history-${lang}-phone.png`, import.meta.url).pathname,
    });

    // Ticking two themes by their labels, then "Retry the puzzles you missed".
    await page.click('.puzzle-theme:has([data-puzzle-theme="starving"]) label');
    await page.click('.puzzle-theme:has([data-puzzle-theme="chain"]) label');
    await page.click(".puzzle-retry label");
    shown = await read(page);
    assert.deepEqual(shown.chosen, [
      { variant: "al-manqala", themes: ["starving"], retryMissed: false },
      { variant: "al-manqala", themes: ["chain", "starving"], retryMissed: false },
      { variant: "al-manqala", themes: ["chain", "starving"], retryMissed: true },
    ]);
    assert.equal(shown.themesDisabled, true, "the themes wait while the missed ones are retried");

    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("no attempt yet: the words say so, no chart, no list; a game without missed puzzles", async () => {
  const { page, errors } = await open(env, "?game=mangala-iv&lang=kn&speed=instant", DESKTOP);
  await page.evaluate(async () => {
    const m = "./release-modules/js/";
    // With the puzzles' stylesheet, which comes with the puzzle's view (game/views.js).
    const { withStylesheet } = await import(`${m}lib/styles.js`);
    const { createPuzzleHistory } = await withStylesheet(
      document.querySelector(".mg"),
      new URL("./release-modules/css/puzzle.css", location.href),
      import(`${m}views/puzzle-history.js`),
    );
    const { translator } = await import(`${m}i18n/index.js`);
    const { freshProgress } = await import(`${m}puzzles/progress.js`);
    const root = document.createElement("section");
    root.setAttribute("aria-label", "puzzles");
    document.querySelector(".mg").append(root);
    window.chosen = [];
    const t = translator("kn");
    createPuzzleHistory(root, t, { lang: () => "kn" }).render(freshProgress(), t, {
      variant: "mangala-iv",
      themes: ["chain"],
      retryMissed: false,
    });
  });
  await page.waitForSelector(".puzzle-theme label");
  const shown = await read(page);
  assert.equal(shown.empty, true);
  assert.equal(shown.chartShown, false);
  assert.deepEqual(shown.attempts, []);
  assert.ok(shown.rating.includes("1500"), shown.rating);
  assert.deepEqual(shown.themes, [
    "relay-capture",
    "chain",
    "feeding",
    "refuse-feeding",
    "starving",
    "sacrifice",
    "endgame",
  ]);
  assert.equal(shown.retryDisabled, true);
  assert.equal(await page.isChecked('[data-puzzle-theme="chain"]'), true);
  await page.locator(".puzzle-history").screenshot({
    path: new URL("./artifacts/puzzle-history-kn-empty.png", import.meta.url).pathname,
  });
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});
