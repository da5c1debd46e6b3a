// كلمات الألغاز بالعربية (flow/modes/puzzle.js و views/puzzle.js)، تُجلب حين يظهر لغز أول مرة.
// يُسمّى البيت برقم موضعه (من 1 إلى 7 من يسار صاحبه) كما في التلميح، ويُقال ما يفعله التوزيع
// بكلمات التلميح (hint.captures … في ar.js).
import { plurals } from "./index.js";

const forms = plurals("ar");
/** @param {number} n */
const seeds = (n) =>
  forms(n, { one: "حبّة واحدة", two: "حبّتين", few: `${n} حبّات`, other: `${n} حبّة` });

/** @type {{ [K in keyof typeof import("./puzzle-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzle.title": "لغز",
  "puzzle.daily": "لغز اليوم",
  "puzzle.meta": ({ id, n }) => `${id} · الصعوبة ${n}`,
  "puzzle.play": ({ player }) => `تلعب في جهة ${player}، والدور لك.`,
  "puzzle.goal.win": "جد التوزيع الذي يفوز حتمًا.",
  "puzzle.goal.draw": "أنقذ اللعبة: جد التوزيع الوحيد الذي ما زال يضمن التعادل.",
  "puzzle.goal.seeds": ({ n }) =>
    `اجعل ما تكسبه يزيد على ما يكسبه خصمك بمقدار ${seeds(n)} على الأقل.`,
  "puzzle.step": ({ n, total }) => `التوزيع ${n} من ${total}`,
  "puzzle.good": ({ player }) => `أحسنت. ردّ ${player}؛ جد توزيعك التالي.`,
  "puzzle.reply": ({ player }) => `أحسنت. الآن يردّ ${player}…`,
  "puzzle.thinking": "ليس هذا. جارٍ البحث عن أفضل ردّ لخصمك…",
  "puzzle.answer": ({ player, place, n }) =>
    n > 0
      ? `ليس هذا: يوزّع ${player} من بيته رقم ${place}، فيأكل ${seeds(n)}.`
      : `ليس هذا: يردّ ${player} بالتوزيع من بيته رقم ${place}، فيصبح الهدف بعيد المنال.`,
  "puzzle.answer.ends": ({ player, place, winner }) =>
    winner
      ? `ليس هذا: يردّ ${player} بالتوزيع من بيته رقم ${place}، فتنتهي اللعبة ويفوز ${winner}.`
      : `ليس هذا: يردّ ${player} بالتوزيع من بيته رقم ${place}، فتنتهي اللعبة بالتعادل.`,
  "puzzle.answer.leaves": ({ player, place, most }) =>
    most > 0
      ? `ليس هذا: يردّ ${player} بالتوزيع من بيته رقم ${place}، وبعدها لا يأكل أفضل توزيع لك إلا ${seeds(most)}، فيصبح الهدف بعيد المنال.`
      : `ليس هذا: يردّ ${player} بالتوزيع من بيته رقم ${place}، وبعدها لا يأكل أي توزيع لك شيئًا.`,
  "puzzle.answer.win": ({ player }) => `ومن هنا يفوز ${player} حتمًا.`,
  "puzzle.answer.draw": "ومن هنا أقصى ما تناله هو التعادل.",
  "puzzle.over": ({ player }) =>
    player ? `ليس هذا: تنتهي اللعبة ويفوز ${player}.` : "ليس هذا: تنتهي اللعبة بالتعادل.",
  "puzzle.short": "ليس هذا: هذا التوزيع لا يبلغ الهدف.",
  "puzzle.solved": "حللته! قائمة النقلات تعرض الحلّ كاملًا.",
  "puzzle.shown": "هذا هو الحلّ: قائمة النقلات تعرضه كاملًا.",
  "puzzle.rating": ({ n }) => `تصنيفك في الألغاز: ${n}`,
  "puzzle.change": ({ n }) => (n >= 0 ? `(+${n})` : `(−${-n})`),
  "puzzle.provisional": "— مؤقّت: التصنيف الجديد يتغيّر كثيرًا في البداية",
  "puzzle.status.solved": "حللت اللغز",
  "puzzle.status.shown": "حلّ اللغز",
  "puzzle.hint": ({ list }) => `تلميح: النقلة التي تبحث عنها ${list}.`,
  "puzzle.hintQuiet": "تلميح: النقلة التي تبحث عنها لا تأكل شيئًا في الحال؛ فكّر فيما تتركه لخصمك.",
  "puzzle.retry": "حاول مرة أخرى",
  "puzzle.solution": "اعرض الحلّ",
  "puzzle.next": "اللغز التالي",
  "puzzle.continue": "تابع اللعب من هنا",
  "puzzle.leave": "العودة إلى اللعبة",
  "puzzle.link": "رابط هذا اللغز",
};
