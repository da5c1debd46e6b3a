// كلمات الصفحة واللوح بالعربية.
// معجم (بكلمات لاعبي المنقلة في قرى الجليل حيث وُجدت):
//   pit → بيت (بيوت) · seed, bead → حبّة (حبّات) · pile (captured seeds) → كومة ·
//   row → صفّ · sowing → توزيع (يوزّع) · relay → متابعة التوزيع · capture → أكل (يأكل) ·
//   move → نقلة · turn → دور · round → جولة · match → مباراة · forced → إجباري ·
//   cycle → دوران · house rule → قاعدة مضافة · the odd-or-even ritual → طقس «فرد أم زوج؟»
//   (Tek mi, Çift mi?)، hider → مَن يُخفي، guesser → مَن يخمّن · saada → سادا ·
//   pussa kanawa كما هي · South, North → الجنوب، الشمال · the computer → الحاسوب.
// «يوزّع» للتوزيع وحده؛ أما تحديد صفّ كل لاعب في الطقس فـ«يحدّد».
// أسماء الألعاب: المنقلة (Al-manqala)، ألي غولي ماني، مانغالا IV.
// الأرقام: أرقام 0–9 كما يرسمها اللوح في بيوته وكومتيه، في كل النصوص، كي لا يرى القارئ
// نظامين للأرقام في صفحة واحدة.
// العبارات اللاتينية التي تنتهي بعلامة (Tek mi, Çift mi?) تُعزل بـ \u2066…\u2069 كي لا تنتقل العلامة.
// الصفحة تُكتب من اليمين إلى اليسار، أما اللوح فلا ينعكس: الجنوب في الأسفل والتوزيع عكس
// عقارب الساعة، كما في كل لغة.
// يُخاطَب اللاعب بصيغة المفرد (أنت). `who` ("you" | "computer") يختار الصيغة: «توزّع من بيتك
// رقم 3»، «يوزّع الحاسوب من بيته رقم 5»؛ وإلا يُذكر اسم اللاعب (`player`).
import { plurals } from "./index.js";

/** The forms of Arabic counts (zero, one, two, few: 3–10, many: 11–99, other), as the platform
 * knows them (i18n/index.js plurals); `other` stands for the forms not given. */
const count = plurals("ar");
/** @param {import("../types.js").WordVars} vars */
const seeds = ({ n }) =>
  count(n, { one: "حبّة واحدة", two: "حبّتان", few: `${n} حبّات`, other: `${n} حبّة` });
/** العدد في موضع المفعول به: «يأكل حبّتين». */
/** @param {import("../types.js").WordVars} vars */
const seedsObj = ({ n }) => count(n, { two: "حبّتين", other: seeds({ n }) });
/** يختار الكلمات لك، أو للحاسوب، أو للاعب باسمه. */
/** @param {string | null | undefined} who @param {string} you @param {string} computer @param {string} named */
const by = (who, you, computer, named) =>
  who === "you" ? you : who === "computer" ? computer : named;
/** بيت اللاعب نفسه بضميره: (الجنوب، «بيت الجنوب رقم 3») ← «بيته رقم 3». */
/** @param {string} player @param {string} pit */
const own = (player, pit) => String(pit).replace(`بيت ${player} `, "بيته ");
/** «مرة»، «مرتين»، «3 مرات»… */
/** @param {number} n */
const times = (n) =>
  count(n, { one: "مرة واحدة", two: "مرتين", few: `${n} مرات`, other: `${n} مرة` });

/** فعل مضارع للغائب، وللمخاطَب إن كان الكلام لك: «يرفع» ← «ترفع». */
/** @param {string | null | undefined} who @param {string} verb */
const v = (who, verb) => (who === "you" ? `ت${verb.slice(1)}` : verb);
/** الفعل وفاعله: «يرفع الجنوب»، «يرفع الحاسوب»، «ترفع». */
/** @param {string | null | undefined} who @param {string} player @param {string} verb */
const vs = (who, player, verb) => by(who, v(who, verb), `${verb} الحاسوب`, `${verb} ${player}`);
/** بيت اللاعب نفسه بضميره (own)، وبيت الحاسوب كذلك: «بيته رقم 3». */
/** @param {string | null | undefined} who @param {string} player @param {string} pit */
const mine = (who, player, pit) => own(who === "computer" ? "الحاسوب" : player, pit);

