// Bulmacaların (flow/modes/puzzle.js, views/puzzle.js) Türkçe sözleri; bir bulmaca ilk kez
// gösterildiğinde yüklenir. Kuyular, ipucundaki gibi yerleriyle (sahibinin solundan 1'den 7'ye)
// anılır; dağıtımın ne yaptığı ipucunun sözleriyle söylenir (tr.js'de hint.captures…).
/** @param {number} n */
const seeds = (n) => `${n} taş`;

/** @type {{ [K in keyof typeof import("./puzzle-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzle.title": "Bulmaca",
  "puzzle.daily": "Günün bulmacası",
  "puzzle.meta": ({ id, n }) => `${id} · zorluk ${n}`,
  "puzzle.play": ({ player }) => `Siz ${player} olarak oynuyorsunuz ve sıra sizde.`,
  "puzzle.goal.win": "Kesin kazandıran dağıtımı bulun.",
  "puzzle.goal.draw": "Oyunu kurtarın: beraberliği hâlâ koruyan tek dağıtımı bulun.",
  "puzzle.goal.seeds": ({ n }) =>
    `Rakibinizin karşılık olarak alacağından en az ${seeds(n)} fazla alın.`,
  "puzzle.step": ({ n, total }) => `Dağıtım ${n} / ${total}`,
  "puzzle.good": ({ player }) => `Doğru. ${player} karşılık verdi; sıradaki dağıtımınızı bulun.`,
  "puzzle.reply": ({ player }) => `Doğru. Şimdi ${player} karşılık veriyor…`,
  "puzzle.thinking": "Bu değil. Rakibinizin en iyi karşılığı aranıyor…",
  "puzzle.answer": ({ player, place, n }) =>
    n > 0
      ? `Bu değil: ${player} ardından ${place}. kuyusunu dağıtıp ${seeds(n)} alır.`
      : `Bu değil: ${player} ${place}. kuyusuyla karşılık verir ve hedefe artık ulaşılamaz.`,
  "puzzle.answer.ends": ({ player, place, winner }) =>
    winner
      ? `Bu değil: ${player} ${place}. kuyusuyla karşılık verir, oyun biter ve ${winner} kazanır.`
      : `Bu değil: ${player} ${place}. kuyusuyla karşılık verir ve oyun berabere biter.`,
  "puzzle.answer.leaves": ({ player, place, most }) =>
    most > 0
      ? `Bu değil: ${player} ${place}. kuyusuyla karşılık verir; bundan sonra en iyi dağıtımınız yalnızca ${seeds(most)} alır ve hedefe artık ulaşılamaz.`
      : `Bu değil: ${player} ${place}. kuyusuyla karşılık verir ve bundan sonra hiçbir dağıtımınız taş alamaz.`,
  "puzzle.answer.win": ({ player }) => `Bundan sonra ${player} ne yaparsanız yapın kazanır.`,
  "puzzle.answer.draw": "Bundan sonra en fazla berabere kalabilirsiniz.",
  "puzzle.over": ({ player }) =>
    player ? `Bu değil: oyun biter ve ${player} kazanır.` : "Bu değil: oyun berabere biter.",
  "puzzle.short": "Bu değil: bu dağıtım hedefe ulaştırmaz.",
  "puzzle.solved": "Çözdünüz! Hamle listesi çözümü baştan sona gösteriyor.",
  "puzzle.shown": "Çözüm bu: hamle listesi onu baştan sona gösteriyor.",
  "puzzle.rating": ({ n }) => `Bulmaca puanınız: ${n}`,
  "puzzle.change": ({ n }) => (n >= 0 ? `(+${n})` : `(−${-n})`),
  "puzzle.provisional": "— geçici: yeni bir puan başta hızlı değişir",
  "puzzle.status.solved": "Bulmaca çözüldü",
  "puzzle.status.shown": "Bulmacanın çözümü",
  "puzzle.hint": ({ list }) => `İpucu: aradığınız dağıtım ${list}.`,
  "puzzle.hintQuiet":
    "İpucu: aradığınız dağıtım hemen taş almaz; rakibinize ne bıraktığını düşünün.",
  "puzzle.retry": "Yeniden dene",
  "puzzle.solution": "Çözümü göster",
  "puzzle.next": "Sonraki bulmaca",
  "puzzle.continue": "Oyun olarak sürdür",
  "puzzle.leave": "Oyuna dön",
  "puzzle.link": "Bu bulmacanın bağlantısı",
};
