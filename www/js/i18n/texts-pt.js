// Regras tal como se jogam aqui e a história de cada jogo, em português (por palavras nossas).
// Blocos: ["h", texto] título, ["p", texto] parágrafo, ["ul", [itens]] lista,
// ["decided", texto] um ponto que este projeto teve de decidir.

/** @type {import("../types.js").TextBlock[]} */
const common = [
  ["h", "O tabuleiro"],
  [
    "p",
    "Duas fileiras de sete casas: a do Sul, em baixo, e a do Norte, em cima (quem joga a Norte contra o computador vê o tabuleiro rodado, com a sua fileira em baixo). Cada jogador é dono da fileira à sua frente. Não há depósitos no tabuleiro: as sementes capturadas vão para o monte de cada um, ao lado.",
  ],
  [
    "decided",
    "As sementes andam no sentido contrário ao dos ponteiros do relógio: na fileira de baixo da esquerda para a direita, depois na de cima da direita para a esquerda. Um diagrama antigo do Ali Guli Mane, lido tal como está desenhado, corre ao contrário; mantemos a sua numeração, mas desenhamos o tabuleiro espelhado, para que em todos os jogos se semeie no ecrã no sentido contrário ao dos ponteiros do relógio, como as três fontes descrevem.",
  ],
  [
    "p",
    "Semear é levantar todas as sementes de uma casa e largá-las, uma a uma, nas casas seguintes. O pequeno número em cada casa é a sua posição na fileira do dono, contada a partir da esquerda dele, no sentido em que as sementes percorrem essa fileira.",
  ],
  [
    "decided",
    "Nenhuma casa é saltada, nem sequer a casa de onde as sementes saíram (só as casas fechadas das rondas do Ali Guli Mane ficam de fora).",
  ],
  [
    "decided",
    "Uma semeadura com mais de 1000 revezamentos conta como interminável, e essa jogada não é permitida. Quando quem tem a vez só tem jogadas dessas, o jogo acaba da mesma maneira que quando uma posição se repete (ver abaixo).",
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
          "Cinco sementes em cada casa, 70 ao todo. O Sul começa.",
          "Semeia-se a partir de qualquer casa da própria fileira que tenha sementes.",
          "Quando a última semente cai, olha-se para a casa seguinte. Se tiver sementes, levantam-se todas e continua-se a semear a partir da casa depois dela: é o revezamento, pussa kanawa, que se repete sempre que a mão fica vazia.",
          "Se a casa seguinte estiver vazia, a semeadura acaba ali: essa casa vazia é o saada (assinalado no tabuleiro). Captura-se tudo o que está na casa logo a seguir ao saada e na casa em frente a essa. Se ambas estiverem vazias, não se captura nada.",
          "Se a primeira semeadura da vez capturou alguma coisa e ainda há sementes na própria fileira, semeia-se outra vez. Essa segunda semeadura também captura no seu saada, mas nunca dá direito a uma terceira.",
        ],
      ],
      [
        "decided",
        "O jogo acaba quando quem tem a vez não tem sementes na sua fileira. Cada jogador junta ao seu monte as sementes que restam na sua própria fileira; ganha o monte maior e montes iguais empatam.",
      ],
      [
        "decided",
        "Se a mesma posição aparecer pela terceira vez (a posição inicial conta como a primeira), ou se quem tem a vez só tiver semeaduras intermináveis, o jogo acaba da mesma maneira: cada jogador junta ao seu monte as sementes da sua própria fileira. No Ali Guli Mane o tabuleiro nunca é repartido por igual.",
      ],
      ["h", "Jogar por rondas (opção)"],
      [
        "ul",
        [
          "No fim de uma ronda, cada jogador volta a encher as suas casas pela ordem da semeadura, cinco sementes por casa, tiradas do seu monte, enquanto houver cinco. As casas que não se conseguem encher ficam fechadas nessa ronda e aparecem com pauzinhos cruzados.",
          "As casas fechadas não têm sementes e não se podem escolher. As semeaduras saltam-nas, e a casa seguinte, tanto para o revezamento como para o saada, é sempre a próxima casa aberta. As sementes que sobrem, menos de cinco, ficam no monte.",
          "A partida acaba quando um jogador não consegue encher nem uma casa; o outro ganha a partida.",
        ],
      ],
      [
        "decided",
        "As casas fechadas são calculadas de novo antes de cada ronda, e quem começa alterna de ronda para ronda. As posições repetidas contam-se dentro de cada ronda. Mas uma partida pode voltar ao ponto em que já esteve: quando uma ronda começa pela terceira vez na mesma posição (as mesmas fileiras, casas fechadas e montes, e o mesmo jogador a abri-la), a partida termina empatada.",
      ],
    ],
    heritage: [
      [
        "p",
        "O Ali Guli Mane é uma mancala antiga e muito estimada do sul da Índia, espalhada sobretudo por Karnataka, pelo norte de Kerala e pelo sul de Andhra Pradesh. Em canarês, o nome quer dizer bloco de madeira com cavidades: ali ou aralu são sementes ou contas, guli são covas ou cavidades, e mane é casa ou tabuleiro.",
      ],
      [
        "p",
        "Novos e velhos jogam-no nas aldeias há séculos, ligado ao ritmo agrícola das sementeiras e das colheitas. Os tabuleiros eram talhados em madeira densa ou fundidos em bronze de sino, mas as catorze casas (ane) eram muitas vezes abertas diretamente na pedra: em lajes, em alpendres de templos, em degraus de pátios, no chão das varandas.",
      ],
      [
        "p",
        "Joga-se com sementes lisas de tamarindo (hunase beeja), com as sementes escarlates do gulaganji (alcaçuz-bravo) ou com pequenas conchas de cauri (kavade). O aspeto deste tabuleiro é escolha nossa: sementes de tamarindo sobre madeira escura e densa.",
      ],
      [
        "p",
        "O costume da aldeia troça do vencido com carinho: uma cantiga rimada à sua custa, o tabuleiro levado à cabeça, ou a tarefa de soprar a cinza fina das catorze casas vazias sem a espalhar. O jogo aparece na arte da região, em especial no quadro Aligulimane de G. L. N. Simha, e grupos como a Chintana Balaga, em Mysore, mantêm-no vivo com torneios.",
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
          "Sete sementes em cada casa, 98 ao todo. O Sul começa.",
          "Escolhe-se qualquer casa da própria fileira que tenha sementes, levantam-se todas e semeiam-se: a jogada acaba quando a mão fica vazia, sem revezamento.",
          "Se a última semente deixar a sua casa com exatamente 2 ou 4, em qualquer das fileiras, capturam-se essas sementes. Depois olha-se para a casa anterior: se tiver exatamente 2 ou 4, capturam-se também as suas sementes, e assim por diante para trás, até chegar a uma casa com outro número.",
          "Alimentar: quando a fileira do adversário está vazia, é obrigatório jogar de modo a pôr lá pelo menos uma semente. Se nenhuma jogada o consegue, o jogo acaba logo e o jogador sem sementes leva todas as que restam no tabuleiro.",
          "O jogo acaba no instante em que um monte chega a 50 ou mais, e o dono desse monte ganha. Acaba também quando o tabuleiro fica vazio; então ganha o monte maior, e 49–49 é empate.",
          "Ciclos: se os dois jogadores concordarem que as sementes só vão andar à roda do tabuleiro, sem fim, carregue em «As sementes andam à roda — dividir»; o outro jogador confirma e as sementes do tabuleiro são repartidas por igual.",
        ],
      ],
      [
        "decided",
        "Quem tem a fileira vazia na sua vez passa; o outro joga então, obrigado a alimentar-lhe a fileira.",
      ],
      [
        "decided",
        "Quando o tabuleiro é repartido depois de um ciclo e as sementes são em número ímpar, a que sobra não conta para ninguém.",
      ],
      [
        "decided",
        "Uma posição que apareça pela terceira vez (a inicial conta como a primeira) acaba o jogo como um ciclo aceite pelos dois.",
      ],
    ],
    heritage: [
      [
        "p",
        "O Al-manqala é a mancala das aldeias palestinianas da Galileia. O nome vem de uma raiz árabe que quer dizer mudar de sítio, transportar. Foi durante muito tempo um jogo de homens, nos cafés e nas estalagens de viajantes.",
      ],
      [
        "p",
        "Em 2007 o sociólogo e antropólogo Dr. Moslih Kanaaneh, da Universidade de Birzeit, natural de Arrabeh na Baixa Galileia, registou as suas regras. A família é antiga: em 1694 o orientalista de Oxford Thomas Hyde descreveu uma mancala árabe quase igual, e dois séculos depois o etnógrafo Stewart Culin viu sírios a jogar o mesmo jogo de dois por sete nos cafés de Damasco com os nomes La'b Hakimi, o jogo racional, e La'b Akila, o jogo inteligente. Henry A. S. Dearborn, ao escrever em 1819 sobre o comércio no Império Otomano e no Egito, notou que em Alepo se apreciavam jogos chamados mankala e tabwaduk, além do xadrez e das damas.",
      ],
      [
        "p",
        "Um tabuleiro da Galileia era talhado em carvalho maciço, embebido em azeite e selado com alcatrão escuro; as casas chamam-se byot (no singular beit), e jogam-se contas brancas e brilhantes sobre a madeira enegrecida. Desenhámos este tabuleiro a partir dessa descrição.",
      ],
      [
        "p",
        "É parente próximo do Mangala turco e do Halusa iraquiano. Os bons jogadores fazem sacrifícios de propósito: ceder uma conta solitária no momento certo pode deixar o adversário sem maneira de lhes alimentar a fileira, e então o tabuleiro inteiro fica para eles.",
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
          "Sete sementes em cada casa, 98 ao todo; ou, como opção, as 98 distribuídas uma a uma por casas tiradas à sorte. A distribuição sai de um número, mostrado no ecrã e guardado nas ligações partilhadas: o mesmo número dá o mesmo tabuleiro em qualquer lado.",
          "Ritual de abertura, Tek mi, Çift mi?: um jogador esconde uma ou duas peças na mão fechada e o outro diz ímpar ou par. Quem acerta escolhe a fileira; se errar, é quem escondeu que atribui as fileiras.",
          "A jogada é obrigatória: semeia-se a casa mais à esquerda da própria fileira que tenha sementes (a primeira pela ordem da semeadura). O tabuleiro mostra-a como a única escolha.",
          "Quando a última semente cai numa casa que fica com 1 (estava vazia), a jogada acaba. Se fica com 2 ou 4, há captura e a jogada acaba. Se fica com 3, ou com 5 ou mais, levantam-se todas e continua-se a semear a partir da casa seguinte.",
          "Captura: a casa de chegada e, daí para trás (no sentido contrário ao da semeadura), a sequência ininterrupta de casas com exatamente 2 ou 4, contadas tal como o tabuleiro está quando cai a última semente. Leva-se tudo o que há nessas casas e nas casas em frente a elas. Contam as duas fileiras.",
          "Quem tem a fileira vazia passa. O jogo acaba quando o tabuleiro fica vazio e ganha o monte maior; montes iguais empatam.",
        ],
      ],
      ["decided", "Quem fica com a fileira de baixo (Sul) joga primeiro."],
      [
        "decided",
        "Como todas as jogadas são obrigatórias, uma posição que volte a aparecer repetir-se-ia para sempre. Por isso o jogo acaba logo que uma posição aparece pela segunda vez, e as sementes do tabuleiro são repartidas por igual; se forem em número ímpar, a que sobra não conta para ninguém. Acontece muitas vezes, porque uma semente sozinha nunca pode ser capturada.",
      ],
      ["h", "Regra da casa (opção, não tradicional)"],
      [
        "p",
        "Há quem prefira semear a partir de qualquer casa da sua fileira. Isso não faz parte da tradição de Gaziantep e aparece assinalado no ecrã. Com escolha livre, o jogo só acaba como ciclo quando uma posição ocorre pela terceira vez.",
      ],
    ],
    heritage: [
      [
        "p",
        "O Mangala IV é a mancala que ainda hoje se joga em Gaziantep, no sudeste da Anatólia, nas casas de chá e em casa. Não é uma peça de museu.",
      ],
      [
        "p",
        "Os estudiosos ligam-no ao La'b Madjnuni, o jogo louco, que Stewart Culin viu em Damasco no fim do século XIX mas registou com falhas e contradições; o jogo de Gaziantep talvez seja a sua forma completa. As primeiras regras completas, com que se pode jogar, foram dadas a conhecer pelo investigador turco Adnan Güllü em novembro de 2007, na publicação regional Elbistan Kaynarca Gazetesi.",
      ],
      [
        "p",
        "Três coisas o distinguem: o ímpar ou par antes do jogo, o facto de cada jogada partir da casa mais à esquerda, e capturas que despojam as duas fileiras de uma vez. Por juntar revezamentos e capturas com números pares, ajuda a perceber os jogos sírios que Culin registou em 1894: no Levante, as duas coisas andavam juntas. Uma única jogada certeira pode limpar meio tabuleiro.",
      ],
      [
        "p",
        "Nas partidas informais as peças são muitas vezes espalhadas ao acaso pelas casas, um quebra-cabeças desequilibrado para começar; sete em cada casa dá uma base igual para o jogo a sério. As fontes não descrevem o tabuleiro de Gaziantep nem as suas peças: a madeira, o rebordo pontilhado e as pedras que aqui se veem são escolha nossa.",
      ],
    ],
  },
};
