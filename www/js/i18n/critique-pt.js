// Palavras da análise do jogo («Como joguei?», flow/critique.js) em português de Portugal,
// carregadas quando uma análise aparece pela primeira vez. A jogada feita e a melhor são
// ditas com as palavras da sugestão (hint.move, hint.does, hint.captures… em pt.js); a
// análise fala com quem fez a jogada, como a sugestão.
import { plurals } from "./index.js";

const forms = plurals("pt-PT");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 semente", other: `${n} sementes` });
/** @param {number} n @param {string} one @param {string} many */
const count = (n, one, many) => `${n} ${forms(n, { one, other: many })}`;
/** @param {string[]} items */
const list = (items) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;

/** @type {import("../types.js").CritiqueWords} */
export default {
  "critique.title": "Como jogou?",
  "critique.running": ({ done, total }) =>
    `O Mestre está a analisar as jogadas, uma a uma: ${done} de ${total}.`,
  "critique.progress": "Análise do jogo",
  "critique.cancel": "Parar a análise",
  "critique.close": "Fechar a análise",
  "critique.summary": ({ player, moves, counts }) => {
    const parts = [];
    if (counts.best) parts.push(`${count(counts.best, "vez", "vezes")} a melhor jogada`);
    if (counts.good) parts.push(count(counts.good, "boa jogada", "boas jogadas"));
    if (counts.inaccuracy) parts.push(count(counts.inaccuracy, "imprecisão", "imprecisões"));
    if (counts.mistake) parts.push(count(counts.mistake, "erro", "erros"));
    if (counts.blunder) parts.push(count(counts.blunder, "erro grave", "erros graves"));
    const clean = !counts.inaccuracy && !counts.mistake && !counts.blunder;
    return `${player}, ${count(moves, "jogada", "jogadas")}: ${list(parts)}.${clean ? " Nem um deslize." : ""}`;
  },
  "critique.turning": "O ponto de viragem: a jogada {n}.",
  "critique.look": "Jogadas a rever",
  "critique.entry": "Jogada {n}: {grade}",
  "critique.pick":
    "Escolha uma jogada marcada para ver a posição antes dela, com a jogada feita e a melhor.",
  "critique.played": ({ n, move, what }) =>
    `Jogada ${n}: jogou ${move}${what ? ` — ${what}` : ""}.`,
  "critique.verdict.best": "A melhor jogada aqui.",
  "critique.verdict.good": ({ n }) => `Uma boa jogada, a cerca de ${seeds(n)} da melhor.`,
  "critique.verdict.inaccuracy": ({ n }) => `Uma imprecisão: deixou fugir cerca de ${seeds(n)}.`,
  "critique.verdict.mistake": ({ n }) => `Um erro: deixou fugir cerca de ${seeds(n)}.`,
  "critique.verdict.blunder": ({ n }) => `Um erro grave: deixou fugir cerca de ${seeds(n)}.`,
  "critique.forced": "Era a única jogada.",
  "critique.slip.win": "Deixou escapar uma vitória certa.",
  "critique.slip.draw": "Deixou escapar um empate que estava garantido.",
  "critique.better": ({ move, what }) => `Melhor seria ${move}${what ? ` — ${what}` : ""}.`,
  // — uma marca na primeira jogada, dita com calma —
  "critique.firstMove":
    "É comum a primeira jogada aparecer marcada: desde o início, o Mestre vê muito mais à frente do que uma pessoa consegue. Tome a marca como uma pista para uma abertura mais forte, não como um erro.",
};
