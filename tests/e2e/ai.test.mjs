// Playing the computer (issue 5) on the page: a whole game against the Beginner by real
// clicks, the hint, undo against the computer, the Master at a hard position, a saved game and a
// share link with a computer seat, and the Mangala IV ritual against the computer. How fast
// the page answers while the computer thinks (its search runs in a Web Worker):
// tests/perf/ai.perf.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  expected,
  shown,
  linkTo,
  screenshot,
  PHONE,
} from "./board-helpers.mjs";
import { unhashed } from "./harness.mjs";

const env = useBrowser();

/** The saved game of a variant, as the page keeps it in localStorage. */
const saved = (page, variant) =>
  page.evaluate((v) => JSON.parse(localStorage.getItem(`mancala-heritage:game:${v}`)), variant);

/** North (the computer) or South to move in a crowded Al-manqala middle game, 98 seeds. */
const crowded = (toMove) => ({
  variant: "al-manqala",
  pits: [3, 9, 1, 12, 5, 2, 8, 6, 1, 11, 4, 7, 3, 10],
  captured: [8, 8],
  toMove,
  options: {},
});

/** Waits until no move animates and either a person may move (a legal pit) or the game is over. */
async function personsTurn(page, timeout = 30000) {
  await page.waitForFunction(
    () => {
      const root = document.querySelector("[data-board-host]");
      return (
        !root.dataset.busy &&
        !document.querySelector(".mg").dataset.thinking &&
        (root.querySelector("[data-legal]") || root.dataset.over)
      );
    },
    null,
    { timeout },
  );
}

/** Starts a new game from the dialog against the computer: level, and who starts. */
async function newGameAgainstComputer(page, { level, first = "you" } = {}) {
  await page.click("[data-action=new]");
  await page.waitForSelector("[data-dialog][data-kind=new][open]");
  await page.check("[data-dialog] input[name=opponent][value=computer]");
  if (level) await page.selectOption("[data-dialog] select[name=level]", level);
  if (first) await page.check(`[data-dialog] input[name=first][value=${first}]`);
  const variant = await page.getAttribute("[data-board-host]", "data-variant");
  await page.click("[data-dialog] [data-choice=start]");
  // The new game has begun when its record, with the computer's seat, is saved.
  const want = { player: first === "computer" ? 0 : 1, level: level || "intermediate" };
  await page.waitForFunction(
    ({ variant, want }) => {
      const record = JSON.parse(localStorage.getItem(`mancala-heritage:game:${variant}`) || "null");
      return (
        record && record.seats && JSON.stringify(record.seats.computer) === JSON.stringify(want)
      );
    },
    { variant, want },
  );
}

test("a whole game against the Beginner by clicks: every settled position equals our own replay", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=ali-guli-mane&speed=instant");
  await newGameAgainstComputer(page, { level: "beginner", first: "you" });
  assert.match(await page.locator("[data-status]").textContent(), /^Your move/);
  assert.match(
    await page.locator("[data-board-host] [data-pile='0'] .mb-pile-name").textContent(),
    /South \(you\)/,
  );
  assert.match(await page.locator("[data-status]").textContent(), /Computer: Beginner/);
  const mine = [];
  let checks = 0;
  let answers = 0;
  for (let turn = 0; turn < 200; turn += 1) {
    await personsTurn(page);
    const board = await readBoard(page);
    // The record the page saved holds every action, the computer's too: replayed by a Game
    // of our own, it must give exactly what the board shows, and hold our clicks in order.
    const record = await saved(page, "ali-guli-mane");
    assert.deepEqual(record.seats.computer, { player: 1, level: "beginner" });
    assert.deepEqual(
      await shown(page),
      await expected(page, { variant: "ali-guli-mane", moves: record.actions }),
    );
    assert.deepEqual(
      record.actions.filter((a, i) => mine.some((m) => m.at === i)),
      mine.map((m) => m.pit),
    );
    checks += 1;
    if (board.over) break;
    assert.equal(board.toMove, 0, "the person plays South");
    const pit = board.legal[(turn * 5) % board.legal.length];
    mine.push({ pit, at: record.actions.length });
    await page.click(`[data-board-host] [data-pit="${pit}"]`);
    const next = await expected(page, {
      variant: "ali-guli-mane",
      moves: [...record.actions, pit],
    });
    if (!next.over && next.toMove === 1) answers += 1;
  }
  const end = await readBoard(page);
  assert.equal(end.over, true, "the game reached its end");
  assert.ok(
    mine.length >= 3 && checks > mine.length,
    `${mine.length} moves of ours, ${checks} positions checked`,
  );
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  assert.ok(answers > 0, "the computer had to answer at least once");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the Master at a hard Al-manqala position: the move is legal", async () => {
  const state = crowded(1);
  await clearStorage(env);
  const { page, errors } = await open(env, `${linkTo(state, "&opponent=computer&level=master")}`);
  await page.waitForSelector(".mg[data-thinking]", { timeout: 10000 });
  await personsTurn(page);
  const record = await saved(page, "al-manqala");
  assert.equal(record.actions.length, 1, "the Master made one move");
  const [pit] = record.actions;
  const legal = (await expected(page, { state })).legal;
  assert.ok(legal.includes(pit), `the Master's pit ${pit} is one of North's legal pits ${legal}`);
  assert.deepEqual(await shown(page), await expected(page, { state, moves: [pit] }));
  assert.deepEqual(errors, []);
  await page.close();
});

