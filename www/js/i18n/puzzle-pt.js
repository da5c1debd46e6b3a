// Palavras portuguesas dos problemas (flow/modes/puzzle.js, views/puzzle.js), carregadas quando um
// problema aparece pela primeira vez. As casas são nomeadas pelo lugar (1 a 7 a partir da
// esquerda do dono), como na sugestão; o que a semeadura faz diz-se com as palavras da
// sugestão (hint.captures … em pt.js).
import { plurals } from "./index.js";

const forms = plurals("pt-PT");
/** @param {number} n */
const seeds = (n) => forms(n, { one: "1 semente", other: `${n} sementes` });

/** @type {{ [K in keyof typeof import("./puzzle-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzle.title": "Problema",
  "puzzle.daily": "Problema do dia",
  "puzzle.meta": ({ id, n }) => `${id} · dificuldade ${n}`,
  "puzzle.play": ({ player }) => `O seu lado é o ${player}, e a vez é sua.`,
  "puzzle.goal.win": "Encontre a semeadura que garante a vitória.",
  "puzzle.goal.draw": "Salve o jogo: encontre a única semeadura que ainda garante o empate.",
  "puzzle.goal.seeds": ({ n }) =>
    `Leve pelo menos ${seeds(n)} a mais do que o adversário leva em resposta.`,
  "puzzle.step": ({ n, total }) => `Semeadura ${n} de ${total}`,
  "puzzle.good": ({ player }) => `Certo. O ${player} já respondeu; encontre a próxima semeadura.`,
  "puzzle.reply": ({ player }) => `Certo. Agora responde o ${player}…`,
  "puzzle.thinking": "Não é esta. À procura da melhor resposta do adversário…",
  "puzzle.answer": ({ player, place, n }) =>
    n > 0
      ? `Não é esta: o ${player} semeia então a casa ${place} e captura ${seeds(n)}.`
      : `Não é esta: o ${player} responde semeando a casa ${place}, e o objetivo fica fora de alcance.`,
  "puzzle.answer.ends": ({ player, place, winner }) =>
    winner
      ? `Não é esta: o ${player} responde semeando a casa ${place}, e o jogo acaba com a vitória do ${winner}.`
      : `Não é esta: o ${player} responde semeando a casa ${place}, e o jogo acaba empatado.`,
  "puzzle.answer.leaves": ({ player, place, most }) =>
    most > 0
      ? `Não é esta: o ${player} responde semeando a casa ${place}; quando a vez volta para si, a melhor semeadura captura só ${seeds(most)}, e o objetivo fica fora de alcance.`
      : `Não é esta: o ${player} responde semeando a casa ${place}, e quando a vez volta para si nenhuma semeadura captura nada.`,
  "puzzle.answer.win": ({ player }) => `A partir daqui o ${player} tem a vitória garantida.`,
  "puzzle.answer.draw": "A partir daqui, o melhor resultado possível para si é um empate.",
  "puzzle.over": ({ player }) =>
    player ? `Não é esta: o jogo acaba e ganha o ${player}.` : "Não é esta: o jogo acaba empatado.",
  "puzzle.short": "Não é esta: esta semeadura não chega ao objetivo.",
  "puzzle.solved": "Resolvido! A lista de jogadas mostra a linha completa.",
  "puzzle.shown": "Esta é a solução: a lista de jogadas mostra a linha completa.",
  "puzzle.rating": ({ n }) => `A sua pontuação nos problemas: ${n}`,
  "puzzle.change": ({ n }) => (n >= 0 ? `(+${n})` : `(−${-n})`),
  "puzzle.provisional": "— provisória: uma pontuação nova muda muito no início",
  "puzzle.status.solved": "Problema resolvido",
  "puzzle.status.shown": "A solução do problema",
  "puzzle.hint": ({ list }) => `Sugestão: a semeadura que procura ${list}.`,
  "puzzle.hintQuiet":
    "Sugestão: a semeadura que procura não captura nada de imediato; pense no que deixa ao adversário.",
  "puzzle.retry": "Tentar de novo",
  "puzzle.solution": "Mostrar a solução",
  "puzzle.next": "Próximo problema",
  "puzzle.continue": "Continuar como jogo",
  "puzzle.leave": "Voltar ao jogo",
  "puzzle.link": "Ligação para este problema",
};
