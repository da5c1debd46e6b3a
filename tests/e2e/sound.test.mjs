// The sound of seeds (issue 10): `AudioContext` is replaced, in every frame, by a recording
// stub (an init script). Each sound is one AudioBufferSourceNode started once, told apart by
// its length (docs/testing.md#sound): a seed's click is shorter than 0.2 s, a capture's sound
// lasts 0.3 to 1 s, the end's 1.5 s or more. At every start the stub notes the counts the
// board shows, so a click can be matched to the seed the animation has just dropped.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  idle,
  linkTo,
  screenshot,
  DESKTOP,
  PHONE,
  elementReady,
} from "./board-helpers.mjs";
import { openPage } from "./harness.mjs";

const env = useBrowser();

/** The recording stub, run in every frame before the page's own scripts. */
function stubAudio() {
  const log = [];
  window.soundLog = log;
  const node = () => ({ connect: (n) => n, disconnect() {} });
  /** The counts the board in this document shows, or null (a board in a shadow root). */
  const board = () => {
    const pits = [...document.querySelectorAll("[data-board-host] [data-pit]")];
    return pits.length
      ? Object.fromEntries(pits.map((p) => [p.dataset.pit, Number(p.dataset.seeds)]))
      : null;
  };
  class RecordingContext {
    constructor() {
      this.state = "suspended";
      this.sampleRate = 44100;
      this.destination = node();
      this.born = performance.now();
      log.push({ type: "context", activated: navigator.userActivation.hasBeenActive });
    }
    get currentTime() {
      return (performance.now() - this.born) / 1000;
    }
    resume() {
      this.state = "running";
      return Promise.resolve();
    }
    suspend() {
      this.state = "suspended";
      return Promise.resolve();
    }
    close() {
      this.state = "closed";
      return Promise.resolve();
    }
    createGain() {
      return { ...node(), gain: { value: 1 } };
    }
    createBuffer(channels, length, sampleRate) {
      const data = new Float32Array(length);
      return {
        numberOfChannels: channels,
        length,
        sampleRate,
        duration: length / sampleRate,
        getChannelData: () => data,
      };
    }
    createBufferSource() {
      const ctx = this;
      const source = {
        ...node(),
        buffer: null,
        start() {
          const data = source.buffer.getChannelData(0);
          let peak = 0;
          let sum = 0;
          for (const x of data) {
            peak = Math.max(peak, Math.abs(x));
            sum += x * x;
          }
          const mover = document.querySelector("[data-board-host]")?.dataset.toMove;
          log.push({
            type: "start",
            running: ctx.state === "running",
            seconds: source.buffer.duration,
            peak,
            sum,
            board: board(),
            mover,
          });
        },
        stop() {},
      };
      return source;
    }
  }
  window.AudioContext = RecordingContext;
  window.webkitAudioContext = RecordingContext;
}

let stubbed = null;
/** Installs the stub in the browser once (each test calls it first). */
const stub = () => (stubbed ||= env.browser.context.addInitScript(stubAudio));

const kindOf = (s) =>
  s.seconds < 0.2 ? "click" : s.seconds <= 1 ? "capture" : s.seconds >= 1.5 ? "end" : "?";

/** The sounds started in a page or frame so far: [{ kind, seconds, peak, sum, board }]. */
async function sounds(target) {
  const log = await target.evaluate(() => window.soundLog);
  return log.filter((e) => e.type === "start").map((e) => ({ kind: kindOf(e), ...e }));
}

const kinds = async (target) => (await sounds(target)).map((s) => s.kind);

/** Clicks a pit of the board in a page or frame and waits for its sowing to end. */
async function sow(target, pit) {
  await target.click(`[data-board-host] [data-pit="${pit}"]`);
  await idle(target);
}

const zeros = () => Array(14).fill(0);

/** An Al-manqala position (98 seeds in all), South to move: pit 9 holds 2, pit 8 holds 11,
 * pit 7 holds 1, North's pit 3 holds 5 (so North can move after). */
function captureState(piles) {
  const pits = zeros();
  pits[9] = 2;
  pits[8] = 11;
  pits[7] = 1;
  pits[3] = 5;
  return { variant: "al-manqala", pits, captured: piles, toMove: 0 };
}

