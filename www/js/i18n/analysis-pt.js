// Palavras do tabuleiro de análise em português europeu (ver analysis-en.js).
import { plurals } from "./plural.js";

/** A forma de uma contagem, como é mostrada (views/analysis.js: até 2 casas decimais). */
const count = plurals("pt-PT", { maximumFractionDigits: 2 });
/** @param {number} n @param {string} seeds */
const seedWord = (n, seeds) => count(n, { one: `${seeds} semente`, other: `${seeds} sementes` });

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
  "analysis.back": "Anular uma semeadura",
  "analysis.leave": "Voltar ao jogo",
});
