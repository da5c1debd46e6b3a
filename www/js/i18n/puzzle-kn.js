// ಒಗಟುಗಳ (flow/modes/puzzle.js, views/puzzle.js) ಕನ್ನಡ ಪದಗಳು; ಒಗಟು ಮೊದಲ ಬಾರಿ ಕಾಣಿಸಿಕೊಂಡಾಗ
// ತರಲಾಗುತ್ತದೆ. ಸುಳಿವಿನಲ್ಲಿರುವಂತೆ ಗುಳಿಯನ್ನು ಅದರ ಸ್ಥಾನದಿಂದ (ಒಡೆಯನ ಎಡದಿಂದ 1ರಿಂದ 7) ಹೆಸರಿಸಲಾಗುತ್ತದೆ;
// ಹಂಚಿಕೆ ಏನು ಮಾಡುತ್ತದೆ ಎಂಬುದನ್ನು ಸುಳಿವಿನ ಪದಗಳಲ್ಲೇ ಹೇಳಲಾಗುತ್ತದೆ (kn.js ನ hint.captures …).
import { plurals } from "./index.js";

const forms = plurals("kn");
/** @param {number} n */
const seedsObj = (n) => forms(n, { one: `${n} ಕಾಳನ್ನು`, other: `${n} ಕಾಳುಗಳನ್ನು` });
/** @param {number} n */
const seedsBy = (n) => forms(n, { one: `${n} ಕಾಳಿನಷ್ಟು`, other: `${n} ಕಾಳುಗಳಷ್ಟು` });

