// The sentences about the players read naturally whoever sits where (issue 11): against the
// computer the status line and the dialogs say "Your move", "The computer is thinking…",
// "You win"; between two people they name the seat ("South to move", "North wins"). Every
// expected sentence below is written by hand, one per language. Plain Node: the views'
// word functions have no DOM in them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { translator, loadWords } from "../../www/js/i18n/index.js";
import { statusLine } from "../../www/js/views/status.js";
import { playerNames, playerRoles, resultLine, spokenEvent } from "../../www/js/views/words.js";

const LANGS = ["en", "pt", "tr", "ar", "kn"];
for (const lang of LANGS) await loadWords(lang);

/** A screen in play: South (player 0) to move, nothing pending; `over` overrides fields. */
function screen(seats, over = {}) {
  return {
    session: "play",
    phase: "idle",
    viewing: null,
    over: false,
    result: null,
    human: true,
    forcedPit: null,
    extraSowing: false,
    toMove: 0,
    moves: [],
    seats,
    ...over,
  };
}
const AGAINST = { computer: { player: 1, level: "beginner" } }; // the person plays South
const COMPUTER_SOUTH = { computer: { player: 0, level: "strong" } }; // the person plays North
const TWO = {};

/** The status line of a screen, as renderStatus writes it. */
function status(lang, s) {
  const t = translator(lang);
  return statusLine(t, s, playerNames(t, s), playerRoles(s));
}

