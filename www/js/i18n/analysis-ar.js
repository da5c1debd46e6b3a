// كلمات لوح التحليل بالعربية (انظر analysis-en.js؛ المعجم في ar.js).
/** العدد بعد «بفارق» أو «بنحو» (مجرور). @param {number} n @param {string} seeds */
const count = (n, seeds) =>
  n === 1
    ? "حبّة واحدة"
    : n === 2
      ? "حبّتين"
      : Number.isInteger(n) && n >= 3 && n <= 10
        ? `${seeds} حبّات`
        : `${seeds} حبّة`;

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
  "analysis.line": "النقلات المتوقّعة: {line}",
  "analysis.thinking": "جارٍ التحليل…",
  "analysis.deeper": "جارٍ التحليل بعمق أكبر… عمق البحث حتى الآن (بعدد التوزيعات): {depth}.",
  "analysis.stopped": "توقّف التحليل. عمق البحث (بعدد التوزيعات): {depth}.",
  "analysis.done": "انتهى التحليل. عمق البحث (بعدد التوزيعات): {depth}.",
  "analysis.over": "انتهت اللعبة في هذا الوضع: لا توزيع لتحليله.",
  "analysis.failed": "توقّف التحليل بسبب خطأ.",
  "analysis.stop": "إيقاف",
  "analysis.resume": "حلّل من جديد",
  "analysis.back": "رجوع توزيعًا واحدًا",
  "analysis.leave": "عودة إلى اللعبة",
  "analysis.moves": "النقلات المستكشَفة",
  "analysis.start": "البداية",
  "analysis.moveName": "النقلة {n}: {move}",
  "analysis.after": "بعد النقلة {n}",
  "analysis.gaveUp": ({ grade, n, seeds }) => `${grade}، خسارة ${count(Number(n), String(seeds))}`,
  "analysis.variation": "فرع",
  "analysis.comment": "تعليق على هذه النقلة",
  "analysis.commentStudy": "تعليق على الدراسة",
  "analysis.promote": "اجعله الخطّ الرئيسي",
  "analysis.remove": "احذف من هذه النقلة فما بعدها",
  "analysis.export": "صدّر الدراسة",
  "analysis.import": "افتح ملفّ دراسة",
  "analysis.tooLong":
    "هذه الدراسة أطول من أن يحملها رابط: لا يحفظ العنوان إلا الوضع المعروض. صدّر الدراسة لمشاركتها.",
  "analysis.graph": "حال الخطّ الرئيسي بعد كل نقلة: الجنوب فوق الخطّ والشمال تحته",
  "analysis.graphAhead": ({ player, n, seeds }) =>
    `${player} متقدّم بنحو ${count(Number(n), String(seeds))}`,
  "analysis.graphEven": "تعادل تقريبًا",
  // محرّر الأوضاع (views/editor.js؛ انظر analysis-en.js).
  "analysis.edit": "أعدّ وضعًا",
  "editor.title": "محرّر الأوضاع",
  "editor.game": "اللعبة",
  "editor.row": "صفّ {player}",
  "editor.closed": "مغلق",
  "editor.less": "حبّة أقل: {what}",
  "editor.more": "حبّة أكثر: {what}",
  "editor.pile": "كومة {player}",
  "editor.toMove": "الدور على",
  "editor.extra": "للاعب الذي عليه الدور توزيع إضافي مستحَق",
  "editor.round": "الجولة",
  "editor.starter": "بدأ الجولةَ",
  "editor.total": "الحبّات: {n} من {max}",
  "editor.legal": "وضع صحيح.",
  "editor.over": "وضع صحيح، واللعبة منتهية فيه.",
  "editor.text": "نصّ الوضع (الصق نصًّا لتبدأ منه)",
  "editor.analyse": "حلّل هذا الوضع",
  "editor.paste": "ابدأ من هذا النص",
  "editor.start": "بداية اللعبة",
  "editor.empty": "لوح فارغ",
  "editor.close": "أغلق المحرّر",
  "editor.why.tooManySeeds": "الحبّات أكثر مما في اللعبة: أزِل بعضها.",
  "editor.why.closedWithoutRounds": "لا تُغلق البيوت إلا في اللعب على جولات.",
  "editor.why.seedsInClosedPit": "لا يجوز أن يكون في بيت مغلق حَبّ.",
  "editor.why.closedNotAtRowEnd": "يجب أن تكون البيوت المغلقة في الصف آخرَ بيوته بترتيب التوزيع.",
  "editor.why.wholeRowClosed": "لا يجوز إغلاق صفّ كامل.",
  "editor.why.badRound":
    "تُعدّ الجولات من 1، ولا تتجاوز اللعبةُ الجولةَ الأولى إلا في اللعب على جولات.",
  "editor.why.extraWithoutAliGuliMane": "لا يكون التوزيع الإضافي إلا في ألي غولي ماني.",
  "editor.why.extraWithoutSeeds": "لا يُستحَق توزيع إضافي للاعب ليس في صفّه حَبّ يوزّعه.",
  "editor.why.notAnEnding": "لا يمكن أن تنتهي هذه اللعبة بهذه الطريقة.",
  "editor.why.unknownVariant": "لا يذكر النص أيًّا من ألعاب هذا اللوح.",
  "editor.why.optionNotForVariant": "أحد الخيارات ليس من خيارات هذه اللعبة.",
  "editor.why.badOption": "في النص خيار لا تعرفه هذه اللعبة.",
  "editor.why.badPart": "جزء من النص لا يُقرأ على أنه وضع.",
  "editor.why.other": "هذا ليس وضعًا من أوضاع اللعبة.",
});
