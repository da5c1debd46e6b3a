// The visitor counts (issue 22): a scripted session on a kiosk with stats=1, then the staff view
// (staff=1) on the same browser: its tables, the CSV and JSON it downloads, the reset that asks
// first; a full storage that loses the counts but never the game; axe on the staff view.
// The idle time is 0.1 minutes (6 s): time for each step of the session on a busy machine.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  useBrowser,
  open as openAt,
  clearStorage,
  idle,
  linkTo,
  screenshot,
  stylesheetFetches,
  DESKTOP,
  PHONE,
  ENDING,
} from "./board-helpers.mjs";
import { wcagViolations } from "./wcag.mjs";

const env = useBrowser();
const KEY = "mancala-heritage:stats";

// A page whose address has "full-storage" gets a localStorage whose setItem always throws, as a
// full storage does (the page's own options ignore the name).
function fullStorage() {
  if (!location.search.includes("full-storage")) return;
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}
/** @type {Promise<void> | null} */
let stubbed = null;
/** Opens a page of the browser (its init script added once, before the first). */
const open = (...args) =>
  (stubbed ||= env.browser.context.addInitScript(fullStorage)).then(() => openAt(...args));

const today = (page) =>
  page.evaluate(() => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });

/** The rows of a staff table, each a list of the cells' texts. */
const rows = (page, name) =>
  page.$$eval(`[data-staff-table="${name}"] tbody tr`, (trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent)),
  );

/**
 * The scripted session, on a kiosk (two people) opened on the ending:
 *   1. the visitor picks Português (a touch: the first session starts; a language chosen);
 *   2. plays pit 8: a game started and finished (Al-manqala, two people);
 *   3. leaves it: attract mode starts after 6 s (the session ends, well under a minute long);
 *   4. a touch on "Learn in one minute": attract mode interrupted, a second session, the
 *      lesson of Al-manqala started at step 1; "Show me", then "Next": it reaches step 2;
 *   5. left again: attract mode (the second session ends, under a minute);
 *   6. a touch on the screen: attract mode interrupted, a third session starts;
 *   7. the page is closed: the third session ends (the page is left).
 * So today: 3 sessions, 1 game started and 1 finished, 1 lesson, 2 interruptions; the lesson
 * reached steps 1 and 2 once each; Português chosen once; 3 sessions of under a minute.
 */
async function scriptedSession() {
  const { page, errors } = await open(
    env,
    linkTo(ENDING, "&speed=instant&kiosk=1&stats=1&idle=0.1&countdown=1&lang=en"),
  );
  await page.click("[data-lang=pt]");
  await page.waitForSelector(".mg[lang=pt]");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-board-host][data-over]");
  assert.equal(
    await stylesheetFetches(page, "staff"),
    0,
    "the counts alone fetch no staff stylesheet",
  );
  await page.waitForSelector(".mg[data-attract]", { timeout: 15000 });
  await page.click("[data-attract-lesson]");
  await page.waitForSelector('.mg[data-lesson="al-manqala:1"][data-lesson-phase="try"]');
  await page.click('[data-lesson-action="show"]');
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  await page.click('[data-lesson-action="next"]');
  await page.waitForSelector('.mg[data-lesson="al-manqala:2"]');
  await page.waitForSelector(".mg[data-attract]", { timeout: 15000 });
  await page.click("[data-attract-touch]", { force: true });
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
  await idle(page);
  assert.deepEqual(errors, []);
  await page.close();
}