/** Opens `path` (a query of index.html, or another page of the build) with the stub and fresh
 * storage, runs fn(page), then expects no error on the page. */
async function onPage(path, fn, viewport = DESKTOP) {
  await stub();
  await clearStorage(env);
  const { page, errors } = await open(env, path, viewport);
  await fn(page);
  assert.deepEqual(errors, []);
  await page.close();
}

test("Al-manqala's first sowing: one click per seed, each as the animation drops it, none alike", () =>
  onPage("?game=al-manqala&speed=normal", async (page) => {
    // Al-manqala starts with 7 seeds in every pit. South lifts pit 13 (7 seeds) and sows one lap
    // in sowing order: 12, 11, 10, 9, 8, 7, then 0 (next(7) = 0). Each of those pits goes 7 -> 8.
    // The last seed makes pit 0 hold 8, not 2 or 4: no capture, and the game goes on.
    // So: 7 clicks, no capture sound, no end sound; at the k-th click the board shows k pits
    // holding 8 (the seeds dropped so far) and pit 13 empty.
    assert.equal(
      await page.getAttribute("[data-action=sound]", "aria-pressed"),
      "true",
      "on by default on the page",
    );
    await sow(page, 13);
    const played = await sounds(page);
    assert.deepEqual(
      played.map((s) => s.kind),
      Array(7).fill("click"),
    );
    const order = [12, 11, 10, 9, 8, 7, 0];
    played.forEach((s, k) => {
      assert.equal(s.board[13], 0, `pit 13 is lifted before click ${k + 1}`);
      assert.equal(s.board[order[k]], 8, `click ${k + 1}: pit ${order[k]} has its seed`);
      assert.equal(
        Object.values(s.board).filter((n) => n === 8).length,
        k + 1,
        `click ${k + 1} sounds with the ${k + 1}th seed`,
      );
      assert.ok(s.peak > 0, "a click is not silence");
    });
    // The seeded jitter: no two clicks of the sowing are the same sound.
    assert.equal(new Set(played.map((s) => s.sum.toFixed(6))).size, 7);
    const log = await page.evaluate(() => window.soundLog);
    assert.ok(
      log.filter((e) => e.type === "context").every((e) => e.activated),
      "the AudioContext came after a gesture",
    );
  }));

test("a capture has its own sound, and seeds into a fuller pit sound fuller", () =>
  onPage(linkTo(captureState([40, 39]), "&speed=normal"), async (page) => {
    // South sows pit 9 (2 seeds): into 8 (11 -> 12) and 7 (1 -> 2). The last seed makes pit 7
    // hold 2: captured. prev(7) = 8 holds 12, neither 2 nor 4: the chain stops. South's pile
    // 40 -> 42, short of 50: the game goes on. So: click, click, one capture sound, no end;
    // the first click (a pit of 12 seeds) is fuller — longer — than the second (a pit of 2).
    await sow(page, 9);
    assert.deepEqual((await readBoard(page)).piles, [42, 39]);
    const played = await sounds(page);
    assert.deepEqual(
      played.map((s) => s.kind),
      ["click", "click", "capture"],
    );
    assert.ok(
      played[0].seconds > played[1].seconds,
      `12 seeds (${played[0].seconds} s) ring longer than 2 (${played[1].seconds} s)`,
    );
    assert.equal(played[0].board[8], 12, "the first click: the seed into pit 8");
    assert.equal(played[1].board[7], 2, "the second click: the seed into pit 7");
    assert.equal(played[2].board[7], 0, "the capture sounds as pit 7's two seeds are taken");
    assert.ok(played[2].peak > 0);
  }));

test("the end of the game has its own sound", () =>
  onPage(linkTo(captureState([48, 31]), "&speed=normal"), async (page) => {
    // The same sowing with South's pile at 48: the capture of 2 makes it 50, and the game ends
    // at once (a pile of 50 or more wins). So: click, click, capture, end.
    await sow(page, 9);
    assert.equal((await readBoard(page)).over, true);
    assert.deepEqual(await kinds(page), ["click", "click", "capture", "end"]);
  }));