// Each case: [screen, { en, pt, tr, ar, kn }]. Pit 13 is South's place 1 (its leftmost pit, at
// the bottom row's left on screen); pit 0 North's place 1 (at the top row's right on screen).
const STATUS = [
  [
    screen(AGAINST),
    { en: "Your move", pt: "É a sua vez", tr: "Sıra sizde", ar: "دورك", kn: "ನಿಮ್ಮ ಸರದಿ" },
  ],
  [
    screen(AGAINST, { human: false, toMove: 1, phase: "thinking" }),
    {
      en: "The computer is thinking…",
      pt: "O computador está a pensar…",
      tr: "Bilgisayar düşünüyor…",
      ar: "الحاسوب يفكّر…",
      kn: "ಕಂಪ್ಯೂಟರ್ ಯೋಚಿಸುತ್ತಿದೆ…",
    },
  ],
  [
    screen(AGAINST, { phase: "animating", moves: [{ player: 1 }] }),
    {
      en: "The computer is sowing…",
      pt: "O computador está a semear…",
      tr: "Bilgisayar dağıtıyor…",
      ar: "الحاسوب يوزّع…",
      kn: "ಕಂಪ್ಯೂಟರ್ ಹಂಚುತ್ತಿದೆ…",
    },
  ],
  [
    screen(AGAINST, { forcedPit: 13 }),
    {
      en: "Your move — forced: the leftmost pit with seeds",
      pt: "É a sua vez — jogada obrigatória: a casa com sementes mais à esquerda",
      tr: "Sıra sizde — zorunlu hamle: taşı olan en soldaki kuyu",
      ar: "دورك — إجباري: أول بيت فيه حبّات من اليسار",
      kn: "ನಿಮ್ಮ ಸರದಿ — ಕಡ್ಡಾಯ: ಕಾಳುಗಳಿರುವ ಅತ್ಯಂತ ಎಡದ ಗುಳಿ",
    },
  ],
  [
    screen(AGAINST, { extraSowing: true }),
    {
      en: "You sow again (extra sowing after a capture)",
      pt: "Volta a semear (semeadura extra depois de uma captura)",
      tr: "Bir kez daha dağıtıyorsunuz (taş aldıktan sonra ek dağıtım)",
      ar: "توزّع مرة أخرى (توزيع إضافي بعد الأكل)",
      kn: "ನೀವು ಮತ್ತೊಮ್ಮೆ ಹಂಚುತ್ತೀರಿ (ಕಾಳು ಪಡೆದ ಮೇಲೆ ಹೆಚ್ಚುವರಿ ಹಂಚಿಕೆ)",
    },
  ],
  [
    screen(AGAINST, { over: true, result: { winner: 0 } }),
    {
      en: "Game over — You win",
      pt: "Fim do jogo — Ganhou",
      tr: "Oyun bitti — Kazandınız",
      ar: "انتهت اللعبة — فزت",
      kn: "ಆಟ ಮುಗಿಯಿತು — ನೀವು ಗೆದ್ದಿರಿ",
    },
  ],
  [
    screen(AGAINST, { over: true, result: { winner: 1 } }),
    {
      en: "Game over — The computer wins",
      pt: "Fim do jogo — Ganhou o computador",
      tr: "Oyun bitti — Bilgisayar kazandı",
      ar: "انتهت اللعبة — فاز الحاسوب",
      kn: "ಆಟ ಮುಗಿಯಿತು — ಕಂಪ್ಯೂಟರ್ ಗೆದ್ದಿತು",
    },
  ],
  [
    screen(COMPUTER_SOUTH, { toMove: 1 }),
    { en: "Your move", pt: "É a sua vez", tr: "Sıra sizde", ar: "دورك", kn: "ನಿಮ್ಮ ಸರದಿ" },
  ],
  [
    screen(COMPUTER_SOUTH, { over: true, result: { winner: 0 } }),
    {
      en: "Game over — The computer wins",
      pt: "Fim do jogo — Ganhou o computador",
      tr: "Oyun bitti — Bilgisayar kazandı",
      ar: "انتهت اللعبة — فاز الحاسوب",
      kn: "ಆಟ ಮುಗಿಯಿತು — ಕಂಪ್ಯೂಟರ್ ಗೆದ್ದಿತು",
    },
  ],
  [
    screen(TWO),
    {
      en: "South to move",
      pt: "Joga o Sul",
      tr: "Sıra Güney'de",
      ar: "دور الجنوب",
      kn: "ದಕ್ಷಿಣದ ಸರದಿ",
    },
  ],
  [
    screen(TWO, { toMove: 1, forcedPit: 0 }),
    {
      en: "North to move — forced: the rightmost pit with seeds",
      pt: "Joga o Norte — jogada obrigatória: a casa com sementes mais à direita",
      tr: "Sıra Kuzey'de — zorunlu hamle: taşı olan en sağdaki kuyu",
      ar: "دور الشمال — إجباري: أول بيت فيه حبّات من اليمين",
      kn: "ಉತ್ತರದ ಸರದಿ — ಕಡ್ಡಾಯ: ಕಾಳುಗಳಿರುವ ಅತ್ಯಂತ ಬಲದ ಗುಳಿ",
    },
  ],
  [
    screen(TWO, { phase: "animating", moves: [{ player: 0 }] }),
    {
      en: "South is sowing…",
      pt: "O Sul está a semear…",
      tr: "Güney dağıtıyor…",
      ar: "الجنوب يوزّع…",
      kn: "ದಕ್ಷಿಣದವರು ಹಂಚುತ್ತಿದ್ದಾರೆ…",
    },
  ],
  [
    screen(TWO, { over: true, result: { winner: 0 } }),
    {
      en: "Game over — South wins",
      pt: "Fim do jogo — Ganhou o Sul",
      tr: "Oyun bitti — Güney kazandı",
      ar: "انتهت اللعبة — فاز الجنوب",
      kn: "ಆಟ ಮುಗಿಯಿತು — ದಕ್ಷಿಣದವರು ಗೆದ್ದರು",
    },
  ],
  [
    screen(TWO, { over: true, result: { winner: null } }),
    {
      en: "Game over — A draw",
      pt: "Fim do jogo — Empate",
      tr: "Oyun bitti — Berabere",
      ar: "انتهت اللعبة — تعادل",
      kn: "ಆಟ ಮುಗಿಯಿತು — ಸಮಬಲ",
    },
  ],
  // Attract mode: the computer plays both seats, which are named.
  [
    { ...screen(AGAINST, { human: false, phase: "thinking" }), session: "attract" },
    {
      en: "South is thinking…",
      pt: "O Sul está a pensar…",
      tr: "Güney düşünüyor…",
      ar: "الجنوب يفكّر…",
      kn: "ದಕ್ಷಿಣದವರು ಯೋಚಿಸುತ್ತಿದ್ದಾರೆ…",
    },
  ],
];