test("the hint marks the winning pit and says why, in English and Portuguese", async () => {
  // Al-manqala, South to move with 47 seeds in the pile. Pit 8 (South's 6th) holds 1 seed:
  // it falls into pit 7, which then holds 4 — a capture of 4, and 51 seeds end the game
  // with South the winner. Pit 7's 3 seeds make pits 0, 1, 2 hold 4, 1, 1: nothing taken.
  const state = {
    variant: "al-manqala",
    pits: [3, 0, 0, 2, 0, 1, 1, 3, 1, 0, 0, 0, 0, 0],
    captured: [47, 40],
    toMove: 0,
    options: {},
  };
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(state));
  assert.deepEqual((await readBoard(page)).legal, [7, 8]);
  await page.click("[data-action=hint]");
  await page.waitForSelector("[data-board-host] [data-pit][data-hint]", { timeout: 10000 });
  assert.deepEqual(
    await page.evaluate(() =>
      [...document.querySelectorAll("[data-pit][data-hint]")].map((n) => Number(n.dataset.pit)),
    ),
    [8],
  );
  const words = await page.locator("[data-hint-text]").textContent();
  assert.match(words, /your pit 6/);
  assert.match(words, /captures 4 seeds/);
  // The game ends at once with South's 51 against North's 40: a proven win by 11 seeds. The
  // other sowing (pit 7) is proven lost by the engine; its line is not worked out here.
  assert.match(words, /This wins by 11 seeds, whatever your opponent does\./);
  assert.match(
    await page.locator("[data-board-host] [data-pit='8'] .mb-tag").textContent(),
    /hint/,
  );
  await page.waitForFunction(() =>
    /captures 4 seeds/.test(document.querySelector(".mb-live").textContent),
  );
  await page.click("[data-lang=pt]");
  await page.waitForFunction(() => document.documentElement.lang === "pt");
  const pt = await page.locator("[data-hint-text]").textContent();
  assert.match(pt, /a sua casa 6/);
  assert.match(pt, /captura 4 sementes/);
  assert.equal(
    pt,
    "Sugestão: a sua casa 6 — captura 4 sementes. Esta jogada garante a vitória por 11 sementes, faça o adversário o que fizer. Todas as outras jogadas perdem.",
  );
  await page.click("[data-lang=en]");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  // Playing takes the hint away.
  await page.click('[data-board-host] [data-pit="7"]');
  await page.waitForSelector("[data-board-host]:not([data-busy])");
  assert.equal(await page.locator("[data-pit][data-hint]").count(), 0);
  assert.equal(await page.locator("[data-hint-text]").isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test("against the computer: the hint marks a legal pit; undo takes back its reply and your move", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await newGameAgainstComputer(page, { level: "intermediate" });
  for (const pit of [9, 11]) {
    await personsTurn(page);
    const legal = (await readBoard(page)).legal;
    await page.click(`[data-board-host] [data-pit="${legal.includes(pit) ? pit : legal[0]}"]`);
  }
  await personsTurn(page);
  const before = await saved(page, "al-manqala");
  assert.equal(before.actions.length, 4, "two moves each");

  // The hint: a legal pit, marked, with words; it can be asked for on the person's turn only.
  await page.click("[data-action=hint]");
  await page.waitForSelector("[data-pit][data-hint]", { timeout: 10000 });
  const board = await readBoard(page);
  const hinted = Number(await page.getAttribute("[data-pit][data-hint]", "data-pit"));
  assert.ok(board.legal.includes(hinted), `the hinted pit ${hinted} is legal`);
  assert.match(await page.locator("[data-hint-text]").textContent(), /^Hint: your pit \d — .+\./);

  // Undo: the computer's reply and the person's move go together.
  await page.click("[data-action=undo]");
  const after = await saved(page, "al-manqala");
  assert.deepEqual(after.actions, before.actions.slice(0, 2));
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "al-manqala", moves: after.actions }),
  );
  assert.equal((await readBoard(page)).toMove, 0);
  assert.equal(await page.locator("[data-pit][data-hint]").count(), 0, "undo takes the hint away");

  assert.deepEqual(errors, []);
  await page.close();
});

