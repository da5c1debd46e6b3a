// ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆಯ ಕನ್ನಡ ಪದಗಳು (analysis-en.js ನೋಡಿ; ಪದಕೋಶ kn.js ನಲ್ಲಿ).
import { plurals } from "./index.js";

/** ಎಣಿಕೆಯ ರೂಪ, ತೋರಿಸಿದಂತೆ (views/analysis.js: ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳು). */
const count = plurals("kn", { maximumFractionDigits: 2 });
/** ಅಂದಾಜಿನ ಅಳತೆ: "3 ಕಾಳುಗಳಷ್ಟು". @param {number} n @param {string} seeds */
const by = (n, seeds) => count(n, { one: `${seeds} ಕಾಳಿನಷ್ಟು`, other: `${seeds} ಕಾಳುಗಳಷ್ಟು` });
/** ಹುಡುಕಾಟ ನೋಡಿದಷ್ಟು ದೂರ. @param {number} n */
const sowings = (n) => count(n, { one: `${n} ಹಂಚಿಕೆಯಷ್ಟು`, other: `${n} ಹಂಚಿಕೆಗಳಷ್ಟು` });
/** ಖಚಿತ ಅಂತರ, ನಷ್ಟ: "3 ಕಾಳುಗಳ". @param {number} n @param {string} seeds */
const of = (n, seeds) => count(n, { one: `${seeds} ಕಾಳಿನ`, other: `${seeds} ಕಾಳುಗಳ` });

