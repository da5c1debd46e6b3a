// Sayfanın ve tahtanın Türkçe sözleri.
// Sözlük (Türkiye'de mangala oynayanların sözleriyle):
//   pit → kuyu · seed, piece → taş · pile (captured seeds) → hazine · row → sıra (alt sıra,
//   üst sıra); a player's own row → taraf ("tarafınızda", "sıra" turn ile karışmasın) ·
//   sowing → dağıtma, dağıtım · relay → aktarma · capture → taş almak ·
//   move → hamle · turn → sıra ("Sıra sizde") · round → tur · match → maç · forced → zorunlu ·
//   cycle → döngü · house rule → ev kuralı · the odd-or-even ritual → Tek mi, Çift mi? kurası,
//   hider → saklayan, guesser → tahmin eden · saada, pussa kanawa: olduğu gibi.
// Oyuncuların adları Güney ve Kuzey; ek alırken kesme işaretiyle: Güney'in, Kuzey'de.
// Oyuncuya seslenirken "siz" kullanılır. `who` ("you" | "computer") varsa cümle ona göre
// kurulur ("3. kuyunuzu dağıtıyorsunuz", "Bilgisayar 5. kuyusunu dağıtıyor").
import { plurals } from "./index.js";

/** Bir sayının biçimi (one, other): i18n/index.js plurals. Sayıdan sonra ad tekil kalır ("3 taş"). */
const count = plurals("tr");
/** @param {import("../types.js").WordVars} vars */
const seeds = ({ n }) => `${n} taş`;
/** "Onu", "onları". @param {number} n */
const them = (n) => count(n, { one: "onu", other: "onları" });
/** Sizin, bilgisayarın ya da adı verilen oyuncunun sözlerini seçer. */
/** @param {string | null | undefined} who @param {string} you @param {string} computer @param {string} named */
const by = (who, you, computer, named) =>
  who === "you" ? you : who === "computer" ? computer : named;
/** Bir oyuncu adının yalın hâli, ek almaya hazır ("Güney (siz)" → "Güney"). */
/** @param {string} player */
const bare = (player) => String(player).split(" (")[0];
/** İlgi hâli: Güney'in, Kuzey'in (iki ad da "-ey" ile biter). */
/** @param {string} player */
const of = (player) => `${bare(player)}'in`;
/** Bulunma hâli: Güney'de, Kuzey'de. */
/** @param {string} player */
const at = (player) => `${bare(player)}'de`;
/**
 * Bir kuyu adına hâl eki getirir; adlar "…kuyusu" ya da "…kuyunuz" ile biter:
 * ("Kuzey'in 3. kuyusu", "da") → "Kuzey'in 3. kuyusunda"; ("3. kuyunuz", "dan") → "3. kuyunuzdan".
 */
/** @param {string} pit @param {string} ek */
const pitCase = (pit, ek) => (String(pit).endsWith("kuyusu") ? `${pit}n${ek}` : `${pit}${ek}`);
/** Cümle başı büyük harf, Türkçe kurallarıyla ("ı" → "I", "i" → "İ"). */
/** @param {string} text */
const upper = (text) => text.charAt(0).toLocaleUpperCase("tr") + text.slice(1);
/** Oyuncunun kendi kuyusu, sahibi yinelenmeden: (Güney, "Güney'in 3. kuyusu") → "3. kuyusu". */
/** @param {string} player @param {string} pit */
const own = (player, pit) => String(pit).replace(`${of(player)} `, "");

/** Cümle başındaki özne: "Güney, …", "Bilgisayar, …"; size seslenirken özne yok. */
/** @param {string | null | undefined} who @param {string} player */
const lead = (who, player) => by(who, "", "Bilgisayar, ", `${player}, `);
/** Cümle ortasındaki özne: "…; Güney onları alıp…". */
/** @param {string | null | undefined} who @param {string} player */
const mid = (who, player) => by(who, "", "bilgisayar ", `${player} `);
/** "-yor" ile biten fiil, size seslenirken "-yorsunuz": alıyor → alıyorsunuz. */
/** @param {string | null | undefined} who @param {string} verb */
const v = (who, verb) => (who === "you" ? `${verb}sunuz` : verb);
/** Oyuncunun kendi kuyusu, sahibi yinelenmeden (own gibi; bilgisayarınki de). */
/** @param {string | null | undefined} who @param {string} player @param {string} pit */
const mine = (who, player, pit) =>
  who === "computer" ? String(pit).replace("bilgisayarın ", "") : own(player, pit);

