// Palavras da página e do tabuleiro em português (de Portugal).
// As palavras sobre um jogador recebem `who`: "you" ou "computer" quando se joga contra o
// computador ("Semeia a sua casa 3", "O computador semeia a casa 5"); sem ele, usa-se o nome
// do jogador (`player`: "Sul", "Norte", masculinos: "o Sul").
// Nomes fixos: casa (pit), fileira, monte (as sementes capturadas), semeadura, revezamento,
// ronda (não "rodada"); o ritual Tek mi, Çift mi? é "o ímpar ou par", com "quem esconde" e
// "quem adivinha".
import { plurals } from "./index.js";

/** A forma de uma contagem (one, other), pelas regras de Portugal: i18n/index.js plurals. */
const count = plurals("pt-PT");
/** @param {import("../types.js").WordVars} vars */
const seeds = ({ n }) => count(n, { one: "1 semente", other: `${n} sementes` });
/** "A única semente", "as 3 sementes". @param {number} n */
const theSeeds = (n) => count(n, { one: "a única semente", other: `as ${n} sementes` });
/** O pronome depois do verbo: "-a", "-as". @param {number} n */
const them = (n) => count(n, { one: "a", other: "as" });
/** Escolhe as palavras para si, para o computador ou para um jogador com nome. */
/** @param {string | null | undefined} who @param {string} you @param {string} computer @param {string} named */
const by = (who, you, computer, named) =>
  who === "you" ? you : who === "computer" ? computer : named;

/** O sujeito e o verbo de uma frase sobre um jogador: "levanta" (o próprio jogador, a quem se
 * fala na 3.ª pessoa, como em "Semeia a sua casa 3"), "o computador levanta", "o Sul levanta". */
