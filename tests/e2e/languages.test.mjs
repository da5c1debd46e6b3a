// The page in each language (issue 11): its words, a move announced in that language, the
// rules panel and the Mangala IV ritual; Arabic lays the page out right to left while the
// board keeps South at the bottom and sows counterclockwise; the bundled fonts draw Arabic
// and Kannada, and a visit in one language fetches no other language's words or fonts.
// Screenshots of every language on desktop and phone go to tests/e2e/artifacts/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, unhashed } from "./harness.mjs";
import {
  useBrowser,
  open,
  clearStorage,
  readBoard,
  idle,
  expected,
  shown,
  screenshot,
  seriousViolations,
  DESKTOP,
  PHONE,
} from "./board-helpers.mjs";
import { translator, loadWords, dirOf } from "../../www/js/i18n/index.js";
import { linkTo, elementReady } from "./board-helpers.mjs";

const env = useBrowser();
const LANGS = ["pt", "tr", "ar", "kn"];

/** The page in a language, a game, and the animation off. */
const openIn = (lang, game, viewport = DESKTOP, extra = "") =>
  open(env, `?lang=${lang}&game=${game}&speed=instant${extra}`, viewport);

/** The text of the first element matching selector. */
const text = (page, selector) => page.locator(selector).first().textContent();

for (const lang of LANGS) {
  test(`${lang}: the page, a move, the rules panel and the ritual speak ${lang}`, async () => {
    await loadWords(lang);
    const t = translator(lang);
    const { page, errors } = await openIn(lang, "ali-guli-mane");
    assert.deepEqual(
      await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        document.querySelector(".mg").dir,
      ]),
      [lang, dirOf(lang), dirOf(lang)],
    );
    assert.equal((await text(page, "[data-action=new]")).trim(), t("new"));
    assert.equal(
      (await text(page, "[data-status]")).trim(),
      t("status.toMove", { player: t("player.0") }),
    );

    // South sows pit 10, its 4th pit from the left (5 seeds): two people, so the seat's name.
    await page.click('[data-board-host] [data-pit="10"]');
    await idle(page);
    const said = await text(page, "[data-board-host] .mb-live");
    assert.ok(said.startsWith(t("say.sow", { player: t("player.0"), place: 4, n: 5 })), said);

    await page.click("[data-action=rules]");
    await page.waitForFunction(
      (title) => document.querySelector("[data-rules]")?.textContent.includes(title),
      t("rulesTitle"),
    );
    assert.match(await text(page, "[data-rules]"), new RegExp(t("heritageTitle")));
    await screenshot(page, `lang-${lang}-rules-desktop`);
    assert.deepEqual(errors, []);
    await page.close();

    // A first game of Mangala IV opens with its ritual.
    await clearStorage(env);
    const ritual = await open(env, `?lang=${lang}&speed=instant`, PHONE);
    await ritual.page.click("[data-game=mangala-iv]");
    await ritual.page.waitForSelector("[data-ritual-step=hide]");
    assert.equal((await text(ritual.page, ".ritual-title")).trim(), t("ritual.title"));
    await screenshot(ritual.page, `lang-${lang}-ritual-phone`);
    assert.deepEqual(ritual.errors, []);
    await ritual.page.close();
  });

  test(`${lang}: no text overflows its box on a phone (360 px) or a wide screen (1920 px)`, async () => {
    for (const [viewport, game] of [
      [PHONE, "al-manqala"],
      [{ width: 1920, height: 1080 }, "al-manqala"],
      [PHONE, "mangala-iv"],
    ]) {
      await clearStorage(env);
      // Al-manqala with its rules open; a first Mangala IV with its ritual against the computer.
      const { page, errors } = await openIn(
        lang,
        game,
        viewport,
        game === "al-manqala" ? "&rules=1" : "&opponent=computer",
      );
      await page.waitForSelector(game === "al-manqala" ? "[data-rules] h2" : "[data-ritual-step]");
      const over = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            ".mg button, .mg label, .mg h1, .mg h2, .mg h3, .mg p, .mg li, .mg [data-status], .mg .mb-pile-name",
          ),
        ]
          .filter(
            (n) =>
              n.offsetParent !== null &&
              n.scrollWidth > n.clientWidth + 1 &&
              getComputedStyle(n).overflowX === "visible",
          )
          .map(
            (n) =>
              `${n.tagName}.${n.className}: ${n.textContent.trim().slice(0, 40)} (${n.scrollWidth} > ${n.clientWidth})`,
          ),
      );
      assert.deepEqual(over, [], `${game}, ${viewport.width} px`);
      await screenshot(
        page,
        game === "mangala-iv"
          ? `lang-${lang}-mangala-ritual-phone`
          : viewport === PHONE
            ? `lang-${lang}-phone`
            : `lang-${lang}-wide`,
      );
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
}

