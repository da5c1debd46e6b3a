// Oyunun değerlendirmesinin ("Nasıl oynadım?", flow/critique.js) Türkçe sözleri; bir
// değerlendirme ilk kez gösterildiğinde yüklenir. Oynanan hamle ve daha iyisi ipucunun
// sözleriyle söylenir (tr.js'de hint.move, hint.does, hint.captures…); değerlendirme,
// ipucu gibi, hamleyi yapan oyuncuya "siz" diye seslenir. Sözlük tr.js'dekidir.
/** @param {string[]} items */
const list = (items) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} ve ${items[items.length - 1]}`;

/** @type {import("../types.js").CritiqueWords} */
export default {
  "critique.title": "Nasıl oynadınız?",
  "critique.running": ({ done, total }) => `Usta hamleleri tek tek inceliyor: ${done} / ${total}.`,
  "critique.progress": "Oyunun değerlendirmesi",
  "critique.cancel": "Değerlendirmeyi durdur",
  "critique.close": "Değerlendirmeyi kapat",
  "critique.summary": ({ player, moves, counts }) => {
    const parts = [];
    if (counts.best) parts.push(`${counts.best} en iyi hamle`);
    if (counts.good) parts.push(`${counts.good} iyi hamle`);
    if (counts.inaccuracy) parts.push(`${counts.inaccuracy} isabetsiz hamle`);
    if (counts.mistake) parts.push(`${counts.mistake} hata`);
    if (counts.blunder) parts.push(`${counts.blunder} büyük hata`);
    const clean = !counts.inaccuracy && !counts.mistake && !counts.blunder;
    return `${player}, ${moves} hamle: ${list(parts)}.${clean ? " Tek bir yanlış bile yok." : ""}`;
  },
  "critique.turning": "Dönüm noktası: {n}. hamle.",
  "critique.look": "Bakmaya değer hamleler",
  "critique.entry": "{n}. hamle: {grade}",
  "critique.pick":
    "İşaretli bir hamle seçin: ondan önceki konumu, oynanan hamleyi ve daha iyisini görün.",
  "critique.played": ({ n, place, what }) =>
    `${n}. hamle: ${place}. kuyunuzu dağıttınız${what ? ` — ${what}` : ""}.`,
  "critique.verdict.best": "Buradaki en iyi hamle.",
  "critique.verdict.good": ({ n }) => `İyi bir hamle; en iyisinden yaklaşık ${n} taş geride.`,
  "critique.verdict.inaccuracy": ({ n }) => `İsabetsiz bir hamle: yaklaşık ${n} taş kaybettirdi.`,
  "critique.verdict.mistake": ({ n }) => `Bir hata: yaklaşık ${n} taş kaybettirdi.`,
  "critique.verdict.blunder": ({ n }) => `Büyük bir hata: yaklaşık ${n} taş kaybettirdi.`,
  "critique.forced": "Oynanabilecek tek hamle buydu.",
  "critique.slip.win": "Bu hamle kesin galibiyeti kaçırdı.",
  "critique.slip.draw": "Bu hamle berabere bir konumu kaybettirdi.",
  "critique.better": ({ move, what }) => `Daha iyisi: ${move}${what ? ` — ${what}` : ""}.`,
  // — ilk hamledeki bir işaret, yumuşak bir dille —
  "critique.firstMove":
    "İlk hamlenin işaretlenmesi çok yaygındır: Usta daha en baştan bir insanın göremeyeceği kadar ileriyi görür. Bunu bir kusur olarak değil, daha güçlü bir açılış için bir ipucu olarak alın.",
};
