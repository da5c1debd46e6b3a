// The voice (issue 22): `speechSynthesis` and `SpeechSynthesisUtterance` are replaced, in every
// page of this file's browser, by a recording stub (an init script) whose device has these
// voices:
//   "Net Portuguese"  pt-BR, a network voice, the device's default — never to be used
//   "Local Portuguese" pt-PT, local
//   "Local English"   en-US, local, default
//   "Local Turkish"   tr_TR (an underscore, as some systems write it), local
//   "Local Arabic"    ar-SA, local
//   "Net Kannada"     kn-IN, a network voice only: Kannada has no voice on this device
// The stub records each utterance's text, lang and voice, and each cancel.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open as openAt,
  clearStorage,
  idle,
  linkTo,
  screenshot,
  DESKTOP,
  PHONE,
  ENDING,
} from "./board-helpers.mjs";
import { wcagViolations } from "./wcag.mjs";

const env = useBrowser();

function stubSpeech() {
  const log = [];
  window.speechLog = log;
  const voice = (name, lang, localService, isDefault = false) => ({
    name,
    lang,
    localService,
    default: isDefault,
    voiceURI: name,
  });
  const voices = [
    voice("Net Portuguese", "pt-BR", false, true),
    voice("Local Portuguese", "pt-PT", true),
    voice("Local English", "en-US", true, true),
    voice("Local Turkish", "tr_TR", true),
    voice("Local Arabic", "ar-SA", true),
    voice("Net Kannada", "kn-IN", false),
  ];
  class Utterance {
    constructor(text) {
      this.text = text;
      this.lang = "";
      this.voice = null;
    }
  }
  const synth = new EventTarget();
  Object.assign(synth, {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices.slice(),
    speak: (u) =>
      log.push({
        text: u.text,
        lang: u.lang,
        voice: u.voice && u.voice.name,
        local: u.voice && u.voice.localService,
      }),
    cancel: () => log.push({ cancel: true }),
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", {
    value: Utterance,
    configurable: true,
  });
}

/** @type {Promise<void> | null} */
let stubbed = null;
/** Opens a page of the browser (its init script added once, before the first). */
const open = (...args) =>
  (stubbed ||= env.browser.context.addInitScript(stubSpeech)).then(() => openAt(...args));

/** What was spoken (the cancels left out). */
const spoken = (page) => page.evaluate(() => window.speechLog.filter((e) => !e.cancel));
const log = (page) => page.evaluate(() => window.speechLog.slice());
const liveText = (page) => page.textContent("[data-board-host] .mb-live");