export default /** @satisfies {import("../types.js").WordTable} */ ({
  "analysis.title": "ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆ",
  "analysis.move": "ಗುಳಿ {letter}",
  "analysis.win": ({ n, seeds }) => `${of(Number(n), String(seeds))} ಅಂತರದಿಂದ ಖಚಿತ ಗೆಲುವು`,
  "analysis.loss": ({ n, seeds }) => `${of(Number(n), String(seeds))} ಅಂತರದಿಂದ ಖಚಿತ ಸೋಲು`,
  "analysis.draw": "ಖಚಿತ ಸಮಬಲ",
  "analysis.ahead": ({ n, seeds }) => `ಸುಮಾರು ${by(Number(n), String(seeds))} ಮುಂದೆ`,
  "analysis.behind": ({ n, seeds }) => `ಸುಮಾರು ${by(Number(n), String(seeds))} ಹಿಂದೆ`,
  "analysis.even": "ಹೆಚ್ಚುಕಡಿಮೆ ಸಮಬಲ",
  "analysis.best": "ಅತ್ಯುತ್ತಮ",
  "analysis.line": "ನಿರೀಕ್ಷಿತ ಸರಣಿ: {line}",
  "analysis.thinking": "ವಿಶ್ಲೇಷಿಸಲಾಗುತ್ತಿದೆ…",
  "analysis.deeper": ({ depth }) =>
    `ಇನ್ನಷ್ಟು ಆಳವಾಗಿ ವಿಶ್ಲೇಷಿಸಲಾಗುತ್ತಿದೆ… ಇಲ್ಲಿಯವರೆಗೆ ${sowings(depth)} ಮುಂದೆ ನೋಡಲಾಗಿದೆ.`,
  "analysis.stopped": ({ depth }) => `ವಿಶ್ಲೇಷಣೆಯನ್ನು ನಿಲ್ಲಿಸಲಾಗಿದೆ; ${sowings(depth)} ಮುಂದೆ ನೋಡಲಾಗಿದೆ.`,
  "analysis.done": ({ depth }) => `ವಿಶ್ಲೇಷಣೆ ಮುಗಿದಿದೆ; ${sowings(depth)} ಮುಂದೆ ನೋಡಲಾಗಿದೆ.`,
  "analysis.over": "ಈ ಸ್ಥಿತಿಯಲ್ಲಿ ಆಟ ಮುಗಿದಿದೆ: ವಿಶ್ಲೇಷಿಸಲು ಯಾವ ಹಂಚಿಕೆಯೂ ಇಲ್ಲ.",
  "analysis.failed": "ದೋಷದಿಂದಾಗಿ ವಿಶ್ಲೇಷಣೆ ನಿಂತಿತು.",
  "analysis.stop": "ನಿಲ್ಲಿಸಿ",
  "analysis.resume": "ಮತ್ತೆ ವಿಶ್ಲೇಷಿಸಿ",
  "analysis.back": "ಒಂದು ಹಂಚಿಕೆ ಹಿಂದಕ್ಕೆ",
  "analysis.leave": "ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
  "analysis.moves": "ಪರಿಶೀಲಿಸಿದ ನಡೆಗಳು",
  "analysis.start": "ಆರಂಭ",
  "analysis.moveName": "ನಡೆ {n}: {move}",
  "analysis.after": "{n}ನೇ ನಡೆಯ ನಂತರ",
  "analysis.gaveUp": ({ grade, n, seeds }) => `${grade}, ${of(Number(n), String(seeds))} ನಷ್ಟ`,
  "analysis.variation": "ಪರ್ಯಾಯ ಸರಣಿ",
  "analysis.comment": "ಈ ನಡೆಯ ಬಗ್ಗೆ ಟಿಪ್ಪಣಿ",
  "analysis.commentStudy": "ಈ ಅಧ್ಯಯನದ ಬಗ್ಗೆ ಟಿಪ್ಪಣಿ",
  "analysis.promote": "ಇದನ್ನು ಮುಖ್ಯ ಸರಣಿಯನ್ನಾಗಿಸಿ",
  "analysis.remove": "ಈ ನಡೆಯನ್ನೂ ಅದರ ನಂತರದ ನಡೆಗಳನ್ನೂ ಅಳಿಸಿ",
  "analysis.export": "ಅಧ್ಯಯನವನ್ನು ಕಡತವಾಗಿ ಉಳಿಸಿ",
  "analysis.import": "ಅಧ್ಯಯನದ ಕಡತವನ್ನು ತೆರೆಯಿರಿ",
  "analysis.tooLong":
    "ಈ ಅಧ್ಯಯನ ಕೊಂಡಿಯಲ್ಲಿ ಹಿಡಿಸಲಾರದಷ್ಟು ಉದ್ದವಾಗಿದೆ: ವಿಳಾಸದಲ್ಲಿ ತೋರಿಸಿದ ಸ್ಥಿತಿ ಮಾತ್ರ ಉಳಿಯುತ್ತದೆ. ಇತರರಿಗೆ ಕಳುಹಿಸಲು ಅಧ್ಯಯನವನ್ನು ಕಡತವಾಗಿ ಉಳಿಸಿ.",
  "analysis.graph": "ಮುಖ್ಯ ಸರಣಿಯಲ್ಲಿ ಪ್ರತಿ ನಡೆಯ ನಂತರ ಯಾರು ಮುಂದಿದ್ದಾರೆ: ದಕ್ಷಿಣದವರಾದರೆ ರೇಖೆಯ ಮೇಲೆ, ಉತ್ತರದವರಾದರೆ ಕೆಳಗೆ",
  "analysis.graphAhead": ({ player, n, seeds }) =>
    `${player}ದವರು ಸುಮಾರು ${by(Number(n), String(seeds))} ಮುಂದಿದ್ದಾರೆ`,
  "analysis.graphEven": "ಹೆಚ್ಚುಕಡಿಮೆ ಸಮಬಲ",
  // ಸ್ಥಿತಿ ಸಂಪಾದಕ (views/editor.js; analysis-en.js ನೋಡಿ).
  "analysis.edit": "ಸ್ಥಿತಿಯನ್ನು ರಚಿಸಿ",
  "editor.title": "ಸ್ಥಿತಿ ಸಂಪಾದಕ",
  "editor.game": "ಆಟ",
  "editor.row": "{player}ದ ಸಾಲು",
  "editor.closed": "ಮುಚ್ಚಿದೆ",
  "editor.less": "ಒಂದು ಕಾಳು ಕಡಿಮೆ: {what}",
  "editor.more": "ಒಂದು ಕಾಳು ಹೆಚ್ಚು: {what}",
  "editor.pile": "{player}ದ ರಾಶಿ",
  "editor.toMove": "ಯಾರ ಸರದಿ",
  "editor.extra": "ಸರದಿಯಲ್ಲಿರುವ ಆಟಗಾರರಿಗೆ ಹೆಚ್ಚುವರಿ ಹಂಚಿಕೆ ಬಾಕಿ ಇದೆ",
  "editor.round": "ಸುತ್ತು",
  "editor.starter": "ಸುತ್ತನ್ನು ಆರಂಭಿಸಿದವರು",
  "editor.total": "ಕಾಳುಗಳು: {max}ರಲ್ಲಿ {n}",
  "editor.legal": "ನಿಯಮಬದ್ಧ ಸ್ಥಿತಿ.",
  "editor.over": "ನಿಯಮಬದ್ಧ ಸ್ಥಿತಿ; ಇದರಲ್ಲಿ ಆಟ ಮುಗಿದಿದೆ.",
  "editor.text": "ಸ್ಥಿತಿಯ ಪಠ್ಯ (ಬೇರೆ ಸ್ಥಿತಿಯಿಂದ ಆರಂಭಿಸಲು ಅದರ ಪಠ್ಯವನ್ನು ಇಲ್ಲಿ ಅಂಟಿಸಿ)",
  "editor.analyse": "ಈ ಸ್ಥಿತಿಯನ್ನು ವಿಶ್ಲೇಷಿಸಿ",
  "editor.paste": "ಈ ಪಠ್ಯದಿಂದ ಆರಂಭಿಸಿ",
  "editor.start": "ಆಟದ ಆರಂಭದ ಸ್ಥಿತಿ",
  "editor.empty": "ಖಾಲಿ ಹಲಗೆ",
  "editor.close": "ಸಂಪಾದಕವನ್ನು ಮುಚ್ಚಿ",
  "editor.why.tooManySeeds": "ಈ ಆಟದ ಒಟ್ಟು ಕಾಳುಗಳಿಗಿಂತ ಹೆಚ್ಚು ಕಾಳುಗಳನ್ನು ಇಡಲಾಗಿದೆ: ಕೆಲವನ್ನು ತೆಗೆಯಿರಿ.",
  "editor.why.closedWithoutRounds": "ಸುತ್ತುಗಳಲ್ಲಿ ಆಡುವ ಅಳಿಗುಳಿ ಮನೆಯಲ್ಲಿ ಮಾತ್ರ ಗುಳಿಗಳನ್ನು ಮುಚ್ಚಲಾಗುತ್ತದೆ.",
  "editor.why.seedsInClosedPit": "ಮುಚ್ಚಿದ ಗುಳಿಯಲ್ಲಿ ಕಾಳುಗಳು ಇರುವಂತಿಲ್ಲ.",
  "editor.why.closedNotAtRowEnd": "ಸಾಲಿನ ಮುಚ್ಚಿದ ಗುಳಿಗಳು ಹಂಚುವ ಕ್ರಮದಲ್ಲಿ ಅದರ ಕೊನೆಯ ಗುಳಿಗಳೇ ಆಗಿರಬೇಕು.",
  "editor.why.wholeRowClosed": "ಇಡೀ ಸಾಲನ್ನು ಮುಚ್ಚುವಂತಿಲ್ಲ.",
  "editor.why.badRound": "ಸುತ್ತುಗಳನ್ನು 1ರಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ; ಸುತ್ತುಗಳಲ್ಲಿ ಆಡದ ಆಟದಲ್ಲಿ ಇರುವುದು ಮೊದಲ ಸುತ್ತು ಮಾತ್ರ.",
  "editor.why.extraWithoutAliGuliMane": "ಹೆಚ್ಚುವರಿ ಹಂಚಿಕೆ ಬಾಕಿ ಇರುವುದು ಅಳಿಗುಳಿ ಮನೆಯಲ್ಲಿ ಮಾತ್ರ.",
  "editor.why.extraWithoutSeeds": "ಹಂಚಲು ಕಾಳೇ ಇಲ್ಲದ ಆಟಗಾರರಿಗೆ ಹೆಚ್ಚುವರಿ ಹಂಚಿಕೆ ಬಾಕಿ ಇರುವಂತಿಲ್ಲ.",
  "editor.why.notAnEnding": "ಈ ಆಟ ಹೀಗೆ ಮುಗಿಯಲು ಸಾಧ್ಯವಿಲ್ಲ.",
  "editor.why.unknownVariant": "ಪಠ್ಯದಲ್ಲಿ ಈ ಹಲಗೆಯ ಯಾವ ಆಟದ ಹೆಸರೂ ಇಲ್ಲ.",
  "editor.why.optionNotForVariant": "ಆಯ್ಕೆಗಳಲ್ಲಿ ಒಂದು ಈ ಆಟಕ್ಕೆ ಅನ್ವಯಿಸುವುದಿಲ್ಲ.",
  "editor.why.badOption": "ಈ ಆಟಕ್ಕೆ ಇಲ್ಲದ ಆಯ್ಕೆಯೊಂದು ಪಠ್ಯದಲ್ಲಿದೆ.",
  "editor.why.badPart": "ಪಠ್ಯದ ಒಂದು ಭಾಗವನ್ನು ಸ್ಥಿತಿಯಾಗಿ ಓದಲಾಗುವುದಿಲ್ಲ.",
  "editor.why.other": "ಇದು ಈ ಆಟದಲ್ಲಿ ಸಾಧ್ಯವಿರುವ ಸ್ಥಿತಿಯಲ್ಲ.",
});