test("Arabic mirrors the page, not the board: South at the bottom, pit 13 bottom left, a move by clicks", async () => {
  const { page, errors } = await openIn("ar", "ali-guli-mane");
  const layout = await page.evaluate(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    const board = document.querySelector("[data-board-host]");
    return {
      page: getComputedStyle(document.querySelector(".mg")).direction,
      board: getComputedStyle(board).direction,
      pit13: box('[data-pit="13"]'),
      pit7: box('[data-pit="7"]'),
      pit0: box('[data-pit="0"]'),
      pit6: box('[data-pit="6"]'),
      title: box(".title"),
      languages: box(".lang"),
    };
  });
  assert.equal(layout.page, "rtl");
  assert.equal(layout.board, "ltr");
  // South's row (13 … 7) runs left to right along the bottom; North's (6 … 0) along the top.
  assert.ok(layout.pit13.x < layout.pit7.x, "pit 13 is left of pit 7");
  assert.ok(layout.pit6.x < layout.pit0.x, "pit 6 is left of pit 0");
  assert.ok(layout.pit13.y > layout.pit6.y, "South's row is below North's");
  // The page mirrors: the title stands right of the language buttons.
  assert.ok(layout.title.x > layout.languages.x, "the header reads right to left");

  // The pit under South's first place (A) is pit 13: sow it by a click.
  await page.click('[data-board-host] [data-pit="13"]');
  await idle(page);
  assert.deepEqual(
    await shown(page),
    await expected(page, { variant: "ali-guli-mane", moves: [13] }),
  );
  assert.equal((await readBoard(page)).variant, "ali-guli-mane");
  await screenshot(page, "lang-ar-move-desktop");
  assert.deepEqual(errors, []);
  await page.close();
});

/** The fonts Chromium drew a node's text with: [{ familyName, glyphCount }]. */
async function fontsOf(page, selector, want) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  let fonts = [];
  for (let tries = 0; tries < 30; tries += 1) {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    ({ fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }));
    if (fonts.some((f) => want.test(f.familyName))) break;
    await page.waitForTimeout(100);
  }
  return fonts;
}