test("a game ended by agreement has the end sound too", () =>
  onPage("?game=al-manqala&speed=normal", async (page) => {
    // At the start, South says the seeds cycle and North agrees: the 98 seeds are divided
    // 49–49 (docs/rules.md#equal-division), each player taking the 7 pits of 7 seeds of their
    // own row, and the division is drawn like a sowing: 14 captures, then the end, once.
    await page.click("[data-action=cycle]");
    await page.click("[data-dialog] [data-choice=agree]");
    await page.waitForSelector("[data-dialog][data-kind=end][open]");
    assert.deepEqual(await kinds(page), [...Array(14).fill("capture"), "end"]);
  }));

test("nothing plays before a person's first gesture: the computer's opening sowing is silent", () =>
  onPage(
    "?game=al-manqala&opponent=computer&first=computer&level=beginner&speed=fast",
    async (page) => {
      // The computer plays South and moves first; no one has touched the page yet.
      await page.waitForFunction(
        () => {
          const root = document.querySelector("[data-board-host]");
          return (
            root.dataset.toMove === "1" &&
            !root.hasAttribute("data-busy") &&
            root.querySelector("[data-legal]")
          );
        },
        null,
        { timeout: 20000 },
      );
      const moved = await readBoard(page);
      assert.notDeepEqual(moved.pits, Array(14).fill(7), "the computer has sown");
      assert.deepEqual(await page.evaluate(() => window.soundLog), [], "no AudioContext, no sound");
      // The person's first click wakes the sound. Al-manqala has no relay: a sowing drops exactly
      // the seeds it lifted, one click each (whatever it captures sounds apart). The computer may
      // answer at once: its sowing is the one drawn with South to move.
      const pit = moved.legal[0];
      const seeds = moved.pits[pit];
      await sow(page, pit);
      const played = (await sounds(page)).filter((s) => s.mover === "1");
      assert.equal(
        played.filter((s) => s.kind === "click").length,
        seeds,
        "one click per seed of the person's sowing",
      );
      assert.ok((await page.evaluate(() => window.soundLog))[0].activated);
    },
  ));

test("muted, nothing plays; the choice is remembered after a reload", () =>
  onPage("?game=al-manqala&speed=fast", async (page) => {
    const button = page.locator("[data-action=sound]");
    assert.equal(await button.getAttribute("aria-pressed"), "true");
    assert.equal(await button.evaluate((b) => b.textContent), "Sound");
    await button.click();
    assert.equal(await button.getAttribute("aria-pressed"), "false");
    await sow(page, 13);
    assert.deepEqual(await kinds(page), []);
    await page.reload();
    await page.waitForSelector("html[data-ready]");
    assert.equal(await button.getAttribute("aria-pressed"), "false", "still muted after a reload");
    // North sows pit 0: 7 + the last seed of South's lap = 8 seeds, into 1 … 6, 13, 12.
    await sow(page, 0);
    assert.deepEqual(await kinds(page), []);
    // On again: South sows pit 11 (8 seeds) into 10, 9, 8, 7, 0, 1, 2, 3. The last makes pit 3
    // hold 9 (7, +1 from North's sowing, +1): no capture. 8 clicks.
    await button.click();
    assert.equal(await button.getAttribute("aria-pressed"), "true");
    assert.equal((await readBoard(page)).pits[11], 8);
    await sow(page, 11);
    assert.deepEqual(await kinds(page), Array(8).fill("click"));
  }));

test("nothing plays at speed=instant", () =>
  onPage("?game=al-manqala&speed=instant", async (page) => {
    await sow(page, 13);
    assert.deepEqual(await kinds(page), []);
  }));

// Each case: the embed's query, the sound button's aria-pressed (null: no button), the clicks of
// pit 13's sowing (7 seeds, 7 clicks: worked out in the first test) or none.
for (const [query, pressed, clicks] of [
  ["", "false", 0],
  ["&sound=1", "true", 7],
  ["&kiosk=1", null, 0],
  ["&kiosk=1&sound=1", "true", 7],
]) {
  test(`embed.html?…${query || " (no sound parameter)"}: ${clicks ? "sounds" : "silent"}`, () =>
    onPage(`embed.html?game=al-manqala&speed=fast${query}`, async (page) => {
      const button = page.locator("[data-action=sound]");
      assert.equal(await button.count(), pressed === null ? 0 : 1);
      if (pressed !== null) assert.equal(await button.getAttribute("aria-pressed"), pressed);
      await sow(page, 13);
      assert.deepEqual(await kinds(page), Array(clicks).fill("click"));
    }));
}

