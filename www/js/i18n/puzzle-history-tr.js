// Bulmacaların Türkçe sözleri (geçmiş, puan, temalar; views/puzzle-history.js),
// loadMoreWords("puzzle-history", lang) ile bulmacalar ilk gösterildiğinde getirilir. Sözlük tr.js'deki
// gibi: kuyu, taş, hazine, taraf (oyuncunun sırası), dağıtım, aktarma, taş almak; oyuncuya
// "siz" diye seslenilir.

import { plurals } from "./index.js";

const forms = plurals("tr");
/** @type {{ [K in keyof typeof import("./puzzle-history-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzles.title": "Bulmacalar",
  "puzzles.history": "Bulmacalarınız",
  "puzzles.rating": ({ rating, change, n }) => {
    if (!n) return `Bulmaca puanınız: ${rating}. Denediğiniz her bulmaca onu değiştirir.`;
    const moved =
      change > 0 ? `${change} puan arttı` : change < 0 ? `${-change} puan düştü` : "değişmedi";
    const over = forms(n, { one: "son bulmacada", other: `son ${n} bulmacada` });
    return `Bulmaca puanınız: ${rating}; ${over} ${moved}.`;
  },
  "puzzles.solved": "Çözülen: {n}",
  "puzzles.failed": "Kaçırılan: {n}",
  "puzzles.none": "Henüz hiç bulmaca denemediniz.",
  "puzzles.last": "Son bulmacalarınız",
  "puzzles.attempt": ({ day, game, solved, rating }) =>
    `${day}, ${game}: ${solved ? "çözüldü" : "kaçırıldı"}, puan ${rating}`,
  "puzzles.themes": "Temalar",
  "puzzles.themesHint": "Hiçbirini işaretlemezseniz her temadan bulmaca gelir.",
  "puzzles.retry": ({ n }) => `Kaçırılan bulmacaları yeniden dene (${n})`,
  "puzzles.discarded": "Bulmacalardaki ilerlemeniz okunamadı; sıfırdan başlıyorsunuz.",

  "puzzles.theme.saada-double": "Çifte saada",
  "puzzles.about.saada-double":
    "Saada'nızda iki kuyudan da taş alırsınız: saada'nın hemen ötesindeki kuyudan ve onun karşısındaki kuyudan.",
  "puzzles.theme.relay-capture": "Aktarmayla taş alma",
  "puzzles.about.relay-capture":
    "Dağıtımlarınızdan birinde iki ya da daha çok aktarma olur, ardından taş alırsınız.",
  "puzzles.theme.extra-sowing": "Ek dağıtım",
  "puzzles.about.extra-sowing":
    "Aldığınız taşlar size ikinci bir dağıtım kazandırır ve çözüm o dağıtımla sürer.",
  "puzzles.theme.chain": "2 ve 4 zinciri",
  "puzzles.about.chain":
    "Tek bir dağıtımda, her birinde 2 ya da 4 taş olan art arda üç ya da daha çok kuyunun taşlarını alırsınız.",
  "puzzles.theme.feeding": "Besleme",
  "puzzles.about.feeding":
    "Rakibinizin tarafı boştur ve oraya taş dağıtırsınız (Al-manqala'da bu zorunludur).",
  "puzzles.theme.refuse-feeding": "Beslememek",
  "puzzles.about.refuse-feeding":
    "Mangala IV'te: rakibinizin tarafı boştur ve onu boş bırakırsınız; rakibiniz pas geçmek zorunda kalır.",
  "puzzles.theme.starving": "Aç bırakma",
  "puzzles.about.starving": "Dağıtımlarınızdan biri rakibinizin tarafını boşaltır.",
  "puzzles.theme.sacrifice": "Fedakârlık",
  "puzzles.about.sacrifice":
    "Önce taş verirsiniz: rakibinizin ilk karşılığından sonra hazineler arasındaki fark, başlangıçtakinden daha çok sizin aleyhinizedir.",
  "puzzles.theme.endgame": "Oyun sonu",
  "puzzles.about.endgame": "Çözüm oyunu bitirir.",
};
