// Rules as played here and the games' heritage, in English (our own words, from the source texts).
// Blocks: ["h", text] heading, ["p", text] paragraph, ["ul", [items]] list,
// ["decided", text] a point this project had to decide.

/** @type {import("../types.js").TextBlock[]} */
const common = [
  ["h", "The board"],
  [
    "p",
    "Two rows of seven pits: South's, drawn at the bottom, and North's at the top (a person playing North against the computer sees the board turned, their own row at the bottom). You own the row in front of you. There are no stores on the board: captured seeds go to your pile beside it.",
  ],
  [
    "decided",
    "Seeds travel anticlockwise: along the bottom row from left to right, then along the top row from right to left. One old diagram of Ali Guli Mane, read as drawn, runs the other way; we keep its numbering but draw its mirror image, so that every game sows anticlockwise on screen, as all three sources describe it.",
  ],
  [
    "p",
    "To sow, lift every seed of a pit and drop them one by one into the pits that follow. The small number in each pit is its place in its owner's row, counted from the owner's left, the way the seeds run along that row.",
  ],
  [
    "decided",
    "No pit is ever skipped, not even the pit the seeds were lifted from (only the closed pits of Ali Guli Mane rounds are passed over).",
  ],
  [
    "decided",
    "A sowing that relays more than 1,000 times is treated as endless, and such a move may not be played. When the player to move has only such moves, the game ends as it does when a position repeats in that game (see below).",
  ],
];