/** @param {string | null | undefined} who @param {string} player @param {string} verb */
const sv = (who, player, verb) => `${by(who, "", "o computador ", `o ${player} `)}${verb}`;
/** O mesmo no início da frase: "Levanta", "O computador levanta", "O Sul levanta". */
/** @param {string | null | undefined} who @param {string} player @param {string} verb */
const act = (who, player, verb) => {
  const text = sv(who, player, verb);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** @type {import("../types.js").Words} */
export default {
  title: "Mancala, património vivo",
  description:
    "Jogue três jogos tradicionais de mancala de duas fileiras num tabuleiro de madeira entalhada",
  chooseGame: "Escolha o jogo",
  controlsLabel: "Comandos do jogo",
  language: "Idioma",
  "name.ali-guli-mane": "Ali Guli Mane",
  "name.al-manqala": "Al-manqala",
  "name.mangala-iv": "Mangala IV",
  "place.ali-guli-mane": "Sul da Índia",
  "place.al-manqala": "Galileia",
  "place.mangala-iv": "Gaziantep",
  new: "Novo jogo",
  undo: "Desfazer",
  cycle: "As sementes andam à roda — dividir",
  share: "Partilhar jogo",
  shareLabel: "Ligação para este jogo",
  copied: "Ligação copiada.",
  speed: "Velocidade",
  "speed.slow": "Lenta",
  "speed.normal": "Normal",
  "speed.fast": "Rápida",
  "speed.instant": "Instantânea",
  rulesBtn: "Regras e história",
  board: "Tabuleiro",
  loading: "A carregar o tabuleiro…",
  loadFailed: "Não foi possível começar o jogo. Recarregar a página pode resolver.",

  "player.0": "Sul",
  "player.1": "Norte",
  pitOf: ({ who, player, place }) =>
    by(who, `sua casa ${place}`, `casa ${place} do computador`, `casa ${place} do ${player}`),
  pileOf: ({ who, player }) =>
    by(who, "o seu monte", "o monte do computador", `o monte do ${player}`),
  seedsCount: seeds,
  playable: "pode jogar-se",
  toMoveMark: "a jogar",
  "mark.saada": "saada",
  "mark.forced": "obrigatória",
  "mark.closed": "fechada",
  andMore: "e mais {n}",

  "say.sow": ({ who, player, place, n }) =>
    by(who, "Semeia a sua", "O computador semeia a", `O ${player} semeia a`) +
    ` casa ${place} (${seeds({ n })}).`,
  "say.relays": ({ n, pits }) =>
    count(n, { one: `Revezamento a partir da ${pits}.`, other: `${n} revezamentos: ${pits}.` }),
  "say.saada": "Saada na {pit}.",
  "say.capture": ({ who, player, n, pits }) =>
    `${by(who, "Captura", "O computador captura", `O ${player} captura`)} ${seeds({ n })} da ${pits}.`,
  "say.extra": ({ who, player }) =>
    `${by(who, "Semeia", "O computador semeia", `O ${player} semeia`)} outra vez.`,
  "say.pass": ({ who, player }) =>
    `${by(who, "Não tem", "O computador não tem", `O ${player} não tem`)} sementes para semear e passa a vez.`,
  "say.round": "Começa a ronda {n}.",
  "say.end": "O jogo acabou: {reason}",
  "say.toMove": ({ who, player }) =>
    by(who, "É a sua vez.", "É a vez do computador.", `Joga o ${player}.`),

  "note.extra": "Captura! Semeadura extra",
  "note.pass": ({ who, player }) =>
    by(who, "Passa a vez", "O computador passa a vez", `O ${player} passa a vez`),
  "note.round": "Ronda {n}",

  "reason.stuck":
    "quem tinha a vez ficou sem sementes na sua fileira; cada jogador juntou ao seu monte as sementes que restavam na sua própria fileira.",
  "reason.fifty": "um monte chegou às 50 sementes.",
  "reason.starved":
    "já não havia maneira de alimentar o jogador sem sementes, que ficou com todas as que restavam no tabuleiro.",
  "reason.empty": "o tabuleiro ficou vazio.",
  "reason.cycle":
    "a mesma posição apareceu pela terceira vez, ou só restavam semeaduras intermináveis; as sementes do tabuleiro foram repartidas por igual (uma semente que sobre não conta para ninguém).",
  "reason.cycle.ali-guli-mane":
    "a mesma posição apareceu pela terceira vez, ou só restavam semeaduras intermináveis; cada jogador juntou ao seu monte as sementes que restavam na sua própria fileira.",
  "reason.cycle.forced":
    "uma posição repetiu-se (ou a única jogada possível era uma semeadura interminável) e as sementes andariam à roda para sempre; as do tabuleiro foram repartidas por igual (uma semente que sobre não conta para ninguém).",
  "reason.agreed":
    "os dois jogadores concordaram que as sementes andam à roda para sempre; as do tabuleiro foram repartidas por igual (uma semente que sobre não conta para ninguém).",
  "reason.roundCycle":
    "uma ronda começou pela terceira vez na mesma posição (as mesmas fileiras, casas fechadas e montes, o mesmo jogador a abri-la), e a partida terminou empatada.",
  "reason.match":
    "um jogador não conseguiu encher nem uma casa para a ronda seguinte, e a partida terminou.",

  "status.toMove": ({ who, player }) =>
    by(who, "É a sua vez", "É a vez do computador", `Joga o ${player}`),
  "status.forced": ({ who, player, side }) =>
    `${by(who, "É a sua vez", "É a vez do computador", `Joga o ${player}`)} — jogada obrigatória: a casa com sementes mais à ${side === "top" ? "direita" : "esquerda"}`,
  "status.extra": ({ who, player }) =>
    `${by(who, "Volta a semear", "O computador volta a semear", `O ${player} volta a semear`)} (semeadura extra depois de uma captura)`,
  "status.over": "Fim do jogo",
  "status.ritual": "Ritual de abertura: Tek mi, Çift mi?",
  "status.thinking": ({ who, player }) =>
    by(who, "Está a pensar…", "O computador está a pensar…", `O ${player} está a pensar…`),
  "status.sowing": ({ who, player }) =>
    by(who, "Está a semear…", "O computador está a semear…", `O ${player} está a semear…`),
  "status.random": "Distribuição aleatória n.º {seed}",
  "status.houseRule": "Regra da casa: escolha livre (não tradicional)",
  "status.round": "Ronda {n}",

  "end.title": "Fim do jogo",
  "end.winner": ({ who, player }) => by(who, "Ganhou", "Ganhou o computador", `Ganhou o ${player}`),
  "end.draw": "Empate",
  "end.piles": "{p0}: {a} · {p1}: {b}",
  "end.new": "Novo jogo",
  "end.rematch.seats": "Desforra, com os lados trocados",
  "end.rematch.first": "Desforra, começa o outro jogador",
  "end.rematch.ritual": "Desforra: o ritual volta a decidir as fileiras",
  "end.close": "Ver o tabuleiro",

  "round.title": "Acabou a ronda {n}",
  "round.winner": ({ who, player }) =>
    by(who, "Ganhou a ronda", "O computador ganhou a ronda", `O ${player} ganhou a ronda`),
  "round.draw": "A ronda ficou empatada",
  "round.next": ({ who, player, n }) =>
    `Ronda ${n}: ${by(who, "é a sua vez de começar", "começa o computador", `começa o ${player}`)}.`,
  "round.closed": ({ who, player, n }) =>
    `${by(who, "A sua fileira", "A fileira do computador", `A fileira do ${player}`)}: ${n === 0 ? "todas as casas cheias" : count(n, { one: "1 casa fechada, marcada com um pauzinho", other: `${n} casas fechadas, marcadas com pauzinhos` })}.`,
  "round.ok": "Continuar",

  newTitle: "Novo jogo de {game}",
  "opt.rounds": "Jogar por rondas (as casas que um jogador não consegue encher ficam fechadas)",
  "opt.start": "Posição inicial",
  "opt.uniform": "7 sementes em cada casa",
  "opt.random": "98 sementes distribuídas ao acaso",
  "opt.seed": "Número da distribuição (o mesmo número dá o mesmo tabuleiro)",
  "opt.freeChoice":
    "Regra da casa: semear de qualquer casa da sua fileira — não faz parte da tradição de Gaziantep",
  "opt.ritual": "Começar com o ritual do ímpar ou par",
  start: "Começar",
  cancel: "Cancelar",

  "cycle.ask":
    "O {mover} diz que as sementes vão andar à roda para sempre. {other}, concorda em dividir o tabuleiro ao meio?",
  "cycle.agree": "Concordo — dividir",
  "cycle.refuse": "Não, continuar",

  "ritual.title": "Tek mi, Çift mi? — Ímpar ou par?",
  "ritual.intro":
    "Antes da primeira jogada, um jogador (quem esconde) fecha uma ou duas peças na mão e o outro (quem adivinha) diz ímpar ou par.",
  "ritual.hide": "Quem esconde: esconda uma ou duas peças enquanto o outro desvia o olhar.",
  "ritual.hide1": "Esconder uma",
  "ritual.hide2": "Esconder duas",
  "ritual.guess": "Quem adivinha: Tek mi, Çift mi — ímpar ou par?",
  "ritual.odd": "Tek — ímpar",
  "ritual.even": "Çift — par",
  "ritual.reveal": ({ n }) => `A mão abre-se: ${n === 1 ? "uma peça" : "duas peças"}.`,
  "ritual.right": "Acertou: quem adivinha escolhe a fileira.",
  "ritual.wrong": "Errou: quem esconde atribui as fileiras.",
  "ritual.pick": "{role}, que fileira fica para quem adivinha?",
  "ritual.bottom": "A fileira de baixo (joga primeiro)",
  "ritual.top": "A fileira de cima",
  "ritual.done": ({ south, north }) =>
    `${south} joga a Sul e começa; ${north.toLowerCase()} joga a Norte.`,
  "ritual.skip": "Saltar o ritual",
  "ritual.fist": "Mão fechada",
  "role.guesser": "quem adivinha",
  "role.hider": "quem esconde",
  "role.computer": "computador",
  "role.you": "jogador",
  "Role.guesser": "Quem adivinha",
  "Role.hider": "Quem esconde",

  hint: "Sugestão",
  "mark.hint": "sugestão",
  "hint.thinking": "À procura da melhor jogada…",
  "hint.move": "a sua casa {place}",
  "hint.lead": ({ move, what }) => `Sugestão: ${move}${what ? ` — ${what}` : ""}.`,
  "hint.does": "{list}",
  "hint.captures": ({ n }) => `captura ${seeds({ n })}`,
  "hint.extraSowing": "dá-lhe outra semeadura",
  "hint.noSafeReply": "não deixa ao adversário nenhuma jogada segura",
  "hint.strongest": "a jogada mais forte que o computador encontra",
  "hint.winsByForce": "Esta jogada garante a vitória, faça o adversário o que fizer.",
  "hint.winsBy": ({ n }) =>
    `Esta jogada garante a vitória por ${seeds({ n })}, faça o adversário o que fizer.`,
  "hint.othersLose": "Todas as outras jogadas perdem.",
  "hint.drawsByForce": "Esta jogada garante o empate.",
  "hint.losesByForce":
    "Contra um adversário perfeito, todas as jogadas perdem; esta é a que resiste melhor.",
  "hint.ahead": ({ n }) => `O computador prevê que acabe com cerca de ${seeds({ n })} de vantagem.`,
  "hint.behind": ({ n }) =>
    `O computador prevê que acabe com cerca de ${seeds({ n })} de desvantagem: esta jogada perde o menos possível.`,
  "hint.even": "O computador prevê que o jogo fique equilibrado.",
  // — a sugestão de uma jogada que o deixa atrás: o que ela poupa —
  "hint.saves": ({ n }) => `A segunda melhor jogada custar-lhe-ia cerca de ${seeds({ n })} a mais.`,
  // Lists as the language writes them (Intl.ListFormat: "a, b and c"), and the mark between
  // the parts of a label ("your pit 3, 4 seeds, playable").
  list: ({ items }) => new Intl.ListFormat("pt", { type: "conjunction" }).format(items),
  listSep: ", ",

  "opt.opponent": "Adversário",
  "opt.human": "Outra pessoa, neste aparelho",
  "opt.computer": "O computador",
  "opt.level": "Nível",
  "level.beginner": "Principiante",
  "level.intermediate": "Intermédio",
  "level.strong": "Forte",
  "level.master": "Mestre",
  "levelNote.beginner": "Joga como quem está a aprender e às vezes deixa escapar uma captura.",
  "levelNote.intermediate": "Vê algumas jogadas à frente.",
  "levelNote.strong": "Vê mais longe.",
  "levelNote.master": "Joga o melhor que sabe, a pensar cerca de um segundo por jogada.",
  "opt.first": "Quem começa",
  "opt.firstYou": "Eu (Sul, a fileira de baixo)",
  "opt.firstComputer": "O computador (eu jogo a Norte, com a minha fileira em baixo)",
  "opt.forcedNote":
    "No Mangala IV tradicional todas as jogadas são obrigatórias, por isso, contra o computador, é o ritual do ímpar ou par que decide o jogo e nenhum nível se aplica: se o computador ganhar a escolha das fileiras, fica com a que ganha. Para um jogo com escolhas, marque a regra da casa.",
  "status.level": "Computador: {level}",

  "ritual.yourPart": "Quer esconder as peças ou adivinhar?",
  "ritual.iHide": "Eu escondo",
  "ritual.iGuess": "Eu adivinho",
  "ritual.youHide": "Esconda uma ou duas peças na mão; o computador vai adivinhar.",
  "ritual.computerHides": "O computador escondeu uma ou duas peças na mão.",
  "ritual.computerGuesses": "O computador diz {guess}.",
  "ritual.youPick": "Com que fileira fica?",
  "ritual.youBottom": "A fileira de baixo (Sul, joga primeiro)",
  "ritual.youTop": "A fileira de cima (Norte)",
  "ritual.computerBottom":
    "O computador calculou de antemão o jogo todo, em que cada jogada é obrigatória, e fica com a fileira de baixo: joga primeiro.",
  "ritual.computerTop":
    "O computador calculou de antemão o jogo todo, em que cada jogada é obrigatória, e fica com a fileira de cima: a primeira jogada é sua.",
  "ritual.play": "Jogar",
  "ritual.doneYouSouth": "O Sul é seu, e a primeira jogada também.",
  "ritual.doneComputerSouth": "O computador joga a Sul e começa; a si cabe o Norte.",

  "notice.badSave": "Não foi possível ler o jogo guardado; foi descartado e começou um jogo novo.",
  "notice.badLink": "Não foi possível abrir esta ligação: não contém um jogo válido.",
  "notice.storage":
    "Este navegador não guarda o jogo quando se recarrega a página (armazenamento indisponível).",
  dismiss: "Fechar",

  rulesTitle: "Como se joga aqui",
  heritageTitle: "Origens e costumes",
  rulesClose: "Fechar",
  // — o painel das regras: as decisões depois das regras —
  "decisions.title": "As nossas decisões",
  "decisions.intro":
    "Onde as fontes deixam um ponto em aberto ou não concordam, foi assim que decidimos.",

  "attract.title": "O computador joga pelos dois lados — veja como decorre o jogo.",
  "attract.touch": "Toque no ecrã para jogar",
  "attract.next": "{result}. Daqui a pouco começa um novo jogo.",
  // — a narração (features/narration/words.js): `who` como acima; contra o computador lê-se
  // "Levanta as 2 sementes da sua casa 1…", "O computador levanta…" —
  "cap.lift": ({ who, player, pit, n }) =>
    count(n, {
      one: `${act(who, player, "levanta")} a única semente da ${pit} e deixa-a na casa seguinte, no sentido contrário ao dos ponteiros do relógio.`,
      other: `${act(who, player, "levanta")} as ${n} sementes da ${pit} e semeia-as uma a uma, no sentido contrário ao dos ponteiros do relógio.`,
    }),
  "cap.lift.forced.mangala-iv": ({ who, player, pit, n, side }) =>
    `A jogada é obrigatória: a ${pit} é a casa com sementes mais à ${side === "top" ? "direita" : "esquerda"} da fileira; ${sv(who, player, "esvazia")}-a e semeia ${count(n, { one: "a sua única semente", other: `as suas ${n} sementes uma a uma` })}.`,
  "cap.relay.ali-guli-mane": ({ who, player, pit, n }) =>
    `Revezamento (pussa kanawa): a casa a seguir à última semente, a ${pit}, tem ${seeds({ n })}; ${sv(who, player, "levanta")}-${them(n)} e continua a semear.`,
  "cap.relay.mangala-iv": ({ who, player, n }) =>
    `Revezamento: a última semente deixou ${n} sementes na casa onde caiu (3, ou 5 ou mais); ${sv(who, player, "levanta")}-as todas e continua a semear.`,
  "cap.relay": ({ who, player, pit, n }) =>
    `${act(who, player, "levanta")} ${theSeeds(n)} da ${pit} e continua a semear.`,
  "cap.saada": ({ who, player, pit }) =>
    `Saada: a casa a seguir à última semente, a ${pit}, está vazia, e a semeadura para. ${act(who, player, "leva")} as sementes da casa seguinte e as da casa em frente dela.`,
  "cap.capture.al-manqala": ({ who, player, pit }) =>
    `A última semente deixou 2 ou 4 na ${pit}: ${sv(who, player, "leva")}-as e segue para trás, levando as sementes de cada casa com 2 ou 4, até chegar à primeira casa com outro número.`,
  "cap.capture.mangala-iv": ({ who, player }) =>
    `A última semente deixou 2 ou 4: ${sv(who, player, "leva")} as sementes dessa casa, as das casas seguidas com 2 ou 4 logo antes dela e as das casas em frente de todas elas.`,
  "cap.take": ({ who, player, pit, n }) => `${act(who, player, "leva")} ${seeds({ n })} da ${pit}.`,
  "cap.take.saada": ({ who, player, pit, n }) =>
    `${act(who, player, "leva")} ${theSeeds(n)} da ${pit}, a casa logo a seguir à vazia.`,
  "cap.take.facing": ({ who, player, pit, n }) =>
    `${act(who, player, "leva")} também ${theSeeds(n)} da casa em frente, a ${pit}.`,
  "cap.take.facingAlone": ({ who, player, pit, n }) =>
    `A casa logo a seguir à vazia não tem sementes; ${sv(who, player, "leva")} só ${count(n, { one: "a semente", other: `as ${n} sementes` })} da casa em frente dela, a ${pit}.`,
  "cap.take.chain": ({ who, player, pit, n }) =>
    `A cadeia segue para trás: a ${pit} tem ${seeds({ n })}, e ${sv(who, player, "leva")}-${them(n)} também.`,
  "cap.take.row": ({ who, player, pit, n }) =>
    `${act(who, player, "recolhe")} ${count(n, { one: "a semente que ficou", other: `as ${n} sementes que ficaram` })} na ${pit}.`,
  "cap.take.division": ({ who, player, pit, n }) =>
    `Divisão em partes iguais: ${sv(who, player, "leva")} ${seeds({ n })} da ${pit}, por conta da sua metade.`,
  "cap.extra": ({ who, player }) =>
    by(
      who,
      "Capturou na primeira semeadura da sua vez e semeia outra vez.",
      "O computador capturou na primeira semeadura da sua vez e semeia outra vez.",
      `O ${player} capturou na primeira semeadura da vez e semeia outra vez.`,
    ),
  "cap.pass": ({ who, player }) =>
    by(
      who,
      "Não tem sementes na sua fileira e passa a vez.",
      "O computador não tem sementes na sua fileira e passa a vez.",
      `O ${player} não tem sementes na sua fileira e passa a vez.`,
    ),
  "cap.stop.al-manqala": ({ pit, n }) =>
    `A última semente deixou ${n} na ${pit}, nem 2 nem 4: não há captura.`,
  "cap.stop.mangala-iv": ({ pit }) =>
    `A última semente caiu numa casa vazia, a ${pit}: a jogada acaba.`,
  "cap.end": "O jogo acabou: {reason}",

  "keep.linkNote":
    "Envie esta ligação a um amigo: abre este jogo com todas as jogadas, e ele pode fazer a seguinte e devolvê-la.",
  "keep.textLabel": "O jogo em texto (copie-o, ou cole aqui um jogo para o abrir)",
  "keep.copy": "Copiar como texto",
  "keep.download": "Descarregar ficheiro",
  "keep.open": "Abrir o jogo colado",
  "keep.file": "Abrir um ficheiro de jogo…",
  "keep.copied": "Jogo copiado como texto.",
  "notice.badFile": "Não foi possível abrir este jogo. O jogo no tabuleiro não mudou.",

  "moves.title": "Jogadas",
  "moves.key": ({ variant }) =>
    `A–G: casas do Sul, a–g: do Norte, cada fileira a partir da esquerda do seu dono. ×N: sementes capturadas.${variant === "ali-guli-mane" ? " +: o mesmo jogador semeia outra vez." : ""}${variant === "al-manqala" ? " =: as sementes andam à roda e os jogadores concordaram em dividi-las." : ""}`,
  "moves.start": "Início",
  "moves.number": "Jogada {n}",
  "moves.agree": "as sementes andam à roda: tabuleiro dividido por acordo",
  "moves.captures": ({ n }) => `captura ${seeds({ n })}`,
  "moves.extra": "semeia outra vez",
  "moves.pass": ({ who, player }) =>
    by(who, "Passa a vez", "O computador passa a vez", `O ${player} passa a vez`),
  "moves.end": "Fim do jogo",
  "status.viewing": ({ n }) =>
    n === 0 ? "A rever: o início do jogo" : `A rever: o tabuleiro depois da jogada ${n}`,
  "status.replaying": ({ n }) =>
    n === 0 ? "Reprodução: o início do jogo" : `Reprodução: jogada ${n}`,
  "review.label": "Rever o jogo",
  "review.now": ({ n }) => count(n, { one: "1 jogada feita", other: `${n} jogadas feitas` }),
  "review.at": ({ n, total }) =>
    n === 0 ? `O início, antes da jogada 1 de ${total}` : `Jogada ${n} de ${total}`,
  "review.start": "Ir para o início",
  "review.back": "Recuar uma jogada",
  "review.play": "Reproduzir a partir daqui",
  "review.pause": "Pausar a reprodução",
  "review.forward": "Avançar uma jogada",
  "review.past": "Uma posição passada: aqui não se pode jogar",
  "review.live": "Voltar ao jogo",

  // — sound —
  sound: "Som",

  // — lessons —
  "lesson.learn": "Aprender num minuto",

  // — análise do jogo («Como joguei?»; as restantes palavras: critique-pt.js) —
  "analysis.open": "Analisar",
  "critique.button": "Como joguei?",
  "grade.best": "melhor jogada",
  "grade.good": "boa jogada",
  "grade.inaccuracy": "imprecisão",
  "grade.mistake": "erro",
  "grade.blunder": "erro grave",
  "notice.critique": "A análise do jogo parou antes de terminar.",

  // — frente a frente (layout=facing, features/facing/view.js) —
  "facing.buttons": ({ player }) => `Botões do ${player}`,
  "opt.layout": "Como estão sentados",
  "opt.layoutSide": "Lado a lado, ambos virados para o ecrã",
  "opt.layoutFacing":
    "Frente a frente, com a mesa entre os dois (as palavras do Norte ficam viradas para o Norte)",
  "facing.undoTitle": "Voltar atrás numa jogada?",
  "facing.undoAsk": "O {player} quer voltar atrás na sua última jogada. {other}, concorda?",
  "facing.undoYes": "Sim, pode voltar atrás",
  "facing.undoNo": "Não, continuar",

  // — as boas-vindas da primeira visita e «Explicar cada semeadura» (issue 23) —
  "welcome.open": "Como começar",
  "welcome.close": "Fechar as boas-vindas",
  "welcome.what.ali-guli-mane":
    "Um jogo de mancala do Sul da Índia para dois: semeie à volta do tabuleiro; enquanto a casa a seguir à última semente tiver sementes, levante-as e continue a semear; quando estiver vazia, são suas as sementes da casa logo depois dela e as da casa em frente a essa.",
  "welcome.what.al-manqala":
    "Um jogo de mancala da Galileia para dois: semeie as sementes de uma casa; se a última semente deixar 2 ou 4 sementes numa casa, leve-as, e depois, para trás, as de cada casa com 2 ou 4, até à primeira com outro número; quem chegar a 50 sementes ganha.",
  "welcome.what.mangala-iv":
    "Um jogo de mancala de Gaziantep para dois: cada jogada semeia a sua casa com sementes mais à esquerda, e o número de sementes da casa onde cai a última semente decide se a semeadura continua, se para, ou se captura uma série de casas com 2 ou 4 e as casas em frente a elas.",
  "welcome.row": "A sua fileira é a de baixo, e a primeira jogada é sua.",
  "welcome.row.ritual":
    "Quem tem a fileira de baixo joga primeiro; o ritual de abertura, o ímpar ou par, decide quem fica com ela.",
  "welcome.computer": "Jogar contra o computador",
  "welcome.computer.note": "No nível Principiante, para um primeiro jogo",
  "welcome.computer.note.mangala-iv":
    "No nível Principiante, com uma regra da casa que não é da tradição de Gaziantep: escolhe a casa que semeia",
  "welcome.friend": "Jogar com um amigo neste aparelho",
  "welcome.friend.note": "Joguem à vez neste ecrã",
  "welcome.lesson": "Aprender num minuto",
  "welcome.lesson.note": "As regras, mostradas passo a passo no tabuleiro",
  "welcome.puzzle": "Problema do dia",
  "status.newcomer": ({ who, player, side }) =>
    `${by(who, "É a sua vez", "É a vez do computador", `Joga o ${player}`)}: escolha uma casa da fileira de ${side === "bottom" ? "baixo" : "cima"}`,
  // The button that turns the board half a turn (views/flip.js).
  flip: "Rodar o tabuleiro",
  narrate: "Explicar cada semeadura",

  // — a clipboard that refuses (an iframe without allow="clipboard-write"): copy by hand —
  "copy.refused":
    "Não foi possível copiar a ligação automaticamente. Está selecionada na caixa: copie-a daí à mão.",
  "keep.copyRefused":
    "Não foi possível copiar o jogo automaticamente. Está selecionado na caixa: copie-o daí à mão.",

  // — voice (features/voice/speech.js) —
  voice: "Ler em voz alta",
  // A voice of another region than the words' (a Brazilian voice for European Portuguese;
  // features/voice/speech.js): only Portuguese asks for one region.
  "voice.region":
    "Este aparelho não tem nenhuma voz de português europeu: as palavras são lidas por uma voz de outra variante, como a do Brasil.",
  "voice.none":
    "Este aparelho não tem nenhuma voz em português, por isso nada é lido em voz alta: as palavras continuam no ecrã.",

  // — problemas (flow/modes/puzzle.js; as restantes palavras: puzzle-pt.js) —
  puzzles: "Problemas",
  "end.puzzle": "Resolver um problema",
  "kiosk.puzzle": "Problema do dia",
  // — notices of a failed step: the visitor's words; the engine's message goes to data-why —
  "notice.move": "Não foi possível fazer essa jogada. O jogo no tabuleiro ficou como estava.",
  "notice.computer":
    "O computador não conseguiu escolher uma jogada. Tente outra vez ou comece um jogo novo.",
  "notice.hint": "Desta vez não foi possível encontrar uma sugestão.",
  "notice.options":
    "Não foi possível começar um jogo com estas opções. O jogo no tabuleiro ficou como estava.",
  "notice.badPuzzle": "Não foi possível abrir este problema; em vez dele, mostra-se o jogo.",
  "notice.badPosition": "Não foi possível abrir esta posição; em vez dela, mostra-se o jogo.",

  // — kiosk: "Still there?", asking before a game ends, "please wait" (features/kiosk/session.js) —
  "still.title": "Ainda está a jogar?",
  "still.count": ({ n, what }) =>
    `${{ game: "O jogo termina", lesson: "A lição termina", puzzle: "O problema termina" }[String(what)]} dentro de ${count(n, { one: "1 segundo", other: `${n} segundos` })}.`,
  "still.touch": ({ what }) =>
    `Toque no ecrã para continuar ${{ game: "o jogo", lesson: "a lição", puzzle: "o problema" }[String(what)]}.`,
  "still.keep": "Continuar a jogar",
  "restart.title": "Começar um jogo novo?",
  "restart.says": "Este jogo vai terminar.",
  "restart.yes": "Sim",
  "restart.no": "Não",
  wait: "Aguarde, por favor…",
};