test("undo while the Master thinks stops its search: the move is taken back and no answer comes", async () => {
  const state = crowded(0);
  await clearStorage(env);
  const { page, errors } = await open(
    env,
    linkTo(state, "&speed=instant&opponent=computer&level=master"),
  );
  const closed = [];
  page.on("worker", (worker) => worker.on("close", () => closed.push(worker.url())));
  await page.click('[data-board-host] [data-pit="9"]');
  await page.waitForSelector(".mg[data-thinking]");
  // In one task of the page: the computer is still thinking when undo is clicked.
  const wasThinking = await page.evaluate(() => {
    const thinking = Boolean(document.querySelector(".mg").dataset.thinking);
    document.querySelector("[data-action=undo]").click();
    return thinking;
  });
  assert.equal(wasThinking, true, "undo came while the Master was thinking");
  assert.equal(
    await page.evaluate(() => Boolean(document.querySelector(".mg").dataset.thinking)),
    false,
  );
  await page.waitForTimeout(2500);
  assert.ok(
    closed.some((url) => unhashed(url).endsWith("/js/ai/worker.js")),
    "the search's worker was stopped",
  );
  assert.deepEqual((await saved(page, "al-manqala")).actions, []);
  assert.deepEqual(await shown(page), await expected(page, { state }));
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
]) {
  test(`screenshots of a game against the computer, thinking and with a hint (${name})`, async () => {
    await clearStorage(env);
    const { page, errors } = await open(
      env,
      linkTo(crowded(1), "&opponent=computer&level=strong"),
      viewport,
    );
    // Read in the same moment as data-thinking appears: the computer may be done a moment later.
    const thinking = await page.waitForFunction(() => {
      const game = document.querySelector(".mg[data-thinking]");
      const dots = game?.querySelector(".thinking");
      return (
        game && {
          dots: Boolean(dots?.checkVisibility()),
          status: document.querySelector("[data-status]").textContent,
        }
      );
    });
    const { dots, status } = await thinking.jsonValue();
    assert.equal(dots, true, "the thinking dots show");
    assert.match(status, /^The computer is thinking…/);
    await screenshot(page, `computer-thinking-${name}`);
    await personsTurn(page);
    await page.click("[data-action=hint]");
    await page.waitForSelector("[data-pit][data-hint]", { timeout: 10000 });
    assert.equal(await page.locator(".mg .thinking").isVisible(), false);
    await screenshot(page, `computer-hint-${name}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("a saved game with the computer to move resumes after a reload, and its share link keeps the seat", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=al-manqala&speed=instant");
  await newGameAgainstComputer(page, { level: "strong", first: "computer" });
  // The computer plays South and moves first.
  await personsTurn(page);
  const record = await saved(page, "al-manqala");
  assert.deepEqual(record.seats.computer, { player: 0, level: "strong" });
  assert.equal(record.actions.length, 1);
  assert.equal((await readBoard(page)).toMove, 1, "the person plays North");
  assert.match(
    await page.locator("[data-board-host] [data-pile='0'] .mb-pile-name").textContent(),
    /South \(computer\)/,
  );
  assert.match(
    await page.locator("[data-board-host] [data-pile='1'] .mb-pile-name").textContent(),
    /North \(you\)/,
  );

  // Saved with the computer to move (its first move not made yet): a reload resumes the
  // game and the computer moves.
  await page.evaluate(
    (r) =>
      localStorage.setItem(
        "mancala-heritage:game:al-manqala",
        JSON.stringify({ ...r, actions: [] }),
      ),
    record,
  );
  await page.reload();
  await page.waitForSelector("html[data-ready]");
  await personsTurn(page);
  const resumed = await saved(page, "al-manqala");
  assert.equal(resumed.actions.length, 1, "after the reload the computer made its first move");
  assert.deepEqual(resumed.seats.computer, { player: 0, level: "strong" });
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "al-manqala", moves: resumed.actions }),
  );

  // The game's link carries the record, with the computer's seat and level.
  await page.click("[data-action=share]");
  const url = new URL(await page.inputValue("[data-share-url]"));
  const seats = JSON.parse(Buffer.from(url.searchParams.get("seats"), "base64url").toString());
  assert.deepEqual(seats.computer, { player: 0, level: "strong" });
  await clearStorage(env);
  const other = await open(env, url.search);
  assert.deepEqual(
    await shown(other.page),
    await expected(other.page, { variant: "al-manqala", moves: resumed.actions }),
  );
  assert.match(await other.page.locator("[data-status]").textContent(), /^Your move/);
  assert.match(
    await other.page.locator("[data-board-host] [data-pile='1'] .mb-pile-name").textContent(),
    /North \(you\)/,
  );
  assert.deepEqual((await saved(other.page, "al-manqala")).seats.computer, {
    player: 0,
    level: "strong",
  });
  assert.deepEqual(other.errors, []);
  await other.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test("Mangala IV: the computer is offered with the house rule, or through the ritual, where it takes the winning row", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?game=mangala-iv&speed=instant");
  // The dialog: traditional rules with the computer mean the ritual; with the house rule,
  // the level and who starts are chosen instead.
  await page.click("[data-action=new]");
  await page.check("[data-dialog] input[name=opponent][value=computer]");
  assert.equal(await page.locator("[data-dialog] [data-forced-note]").isVisible(), true);
  assert.equal(await page.locator("[data-dialog] [data-level]").isVisible(), false);
  assert.equal(await page.locator("[data-dialog] input[name=ritual]").isChecked(), true);
  assert.equal(await page.locator("[data-dialog] input[name=ritual]").isDisabled(), true);
  await page.check("[data-dialog] input[name=freeChoice]");
  assert.equal(await page.locator("[data-dialog] [data-level]").isVisible(), true);
  assert.equal(await page.locator("[data-dialog] [data-first]").isVisible(), true);
  assert.equal(await page.locator("[data-dialog] input[name=ritual]").isVisible(), false);
  await page.uncheck("[data-dialog] input[name=freeChoice]");

  // The person guesses; the computer hides two pieces (the page's random numbers are fixed
  // here) and the person calls odd: wrong, so the computer, the hider, assigns the rows.
  await page.evaluate(() => {
    Math.random = () => 0.9;
  });
  await page.click("[data-dialog] [data-choice=start]");
  await page.click("[data-ritual=you-guess]");
  await page.click("[data-ritual=odd]");
  await page.waitForSelector("[data-ritual-step=reveal]");
  const scene = await page.locator("[data-panel]").textContent();
  assert.match(scene, /two pieces/);
  assert.match(scene, /Wrong guess/);
  // Our own Game plays the forced game out: the computer must take the winner's row.
  const winner = await page.evaluate(() => {
    const g = new window.wasmBindings.Game("mangala-iv", {});
    const { winner } = g.foresee();
    g.free();
    return winner;
  });
  const computerSouth = winner !== 1;
  assert.equal(
    await page.getAttribute("[data-ritual-computer]", "data-ritual-computer"),
    computerSouth ? "bottom" : "top",
  );
  await page.click("[data-ritual=play]");
  await personsTurn(page);
  const names = await page.locator("[data-board-host] .mb-pile-name").allTextContents();
  assert.ok(
    names.some((n) => n === (computerSouth ? "South (computer)" : "North (computer)")),
    names.join(", "),
  );
  const record = await saved(page, "mangala-iv");
  assert.deepEqual(record.seats.computer.player, computerSouth ? 0 : 1);
  // Every move is forced; the computer plays its own, the person theirs, to the end.
  for (let i = 0; i < 400 && !(await readBoard(page)).over; i += 1) {
    const b = await readBoard(page);
    await page.click(`[data-board-host] [data-pit="${b.legal[0]}"]`);
    await personsTurn(page);
  }
  const end = await readBoard(page);
  assert.equal(end.over, true);
  const result = await page.evaluate(
    () => document.querySelector("[data-dialog] [data-winner]")?.dataset.winner,
  );
  assert.equal(
    result,
    winner === null ? "draw" : String(winner),
    "the forced game ended as foreseen",
  );
  assert.equal(
    winner === null || winner === (computerSouth ? 0 : 1),
    true,
    "the computer holds the winning row",
  );
  assert.deepEqual(errors, []);
  await page.close();
});
