// As palavras das lições em português de Portugal (ver words-en.js: say = o que fazer,
// done = o que aconteceu, wrong = outra casa jogável, miss = uma casa que não se pode jogar).
// Os mesmos nomes que pt.js: casa, fileira, monte, semeadura, revezamento; trata-se o jogador
// na 3.ª pessoa, sem «você» (Semeie, Escolha).
import { plurals } from "../i18n/index.js";

const forms = plurals("pt-PT");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 semente", other: `${n} sementes` });

/** @type {import("../types.js").LessonWordsOf<typeof import("./words-en.js").default>} */
export default {
  ui: {
    title: "Aprender {game}",
    step: "Passo {n} de {total}",
    show: "Mostrar",
    next: "Seguinte",
    leave: "Voltar ao jogo",
    beginner: "Jogar contra o Principiante",
    finish:
      "Já conhece o jogo todo. Experimente-o contra o Principiante, o nível mais fácil do computador.",
    notYours: "Essa casa é do Norte. O seu lado é o Sul, a fileira de baixo.",
    empty: "Essa casa está vazia: escolha uma que tenha sementes.",
    wrong: "Podia jogar essa casa, mas este passo é sobre a casa assinalada com o anel: semeie-a.",
    miss: "Essa casa não se pode jogar agora.",
  },
  "ali-guli-mane": {
    sow: {
      say: "O seu lado é o Sul, a fileira de baixo. Para semear, levante todas as sementes de uma casa e deixe-as cair uma a uma nas casas seguintes: pela sua fileira para a direita, depois pela fileira do Norte para a esquerda. Semeie a casa assinalada.",
      done: "Uma semente em cada casa. A casa a seguir à última semente estava vazia, por isso a semeadura parou: essa casa vazia é o saada, assinalado no tabuleiro.",
    },
    relay: {
      say: "Quando a última semente cai, olhe para a casa seguinte. Se tiver sementes, levante-as todas e continue a semear: é o revezamento, pussa kanawa. Semeie a casa assinalada.",
      done: ({ relay }) =>
        `A casa a seguir à sua última semente tinha ${seeds(relay)}: levantou-as e continuou a semear, até a casa a seguir à última semente estar vazia.`,
    },
    saada: {
      say: "Quando a casa a seguir à última semente está vazia, é o saada e a semeadura para. Capturam-se as sementes da casa logo depois dele e as da casa em frente a essa. Semeie a casa assinalada.",
      done: ({ n }) =>
        `Saada! Capturou ${seeds(n)}: a casa depois da vazia e a casa em frente. Capturou na primeira semeadura da sua vez, por isso volta a semear.`,
    },
    extra: {
      say: "A sua semeadura extra: escolha qualquer casa da sua fileira. Também captura no seu saada, mas nunca dá direito a uma terceira.",
      done: ({ n }) =>
        `Capturou mais ${seeds(n)}. Foi a sua segunda semeadura, por isso agora é a vez do Norte.`,
    },
    end: {
      say: "A fileira do Norte está vazia. O jogo acaba quando quem tem a vez não tem sementes na sua fileira. Semeie a casa assinalada: a semente fica na sua fileira.",
      wrong:
        "Essa semeadura levaria sementes à fileira do Norte, e o Norte poderia continuar a jogar. Semeie a casa assinalada.",
      done: ({ a, b }) =>
        `O Norte não tem sementes para jogar: o jogo acabou. Cada jogador junta ao seu monte as sementes que restam na sua fileira, e ganha o monte maior: ${a} a ${b}.`,
    },
  },
  "al-manqala": {
    lap: {
      say: "O seu lado é o Sul, a fileira de baixo. Levante todas as sementes de uma casa e semeie-as uma a uma nas casas seguintes, no sentido contrário ao dos ponteiros do relógio, incluindo a fileira do Norte. A jogada acaba quando a mão fica vazia: não há revezamento. Semeie a casa assinalada.",
      done: ({ last }) =>
        `A sua última semente deixou ${last} na casa. Não são 2 nem 4, por isso não se captura nada, e é a vez do Norte.`,
    },
    capture: {
      say: "Se a sua última semente deixar 2 ou 4 sementes na casa, em qualquer das fileiras, essas sementes são suas. Aqui, uma das suas casas faz isso: encontre-a.",
      wrong:
        "Não é essa: a última semente não deixaria 2 nem 4. Conte as sementes e tente outra vez.",
      done: ({ n }) => `A sua última semente deixou ${n}: capturou-as.`,
    },
    chain: {
      say: "Depois de uma captura, olhe para a casa anterior: se também tiver 2 ou 4, capture-as, e continue para trás. A cadeia para na primeira casa com outro número. Semeie a casa assinalada.",
      done: ({ n, k }) =>
        `Capturou ${seeds(n)} de ${k} casas seguidas. A cadeia parou numa casa com 3, por isso as 2 sementes da casa antes dela ficam no tabuleiro.`,
    },
    feed: {
      say: "A fileira do Norte está vazia. Então tem de jogar uma casa que deixe pelo menos uma semente na fileira do Norte. Encontre-a.",
      miss: "Essa casa não chega à fileira do Norte. Procure uma com sementes suficientes para lá chegar.",
      done: "A sua semeadura chegou à fileira do Norte, e o Norte pode voltar a jogar.",
    },
    starve: {
      say: "Se a fileira do adversário estiver vazia e nenhuma das suas casas lá chegar, o jogo acaba e o adversário fica com todas as sementes que restam. A casa assinalada captura as últimas sementes do Norte: veja o que se segue.",
      wrong:
        "Essa casa deixaria uma semente ao Norte e o jogo continuaria. Semeie a casa assinalada para ver a regra.",
      done: ({ got, a, b }) =>
        `O Norte ficou sem sementes e passou, e nenhuma das suas casas chegava à fileira dele. Por isso o Norte ficou com as ${seeds(got)} que restavam e ganha por ${b} a ${a}.`,
    },
    cycle: {
      say: "Duas sementes sozinhas, frente a frente. Cada uma avança uma casa por jogada, por isso nunca se juntam para fazer 2: andariam uma atrás da outra para sempre. Quando os dois jogadores concordam, carregue no botão abaixo: as sementes do tabuleiro dividem-se em partes iguais.",
      wrong: "Podia semeá-la, mas as duas sementes só andariam à roda. Carregue no botão abaixo.",
      done: ({ a, b }) =>
        `Cada um ficou com uma semente: ${a} a ${b}, empate. O mesmo acontece automaticamente quando a mesma posição surge pela terceira vez.`,
    },
  },
  "mangala-iv": {
    miss: "No Mangala IV não há escolha: semeie a casa com sementes mais à sua esquerda.",
    forced: {
      say: "O seu lado é o Sul, a fileira de baixo. No Mangala IV todas as jogadas são obrigatórias: semeia-se sempre a casa mais à esquerda da própria fileira que tenha sementes. Encontre-a e semeie-a.",
      done: "A sua última semente caiu numa casa vazia, por isso a jogada acaba.",
    },
    relay3: {
      say: "Se a última semente deixar 3 na casa, levante as 3 e continue a semear. Semeie a sua casa mais à esquerda.",
      done: "A última semente deixou 3 na casa: levantou-as e continuou a semear, até uma semente cair numa casa vazia.",
    },
    relay5: {
      say: "O mesmo quando a última semente deixa 5 ou mais: levante-as todas e continue a semear. Semeie a sua casa mais à esquerda.",
      done: ({ relay }) =>
        `A última semente deixou ${relay} na casa: outro revezamento, que acabou numa casa vazia da fileira do Norte.`,
    },
    chain: {
      say: "Se a última semente deixar 2 ou 4, há captura e a jogada acaba. Vão para o seu monte as sementes dessa casa, da sequência ininterrupta de casas com 2 ou 4 que a antecedem e das casas em frente a todas elas. Semeie a sua casa mais à esquerda.",
      done: ({ n, k }) =>
        `Capturou ${seeds(n)} de ${k} casas: cada casa da cadeia e a casa em frente a ela.`,
    },
    ritual: {
      say: "Antes da primeira jogada, um jogador esconde uma ou duas peças na mão fechada e o outro adivinha ímpar ou par. Se acertar, quem adivinha escolhe as fileiras; se falhar, quem esconde é que as atribui. O Sul começa. Experimente contra o computador.",
      done: "As fileiras estão decididas, e o Sul começa.",
    },
  },
};