/** @type {import("../types.js").Texts} */
export default {
  "ali-guli-mane": {
    rules: [
      ...common,
      ["h", "Ali Guli Mane"],
      [
        "ul",
        [
          "Five seeds in every pit, 70 in all. South moves first.",
          "Sow from any pit of your row that holds seeds.",
          "When your last seed lands, look at the next pit. If it holds seeds, lift them all and go on sowing from the pit after it: this relay is called pussa kanawa, and it repeats each time a hand runs out.",
          "If the next pit is empty, the sowing stops there: that empty pit is the saada (marked on the board). You take every seed in the pit just beyond the saada and in the pit facing that one. If both are empty you take nothing.",
          "If the first sowing of your turn captured anything and your row still holds seeds, you sow once more. That second sowing captures at its saada as usual but never earns a third.",
        ],
      ],
      [
        "decided",
        "The game ends when the player whose turn it is has no seed in their row. Each player then adds the seeds still in their own row to their pile; the bigger pile wins and equal piles draw.",
      ],
      [
        "decided",
        "If the same position comes up for the third time (the starting position counts as its first time), or the player to move has only endless sowings, the game ends in the same way: each player adds the seeds of their own row to their pile. The board is never divided equally in Ali Guli Mane.",
      ],
      ["h", "Playing in rounds (option)"],
      [
        "ul",
        [
          "After a round, each player refills their pits in sowing order, five seeds to a pit, from their own pile, while five seeds remain. Pits that cannot be filled are closed for the round and drawn with crossed sticks.",
          "Closed pits hold nothing, cannot be chosen and are passed over by every sowing, every relay and every capture test. Fewer than five seeds left over stay in the pile.",
          "The match ends when a player cannot fill a single pit; the other player wins the match.",
        ],
      ],
      [
        "decided",
        "Closed pits are worked out afresh before every round, and the first move alternates from round to round. Repeated positions are counted within a round. A match can come back to where it was, though: when a round begins from the same position (the same rows, closed pits and piles, with the same player to open it) for the third time, the match is drawn.",
      ],
    ],
    heritage: [
      [
        "p",
        "Ali Guli Mane is an old and much-loved mancala of South India, widespread above all in Karnataka, the north of Kerala and the south of Andhra Pradesh. Its Kannada name means a wooden block with hollows: ali or aralu is seeds or beads, guli pits or hollows, and mane house or board.",
      ],
      [
        "p",
        "Young and old have played it in the villages for centuries, and it is bound up with the farming rhythm of sowing and the seasonal harvests. Boards were carved from dense wood or cast in bell-metal, but the fourteen pits (ane) were often cut straight into stone: into slabs, temple porches, courtyard steps and verandah floors.",
      ],
      [
        "p",
        "Players count with smooth tamarind seeds (hunase beeja), scarlet gulaganji seeds (wild liquorice) or small cowrie shells (kavade). The look of this board is our choice: tamarind seeds on dark, dense wood.",
      ],
      [
        "p",
        "Village custom teases the loser kindly: a rhyme sung at their expense, the board carried on the head, or the chore of blowing fine ash out of the fourteen empty pits without spilling it. The game appears in regional art, notably G. L. N. Simha's painting Aligulimane, and heritage groups such as Chintana Balaga in Mysore keep it alive with tournaments.",
      ],
    ],
  },
  "al-manqala": {
    rules: [
      ...common,
      ["h", "Al-manqala"],
      [
        "ul",
        [
          "Seven seeds in every pit, 98 in all. South moves first.",
          "Lift any pit of your row that holds seeds and sow its seeds: the move ends when your hand is empty, with no relay.",
          "If your last seed makes its pit hold exactly 2 or 4, in either row, take those seeds. Then look at the pit before it: if it holds exactly 2 or 4, take its seeds too, and so on backwards until a pit holds any other number.",
          "Feeding: when your opponent's row is empty you must play a move that puts at least one seed into it. If no move can, the game ends at once and the starved player takes every seed left on the board.",
          "The game ends the moment a pile reaches 50 or more, and that player wins. It also ends when the board is empty; then the bigger pile wins, and 49–49 is a draw.",
          'Cycles: if both players agree that the seeds only chase each other round the board, press "The seeds cycle — divide them"; the other player confirms, and the seeds on the board are shared equally.',
        ],
      ],
      [
        "decided",
        "A player whose row is empty on their turn passes; the other player then moves under the feeding rule.",
      ],
      [
        "decided",
        "When the board is shared after a cycle, an odd seed left over counts for nobody.",
      ],
      [
        "decided",
        "A position that comes up for the third time (the starting position counts as the first) ends the game as an agreed cycle would.",
      ],
    ],
    heritage: [
      [
        "p",
        "Al-manqala is the mancala of the Palestinian villages of Galilee. Its name comes from an Arabic root meaning to move or carry across. It was long a men's game of coffee houses and travellers' inns.",
      ],
      [
        "p",
        "In 2007 the sociologist and anthropologist Dr. Moslih Kanaaneh of Birzeit University, a native of Arrabeh in Lower Galilee, set down its rules. The family is old: in 1694 the Oxford orientalist Thomas Hyde described an Arabic mancala almost the same, and two centuries later the ethnographer Stewart Culin saw Syrians in the cafés of Damascus play the same two-by-seven game under the names La'b Hakimi, the rational game, and La'b Akila, the intelligent game. Henry A. S. Dearborn, writing in 1819 on trade in the Ottoman Empire and Egypt, noted that people in Aleppo liked games called mankala and tabwaduk as well as chess and draughts.",
      ],
      [
        "p",
        "A Galilean board was carved from solid oak, soaked in olive oil and sealed with dark tar; its pits are byot, houses (one is a beit), and bright white beads are played on the blackened wood. We drew this board after that description.",
      ],
      [
        "p",
        "It is close kin to the Turkish Mangala and the Iraqi Halusa. Good players sacrifice on purpose: giving up a lone bead at the right moment can leave the opponent unable to feed you, and the whole board then falls to you.",
      ],
    ],
  },
  "mangala-iv": {
    rules: [
      ...common,
      ["h", "Mangala IV"],
      [
        "ul",
        [
          "Seven seeds in every pit, 98 in all; or, as an option, the 98 dealt one by one into pits chosen at random. The deal comes from a numbered seed, shown on screen and kept in shared links, so the same number gives the same board everywhere.",
          "Opening ritual, Tek mi, Çift mi?: one player hides one or two pieces in a fist and the other calls odd or even. A right call chooses the row; a wrong one lets the hider give out the rows.",
          "Your move is forced: you lift your leftmost pit that holds seeds (the first in sowing order). The board shows it as your only choice.",
          "When the last seed lands in a pit that now holds 1 (it was empty), the move ends. If it now holds 2 or 4, that is a capture and the move ends. If it holds 3, or 5 or more, lift them all and sow on from the next pit.",
          "Capture: the landing pit, plus the unbroken run of pits going back from it (against the sowing) that hold exactly 2 or 4, counted as the board stands when the last seed drops. You take every seed in those pits and in the pits facing them. Both rows count.",
          "A player whose row is empty passes. The game ends when the board is empty, and the bigger pile wins; equal piles draw.",
        ],
      ],
      ["decided", "Whoever gets the bottom row (South) moves first."],
      [
        "decided",
        "Because every move is forced, a position that returns would repeat for ever. So the game ends the first time a position comes back, and the seeds on the board are shared equally; an odd seed counts for nobody. This happens often, since a lone seed can never be captured.",
      ],
      ["h", "House rule (option, not traditional)"],
      [
        "p",
        "Some players prefer to sow from any pit of their row. This is not part of the Gaziantep tradition and is labelled so on screen. With free choice, a game ends as a cycle only at the third time a position occurs.",
      ],
    ],
    heritage: [
      [
        "p",
        "Mangala IV is the mancala still played today in Gaziantep, in south-eastern Anatolia, in tea houses and at home. It is far from a museum piece.",
      ],
      [
        "p",
        "Scholars link it to La'b Madjnuni, the mad game, which Stewart Culin saw in Damascus at the end of the nineteenth century but recorded with gaps and contradictions; the Gaziantep game may be the full, playable form of it. The first complete, playable account was published by the Turkish researcher Adnan Güllü in November 2007, in the regional publication Elbistan Kaynarca Gazetesi.",
      ],
      [
        "p",
        "Three things mark it out: the odd-or-even guessing before the game, the way every move starts from the leftmost pit, and captures that strip both rows at once. Its relays and even-number captures, side by side, shed light on the Syrian games Culin recorded in 1894: in the Levant the two went together. A single well-aimed move can clear half the board.",
      ],
      [
        "p",
        "Casual games often begin with the pieces scattered into the pits at random, a lopsided puzzle to start from; seven in every pit gives an even footing for serious play. The sources do not describe a Gaziantep board or its pieces: the wood, the dotted border and the stones drawn here are our choice.",
      ],
    ],
  },
};