test("a scripted session: the tally, the staff view's tables, CSV, JSON and the reset", async () => {
  await clearStorage(env);
  await scriptedSession();
  const { page, errors } = await open(env, "?staff=1&lang=en&speed=instant");
  const day = await today(page);
  const tally = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  // What was kept: counts only, the day the finest time, no other key.
  assert.deepEqual(tally, {
    version: 1,
    since: day,
    days: {
      [day]: { sessions: 3, games: 1, finished: 1, lessons: 1, puzzles: 0, interrupts: 2 },
    },
    games: { "al-manqala people": { started: 1, finished: 1 } },
    lessons: { "al-manqala": { started: 1, finished: 0, steps: [1, 1] } },
    puzzles: {},
    langs: { pt: 1 },
    lengths: [3, 0, 0, 0, 0],
  });

  await page.waitForSelector("[data-staff] [data-staff-table]");
  // The staff view came with its stylesheet, and is drawn with it.
  assert.equal(await stylesheetFetches(page, "staff"), 1);
  assert.equal(await page.$eval(".staff", (n) => getComputedStyle(n).maxWidth), "1100px");
  assert.deepEqual(await rows(page, "days"), [[day, "3", "1", "1", "1", "0", "2"]]);
  assert.deepEqual(await rows(page, "games"), [["Al-manqala", "Two people", "1", "1"]]);
  assert.deepEqual(await rows(page, "lessons"), [["Al-manqala", "1", "0", "1 1"]]);
  assert.deepEqual(await rows(page, "langs"), [["Português", "1"]]);
  assert.deepEqual(await rows(page, "lengths"), [
    ["0-1", "3"],
    ["1-3", "0"],
    ["3-10", "0"],
    ["10-30", "0"],
    ["30+", "0"],
  ]);
  assert.equal(await page.locator("[data-staff-table=puzzles]").count(), 0, "no puzzle yet");
  assert.deepEqual(
    await page.$$eval("[data-staff-table=days] thead th", (ths) => ths.map((t) => t.textContent)),
    [
      "Day",
      "Sessions",
      "Games started",
      "Games finished",
      "Lessons started",
      "Puzzles tried",
      "Attract mode interrupted",
    ],
  );
  assert.equal(await page.locator("[data-staff] svg.staff-chart rect").count(), 2);
  await screenshot(page, "staff-desktop");

  // The CSV and the JSON: files made in the page.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.click("[data-staff-action=csv]"),
  ]);
  assert.match(csv.suggestedFilename(), /^visitor-counts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = readFileSync(await csv.path(), "utf8");
  assert.ok(
    csvText.startsWith(
      `# days\nday,sessions,games,finished,lessons,puzzles,interrupts\n${day},3,1,1,1,0,2\n\n` +
        "# games\ngame,level,started,finished\nal-manqala,people,1,1\n",
    ),
    csvText,
  );
  assert.match(csvText, /\n# langs\nlang,chosen\npt,1\n/);
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.click("[data-staff-action=json]"),
  ]);
  assert.deepEqual(JSON.parse(readFileSync(await json.path(), "utf8")), tally);

  // The reset asks first; "No" keeps the counts, "Yes" clears them.
  await page.click("[data-staff-action=reset]");
  await page.waitForSelector("[data-staff-action=yes]");
  assert.deepEqual(await wcagViolations(page, ["[data-staff]"]), [], "the question");
  await page.click("[data-staff-action=no]");
  assert.equal(await page.locator("[data-staff-action=yes]").count(), 0);
  assert.notEqual(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  await page.click("[data-staff-action=reset]");
  await page.click("[data-staff-action=yes]");
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  assert.equal(await page.locator("[data-staff] [data-staff-table]").count(), 0);
  assert.equal(await page.getAttribute("[data-staff-since]", "data-staff-since"), "");
  assert.deepEqual(errors, []);
  await page.close();
});

test("without stats=1 nothing is counted", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&lang=en"));
  await page.click("[data-lang=tr]");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-board-host][data-over]");
  await idle(page);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a full storage: the game plays on, the counts are lost, the staff view says none", async () => {
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    linkTo(ENDING, "&speed=instant&kiosk=1&stats=1&lang=en&full-storage=1"),
  );
  await page.click("[data-lang=ar]");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-board-host][data-over]");
  const board = await page.$$eval("[data-board-host] [data-pile]", (ps) =>
    [0, 1].map((n) => Number(ps.find((p) => p.dataset.pile === String(n)).dataset.seeds)),
  );
  assert.deepEqual(board, [50, 41], "the move was played: South's pile is 50");
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  assert.deepEqual(errors, []);
  await page.close();

  const staff = await open(env, "?staff=1&lang=en&full-storage=1");
  await staff.page.waitForSelector("[data-staff]");
  assert.equal(await staff.page.locator("[data-staff] [data-staff-table]").count(), 0);
  assert.match(await staff.page.textContent("[data-staff-since]"), /Nothing has been counted yet/);
  assert.deepEqual(staff.errors, []);
  await staff.page.close();
});

test("a kept tally that is not one is dropped: the staff view starts from nothing", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?speed=instant");
  await page.evaluate((key) => localStorage.setItem(key, "{broken"), KEY);
  await page.close();
  const staff = await open(env, "?staff=1&stats=1&lang=en");
  await staff.page.waitForSelector("[data-staff]");
  assert.equal(await staff.page.locator("[data-staff] [data-staff-table]").count(), 0);
  assert.deepEqual(errors, []);
  assert.deepEqual(staff.errors, []);
  await staff.page.close();
});

test("axe: the staff view with counts, in Arabic on a phone and in Kannada (WCAG 2.2 AA)", async () => {
  await clearStorage(env);
  await scriptedSession();
  for (const [lang, viewport] of [
    ["ar", PHONE],
    ["kn", DESKTOP],
  ]) {
    const { page, errors } = await open(env, `?staff=1&lang=${lang}&speed=instant`, viewport);
    await page.waitForSelector("[data-staff] [data-staff-table]");
    assert.deepEqual(await wcagViolations(page, ["[data-staff]"]), [], lang);
    await screenshot(page, `staff-${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