/** @type {import("../types.js").Words} */
export default {
  title: "Mangala mirası",
  description: "Oyma ahşap bir tahtada oynanan iki sıralı üç geleneksel mangala oyunu",
  chooseGame: "Oyunu seçin",
  controlsLabel: "Oyun düğmeleri",
  language: "Dil",
  "name.ali-guli-mane": "Ali Guli Mane",
  "name.al-manqala": "Al-manqala",
  "name.mangala-iv": "Mangala IV",
  "place.ali-guli-mane": "Güney Hindistan",
  "place.al-manqala": "Celile",
  "place.mangala-iv": "Gaziantep",
  new: "Yeni oyun",
  undo: "Geri al",
  cycle: "Taşlar dönüp duruyor — bölüşelim",
  share: "Oyunu paylaş",
  shareLabel: "Bu oyunun bağlantısı",
  copied: "Bağlantı kopyalandı.",
  speed: "Hız",
  "speed.slow": "Yavaş",
  "speed.normal": "Normal",
  "speed.fast": "Hızlı",
  "speed.instant": "Anında",
  rulesBtn: "Kurallar ve gelenek",
  board: "Tahta",
  loading: "Tahta yükleniyor…",
  loadFailed: "Oyun başlatılamadı. Sayfayı yeniden yüklemek işe yarayabilir.",

  "player.0": "Güney",
  "player.1": "Kuzey",
  pitOf: ({ who, player, place }) =>
    by(who, `${place}. kuyunuz`, `bilgisayarın ${place}. kuyusu`, `${of(player)} ${place}. kuyusu`),
  pileOf: ({ who, player }) =>
    by(who, "hazineniz", "bilgisayarın hazinesi", `${of(player)} hazinesi`),
  seedsCount: seeds,
  playable: "oynanabilir",
  toMoveMark: "sırada",
  "mark.saada": "saada",
  "mark.forced": "zorunlu",
  "mark.closed": "kapalı",
  andMore: "ve {n} kuyu daha",

  "say.sow": ({ who, player, place, n }) =>
    by(
      who,
      `${place}. kuyunuzu dağıtıyorsunuz`,
      `Bilgisayar ${place}. kuyusunu dağıtıyor`,
      `${player} ${place}. kuyusunu dağıtıyor`,
    ) + ` (${seeds({ n })}).`,
  "say.relays": ({ n, pits }) =>
    count(n, { one: `Aktarma: ${pits}.`, other: `${n} aktarma: ${pits}.` }),
  "say.saada": "Saada: {pit}.",
  // Tek kuyu: "Kuzey'in 1. kuyusundan 2 taş alıyorsunuz."; birkaç kuyu: "… alıyorsunuz: a, b."
  "say.capture": ({ who, player, n, pits }) => {
    const one = !String(pits).includes(", ");
    const from = one ? `${pitCase(pits, "dan")} ` : "";
    const said = by(
      who,
      upper(`${from}${seeds({ n })} alıyorsunuz`),
      `Bilgisayar ${from}${seeds({ n })} alıyor`,
      `${player} ${from}${seeds({ n })} alıyor`,
    );
    return one ? `${said}.` : `${said}: ${pits}.`;
  },
  "say.extra": ({ who, player }) =>
    by(
      who,
      "Bir kez daha dağıtıyorsunuz.",
      "Bilgisayar bir kez daha dağıtıyor.",
      `${player} bir kez daha dağıtıyor.`,
    ),
  "say.pass": ({ who, player }) =>
    by(
      who,
      "Dağıtacak taşınız yok, pas geçiyorsunuz.",
      "Bilgisayarın dağıtacak taşı yok, pas geçiyor.",
      `${of(player)} dağıtacak taşı yok, pas geçiyor.`,
    ),
  "say.round": "{n}. tur başlıyor.",
  "say.end": "Oyun bitti: {reason}",
  "say.toMove": ({ who, player }) =>
    by(who, "Sıra sizde.", "Sıra bilgisayarda.", `Sıra ${at(player)}.`),

  "note.extra": "Taş alındı! Bir kez daha",
  "note.pass": ({ who, player }) =>
    by(who, "Pas geçiyorsunuz", "Bilgisayar pas geçiyor", `${player} pas geçiyor`),
  "note.round": "{n}. tur",

  "reason.stuck":
    "sıradaki oyuncunun tarafında taş kalmadı; her oyuncu kendi tarafında kalan taşları hazinesine ekledi.",
  "reason.fifty": "bir hazine 50 taşa ulaştı.",
  "reason.starved": "aç kalan oyuncu beslenemedi ve tahtada kalan bütün taşları aldı.",
  "reason.empty": "tahtada taş kalmadı.",
  "reason.cycle":
    "aynı konum üçüncü kez ortaya çıktı ya da geriye yalnızca sonu gelmeyen dağıtımlar kaldı; tahtadaki taşlar eşit bölüşüldü (artan tek taş kimseye sayılmaz).",
  "reason.cycle.ali-guli-mane":
    "aynı konum üçüncü kez ortaya çıktı ya da geriye yalnızca sonu gelmeyen dağıtımlar kaldı; her oyuncu kendi tarafında kalan taşları hazinesine ekledi.",
  "reason.cycle.forced":
    "bir konum geri geldi (ya da kalan tek hamle sonu gelmeyen bir dağıtımdı), yani taşlar sonsuza dek dönecekti; tahtadakiler eşit bölüşüldü (artan tek taş kimseye sayılmaz).",
  "reason.agreed":
    "iki oyuncu da taşların sonsuza dek döneceği konusunda anlaştı; tahtadakiler eşit bölüşüldü (artan tek taş kimseye sayılmaz).",
  "reason.roundCycle":
    "bir tur üçüncü kez aynı konumdan başladı (aynı sıralar, kapalı kuyular ve hazineler, turu aynı oyuncu açıyor); maç berabere bitti.",
  "reason.match": "bir oyuncu sonraki tur için tek bir kuyuyu bile dolduramadı; maç bitti.",

  "status.toMove": ({ who, player }) =>
    by(who, "Sıra sizde", "Sıra bilgisayarda", `Sıra ${at(player)}`),
  "status.forced": ({ who, player, side }) =>
    `${by(who, "Sıra sizde", "Sıra bilgisayarda", `Sıra ${at(player)}`)} — zorunlu hamle: taşı olan en ${side === "top" ? "sağdaki" : "soldaki"} kuyu`,
  "status.extra": ({ who, player }) =>
    `${by(who, "Bir kez daha dağıtıyorsunuz", "Bilgisayar bir kez daha dağıtıyor", `${player} bir kez daha dağıtıyor`)} (taş aldıktan sonra ek dağıtım)`,
  "status.over": "Oyun bitti",
  "status.ritual": "Açılış kurası: Tek mi, Çift mi?",
  "status.thinking": ({ who, player }) =>
    by(who, "Düşünüyorsunuz…", "Bilgisayar düşünüyor…", `${player} düşünüyor…`),
  "status.sowing": ({ who, player }) =>
    by(who, "Dağıtıyorsunuz…", "Bilgisayar dağıtıyor…", `${player} dağıtıyor…`),
  "status.random": "Rastgele dizilim no. {seed}",
  "status.houseRule": "Ev kuralı: serbest seçim (geleneksel değil)",
  "status.round": "{n}. tur",

  "end.title": "Oyun bitti",
  "end.winner": ({ who, player }) =>
    by(who, "Kazandınız", "Bilgisayar kazandı", `${player} kazandı`),
  "end.draw": "Berabere",
  "end.piles": "{p0}: {a} · {p1}: {b}",
  "end.new": "Yeni oyun",
  "end.rematch.seats": "Rövanş, taraflar değişsin",
  "end.rematch.first": "Rövanş, öteki oyuncu başlasın",
  "end.rematch.ritual": "Rövanş: tarafları yine kura belirlesin",
  "end.close": "Tahtaya bak",

  "round.title": "{n}. tur bitti",
  "round.winner": ({ who, player }) =>
    by(who, "Turu siz kazandınız", "Turu bilgisayar kazandı", `Turu ${player} kazandı`),
  "round.draw": "Tur berabere bitti",
  "round.next": ({ who, player, n }) =>
    `${n}. tur: ${by(who, "siz başlıyorsunuz", "bilgisayar başlıyor", `${player} başlıyor`)}.`,
  "round.closed": ({ who, player, n }) =>
    `${by(who, "Sizin tarafınız", "Bilgisayarın tarafı", `${of(player)} tarafı`)}: ${n === 0 ? "bütün kuyular dolu" : `${n} kuyu kapalı, ${count(n, { one: "çubukla", other: "çubuklarla" })} işaretli`}.`,
  "round.ok": "Devam",

  newTitle: "Yeni {game} oyunu",
  "opt.rounds": "Turlarla oyna (oyuncunun dolduramadığı kuyular kapanır)",
  "opt.start": "Başlangıç dizilimi",
  "opt.uniform": "Her kuyuda 7 taş",
  "opt.random": "98 taş rastgele dağıtılmış",
  "opt.seed": "Dizilim numarası (aynı numara, aynı tahta)",
  "opt.freeChoice":
    "Ev kuralı: kendi tarafınızdaki herhangi bir kuyudan dağıtın — Gaziantep geleneğinde yoktur",
  "opt.ritual": "Tek mi, Çift mi? kurasıyla başla",
  start: "Başla",
  cancel: "Vazgeç",

  "cycle.ask":
    "{mover}, taşların sonsuza dek birbirini kovalayacağını söylüyor. {other}, tahtadaki taşları eşit bölüşmeyi kabul ediyor musunuz?",
  "cycle.agree": "Kabul — bölüşelim",
  "cycle.refuse": "Hayır, devam",

  "ritual.title": "Tek mi, Çift mi?",
  "ritual.intro":
    "İlk hamleden önce oyunculardan biri (saklayan) kapalı avucunda bir ya da iki taş saklar, öteki (tahmin eden) tek mi çift mi olduğunu söyler.",
  "ritual.hide": "Saklayan: tahmin eden başka yere bakarken bir ya da iki taş saklayın.",
  "ritual.hide1": "Bir taş sakla",
  "ritual.hide2": "İki taş sakla",
  "ritual.guess": "Tahmin eden: Tek mi, Çift mi?",
  "ritual.odd": "Tek",
  "ritual.even": "Çift",
  "ritual.reveal": ({ n }) => `Avuç açılıyor: ${n === 1 ? "bir taş" : "iki taş"}.`,
  "ritual.right": "Bildi: tarafı tahmin eden seçer.",
  "ritual.wrong": "Bilemedi: tarafları saklayan belirler.",
  "ritual.pick": "{role}, tahmin eden hangi tarafı alsın?",
  "ritual.bottom": "Alt sıra (ilk hamle onun)",
  "ritual.top": "Üst sıra",
  "ritual.done": ({ south, north }) =>
    `${south} Güney'de oynar ve başlar; ${north.toLocaleLowerCase("tr")} Kuzey'de oynar.`,
  "ritual.skip": "Kurayı atla",
  "ritual.fist": "Kapalı avuç",
  "role.guesser": "tahmin eden",
  "role.hider": "saklayan",
  "role.computer": "bilgisayar",
  "role.you": "siz",
  "Role.guesser": "Tahmin eden",
  "Role.hider": "Saklayan",

  hint: "İpucu",
  "mark.hint": "ipucu",
  "hint.thinking": "En iyi hamle aranıyor…",
  "hint.move": "{place}. kuyunuz",
  "hint.lead": ({ move, what }) => `İpucu: ${move}${what ? ` — ${what}` : ""}.`,
  "hint.does": "{list}",
  "hint.captures": ({ n }) => `${seeds({ n })} alır`,
  "hint.extraSowing": "size bir dağıtım daha kazandırır",
  "hint.noSafeReply": "rakibinize güvenli bir hamle bırakmaz",
  "hint.strongest": "bilgisayarın bulduğu en güçlü hamle",
  "hint.winsByForce": "Rakibiniz ne yaparsa yapsın bu hamle kazandırır.",
  "hint.winsBy": ({ n }) =>
    `Rakibiniz ne yaparsa yapsın bu hamle ${seeds({ n })} farkla kazandırır.`,
  "hint.othersLose": "Diğer bütün hamleler kaybettirir.",
  "hint.drawsByForce": "Bu hamle beraberliği garanti eder.",
  "hint.losesByForce": "Kusursuz oyuna karşı her hamle kaybettirir; en iyi direnen hamle bu.",
  "hint.ahead": ({ n }) => `Bilgisayara göre oyunu yaklaşık ${seeds({ n })} önde bitirirsiniz.`,
  "hint.behind": ({ n }) =>
    `Bilgisayara göre oyunu yaklaşık ${seeds({ n })} geride bitirirsiniz: bu hamle kaybı en aza indirir.`,
  "hint.even": "Bilgisayara göre oyun dengede kalacak.",
  // — sizi geride bırakan bir hamlenin ipucu: neyi kurtardığı —
  "hint.saves": ({ n }) => `En iyi ikinci hamle size yaklaşık ${seeds({ n })} daha kaybettirirdi.`,
  // Lists as the language writes them (Intl.ListFormat: "a, b and c"), and the mark between
  // the parts of a label ("your pit 3, 4 seeds, playable").
  list: ({ items }) => new Intl.ListFormat("tr", { type: "conjunction" }).format(items),
  listSep: ", ",

  "opt.opponent": "Rakip",
  "opt.human": "Başka biri, bu cihazda",
  "opt.computer": "Bilgisayar",
  "opt.level": "Seviye",
  "level.beginner": "Acemi",
  "level.intermediate": "Orta",
  "level.strong": "Güçlü",
  "level.master": "Usta",
  "levelNote.beginner": "Yeni başlayan biri gibi oynar, bazen taş almayı kaçırır.",
  "levelNote.intermediate": "Birkaç hamle ilerisini görür.",
  "levelNote.strong": "Daha da ilerisini görür.",
  "levelNote.master": "En güçlü oyununu oynar; her hamlede bir saniye kadar düşünür.",
  "opt.first": "Kim başlasın",
  "opt.firstYou": "Siz (Güney, alt sıra)",
  "opt.firstComputer": "Bilgisayar (siz Kuzey'de oynarsınız, tarafınız altta görünür)",
  "opt.forcedNote":
    "Geleneksel Mangala IV'te her hamle zorunludur; bu yüzden bilgisayara karşı oyunu Tek mi, Çift mi? kurası belirler ve seviye seçimi bir şey değiştirmez: bilgisayar tarafı seçme hakkını kazanırsa kazandıran tarafı alır. Seçimli bir oyun için ev kuralını işaretleyin.",
  "status.level": "Bilgisayar: {level}",

  "ritual.yourPart": "Taşları siz mi saklayacaksınız, yoksa tahmin mi edeceksiniz?",
  "ritual.iHide": "Ben saklarım",
  "ritual.iGuess": "Ben tahmin ederim",
  "ritual.youHide": "Avucunuzda bir ya da iki taş saklayın; bilgisayar tahmin edecek.",
  "ritual.computerHides": "Bilgisayar avucunda bir ya da iki taş sakladı.",
  "ritual.computerGuesses": "Bilgisayar “{guess}” diyor.",
  "ritual.youPick": "Hangi tarafı alıyorsunuz?",
  "ritual.youBottom": "Alt sıra (Güney, ilk hamle sizin)",
  "ritual.youTop": "Üst sıra (Kuzey)",
  "ritual.computerBottom":
    "Bilgisayar zorunlu hamlelerle oyunu kafasında sonuna kadar oynadı ve alt sırayı aldı: ilk hamle onun.",
  "ritual.computerTop":
    "Bilgisayar zorunlu hamlelerle oyunu kafasında sonuna kadar oynadı ve üst sırayı aldı: ilk hamle sizin.",
  "ritual.play": "Oyna",
  "ritual.doneYouSouth": "Güney'de siz oynuyorsunuz; ilk hamle sizin.",
  "ritual.doneComputerSouth": "Güney'de bilgisayar oynuyor ve ilk hamle onun; siz Kuzey'desiniz.",

  "notice.badSave": "Kayıtlı oyun okunamadı; silindi ve yeni bir oyun başladı.",
  "notice.badLink": "Bu bağlantıda açılabilecek bir oyun yok.",
  "notice.storage":
    "Bu tarayıcı oyunu saklayamıyor: sayfa yenilenirse oyun kaybolur (depolama kullanılamıyor).",
  dismiss: "Kapat",

  rulesTitle: "Burada nasıl oynanıyor",
  heritageTitle: "Kökeni ve gelenekleri",
  rulesClose: "Kapat",
  // — kurallar paneli: kurallardan sonra kararlar —
  "decisions.title": "Kararlarımız",
  "decisions.intro":
    "Kaynakların bir noktayı açık bıraktığı ya da birbirini tutmadığı yerlerde şöyle karar verdik.",

  "attract.title": "Bilgisayar iki taraf için de oynuyor — oyunu izleyin.",
  "attract.touch": "Oynamak için ekrana dokunun",
  "attract.next": "{result}. Birazdan yeni bir oyun başlıyor.",
  // — anlatım (features/narration/words.js): `who` yukarıdaki gibi; bilgisayara karşı
  // "1. kuyunuzdaki 2 taşı alıp…", "Bilgisayar, …" —
  "cap.lift": ({ who, player, pit, n }) =>
    upper(
      count(n, {
        one: `${lead(who, player)}${pitCase(mine(who, player, pit), "daki")} tek taşı alıp saat yönünün tersine bir sonraki kuyuya ${v(who, "bırakıyor")}.`,
        other: `${lead(who, player)}${pitCase(mine(who, player, pit), "daki")} ${n} taşı alıp saat yönünün tersine birer birer ${v(who, "dağıtıyor")}.`,
      }),
    ),
  "cap.lift.forced.mangala-iv": ({ who, player, pit, n, side }) =>
    `Hamle zorunlu: taşı olan en ${side === "top" ? "sağdaki" : "soldaki"} kuyu ${pit}. ${upper(`${lead(who, player)}onu boşaltıp ${count(n, { one: `içindeki tek taşı bir sonraki kuyuya ${v(who, "bırakıyor")}`, other: `içindeki ${n} taşı birer birer ${v(who, "dağıtıyor")}` })}.`)}`,
  "cap.relay.ali-guli-mane": ({ who, player, pit, n }) =>
    `Aktarma (pussa kanawa): son taştan sonraki kuyuda (${pit}) ${seeds({ n })} var; ${mid(who, player)}${them(n)} alıp dağıtmaya devam ${v(who, "ediyor")}.`,
  "cap.relay.mangala-iv": ({ who, player, n }) =>
    `Aktarma: son taşın düştüğü kuyuda artık ${seeds({ n })} var (3 ya da en az 5); ${mid(who, player)}hepsini alıp dağıtmaya devam ${v(who, "ediyor")}.`,
  "cap.relay": ({ who, player, pit, n }) =>
    upper(
      `${lead(who, player)}${pitCase(pit, "daki")} ${count(n, { one: "tek taşı", other: `${n} taşı` })} da alıp dağıtmaya devam ${v(who, "ediyor")}.`,
    ),
  "cap.saada": ({ who, player, pit }) =>
    `Saada: son taştan sonraki kuyu (${pit}) boş, dağıtım duruyor. ${upper(`${lead(who, player)}ondan sonraki kuyunun ve onun karşısındaki kuyunun taşlarını ${v(who, "alıyor")}.`)}`,
  "cap.capture.al-manqala": ({ who, player, pit }) =>
    `Son taşla ${pitCase(pit, "da")} 2 ya da 4 taş oldu: ${mid(who, player)}bunları ${v(who, "alıyor")}, sonra geriye doğru 2 ya da 4 taşlı kuyuları da alarak ${v(who, "ilerliyor")} ve başka sayıda taş olan ilk kuyuda ${v(who, "duruyor")}.`,
  "cap.capture.mangala-iv": ({ who, player }) =>
    `Son taşın düştüğü kuyuda 2 ya da 4 taş oldu: ${mid(who, player)}bu kuyudaki ve ondan geriye doğru art arda gelen 2 ya da 4 taşlı kuyulardaki taşları, karşılarındaki kuyuların taşlarıyla birlikte ${v(who, "alıyor")}.`,
  "cap.take": ({ who, player, pit, n }) =>
    upper(`${lead(who, player)}${pitCase(pit, "dan")} ${seeds({ n })} ${v(who, "alıyor")}.`),
  "cap.take.saada": ({ who, player, pit, n }) =>
    upper(
      `${lead(who, player)}boş kuyudan hemen sonraki kuyudan, yani ${pitCase(pit, "dan")}, ${seeds({ n })} ${v(who, "alıyor")}.`,
    ),
  "cap.take.facing": ({ who, player, pit, n }) =>
    upper(
      `${lead(who, player)}karşıdaki kuyudan, yani ${pitCase(pit, "dan")}, ${seeds({ n })} daha ${v(who, "alıyor")}.`,
    ),
  "cap.take.facingAlone": ({ who, player, pit, n }) =>
    `Boş kuyudan hemen sonraki kuyuda taş yok; ${mid(who, player)}yalnızca onun karşısındaki kuyudan, yani ${pitCase(pit, "dan")}, ${seeds({ n })} ${v(who, "alıyor")}.`,
  "cap.take.chain": ({ who, player, pit, n }) =>
    `Zincir geriye doğru sürüyor: ${pitCase(pit, "da")} ${seeds({ n })} var; ${mid(who, player)}${them(n)} da ${v(who, "alıyor")}.`,
  "cap.take.row": ({ who, player, pit, n }) =>
    upper(
      `${lead(who, player)}${pitCase(pit, "da")} kalan ${n} taşı ${by(who, "hazinenize", "hazinesine", "hazinesine")} ${v(who, "ekliyor")}.`,
    ),
  "cap.take.division": ({ who, player, pit, n }) =>
    `Eşit bölüşme: ${lead(who, player)}${by(who, "payınıza", "payına", "payına")} düşen yarı için ${pitCase(pit, "dan")} ${seeds({ n })} ${v(who, "alıyor")}.`,
  "cap.extra": ({ who, player }) =>
    by(
      who,
      "Bu hamlenin ilk dağıtımında taş aldınız; bir kez daha dağıtıyorsunuz.",
      "Bilgisayar bu hamlenin ilk dağıtımında taş aldı; bir kez daha dağıtıyor.",
      `${player} bu hamlenin ilk dağıtımında taş aldı; bir kez daha dağıtıyor.`,
    ),
  "cap.pass": ({ who, player }) =>
    by(
      who,
      "Tarafınızda taş yok; pas geçiyorsunuz.",
      "Bilgisayarın tarafında taş yok; pas geçiyor.",
      `${of(player)} tarafında taş yok; pas geçiyor.`,
    ),
  "cap.stop.al-manqala": ({ pit, n }) =>
    `Son taşla ${pitCase(pit, "da")} ${seeds({ n })} oldu; 2 ya da 4 olmadığı için taş alınmıyor.`,
  "cap.stop.mangala-iv": ({ pit }) =>
    `Son taş boş bir kuyuya, ${pitCase(pit, "a")}, düştü: hamle bitiyor.`,
  "cap.end": "Oyun bitti: {reason}",

  "keep.linkNote":
    "Bu bağlantıyı bir arkadaşınıza gönderin: oyunu bütün hamleleriyle açar; o da sıradaki hamleyi oynayıp size geri gönderebilir.",
  "keep.textLabel": "Oyun metin olarak (kopyalayın ya da açmak için buraya bir oyun yapıştırın)",
  "keep.copy": "Metin olarak kopyala",
  "keep.download": "Dosyayı indir",
  "keep.open": "Yapıştırılan oyunu aç",
  "keep.file": "Bir oyun dosyası aç…",
  "keep.copied": "Oyun metin olarak kopyalandı.",
  "notice.badFile": "Bu oyun açılamadı. Tahtadaki oyun değişmedi.",

  "moves.title": "Hamleler",
  "moves.key": ({ variant }) =>
    `A–G: Güney'in kuyuları, a–g: Kuzey'in; her sıra sahibinin solundan başlar. ×N: alınan taş sayısı.${variant === "ali-guli-mane" ? " +: aynı oyuncu bir kez daha dağıtır." : ""}${variant === "al-manqala" ? " =: taşlar dönüp duruyor, oyuncular taşları bölüşmekte anlaştı." : ""}`,
  "moves.start": "Başlangıç",
  "moves.number": "{n}. hamle",
  "moves.agree": "taşlar dönüp duruyor: tahta anlaşmayla bölüşüldü",
  "moves.captures": ({ n }) => `${seeds({ n })} aldı`,
  "moves.extra": "bir kez daha dağıttı",
  "moves.pass": ({ who, player }) =>
    by(who, "Pas geçtiniz", "Bilgisayar pas geçti", `${player} pas geçti`),
  "moves.end": "Oyun bitti",
  "status.viewing": ({ n }) =>
    n === 0 ? "Geriye bakış: oyunun başı" : `Geriye bakış: ${n}. hamleden sonraki tahta`,
  "status.replaying": ({ n }) =>
    n === 0 ? "Yeniden oynatma: oyunun başı" : `Yeniden oynatma: ${n}. hamle`,
  "review.label": "Oyuna geriye bakış",
  "review.now": ({ n }) => `${n} hamle oynandı`,
  "review.at": ({ n, total }) =>
    n === 0 ? `Başlangıç, ilk hamleden önce (toplam ${total} hamle)` : `Hamle ${n} / ${total}`,
  "review.start": "Başa",
  "review.back": "Bir hamle geri",
  "review.play": "Buradan yeniden oynat",
  "review.pause": "Yeniden oynatmayı duraklat",
  "review.forward": "Sonraki hamleyi oyna",
  "review.past": "Geçmiş bir konum: burada hamle yapılamaz",
  "review.live": "Oyuna dön",

  // — sound —
  sound: "Ses",

  // — lessons —
  "lesson.learn": "Bir dakikada öğrenin",

  // — oyunun değerlendirmesi ("Nasıl oynadım?"; öteki sözleri: critique-tr.js) —
  "analysis.open": "Analiz et",
  "critique.button": "Nasıl oynadım?",
  "grade.best": "en iyi hamle",
  "grade.good": "iyi hamle",
  "grade.inaccuracy": "isabetsiz hamle",
  "grade.mistake": "hata",
  "grade.blunder": "büyük hata",
  "notice.critique": "Oyunun değerlendirmesi tamamlanmadan durdu.",

  // — karşılıklı oturma (layout=facing, features/facing/view.js) —
  "facing.buttons": ({ player }) => `${of(player)} düğmeleri`,
  "opt.layout": "Nasıl oturuyorsunuz?",
  "opt.layoutSide": "Yan yana, ikiniz de ekrana bakarak",
  "opt.layoutFacing": "Masanın iki yanında, karşı karşıya (Kuzey'in yazıları Kuzey'e döner)",
  "facing.undoTitle": "Hamle geri alınsın mı?",
  "facing.undoAsk": "{player} son hamlesini geri almak istiyor. {other}, kabul ediyor musunuz?",
  "facing.undoYes": "Evet, geri alsın",
  "facing.undoNo": "Hayır, oyuna devam",

  // — ilk ziyaretin karşılaması ve "Her dağıtımı anlat" (issue 23) —
  "welcome.open": "Nasıl başlanır",
  "welcome.close": "Karşılama panelini kapat",
  "welcome.what.ali-guli-mane":
    "Güney Hindistan'dan iki kişilik bir mangala oyunu: taşları tahtanın çevresine dağıtın; son taştan sonraki kuyuda taş varsa onları alıp dağıtmayı sürdürün; o kuyu boşsa, hemen ötesindeki kuyunun ve onun karşısındaki kuyunun taşlarını alın.",
  "welcome.what.al-manqala":
    "Celile'den iki kişilik bir mangala oyunu: bir kuyunun taşlarını dağıtın; son taşın düştüğü kuyuda 2 ya da 4 taş olursa onları alın, sonra o kuyudan geriye doğru, başka bir sayıya rastlayana dek 2 ve 4 taşlı kuyuları da alın; 50 taşa ulaşan kazanır.",
  "welcome.what.mangala-iv":
    "Gaziantep'ten iki kişilik bir mangala oyunu: her hamlede taşı olan en soldaki kuyunuzu dağıtırsınız; son taşın düştüğü kuyudaki taş sayısı, dağıtımın sürüp sürmeyeceğini ya da geriye doğru uzanan 2 ve 4'lerden oluşan bir zinciri karşılarındaki kuyularla birlikte alıp almayacağınızı belirler.",
  "welcome.row": "Alt sıradan dağıtıyorsunuz; ilk hamle sizin.",
  "welcome.row.ritual":
    "İlk hamleyi alt sıra yapar; alt sırayı kimin alacağına açılıştaki Tek mi, Çift mi? kurası karar verir.",
  "welcome.computer": "Bilgisayara karşı oynayın",
  "welcome.computer.note": "Acemi seviyesinde, ilk oyun için",
  "welcome.computer.note.mangala-iv":
    "Acemi seviyesinde, Gaziantep geleneğinde olmayan bir ev kuralıyla: hangi kuyudan dağıtacağınızı siz seçersiniz",
  "welcome.friend": "Bu cihazda bir arkadaşınızla oynayın",
  "welcome.friend.note": "Aynı ekranda sırayla",
  "welcome.lesson": "Bir dakikada öğrenin",
  "welcome.lesson.note": "Kurallar, tahtada adım adım",
  "welcome.puzzle": "Günün bulmacası",
  "status.newcomer": ({ who, player, side }) =>
    `${by(who, "Sıra sizde", "Sıra bilgisayarda", `Sıra ${at(player)}`)}: ${side === "bottom" ? "alt" : "üst"} sıradan bir kuyu seçin`,
  // The button that turns the board half a turn (views/flip.js).
  flip: "Tahtayı çevir",
  narrate: "Her dağıtımı anlat",

  // — a clipboard that refuses (an iframe without allow="clipboard-write"): copy by hand —
  "copy.refused":
    "Bağlantı otomatik olarak kopyalanamadı. Kutuda seçili duruyor; oradan elle kopyalayın.",
  "keep.copyRefused":
    "Oyun otomatik olarak kopyalanamadı. Kutuda seçili duruyor; oradan elle kopyalayın.",

  // — voice (features/voice/speech.js) —
  voice: "Sesli oku",
  // A voice of another region than the words' (a Brazilian voice for European Portuguese;
  // features/voice/speech.js): only Portuguese asks for one region.
  "voice.region":
    "Bu cihazda bu yazıların diline uygun bir Türkçe ses yok; yazıları başka bir bölgenin sesi okuyor.",
  "voice.none":
    "Bu cihazda Türkçe ses yok; bu yüzden hiçbir şey sesli okunmuyor, yazılar yalnızca ekranda.",

  // — bulmacalar (flow/modes/puzzle.js; öteki sözleri: puzzle-tr.js) —
  puzzles: "Bulmacalar",
  "end.puzzle": "Bir bulmaca çözün",
  "kiosk.puzzle": "Günün bulmacası",
  // — notices of a failed step: the visitor's words; the engine's message goes to data-why —
  "notice.move": "Bu hamle oynanamadı. Tahtadaki oyun değişmedi.",
  "notice.computer": "Bilgisayar hamlesini seçemedi. Yeniden deneyin ya da yeni bir oyun başlatın.",
  "notice.hint": "Bu kez bir ipucu bulunamadı.",
  "notice.options": "Bu ayarlarla oyun başlatılamadı. Tahtadaki oyun değişmedi.",
  "notice.badPuzzle": "Bu bulmaca açılamadı; yerine oyun gösteriliyor.",
  "notice.badPosition": "Bu konum açılamadı; yerine oyun gösteriliyor.",

  // — kiosk: "Still there?", asking before a game ends, "please wait" (features/kiosk/session.js) —
  "still.title": "Hâlâ oynuyor musunuz?",
  "still.count": ({ n, what }) =>
    `${{ game: "Oyun", lesson: "Ders", puzzle: "Bulmaca" }[String(what)]} ${n} saniye sonra sona erecek.`,
  "still.touch": ({ what }) =>
    `${{ game: "Oyununuza", lesson: "Derse", puzzle: "Bulmacaya" }[String(what)]} devam etmek için ekrana dokunun.`,
  "still.keep": "Oynamaya devam et",
  "restart.title": "Yeni oyun başlatılsın mı?",
  "restart.says": "Bu oyun sona erecek.",
  "restart.yes": "Evet",
  "restart.no": "Hayır",
  wait: "Lütfen bekleyin…",
};
