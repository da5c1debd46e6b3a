// Oyunların burada oynandığı kurallar ve mirasları, Türkçe (kaynak metinlerden, kendi sözlerimizle).
// Sözlük tr.js'nin başında: kuyu, taş, hazine, dağıtma, aktarma, tur; bir oyuncunun sırası
// (row) "taraf" diye anılır, "sıra" hamle sırası (turn) ile karışmasın diye.
// Bloklar: ["h", metin] başlık, ["p", metin] paragraf, ["ul", [maddeler]] liste,
// ["decided", metin] bu projenin karara bağlamak zorunda kaldığı bir nokta.

/** @type {import("../types.js").TextBlock[]} */
const common = [
  ["h", "Tahta"],
  [
    "p",
    "Tahtada yedişer kuyudan oluşan iki sıra vardır: altta Güney'in, üstte Kuzey'in sırası (bilgisayara karşı Kuzey'de oynayan kişi tahtayı döndürülmüş görür: kendi sırası altta durur). Önünüzdeki sıra sizin tarafınızdır. Tahtada hazine kuyusu yoktur: aldığınız taşlar tahtanın yanındaki hazinenizde toplanır.",
  ],
  [
    "decided",
    "Taşlar saat yönünün tersine ilerler: alt sırada soldan sağa, sonra üst sırada sağdan sola. Ali Guli Mane'nin eski bir çizimi, çizildiği gibi okunursa, ters yöne gider; biz onun numaralandırmasını koruyup ayna görüntüsünü çiziyoruz. Böylece, üç kaynağın da anlattığı gibi, her oyunda taşlar ekranda saat yönünün tersine dağıtılır.",
  ],
  [
    "p",
    "Dağıtmak için bir kuyudaki bütün taşları alır, sonraki kuyulara birer birer bırakırsınız. Her kuyudaki küçük sayı, o kuyunun sahibinin tarafındaki yeridir: sahibinin solundan, taşların o sıra boyunca ilerlediği yönde sayılır.",
  ],
  [
    "decided",
    "Taşların alındığı kuyu da dâhil, hiçbir kuyu atlanmaz (yalnızca Ali Guli Mane turlarındaki kapalı kuyular atlanır).",
  ],
  [
    "decided",
    "1.000'den fazla aktarmalı bir dağıtım, sonu gelmeyen bir dağıtım sayılır ve böyle bir hamle oynanamaz. Sıradaki oyuncunun elinde yalnızca böyle hamleler kalırsa oyun, o oyunda bir konum tekrarlandığında nasıl bitiyorsa öyle biter (aşağıya bakın).",
  ],
];

