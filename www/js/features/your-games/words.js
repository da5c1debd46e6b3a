// The words of "Your games" (./index.js), in the five languages, fetched with the feature.
// tests/unit/your-games.test.mjs checks that each language has every key of English. The names of
// the games, the levels and the players are the page's own (../../i18n/<lang>.js); a score is
// the winner's pile first (a draw: South's, or the person's against the computer or online).

/** @typedef {{ [key: string]: string | ((vars: { [name: string]: any }) => string) }} GamesWords */

/** @type {{ [lang: string]: GamesWords }} */
export const GAMES_WORDS = {
  en: {
    open: "Your games",
    title: "Your games",
    note: ({ n }) =>
      `Games played to the end on this page, kept in this browser only: the last ${n}, newest first.`,
    empty: "No finished games yet. Each game you play to the end on this page will be kept here.",
    computer: ({ level }) => `Against the computer (${level})`,
    friend: "Two players on this device",
    "won.you": ({ w, l }) => `You won, ${w}–${l}`,
    "won.computer": ({ w, l }) => `The computer won, ${w}–${l}`,
    "won.player": ({ player, w, l }) => `${player} won, ${w}–${l}`,
    draw: ({ a, b }) => `A draw, ${a}–${b}`,
    online: "A friend online",
    "won.friend": ({ w, l }) => `Your friend won, ${w}–${l}`,
    "resign.won": ({ w, l }) => `Your friend resigned: you won, ${w}–${l}`,
    "resign.lost": ({ w, l }) => `You resigned: your friend won, ${w}–${l}`,
    agreed: ({ a, b }) => `A draw by agreement, ${a}–${b}`,
    replay: "Look back",
    review: "How did I play?",
    analysis: "Analyse",
    delete: "Delete",
    deleteAll: "Delete all",
    confirm: ({ n }) =>
      n === 1
        ? "Delete the one game kept? It can't be brought back."
        : `Delete all ${n} games kept? They can't be brought back.`,
    yes: "Delete them",
    no: "Keep them",
    close: "Close",
    broken: "The list of your finished games could not be read, so it was cleared.",
  },
  pt: {
    open: "Os seus jogos",
    title: "Os seus jogos",
    note: ({ n }) =>
      `Os jogos terminados nesta página, guardados apenas neste navegador: os últimos ${n}, do mais recente para o mais antigo.`,
    empty:
      "Ainda não há jogos terminados. Cada jogo que jogar até ao fim nesta página ficará guardado aqui.",
    computer: ({ level }) => `Contra o computador (${level})`,
    friend: "Duas pessoas neste aparelho",
    "won.you": ({ w, l }) => `Ganhou, ${w}–${l}`,
    "won.computer": ({ w, l }) => `Ganhou o computador, ${w}–${l}`,
    "won.player": ({ player, w, l }) => `Ganhou o ${player}, ${w}–${l}`,
    draw: ({ a, b }) => `Empate, ${a}–${b}`,
    online: "Um amigo online",
    "won.friend": ({ w, l }) => `Ganhou o seu amigo, ${w}–${l}`,
    "resign.won": ({ w, l }) => `O seu amigo desistiu: ganhou, ${w}–${l}`,
    "resign.lost": ({ w, l }) => `Desistiu: ganhou o seu amigo, ${w}–${l}`,
    agreed: ({ a, b }) => `Empate por acordo, ${a}–${b}`,
    replay: "Rever",
    review: "Como joguei?",
    analysis: "Analisar",
    delete: "Apagar",
    deleteAll: "Apagar todos",
    confirm: ({ n }) =>
      n === 1
        ? "Apagar o único jogo guardado? Não será possível recuperá-lo."
        : `Apagar todos os ${n} jogos guardados? Não será possível recuperá-los.`,
    yes: "Apagar",
    no: "Manter",
    close: "Fechar",
    broken: "Não foi possível ler a lista dos seus jogos terminados, por isso foi apagada.",
  },
  tr: {
    open: "Oyunlarınız",
    title: "Oyunlarınız",
    note: ({ n }) =>
      `Bu sayfada sonuna kadar oynanan oyunlar yalnızca bu tarayıcıda saklanır: son ${n} oyun, en yenisi en üstte.`,
    empty:
      "Henüz bitmiş bir oyun yok. Bu sayfada sonuna kadar oynadığınız her oyun burada saklanacak.",
    computer: ({ level }) => `Bilgisayara karşı (${level})`,
    friend: "Bu cihazda iki oyuncu",
    "won.you": ({ w, l }) => `Kazandınız, ${w}–${l}`,
    "won.computer": ({ w, l }) => `Bilgisayar kazandı, ${w}–${l}`,
    "won.player": ({ player, w, l }) => `${player} kazandı, ${w}–${l}`,
    draw: ({ a, b }) => `Berabere, ${a}–${b}`,
    online: "Çevrim içi bir arkadaş",
    "won.friend": ({ w, l }) => `Arkadaşınız kazandı, ${w}–${l}`,
    "resign.won": ({ w, l }) => `Arkadaşınız oyundan çekildi: kazandınız, ${w}–${l}`,
    "resign.lost": ({ w, l }) => `Oyundan çekildiniz: arkadaşınız kazandı, ${w}–${l}`,
    agreed: ({ a, b }) => `Anlaşmayla berabere, ${a}–${b}`,
    replay: "Baştan izle",
    review: "Nasıl oynadım?",
    analysis: "Analiz et",
    delete: "Sil",
    deleteAll: "Tümünü sil",
    confirm: ({ n }) =>
      n === 1
        ? "Saklanan tek oyun silinsin mi? Geri getirilemez."
        : `Saklanan ${n} oyunun hepsi silinsin mi? Geri getirilemez.`,
    yes: "Sil",
    no: "Vazgeç",
    close: "Kapat",
    broken: "Biten oyunlarınızın listesi okunamadı, bu yüzden temizlendi.",
  },
  ar: {
    open: "ألعابك",
    title: "ألعابك",
    note: ({ n }) =>
      `الألعاب التي لُعبت حتى نهايتها في هذه الصفحة، وتُحفظ في هذا المتصفح وحده: آخر ${n} لعبة، الأحدث أولًا.`,
    empty: "لا ألعاب منتهية بعد. كل لعبة تلعبها حتى نهايتها في هذه الصفحة ستُحفظ هنا.",
    computer: ({ level }) => `ضد الحاسوب (${level})`,
    friend: "لاعبان على هذا الجهاز",
    "won.you": ({ w, l }) => `فزت، ${w} مقابل ${l}`,
    "won.computer": ({ w, l }) => `فاز الحاسوب، ${w} مقابل ${l}`,
    "won.player": ({ player, w, l }) => `فاز ${player}، ${w} مقابل ${l}`,
    draw: ({ a, b }) => `تعادل، ${a} مقابل ${b}`,
    online: "صديق عبر الإنترنت",
    "won.friend": ({ w, l }) => `فاز صديقك، ${w} مقابل ${l}`,
    "resign.won": ({ w, l }) => `استسلم صديقك: فزت، ${w} مقابل ${l}`,
    "resign.lost": ({ w, l }) => `استسلمت: فاز صديقك، ${w} مقابل ${l}`,
    agreed: ({ a, b }) => `تعادل بالاتفاق، ${a} مقابل ${b}`,
    replay: "أعِد عرضها",
    review: "كيف لعبتُ؟",
    analysis: "حلّل",
    delete: "احذف",
    deleteAll: "احذف الكل",
    confirm: ({ n }) =>
      n === 1
        ? "أتحذف اللعبة الوحيدة المحفوظة؟ لا يمكن استرجاعها."
        : n === 2
          ? "أتحذف اللعبتين المحفوظتين كلتيهما؟ لا يمكن استرجاعهما."
          : `أتحذف الألعاب المحفوظة كلها (${n})؟ لا يمكن استرجاعها.`,
    yes: "احذف",
    no: "لا تحذف",
    close: "إغلاق",
    broken: "تعذّرت قراءة قائمة ألعابك المنتهية، فمُسحت.",
  },
  kn: {
    open: "ನಿಮ್ಮ ಆಟಗಳು",
    title: "ನಿಮ್ಮ ಆಟಗಳು",
    note: ({ n }) =>
      `ಈ ಪುಟದಲ್ಲಿ ಕೊನೆಯವರೆಗೆ ಆಡಿದ ಆಟಗಳು ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಮಾತ್ರ ಉಳಿಯುತ್ತವೆ: ಕೊನೆಯ ${n} ಆಟಗಳು, ಇತ್ತೀಚಿನದು ಮೊದಲು.`,
    empty: "ಇನ್ನೂ ಮುಗಿದ ಆಟಗಳಿಲ್ಲ. ಈ ಪುಟದಲ್ಲಿ ನೀವು ಕೊನೆಯವರೆಗೆ ಆಡುವ ಪ್ರತಿಯೊಂದು ಆಟವೂ ಇಲ್ಲಿ ಉಳಿಯುತ್ತದೆ.",
    computer: ({ level }) => `ಕಂಪ್ಯೂಟರ್ ಎದುರು (${level})`,
    friend: "ಇದೇ ಸಾಧನದಲ್ಲಿ ಇಬ್ಬರು ಆಟಗಾರರು",
    "won.you": ({ w, l }) => `ನೀವು ಗೆದ್ದಿರಿ, ${w}–${l}`,
    "won.computer": ({ w, l }) => `ಕಂಪ್ಯೂಟರ್ ಗೆದ್ದಿತು, ${w}–${l}`,
    "won.player": ({ player, w, l }) => `${player}ದವರು ಗೆದ್ದರು, ${w}–${l}`,
    draw: ({ a, b }) => `ಸಮಬಲ, ${a}–${b}`,
    online: "ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಗೆಳೆಯರ ಎದುರು",
    "won.friend": ({ w, l }) => `ನಿಮ್ಮ ಗೆಳೆಯರು ಗೆದ್ದರು, ${w}–${l}`,
    "resign.won": ({ w, l }) => `ನಿಮ್ಮ ಗೆಳೆಯರು ಸೋಲೊಪ್ಪಿಕೊಂಡರು: ನೀವು ಗೆದ್ದಿರಿ, ${w}–${l}`,
    "resign.lost": ({ w, l }) => `ನೀವು ಸೋಲೊಪ್ಪಿಕೊಂಡಿರಿ: ನಿಮ್ಮ ಗೆಳೆಯರು ಗೆದ್ದರು, ${w}–${l}`,
    agreed: ({ a, b }) => `ಒಪ್ಪಿಗೆಯಿಂದ ಸಮಬಲ, ${a}–${b}`,
    replay: "ಮತ್ತೆ ನೋಡಿ",
    review: "ನಾನು ಹೇಗೆ ಆಡಿದೆ?",
    analysis: "ವಿಶ್ಲೇಷಿಸಿ",
    delete: "ಅಳಿಸಿ",
    deleteAll: "ಎಲ್ಲವನ್ನೂ ಅಳಿಸಿ",
    confirm: ({ n }) =>
      n === 1
        ? "ಉಳಿಸಿರುವ ಒಂದೇ ಆಟವನ್ನು ಅಳಿಸಬೇಕೆ? ಅದನ್ನು ಮರಳಿ ಪಡೆಯಲಾಗದು."
        : `ಉಳಿಸಿರುವ ಎಲ್ಲ ${n} ಆಟಗಳನ್ನು ಅಳಿಸಬೇಕೆ? ಅವುಗಳನ್ನು ಮರಳಿ ಪಡೆಯಲಾಗದು.`,
    yes: "ಅಳಿಸಿ",
    no: "ಉಳಿಸಿಕೊಳ್ಳಿ",
    close: "ಮುಚ್ಚಿ",
    broken: "ನಿಮ್ಮ ಮುಗಿದ ಆಟಗಳ ಪಟ್ಟಿಯನ್ನು ಓದಲಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದನ್ನು ಅಳಿಸಲಾಗಿದೆ.",
  },
};

/**
 * The words of `lang` (English for a language without them) as a function of a key and its slots.
 * @param {string} lang
 */
export function gamesWords(lang) {
  const words = GAMES_WORDS[lang] ?? GAMES_WORDS.en;
  return (/** @type {string} */ key, /** @type {{ [name: string]: any }} */ vars = {}) => {
    const entry = words[key] ?? GAMES_WORDS.en[key];
    return typeof entry === "function" ? entry(vars) : entry;
  };
}