for (const lang of LANGS) {
  test(`${lang}: the status line says you and the computer, or names the seat between two people`, () => {
    for (const [s, want] of STATUS) assert.equal(status(lang, s), want[lang]);
  });
}

// The moves as the board announces them, and the words of the dialogs: [key, vars, { lang: words }].
const SENTENCES = [
  [
    "say.sow",
    { who: "you", player: "-", place: 3, n: 6 },
    {
      en: "You sow your pit 3 (6 seeds).",
      pt: "Semeia a sua casa 3 (6 sementes).",
      tr: "3. kuyunuzu dağıtıyorsunuz (6 taş).",
      ar: "توزّع من بيتك رقم 3 (6 حبّات).",
      kn: "ನಿಮ್ಮ 3ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತೀರಿ (6 ಕಾಳುಗಳು).",
    },
  ],
  [
    "say.sow",
    { who: "computer", player: "-", place: 5, n: 1 },
    {
      en: "The computer sows its pit 5 (1 seed).",
      pt: "O computador semeia a casa 5 (1 semente).",
      tr: "Bilgisayar 5. kuyusunu dağıtıyor (1 taş).",
      ar: "يوزّع الحاسوب من بيته رقم 5 (حبّة واحدة).",
      kn: "ಕಂಪ್ಯೂಟರ್ ತನ್ನ 5ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತದೆ (1 ಕಾಳು).",
    },
  ],
  [
    "say.sow",
    { seat: 1, place: 3, n: 2 },
    {
      en: "North sows pit 3 (2 seeds).",
      pt: "O Norte semeia a casa 3 (2 sementes).",
      tr: "Kuzey 3. kuyusunu dağıtıyor (2 taş).",
      ar: "يوزّع الشمال من البيت رقم 3 (حبّتان).",
      kn: "ಉತ್ತರದವರು ತಮ್ಮ 3ನೇ ಗುಳಿಯನ್ನು ಹಂಚುತ್ತಾರೆ (2 ಕಾಳುಗಳು).",
    },
  ],
  [
    "round.winner",
    { who: "computer", player: "-" },
    {
      en: "The computer won the round",
      pt: "O computador ganhou a ronda",
      tr: "Turu bilgisayar kazandı",
      ar: "فاز الحاسوب بالجولة",
      kn: "ಈ ಸುತ್ತನ್ನು ಕಂಪ್ಯೂಟರ್ ಗೆದ್ದಿತು",
    },
  ],
  [
    "round.next",
    { who: "you", player: "-", n: 2 },
    {
      en: "Round 2: you start.",
      pt: "Ronda 2: é a sua vez de começar.",
      tr: "2. tur: siz başlıyorsunuz.",
      ar: "الجولة 2: تبدأ أنت.",
      kn: "2ನೇ ಸುತ್ತು: ನೀವು ಆರಂಭಿಸುತ್ತೀರಿ.",
    },
  ],
  [
    "round.closed",
    { who: "you", player: "-", n: 2 },
    {
      en: "Your row: 2 closed pits, marked with sticks.",
      pt: "A sua fileira: 2 casas fechadas, marcadas com pauzinhos.",
      tr: "Sizin tarafınız: 2 kuyu kapalı, çubuklarla işaretli.",
      ar: "صفّك: بيتان مغلقان، عليهما عودان.",
      kn: "ನಿಮ್ಮ ಸಾಲು: 2 ಗುಳಿಗಳು ಮುಚ್ಚಿವೆ, ಕಡ್ಡಿಗಳಿಂದ ಗುರುತಿಸಲಾಗಿದೆ.",
    },
  ],
  [
    "round.closed",
    { seat: 1, n: 0 },
    {
      en: "North's row: every pit filled.",
      pt: "A fileira do Norte: todas as casas cheias.",
      tr: "Kuzey'in tarafı: bütün kuyular dolu.",
      ar: "صفّ الشمال: امتلأت كل بيوته.",
      kn: "ಉತ್ತರದ ಸಾಲು: ಎಲ್ಲ ಗುಳಿಗಳೂ ತುಂಬಿವೆ.",
    },
  ],
  [
    "moves.pass",
    { who: "computer", player: "-" },
    {
      en: "The computer passes",
      pt: "O computador passa a vez",
      tr: "Bilgisayar pas geçti",
      ar: "مرّ دور الحاسوب",
      kn: "ಕಂಪ್ಯೂಟರ್ ಸರದಿ ಬಿಟ್ಟಿತು",
    },
  ],
];

