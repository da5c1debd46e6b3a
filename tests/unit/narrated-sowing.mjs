// The hand-worked Ali Guli Mane sowing that "Explain each sowing" is tested on (issue 23): its
// position, its trace and its words in English and Arabic, for tests/unit/narration.test.mjs
// and tests/e2e/narration.test.mjs.

// Ali Guli Mane, South (player 0) to move, worked out from docs/rules.md (sowing order
// 13 → 12 → … → 7 → 0 → 1 → … → 6 → 13; opposite(i) = (i + 7) mod 14; a pit's place counts
// from its owner's left: South's pit 13 is its 1st, 7 its 7th; North's pit 0 its 1st):
//
//   pits 0–6 (North):  3 0 4 1 1 1 1      pits 7–13 (South): 1 0 1 2 0 0 2      piles 27 26
//
// South sows pit 13 (its pit 1, 2 seeds): 12 and 11 get one each. The last seed is in 11;
// next(11) = 10 holds 2: a relay (pussa kanawa) lifts them (South's pit 4) into 9 and 8. The
// last is in 8; next(8) = 7 holds 1: a relay lifts it (South's pit 7) into 0 (now 4). The last
// is in 0; next(0) = 1 is empty: the saada at North's pit 2. South wins c = next(1) = 2 (North's
// pit 3, 4 seeds) and opposite(2) = 9 (South's pit 5, 1 + 1 = 2 seeds): 6 seeds, on the turn's
// first sowing, and South's row still holds seeds (12, 11, 8), so South sows again.
export const STATE = {
  variant: "ali-guli-mane",
  pits: [3, 0, 4, 1, 1, 1, 1, 1, 0, 1, 2, 0, 0, 2],
  captured: [27, 26],
  toMove: 0,
};
/** The trace's events, in order. */
export const EVENTS = [
  { type: "lift", pit: 13, seeds: 2 },
  { type: "drop", pit: 12 },
  { type: "drop", pit: 11 },
  { type: "relay", pit: 10, seeds: 2 },
  { type: "drop", pit: 9 },
  { type: "drop", pit: 8 },
  { type: "relay", pit: 7, seeds: 1 },
  { type: "drop", pit: 0 },
  { type: "saada", pit: 1 },
  { type: "capture", pit: 2, seeds: 4, player: 0, why: "saada" },
  { type: "capture", pit: 9, seeds: 2, player: 0, why: "facing" },
  { type: "extra" },
];
/** The words of the events that have some (every one but the drops), in order. */
export const SAID = {
  en: [
    "South lifts the 2 seeds of South's pit 1 and sows them one by one, anticlockwise.",
    "Relay (pussa kanawa): the pit after the last seed, South's pit 4, holds 2 seeds, so South lifts them and sows on.",
    "Relay (pussa kanawa): the pit after the last seed, South's pit 7, holds 1 seed, so South lifts it and sows on.",
    "Saada: the pit after the last seed, North's pit 2, is empty, so the sowing stops. South takes the seeds of the next pit and of the pit facing it.",
    "South takes the 4 seeds of North's pit 3, the pit just beyond the empty one.",
    "South also takes the 2 seeds of the pit facing it, South's pit 5.",
    "South captured on the first sowing of the turn, so sows once more.",
  ],
  ar: [
    "يرفع الجنوب حبّتين من بيته رقم 1 ويوزّعها واحدة واحدة، عكس اتجاه عقارب الساعة.",
    "متابعة (pussa kanawa): البيت الذي يلي آخر حبّة، بيت الجنوب رقم 4، فيه حبّتان، فيرفعها الجنوب ويتابع التوزيع.",
    "متابعة (pussa kanawa): البيت الذي يلي آخر حبّة، بيت الجنوب رقم 7، فيه حبّة واحدة، فيرفعها الجنوب ويتابع التوزيع.",
    "سادا: البيت الذي يلي آخر حبّة، بيت الشمال رقم 2، فارغ، فيتوقّف التوزيع. يأكل الجنوب حبّات البيت الذي بعده والبيت المقابل له.",
    "يأكل الجنوب 4 حبّات من بيت الشمال رقم 3، البيت الذي يلي البيت الفارغ.",
    "ويأكل الجنوب أيضًا حبّتين من البيت المقابل، بيت الجنوب رقم 5.",
    "أكل الجنوب في التوزيع الأول من دوره، فيوزّع مرة أخرى.",
  ],
};
