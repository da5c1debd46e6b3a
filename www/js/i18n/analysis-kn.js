// ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆಯ ಕನ್ನಡ ಪದಗಳು (analysis-en.js ನೋಡಿ; ಪದಕೋಶ kn.js ನಲ್ಲಿ).
/** ಅಂತರದ ಅಳತೆ: "3 ಕಾಳುಗಳಷ್ಟು". @param {number} n @param {string} seeds */
const by = (n, seeds) => (n === 1 ? "1 ಕಾಳಿನಷ್ಟು" : `${seeds} ಕಾಳುಗಳಷ್ಟು`);

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
  "analysis.back": "ಒಂದು ಹಂಚಿಕೆ ಹಿಂದಕ್ಕೆ",
  "analysis.leave": "ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
  "analysis.moves": "ಪರಿಶೀಲಿಸಿದ ನಡೆಗಳು",
  "analysis.start": "ಆರಂಭ",
  "analysis.moveName": "ನಡೆ {n}: {move}",
  "analysis.after": "ನಡೆ {n} ರ ನಂತರ",
  "analysis.gaveUp": ({ grade, n, seeds }) =>
    `${grade}, ${n === 1 ? "1 ಕಾಳು ಕೈತಪ್ಪಿತು" : `${seeds} ಕಾಳುಗಳು ಕೈತಪ್ಪಿದವು`}`,
  "analysis.variation": "ಪರ್ಯಾಯ ಸರಣಿ",
  "analysis.comment": "ಈ ನಡೆಯ ಬಗ್ಗೆ ಟಿಪ್ಪಣಿ",
  "analysis.commentStudy": "ಈ ಅಧ್ಯಯನದ ಬಗ್ಗೆ ಟಿಪ್ಪಣಿ",
  "analysis.promote": "ಇದನ್ನು ಮುಖ್ಯ ಸರಣಿಯನ್ನಾಗಿಸಿ",
  "analysis.remove": "ಈ ನಡೆಯಿಂದ ಮುಂದಿನದನ್ನು ಅಳಿಸಿ",
  "analysis.export": "ಅಧ್ಯಯನವನ್ನು ರಫ್ತು ಮಾಡಿ",
  "analysis.import": "ಅಧ್ಯಯನದ ಕಡತವನ್ನು ತೆರೆಯಿರಿ",
  "analysis.tooLong":
    "ಈ ಅಧ್ಯಯನ ಕೊಂಡಿಯಲ್ಲಿ ಹಿಡಿಸಲಾರದಷ್ಟು ಉದ್ದವಾಗಿದೆ: ವಿಳಾಸದಲ್ಲಿ ತೋರಿಸಿದ ಸ್ಥಿತಿ ಮಾತ್ರ ಉಳಿಯುತ್ತದೆ. ಹಂಚಿಕೊಳ್ಳಲು ಅಧ್ಯಯನವನ್ನು ರಫ್ತು ಮಾಡಿ.",
  "analysis.graph": "ಪ್ರತಿ ನಡೆಯ ನಂತರ ಮುಖ್ಯ ಸರಣಿಯ ಸ್ಥಿತಿ: ದಕ್ಷಿಣ ರೇಖೆಯ ಮೇಲೆ, ಉತ್ತರ ಕೆಳಗೆ",
  "analysis.graphAhead": ({ player, n, seeds }) =>
    `${player} ಸುಮಾರು ${by(Number(n), String(seeds))} ಮುಂದೆ`,
  "analysis.graphEven": "ಸುಮಾರು ಸಮಬಲ",
});
