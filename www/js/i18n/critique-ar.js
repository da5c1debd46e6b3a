// كلمات تقييم اللعب («كيف لعبت؟»، flow/critique.js) بالعربية، تُجلب حين يظهر تقييم لأول مرة.
// النقلة التي لُعبت والنقلة الأفضل تُذكران بكلمات التلميح (hint.move وhint.does
// وhint.captures… في ar.js)، والتقييم يخاطب صاحب النقلة بصيغة المفرد كما يفعل التلميح.
// المعجم والأرقام كما في ar.js.
/** العدد في موضع المفعول به أو المجرور: «نحو حبّتين». */
/** @param {number} n */
const seeds = (n) =>
  forms(n, { one: "حبّة واحدة", two: "حبّتين", few: `${n} حبّات`, other: `${n} حبّة` });
/** @param {number} n */
const moveCount = (n) =>
  forms(n, { one: "نقلة واحدة", two: "نقلتان", few: `${n} نقلات`, other: `${n} نقلة` });
import { plurals } from "./index.js";
const forms = plurals("ar");

/** @type {import("../types.js").CritiqueWords} */
export default {
  "critique.title": "كيف لعبتَ؟",
  "critique.running": ({ done, total }) => `يراجع الخبير النقلات واحدة واحدة: ${done} من ${total}.`,
  "critique.progress": "تقييم اللعب",
  "critique.cancel": "إيقاف التقييم",
  "critique.close": "إغلاق التقييم",
  "critique.summary": ({ player, moves, counts }) => {
    const parts = [];
    if (counts.best) parts.push(`الأفضل: ${counts.best}`);
    if (counts.good) parts.push(`الجيدة: ${counts.good}`);
    if (counts.inaccuracy) parts.push(`غير الدقيقة: ${counts.inaccuracy}`);
    if (counts.mistake) parts.push(`الأخطاء: ${counts.mistake}`);
    if (counts.blunder) parts.push(`الأخطاء الفادحة: ${counts.blunder}`);
    const clean = !counts.inaccuracy && !counts.mistake && !counts.blunder;
    return `${player}، ${moveCount(moves)} — ${parts.join("، ")}.${clean ? " ولا زلّة واحدة." : ""}`;
  },
  "critique.turning": "نقطة التحوّل: النقلة {n}.",
  "critique.look": "نقلات تستحق النظر",
  "critique.entry": "النقلة {n}: {grade}",
  "critique.pick": "اختر نقلة معلَّمة لترى الوضع قبلها، مع النقلة التي لُعبت والنقلة الأفضل.",
  "critique.played": ({ n, place, what }) =>
    `النقلة ${n}: وزّعتَ من بيتك رقم ${place}${what ? ` — ${what}` : ""}.`,
  "critique.verdict.best": "أفضل نقلة هنا.",
  "critique.verdict.good": ({ n }) => `نقلة جيدة، تقلّ عن الأفضل بنحو ${seeds(n)}.`,
  "critique.verdict.inaccuracy": ({ n }) => `نقلة غير دقيقة: أضاعت نحو ${seeds(n)}.`,
  "critique.verdict.mistake": ({ n }) => `خطأ: أضاعت هذه النقلة نحو ${seeds(n)}.`,
  "critique.verdict.blunder": ({ n }) => `خطأ فادح: أضاعت هذه النقلة نحو ${seeds(n)}.`,
  "critique.forced": "لم تكن هناك نقلة غيرها.",
  "critique.slip.win": "أضاعت هذه النقلة فوزًا مضمونًا.",
  "critique.slip.draw": "أضاعت هذه النقلة تعادلًا مضمونًا.",
  "critique.better": ({ move, what }) => `الأفضل: ${move}${what ? ` — ${what}` : ""}.`,
  // — علامة على النقلة الأولى، بلطف —
  "critique.firstMove":
    "العلامات على النقلة الأولى أمر شائع: فالخبير يرى منذ البداية أبعد بكثير ممّا يراه أي إنسان. اعتبرها إشارة إلى افتتاح أقوى، لا خطأً منك.",
};