for (const lang of LANGS) {
  test(`${lang}: moves and dialogs about you, the computer and a seat, as written by hand`, () => {
    const t = translator(lang);
    for (const [key, { seat, ...vars }, want] of SENTENCES) {
      const player = seat === undefined ? vars.player : t(`player.${seat}`);
      assert.equal(t(key, { ...vars, player }), want[lang], key);
    }
  });
}

test("the ritual's last words and a game ended by agreement speak to the person against the computer", () => {
  const t = translator("en");
  const you = screen({ computer: { player: 1, level: "strong" }, ritual: { south: "guesser" } });
  const what = { type: "ritual", seats: you.seats };
  assert.equal(
    spokenEvent(t, what, playerNames(t, you)),
    "You play South and move first. Your move.",
  );
  const two = screen({ ritual: { south: "hider" } });
  assert.equal(
    spokenEvent(t, { type: "ritual", seats: two.seats }, playerNames(t, two)),
    "The hider plays South and moves first; the guesser plays North. South (the hider) to move.",
  );
  const tr = translator("tr");
  assert.equal(
    resultLine(tr, { winner: 1 }, playerNames(tr, two), playerRoles(two)),
    "Kuzey (tahmin eden) kazandı",
  );
  // After the ritual two people keep their parts in their names; English then says "pit 3 of
  // South (the hider)", never "South (the hider)'s pit 3".
  const [south, north] = playerNames(t, two);
  assert.equal(
    t("say.capture", { player: south, n: 4, pits: t("pitOf", { player: north, place: 2 }) }),
    "South (the hider) captures 4 seeds from pit 2 of North (the guesser).",
  );
});