// An Al-manqala ending worked out by hand from docs/rules.md (the same as critique.test.mjs).
// ENDING (board-helpers.mjs): South sows pit 8, its place 6, into pit 7, its place 7, captures
// 4 seeds and wins 50–41 at once.
test("voice=1: the sowing, the capture, the end and the result, in English with the local voice", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&voice=1&lang=en"));
  assert.equal(await page.getAttribute("[data-action=voice]", "aria-pressed"), "true");
  await page.waitForSelector(".mg[data-voice=on]");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await page.waitForFunction(() => window.speechLog.some((e) => /wins/.test(e.text || "")));
  const said = await spoken(page);
  // The sowing's words, as docs/rules.md gives the move, then the result in the end dialog:
  // South's pile 46 + 4 = 50, North's 41.
  assert.equal(said.length, 2, JSON.stringify(said));
  assert.equal(
    said[0].text,
    "South sows pit 6 (1 seed). South captures 4 seeds from South's pit 7. The game is over: a pile reached 50 seeds.",
  );
  assert.equal(said[1].text, "South wins. South: 50 · North: 41.");
  // Each is on screen: the live region's words in the caption under the board, the result in
  // the dialog.
  assert.equal((await liveText(page)).trim(), said[0].text);
  assert.equal(await page.textContent("[data-voice-said]"), said[0].text);
  assert.equal(await page.isVisible("[data-voice-said]"), true);
  assert.equal(await page.textContent("[data-dialog] [data-winner]"), "South wins");
  assert.equal(await page.textContent("[data-dialog] [data-end-piles]"), "South: 50 · North: 41");
  for (const s of said) {
    assert.equal(s.voice, "Local English");
    assert.equal(s.lang, "en-US");
    assert.equal(s.local, true);
  }
  // The sowing started: what might still have been said was dropped first.
  const all = await log(page);
  const first = all.findIndex((e) => e.text);
  assert.ok(
    all.slice(0, first).some((e) => e.cancel),
    JSON.stringify(all),
  );
  await screenshot(page, "voice-end-desktop");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the voice is off by default: nothing is spoken, and its code is not fetched", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&lang=en"));
  assert.equal(await page.getAttribute("[data-action=voice]", "aria-pressed"), "false");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await idle(page);
  assert.deepEqual(await spoken(page), []);
  assert.equal(await page.isVisible("[data-voice-said]").catch(() => false), false);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((r) => r.name),
  );
  assert.equal(
    fetched.some((url) => /\/voice(-[A-Z0-9]{8})?\.js$/.test(url)),
    false,
    "voice.js is not fetched",
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("the header's button turns the voice on and off", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&lang=en"));
  await page.click("[data-action=voice]");
  // The voice is fetched at this first press (game/features.js), which it then takes.
  await page.waitForSelector("[data-action=voice][aria-pressed=true]");
  await page.waitForSelector(".mg[data-voice=on]");
  await page.click("[data-action=voice]");
  assert.equal(await page.getAttribute("[data-action=voice]", "aria-pressed"), "false");
  await page.waitForFunction(() => !document.querySelector(".mg").dataset.voice);
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await idle(page);
  assert.deepEqual(await spoken(page), [], "off again: nothing said");
  assert.deepEqual(errors, []);
  await page.close();
});

