// ಆಟದ ವಿಮರ್ಶೆಯ ("ನಾನು ಹೇಗೆ ಆಡಿದೆ?", flow/critique.js) ಕನ್ನಡ ಪದಗಳು; ವಿಮರ್ಶೆ ಮೊದಲ ಬಾರಿ
// ಕಾಣಿಸಿಕೊಂಡಾಗ ತರಲಾಗುತ್ತದೆ. ಆಡಿದ ನಡೆ ಮತ್ತು ಉತ್ತಮ ನಡೆಯನ್ನು ಸುಳಿವಿನ ಪದಗಳಲ್ಲೇ ಹೇಳಲಾಗುತ್ತದೆ
// (kn.js ನಲ್ಲಿ hint.move, hint.does, hint.captures…); ಸುಳಿವಿನಂತೆಯೇ ವಿಮರ್ಶೆ ನಡೆ ಆಡಿದವರನ್ನು
// "ನೀವು" ಎಂದು ಸಂಬೋಧಿಸುತ್ತದೆ. ಪದಕೋಶ kn.js ನದ್ದೇ.
/** @param {number} n */
const seeds = (n) => forms(n, { one: `${n} ಕಾಳು`, other: `${n} ಕಾಳುಗಳು` });
/** ಕರ್ಮಣಿ ವಿಭಕ್ತಿಯಲ್ಲಿ: "4 ಕಾಳುಗಳನ್ನು". */
/** @param {number} n */
const seedsObj = (n) => forms(n, { one: `${n} ಕಾಳನ್ನು`, other: `${n} ಕಾಳುಗಳನ್ನು` });
import { plurals } from "./index.js";
const forms = plurals("kn");

/** @type {import("../types.js").CritiqueWords} */
export default {
  "critique.title": "ನೀವು ಹೇಗೆ ಆಡಿದಿರಿ?",
  "critique.running": ({ done, total }) =>
    `ಪರಿಣತ ಮಟ್ಟದ ಕಂಪ್ಯೂಟರ್ ಒಂದೊಂದೇ ನಡೆಯನ್ನು ಪರಿಶೀಲಿಸುತ್ತಿದೆ: ${total}ರಲ್ಲಿ ${done}.`,
  "critique.progress": "ಆಟದ ವಿಮರ್ಶೆ",
  "critique.cancel": "ವಿಮರ್ಶೆ ನಿಲ್ಲಿಸಿ",
  "critique.close": "ವಿಮರ್ಶೆ ಮುಚ್ಚಿ",
  "critique.summary": ({ player, moves, counts }) => {
    const parts = [];
    if (counts.best) parts.push(`ಅತ್ಯುತ್ತಮ ನಡೆಗಳು: ${counts.best}`);
    if (counts.good) parts.push(`ಉತ್ತಮ ನಡೆಗಳು: ${counts.good}`);
    if (counts.inaccuracy) parts.push(`ಅಷ್ಟು ಸರಿಯಲ್ಲದ ನಡೆಗಳು: ${counts.inaccuracy}`);
    if (counts.mistake) parts.push(`ತಪ್ಪುಗಳು: ${counts.mistake}`);
    if (counts.blunder) parts.push(`ದೊಡ್ಡ ತಪ್ಪುಗಳು: ${counts.blunder}`);
    const clean = !counts.inaccuracy && !counts.mistake && !counts.blunder;
    return `${player}, ${forms(moves, { one: `${moves} ನಡೆ`, other: `${moves} ನಡೆಗಳು` })} — ${parts.join(", ")}.${clean ? " ಒಂದೂ ತಪ್ಪಿಲ್ಲ." : ""}`;
  },
  "critique.turning": "ಆಟದ ತಿರುವು: {n}ನೇ ನಡೆ.",
  "critique.look": "ಗಮನಿಸಬೇಕಾದ ನಡೆಗಳು",
  "critique.entry": "{n}ನೇ ನಡೆ: {grade}",
  "critique.pick":
    "ಗುರುತಿಸಿದ ನಡೆಯೊಂದನ್ನು ಆರಿಸಿ: ಆ ನಡೆಗೆ ಮುಂಚಿನ ಸ್ಥಿತಿ, ನೀವು ಆಡಿದ ನಡೆ ಮತ್ತು ಅದಕ್ಕಿಂತ ಉತ್ತಮ ನಡೆ ಕಾಣಿಸುತ್ತವೆ.",
  "critique.played": ({ n, place, what }) =>
    `${n}ನೇ ನಡೆ: ನಿಮ್ಮ ${place}ನೇ ಗುಳಿಯನ್ನು ಹಂಚಿದಿರಿ${what ? ` — ${what}` : ""}.`,
  "critique.verdict.best": "ಇಲ್ಲಿ ಇದೇ ಅತ್ಯುತ್ತಮ ನಡೆ.",
  "critique.verdict.good": ({ n }) => `ಉತ್ತಮ ನಡೆ; ಅತ್ಯುತ್ತಮ ನಡೆಗಿಂತ ಸುಮಾರು ${seeds(n)} ಕಡಿಮೆ.`,
  "critique.verdict.inaccuracy": ({ n }) =>
    `ಅಷ್ಟು ಸರಿಯಲ್ಲದ ನಡೆ: ಇದರಿಂದ ನೀವು ಸುಮಾರು ${seedsObj(n)} ಕಳೆದುಕೊಂಡಿರಿ.`,
  "critique.verdict.mistake": ({ n }) => `ತಪ್ಪು: ಇದರಿಂದ ನೀವು ಸುಮಾರು ${seedsObj(n)} ಕಳೆದುಕೊಂಡಿರಿ.`,
  "critique.verdict.blunder": ({ n }) => `ದೊಡ್ಡ ತಪ್ಪು: ಇದರಿಂದ ನೀವು ಸುಮಾರು ${seedsObj(n)} ಕಳೆದುಕೊಂಡಿರಿ.`,
  "critique.forced": "ಬೇರೆ ಯಾವ ನಡೆಯೂ ಇರಲಿಲ್ಲ.",
  "critique.slip.win": "ಈ ನಡೆಯಿಂದ ಖಚಿತ ಗೆಲುವು ಕೈಜಾರಿತು.",
  "critique.slip.draw": "ಈ ನಡೆಯಿಂದ ಸಮಬಲದ ಸ್ಥಿತಿ ಸೋಲಿಗೆ ತಿರುಗಿತು.",
  "critique.better": ({ move, what }) => `ಇದಕ್ಕಿಂತ ಉತ್ತಮ: ${move}${what ? ` — ${what}` : ""}.`,
  // — ಮೊದಲ ನಡೆಯ ಮೇಲಿನ ಗುರುತು, ಮೃದುವಾಗಿ —
  "critique.firstMove":
    "ಮೊದಲ ನಡೆಗೆ ಗುರುತು ಬರುವುದು ಸಾಮಾನ್ಯ: ಆಟದ ಆರಂಭದಿಂದಲೇ ಪರಿಣತ ಮಟ್ಟದ ಕಂಪ್ಯೂಟರ್ ಯಾವ ಮನುಷ್ಯರಿಗಿಂತಲೂ ಬಹಳ ಮುಂದಕ್ಕೆ ನೋಡಬಲ್ಲದು. ಇದನ್ನು ತಪ್ಪೆಂದು ಭಾವಿಸದೆ, ಇನ್ನೂ ಬಲವಾದ ಆರಂಭಕ್ಕೆ ಸುಳಿವು ಎಂದು ತಿಳಿಯಿರಿ.",
};
