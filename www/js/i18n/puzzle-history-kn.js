// ಒಗಟುಗಳ ಕನ್ನಡ ಪದಗಳು (ಇತಿಹಾಸ, ರೇಟಿಂಗ್, ವಿಷಯಗಳು; views/puzzle-history.js), ಒಗಟುಗಳು ಮೊದಲ ಬಾರಿ
// ತೋರಿದಾಗ loadMoreWords("puzzle-history", lang) ಮೂಲಕ ತರಲಾಗುತ್ತದೆ. ಪದಕೋಶ kn.js ನಂತೆ: ಗುಳಿ, ಕಾಳು,
// ರಾಶಿ, ಸಾಲು, ಹಂಚಿಕೆ, ಮುಂದುವರಿಕೆ, ಕಾಳು ಪಡೆಯುವುದು, ಸಾದ, ಎದುರಾಳಿ; "ಉತ್ತರ" ದಿಕ್ಕಿಗೆ ಮಾತ್ರ, ಆದ್ದರಿಂದ
// reply → ಪ್ರತಿನಡೆ. ಆಟಗಾರರನ್ನು "ನೀವು" ಎಂದು ಸಂಬೋಧಿಸಲಾಗುತ್ತದೆ.

import { plurals } from "./index.js";

const forms = plurals("kn");
/** @type {{ [K in keyof typeof import("./puzzle-history-en.js").default]?: import("../types.js").WordEntry }} */
export default {
  "puzzles.title": "ಒಗಟುಗಳು",
  "puzzles.history": "ನಿಮ್ಮ ಒಗಟುಗಳು",
  "puzzles.rating": ({ rating, change, n }) => {
    if (!n) return `ಒಗಟುಗಳಲ್ಲಿ ನಿಮ್ಮ ರೇಟಿಂಗ್: ${rating}. ನೀವು ಪ್ರಯತ್ನಿಸುವ ಪ್ರತಿಯೊಂದು ಒಗಟೂ ಇದನ್ನು ಬದಲಿಸುತ್ತದೆ.`;
    const moved = change > 0 ? `${change} ಏರಿದೆ` : change < 0 ? `${-change} ಇಳಿದಿದೆ` : "ಬದಲಾಗಿಲ್ಲ";
    const over = forms(n, { one: "ಕೊನೆಯ ಒಗಟಿನಲ್ಲಿ", other: `ಕೊನೆಯ ${n} ಒಗಟುಗಳಲ್ಲಿ` });
    return `ಒಗಟುಗಳಲ್ಲಿ ನಿಮ್ಮ ರೇಟಿಂಗ್: ${rating}; ${over} ಇದು ${moved}.`;
  },
  "puzzles.solved": "ಬಿಡಿಸಿದವು: {n}",
  "puzzles.failed": "ತಪ್ಪಿದವು: {n}",
  "puzzles.none": "ನೀವು ಇನ್ನೂ ಯಾವ ಒಗಟನ್ನೂ ಪ್ರಯತ್ನಿಸಿಲ್ಲ.",
  "puzzles.last": "ನಿಮ್ಮ ಕೊನೆಯ ಒಗಟುಗಳು",
  "puzzles.attempt": ({ day, game, solved, rating }) =>
    `${day}, ${game}: ${solved ? "ಬಿಡಿಸಿದಿರಿ" : "ತಪ್ಪಿತು"}, ರೇಟಿಂಗ್ ${rating}`,
  "puzzles.themes": "ವಿಷಯಗಳು",
  "puzzles.themesHint": "ಯಾವುದನ್ನೂ ಆರಿಸದಿದ್ದರೆ ಎಲ್ಲ ವಿಷಯಗಳ ಒಗಟುಗಳೂ ಬರುತ್ತವೆ.",
  "puzzles.retry": ({ n }) => `ತಪ್ಪಿದ ಒಗಟುಗಳನ್ನು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ (${n})`,
  "puzzles.discarded": "ಒಗಟುಗಳಲ್ಲಿನ ನಿಮ್ಮ ಪ್ರಗತಿಯನ್ನು ಓದಲಾಗಲಿಲ್ಲ; ಅದನ್ನು ಮೊದಲಿನಿಂದ ಆರಂಭಿಸಲಾಗುತ್ತದೆ.",

  "puzzles.theme.saada-double": "ಜೋಡಿ ಸಾದ",
  "puzzles.about.saada-double":
    "ನಿಮ್ಮ ಸಾದದಲ್ಲಿ ನೀವು ಎರಡೂ ಗುಳಿಗಳಿಂದ ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತೀರಿ: ಸಾದದ ಆಚೆಯ ಗುಳಿ ಮತ್ತು ಆ ಗುಳಿಯ ಎದುರಿನ ಗುಳಿ.",
  "puzzles.theme.relay-capture": "ಮುಂದುವರಿಕೆಯಿಂದ ಕಾಳು ಪಡೆಯುವುದು",
  "puzzles.about.relay-capture":
    "ನಿಮ್ಮ ಒಂದು ಹಂಚಿಕೆ ಎರಡು ಅಥವಾ ಹೆಚ್ಚು ಬಾರಿ ಮುಂದುವರಿದು, ಆಮೇಲೆ ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತದೆ.",
  "puzzles.theme.extra-sowing": "ಹೆಚ್ಚುವರಿ ಹಂಚಿಕೆ",
  "puzzles.about.extra-sowing":
    "ಕಾಳು ಪಡೆದದ್ದರಿಂದ ನಿಮಗೆ ಎರಡನೇ ಹಂಚಿಕೆ ಸಿಗುತ್ತದೆ, ಮತ್ತು ಪರಿಹಾರ ಅದರೊಂದಿಗೆ ಮುಂದುವರಿಯುತ್ತದೆ.",
  "puzzles.theme.chain": "2 ಮತ್ತು 4ರ ಸರಪಳಿ",
  "puzzles.about.chain":
    "ಒಂದೇ ಹಂಚಿಕೆಯಲ್ಲಿ ನೀವು ಒಂದರ ಹಿಂದೊಂದು ಇರುವ ಮೂರು ಅಥವಾ ಹೆಚ್ಚು ಗುಳಿಗಳ ಕಾಳುಗಳನ್ನು ಪಡೆಯುತ್ತೀರಿ; ಪ್ರತಿಯೊಂದರಲ್ಲೂ 2 ಅಥವಾ 4 ಕಾಳುಗಳು.",
  "puzzles.theme.feeding": "ಉಣಿಸುವುದು",
  "puzzles.about.feeding":
    "ಎದುರಾಳಿಯ ಸಾಲು ಖಾಲಿಯಾಗಿದೆ, ನಿಮ್ಮ ಹಂಚಿಕೆ ಅದಕ್ಕೆ ಕಾಳುಗಳನ್ನು ಹಾಕುತ್ತದೆ (ಅಲ್-ಮನ್ಕಲದಲ್ಲಿ ಇದು ಕಡ್ಡಾಯ).",
  "puzzles.theme.refuse-feeding": "ಉಣಿಸದಿರುವುದು",
  "puzzles.about.refuse-feeding":
    "ಮಂಗಲ IV ಆಟದಲ್ಲಿ: ಎದುರಾಳಿಯ ಸಾಲು ಖಾಲಿಯಾಗಿದೆ, ನೀವು ಅದನ್ನು ಖಾಲಿಯಾಗಿಯೇ ಬಿಡುತ್ತೀರಿ; ಆಗ ಅವರು ಸರದಿ ಬಿಡಬೇಕಾಗುತ್ತದೆ.",
  "puzzles.theme.starving": "ಹಸಿವಿಗೆ ಬಿಡುವುದು",
  "puzzles.about.starving": "ನಿಮ್ಮ ಒಂದು ಹಂಚಿಕೆ ಎದುರಾಳಿಯ ಸಾಲನ್ನು ಖಾಲಿ ಮಾಡುತ್ತದೆ.",
  "puzzles.theme.sacrifice": "ತ್ಯಾಗ",
  "puzzles.about.sacrifice":
    "ಮೊದಲು ನೀವು ಕಾಳುಗಳನ್ನು ಬಿಟ್ಟುಕೊಡುತ್ತೀರಿ: ಎದುರಾಳಿಯ ಮೊದಲ ಪ್ರತಿನಡೆಯ ನಂತರ ಎರಡು ರಾಶಿಗಳ ನಡುವಿನ ಅಂತರ ಆರಂಭಕ್ಕಿಂತ ನಿಮಗೆ ಕೆಟ್ಟದಾಗಿರುತ್ತದೆ.",
  "puzzles.theme.endgame": "ಆಟದ ಕೊನೆ",
  "puzzles.about.endgame": "ಪರಿಹಾರವು ಆಟವನ್ನು ಮುಗಿಸುತ್ತದೆ.",
};