test("a kiosk with sound=1 is silent in attract mode, and sounds again for the next visitor", () =>
  onPage(
    "embed.html?game=al-manqala&kiosk=1&sound=1&idle=0.05&countdown=1&speed=fast",
    async (page) => {
      // A visitor sows pit 13: 7 clicks (the first test's working).
      await sow(page, 13);
      assert.deepEqual(await kinds(page), Array(7).fill("click"));
      // Left alone for 3 s, the computer plays both sides at the slow pace (400 ms a seed): two
      // seconds of its sowing drop several seeds, and not one is heard.
      await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
      await page.waitForSelector("[data-board-host][data-busy]", { timeout: 10000 });
      await page.waitForTimeout(2000);
      assert.equal((await kinds(page)).length, 7, "attract mode plays no sound");
      // A touch gives the next visitor a fresh game (7 in every pit): pit 13 sounds again.
      await page.mouse.click(640, 400);
      await page.waitForFunction(() => !document.querySelector(".mg").dataset.attract);
      await idle(page);
      await sow(page, 13);
      assert.deepEqual(await kinds(page), Array(14).fill("click"));
    },
  ));

test('<mancala-board sound="1">: the element\'s attribute turns the sound on', async () => {
  await stub();
  const { page, errors } = await openPage(env.browser.context, `${env.url}museum.html`, {
    viewport: DESKTOP,
  });
  await elementReady(page);
  await page.evaluate(() => {
    for (const [id, sound] of [
      ["quiet", null],
      ["loud", "1"],
    ]) {
      const el = document.createElement("mancala-board");
      el.id = id;
      el.setAttribute("variant", "al-manqala");
      el.setAttribute("speed", "fast");
      el.setAttribute("lang", "en");
      if (sound) el.setAttribute("sound", sound);
      document.body.append(el);
    }
  });
  await elementReady(page, "#quiet");
  await elementReady(page, "#loud");
  const settled = (id) =>
    page.waitForFunction(
      (id) =>
        !document
          .querySelector(id)
          .shadowRoot.querySelector("[data-board-host]")
          .hasAttribute("data-busy"),
      id,
      { timeout: 20000 },
    );
  assert.equal(
    await page.locator("#quiet [data-action=sound]").getAttribute("aria-pressed"),
    "false",
  );
  await page.click('#quiet [data-board-host] [data-pit="13"]');
  await settled("#quiet");
  assert.deepEqual(await kinds(page), []);
  assert.equal(
    await page.locator("#loud [data-action=sound]").getAttribute("aria-pressed"),
    "true",
  );
  await page.click('#loud [data-board-host] [data-pit="13"]');
  await settled("#loud");
  assert.deepEqual(await kinds(page), Array(7).fill("click"));
  assert.deepEqual(errors, []);
  await page.close();
});

// The button in every language: its name (the language's own word) and state as a screen reader
// gets them, on screen at 360 px; screenshots at 1280 px and, for Arabic, right to left.
for (const [lang, viewport, shot] of [
  ["en", DESKTOP, "sound-desktop"],
  ["en", PHONE, "sound-phone"],
  ["pt", PHONE, null],
  ["tr", PHONE, null],
  ["ar", PHONE, "sound-arabic-phone"],
  ["kn", PHONE, "sound-kannada-phone"],
]) {
  test(`the sound button in ${lang} at ${viewport.width} px`, () =>
    onPage(
      `?game=al-manqala&speed=instant&lang=${lang}`,
      async (page) => {
        const words = (await import(`../../www/js/i18n/${lang}.js`)).default;
        const button = page.getByRole("button", { name: words.sound, exact: true, pressed: true });
        assert.equal(await button.count(), 1, `a pressed button named "${words.sound}"`);
        const box = await button.boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, "the button is on screen");
        assert.ok(box.height >= 44, "a large enough target");
        if (shot) await screenshot(page, shot);
      },
      viewport,
    ));
}
