// ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆಯ ಕನ್ನಡ ಪದಗಳು (analysis-en.js ನೋಡಿ; ಪದಕೋಶ kn.js ನಲ್ಲಿ).
import { plurals } from "./plural.js";

/** ಎಣಿಕೆಯ ರೂಪ, ತೋರಿಸಿದಂತೆ (views/analysis.js: ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳು). */
const count = plurals("kn", { maximumFractionDigits: 2 });
/** ಅಂತರದ ಅಳತೆ: "3 ಕಾಳುಗಳಷ್ಟು". @param {number} n @param {string} seeds */
const by = (n, seeds) => count(n, { one: `${seeds} ಕಾಳಿನಷ್ಟು`, other: `${seeds} ಕಾಳುಗಳಷ್ಟು` });

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "analysis.title": "ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆ",
  "analysis.move": "ಗುಳಿ {letter}",
  "analysis.win": ({ n, seeds }) => `ಖಚಿತ ಗೆಲುವು, ${by(Number(n), String(seeds))} ಅಂತರದಿಂದ`,
  "analysis.loss": ({ n, seeds }) => `ಖಚಿತ ಸೋಲು, ${by(Number(n), String(seeds))} ಅಂತರದಿಂದ`,
  "analysis.draw": "ಖಚಿತ ಸಮಬಲ",
  "analysis.ahead": ({ n, seeds }) => `ಸುಮಾರು ${by(Number(n), String(seeds))} ಮುಂದೆ`,
  "analysis.behind": ({ n, seeds }) => `ಸುಮಾರು ${by(Number(n), String(seeds))} ಹಿಂದೆ`,
  "analysis.even": "ಸುಮಾರು ಸಮಬಲ",
  "analysis.best": "ಅತ್ಯುತ್ತಮ",
  "analysis.line": "ನಿರೀಕ್ಷಿತ ಸರಣಿ: {line}",
  "analysis.thinking": "ವಿಶ್ಲೇಷಿಸಲಾಗುತ್ತಿದೆ…",
  "analysis.deeper": "ಇನ್ನಷ್ಟು ಆಳವಾಗಿ ವಿಶ್ಲೇಷಿಸಲಾಗುತ್ತಿದೆ… ಇಲ್ಲಿಯವರೆಗೆ {depth} ಹಂಚಿಕೆಗಳಷ್ಟು ಮುಂದೆ ನೋಡಲಾಗಿದೆ.",
  "analysis.stopped": "ವಿಶ್ಲೇಷಣೆಯನ್ನು ನಿಲ್ಲಿಸಲಾಗಿದೆ; {depth} ಹಂಚಿಕೆಗಳಷ್ಟು ಮುಂದೆ ನೋಡಲಾಗಿದೆ.",
  "analysis.done": "ವಿಶ್ಲೇಷಣೆ ಮುಗಿದಿದೆ; {depth} ಹಂಚಿಕೆಗಳಷ್ಟು ಮುಂದೆ ನೋಡಲಾಗಿದೆ.",
  "analysis.over": "ಈ ಸ್ಥಿತಿಯಲ್ಲಿ ಆಟ ಮುಗಿದಿದೆ: ವಿಶ್ಲೇಷಿಸಲು ಯಾವ ಹಂಚಿಕೆಯೂ ಇಲ್ಲ.",
  "analysis.failed": "ದೋಷದಿಂದಾಗಿ ವಿಶ್ಲೇಷಣೆ ನಿಂತಿತು.",
  "analysis.stop": "ನಿಲ್ಲಿಸಿ",
  "analysis.resume": "ಮತ್ತೆ ವಿಶ್ಲೇಷಿಸಿ",
  "analysis.back": "ಒಂದು ಹಂಚಿಕೆಯನ್ನು ಹಿಂಪಡೆಯಿರಿ",
  "analysis.leave": "ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
});
