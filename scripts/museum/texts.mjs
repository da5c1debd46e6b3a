// The texts of the museum example pages (www/museum.html and its four translations), one set per language, which
// scripts/museum-pages.mjs puts into scripts/museum/template.html. Each value is HTML (it may
// hold <i>, <span lang>); the facts are those of docs/rules.md and docs/page.md's heritage
// texts, each language written in its own words, not translated sentence by sentence.
export default {
  // English
  en: {
    title: "Sowing games — Gallery 4 — Museum of Everyday Heritage",
    description:
      "An example museum page: three two-row mancala games with their history, two of them playable on the page.",
    museumName: "Museum of Everyday Heritage",
    navLabel: "Museum",
    visit: "Visit",
    collections: "Collections",
    about: "About",
    langsLabel: "Language",
    kicker: "Gallery 4 · Games of sowing and harvest",
    h1: "Two rows of seven: mancala from India to Anatolia",
    lede: "In a mancala game no dice are thrown and no cards are drawn: players lift the seeds from a pit and sow them, one by one, into the pits that follow, and capture by counting. Chance has a say only before Mangala IV begins: a guess decides who takes which row, and the seeds may be dealt out at random. The three games in this room share one board — two rows of seven pits, no store — and each has its own home: the villages of South India, the coffee houses and inns of Galilee, the tea houses of Gaziantep. Two of them can be played right here.",
    "agm.h2": 'Ali Guli Mane <span class="game-script" lang="kn">ಅಳಿಗುಳಿ ಮನೆ</span>',
    "agm.label": "South India · Karnataka, northern Kerala, southern Andhra Pradesh",
    "agm.p1":
      "The Kannada name describes the object: a wooden block with hollows — <i>ali</i>, seeds, <i>guli</i>, hollows, <i>mane</i>, house or board. Young and old have played it in the villages for centuries, in step with the sowing and the harvests. Boards were carved from dense wood or cast in bell-metal, but the fourteen pits were often cut straight into stone: a slab, a temple porch, a courtyard step, a verandah floor.",
    "agm.p2":
      "It is played with smooth tamarind seeds, scarlet <i>gulaganji</i> seeds or cowrie shells. A sowing runs on and on — whenever the pit after the last seed holds seeds, the player lifts them and keeps going — until that next pit is empty: the <i>saada</i>. The player then takes the seeds of the pit beyond it and of the pit facing that one. Losers were teased in rhyme, made to carry the board on their head, or set to blow the ash out of the empty pits without spilling any.",
    "agm.how":
      "Play against a friend: take turns tapping a pit of your own row; the bottom row starts.",
    "agm.frameTitle": "Ali Guli Mane: a game board to play",
    "am.h2": 'Al-manqala <span class="game-script" lang="ar" dir="rtl">المنقلة</span>',
    "am.label": "Galilee · Palestinian villages",
    "am.p1":
      "Its name comes from an Arabic root for moving things from one place to another. In the Palestinian villages of Galilee it was mostly a men's pastime of coffee houses and travellers' inns, played with bright white beads on a board of solid oak, soaked in olive oil and sealed with dark tar.",
    "am.p2":
      "The sociologist and anthropologist Moslih Kanaaneh, from Arrabeh, wrote its rules down in 2007, but the family is much older: an Oxford scholar described an almost identical Arabic game in 1694, and two centuries later an ethnographer watched Syrians play the same two-by-seven game in the cafés of Damascus. A single sowing with no relay, and a capture whenever the last bead makes two or four in its pit, carried back through every pit of two or four behind it. The art is to leave your opponent unable to feed you: a player whose empty row cannot be fed takes every bead left on the board.",
    "am.how": "Play against the computer: you sit at the bottom.",
    "m4.h2": 'Mangala IV <span lang="tr">Gaziantep</span>',
    "m4.label": "Gaziantep · south-eastern Anatolia",
    "m4.p1":
      'Not a relic: it is still played in the tea houses and homes of Gaziantep. Before the first move one player hides one or two pieces in a fist and asks <i lang="tr">Tek mi, Çift mi?</i> — odd or even? — and the guess decides who takes which row. Every move then starts from the player\'s leftmost filled pit, and a single capture can strip both rows at once.',
    "m4.p2":
      'It may be the complete form of the "mad game" that an ethnographer in nineteenth-century Damascus noted down only in part; the first full account was published by a Turkish researcher in a regional publication in 2007.',
    "m4.how": "Play Mangala IV on its own page",
    footer: "This is an example page: it shows a museum how to place the games on its own site.",
    builder: "To place one of these games on your own site, use the embed builder.",
  },
  // European Portuguese
  pt: {
    title: "Jogos de semear — Sala 4 — Museu do Património Quotidiano",
    description:
      "Uma página de museu de exemplo: três jogos de mancala de duas fileiras com a sua história, dois deles para jogar na própria página.",
    museumName: "Museu do Património Quotidiano",
    navLabel: "Museu",
    visit: "Visitar",
    collections: "Coleções",
    about: "Sobre",
    langsLabel: "Idioma",
    kicker: "Sala 4 · Jogos de sementeira e colheita",
    h1: "Duas fileiras de sete: a mancala da Índia à Anatólia",
    lede: "Num jogo de mancala não se lançam dados nem se tiram cartas: os jogadores levantam as sementes de uma casa e semeiam-nas, uma a uma, nas casas seguintes, e capturam contando. A sorte só tem uma palavra a dizer antes de o Mangala IV começar: um palpite decide quem fica com cada fileira, e as sementes podem ser distribuídas ao acaso. Os três jogos desta sala partilham o mesmo tabuleiro — duas fileiras de sete casas, sem depósito — e cada um tem a sua terra: as aldeias do sul da Índia, os cafés e estalagens da Galileia, as casas de chá de Gaziantep. Dois deles podem jogar-se aqui mesmo.",
    "agm.h2": 'Ali Guli Mane <span class="game-script" lang="kn">ಅಳಿಗುಳಿ ಮನೆ</span>',
    "agm.label": "Sul da Índia · Karnataka, norte de Kerala, sul de Andhra Pradesh",
    "agm.p1":
      "O nome canarês descreve o objeto: um bloco de madeira com cavidades — <i>ali</i>, sementes, <i>guli</i>, cavidades, <i>mane</i>, casa ou tabuleiro. Novos e velhos jogam-no nas aldeias há séculos, ao ritmo das sementeiras e das colheitas. Os tabuleiros eram talhados em madeira densa ou fundidos em bronze de sino, mas as catorze casas eram muitas vezes abertas diretamente na pedra: numa laje, no alpendre de um templo, num degrau do pátio, no chão de uma varanda.",
    "agm.p2":
      "Joga-se com sementes lisas de tamarindo, sementes escarlates de <i>gulaganji</i> ou conchas de cauri. Uma semeadura pode prolongar-se muito — sempre que a casa a seguir à última semente tem sementes, o jogador levanta-as e prossegue — até essa casa seguinte estar vazia: é o <i>saada</i>. O jogador leva então as sementes da casa logo a seguir e as da casa em frente a essa. Dos vencidos troçava-se em rima; eram obrigados a levar o tabuleiro à cabeça ou a soprar a cinza das casas vazias sem a espalhar.",
    "agm.how":
      "Jogue com um amigo: cada um, na sua vez, toca numa casa da sua própria fileira para a semear; começa quem tem a fileira de baixo.",
    "agm.frameTitle": "Ali Guli Mane: um tabuleiro para jogar",
    "am.h2": 'Al-manqala <span class="game-script" lang="ar" dir="rtl">المنقلة</span>',
    "am.label": "Galileia · aldeias palestinianas",
    "am.p1":
      "O nome vem de uma raiz árabe que quer dizer levar as coisas de um sítio para outro. Nas aldeias palestinianas da Galileia era sobretudo um passatempo de homens, nos cafés e nas estalagens de viajantes, jogado com contas brancas e brilhantes num tabuleiro de carvalho maciço, embebido em azeite e selado com alcatrão escuro.",
    "am.p2":
      "O sociólogo e antropólogo Moslih Kanaaneh, natural de Arrabeh, registou as suas regras em 2007, mas a família é muito mais antiga: um erudito de Oxford descreveu um jogo árabe quase idêntico em 1694 e, dois séculos depois, um etnógrafo viu sírios a jogar o mesmo jogo de dois por sete nos cafés de Damasco. Semeia-se sem revezamento, e captura-se sempre que a última conta deixa duas ou quatro numa casa; a captura segue depois para trás, casa a casa, enquanto cada uma tiver duas ou quatro, e para na primeira com outro número. A arte está em deixar o adversário sem maneira de nos alimentar: quem tem a fileira vazia e não pode ser alimentado leva todas as contas que restam no tabuleiro.",
    "am.how": "Jogue contra o computador: a fileira de baixo é a sua.",
    "m4.h2": 'Mangala IV <span lang="tr">Gaziantep</span>',
    "m4.label": "Gaziantep · sudeste da Anatólia",
    "m4.p1":
      'Não é uma relíquia: ainda hoje se joga nas casas de chá e nos lares de Gaziantep. Antes da primeira jogada, um jogador esconde uma ou duas peças na mão fechada e pergunta <i lang="tr">Tek mi, Çift mi?</i> — ímpar ou par? — e o palpite decide quem fica com cada fileira. Depois, cada jogada parte da casa com peças mais à esquerda do jogador, e uma única captura pode despojar as duas fileiras de uma vez.',
    "m4.p2":
      "Pode ser a forma completa do «jogo louco» que um etnógrafo, na Damasco do século XIX, registou só em parte; o primeiro relato completo foi publicado por um investigador turco numa publicação regional, em 2007.",
    "m4.how": "Jogue o Mangala IV numa página só para ele",
    footer:
      "Esta é uma página de exemplo: mostra a um museu como pôr os jogos no seu próprio sítio.",
    builder:
      "Para pôr um destes jogos no sítio do seu museu, use o gerador de código de incorporação.",
  },
  // Turkish
  tr: {
    title: "Dağıtma oyunları — Salon 4 — Gündelik Miras Müzesi",
    description:
      "Örnek bir müze sayfası: tarihleriyle birlikte iki sıralı üç mangala oyunu; ikisi bu sayfada oynanabilir.",
    museumName: "Gündelik Miras Müzesi",
    navLabel: "Müze",
    visit: "Ziyaret",
    collections: "Koleksiyonlar",
    about: "Hakkında",
    langsLabel: "Dil",
    kicker: "Salon 4 · Ekim ve hasat oyunları",
    h1: "Yedişer kuyulu iki sıra: Hindistan'dan Anadolu'ya mangala",
    lede: "Mangalada ne zar atılır ne kâğıt çekilir: oyuncular bir kuyudaki taşları alıp sonraki kuyulara birer birer bırakır ve taşları sayarak alır. Şans yalnızca Mangala IV başlamadan önce işe karışır: hangi sıranın kime düşeceğini bir tahmin belirler, taşlar da istenirse kuyulara rastgele dağıtılır. Bu salondaki üç oyun aynı tahtayı paylaşır — yedişer kuyudan iki sıra, hazine kuyusu yok — ve her birinin kendi yurdu vardır: Güney Hindistan'ın köyleri, Celile'nin kahvehaneleri ve hanları, Gaziantep'in çay evleri. İkisi burada, hemen oynanabilir.",
    "agm.h2": 'Ali Guli Mane <span class="game-script" lang="kn">ಅಳಿಗುಳಿ ಮನೆ</span>',
    "agm.label": "Güney Hindistan · Karnataka, kuzey Kerala, güney Andhra Pradeş",
    "agm.p1":
      "Kannada dilindeki adı nesneyi anlatır: oyuklu bir ahşap blok — <i>ali</i>, tohum, <i>guli</i>, oyuk, <i>mane</i>, ev ya da tahta. Köylerde yüzyıllardır genç yaşlı herkes, ekimin ve hasadın ritmiyle oynuyor. Tahtalar sık dokulu ahşaptan oyulur ya da çan tuncundan dökülürdü; ama on dört kuyu çoğu zaman doğrudan taşa açılırdı: bir levhaya, bir tapınak revağına, bir avlu basamağına, bir veranda zeminine.",
    "agm.p2":
      "Pürüzsüz demirhindi çekirdekleriyle, kırmızı <i>gulaganji</i> tohumlarıyla ya da deniz kabuklarıyla oynanır. Bir dağıtım durmadan sürer — son taştan sonraki kuyuda taş olduğu sürece oyuncu onları alıp devam eder — ta ki o sonraki kuyu boş çıkana dek: bu boş kuyu <i>saada</i>'dır. Oyuncu onun hemen ötesindeki kuyunun ve karşısındaki kuyunun taşlarını alır. Kaybedenlere tekerlemelerle takılırdı; tahtayı başlarının üstünde taşımaları ya da boş kuyulardaki külü etrafa saçmadan üfleyerek temizlemeleri istenirdi.",
    "agm.how":
      "Bir arkadaşınıza karşı oynayın: sırası gelen, dağıtmak için kendi tarafındaki bir kuyuya dokunur; alt taraftaki oyuncu başlar.",
    "agm.frameTitle": "Ali Guli Mane: oynamak için bir tahta",
    "am.h2": 'Al-manqala <span class="game-script" lang="ar" dir="rtl">المنقلة</span>',
    "am.label": "Celile · Filistin köyleri",
    "am.p1":
      "Adı, bir şeyi bir yerden başka bir yere taşımak anlamına gelen Arapça bir kökten gelir. Celile'nin Filistin köylerinde çoğunlukla erkeklerin kahvehanelerde ve yolcu hanlarında oynadığı bir oyundu; masif meşeden, zeytinyağına yatırılıp koyu katranla kaplanmış bir tahtada, parlak beyaz boncuklarla oynanırdı.",
    "am.p2":
      "Arrabehli sosyolog ve antropolog Moslih Kanaaneh kurallarını 2007'de yazıya geçirdi, ama oyun ailesi çok daha eskidir: Oxfordlu bir bilgin 1694'te neredeyse aynısı olan bir Arap oyununu anlattı; iki yüzyıl sonra da bir etnograf, Şam kahvehanelerinde Suriyelilerin aynı iki sıralı, yedişer kuyulu oyunu oynadığını gördü. Dağıtımda aktarma yoktur; son boncuk düştüğü kuyudaki boncukları iki ya da dört yaparsa o boncuklar alınır, sonra geriye doğru iki ya da dört boncuklu her kuyunun boncukları da alınır, ta ki başka sayıda boncuk olan ilk kuyuya gelinene dek. Ustalık, rakibinizi sizi besleyemeyecek duruma düşürmektir: boş tarafı beslenemeyen oyuncu tahtada kalan bütün boncukları alır.",
    "am.how": "Bilgisayara karşı oynayın: siz alt sıradasınız.",
    "m4.h2": 'Mangala IV <span lang="tr">Gaziantep</span>',
    "m4.label": "Gaziantep · Güneydoğu Anadolu",
    "m4.p1":
      "Bir kalıntı değil: Gaziantep'in çay evlerinde ve evlerinde hâlâ oynanıyor. İlk hamleden önce oyunculardan biri avucunda bir ya da iki taş saklar ve sorar: <i>Tek mi, Çift mi?</i> Tahmin, hangi sıranın kime düşeceğini belirler. Sonra her hamle oyuncunun taşı olan en soldaki kuyusundan başlar ve tek bir hamleyle iki sıradan birden taş alınabilir.",
    "m4.p2":
      "On dokuzuncu yüzyıl Şam'ında bir etnografın ancak kısmen kaydettiği \"deli oyun\"un tam biçimi olabilir; ilk eksiksiz anlatımını 2007'de bir Türk araştırmacı bölgesel bir yayında yayımladı.",
    "m4.how": "Mangala IV'ü kendi sayfasında oynayın",
    footer:
      "Bu bir örnek sayfadır: bir müzeye, oyunları kendi sitesine nasıl yerleştireceğini gösterir.",
    builder:
      "Bu oyunlardan birini kendi sitenize koymak için yerleştirme kodu oluşturucusunu kullanın.",
  },
  // Arabic (right to left)
  ar: {
    title: "ألعاب البذار — القاعة 4 — متحف التراث اليومي",
    description:
      "مثال لصفحة متحف: ثلاث ألعاب منقلة ذات صفّين، مع تاريخها، ويمكن لعب اثنتين منها في الصفحة نفسها.",
    museumName: "متحف التراث اليومي",
    navLabel: "المتحف",
    visit: "الزيارة",
    collections: "المجموعات",
    about: "عن المتحف",
    langsLabel: "اللغة",
    kicker: "القاعة 4 · ألعاب البذار والحصاد",
    h1: "صفّان من سبعة بيوت: ألعاب المنقلة من الهند إلى الأناضول",
    lede: "في ألعاب المنقلة لا يُرمى نردٌ ولا تُسحب ورقة: يرفع اللاعب حبّات بيت ويوزّعها، واحدة واحدة، في البيوت التالية، والأكل فيها بالعدّ. ولا يكون للحظّ شأن إلا قبل أن تبدأ مانغالا IV: فالتخمين يقرّر مَن يأخذ أيّ صفّ، وقد تُوضع الحبّات في البيوت عشوائيًا. تتقاسم الألعاب الثلاث في هذه القاعة لوحًا واحدًا — صفّين في كلٍّ منهما سبعة بيوت، بلا مخزن — ولكلٍّ منها موطنها: قرى جنوب الهند، ومقاهي الجليل وخاناته، ومقاهي الشاي في غازي عينتاب. ويمكن لعب اثنتين منها هنا مباشرة.",
    "agm.h2": 'ألي غولي ماني <span class="game-script" lang="kn">ಅಳಿಗುಳಿ ಮನೆ</span>',
    "agm.label": "جنوب الهند · كارناتاكا، شمال كيرالا، جنوب أندرا براديش",
    "agm.p1":
      'اسمها بالكنّادية يصف الشيء نفسه: قطعة خشب فيها تجاويف — <i dir="ltr">ali</i> بذور، و<i dir="ltr">guli</i> تجاويف، و<i dir="ltr">mane</i> بيت أو لوح. يلعبها الصغار والكبار في القرى منذ قرون، على إيقاع البذار والحصاد. كانت الألواح تُنحت من خشب كثيف أو تُصبّ من برونز الأجراس، لكن البيوت الأربعة عشر كثيرًا ما حُفرت في الحجر مباشرة: في بلاطة، أو في رواق معبد، أو في درجة فناء، أو في أرضية شرفة.',
    "agm.p2":
      'تُلعب ببذور التمر الهندي الملساء، أو ببذور <i dir="ltr">gulaganji</i> القرمزية، أو بأصداف الودع. وقد يطول التوزيع كثيرًا — فكلما وجد اللاعب حبّات في البيت الذي يلي آخر حبّة رفعها وتابع — حتى يجد ذلك البيت فارغًا، وهذا البيت الفارغ هو السادا. عندها يأكل اللاعب حبّات البيت الذي بعده وحبّات البيت المقابل له. وكان الخاسرون يُمازَحون بالأهازيج، أو يُحمَّلون اللوح على رؤوسهم، أو يُكلَّفون بنفخ الرماد من البيوت الفارغة دون أن يتناثر منه شيء.',
    "agm.how":
      "العب مع صديق: يلمس كلٌّ منكما في دوره بيتًا من صفّه ليوزّع حبّاته، ويبدأ صاحب الصفّ السفلي. الصفحة تُقرأ من اليمين، أما اللوح فلا ينعكس: تسير الحبّات عكس عقارب الساعة، أي من اليسار إلى اليمين في الصفّ السفلي.",
    "agm.frameTitle": "ألي غولي ماني: لوح للعب",
    "am.h2": 'المنقلة <span lang="en" dir="ltr">Al-manqala</span>',
    "am.label": "الجليل · القرى الفلسطينية",
    "am.p1":
      "اسمها من جذر عربي يعني نقل الأشياء من مكان إلى آخر. كانت في قرى الجليل الفلسطينية تسلية للرجال في الغالب، في المقاهي وخانات المسافرين، تُلعب بخرز أبيض لامع على لوح من خشب البلوط الصلب، نُقع في زيت الزيتون وطُلي بالقطران الداكن.",
    "am.p2":
      "دوّن قواعدها عالم الاجتماع والأنثروبولوجيا مصلح كناعنة، ابن عرّابة، عام 2007، لكنّ هذا الصنف من الألعاب أقدم من ذلك بكثير: فقد وصف عالم من أكسفورد عام 1694 لعبة عربية تكاد تطابقها، وبعد قرنين شاهد عالم إثنوغرافيا سوريين يلعبون اللعبة نفسها، بصفّين في كلٍّ منهما سبعة بيوت، في مقاهي دمشق. فيها توزيع واحد بلا متابعة، وأكلٌ كلما سقطت آخر خرزة في بيت فصار فيه اثنتان أو أربع، ثم يمتدّ الأكل إلى الوراء بيتًا بيتًا، ما دام في البيت اثنتان أو أربع، حتى يبلغ بيتًا فيه عدد آخر. والمهارة أن تترك خصمك عاجزًا عن إطعامك: فاللاعب الذي فرغ صفّه ولا يمكن إطعامه يأخذ كل الخرز الباقي على اللوح.",
    "am.how": "العب ضد الحاسوب: أنت في الصفّ السفلي.",
    "m4.h2": 'مانغالا IV <span lang="tr" dir="ltr">Gaziantep</span>',
    "m4.label": "غازي عينتاب · جنوب شرق الأناضول",
    "m4.p1":
      'ليست أثرًا من الماضي: ما زالت تُلعب في مقاهي الشاي والمنازل في غازي عينتاب. قبل النقلة الأولى يُخفي أحد اللاعبين قطعة أو قطعتين في قبضته ويسأل: <i lang="tr" dir="ltr">Tek mi, Çift mi?</i> — فرد أم زوج؟ — والتخمين يقرّر مَن يأخذ أيّ صفّ. ثم تبدأ كل نقلة من أول بيت فيه حبّات من جهة يسار اللاعب، وقد يطال أكلٌ واحد الصفّين معًا فيُفرغ بيوتًا في كليهما.',
    "m4.p2":
      "قد تكون الصورة الكاملة لـ«اللعبة المجنونة» التي لم يدوّن منها عالم إثنوغرافيا في دمشق القرن التاسع عشر إلا جزءًا؛ ونشر باحث تركي أول وصف كامل لها في مطبوعة إقليمية عام 2007.",
    "m4.how": "العب مانغالا IV في صفحتها الخاصة",
    footer: "هذه الصفحة مثال: تُري المتاحف كيف تضع هذه الألعاب في مواقعها.",
    builder: "لتضع إحدى هذه الألعاب في موقعك، استعمل مولّد شيفرة التضمين.",
  },
  // Kannada
  kn: {
    title: "ಬಿತ್ತನೆಯ ಆಟಗಳು — ಗ್ಯಾಲರಿ 4 — ದೈನಂದಿನ ಪರಂಪರೆಯ ವಸ್ತುಸಂಗ್ರಹಾಲಯ",
    description:
      "ಒಂದು ಮಾದರಿ ವಸ್ತುಸಂಗ್ರಹಾಲಯ ಪುಟ: ಎರಡು ಸಾಲುಗಳ ಮೂರು ಮಂಕಾಲ ಆಟಗಳು ಮತ್ತು ಅವುಗಳ ಇತಿಹಾಸ; ಅವುಗಳಲ್ಲಿ ಎರಡನ್ನು ಇದೇ ಪುಟದಲ್ಲಿ ಆಡಬಹುದು.",
    museumName: "ದೈನಂದಿನ ಪರಂಪರೆಯ ವಸ್ತುಸಂಗ್ರಹಾಲಯ",
    navLabel: "ವಸ್ತುಸಂಗ್ರಹಾಲಯ",
    visit: "ಭೇಟಿ ನೀಡಿ",
    collections: "ಸಂಗ್ರಹಗಳು",
    about: "ನಮ್ಮ ಬಗ್ಗೆ",
    langsLabel: "ಭಾಷೆ",
    kicker: "ಗ್ಯಾಲರಿ 4 · ಬಿತ್ತನೆ ಮತ್ತು ಸುಗ್ಗಿಯ ಆಟಗಳು",
    h1: "ಏಳು ಗುಳಿಗಳ ಎರಡು ಸಾಲುಗಳು: ಭಾರತದಿಂದ ಅನಾಟೋಲಿಯದವರೆಗೆ ಮಂಕಾಲ",
    lede: "ಮಂಕಾಲ ಆಟದಲ್ಲಿ ದಾಳ ಉರುಳಿಸುವುದಿಲ್ಲ, ಇಸ್ಪೀಟು ಎಲೆ ಎಳೆಯುವುದಿಲ್ಲ: ಆಟಗಾರರು ಒಂದು ಗುಳಿಯ ಕಾಳುಗಳನ್ನು ಎತ್ತಿ, ಮುಂದಿನ ಗುಳಿಗಳಿಗೆ ಒಂದೊಂದಾಗಿ ಹಂಚುತ್ತಾರೆ, ಎಣಿಸಿಯೇ ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತಾರೆ. ಅದೃಷ್ಟಕ್ಕೆ ಎಡೆ ಇರುವುದು ಮಂಗಲ IV ಆರಂಭವಾಗುವ ಮೊದಲು ಮಾತ್ರ: ಯಾರಿಗೆ ಯಾವ ಸಾಲು ಎಂಬುದನ್ನು ಒಂದು ಊಹೆ ನಿರ್ಧರಿಸುತ್ತದೆ, ಮತ್ತು ಕಾಳುಗಳನ್ನು ಗುಳಿಗಳಿಗೆ ಯಾದೃಚ್ಛಿಕವಾಗಿ ಇರಿಸುವುದೂ ಉಂಟು. ಈ ಕೊಠಡಿಯ ಮೂರೂ ಆಟಗಳು ಒಂದೇ ಹಲಗೆಯನ್ನು ಹಂಚಿಕೊಂಡಿವೆ — ಏಳು ಗುಳಿಗಳ ಎರಡು ಸಾಲು, ಕಾಳು ಕೂಡಿಡುವ ಪ್ರತ್ಯೇಕ ಗುಳಿ ಇಲ್ಲ — ಮತ್ತು ಪ್ರತಿಯೊಂದಕ್ಕೂ ತನ್ನದೇ ನೆಲೆ: ದಕ್ಷಿಣ ಭಾರತದ ಹಳ್ಳಿಗಳು, ಗಲಿಲೀಯ ಕಾಫಿ ಮನೆಗಳು ಮತ್ತು ಛತ್ರಗಳು, ಗಾಜಿಯಾಂಟೆಪ್‌ನ ಚಹಾದಂಗಡಿಗಳು. ಇವುಗಳಲ್ಲಿ ಎರಡನ್ನು ಇಲ್ಲೇ ಆಡಬಹುದು.",
    "agm.h2": 'ಅಳಿಗುಳಿ ಮನೆ <span lang="en">Ali Guli Mane</span>',
    "agm.label": "ದಕ್ಷಿಣ ಭಾರತ · ಕರ್ನಾಟಕ, ಉತ್ತರ ಕೇರಳ, ದಕ್ಷಿಣ ಆಂಧ್ರಪ್ರದೇಶ",
    "agm.p1":
      "ಕನ್ನಡ ಹೆಸರೇ ವಸ್ತುವನ್ನು ವರ್ಣಿಸುತ್ತದೆ: ಕುಳಿಗಳಿರುವ ಮರದ ಹಲಗೆ — <i>ಅಳಿ</i>, ಬೀಜ; <i>ಗುಳಿ</i>, ಕುಳಿ; <i>ಮನೆ</i>, ಮನೆ ಅಥವಾ ಹಲಗೆ. ಶತಮಾನಗಳಿಂದ ಹಳ್ಳಿಗಳಲ್ಲಿ ಚಿಕ್ಕವರೂ ದೊಡ್ಡವರೂ ಬಿತ್ತನೆ ಮತ್ತು ಸುಗ್ಗಿಯ ಕಾಲಗಳಿಗೆ ತಕ್ಕಂತೆ ಇದನ್ನು ಆಡುತ್ತಾ ಬಂದಿದ್ದಾರೆ. ಹಲಗೆಗಳನ್ನು ಗಟ್ಟಿ ಮರದಿಂದ ಕೆತ್ತಲಾಗುತ್ತಿತ್ತು ಅಥವಾ ಕಂಚಿನಲ್ಲಿ ಎರಕ ಹೊಯ್ಯಲಾಗುತ್ತಿತ್ತು; ಆದರೆ ಹದಿನಾಲ್ಕು ಗುಳಿಗಳನ್ನು ಹಲವೊಮ್ಮೆ ನೇರವಾಗಿ ಕಲ್ಲಿನಲ್ಲೇ ಕೊರೆಯಲಾಗುತ್ತಿತ್ತು: ಕಲ್ಲುಚಪ್ಪಡಿಯಲ್ಲಿ, ದೇವಾಲಯದ ಮುಖಮಂಟಪದಲ್ಲಿ, ಅಂಗಳದ ಮೆಟ್ಟಿಲಿನಲ್ಲಿ, ಜಗಲಿಯ ನೆಲದಲ್ಲಿ.",
    "agm.p2":
      "ನಯವಾದ ಹುಣಸೆ ಬೀಜಗಳು, ಕೆಂಪು ಗುಲಗಂಜಿ ಬೀಜಗಳು ಅಥವಾ ಕವಡೆಗಳಿಂದ ಆಡುತ್ತಾರೆ. ಒಂದು ಹಂಚಿಕೆ ಸಾಗುತ್ತಲೇ ಇರುತ್ತದೆ — ಕೊನೆಯ ಕಾಳಿನ ನಂತರದ ಗುಳಿಯಲ್ಲಿ ಕಾಳುಗಳಿದ್ದಾಗಲೆಲ್ಲ ಆಟಗಾರರು ಅವನ್ನು ಎತ್ತಿ ಮುಂದುವರಿಯುತ್ತಾರೆ — ಆ ಮುಂದಿನ ಗುಳಿ ಖಾಲಿ ಸಿಗುವವರೆಗೆ: ಅದೇ <i>ಸಾದ</i>. ಆಗ ಆಟಗಾರರು ಅದರ ಆಚೆಯ ಗುಳಿಯ ಮತ್ತು ಆ ಗುಳಿಯ ಎದುರಿನ ಗುಳಿಯ ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತಾರೆ. ಸೋತವರನ್ನು ಪ್ರಾಸಬದ್ಧ ಹಾಡುಗಳಿಂದ ಗೇಲಿ ಮಾಡುತ್ತಿದ್ದರು, ಹಲಗೆಯನ್ನು ತಲೆಯ ಮೇಲೆ ಹೊರಿಸುತ್ತಿದ್ದರು, ಅಥವಾ ಖಾಲಿ ಗುಳಿಗಳಲ್ಲಿನ ಬೂದಿಯನ್ನು ಹೊರಗೆ ಚೆಲ್ಲದಂತೆ ಊದಿ ತೆಗೆಯಲು ಹೇಳುತ್ತಿದ್ದರು.",
    "agm.how":
      "ಗೆಳೆಯರೊಬ್ಬರೊಂದಿಗೆ ಆಡಿ: ಸರದಿ ಬಂದಾಗ ಪ್ರತಿಯೊಬ್ಬರೂ ಹಂಚಲು ತಮ್ಮ ಸಾಲಿನ ಒಂದು ಗುಳಿಯನ್ನು ಮುಟ್ಟುತ್ತಾರೆ; ಕೆಳಗಿನ ಸಾಲಿನವರು ಮೊದಲು ಆಡುತ್ತಾರೆ.",
    "agm.frameTitle": "ಅಳಿಗುಳಿ ಮನೆ: ಆಡಲು ಒಂದು ಹಲಗೆ",
    "am.h2": 'ಅಲ್-ಮನ್ಕಲ <span class="game-script" lang="ar" dir="rtl">المنقلة</span>',
    "am.label": "ಗಲಿಲೀ · ಪ್ಯಾಲೆಸ್ಟೀನಿಯನ್ ಹಳ್ಳಿಗಳು",
    "am.p1":
      "ಇದರ ಹೆಸರು ವಸ್ತುಗಳನ್ನು ಒಂದು ಕಡೆಯಿಂದ ಇನ್ನೊಂದು ಕಡೆಗೆ ಸಾಗಿಸುವುದನ್ನು ಸೂಚಿಸುವ ಅರಬ್ಬಿ ಧಾತುವಿನಿಂದ ಬಂದಿದೆ. ಗಲಿಲೀಯ ಪ್ಯಾಲೆಸ್ಟೀನಿಯನ್ ಹಳ್ಳಿಗಳಲ್ಲಿ ಇದು ಮುಖ್ಯವಾಗಿ ಪುರುಷರು ಕಾಫಿ ಮನೆಗಳಲ್ಲಿ ಮತ್ತು ಪ್ರಯಾಣಿಕರ ಛತ್ರಗಳಲ್ಲಿ ಆಡುತ್ತಿದ್ದ ಕಾಲಕ್ಷೇಪ; ಆಲಿವ್ ಎಣ್ಣೆಯಲ್ಲಿ ನೆನೆಸಿ ಕಪ್ಪು ಡಾಂಬರಿನ ಲೇಪ ಕೊಟ್ಟ ಗಟ್ಟಿ ಓಕ್ ಮರದ ಹಲಗೆಯ ಮೇಲೆ ಹೊಳೆಯುವ ಬಿಳಿ ಮಣಿಗಳಿಂದ ಆಡುತ್ತಿದ್ದರು.",
    "am.p2":
      "ಅರ್ರಾಬೆಯ ಸಮಾಜಶಾಸ್ತ್ರಜ್ಞ ಮತ್ತು ಮಾನವಶಾಸ್ತ್ರಜ್ಞ ಮೊಸ್ಲಿಹ್ ಕನಾನೆ 2007ರಲ್ಲಿ ಇದರ ನಿಯಮಗಳನ್ನು ಬರೆದಿಟ್ಟರು; ಆದರೆ ಈ ಆಟದ ಕುಟುಂಬ ಅದಕ್ಕಿಂತ ಬಹಳ ಹಳೆಯದು: ಆಕ್ಸ್‌ಫರ್ಡ್‌ನ ಒಬ್ಬ ವಿದ್ವಾಂಸರು 1694ರಲ್ಲಿ ಬಹುತೇಕ ಇದೇ ರೀತಿಯ ಅರಬ್ ಆಟವನ್ನು ವರ್ಣಿಸಿದರು; ಎರಡು ಶತಮಾನಗಳ ನಂತರ ಒಬ್ಬ ಜನಾಂಗಶಾಸ್ತ್ರಜ್ಞರು ಡಮಾಸ್ಕಸ್‌ನ ಕಾಫಿ ಮನೆಗಳಲ್ಲಿ ಸಿರಿಯನ್ನರು ತಲಾ ಏಳು ಗುಳಿಗಳ ಎರಡು ಸಾಲುಗಳ ಇದೇ ಆಟವನ್ನು ಆಡುವುದನ್ನು ಕಂಡರು. ಹಂಚಿಕೆಯಲ್ಲಿ ಮುಂದುವರಿಕೆ ಇಲ್ಲ; ಕೊನೆಯ ಮಣಿ ಬಿದ್ದ ಗುಳಿಯಲ್ಲಿ ಎರಡು ಅಥವಾ ನಾಲ್ಕು ಮಣಿಗಳಾದಾಗಲೆಲ್ಲ ಆಟಗಾರರು ಅವನ್ನು ಪಡೆಯುತ್ತಾರೆ, ನಂತರ ಅಲ್ಲಿಂದ ಹಿಂದಕ್ಕೆ ಸಾಗುತ್ತ, ಬೇರೆ ಎಣಿಕೆಯ ಗುಳಿ ಸಿಗುವವರೆಗೆ, ಎರಡು ಅಥವಾ ನಾಲ್ಕು ಮಣಿಗಳಿರುವ ಗುಳಿಗಳ ಮಣಿಗಳನ್ನೂ ಪಡೆಯುತ್ತಾರೆ. ಜಾಣ್ಮೆ ಇರುವುದು ಎದುರಾಳಿ ನಿಮಗೆ ಉಣಿಸಲಾಗದಂತೆ ಮಾಡುವುದರಲ್ಲಿ: ಒಬ್ಬರ ಸಾಲು ಖಾಲಿಯಾಗಿದ್ದು ಎದುರಾಳಿ ಅದಕ್ಕೆ ಉಣಿಸಲಾಗದಿದ್ದರೆ, ಹಲಗೆಯಲ್ಲಿ ಉಳಿದ ಎಲ್ಲ ಮಣಿಗಳೂ ಆ ಖಾಲಿ ಸಾಲಿನವರಿಗೆ ಸೇರುತ್ತವೆ.",
    "am.how": "ಕಂಪ್ಯೂಟರ್ ಎದುರು ಆಡಿ: ಕೆಳಗಿನ ಸಾಲು ನಿಮ್ಮದು.",
    "m4.h2": 'ಮಂಗಲ IV <span lang="tr">Gaziantep</span>',
    "m4.label": "ಗಾಜಿಯಾಂಟೆಪ್ · ಆಗ್ನೇಯ ಅನಾಟೋಲಿಯ",
    "m4.p1":
      'ಇದು ಹಳೆಯ ಅವಶೇಷವಲ್ಲ: ಗಾಜಿಯಾಂಟೆಪ್‌ನ ಚಹಾದಂಗಡಿಗಳಲ್ಲೂ ಮನೆಗಳಲ್ಲೂ ಇಂದಿಗೂ ಆಡುತ್ತಾರೆ. ಮೊದಲ ನಡೆಗೆ ಮುನ್ನ ಒಬ್ಬರು ಮುಷ್ಟಿಯಲ್ಲಿ ಒಂದು ಅಥವಾ ಎರಡು ಕಾಯಿಗಳನ್ನು ಬಚ್ಚಿಟ್ಟು ಕೇಳುತ್ತಾರೆ: <i lang="tr">Tek mi, Çift mi?</i> — ಬೆಸವೋ ಸಮವೋ? — ಇನ್ನೊಬ್ಬರ ಊಹೆಯೇ ಯಾರಿಗೆ ಯಾವ ಸಾಲು ಎಂಬುದನ್ನು ನಿರ್ಧರಿಸುತ್ತದೆ. ನಂತರ ಪ್ರತಿ ನಡೆಯೂ ಆಡುವವರ ಸಾಲಿನಲ್ಲಿ ಕಾಳುಗಳಿರುವ ಅತ್ಯಂತ ಎಡದ ಗುಳಿಯಿಂದಲೇ ಆರಂಭವಾಗುತ್ತದೆ, ಮತ್ತು ಒಂದೇ ಸಲ ಕಾಳು ಪಡೆಯುವಾಗ ಎರಡೂ ಸಾಲುಗಳ ಗುಳಿಗಳು ಬರಿದಾಗಬಹುದು.',
    "m4.p2":
      "ಹತ್ತೊಂಬತ್ತನೇ ಶತಮಾನದ ಡಮಾಸ್ಕಸ್‌ನಲ್ಲಿ ಒಬ್ಬ ಜನಾಂಗಶಾಸ್ತ್ರಜ್ಞರು ಭಾಗಶಃ ಮಾತ್ರ ದಾಖಲಿಸಿದ ‘ಹುಚ್ಚು ಆಟ’ದ ಪೂರ್ಣ ರೂಪ ಇದಾಗಿರಬಹುದು; ಇದರ ಮೊದಲ ಪೂರ್ಣ ವರ್ಣನೆಯನ್ನು ಟರ್ಕಿಯ ಒಬ್ಬ ಸಂಶೋಧಕರು 2007ರಲ್ಲಿ ಒಂದು ಪ್ರಾದೇಶಿಕ ಪ್ರಕಟಣೆಯಲ್ಲಿ ಪ್ರಕಟಿಸಿದರು.",
    "m4.how": "ಮಂಗಲ IV ಆಟವನ್ನು ಅದರದೇ ಪುಟದಲ್ಲಿ ಆಡಿ",
    footer:
      "ಇದು ಒಂದು ಮಾದರಿ ಪುಟ: ವಸ್ತುಸಂಗ್ರಹಾಲಯವೊಂದು ಈ ಆಟಗಳನ್ನು ತನ್ನ ಜಾಲತಾಣದಲ್ಲಿ ಹೇಗೆ ಇರಿಸಬಹುದು ಎಂಬುದನ್ನು ತೋರಿಸುತ್ತದೆ.",
    builder: "ಈ ಆಟಗಳಲ್ಲಿ ಒಂದನ್ನು ನಿಮ್ಮ ಜಾಲತಾಣದಲ್ಲಿ ಇರಿಸಲು ಎಂಬೆಡ್ ಕೋಡ್ ತಯಾರಕವನ್ನು ಬಳಸಿ.",
  },
};
