// Palavras do tabuleiro de análise em português europeu (ver analysis-en.js).
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => `${seeds} ${n === 1 ? "semente" : "sementes"}`;

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
  "analysis.deeper": "A analisar mais fundo… até agora, {depth} semeaduras à frente.",
  "analysis.stopped": "Análise parada, {depth} semeaduras à frente.",
  "analysis.done": "Análise concluída, {depth} semeaduras à frente.",
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
    `${grade}, ${seedWord(n, seeds)} ${n === 1 ? "perdida" : "perdidas"}`,
  "analysis.variation": "variante",
  "analysis.comment": "Comentário a esta jogada",
  "analysis.commentStudy": "Comentário ao estudo",
  "analysis.promote": "Tornar linha principal",
  "analysis.remove": "Apagar a partir desta jogada",
  "analysis.export": "Exportar o estudo",
  "analysis.import": "Abrir um ficheiro de estudo",
  "analysis.tooLong":
    "Este estudo é demasiado longo para uma ligação: o endereço guarda apenas a posição mostrada. Exporte o estudo para o partilhar.",
  "analysis.graph":
    "Como está a linha principal depois de cada jogada: o Sul acima da linha, o Norte abaixo",
  "analysis.graphAhead": ({ player, n, seeds }) =>
    `${player}: cerca de ${seedWord(n, seeds)} de vantagem`,
  "analysis.graphEven": "equilibrado",
});
