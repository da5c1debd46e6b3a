// Palavras do tabuleiro de análise em português europeu (ver analysis-en.js).
import { plurals } from "./index.js";

/** A forma de uma contagem, como é mostrada (views/analysis.js: até 2 casas decimais). */
const count = plurals("pt-PT", { maximumFractionDigits: 2 });
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => count(n, { one: `${seeds} semente`, other: `${seeds} sementes` });
/** Até onde a procura olhou. @param {number} n */
const sowings = (n) => count(n, { one: `${n} semeadura`, other: `${n} semeaduras` });

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "analysis.title": "Tabuleiro de análise",
  "analysis.move": "Casa {letter}",
  "analysis.win": ({ n, seeds }) => `ganha por ${seedWord(n, seeds)}, demonstrado`,
  "analysis.loss": ({ n, seeds }) => `perde por ${seedWord(n, seeds)}, demonstrado`,
  "analysis.draw": "empata, demonstrado",
  "analysis.ahead": ({ n, seeds }) => `cerca de ${seedWord(n, seeds)} de vantagem`,
  "analysis.behind": ({ n, seeds }) => `cerca de ${seedWord(n, seeds)} de desvantagem`,
  "analysis.even": "equilibrado",
  "analysis.best": "a melhor",
  "analysis.line": "Sequência prevista: {line}",
  "analysis.thinking": "A analisar…",
  "analysis.deeper": ({ depth }) => `A analisar mais fundo… até agora, ${sowings(depth)} à frente.`,
  "analysis.stopped": ({ depth }) => `Análise parada, ${sowings(depth)} à frente.`,
  "analysis.done": ({ depth }) => `Análise concluída, ${sowings(depth)} à frente.`,
  "analysis.over": "O jogo já terminou nesta posição: não há semeadura para analisar.",
  "analysis.failed": "A análise parou devido a um erro.",
  "analysis.stop": "Parar",
  "analysis.resume": "Analisar de novo",
  "analysis.back": "Recuar uma semeadura",
  "analysis.leave": "Voltar ao jogo",
  "analysis.moves": "Jogadas exploradas",
  "analysis.start": "Início",
  "analysis.moveName": "Jogada {n}: {move}",
  "analysis.after": "Depois da jogada {n}",
  "analysis.gaveUp": ({ grade, n, seeds }) =>
    `${grade}, ${count(n, { one: `${seeds} semente perdida`, other: `${seeds} sementes perdidas` })}`,
  "analysis.variation": "variante",
  "analysis.comment": "Comentário a esta jogada",
  "analysis.commentStudy": "Comentário ao estudo",
  "analysis.promote": "Fazer desta a linha principal",
  "analysis.remove": "Apagar a partir desta jogada",
  "analysis.export": "Exportar o estudo",
  "analysis.import": "Abrir um ficheiro de estudo",
  "analysis.tooLong":
    "Este estudo é demasiado longo para uma ligação: o endereço guarda apenas a posição mostrada. Exporte o estudo para o partilhar.",
  "analysis.graph":
    "Como fica a linha principal depois de cada jogada: a vantagem do Sul acima do eixo, a do Norte abaixo",
  "analysis.graphAhead": ({ player, n, seeds }) =>
    `${player}: cerca de ${seedWord(n, seeds)} de vantagem`,
  "analysis.graphEven": "equilibrado",
  // O editor de posições (views/editor.js; ver analysis-en.js).
  "analysis.edit": "Preparar uma posição",
  "editor.title": "Editor de posições",
  "editor.game": "Jogo",
  "editor.row": "Fileira do {player}",
  "editor.closed": "fechada",
  "editor.less": "Menos uma semente: {what}",
  "editor.more": "Mais uma semente: {what}",
  "editor.pile": "Monte do {player}",
  "editor.toMove": "Quem joga",
  "editor.extra": "Quem joga tem direito a uma semeadura extra",
  "editor.round": "Ronda",
  "editor.starter": "Quem começou a ronda",
  "editor.total": "Sementes: {n} de {max}",
  "editor.legal": "Posição válida.",
  "editor.over": "Posição válida, em que o jogo já terminou.",
  "editor.text": "Texto da posição (cole aqui outro para começar a partir dele)",
  "editor.analyse": "Analisar esta posição",
  "editor.paste": "Começar a partir deste texto",
  "editor.start": "Posição inicial do jogo",
  "editor.empty": "Tabuleiro vazio",
  "editor.close": "Fechar o editor",
  "editor.why.tooManySeeds": "Há mais sementes do que o jogo tem: tire algumas.",
  "editor.why.closedWithoutRounds": "Só há casas fechadas num jogo por rondas.",
  "editor.why.seedsInClosedPit": "Uma casa fechada não pode ter sementes.",
  "editor.why.closedNotAtRowEnd":
    "As casas fechadas têm de ser as últimas da sua fileira, pela ordem da semeadura.",
  "editor.why.wholeRowClosed": "Não se pode fechar uma fileira inteira.",
  "editor.why.badRound":
    "As rondas contam-se a partir de 1, e só num jogo por rondas se passa da primeira.",
  "editor.why.extraWithoutAliGuliMane": "Só no Ali Guli Mane há semeaduras extra.",
  "editor.why.extraWithoutSeeds":
    "Quem não tem sementes para semear não pode ter direito a uma semeadura extra.",
  "editor.why.notAnEnding": "Este jogo não pode acabar dessa maneira.",
  "editor.why.unknownVariant": "O texto não indica nenhum dos jogos deste tabuleiro.",
  "editor.why.optionNotForVariant": "Uma das opções não se aplica a este jogo.",
  "editor.why.badOption": "O texto traz uma opção que este jogo não admite.",
  "editor.why.badPart": "Uma parte do texto não se consegue ler como posição.",
  "editor.why.other": "Isto não é uma posição de jogo válida.",
});
