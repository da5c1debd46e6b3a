// Derslerin Türkçe sözleri (bkz. words-en.js: say = ne yapılacak, done = ne oldu, wrong =
// oynanabilen başka bir kuyu, miss = şimdi oynanamayan bir kuyu). Sözlük tr.js'deki gibi:
// kuyu, taş, hazine, taraf (oyuncunun kendi sırası), sıra (hamle sırası),
// dağıtma, aktarma, taş almak; oyuncuya "siz" diye seslenilir.
/** @type {import("../types.js").LessonWordsOf<typeof import("./words-en.js").default>} */
export default {
  ui: {
    title: "{game} dersi",
    step: "Adım {n} / {total}",
    show: "Göster",
    next: "Sonraki",
    leave: "Oyuna dön",
    beginner: "Acemi'ye karşı oyna",
    finish: "Oyun bundan ibaret. Şimdi en kolay bilgisayar rakibi Acemi'ye karşı deneyin.",
    notYours: "O kuyu Kuzey'in. Siz Güney'de oynuyorsunuz: alt sıra sizin.",
    empty: "O kuyu boş: taşı olan bir kuyu seçin.",
    wrong:
      "O kuyuyu da oynayabilirsiniz, ama bu adım halkayla işaretli kuyuyla ilgili: onu dağıtın.",
    miss: "O kuyu şimdi oynanamaz.",
  },
  "ali-guli-mane": {
    sow: {
      say: "Siz Güney'de oynuyorsunuz: alt sıra sizin. Dağıtmak için bir kuyudaki bütün taşları alın ve sonraki kuyulara birer birer bırakın: kendi tarafınızda sağa, sonra Kuzey'in tarafında sola doğru. İşaretli kuyuyu dağıtın.",
      done: "Her kuyuya birer taş düştü. Son taşınızdan sonraki kuyu boştu, bu yüzden dağıtım durdu: o boş kuyu saada'dır, tahtada işaretlidir.",
    },
    relay: {
      say: "Son taşınız düşünce bir sonraki kuyuya bakın. Taşı varsa hepsini alın ve dağıtmaya devam edin: bu aktarmaya pussa kanawa denir. İşaretli kuyuyu dağıtın.",
      done: ({ relay }) =>
        `Son taşınızdan sonraki kuyuda ${relay} taş vardı: onları alıp dağıtmayı sürdürdünüz, ta ki son taştan sonraki kuyu boş çıkana kadar.`,
    },
    saada: {
      say: "Son taşınızdan sonraki kuyu boşsa o kuyu saada'dır ve dağıtım durur. Hemen ötesindeki kuyunun ve onun karşısındaki kuyunun taşlarını alırsınız. İşaretli kuyuyu dağıtın.",
      done: ({ n }) =>
        `Saada! ${n} taş aldınız: boş kuyunun ötesindeki kuyudan ve onun karşısındakinden. Hamlenizin ilk dağıtımında taş aldığınız için bir kez daha dağıtırsınız.`,
    },
    extra: {
      say: "Ek dağıtımınız: tarafınızdaki herhangi bir kuyuyu seçin. Bu dağıtımda da saada'da taş alırsınız, ama üçüncü bir dağıtım kazanamazsınız.",
      done: ({ n }) => `${n} taş daha aldınız. Bu ikinci dağıtımınızdı, şimdi sıra Kuzey'de.`,
    },
    end: {
      say: "Kuzey'in tarafı boş. Sırası gelen oyuncunun tarafında hiç taş yoksa oyun biter. İşaretli kuyuyu dağıtın: taşı sizin tarafınızda kalır.",
      wrong:
        "O dağıtım Kuzey'in tarafına taş gönderirdi ve Kuzey oynamayı sürdürebilirdi. İşaretli kuyuyu dağıtın.",
      done: ({ a, b }) =>
        `Kuzey'in oynayacak taşı yok: oyun bitti. Her oyuncu kendi tarafında kalan taşları hazinesine ekler ve hazinesi büyük olan kazanır: ${a}-${b}.`,
    },
  },
  "al-manqala": {
    lap: {
      say: "Siz Güney'de oynuyorsunuz: alt sıra sizin. Bir kuyudaki bütün taşları alın ve saat yönünün tersine, Kuzey'in tarafı da dâhil, sonraki kuyulara birer birer bırakın. Elinizdeki taşlar bitince hamle biter: aktarma yoktur. İşaretli kuyuyu dağıtın.",
      done: ({ last }) =>
        `Son taşınız düştüğü kuyudaki taşları ${last} yaptı. Bu 2 ya da 4 değil, bu yüzden taş alınmadı ve sıra Kuzey'e geçti.`,
    },
    capture: {
      say: "Son taşınız düştüğü kuyudaki taşları 2 ya da 4 yaparsa, hangi tarafta olursa olsun, o taşları alırsınız. Burada kuyularınızdan biri bunu yapıyor: onu bulun.",
      wrong:
        "O değil: onun son taşı, düştüğü kuyudaki taşları 2 ya da 4 yapmazdı. Taşları sayıp yeniden deneyin.",
      done: ({ n }) => `Son taşınız kuyudaki taşları ${n} yaptı: onları aldınız.`,
    },
    chain: {
      say: "Taş aldıktan sonra bir önceki kuyuya bakın: onda da 2 ya da 4 taş varsa onları da alın ve geriye doğru devam edin. Zincir, başka sayıda taş olan ilk kuyuda durur. İşaretli kuyuyu dağıtın.",
      done: ({ n, k }) =>
        `Art arda ${k} kuyudan ${n} taş aldınız. Zincir 3 taşlı bir kuyuda durdu, bu yüzden onun gerisindeki kuyudaki 2 taş tahtada kaldı.`,
    },
    feed: {
      say: "Kuzey'in tarafı boş. O zaman Kuzey'in tarafına en az bir taş bırakan bir kuyu oynamak zorundasınız. Onu bulun.",
      miss: "O kuyu Kuzey'in tarafına ulaşamaz. Oraya yetecek kadar taşı olan bir kuyu arayın.",
      done: "Dağıtımınız Kuzey'in tarafına ulaştı, artık Kuzey yeniden oynayabilir.",
    },
    starve: {
      say: "Rakibinizin tarafı boşsa ve hiçbir kuyunuz oraya ulaşamıyorsa oyun biter ve rakibiniz kalan bütün taşları alır. İşaretli kuyuyu dağıtırsanız Kuzey'in son taşlarını alırsınız: ardından ne olacağını izleyin.",
      wrong:
        "O kuyu Kuzey'e bir taş bırakırdı ve oyun sürerdi. Kuralı görmek için işaretli kuyuyu dağıtın.",
      done: ({ got, a, b }) =>
        `Kuzey'in taşı kalmadı ve pas geçti; hiçbir kuyunuz da onun tarafına ulaşamıyordu. Böylece Kuzey kalan ${got} taşı aldı ve ${b}-${a} kazandı.`,
    },
    cycle: {
      say: "Karşı karşıya iki yalnız taş. Her biri sırası gelince bir kuyu ilerler, bu yüzden hiçbir zaman buluşup 2 edemezler: sonsuza dek birbirlerini kovalarlar. İki oyuncu da buna razıysa aşağıdaki düğmeye basın: tahtadaki taşlar eşit bölüşülür.",
      wrong: "Onu dağıtabilirsiniz, ama iki taş yalnızca dönüp durur. Aşağıdaki düğmeye basın.",
      done: ({ a, b }) =>
        `İkiniz de birer taş aldınız: ${a}-${b}, berabere. Aynı konum üçüncü kez ortaya çıkınca (başlangıç konumu birinci olarak sayılır) bu kendiliğinden olur.`,
    },
  },
  "mangala-iv": {
    miss: "Mangala IV'te seçim yoktur: taşı olan en soldaki kuyunuzu dağıtın.",
    forced: {
      say: "Siz Güney'de oynuyorsunuz: alt sıra sizin. Mangala IV'te her hamle zorunludur: taşı olan en soldaki kuyunuzu boşaltırsınız. Onu bulup dağıtın.",
      done: "Son taşınız boş bir kuyuya düştü, bu yüzden hamle bitti.",
    },
    relay3: {
      say: "Son taşınız düştüğü kuyudaki taşları 3 yaparsa, 3 taşı da alıp dağıtmaya devam edin. En soldaki kuyunuzu dağıtın.",
      done: "Son taş kuyudaki taşları 3 yaptı: onları alıp dağıtmayı sürdürdünüz, ta ki bir taş boş bir kuyuya düşene kadar.",
    },
    relay5: {
      say: "Son taşınız kuyudaki taşları 5 ya da daha fazla yaparsa da aynısı olur: hepsini alıp dağıtmaya devam edin. En soldaki kuyunuzu dağıtın.",
      done: ({ relay }) =>
        `Son taş kuyudaki taşları ${relay} yaptı: yine aktarma; bu sefer Kuzey'in tarafındaki boş bir kuyuda bitti.`,
    },
    chain: {
      say: "Son taşınız düştüğü kuyudaki taşları 2 ya da 4 yaparsa taş alırsınız ve hamle biter. O kuyudaki taşları, ondan geriye doğru art arda gelen 2 ya da 4 taşlı kuyulardakileri ve bütün bu kuyuların karşısındakileri alırsınız. En soldaki kuyunuzu dağıtın.",
      done: ({ n, k }) =>
        `${k} kuyudan ${n} taş aldınız: zincirdeki her kuyudan ve onun karşısındaki kuyudan.`,
    },
    ritual: {
      say: "İlk hamleden önce bir oyuncu avucunda bir ya da iki taş saklar, öteki tek mi çift mi diye tahmin eder. Doğru bilen tarafları seçer; bilemezse tarafları saklayan belirler. İlk hamle Güney'in. Bilgisayara karşı deneyin.",
      done: "Taraflar belli oldu; ilk hamle Güney'in.",
    },
  },
};