for (const [lang, script] of [
  ["ar", /Arabic/],
  ["kn", /Kannada/],
]) {
  test(`${lang}: the bundled fonts draw every letter of the words and the rules`, async () => {
    const { page, errors } = await openIn(lang, "ali-guli-mane", DESKTOP, "&rules=1");
    await page.waitForSelector("[data-rules] h2");
    for (const selector of ["[data-action=new]", "[data-status]", "[data-rules] .rules-part"]) {
      const fonts = await fontsOf(page, selector, script);
      const own = fonts.filter((f) => script.test(f.familyName));
      assert.ok(own.length > 0, `${selector}: ${JSON.stringify(fonts)}`);
      // Other fonts may draw spaces, digits and Latin words, never this script's letters.
      const letters = await page.evaluate(
        ([selector, source]) =>
          [...document.querySelector(selector).textContent].filter((c) =>
            new RegExp(source, "u").test(c),
          ).length,
        [selector, lang === "ar" ? "\\p{Script=Arabic}" : "\\p{Script=Kannada}"],
      );
      const all = (
        await page.evaluate((selector) => document.querySelector(selector).textContent, selector)
      ).length;
      const others = fonts
        .filter((f) => !script.test(f.familyName))
        .reduce((n, f) => n + f.glyphCount, 0);
      assert.ok(
        others <= all - letters,
        `${selector}: other fonts drew ${others} glyphs, more than the ${all - letters} characters outside the script: ${JSON.stringify(fonts)}`,
      );
      assert.ok(
        !fonts.some((f) => /Last ?Resort/i.test(f.familyName)),
        `${selector}: no empty boxes`,
      );
    }
    // Each file by its source name (the release build puts a content hash in it).
    const loaded = (
      await page.evaluate(() =>
        performance.getEntriesByType("resource").map((r) => r.name.split("/").pop()),
      )
    ).map(unhashed);
    assert.ok(
      loaded.includes(`noto-sans-${lang === "ar" ? "arabic" : "kannada"}-text.woff2`),
      loaded.join(" "),
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("on an English page the names in Kannada and Arabic are pictures of their text, and in forced colours their text", async () => {
  // The language picker's and the games' names in their own scripts are drawn by css/fonts.css
  // as pictures of the Noto Sans glyphs (css/fonts/names.svg, scripts/name-pictures.py), so an
  // English first visit fetches no font for them; their text stays in the page with its language. The test machine
  // has no Kannada or Arabic font of its own, like many gallery machines: in forced colours the
  // text shows, and the page's font stack brings the bundled text face (Chromium tells which
  // fonts drew the glyphs).
  const { page, errors } = await openIn("en", "ali-guli-mane");
  const names = [
    ['[data-game="ali-guli-mane"] .game-script', "ಅಳಿಗುಳಿ ಮನೆ", "kn", /Kannada/],
    ['[data-game="al-manqala"] .game-script', "المنقلة", "ar", /Arabic/],
    ["[data-lang=kn] .lang-name", "ಕನ್ನಡ", "kn", /Kannada/],
    ["[data-lang=ar] .lang-name", "العربية", "ar", /Arabic/],
  ];
  /** @param {string} selector */
  const mask = (selector) =>
    page.$eval(selector, (node) => {
      const style = getComputedStyle(node);
      return style.maskImage || style.webkitMaskImage;
    });
  for (const [selector, name, lang] of names) {
    assert.equal(await text(page, selector), name);
    assert.equal(await page.$eval(selector, (node) => node.closest("[lang]")?.lang), lang);
    assert.match(await mask(selector), /\/css\/fonts\/names(-[A-Z0-9]{8})?\.svg"\)$/, selector);
  }
  await screenshot(page, "names-en-desktop");
  /** The fonts the page fetched, by source name. */
  const fetched = async () =>
    (
      await page.evaluate(() =>
        performance.getEntriesByType("resource").map((r) => r.name.split("/").pop()),
      )
    )
      .map(unhashed)
      .filter((file) => file.endsWith(".woff2"));
  assert.deepEqual(await fetched(), [], "no font is fetched for the names");

  await page.emulateMedia({ forcedColors: "active" });
  for (const [selector, name, , script] of names) {
    assert.equal(await mask(selector), "none", selector);
    const fonts = await fontsOf(page, selector, script);
    const others = fonts
      .filter((f) => !script.test(f.familyName))
      .reduce((n, f) => n + f.glyphCount, 0);
    assert.ok(
      fonts.some((f) => script.test(f.familyName)),
      `the bundled font draws ${name}: ${JSON.stringify(fonts)}`,
    );
    assert.ok(others <= 1, `other fonts draw only the space: ${JSON.stringify(fonts)}`);
  }
  assert.deepEqual((await fetched()).sort(), [
    "noto-sans-arabic-text.woff2",
    "noto-sans-kannada-text.woff2",
  ]);
  await screenshot(page, "names-en-forced-colors-desktop");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a visit in English fetches no other language's words, texts or text fonts", async () => {
  const { page, errors } = await openIn("en", "al-manqala", DESKTOP, "&rules=1");
  await page.waitForSelector("[data-rules] h2");
  await page.waitForTimeout(300);
  // Each file by its source name (the release build puts a content hash in it).
  const loaded = (
    await page.evaluate(() =>
      performance.getEntriesByType("resource").map((r) => r.name.split("/").pop()),
    )
  ).map(unhashed);
  for (const file of [
    "pt.js",
    "tr.js",
    "ar.js",
    "kn.js",
    "texts-ar.js",
    "texts-kn.js",
    "noto-sans-arabic-text.woff2",
    "noto-sans-kannada-text.woff2",
  ]) {
    assert.ok(!loaded.includes(file), `${file} was fetched: ${loaded.join(" ")}`);
  }
  assert.ok(loaded.includes("texts-en.js"));
  assert.deepEqual(errors, []);
  await page.close();
});

test("against the computer, moves are announced as yours and the computer's", async () => {
  await clearStorage(env);
  const { page, errors } = await openIn(
    "en",
    "al-manqala",
    DESKTOP,
    "&opponent=computer&level=beginner",
  );
  // Al-manqala: 7 seeds a pit; South (the person) sows pit 10, 4th from South's left.
  await page.click('[data-board-host] [data-pit="10"]');
  const live = "[data-board-host] .mb-live";
  await page.waitForFunction(
    (live) => document.querySelector(live).textContent.startsWith("You sow your pit 4 (7 seeds)."),
    live,
  );
  await page.waitForFunction(
    (live) =>
      /^The computer sows its pit [1-7] \(\d+ seeds?\)\./.test(
        document.querySelector(live).textContent,
      ),
    live,
    { timeout: 20000 },
  );
  assert.match(await text(page, live), /Your move\.$/);
  assert.doesNotMatch(await text(page, live), /\(you\)|\(computer\)/);
  assert.deepEqual(errors, []);
  await page.close();
});

// Against the computer, in every language, written by hand: the status line before and after
// the computer's answer, the person's move (Al-manqala, 7 seeds a pit: South's pit 10 is its
// 4th from the left) and the computer's (any of its 7 pits, with however many seeds it held).
const AGAINST = {
  en: {
    yours: "Your move",
    sow: "You sow your pit 4 (7 seeds).",
    reply: /The computer sows its pit [1-7] \(\d+ seeds?\)\./,
    next: "Your move.",
  },
  pt: {
    yours: "É a sua vez",
    sow: "Semeia a sua casa 4 (7 sementes).",
    reply: /O computador semeia a casa [1-7] \(\d+ sementes?\)\./,
    next: "É a sua vez.",
  },
  tr: {
    yours: "Sıra sizde",
    sow: "4. kuyunuzu dağıtıyorsunuz (7 taş).",
    reply: /Bilgisayar [1-7]\. kuyusunu dağıtıyor \(\d+ taş\)\./,
    next: "Sıra sizde.",
  },
  ar: {
    yours: "دورك",
    sow: "توزّع من بيتك رقم 4 (7 حبّات).",
    reply: /يوزّع الحاسوب من بيته رقم [1-7] \((حبّة واحدة|حبّتان|\d+ حبّات|\d+ حبّة)\)\./,
    next: "دورك.",
  },
  kn: {
    yours: "ನಿಮ್ಮ ಸರದಿ",
    sow: "ನಿಮ್ಮ 4ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತೀರಿ (7 ಕಾಳುಗಳು).",
    reply: /ಕಂಪ್ಯೂಟರ್ ತನ್ನ [1-7]ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತದೆ \(\d+ ಕಾಳು(ಗಳು)?\)\./,
    next: "ನಿಮ್ಮ ಸರದಿ.",
  },
};

for (const [lang, want] of Object.entries(AGAINST)) {
  test(`${lang}: against the computer the status line and the moves say you and the computer`, async () => {
    await clearStorage(env);
    const { page, errors } = await openIn(
      lang,
      "al-manqala",
      PHONE,
      "&opponent=computer&level=beginner",
    );
    const status = () => page.locator("[data-status] .status-line").textContent();
    assert.equal(await status(), want.yours);
    await page.click('[data-board-host] [data-pit="10"]');
    const live = "[data-board-host] .mb-live";
    await page.waitForFunction(
      ([live, sow]) => document.querySelector(live).textContent.startsWith(sow),
      [live, want.sow],
    );
    await page.waitForFunction(
      ([live, source]) => new RegExp(source).test(document.querySelector(live).textContent),
      [live, want.reply.source],
      { timeout: 20000 },
    );
    const said = await text(page, live);
    assert.ok(said.endsWith(want.next), said);
    await page.waitForFunction(
      ([want]) => document.querySelector("[data-status] .status-line").textContent === want,
      [want.yours],
    );
    await screenshot(page, `lang-${lang}-computer-phone`);
    assert.doesNotMatch(
      `${said} ${await status()}`,
      /\((you|computer|você|jogador|computador|siz|bilgisayar|أنت|الحاسوب|ನೀವು|ಕಂಪ್ಯೂಟರ್)\)/,
      "no seat label such as (you) in a sentence",
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// The end against the computer, worked out by hand from docs/rules.md (Al-manqala): South (the
// person) has 48 seeds in its pile and one seed left, in pit 7 (its 7th pit); North's pit 0
// (its 1st) holds 1. South's only move sows pit 7's seed into pit 0, which then holds exactly 2:
// South takes them (pit 7 before it is empty, so the run stops), its pile reaches 50 and it
// wins. The other way round, North (the computer) to move with 48 sows its pit 6 (its 7th, 1
// seed) into South's pit 13 (its 1st, 1 seed) and wins. 93 seeds in all, fewer than 98.
const ENDS = {
  en: {
    said: "You sow your pit 7 (1 seed). You capture 2 seeds from the computer's pit 1. The game is over: a pile reached 50 seeds.",
    you: "You win",
    computer: "The computer wins",
    over: "Game over",
  },
  pt: {
    said: "Semeia a sua casa 7 (1 semente). Captura 2 sementes da casa 1 do computador. O jogo acabou: um monte chegou às 50 sementes.",
    you: "Ganhou",
    computer: "Ganhou o computador",
    over: "Fim do jogo",
  },
  tr: {
    said: "7. kuyunuzu dağıtıyorsunuz (1 taş). Bilgisayarın 1. kuyusundan 2 taş alıyorsunuz. Oyun bitti: bir hazine 50 taşa ulaştı.",
    you: "Kazandınız",
    computer: "Bilgisayar kazandı",
    over: "Oyun bitti",
  },
  ar: {
    said: "توزّع من بيتك رقم 7 (حبّة واحدة). تأكل حبّتين من بيت الحاسوب رقم 1. انتهت اللعبة: بلغت إحدى الكومتين 50 حبّة.",
    you: "فزت",
    computer: "فاز الحاسوب",
    over: "انتهت اللعبة",
  },
  kn: {
    said: "ನಿಮ್ಮ 7ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತೀರಿ (1 ಕಾಳು). ಕಂಪ್ಯೂಟರ್‌ನ 1ನೇ ಗುಳಿಯಿಂದ ನೀವು 2 ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತೀರಿ. ಆಟ ಮುಗಿಯಿತು: ಒಂದು ರಾಶಿ 50 ಕಾಳುಗಳನ್ನು ತಲುಪಿತು.",
    you: "ನೀವು ಗೆದ್ದಿರಿ",
    computer: "ಕಂಪ್ಯೂಟರ್ ಗೆದ್ದಿತು",
    over: "ಆಟ ಮುಗಿಯಿತು",
  },
};

for (const [lang, want] of Object.entries(ENDS)) {
  test(`${lang}: the end against the computer says you win, or the computer wins`, async () => {
    const pits = Array(14).fill(0);
    pits[7] = 1;
    pits[0] = 1;
    pits[5] = 3;
    await clearStorage(env);
    const mine = await open(
      env,
      linkTo(
        { variant: "al-manqala", pits, captured: [48, 40], toMove: 0, options: {} },
        `&speed=instant&lang=${lang}&opponent=computer&level=beginner`,
      ),
      PHONE,
    );
    await mine.page.click('[data-board-host] [data-pit="7"]');
    await mine.page.waitForSelector("[data-dialog] [data-winner]");
    assert.equal((await text(mine.page, "[data-board-host] .mb-live")).trim(), want.said);
    assert.equal(await text(mine.page, "[data-dialog] [data-winner]"), want.you);
    assert.equal(await text(mine.page, "[data-status] .status-line"), `${want.over} — ${want.you}`);
    await screenshot(mine.page, `lang-${lang}-end-phone`);
    assert.deepEqual(mine.errors, []);
    await mine.page.close();

    const other = Array(14).fill(0);
    other[6] = 1;
    other[13] = 1;
    other[10] = 3;
    await clearStorage(env);
    const theirs = await open(
      env,
      linkTo(
        { variant: "al-manqala", pits: other, captured: [40, 48], toMove: 1, options: {} },
        `&speed=instant&lang=${lang}&opponent=computer&level=beginner`,
      ),
    );
    await theirs.page.waitForSelector("[data-dialog] [data-winner]", { timeout: 20000 });
    assert.equal(await text(theirs.page, "[data-dialog] [data-winner]"), want.computer);
    assert.equal(
      await text(theirs.page, "[data-status] .status-line"),
      `${want.over} — ${want.computer}`,
    );
    assert.deepEqual(theirs.errors, []);
    await theirs.page.close();
  });
}

test("the page's description is in the page's language: served in English, then each language chosen", async () => {
  const { page, errors } = await openIn("en", "al-manqala");
  const described = () =>
    page.evaluate(() =>
      document.querySelector('meta[name="description"]')?.getAttribute("content"),
    );
  // What a search engine reads before any script runs: English, naming the three games.
  const served = /<meta name="description" content="([^"]*)"/.exec(
    await (await page.request.get(page.url())).text(),
  )?.[1];
  const english = translator("en");
  assert.ok(served?.startsWith(english("description")), served);
  for (const name of ["Ali Guli Mane", "Al-manqala", "Mangala IV"])
    assert.ok(served.includes(name));
  assert.equal(
    await described(),
    served,
    "the English page keeps the description it was served with",
  );
  for (const lang of LANGS) {
    await loadWords(lang);
    const t = translator(lang);
    await page.click(`[data-lang=${lang}]`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const words = await described();
    // The language's own sentence and its names of the games; no English left in it.
    assert.ok(words?.startsWith(t("description")), `${lang}: ${words}`);
    for (const game of ["ali-guli-mane", "al-manqala", "mangala-iv"])
      assert.ok(words.includes(t(`name.${game}`)), `${lang}: ${words}`);
    assert.doesNotMatch(words, /Play|board|games/, `${lang}: ${words}`);
  }
  await page.click("[data-lang=en]");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await described(), served);
  assert.deepEqual(errors, []);
  await page.close();
});

test("kiosk captions speak the kiosk's language", async () => {
  // Each game's own captions come up in some language (a Turkish Mangala IV, an Arabic Al-manqala…).
  const games = { pt: "ali-guli-mane", tr: "mangala-iv", ar: "al-manqala", kn: "al-manqala" };
  for (const lang of LANGS) {
    await loadWords(lang);
    const t = translator(lang);
    const { page, errors } = await open(
      env,
      `index.html?kiosk=1&idle=0.02&countdown=1&game=${games[lang]}&lang=${lang}`,
      { width: 1920, height: 1080 },
    );
    await page.waitForSelector(".mg[data-attract]", { timeout: 10000 });
    await page.waitForFunction(
      () => document.querySelector("[data-caption]").textContent.length > 20,
      null,
      { timeout: 10000 },
    );
    const caption = await text(page, "[data-caption]");
    // The first words name a seat (South or North) in the kiosk's language, never in English.
    assert.ok(
      caption.includes(t("player.0")) || caption.includes(t("player.1")),
      `${lang}: ${caption}`,
    );
    assert.doesNotMatch(caption, /South|North|seeds/, `${lang}: ${caption}`);
    assert.equal((await text(page, ".attract-cta")).trim(), t("attract.touch"));
    await screenshot(page, `lang-${lang}-kiosk`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("the museum example page in each language: its games speak it, Arabic mirrors around unmirrored boards", async () => {
  for (const lang of LANGS) {
    await loadWords(lang);
    const t = translator(lang);
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors } = await openPage(
        env.browser.context,
        `${env.url}museum-${lang}.html`,
        { viewport },
      );
      await elementReady(page);
      const frame = page.frame({ url: /embed\.html/ });
      await frame.waitForSelector("html[data-ready]", { timeout: 15000 });
      assert.deepEqual(
        await page.evaluate(() => [
          document.documentElement.lang,
          document.documentElement.dir || "ltr",
        ]),
        [lang, dirOf(lang)],
      );
      assert.equal(
        (await frame.locator("[data-action=new]").textContent()).trim(),
        t("new"),
        `${lang}: the iframe's game`,
      );
      const element = await page.evaluate(() => {
        const root = document.querySelector("mancala-board").shadowRoot;
        const box = (pit) => root.querySelector(`[data-pit="${pit}"]`).getBoundingClientRect();
        return {
          words: root.querySelector("[data-action=new]").textContent.trim(),
          pit13: box(13),
          pit7: box(7),
          pit6: box(6),
        };
      });
      assert.equal(element.words, t("new"), `${lang}: the element's game`);
      assert.ok(
        element.pit13.x < element.pit7.x && element.pit13.y > element.pit6.y,
        `${lang}: South's row at the bottom, left to right`,
      );
      await screenshot(page, `museum-${lang}-${viewport === PHONE ? "phone" : "desktop"}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test("an accessibility check (axe-core) of the page in each language finds no serious violation", async () => {
  for (const lang of ["en", ...LANGS]) {
    for (const [query, name] of [
      ["&game=al-manqala&rules=1", "rules"],
      ["&game=ali-guli-mane&opponent=computer", "computer"],
    ]) {
      const { page, errors } = await openIn(lang, "ali-guli-mane", DESKTOP, query);
      assert.deepEqual(await seriousViolations(page), [], `${lang}, ${name}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});
