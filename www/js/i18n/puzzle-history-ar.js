// كلمات الألغاز بالعربية (السجلّ والتصنيف والمواضيع؛ views/puzzle-history.js)، تُجلب بـ
// loadMoreWords("puzzle-history", lang) حين تظهر الألغاز أول مرة. المعجم والأرقام كما في ar.js:
// بيت، حبّة، كومة، صفّ، توزيع، متابعة التوزيع، أكل، السادا؛ ويُخاطَب اللاعب بصيغة المفرد.
/** «نقطة واحدة»، «نقطتين»، «3 نقاط»، «11 نقطة» (بعد «بمقدار»). */
/** @param {number} n */
const points = (n) =>
  forms(n, { one: "نقطة واحدة", two: "نقطتين", few: `${n} نقاط`, other: `${n} نقطة` });
/** «في آخر لغز»، «في آخر لغزين»، «في آخر 3 ألغاز»، «في آخر 11 لغزًا». */
/** @param {number} n */
const lastPuzzles = (n) =>
  forms(n, {
    one: "في آخر لغز",
    two: "في آخر لغزين",
    few: `في آخر ${n} ألغاز`,
    many: `في آخر ${n} لغزًا`,
    other: `في آخر ${n} لغز`,
  });
import { plurals } from "./index.js";
const forms = plurals("ar");

/** @type {{ [K in keyof typeof import("./puzzle-history-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzles.title": "ألغاز",
  "puzzles.history": "ألغازك",
  "puzzles.rating": ({ rating, change, n }) => {
    if (!n) return `تصنيفك في الألغاز: ${rating}. يتغيّر مع كل لغز تحاوله.`;
    const moved =
      change > 0
        ? `ارتفع بمقدار ${points(change)}`
        : change < 0
          ? `انخفض بمقدار ${points(-change)}`
          : "لم يتغيّر";
    return `تصنيفك في الألغاز: ${rating}، ${moved} ${lastPuzzles(n)}.`;
  },
  "puzzles.solved": "ألغاز حللتها: {n}",
  "puzzles.failed": "ألغاز فاتتك: {n}",
  "puzzles.none": "لم تحاول حلّ أي لغز بعد.",
  "puzzles.last": "آخر ألغازك",
  "puzzles.attempt": ({ day, game, solved, rating }) =>
    `${day}، ${game}: ${solved ? "حللته" : "فاتك"}، التصنيف ${rating}`,
  "puzzles.themes": "المواضيع",
  "puzzles.themesHint": "إن لم تختر أيًّا منها جاءتك ألغاز من كل المواضيع.",
  "puzzles.retry": ({ n }) => `أعد محاولة الألغاز التي فاتتك (${n})`,
  "puzzles.discarded": "تعذّرت قراءة سجلّ ألغازك، فسيبدأ سجلّ جديد.",

  "puzzles.theme.saada-double": "سادا مزدوجة",
  "puzzles.about.saada-double":
    "في السادا تأكل من البيتين معًا: البيت الذي يلي السادا مباشرة والبيت المقابل له.",
  "puzzles.theme.relay-capture": "متابعة حتى الأكل",
  "puzzles.about.relay-capture": "في أحد توزيعاتك تتابع التوزيع مرتين أو أكثر، ثم تأكل.",
  "puzzles.theme.extra-sowing": "توزيع إضافي",
  "puzzles.about.extra-sowing": "يكسبك الأكل توزيعًا ثانيًا، ويستمرّ الحلّ بهذا التوزيع.",
  "puzzles.theme.chain": "سلسلة من 2 و4",
  "puzzles.about.chain": "بتوزيع واحد تأكل حبّات ثلاثة بيوت متتالية أو أكثر، في كلٍّ منها 2 أو 4.",
  "puzzles.theme.feeding": "الإطعام",
  "puzzles.about.feeding": "صفّ خصمك فارغ فتوزّع فيه حبّات (وهذا واجب في المنقلة).",
  "puzzles.theme.refuse-feeding": "رفض الإطعام",
  "puzzles.about.refuse-feeding": "في مانغالا IV: صفّ خصمك فارغ فتتركه فارغًا، فيمرّ دوره.",
  "puzzles.theme.starving": "التجويع",
  "puzzles.about.starving": "أحد توزيعاتك يترك صفّ خصمك فارغًا.",
  "puzzles.theme.sacrifice": "التضحية",
  "puzzles.about.sacrifice":
    "تتخلّى عن حبّات أولًا: بعد أول ردّ من خصمك يصير الفرق بين الكومتين أسوأ لك مما كان في البداية.",
  "puzzles.theme.endgame": "نهاية اللعبة",
  "puzzles.about.endgame": "ينهي الحلّ اللعبة.",
};
