// كلمات لوح التحليل بالعربية (انظر analysis-en.js؛ المعجم في ar.js).
import { plurals } from "./plural.js";

/** صيغ العدد كما يُعرض (views/analysis.js: منزلتان عشريتان على الأكثر). */
const forms = plurals("ar", { maximumFractionDigits: 2 });
/** العدد بعد «بفارق» أو «بنحو» (مجرور). @param {number} n @param {string} seeds */
const count = (n, seeds) =>
  forms(n, { one: "حبّة واحدة", two: "حبّتين", few: `${seeds} حبّات`, other: `${seeds} حبّة` });

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "analysis.title": "لوح التحليل",
  "analysis.move": "البيت {letter}",
  "analysis.win": ({ n, seeds }) => `فوز مثبت بفارق ${count(Number(n), String(seeds))}`,
  "analysis.loss": ({ n, seeds }) => `خسارة مثبتة بفارق ${count(Number(n), String(seeds))}`,
  "analysis.draw": "تعادل مثبت",
  "analysis.ahead": ({ n, seeds }) => `تقدّم بنحو ${count(Number(n), String(seeds))}`,
  "analysis.behind": ({ n, seeds }) => `تأخّر بنحو ${count(Number(n), String(seeds))}`,
  "analysis.even": "تعادل تقريبًا",
  "analysis.best": "الأفضل",
  "analysis.line": "التتابع المتوقّع: {line}",
  "analysis.thinking": "جارٍ التحليل…",
  "analysis.deeper": "جارٍ التحليل بعمق أكبر… عمق البحث حتى الآن بالتوزيعات: {depth}.",
  "analysis.stopped": "توقّف التحليل. عمق البحث بالتوزيعات: {depth}.",
  "analysis.done": "انتهى التحليل. عمق البحث بالتوزيعات: {depth}.",
  "analysis.over": "انتهت اللعبة في هذا الوضع: لا توزيع لتحليله.",
  "analysis.failed": "توقّف التحليل بسبب خطأ.",
  "analysis.stop": "إيقاف",
  "analysis.resume": "حلّل من جديد",
  "analysis.back": "تراجع عن توزيع",
  "analysis.leave": "عودة إلى اللعبة",
});