/** @type {import("../types.js").Texts} */
export default {
  "ali-guli-mane": {
    rules: [
      ...common,
      ["h", "Ali Guli Mane"],
      [
        "ul",
        [
          "Her kuyuda beş taş, toplam 70 taş. İlk hamle Güney'in.",
          "Kendi tarafınızda taşı olan herhangi bir kuyudan dağıtırsınız.",
          "Son taşınız düşünce bir sonraki kuyuya bakın. Taşı varsa hepsini alın ve ondan sonraki kuyudan dağıtmaya devam edin: bu aktarmaya pussa kanawa denir ve eldeki taşlar her bittiğinde yinelenir.",
          "Sonraki kuyu boşsa dağıtım orada durur: o boş kuyu saada'dır (tahtada işaretlenir). Saada'nın hemen ötesindeki kuyuda ve onun karşısındaki kuyuda ne varsa alırsınız. İkisi de boşsa hiçbir şey almazsınız.",
          "Hamlenizin ilk dağıtımında taş aldıysanız ve tarafınızda hâlâ taş varsa bir kez daha dağıtırsınız. Bu ikinci dağıtımda da saada'da her zamanki gibi taş alırsınız, ama üçüncü bir dağıtım kazanamazsınız.",
        ],
      ],
      [
        "decided",
        "Oyun, sırası gelen oyuncunun tarafında hiç taş kalmadığında biter. O zaman her oyuncu kendi tarafında kalan taşları hazinesine ekler; hazinesi büyük olan kazanır, hazineler eşitse oyun berabere biter.",
      ],
      [
        "decided",
        "Aynı konum üçüncü kez ortaya çıkarsa (başlangıç konumu birinci olarak sayılır) ya da sıradaki oyuncunun elinde yalnızca sonu gelmeyen dağıtımlar kalırsa oyun aynı biçimde biter: her oyuncu kendi tarafındaki taşları hazinesine ekler. Ali Guli Mane'de tahta hiçbir zaman eşit bölüşülmez.",
      ],
      ["h", "Turlarla oynamak (seçenek)"],
      [
        "ul",
        [
          "Bir tur bitince her oyuncu, hazinesinde beş taş kaldıkça, kendi kuyularına dağıtım sırasına göre beşer taş koyar. Doldurulamayan kuyular o tur için kapanır ve üzerlerine çapraz çubuklar çizilir.",
          "Kapalı kuyular boş kalır ve seçilemez; dağıtımda da, aktarma ve taş alma için sonraki kuyuya bakılırken de atlanır. Artan (beşten az) taşlar hazinede kalır.",
          "Bir oyuncu tek bir kuyuyu bile dolduramadığında maç biter; maçı öteki oyuncu kazanır.",
        ],
      ],
      [
        "decided",
        "Kapalı kuyular her turdan önce yeniden belirlenir ve ilk hamle turdan tura el değiştirir. Tekrarlanan konumlar her turun kendi içinde sayılır. Yine de bir maç daha önce bulunduğu bir duruma geri dönebilir: bir tur üçüncü kez aynı konumdan başlarsa (aynı sıralar, aynı kapalı kuyular, aynı hazineler ve turu açan aynı oyuncu) maç berabere biter.",
      ],
    ],
    heritage: [
      [
        "p",
        "Ali Guli Mane, Güney Hindistan'ın eski ve çok sevilen bir mangala oyunudur; en çok Karnataka'da, Kerala'nın kuzeyinde ve Andhra Pradeş'in güneyinde yaygındır. Kannada dilindeki adı \"oyuklu ahşap blok\" demektir: ali (ya da aralu) tohum veya boncuk, guli kuyu veya oyuk, mane ise ev veya tahta anlamına gelir.",
      ],
      [
        "p",
        "Köylerde yüzyıllardır genç yaşlı herkes oynuyor; oyun, tarladaki ekimin ve mevsimlik hasatların ritmiyle iç içedir. Tahtalar sık dokulu ahşaptan oyulur ya da çan tuncundan dökülürdü; ama on dört kuyu (ane) çoğu zaman doğrudan taşa açılırdı: taş levhalara, tapınak revaklarına, avlu basamaklarına, veranda zeminlerine.",
      ],
      [
        "p",
        "Pürüzsüz demirhindi çekirdekleriyle (hunase beeja), kırmızı gulaganji tohumlarıyla (yabani meyankökü) ya da küçük deniz kabuklarıyla (kavade) oynanır. Bu tahtanın görünüşü bizim seçimimizdir: koyu renkli, sık dokulu ahşap üzerinde demirhindi çekirdekleri.",
      ],
      [
        "p",
        "Köy geleneğinde kaybedenle tatlı tatlı alay edilir: ona takılan bir tekerleme söylenir, tahtayı başının üstünde taşıması ya da on dört boş kuyudaki ince külü etrafa saçmadan üfleyerek temizlemesi istenir. Oyun bölgenin sanatında da yer alır, özellikle G. L. N. Simha'nın Aligulimane adlı tablosunda; Mysore'daki Chintana Balaga gibi kültür mirası toplulukları da düzenledikleri turnuvalarla oyunu yaşatıyor.",
      ],
    ],
  },
  "al-manqala": {
    rules: [
      ...common,
      ["h", "Al-manqala"],
      [
        "ul",
        [
          "Her kuyuda yedi taş, toplam 98 taş. İlk hamle Güney'in.",
          "Kendi tarafınızda taşı olan herhangi bir kuyunun taşlarını alıp dağıtırsınız; elinizdeki taşlar bitince hamle biter, aktarma yoktur.",
          "Son taşınız düştüğü kuyudaki taşları tam 2 ya da 4 yaparsa, hangi tarafta olursa olsun, o taşları alırsınız. Sonra bir önceki kuyuya bakın: onda da tam 2 ya da 4 taş varsa onları da alın; başka sayıda taş olan bir kuyuya gelene kadar geriye doğru böyle devam edin.",
          "Besleme: rakibinizin tarafı boşsa, oraya en az bir taş bırakan bir hamle oynamak zorundasınız. Hiçbir hamle bunu yapamıyorsa oyun hemen biter ve aç kalan oyuncu tahtada kalan bütün taşları alır.",
          "Bir oyuncunun hazinesi 50 ya da daha fazla taşa ulaştığı anda oyun biter ve o oyuncu kazanır. Tahta boşaldığında da oyun biter; o zaman hazinesi büyük olan kazanır, 49–49 ise berabere biter.",
          'Döngüler: taşların artık tahtada yalnızca birbirini kovalayacağını düşünen oyuncu "Taşlar dönüp duruyor — bölüşelim" düğmesine basar; öteki oyuncu da kabul ederse tahtadaki taşlar eşit bölüşülür.',
        ],
      ],
      [
        "decided",
        "Sırası geldiğinde tarafı boş olan oyuncu pas geçer; ardından öteki oyuncu besleme kuralına uyarak oynar.",
      ],
      ["decided", "Bir döngüden sonra tahta bölüşülürken artan tek taş kimseye sayılmaz."],
      [
        "decided",
        "Bir konum üçüncü kez ortaya çıkınca (başlangıç konumu birinci olarak sayılır) oyun, üzerinde anlaşılan bir döngüdeki gibi biter.",
      ],
    ],
    heritage: [
      [
        "p",
        "Al-manqala, Celile'deki Filistin köylerinin mangalasıdır. Adı, bir yerden bir yere taşımak, aktarmak anlamına gelen Arapça bir kökten gelir. Uzun süre çoğunlukla erkeklerin kahvehanelerde ve yolcu hanlarında oynadığı bir oyun oldu.",
      ],
      [
        "p",
        "2007'de Birzeit Üniversitesi'nden, Aşağı Celile'deki Arrabeh doğumlu sosyolog ve antropolog Dr. Moslih Kanaaneh oyunun kurallarını yazıya geçirdi. Oyun ailesi eskidir: 1694'te Oxfordlu şarkiyatçı Thomas Hyde neredeyse aynısı olan bir Arap mangalasını anlattı; iki yüzyıl sonra da etnograf Stewart Culin, Şam kahvehanelerinde Suriyelilerin aynı iki sıralı, yedişer kuyulu oyunu La'b Hakimi (akılcı oyun) ve La'b Akila (zekâ oyunu) adlarıyla oynadığını gördü. Osmanlı İmparatorluğu'ndaki ve Mısır'daki ticaret üzerine 1819'da yazan Henry A. S. Dearborn, Halep'te satranç ve damanın yanı sıra mankala ve tabwaduk adlı oyunların da sevildiğini not etti.",
      ],
      [
        "p",
        "Celile tahtası masif meşeden oyulur, zeytinyağına yatırılır ve koyu katranla kaplanırdı; kuyulara byot (evler; tekili beit) denir ve kararmış ahşabın üzerinde parlak beyaz boncuklarla oynanır. Bu tahtayı o anlatıma göre çizdik.",
      ],
      [
        "p",
        "Türk mangalasının ve Irak'taki Halusa'nın yakın akrabasıdır. İyi oyuncular bilerek fedakârlık yapar: doğru anda tek bir boncuğu gözden çıkarmak, rakibinizi sizi besleyemeyecek duruma düşürebilir; o zaman tahtada ne varsa size kalır.",
      ],
    ],
  },
  "mangala-iv": {
    rules: [
      ...common,
      ["h", "Mangala IV"],
      [
        "ul",
        [
          "Her kuyuda yedi taş, toplam 98 taş; ya da, isteğe bağlı olarak, 98 taş rastgele seçilen kuyulara tek tek dağıtılır. Dizilim, ekranda gösterilen ve paylaşılan bağlantılarda saklanan bir numaraya göre yapılır: aynı numara her yerde aynı tahtayı verir.",
          "Açılışta Tek mi, Çift mi? kurası çekilir: oyunculardan biri avucunda bir ya da iki taş saklar, öteki tek mi çift mi olduğunu söyler. Tahmin eden doğru bilirse tarafını seçer; bilemezse tarafları saklayan belirler.",
          "Hamleniz zorunludur: tarafınızda taşı olan en soldaki kuyunun (dağıtım sırasına göre ilk kuyunun) taşlarını alıp dağıtırsınız. Tahta onu tek seçeneğiniz olarak gösterir.",
          "Son taşın düştüğü kuyuda 1 taş olursa (yani kuyu boştu) hamle biter. 2 ya da 4 olursa taş alırsınız ve hamle biter. 3 ya da en az 5 olursa hepsini alıp bir sonraki kuyudan dağıtmaya devam edersiniz.",
          "Taş alma: son taşın düştüğü kuyudan başlayıp geriye doğru (taşların geldiği yöne) art arda gelen, her birinde tam 2 ya da 4 taş olan kuyular bir zincir oluşturur; taşlar, son taşın düştüğü andaki tahtaya göre sayılır. Zincirdeki kuyuların ve karşılarındaki kuyuların bütün taşlarını alırsınız. Zincir iki sıradan da geçebilir.",
          "Tarafı boş olan oyuncu pas geçer. Tahta boşalınca oyun biter ve hazinesi büyük olan kazanır; hazineler eşitse berabere.",
        ],
      ],
      ["decided", "Alt sırayı (Güney) alan ilk hamleyi yapar."],
      [
        "decided",
        "Her hamle zorunlu olduğundan, geri gelen bir konum sonsuza dek tekrarlanırdı. Bu yüzden bir konum ilk kez geri geldiğinde oyun biter ve tahtadaki taşlar eşit bölüşülür; artan tek taş kimseye sayılmaz. Bu sık olur, çünkü tek kalmış bir taş hiçbir zaman alınamaz.",
      ],
      ["h", "Ev kuralı (seçenek, geleneksel değil)"],
      [
        "p",
        "Bazı oyuncular kendi taraflarındaki herhangi bir kuyudan dağıtmayı yeğler. Bu, Gaziantep geleneğinde yoktur ve ekranda da öyle belirtilir. Serbest seçimle oyun, ancak bir konum üçüncü kez ortaya çıkınca döngü olarak biter.",
      ],
    ],
    heritage: [
      [
        "p",
        "Mangala IV, Güneydoğu Anadolu'da, Gaziantep'te bugün de çayevlerinde ve evlerde oynanan mangaladır. Müzelik bir kalıntı olmaktan çok uzaktır.",
      ],
      [
        "p",
        "Araştırmacılar onu, Stewart Culin'in on dokuzuncu yüzyılın sonunda Şam'da gördüğü ama boşluklar ve çelişkilerle kaydettiği La'b Madjnuni (deli oyun) ile ilişkilendirir; Gaziantep oyunu onun eksiksiz, oynanabilir biçimi olabilir. Oyunun ilk eksiksiz ve oynanabilir anlatımını Türk araştırmacı Adnan Güllü, Kasım 2007'de bölgesel bir yayın olan Elbistan Kaynarca Gazetesi'nde yayımladı.",
      ],
      [
        "p",
        "Onu üç şey ayırır: oyundan önceki tek mi çift mi tahmini, her hamlenin en soldaki kuyudan başlaması ve iki sıradan birden yapılan taş almalar. Aktarmaların ve çift sayılarla taş almanın yan yana bulunması, Culin'in 1894'te kaydettiği Suriye mangalalarına ışık tutar: Levant'ta bu ikisi birlikteydi. İyi hesaplanmış tek bir hamle tahtanın yarısını silip süpürebilir.",
      ],
      [
        "p",
        "Keyif için oynanan oyunlar çoğu zaman taşların kuyulara rastgele dağıtılmasıyla, yani dengesiz bir bilmeceyle başlar; her kuyuda yedi taş ise ciddi oyunlar için eşit bir başlangıç sağlar. Kaynaklar Gaziantep tahtasını ya da taşlarını anlatmaz: burada çizilen ahşap, noktalı kenar ve taşlar bizim seçimimizdir.",
      ],
    ],
  },
};