// Al-manqala, every pit 7 but North's pit 3 (its 4th from its left) with 4: South lifts its pit
// 10 (its 4th, 7 seeds) and sows 9, 8, 7, then North's 0, 1, 2 and 3, which now holds 5: not 2
// or 4, so nothing is taken. The kiosk's captions for the lift and for that last seed.
const CAPTIONS = {
  en: [
    "South lifts the 7 seeds of South's pit 4 and sows them one by one, anticlockwise.",
    "The last seed made 5 in North's pit 4, not 2 or 4: nothing is taken.",
  ],
  pt: [
    "O Sul levanta as 7 sementes da casa 4 do Sul e semeia-as uma a uma, no sentido contrário ao dos ponteiros do relógio.",
    "A última semente deixou 5 na casa 4 do Norte, nem 2 nem 4: não há captura.",
  ],
  tr: [
    "Güney, 4. kuyusundaki 7 taşı alıp saat yönünün tersine birer birer dağıtıyor.",
    "Son taşla Kuzey'in 4. kuyusunda 5 taş oldu; 2 ya da 4 olmadığı için taş alınmıyor.",
  ],
  ar: [
    "يرفع الجنوب 7 حبّات من بيته رقم 4 ويوزّعها واحدة واحدة، عكس اتجاه عقارب الساعة.",
    "سقطت آخر حبّة في بيت الشمال رقم 4 فصار فيه 5 حبّات، لا 2 ولا 4، فلا أكل.",
  ],
  kn: [
    "ದಕ್ಷಿಣದವರು ತಮ್ಮ 4ನೇ ಗುಳಿಯ 7 ಕಾಳುಗಳನ್ನು ಎತ್ತಿಕೊಂಡು, ಗಡಿಯಾರದ ಮುಳ್ಳಿನ ವಿರುದ್ಧ ದಿಕ್ಕಿನಲ್ಲಿ ಒಂದೊಂದಾಗಿ ಹಂಚುತ್ತಾರೆ.",
    "ಕೊನೆಯ ಕಾಳಿನಿಂದ ಉತ್ತರದ 4ನೇ ಗುಳಿಯಲ್ಲಿ 5 ಕಾಳುಗಳಾದವು; 2 ಅಥವಾ 4 ಅಲ್ಲದ ಕಾರಣ ಏನೂ ಸಿಗುವುದಿಲ್ಲ.",
  ],
};

// A hint for South's pit 10 that captures 4 seeds and earns another sowing, the search expecting
// the person to finish 3.2 seeds ahead (said as about 3).
const HINTS = {
  en: "Hint: your pit 4 — it captures 4 seeds and earns you another sowing. The computer expects you to finish about 3 seeds ahead.",
  pt: "Sugestão: a sua casa 4 — captura 4 sementes e dá-lhe outra semeadura. O computador prevê que acabe com cerca de 3 sementes de vantagem.",
  tr: "İpucu: 4. kuyunuz — 4 taş alır ve size bir dağıtım daha kazandırır. Bilgisayara göre oyunu yaklaşık 3 taş önde bitirirsiniz.",
  ar: "تلميح: بيتك رقم 4 — تأكل 4 حبّات وتكسبك توزيعًا آخر. يتوقّع الحاسوب أن تنهي اللعبة متقدّمًا بنحو 3 حبّات.",
  kn: "ಸುಳಿವು: ನಿಮ್ಮ 4ನೇ ಗುಳಿ — ಇದು 4 ಕಾಳುಗಳನ್ನು ಗಳಿಸಿಕೊಡುತ್ತದೆ ಮತ್ತು ನಿಮಗೆ ಇನ್ನೊಂದು ಹಂಚಿಕೆಯನ್ನು ಕೊಡುತ್ತದೆ. ನೀವು ಸುಮಾರು 3 ಕಾಳುಗಳಷ್ಟು ಮುಂದಿದ್ದು ಆಟ ಮುಗಿಸುತ್ತೀರಿ ಎಂದು ಕಂಪ್ಯೂಟರ್ ಅಂದಾಜಿಸುತ್ತದೆ.",
};

const { captionsFor } = await import("../../www/js/features/narration/words.js");
const { moveWords } = await import("../../www/js/views/hint.js");

for (const lang of LANGS) {
  test(`${lang}: the kiosk's captions and the hint, as written by hand`, () => {
    const t = translator(lang);
    const pits = Array(14).fill(7);
    pits[3] = 4;
    const events = [
      { type: "lift", pit: 10, seeds: 7 },
      ...[9, 8, 7, 0, 1, 2, 3].map((pit) => ({ type: "drop", pit })),
    ];
    const said = captionsFor(
      { player: 0, events },
      { pits },
      [t("player.0"), t("player.1")],
      "al-manqala",
      t,
    );
    assert.deepEqual([...said.values()], CAPTIONS[lang]);
    assert.equal(
      moveWords(t, {
        pit: 10,
        facts: [{ fact: "captures", seeds: 4 }, { fact: "extraSowing" }],
        value: 3.2,
      }),
      HINTS[lang],
    );
  });
}
