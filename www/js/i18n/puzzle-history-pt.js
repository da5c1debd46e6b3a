// Palavras dos problemas em português (o histórico, a pontuação, os temas;
// views/puzzle-history.js), pedidas com loadMoreWords("puzzle-history", lang). Os termos são os de
// pt.js: casa, fileira, monte, semeadura, revezamento, o saada; trata-se o jogador na 3.ª pessoa,
// sem «você», como em pt.js («Semeie a sua casa 3»).

import { plurals } from "./index.js";

const forms = plurals("pt-PT");
/** @type {{ [K in keyof typeof import("./puzzle-history-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzles.title": "Problemas",
  "puzzles.history": "Os seus problemas",
  "puzzles.rating": ({ rating, change, n }) => {
    if (!n)
      return `A sua pontuação nos problemas: ${rating}. Cada problema que tentar fá-la mudar.`;
    const moved = change > 0 ? `subiu ${change}` : change < 0 ? `desceu ${-change}` : "ficou igual";
    const over = forms(n, { one: "no último problema", other: `nos últimos ${n} problemas` });
    return `A sua pontuação nos problemas: ${rating}; ${moved} ${over}.`;
  },
  "puzzles.solved": "Resolvidos: {n}",
  "puzzles.failed": "Falhados: {n}",
  "puzzles.none": "Ainda não tentou nenhum problema.",
  "puzzles.last": "Os últimos problemas",
  "puzzles.attempt": ({ day, game, solved, rating }) =>
    `${day}, ${game}: ${solved ? "resolvido" : "falhado"}, pontuação ${rating}`,
  "puzzles.themes": "Temas",
  "puzzles.themesHint": "Sem nenhum assinalado, saem problemas de todos os temas.",
  "puzzles.retry": ({ n }) => `Repetir os falhados (${n})`,
  "puzzles.discarded":
    "Não foi possível ler o seu progresso nos problemas, por isso a contagem recomeça do zero.",

  "puzzles.theme.saada-double": "Saada duplo",
  "puzzles.about.saada-double":
    "O seu saada captura sementes das duas casas: a que fica logo a seguir ao saada e a que está em frente a essa.",
  "puzzles.theme.relay-capture": "Revezamento até à captura",
  "puzzles.about.relay-capture":
    "Uma das suas semeaduras faz dois revezamentos ou mais e depois captura.",
  "puzzles.theme.extra-sowing": "Semeadura extra",
  "puzzles.about.extra-sowing":
    "Uma captura dá-lhe uma segunda semeadura, e a solução continua com ela.",
  "puzzles.theme.chain": "Cadeia de 2 e 4",
  "puzzles.about.chain":
    "Uma só semeadura captura três casas seguidas ou mais, cada uma com 2 ou 4 sementes.",
  "puzzles.theme.feeding": "Alimentar",
  "puzzles.about.feeding":
    "A fileira do adversário está vazia e a solução leva-lhe sementes (no Al-manqala é obrigatório).",
  "puzzles.theme.refuse-feeding": "Recusar-se a alimentar",
  "puzzles.about.refuse-feeding":
    "No Mangala IV: a fileira do adversário está vazia e a solução deixa-a assim, por isso ele tem de passar a vez.",
  "puzzles.theme.starving": "Deixar sem sementes",
  "puzzles.about.starving": "Uma das suas semeaduras deixa vazia a fileira do adversário.",
  "puzzles.theme.sacrifice": "Sacrifício",
  "puzzles.about.sacrifice":
    "Primeiro cede sementes: depois da primeira resposta do adversário, a diferença entre os montes é mais desfavorável para si do que no início.",
  "puzzles.theme.endgame": "Fim de jogo",
  "puzzles.about.endgame": "A solução termina o jogo.",
};