test("Portuguese: the local pt-PT voice, never the network one the device prefers", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&voice=1&lang=pt"));
  await page.waitForSelector(".mg[data-voice=on]");
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await page.waitForFunction(() => window.speechLog.some((e) => e.text));
  const said = await spoken(page);
  assert.ok(said.length >= 1);
  for (const s of said) {
    assert.equal(s.voice, "Local Portuguese");
    assert.equal(s.lang, "pt-PT");
  }
  // The Portuguese words: the sowing begins "O Sul semeia" (pt.js), not English.
  assert.match(said[0].text, /Sul/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Turkish and Arabic find their local voices (tr_TR, ar-SA)", async () => {
  for (const [lang, name] of [
    ["tr", "Local Turkish"],
    ["ar", "Local Arabic"],
  ]) {
    await clearStorage(env);
    const { page, errors } = await open(env, linkTo(ENDING, `&speed=instant&voice=1&lang=${lang}`));
    await page.waitForSelector(".mg[data-voice=on]");
    await page.click("[data-board-host] [data-pit='8']");
    await page.waitForFunction(() => window.speechLog.some((e) => e.text));
    const said = await spoken(page);
    assert.equal(said[0].voice, name, lang);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("Kannada has only a network voice: nothing is spoken, a notice says so, the words stay on screen", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&voice=1&lang=kn"), PHONE);
  await page.waitForSelector(".mg[data-voice=none]");
  const notice = page.locator('.notices [data-notice="voice"]');
  assert.equal(await notice.isVisible(), true);
  assert.match(await notice.textContent(), /ಕನ್ನಡ/);
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await idle(page);
  assert.deepEqual(await spoken(page), [], "no voice of Kannada: nothing said, no other voice");
  assert.equal(
    (await page.textContent("[data-voice-said]")).trim(),
    (await liveText(page)).trim(),
    "the caption shows what the live region says",
  );
  await page.keyboard.press("Escape");
  await screenshot(page, "voice-none-kn-phone");
  // Another language with a voice takes the notice away.
  await page.click("[data-lang=en]");
  await page.waitForSelector(".mg[data-voice=on]");
  assert.equal(await notice.count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test("no voice, on a phone: the words said are on the screen beside the board, not under the move list (issue 31)", async () => {
  await clearStorage(env);
  const phone = { width: 390, height: 844 };
  const { page, errors } = await open(env, "?speed=instant&voice=1&lang=kn", phone);
  await page.waitForSelector(".mg[data-voice=none]");
  await page.click("[data-board-host] [data-pit='10']");
  await idle(page);
  await page.waitForFunction(() => document.querySelector("[data-voice-said]").textContent.trim());
  const look = await page.evaluate(() => {
    const rect = (s) => document.querySelector(s).getBoundingClientRect();
    const said = rect("[data-voice-said]");
    return {
      said: { top: said.top, bottom: said.bottom },
      board: rect("[data-board-host]").bottom,
      moves: rect("[data-moves]").top,
      height: innerHeight,
    };
  });
  assert.ok(look.said.top >= look.board, "under the board");
  assert.ok(look.said.bottom <= look.height, `on the screen: ${JSON.stringify(look)}`);
  assert.ok(look.said.bottom <= look.moves, "before the move list");
  await screenshot(page, "voice-none-kn-phone-words");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a lesson's steps are spoken as they show", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, "?lesson=al-manqala&voice=1&lang=en&speed=instant");
  await page.waitForSelector('.mg[data-lesson-phase="try"]');
  const step = (await page.textContent("[data-lesson-say]")).trim();
  await page.waitForFunction((text) => window.speechLog.some((e) => e.text === text), step);
  await page.click('[data-lesson-action="show"]');
  await page.waitForSelector('.mg[data-lesson-phase="done"]');
  const done = (await page.textContent("[data-lesson-done]")).trim();
  await page.waitForFunction((text) => window.speechLog.some((e) => e.text === text), done);
  await page.click('[data-lesson-action="next"]');
  await page.waitForSelector('.mg[data-lesson="al-manqala:2"]');
  const next = (await page.textContent("[data-lesson-say]")).trim();
  await page.waitForFunction((text) => window.speechLog.some((e) => e.text === text), next);
  // A new step drops what was still to be said: a cancel comes right before its words.
  const all = await log(page);
  const at = all.findIndex((e) => e.text === next);
  assert.deepEqual(all[at - 1], { cancel: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("a new game drops what the voice still had to say", async () => {
  await clearStorage(env);
  const { page, errors } = await open(env, linkTo(ENDING, "&speed=instant&voice=1&lang=en"));
  await page.click("[data-board-host] [data-pit='8']");
  await page.waitForSelector("[data-dialog][data-kind=end][open]");
  await page.waitForFunction(() => window.speechLog.some((e) => e.text));
  const before = (await log(page)).length;
  await page.click("[data-dialog] [data-choice=new]");
  await page.waitForSelector("[data-dialog][data-kind=new][open]");
  await page.click("[data-dialog] [data-choice=start]");
  await page.waitForFunction(() => !document.querySelector("[data-board-host][data-over]"));
  const after = (await log(page)).slice(before);
  assert.ok(
    after.some((e) => e.cancel),
    `a cancel once the new game is on the board: ${JSON.stringify(after)}`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("axe: the voice button and its notice (WCAG 2.2 AA)", async () => {
  for (const [lang, viewport] of [
    ["kn", PHONE],
    ["ar", DESKTOP],
  ]) {
    await clearStorage(env);
    const { page, errors } = await open(env, `?voice=1&lang=${lang}&speed=instant`, viewport);
    await page.waitForSelector(".mg[data-voice]");
    assert.deepEqual(
      await wcagViolations(page, [".top", ".notices", "[data-voice-said]"]),
      [],
      lang,
    );
    await screenshot(page, `voice-button-${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