/** @type {import("../types.js").Words} */
export default {
  title: "المنقلة، تراث حيّ",
  description: "العب ثلاث ألعاب منقلة تقليدية بصفّين على لوح من خشب محفور",
  chooseGame: "اختر اللعبة",
  controlsLabel: "أزرار اللعبة",
  language: "اللغة",
  "name.ali-guli-mane": "ألي غولي ماني",
  "name.al-manqala": "المنقلة",
  "name.mangala-iv": "مانغالا IV",
  "place.ali-guli-mane": "جنوب الهند",
  "place.al-manqala": "الجليل",
  "place.mangala-iv": "غازي عينتاب",
  new: "لعبة جديدة",
  undo: "تراجع",
  cycle: "الحبّات تدور بلا نهاية — القسمة",
  share: "مشاركة اللعبة",
  shareLabel: "رابط هذه اللعبة",
  copied: "نُسخ الرابط.",
  speed: "السرعة",
  "speed.slow": "بطيئة",
  "speed.normal": "عادية",
  "speed.fast": "سريعة",
  "speed.instant": "فورية",
  rulesBtn: "القواعد والتراث",
  board: "اللوح",
  loading: "جارٍ تحميل اللوح…",
  loadFailed: "تعذّر بدء اللعبة. قد تفيد إعادة تحميل الصفحة.",

  "player.0": "الجنوب",
  "player.1": "الشمال",
  pitOf: ({ who, player, place }) =>
    by(who, `بيتك رقم ${place}`, `بيت الحاسوب رقم ${place}`, `بيت ${player} رقم ${place}`),
  pileOf: ({ who, player }) => by(who, "كومتك", "كومة الحاسوب", `كومة ${player}`),
  seedsCount: seeds,
  playable: "يمكن اللعب منه",
  toMoveMark: "دوره",
  "mark.saada": "سادا",
  "mark.forced": "إجباري",
  "mark.closed": "مغلق",
  andMore: "و{n} غيرها",

  "say.sow": ({ who, player, place, n }) =>
    `${by(who, `توزّع من بيتك رقم ${place}`, `يوزّع الحاسوب من بيته رقم ${place}`, `يوزّع ${player} من البيت رقم ${place}`)} (${seeds({ n })}).`,
  "say.relays": ({ n, pits }) =>
    count(n, { one: `متابعة التوزيع من ${pits}.`, other: `متابعة التوزيع ${times(n)}: ${pits}.` }),
  "say.saada": "سادا في {pit}.",
  "say.capture": ({ who, player, n, pits }) =>
    `${by(who, "تأكل", "يأكل الحاسوب", `يأكل ${player}`)} ${seedsObj({ n })} من ${pits}.`,
  "say.extra": ({ who, player }) =>
    by(who, "توزّع مرة أخرى.", "يوزّع الحاسوب مرة أخرى.", `يوزّع ${player} مرة أخرى.`),
  "say.pass": ({ who, player }) =>
    by(
      who,
      "ليس لديك حبّات توزّعها، فيمرّ دورك.",
      "ليس لدى الحاسوب حبّات يوزّعها، فيمرّ دوره.",
      `ليس لدى ${player} حبّات يوزّعها، فيمرّ دوره.`,
    ),
  "say.round": "تبدأ الجولة {n}.",
  "say.end": "انتهت اللعبة: {reason}",
  "say.toMove": ({ who, player }) => by(who, "دورك.", "دور الحاسوب.", `دور ${player}.`),

  "note.extra": "أكل! توزيع آخر",
  "note.pass": ({ who, player }) => by(who, "يمرّ دورك", "يمرّ دور الحاسوب", `يمرّ دور ${player}`),
  "note.round": "الجولة {n}",

  "reason.stuck": "لم تبقَ في صفّ صاحب الدور أي حبّة، فأضاف كل لاعب الحبّات الباقية في صفّه إلى كومته.",
  "reason.fifty": "بلغت إحدى الكومتين 50 حبّة.",
  "reason.starved": "تعذّر إطعام اللاعب الذي فرغ صفّه، فأخذ كل الحبّات الباقية على اللوح.",
  "reason.empty": "فرغ اللوح.",
  "reason.cycle":
    "تكرّر الوضع نفسه للمرة الثالثة، أو لم يبقَ إلا توزيعات لا تنتهي، فقُسمت حبّات اللوح بالتساوي (الحبّة الفردية الزائدة لا تُحسب لأحد).",
  "reason.cycle.ali-guli-mane":
    "تكرّر الوضع نفسه للمرة الثالثة، أو لم يبقَ إلا توزيعات لا تنتهي، فأضاف كل لاعب الحبّات الباقية في صفّه إلى كومته.",
  "reason.cycle.forced":
    "عاد وضع سبق (أو كانت النقلة الوحيدة الباقية توزيعًا لا ينتهي)، فكانت الحبّات ستدور إلى الأبد؛ قُسمت حبّات اللوح بالتساوي (الحبّة الفردية الزائدة لا تُحسب لأحد).",
  "reason.agreed":
    "اتفق اللاعبان على أن الحبّات تدور إلى الأبد، فقُسمت حبّات اللوح بالتساوي (الحبّة الفردية الزائدة لا تُحسب لأحد).",
  "reason.roundCycle":
    "بدأت جولة من الوضع نفسه للمرة الثالثة (الصفّان والبيوت المغلقة والكومتان أنفسها، ويفتتحها اللاعب نفسه)، فانتهت المباراة بالتعادل.",
  "reason.match": "لم يستطع أحد اللاعبين ملء بيت واحد للجولة التالية، فانتهت المباراة.",

  "status.toMove": ({ who, player }) => by(who, "دورك", "دور الحاسوب", `دور ${player}`),
  "status.forced": ({ who, player, side }) =>
    `${by(who, "دورك", "دور الحاسوب", `دور ${player}`)} — إجباري: أول بيت فيه حبّات من ${side === "top" ? "اليمين" : "اليسار"}`,
  "status.extra": ({ who, player }) =>
    `${by(who, "توزّع مرة أخرى", "يوزّع الحاسوب مرة أخرى", `يوزّع ${player} مرة أخرى`)} (توزيع إضافي بعد الأكل)`,
  "status.over": "انتهت اللعبة",
  "status.ritual": "طقس البداية: فرد أم زوج؟",
  "status.thinking": ({ who, player }) => by(who, "تفكّر…", "الحاسوب يفكّر…", `${player} يفكّر…`),
  "status.sowing": ({ who, player }) => by(who, "توزّع…", "الحاسوب يوزّع…", `${player} يوزّع…`),
  "status.random": "بداية عشوائية، رقم {seed}",
  "status.houseRule": "قاعدة مضافة: اختيار حرّ (ليست من التقليد)",
  "status.round": "الجولة {n}",

  "end.title": "انتهت اللعبة",
  "end.winner": ({ who, player }) => by(who, "فزت", "فاز الحاسوب", `فاز ${player}`),
  "end.draw": "تعادل",
  "end.piles": "{p0}: {a} · {p1}: {b}",
  "end.new": "لعبة جديدة",
  "end.rematch.seats": "مباراة الإعادة، مع تبادل الجهتين",
  "end.rematch.first": "مباراة الإعادة، ويبدأ اللاعب الآخر",
  "end.rematch.ritual": "مباراة الإعادة: يحسم الطقس الصفّين من جديد",
  "end.close": "انظر إلى اللوح",

  "round.title": "انتهت الجولة {n}",
  "round.winner": ({ who, player }) =>
    by(who, "فزت بالجولة", "فاز الحاسوب بالجولة", `فاز ${player} بالجولة`),
  "round.draw": "انتهت الجولة بالتعادل",
  "round.next": ({ who, player, n }) =>
    `الجولة ${n}: ${by(who, "تبدأ أنت", "يبدأ الحاسوب", `يبدأ ${player}`)}.`,
  "round.closed": ({ who, player, n }) =>
    `${by(who, "صفّك", "صفّ الحاسوب", `صفّ ${player}`)}: ${n === 0 ? "امتلأت كل بيوته" : count(n, { one: "بيت واحد مغلق، عليه عود", two: "بيتان مغلقان، عليهما عودان", other: `${n} بيوت مغلقة، عليها عيدان` })}.`,
  "round.ok": "تابِع",

  newTitle: "لعبة {game} جديدة",
  "opt.rounds": "اللعب على جولات (تُغلق البيوت التي لا يستطيع اللاعب ملأها)",
  "opt.start": "وضع البداية",
  "opt.uniform": "7 حبّات في كل بيت",
  "opt.random": "98 حبّة موزّعة عشوائيًا",
  "opt.seed": "رقم البداية العشوائية (الرقم نفسه يعطي اللوح نفسه)",
  "opt.freeChoice": "قاعدة مضافة: التوزيع من أي بيت في صفّك — ليست من تقليد غازي عينتاب",
  "opt.ritual": "البدء بطقس «فرد أم زوج؟»",
  start: "ابدأ",
  cancel: "إلغاء",

  "cycle.ask":
    "يقول {mover} إن الحبّات لن تفعل إلا أن يطارد بعضها بعضًا إلى الأبد. {other}، هل توافق على قسمة حبّات اللوح بالتساوي؟",
  "cycle.agree": "موافق — نقسمها",
  "cycle.refuse": "لا، نتابع اللعب",

  "ritual.title": "\u2066Tek mi, Çift mi?\u2069 — فرد أم زوج؟",
  "ritual.intro":
    "قبل النقلة الأولى يُخفي أحد اللاعبين (مَن يُخفي) قطعة أو قطعتين في قبضته المغلقة، ويقول الآخر (مَن يخمّن): فرد أم زوج.",
  "ritual.hide": "مَن يُخفي: أخفِ قطعة أو قطعتين بينما يُدير مَن يخمّن وجهه.",
  "ritual.hide1": "أخفِ واحدة",
  "ritual.hide2": "أخفِ اثنتين",
  "ritual.guess": "مَن يخمّن: \u2066Tek mi, Çift mi?\u2069 — فرد أم زوج؟",
  "ritual.odd": "Tek — فرد",
  "ritual.even": "Çift — زوج",
  "ritual.reveal": ({ n }) => `تنفتح القبضة: ${n === 1 ? "قطعة واحدة" : "قطعتان"}.`,
  "ritual.right": "تخمين صحيح: مَن يخمّن يختار الصفّ.",
  "ritual.wrong": "تخمين خاطئ: مَن يُخفي يحدّد صفّ كلّ لاعب.",
  "ritual.pick": "{role}، أيّ صفّ لمن يخمّن؟",
  "ritual.bottom": "الصفّ السفلي (يبدأ اللعب)",
  "ritual.top": "الصفّ العلوي",
  "ritual.done": "{south} يلعب في الجنوب ويبدأ؛ {north} يلعب في الشمال.",
  "ritual.skip": "تخطَّ الطقس",
  "ritual.fist": "قبضة مغلقة",
  "role.guesser": "مَن يخمّن",
  "role.hider": "مَن يُخفي",
  "role.computer": "الحاسوب",
  "role.you": "أنت",
  "Role.guesser": "مَن يخمّن",
  "Role.hider": "مَن يُخفي",

  hint: "تلميح",
  "mark.hint": "تلميح",
  "hint.thinking": "جارٍ البحث عن أفضل نقلة…",
  "hint.move": "بيتك رقم {place}",
  "hint.lead": ({ move, what }) => `تلميح: ${move}${what ? ` — ${what}` : ""}.`,
  "hint.does": "{list}",
  "hint.captures": ({ n }) => `تأكل ${seedsObj({ n })}`,
  "hint.extraSowing": "تكسبك توزيعًا آخر",
  "hint.noSafeReply": "لا تترك لخصمك نقلة آمنة",
  "hint.strongest": "أقوى نقلة يجدها الحاسوب",
  "hint.winsByForce": "هذه النقلة تفوز حتمًا مهما فعل خصمك.",
  "hint.winsBy": ({ n }) => `هذه النقلة تفوز بفارق ${seedsObj({ n })} مهما فعل خصمك.`,
  "hint.othersLose": "كل نقلة أخرى تخسر.",
  "hint.drawsByForce": "هذه النقلة تضمن التعادل.",
  "hint.losesByForce": "أمام لعب مثالي تخسر كل النقلات؛ هذه أطولها صمودًا.",
  "hint.ahead": ({ n }) => `يتوقّع الحاسوب أن تنهي اللعبة متقدّمًا بنحو ${seedsObj({ n })}.`,
  "hint.behind": ({ n }) =>
    `يتوقّع الحاسوب أن تنهي اللعبة متأخرًا بنحو ${seedsObj({ n })}: هذه النقلة تجعل الخسارة أصغر ما يمكن.`,
  "hint.even": "يتوقّع الحاسوب أن تبقى اللعبة متعادلة.",
  // — تلميح نقلة تتركك متأخرًا: ما الذي توفّره —
  "hint.saves": ({ n }) => `ثاني أفضل نقلة كانت ستكلّفك نحو ${seedsObj({ n })} أكثر.`,
  // Lists as the language writes them (Intl.ListFormat: "a, b and c"), and the mark between
  // the parts of a label ("your pit 3, 4 seeds, playable").
  list: ({ items }) => new Intl.ListFormat("ar", { type: "conjunction" }).format(items),
  listSep: "، ",

  "opt.opponent": "الخصم",
  "opt.human": "شخص آخر، على هذا الجهاز",
  "opt.computer": "الحاسوب",
  "opt.level": "المستوى",
  "level.beginner": "مبتدئ",
  "level.intermediate": "متوسط",
  "level.strong": "قوي",
  "level.master": "خبير",
  "levelNote.beginner": "يلعب مثل لاعب جديد، وتفوته أحيانًا فرصة أكل.",
  "levelNote.intermediate": "ينظر بضع نقلات إلى الأمام.",
  "levelNote.strong": "ينظر أبعد من ذلك.",
  "levelNote.master": "أقوى ما عنده، يفكّر نحو ثانية في كل نقلة.",
  "opt.first": "مَن يبدأ",
  "opt.firstYou": "أنت (الجنوب، الصفّ السفلي)",
  "opt.firstComputer": "الحاسوب (تلعب أنت في الشمال، وصفّك في الأسفل)",
  "opt.forcedNote":
    "في مانغالا IV التقليدية كل النقلات إجبارية، لذلك فإن طقس «فرد أم زوج؟» هو الذي يحسم اللعبة أمام الحاسوب، ولا أثر لأي مستوى: إن ربح الحاسوب اختيار الصفّ أخذ الصفّ الذي يفوز. وإن أردت لعبًا فيه اختيار، ففعّل القاعدة المضافة.",
  "status.level": "الحاسوب: {level}",

  "ritual.yourPart": "هل تُخفي القطع أم تخمّن؟",
  "ritual.iHide": "أنا أُخفي",
  "ritual.iGuess": "أنا أخمّن",
  "ritual.youHide": "أخفِ قطعة أو قطعتين في قبضتك؛ سيخمّن الحاسوب.",
  "ritual.computerHides": "أخفى الحاسوب قطعة أو قطعتين في قبضته.",
  "ritual.computerGuesses": "يقول الحاسوب: {guess}.",
  "ritual.youPick": "أيّ صفّ تأخذ؟",
  "ritual.youBottom": "الصفّ السفلي (الجنوب، ويبدأ اللعب)",
  "ritual.youTop": "الصفّ العلوي (الشمال)",
  "ritual.computerBottom": "لعب الحاسوب اللعبة الإجبارية كلها في ذهنه، وأخذ الصفّ السفلي: هو يبدأ.",
  "ritual.computerTop": "لعب الحاسوب اللعبة الإجبارية كلها في ذهنه، وأخذ الصفّ العلوي: أنت تبدأ.",
  "ritual.play": "العب",
  "ritual.doneYouSouth": "تلعب أنت في الجنوب وتبدأ.",
  "ritual.doneComputerSouth": "يلعب الحاسوب في الجنوب ويبدأ؛ تلعب أنت في الشمال.",

  "notice.badSave": "تعذّرت قراءة اللعبة المحفوظة، فحُذفت وبدأت لعبة جديدة.",
  "notice.badLink": "هذا الرابط لا يحمل لعبة يمكن فتحها، لذلك لم يُفتح.",
  "notice.storage": "لن يحتفظ هذا المتصفح باللعبة بعد إعادة التحميل (التخزين غير متاح).",
  dismiss: "إغلاق",

  rulesTitle: "كيف نلعبها هنا",
  heritageTitle: "الأصول والعادات",
  rulesClose: "إغلاق",
  // — لوحة القواعد: القرارات بعد القواعد —
  "decisions.title": "قراراتنا",
  "decisions.intro": "حين تترك المصادر مسألةً مفتوحة أو تختلف فيها، فهذا ما قرّرناه.",

  "attract.title": "الحاسوب يلعب عن الطرفين — شاهد كيف تسير اللعبة.",
  "attract.touch": "المس الشاشة لتلعب",
  "attract.next": "{result}. تبدأ لعبة جديدة بعد قليل.",
  // — الشرح (features/narration/words.js): `who` كما في الأعلى؛ ضد الحاسوب: «ترفع حبّتين من
  // بيتك رقم 1…»، «يرفع الحاسوب…» —
  "cap.lift": ({ who, player, pit, n }) =>
    count(n, {
      one: `${vs(who, player, "يرفع")} الحبّة الوحيدة من ${mine(who, player, pit)} و${v(who, "يضعها")} في البيت التالي، عكس اتجاه عقارب الساعة.`,
      other: `${vs(who, player, "يرفع")} ${seedsObj({ n })} من ${mine(who, player, pit)} و${v(who, "يوزّعها")} واحدة واحدة، عكس اتجاه عقارب الساعة.`,
    }),
  "cap.lift.forced.mangala-iv": ({ who, player, pit, n, side }) =>
    `النقلة إجبارية: ${pit} هو أول بيت فيه حبّات من جهة ${side === "top" ? "اليمين" : "اليسار"}، ف${vs(who, player, "يُفرغه")} و${v(who, "يوزّع")} ${count(n, { one: "حبّته الوحيدة في البيت التالي", other: `${seedsObj({ n })} واحدة واحدة` })}.`,
  "cap.relay.ali-guli-mane": ({ who, player, pit, n }) =>
    `متابعة (pussa kanawa): البيت الذي يلي آخر حبّة، ${pit}، فيه ${seeds({ n })}، ف${vs(who, player, "يرفعها")} و${v(who, "يتابع")} التوزيع.`,
  "cap.relay.mangala-iv": ({ who, player, n }) =>
    `متابعة: صار في بيت آخر حبّة ${seeds({ n })} (3، أو 5 فأكثر)، ف${vs(who, player, "يرفعها")} كلها و${v(who, "يتابع")} التوزيع.`,
  "cap.relay": ({ who, player, pit, n }) =>
    `${vs(who, player, "يرفع")} ${count(n, { one: "الحبّة الوحيدة", other: seedsObj({ n }) })} من ${pit} و${v(who, "يتابع")} التوزيع.`,
  "cap.saada": ({ who, player, pit }) =>
    `سادا: البيت الذي يلي آخر حبّة، ${pit}، فارغ، فيتوقّف التوزيع. ${vs(who, player, "يأكل")} حبّات البيت الذي بعده والبيت المقابل له.`,
  "cap.capture.al-manqala": ({ who, player, pit }) =>
    `سقطت آخر حبّة في ${pit} فصار فيه 2 أو 4 بالضبط: ${vs(who, player, "يأكلها")}، ثم ${v(who, "يرجع")} إلى الوراء ف${v(who, "يأكل")} حبّات كل بيت فيه 2 أو 4، حتى ${v(who, "يصل")} إلى بيت فيه عدد آخر.`,
  "cap.capture.mangala-iv": ({ who, player }) =>
    `صار في بيت آخر حبّة 2 أو 4: ${vs(who, player, "يأكل")} حبّات ذلك البيت وما قبله مباشرة من بيوت فيها 2 أو 4، وحبّات البيوت المقابلة لها.`,
  "cap.take": ({ who, player, pit, n }) =>
    `${vs(who, player, "يأكل")} ${seedsObj({ n })} من ${pit}.`,
  "cap.take.saada": ({ who, player, pit, n }) =>
    `${vs(who, player, "يأكل")} ${seedsObj({ n })} من ${pit}، البيت الذي يلي البيت الفارغ.`,
  "cap.take.facing": ({ who, player, pit, n }) =>
    `و${vs(who, player, "يأكل")} أيضًا ${seedsObj({ n })} من البيت المقابل، ${pit}.`,
  "cap.take.facingAlone": ({ who, player, pit, n }) =>
    `لا حبّات في البيت الذي يلي البيت الفارغ، ف${vs(who, player, "يأكل")} ${seedsObj({ n })} من البيت المقابل له وحده، ${pit}.`,
  "cap.take.chain": ({ who, player, pit, n }) =>
    `تمتد السلسلة إلى الوراء: في ${pit} ${seeds({ n })}، ف${vs(who, player, "يأكلها")} أيضًا.`,
  "cap.take.row": ({ who, player, pit, n }) =>
    `${vs(who, player, "يجمع")} ما بقي في ${pit}: ${seeds({ n })}.`,
  "cap.take.division": ({ who, player, pit, n }) =>
    `قسمة بالتساوي: ${vs(who, player, "يأخذ")} ${seedsObj({ n })} من ${pit} ضمن ${by(who, "نصيبك", "نصيبه", "نصيبه")}.`,
  "cap.extra": ({ who, player }) =>
    by(
      who,
      "أكلتَ في التوزيع الأول من دورك، فتوزّع مرة أخرى.",
      "أكل الحاسوب في التوزيع الأول من دوره، فيوزّع مرة أخرى.",
      `أكل ${player} في التوزيع الأول من دوره، فيوزّع مرة أخرى.`,
    ),
  "cap.pass": ({ who, player }) =>
    by(
      who,
      "ليس في صفّك أي حبّة، فيمرّ دورك.",
      "ليس في صفّ الحاسوب أي حبّة، فيمرّ دوره.",
      `ليس في صفّ ${player} أي حبّة، فيمرّ دوره.`,
    ),
  "cap.stop.al-manqala": ({ pit, n }) =>
    `سقطت آخر حبّة في ${pit} فصار فيه ${seeds({ n })}، لا 2 ولا 4، فلا أكل.`,
  "cap.stop.mangala-iv": ({ pit }) => `وقعت آخر حبّة في بيت فارغ، ${pit}: انتهت النقلة.`,
  "cap.end": "انتهت اللعبة: {reason}",

  "keep.linkNote":
    "أرسل هذا الرابط إلى صديق: يفتح هذه اللعبة بكل نقلاتها، فيلعب النقلة التالية ويعيدها إليك.",
  "keep.textLabel": "اللعبة نصًّا (انسخها، أو الصق هنا لعبة لتفتحها)",
  "keep.copy": "نسخ اللعبة نصًّا",
  "keep.download": "تنزيل الملف",
  "keep.open": "فتح اللعبة الملصقة",
  "keep.file": "فتح ملف لعبة…",
  "keep.copied": "نُسخت اللعبة نصًّا.",
  "notice.badFile": "تعذّر فتح هذه اللعبة. اللعبة التي على اللوح لم تتغيّر.",

  "moves.title": "النقلات",
  "moves.key": ({ variant }) =>
    `A–G: بيوت الجنوب، a–g: بيوت الشمال، ويُعدّ كل صفّ من يسار صاحبه. ×N: عدد الحبّات المأكولة.${variant === "ali-guli-mane" ? " +: يوزّع اللاعب نفسه مرة أخرى." : ""}${variant === "al-manqala" ? " =: الحبّات تدور بلا نهاية، فاتفق اللاعبان على قسمتها." : ""}`,
  "moves.start": "البداية",
  "moves.number": "النقلة {n}",
  "moves.agree": "الحبّات تدور بلا نهاية: قُسم اللوح بالاتفاق",
  "moves.captures": ({ n }) => `يأكل ${seedsObj({ n })}`,
  "moves.extra": "يوزّع مرة أخرى",
  "moves.pass": ({ who, player }) => by(who, "مرّ دورك", "مرّ دور الحاسوب", `مرّ دور ${player}`),
  "moves.end": "انتهت اللعبة",
  "status.viewing": ({ n }) =>
    n === 0 ? "نظرة إلى الوراء: بداية اللعبة" : `نظرة إلى الوراء: اللوح بعد النقلة ${n}`,
  "status.replaying": ({ n }) =>
    n === 0 ? "إعادة العرض: بداية اللعبة" : `إعادة العرض: النقلة ${n}`,
  "review.label": "مراجعة اللعبة",
  "review.now": ({ n }) =>
    count(n, {
      one: "لُعبت نقلة واحدة",
      two: "لُعبت نقلتان",
      few: `لُعبت ${n} نقلات`,
      other: `لُعبت ${n} نقلة`,
    }),
  "review.at": ({ n, total }) =>
    n === 0 ? `البداية، قبل النقلة 1 من ${total}` : `النقلة ${n} من ${total}`,
  "review.start": "إلى البداية",
  "review.back": "نقلة إلى الوراء",
  "review.play": "إعادة العرض من هنا",
  "review.pause": "إيقاف إعادة العرض مؤقتًا",
  "review.forward": "لعب النقلة التالية",
  "review.past": "وضع سابق: لا يمكن اللعب هنا",
  "review.live": "العودة إلى اللعبة",

  // — sound —
  sound: "الصوت",

  // — lessons —
  "lesson.learn": "تعلّم في دقيقة",

  // — تقييم اللعب («كيف لعبت؟»؛ بقية كلماته في critique-ar.js) —
  "analysis.open": "حلّل",
  "critique.button": "كيف لعبتُ؟",
  "grade.best": "أفضل نقلة",
  "grade.good": "نقلة جيدة",
  "grade.inaccuracy": "نقلة غير دقيقة",
  "grade.mistake": "خطأ",
  "grade.blunder": "خطأ فادح",
  "notice.critique": "توقّف تقييم اللعب قبل أن يكتمل.",

  // — وجهًا لوجه (layout=facing، features/facing/view.js) —
  "facing.buttons": ({ player }) => `أزرار ${player}`,
  "opt.layout": "كيف تجلسان؟",
  "opt.layoutSide": "جنبًا إلى جنب، وكلاكما أمام الشاشة",
  "opt.layoutFacing": "وجهًا لوجه والطاولة بينكما (تُدار كلمات الشمال لتُقرأ من جهته)",
  "facing.undoTitle": "تراجع عن نقلة؟",
  "facing.undoAsk": "يريد {player} أن يتراجع عن نقلته الأخيرة. {other}، هل توافق؟",
  "facing.undoYes": "نعم، ليتراجع",
  "facing.undoNo": "لا، نتابع اللعب",

  // — ترحيب الزيارة الأولى و«اشرح كل توزيع» (issue 23) —
  "welcome.open": "كيف أبدأ",
  "welcome.close": "أغلق الترحيب",
  "welcome.what.ali-guli-mane":
    "لعبة منقلة لاثنين من جنوب الهند: وزّع الحبّات حول اللوح؛ فإن وجدت حبّات في البيت الذي يلي آخر حبّة، فارفعها وتابع التوزيع، وإن وجدته فارغًا، فكُل حبّات البيت الذي بعده وحبّات البيت المقابل لذلك البيت.",
  "welcome.what.al-manqala":
    "لعبة منقلة لاثنين من الجليل: وزّع حبّات بيت واحد حول اللوح؛ فإن صار في بيت آخر حبّة 2 أو 4، فكُل حبّاته، ثم ارجع إلى الوراء وكُل حبّات كل بيت فيه 2 أو 4 حتى تصل إلى بيت فيه عدد آخر. ومن يجمع 50 حبّة يفز.",
  "welcome.what.mangala-iv":
    "لعبة منقلة لاثنين من غازي عينتاب: في كل نقلة توزّع حبّات أول بيت غير فارغ من جهة يسارك، وعدد الحبّات في بيت آخر حبّة هو الذي يقرّر: أن تتابع التوزيع، أو تتوقّف، أو تأكل سلسلة من البيوت التي فيها 2 أو 4 مع البيوت المقابلة لها.",
  "welcome.row": "توزّع من الصفّ السفلي، والنقلة الأولى لك.",
  "welcome.row.ritual": "الصفّ السفلي يبدأ اللعب، وطقس البداية «فرد أم زوج؟» يحدّد من يأخذه.",
  "welcome.computer": "العب ضد الحاسوب",
  "welcome.computer.note": "على مستوى المبتدئ، يناسب لعبتك الأولى",
  "welcome.computer.note.mangala-iv":
    "على مستوى المبتدئ، بقاعدة مضافة ليست من تقليد غازي عينتاب: أنت تختار البيت الذي توزّع منه",
  "welcome.friend": "العب مع صديق على هذا الجهاز",
  "welcome.friend.note": "بالتناوب على هذه الشاشة",
  "welcome.lesson": "تعلّم في دقيقة",
  "welcome.lesson.note": "القواعد خطوة خطوة على اللوح",
  "welcome.puzzle": "لغز اليوم",
  "status.newcomer": ({ who, player, side }) =>
    `${by(who, "دورك", "دور الحاسوب", `دور ${player}`)}: اختر بيتًا من الصفّ ${side === "bottom" ? "السفلي" : "العلوي"}`,
  // The button that turns the board half a turn (views/flip.js).
  flip: "أدِر اللوح",
  narrate: "اشرح كل توزيع",

  // — a clipboard that refuses (an iframe without allow="clipboard-write"): copy by hand —
  "copy.refused": "تعذّر نسخ الرابط تلقائيًا. الرابط محدَّد في المربع: انسخه من هناك بنفسك.",
  "keep.copyRefused": "تعذّر نسخ اللعبة تلقائيًا. اللعبة محدَّدة في المربع: انسخها من هناك بنفسك.",

  // — voice (features/voice/speech.js) —
  voice: "القراءة بصوت عالٍ",
  // A voice of another region than the words' (a Brazilian voice for European Portuguese;
  // features/voice/speech.js): only Portuguese asks for one region.
  "voice.region":
    "لا يوجد على هذا الجهاز صوت للعربية التي كُتبت بها هذه الكلمات، فيقرؤها صوت عربي من منطقة أخرى.",
  "voice.none":
    "لا يوجد على هذا الجهاز صوت باللغة العربية، فلن يُقرأ شيء بصوت عالٍ: تبقى الكلمات على الشاشة.",

  // — الألغاز (flow/modes/puzzle.js؛ بقية كلماتها في puzzle-ar.js) —
  puzzles: "ألغاز",
  "end.puzzle": "جرّب لغزًا",
  "kiosk.puzzle": "لغز اليوم",
  // — notices of a failed step: the visitor's words; the engine's message goes to data-why —
  "notice.move": "تعذّر لعب هذه النقلة. بقيت اللعبة على اللوح كما كانت.",
  "notice.computer": "لم يتمكّن الحاسوب من اختيار نقلته. حاول مرة أخرى أو ابدأ لعبة جديدة.",
  "notice.hint": "تعذّر إيجاد تلميح هذه المرة.",
  "notice.options": "تعذّر بدء لعبة بهذه الإعدادات. بقيت اللعبة على اللوح كما كانت.",
  "notice.badPuzzle": "تعذّر فتح هذا اللغز، فعُرضت اللعبة بدلًا منه.",
  "notice.badPosition": "تعذّر فتح هذا الوضع، فعُرضت اللعبة بدلًا منه.",

  // — kiosk: "Still there?", asking before a game ends, "please wait" (features/kiosk/session.js) —
  "still.title": "هل ما زلت تلعب؟",
  "still.count": ({ n, what }) =>
    `${{ game: "تنتهي اللعبة", lesson: "ينتهي الدرس", puzzle: "ينتهي اللغز" }[String(what)]} بعد ${count(n, { one: "ثانية واحدة", two: "ثانيتين", few: `${n} ثوانٍ`, other: `${n} ثانية` })}.`,
  "still.touch": ({ what }) =>
    `المس الشاشة لتواصل ${{ game: "لعبتك", lesson: "الدرس", puzzle: "حلّ اللغز" }[String(what)]}.`,
  "still.keep": "تابع اللعب",
  "restart.title": "هل تبدأ لعبة جديدة؟",
  "restart.says": "ستنتهي هذه اللعبة.",
  "restart.yes": "نعم",
  "restart.no": "لا",
  wait: "يُرجى الانتظار…",
};