/** @type {{ [K in keyof typeof import("./puzzle-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzle.title": "ಒಗಟು",
  "puzzle.daily": "ಇಂದಿನ ಒಗಟು",
  "puzzle.meta": ({ id, n }) => `${id} · ಕಠಿಣತೆ ${n}`,
  "puzzle.play": ({ player }) => `ನೀವು ${player} ಕಡೆ ಆಡುತ್ತಿದ್ದೀರಿ; ನಿಮ್ಮ ಸರದಿ.`,
  "puzzle.goal.win": "ಖಚಿತವಾಗಿ ಗೆಲ್ಲಿಸುವ ಹಂಚಿಕೆಯನ್ನು ಹುಡುಕಿ.",
  "puzzle.goal.draw": "ಆಟವನ್ನು ಉಳಿಸಿ: ಇನ್ನೂ ಸಮಬಲವನ್ನು ಕಾಪಾಡುವ ಏಕೈಕ ಹಂಚಿಕೆಯನ್ನು ಹುಡುಕಿ.",
  "puzzle.goal.seeds": ({ n }) => `ಕಾಳುಗಳನ್ನು ಪಡೆಯಿರಿ: ಎದುರಾಳಿ ಮರಳಿ ಪಡೆಯುವುದಕ್ಕಿಂತ ಕನಿಷ್ಠ ${seedsBy(n)} ಹೆಚ್ಚು.`,
  "puzzle.step": ({ n, total }) => `ಒಟ್ಟು ${total}ರಲ್ಲಿ ${n}ನೇ ಹಂಚಿಕೆ`,
  "puzzle.good": ({ player }) => `ಸರಿ. ${player} ಕಡೆಯಿಂದ ಪ್ರತಿನಡೆ ಬಂತು; ನಿಮ್ಮ ಮುಂದಿನ ಹಂಚಿಕೆಯನ್ನು ಹುಡುಕಿ.`,
  "puzzle.reply": ({ player }) => `ಸರಿ. ಈಗ ${player} ಕಡೆಯಿಂದ ಪ್ರತಿನಡೆ…`,
  "puzzle.thinking": "ಇದಲ್ಲ. ಎದುರಾಳಿಯ ಅತ್ಯುತ್ತಮ ಪ್ರತಿನಡೆಯನ್ನು ಹುಡುಕಲಾಗುತ್ತಿದೆ…",
  "puzzle.answer": ({ player, place, n }) =>
    n > 0
      ? `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ, ಅದು ${seedsObj(n)} ಗಳಿಸಿಕೊಡುತ್ತದೆ.`
      : `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ; ಗುರಿ ಇನ್ನು ಕೈಗೆಟುಕುವುದಿಲ್ಲ.`,
  "puzzle.answer.ends": ({ player, place, winner }) =>
    winner
      ? `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ, ಅದರೊಂದಿಗೆ ಆಟ ಮುಗಿಯುತ್ತದೆ; ${String(winner).split(" (")[0]}ದವರು ಗೆಲ್ಲುತ್ತಾರೆ.`
      : `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ, ಅದರೊಂದಿಗೆ ಆಟ ಸಮಬಲದಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.`,
  "puzzle.answer.leaves": ({ player, place, most }) =>
    most > 0
      ? `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ; ಅನಂತರ ನಿಮ್ಮ ಅತ್ಯುತ್ತಮ ಹಂಚಿಕೆಯೂ ${seedsObj(most)} ಮಾತ್ರ ಗಳಿಸಿಕೊಡುತ್ತದೆ, ಗುರಿ ಕೈಗೆಟುಕುವುದಿಲ್ಲ.`
      : `ಇದಲ್ಲ: ಆಗ ${player} ಕಡೆಯ ${place}ನೇ ಗುಳಿಯ ಹಂಚಿಕೆ ಬರುತ್ತದೆ; ಅನಂತರ ನಿಮ್ಮ ಯಾವ ಹಂಚಿಕೆಯೂ ಏನನ್ನೂ ಗಳಿಸಿಕೊಡುವುದಿಲ್ಲ.`,
  "puzzle.answer.win": ({ player }) => `ಇಲ್ಲಿಂದ ${player} ಕಡೆಯವರಿಗೆ ಖಚಿತ ಗೆಲುವು.`,
  "puzzle.answer.draw": "ಇಲ್ಲಿಂದ ನಿಮಗೆ ಸಿಗುವುದು ಹೆಚ್ಚೆಂದರೆ ಸಮಬಲ.",
  "puzzle.over": ({ player }) =>
    player
      ? `ಇದಲ್ಲ: ಆಟ ಮುಗಿಯುತ್ತದೆ, ${String(player).split(" (")[0]}ದವರು ಗೆಲ್ಲುತ್ತಾರೆ.`
      : "ಇದಲ್ಲ: ಆಟ ಸಮಬಲದಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.",
  "puzzle.short": "ಇದಲ್ಲ: ಈ ಹಂಚಿಕೆ ಗುರಿಯನ್ನು ತಲುಪುವುದಿಲ್ಲ.",
  "puzzle.solved": "ಬಿಡಿಸಿದಿರಿ! ನಡೆಗಳ ಪಟ್ಟಿ ಪರಿಹಾರದ ಎಲ್ಲ ನಡೆಗಳನ್ನು ತೋರಿಸುತ್ತದೆ.",
  "puzzle.shown": "ಇದೇ ಪರಿಹಾರ: ನಡೆಗಳ ಪಟ್ಟಿ ಅದರ ಎಲ್ಲ ನಡೆಗಳನ್ನು ತೋರಿಸುತ್ತದೆ.",
  "puzzle.rating": ({ n }) => `ಒಗಟುಗಳಲ್ಲಿ ನಿಮ್ಮ ರೇಟಿಂಗ್: ${n}`,
  "puzzle.change": ({ n }) => (n >= 0 ? `(+${n})` : `(−${-n})`),
  "puzzle.provisional": "— ತಾತ್ಕಾಲಿಕ: ಹೊಸ ರೇಟಿಂಗ್ ಮೊದಮೊದಲು ಬೇಗ ಬದಲಾಗುತ್ತದೆ",
  "puzzle.status.solved": "ಒಗಟು ಬಿಡಿಸಲಾಗಿದೆ",
  "puzzle.status.shown": "ಒಗಟಿನ ಪರಿಹಾರ",
  "puzzle.hint": ({ list }) => `ಸುಳಿವು: ನೀವು ಹುಡುಕುತ್ತಿರುವ ಹಂಚಿಕೆ ${list}.`,
  "puzzle.hintQuiet":
    "ಸುಳಿವು: ನೀವು ಹುಡುಕುತ್ತಿರುವ ಹಂಚಿಕೆ ತಕ್ಷಣ ಏನನ್ನೂ ಗಳಿಸುವುದಿಲ್ಲ; ಅದು ಎದುರಾಳಿಗೆ ಏನನ್ನು ಬಿಡುತ್ತದೆ ಎಂದು ಯೋಚಿಸಿ.",
  "puzzle.retry": "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
  "puzzle.solution": "ಪರಿಹಾರವನ್ನು ತೋರಿಸಿ",
  "puzzle.next": "ಮುಂದಿನ ಒಗಟು",
  "puzzle.continue": "ಆಟವಾಗಿ ಮುಂದುವರಿಸಿ",
  "puzzle.leave": "ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
  "puzzle.link": "ಈ ಒಗಟಿನ ಕೊಂಡಿ",
};
