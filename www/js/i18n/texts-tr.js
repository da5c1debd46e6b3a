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
    "Tahtada yedişer kuyudan oluşan iki sıra vardır: altta Güney'in, üstte Kuzey'in sırası (bilgisayara karşı Kuzey'de oynayan kişi tahtayı çevrilmiş, kendi sırasını altta görür). Önünüzdeki sıra sizin tarafınızdır. Tahtada hazine kuyusu yoktur: aldığınız taşlar tahtanın yanındaki hazinenizde toplanır.",
  ],
  [
    "decided",
    "Taşlar saat yönünün tersine ilerler: alt sırada soldan sağa, sonra üst sırada sağdan sola. Ali Guli Mane'nin eski bir çizimi, çizildiği gibi okunursa, ters yöne gider; onun numaralarını koruyup ayna görüntüsünü çiziyoruz. Böylece üç kaynağın da anlattığı gibi, her oyunda taşlar ekranda saat yönünün tersine dağıtılır.",
  ],
  [
    "p",
    "Dağıtmak için bir kuyudaki bütün taşları alır, sonraki kuyulara birer birer bırakırsınız. Her kuyudaki küçük sayı, o kuyunun sahibinin tarafındaki yeridir: sahibinin solundan, taşların o sıra boyunca ilerlediği yönde sayılır.",
  ],
  [
    "decided",
    "Hiçbir kuyu atlanmaz, taşların alındığı kuyu bile (yalnızca Ali Guli Mane turlarındaki kapalı kuyular atlanır).",
  ],
  [
    "decided",
    "1.000'den fazla aktarma yapan bir dağıtım sonu gelmeyen dağıtım sayılır ve böyle bir hamle oynanamaz. Sıradaki oyuncunun elinde yalnızca böyle hamleler kalırsa oyun, o oyunda bir konum tekrarlandığında nasıl bitiyorsa öyle biter (aşağıya bakın).",
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
          "Son taşınız düşünce bir sonraki kuyuya bakın. Taşı varsa hepsini alın ve ondan sonraki kuyudan dağıtmaya devam edin: bu aktarmanın adı pussa kanawa'dır ve eldeki taşlar her bittiğinde yinelenir.",
          "Sonraki kuyu boşsa dağıtım orada durur: o boş kuyu saada'dır (tahtada işaretlenir). Saada'nın hemen ötesindeki kuyuda ve onun karşısındaki kuyuda ne varsa alırsınız. İkisi de boşsa bir şey alamazsınız.",
          "Hamlenizin ilk dağıtımında taş aldıysanız ve tarafınızda hâlâ taş varsa bir kez daha dağıtırsınız. Bu ikinci dağıtım da saada'sında taş alır, ama üçüncü bir dağıtım kazandırmaz.",
        ],
      ],
      [
        "decided",
        "Oyun, sırası gelen oyuncunun tarafında hiç taş kalmadığında biter. O zaman her oyuncu kendi tarafında kalan taşları hazinesine ekler; hazinesi büyük olan kazanır, hazineler eşitse berabere.",
      ],
      [
        "decided",
        "Aynı konum üçüncü kez ortaya çıkarsa (başlangıç konumu birinci olarak sayılır) ya da sıradaki oyuncunun elinde yalnızca sonu gelmeyen dağıtımlar kalırsa oyun aynı biçimde biter: her oyuncu kendi tarafındaki taşları hazinesine ekler. Ali Guli Mane'de tahta hiçbir zaman eşit bölüşülmez.",
      ],
      ["h", "Turlarla oynamak (seçenek)"],
      [
        "ul",
        [
          "Bir tur bitince her oyuncu kendi hazinesinden, dağıtma sırasıyla, her kuyuya beş taş koyar; beş taşı kaldıkça devam eder. Doldurulamayan kuyular o tur için kapanır ve üzerlerine çapraz çubuklar çizilir.",
          "Kapalı kuyularda taş olmaz, seçilemezler; her dağıtım, her aktarma ve her taş alma denetimi onları atlar. Artan beşten az taş hazinede kalır.",
          "Bir oyuncu tek bir kuyuyu bile dolduramadığında maç biter; maçı öteki oyuncu kazanır.",
        ],
      ],
      [
        "decided",
        "Kapalı kuyular her turdan önce yeniden belirlenir ve ilk hamle turdan tura el değiştirir. Tekrarlanan konumlar tur içinde sayılır. Ama bir maç daha önce bulunduğu bir yere dönebilir: bir tur üçüncü kez aynı konumdan (aynı sıralar, aynı kapalı kuyular ve hazineler, turu yine aynı oyuncu açarken) başlarsa maç berabere biter.",
      ],
    ],
    heritage: [
      [
        "p",
        "Ali Guli Mane, Güney Hindistan'ın eski ve çok sevilen bir mangala oyunudur; en çok Karnataka'da, Kerala'nın kuzeyinde ve Andhra Pradeş'in güneyinde yaygındır. Kannada dilindeki adı \"oyuklu tahta blok\" demektir: ali ya da aralu tohum ya da boncuk, guli kuyu ya da oyuk, mane ise ev ya da tahta anlamına gelir.",
      ],
      [
        "p",
        "Köylerde yüzyıllardır genç yaşlı herkes oynar; oyun, ekimin ve mevsimlik hasatların tarım ritmiyle iç içedir. Tahtalar sık dokulu ağaçtan oyulur ya da çan tuncundan dökülürdü; ama on dört kuyu (ane) çoğu zaman doğrudan taşa açılırdı: taş levhalara, tapınak revaklarına, avlu basamaklarına, veranda zeminlerine.",
      ],
      [
        "p",
        "Pürüzsüz demirhindi çekirdekleriyle (hunase beeja), kırmızı gulaganji tohumlarıyla (yabani meyankökü) ya da küçük deniz kabuklarıyla (kavade) oynanır. Bu tahtanın görünüşü bizim seçimimizdir: koyu, sık dokulu ağaç üzerinde demirhindi çekirdekleri.",
      ],
      [
        "p",
        "Köy geleneğinde yenilen kişiyle tatlı tatlı alay edilir: ona takılan bir tekerleme söylenir, tahta başının üstünde taşıtılır ya da on dört boş kuyudaki ince külü dışarı saçmadan üfleyip temizlemesi istenir. Oyun bölgenin sanatında da yer alır, özellikle G. L. N. Simha'nın Aligulimane adlı tablosunda; Mysore'daki Chintana Balaga gibi kültür mirası toplulukları da düzenledikleri turnuvalarla oyunu yaşatır.",
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
          "Kendi tarafınızda taşı olan herhangi bir kuyunun taşlarını alıp dağıtırsınız; aktarma yoktur.",
          "Son taşınız düştüğü kuyudaki taşları tam 2 ya da 4 yaparsa, hangi tarafta olursa olsun, o taşları alırsınız. Sonra bir önceki kuyuya bakın: onda da tam 2 ya da 4 taş varsa onu da alın; başka bir sayıda taş olan kuyuya gelene kadar geriye doğru böyle sürer.",
          "Besleme: rakibinizin tarafı boşsa, oraya en az bir taş bırakan bir hamle oynamak zorundasınız. Hiçbir hamle bunu yapamıyorsa oyun hemen biter ve aç kalan oyuncu tahtada kalan bütün taşları alır.",
          "Bir hazine 50 ya da daha fazla taşa ulaştığı anda oyun biter ve o oyuncu kazanır. Tahta boşaldığında da oyun biter; o zaman hazinesi büyük olan kazanır, 49–49 beraberliktir.",
          'Döngüler: iki oyuncu da taşların artık tahtada yalnızca birbirini kovalayacağında anlaşırsa "Taşlar dönüp duruyor — bölüşelim" düğmesine basılır; öteki oyuncu onaylar ve tahtadaki taşlar eşit bölüşülür.',
        ],
      ],
      [
        "decided",
        "Sırası geldiğinde tarafı boş olan oyuncu pas geçer; öteki oyuncu da besleme kuralına uyarak oynar.",
      ],
      ["decided", "Bir döngüden sonra tahta bölüşülürken artan tek taş kimseye sayılmaz."],
      [
        "decided",
        "Üçüncü kez ortaya çıkan bir konum (başlangıç konumu birinci olarak sayılır), üzerinde anlaşılmış bir döngü gibi oyunu bitirir.",
      ],
    ],
    heritage: [
      [
        "p",
        "Al-manqala, Celile'deki Filistin köylerinin mangalasıdır. Adı, bir yerden bir yere taşımak, aktarmak anlamına gelen Arapça bir kökten gelir. Uzun zaman çoğunlukla erkeklerin kahvehanelerde ve yolcu hanlarında oynadığı bir oyun oldu.",
      ],
      [
        "p",
        "2007'de Birzeit Üniversitesi'nden, Aşağı Celile'deki Arrabeh doğumlu sosyolog ve antropolog Dr. Moslih Kanaaneh oyunun kurallarını yazıya geçirdi. Oyun ailesi eskidir: 1694'te Oxford'lu şarkiyatçı Thomas Hyde neredeyse aynı bir Arap mangalasını anlattı; iki yüzyıl sonra da etnograf Stewart Culin, Şam kahvehanelerinde Suriyelilerin aynı ikiye yedilik oyunu La'b Hakimi (akılcı oyun) ve La'b Akila (zekâ oyunu) adlarıyla oynadığını gördü. Osmanlı İmparatorluğu ve Mısır'daki ticaret üzerine 1819'da yazan Henry A. S. Dearborn, Halep'te satranç ve damanın yanı sıra mankala ve tabwaduk adlı oyunların da sevildiğini not etti.",
      ],
      [
        "p",
        "Celile tahtası masif meşeden oyulur, zeytinyağına yatırılır ve koyu katranla kaplanırdı; kuyulara byot (evler; tekili beit) denir ve kararmış ahşabın üzerinde parlak beyaz boncuklarla oynanır. Bu tahtayı o anlatıma göre çizdik.",
      ],
      [
        "p",
        "Türk mangalasının ve Irak'taki Halusa'nın yakın akrabasıdır. İyi oyuncular bilerek fedakârlık yapar: doğru anda tek bir boncuğu gözden çıkarmak, rakibi sizi besleyemez hâle getirebilir; o zaman tahtadaki her şey size kalır.",
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
          "Her kuyuda yedi taş, toplam 98 taş; ya da, seçenek olarak, 98 taş rastgele seçilen kuyulara tek tek dağıtılır. Dizilim, ekranda gösterilen ve paylaşılan bağlantılarda saklanan bir numaradan çıkar: aynı numara her yerde aynı tahtayı verir.",
          "Açılış kurası, Tek mi, Çift mi?: oyunculardan biri avucunda bir ya da iki taş saklar, öteki tek mi çift mi olduğunu söyler. Bilen tarafını seçer; bilemezse tarafları saklayan belirler.",
          "Hamleniz zorunludur: tarafınızda taşı olan en soldaki kuyuyu (dağıtma sırasında ilk olanı) alıp dağıtırsınız. Tahta onu tek seçeneğiniz olarak gösterir.",
          "Son taşın düştüğü kuyuda 1 taş olursa (kuyu boşmuş) hamle biter. 2 ya da 4 olursa taş alırsınız ve hamle biter. 3 ya da en az 5 olursa hepsini alıp bir sonraki kuyudan dağıtmaya devam edersiniz.",
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
        "Bazı oyuncular kendi taraflarındaki herhangi bir kuyudan dağıtmayı sever. Bu Gaziantep geleneğinde yoktur ve ekranda öyle belirtilir. Serbest seçimle oyun, ancak bir konum üçüncü kez ortaya çıkınca döngü olarak biter.",
      ],
    ],
    heritage: [
      [
        "p",
        "Mangala IV, Güneydoğu Anadolu'da, Gaziantep'te bugün de çay evlerinde ve evlerde oynanan mangaladır. Müzelik bir merak konusu olmaktan çok uzaktır.",
      ],
      [
        "p",
        "Araştırmacılar onu, Stewart Culin'in on dokuzuncu yüzyılın sonunda Şam'da gördüğü ama boşluklar ve çelişkilerle kaydettiği La'b Madjnuni (deli oyun) ile ilişkilendirir; Gaziantep oyunu onun eksiksiz, oynanabilir biçimi olabilir. İlk eksiksiz ve oynanabilir anlatımı Türk araştırmacı Adnan Güllü, Kasım 2007'de bölgesel yayın Elbistan Kaynarca Gazetesi'nde yayımladı.",
      ],
      [
        "p",
        "Onu üç şey ayırır: oyundan önceki tek mi çift mi tahmini, her hamlenin en soldaki kuyudan başlaması ve iki sırayı birden boşaltan taş almalar. Aktarmalarla çift sayılarda taş almanın yan yana bulunması, Culin'in 1894'te kaydettiği Suriye mangalalarını anlamaya yardım eder: Levant'ta bu ikisi bir aradaydı. İyi nişan alınmış tek bir hamle tahtanın yarısını süpürebilir.",
      ],
      [
        "p",
        "Gündelik oyunlar çoğu zaman taşların kuyulara rastgele dağıtılmasıyla, dengesiz bir bilmeceyle başlar; her kuyuda yedi taş ise ciddi oyun için eşit bir başlangıç sağlar. Kaynaklar Gaziantep tahtasını ya da taşlarını anlatmaz: burada çizilen ahşap, noktalı kenar ve taşlar bizim seçimimizdir.",
      ],
    ],
  },
};
