// English words of the page and the board.
// Words about a player take `who`: "you" or "computer" when a person plays the computer
// (so a move reads "You sow your pit 3", "The computer sows its pit 5"), else nothing, and
// the player's name (`player`) is used.
import { plurals } from "./index.js";

/** A count's form (one, other): i18n/index.js plurals. */
const count = plurals("en");
/** @param {import("../types.js").WordVars} vars */
const seeds = ({ n }) => count(n, { one: "1 seed", other: `${n} seeds` });
/** "The only seed", "the 3 seeds". @param {number} n */
const theSeeds = (n) => count(n, { one: "the only seed", other: `the ${n} seeds` });
/** "It", "them". @param {number} n */
const them = (n) => count(n, { one: "it", other: "them" });
/** Picks the words for you, for the computer, or for a named player. */
/** @param {string | null | undefined} who @param {string} you @param {string} computer @param {string} named */
const by = (who, you, computer, named) =>
  who === "you" ? you : who === "computer" ? computer : named;
/** @param {string} text */
const capitalized = (text) => text[0].toUpperCase() + text.slice(1);
// "South's pit 3", but "pit 3 of South (the guesser)": no possessive after a bracket.
/** @param {string} player @param {string} thing */
const of = (player, thing) =>
  player.endsWith(")") ? `${thing} of ${player}` : `${player}'s ${thing}`;

/** The subject of a sentence about a player (see `by`): "you", "the computer" or the name. */
/** @param {string | null | undefined} who @param {string} player */
const subject = (who, player) => by(who, "you", "the computer", player);
/** A regular verb that agrees with that subject: "you lift", "the computer lifts". */
/** @param {string | null | undefined} who @param {string} plain */
const verb = (who, plain) => (who === "you" ? plain : `${plain}s`);
/** The computer's own pit, said "its pit 3". */
/** @param {string | null | undefined} who @param {string} pit */
const its = (who, pit) => (who === "computer" ? pit.replace("the computer's ", "its ") : pit);
/** A sentence's start: its subject and verb ("You lift", "South lifts"). */
/** @param {string | null | undefined} who @param {string} player @param {string} plain */
const act = (who, player, plain) => `${capitalized(subject(who, player))} ${verb(who, plain)}`;

export default /** @satisfies {import("../types.js").WordTable} */ ({
  title: "Mancala heritage",
  // The page's description (<meta name="description">), before the games' names.
  description: "Play three traditional two-row mancala games on a carved-wood board",
  chooseGame: "Choose the game",
  controlsLabel: "Game controls",
  language: "Language",
  "name.ali-guli-mane": "Ali Guli Mane",
  "name.al-manqala": "Al-manqala",
  "name.mangala-iv": "Mangala IV",
  "place.ali-guli-mane": "South India",
  "place.al-manqala": "Galilee",
  "place.mangala-iv": "Gaziantep",
  new: "New game",
  undo: "Undo",
  cycle: "The seeds cycle — divide them",
  share: "Share game",
  shareLabel: "Link to this game",
  copied: "Link copied.",
  speed: "Speed",
  "speed.slow": "Slow",
  "speed.normal": "Normal",
  "speed.fast": "Fast",
  "speed.instant": "Instant",
  rulesBtn: "Rules & heritage",
  board: "Board",
  loading: "Loading the board…",
  loadFailed: "The game could not start. Reloading the page may help.",

  "player.0": "South",
  "player.1": "North",
  pitOf: ({ who, player, place }) =>
    by(who, `your pit ${place}`, `the computer's pit ${place}`, of(player, `pit ${place}`)),
  pileOf: ({ who, player }) => by(who, "your pile", "the computer's pile", of(player, "pile")),
  seedsCount: seeds,
  playable: "playable",
  toMoveMark: "to move",
  "mark.saada": "saada",
  "mark.forced": "forced",
  "mark.closed": "closed",
  andMore: "and {n} more",

  "say.sow": ({ who, player, place, n }) =>
    by(
      who,
      `You sow your pit ${place}`,
      `The computer sows its pit ${place}`,
      `${player} sows pit ${place}`,
    ) + ` (${seeds({ n })}).`,
  "say.relays": ({ n, pits }) =>
    count(n, { one: `Relay from ${pits}.`, other: `${n} relays: ${pits}.` }),
  "say.saada": "Saada at {pit}.",
  "say.capture": ({ who, player, n, pits }) =>
    `${by(who, "You capture", "The computer captures", `${player} captures`)} ${seeds({ n })} from ${pits}.`,
  "say.extra": ({ who, player }) =>
    by(who, "You sow again.", "The computer sows again.", `${player} sows again.`),
  "say.pass": ({ who, player }) =>
    by(
      who,
      "You have no seed to sow and pass.",
      "The computer has no seed to sow and passes.",
      `${player} has no seed to sow and passes.`,
    ),
  "say.round": "Round {n} begins.",
  "say.end": "The game is over: {reason}",
  "say.toMove": ({ who, player }) =>
    by(who, "Your move.", "The computer's move.", `${player} to move.`),

  "note.extra": "Capture! Sow again",
  "note.pass": ({ who, player }) => by(who, "You pass", "The computer passes", `${player} passes`),
  "note.round": "Round {n}",

  "reason.stuck":
    "the player to move had no seed left in their row, so each player added the seeds still in their own row to their pile.",
  "reason.fifty": "a pile reached 50 seeds.",
  "reason.starved": "the starved player could not be fed and took every seed left on the board.",
  "reason.empty": "the board is empty.",
  "reason.cycle":
    "the same position came up for the third time, or only endless sowings were left, so the seeds on the board were shared equally (an odd seed counts for nobody).",
  "reason.cycle.ali-guli-mane":
    "the same position came up for the third time, or only endless sowings were left, so each player added the seeds still in their own row to their pile.",
  "reason.cycle.forced":
    "a position came back (or the only move left was an endless sowing), so the seeds would go round for ever: those on the board were shared equally (an odd seed counts for nobody).",
  "reason.agreed":
    "both players agreed that the seeds go round for ever, so those on the board were shared equally (an odd seed counts for nobody).",
  "reason.roundCycle":
    "a round began from the same position for the third time (the same rows, closed pits and piles, the same player to open it), so the match was drawn.",
  "reason.match": "a player could not fill a single pit for the next round, which ends the match.",

  "status.toMove": ({ who, player }) =>
    by(who, "Your move", "The computer's move", `${player} to move`),
  "status.forced": ({ who, player, side }) =>
    `${by(who, "Your move", "The computer's move", `${player} to move`)} — forced: the ${side === "top" ? "rightmost" : "leftmost"} pit with seeds`,
  "status.extra": ({ who, player }) =>
    `${by(who, "You sow again", "The computer sows again", `${player} sows again`)} (extra sowing after a capture)`,
  "status.over": "Game over",
  "status.ritual": "Opening ritual: Tek mi, Çift mi?",
  "status.thinking": ({ who, player }) =>
    by(who, "You are thinking…", "The computer is thinking…", `${player} is thinking…`),
  "status.sowing": ({ who, player }) =>
    by(who, "You are sowing…", "The computer is sowing…", `${player} is sowing…`),
  "status.random": "Random deal, seed {seed}",
  "status.houseRule": "House rule: free choice (not traditional)",
  "status.round": "Round {n}",

  "end.title": "Game over",
  "end.winner": ({ who, player }) => by(who, "You win", "The computer wins", `${player} wins`),
  "end.draw": "A draw",
  "end.piles": "{p0}: {a} · {p1}: {b}",
  "end.new": "New game",
  "end.rematch.seats": "Rematch, sides swapped",
  "end.rematch.first": "Rematch, the other player starts",
  "end.rematch.ritual": "Rematch: the ritual decides the rows again",
  "end.close": "Look at the board",

  "round.title": "Round {n} is over",
  "round.winner": ({ who, player }) =>
    by(who, "You won the round", "The computer won the round", `${player} won the round`),
  "round.draw": "The round is drawn",
  "round.next": ({ who, player, n }) =>
    `Round ${n}: ${by(who, "you start", "the computer starts", `${player} starts`)}.`,
  "round.closed": ({ who, player, n }) =>
    `${by(who, "Your row", "The computer's row", capitalized(of(player, "row")))}: ${n === 0 ? "every pit filled" : `${n} closed ${count(n, { one: "pit", other: "pits" })}, marked with sticks`}.`,
  "round.ok": "Play on",

  newTitle: "New game of {game}",
  "opt.rounds": "Play in rounds (pits a player cannot fill are closed)",
  "opt.start": "Starting position",
  "opt.uniform": "7 seeds in every pit",
  "opt.random": "98 seeds dealt at random",
  "opt.seed": "Seed of the deal (same seed, same board)",
  "opt.freeChoice":
    "House rule: sow from any pit of your row — not part of the Gaziantep tradition",
  "opt.ritual": "Begin with the odd-or-even ritual",
  start: "Start",
  cancel: "Cancel",

  "cycle.ask":
    "{mover} says the seeds are chasing each other for ever. {other}, do you agree to divide the board equally?",
  "cycle.agree": "Agree — divide them",
  "cycle.refuse": "No, play on",

  "ritual.title": "Tek mi, Çift mi? — Odd or even?",
  "ritual.intro":
    "Before the first move, one player (the hider) hides one or two pieces in a closed fist, and the other (the guesser) calls odd or even.",
  "ritual.hide": "Hider: hide one or two pieces while the guesser looks away.",
  "ritual.hide1": "Hide one",
  "ritual.hide2": "Hide two",
  "ritual.guess": "Guesser: Tek mi, Çift mi — odd or even?",
  "ritual.odd": "Tek — odd",
  "ritual.even": "Çift — even",
  "ritual.reveal": ({ n }) => `The fist opens: ${n === 1 ? "one piece" : "two pieces"}.`,
  "ritual.right": "Right guess: the guesser chooses a row.",
  "ritual.wrong": "Wrong guess: the hider assigns the rows.",
  "ritual.pick": "{role}, which row for the guesser?",
  "ritual.bottom": "The bottom row (moves first)",
  "ritual.top": "The top row",
  "ritual.done": ({ south, north }) =>
    `The ${south.toLowerCase()} plays South and moves first; the ${north.toLowerCase()} plays North.`,
  "ritual.skip": "Skip the ritual",
  "ritual.fist": "Closed fist",
  "role.guesser": "the guesser",
  "role.hider": "the hider",
  "role.computer": "computer",
  "role.you": "you",
  "Role.guesser": "Guesser",
  "Role.hider": "Hider",

  hint: "Hint",
  "mark.hint": "hint",
  "hint.thinking": "Looking for the best move…",
  "hint.move": "your pit {place}",
  "hint.lead": ({ move, what }) => `Hint: ${move}${what ? ` — ${what}` : ""}.`,
  "hint.does": "it {list}",
  "hint.captures": ({ n }) => `captures ${seeds({ n })}`,
  "hint.extraSowing": "earns you another sowing",
  "hint.noSafeReply": "leaves your opponent no safe move",
  "hint.strongest": "the strongest move the computer finds",
  "hint.winsByForce": "This wins by force, whatever your opponent does.",
  "hint.winsBy": ({ n }) => `This wins by ${seeds({ n })}, whatever your opponent does.`,
  "hint.othersLose": "Every other move loses.",
  "hint.drawsByForce": "This holds a draw by force.",
  "hint.losesByForce": "Against perfect play every move loses; this one holds out best.",
  "hint.ahead": ({ n }) => `The computer expects you to finish about ${seeds({ n })} ahead.`,
  "hint.behind": ({ n }) =>
    `The computer expects you to finish about ${seeds({ n })} behind: this keeps the loss smallest.`,
  "hint.even": "The computer expects the game to stay even.",
  // — the hint of a move that leaves you behind: what it saves —
  "hint.saves": ({ n }) => `The next best move would cost you about ${seeds({ n })} more.`,
  // Lists as the language writes them (Intl.ListFormat: "a, b and c"), and the mark between
  // the parts of a label ("your pit 3, 4 seeds, playable").
  list: ({ items }) => new Intl.ListFormat("en", { type: "conjunction" }).format(items),
  listSep: ", ",

  "opt.opponent": "Opponent",
  "opt.human": "Another person, on this device",
  "opt.computer": "The computer",
  "opt.level": "Level",
  "level.beginner": "Beginner",
  "level.intermediate": "Intermediate",
  "level.strong": "Strong",
  "level.master": "Master",
  "levelNote.beginner": "Plays like a new player, and sometimes misses a capture.",
  "levelNote.intermediate": "Looks a few moves ahead.",
  "levelNote.strong": "Looks further ahead.",
  "levelNote.master": "Its strongest play, thinking about a second a move.",
  "opt.first": "Who starts",
  "opt.firstYou": "You (South, the bottom row)",
  "opt.firstComputer": "The computer (you play North, your row at the bottom)",
  "opt.forcedNote":
    "Every move of traditional Mangala IV is forced, so against the computer the odd-or-even ritual decides the game and no level applies: if the computer wins the choice of rows, it takes the winning row. Tick the house rule for a game of choices.",
  "status.level": "Computer: {level}",

  "ritual.yourPart": "Will you hide the pieces, or guess?",
  "ritual.iHide": "I hide",
  "ritual.iGuess": "I guess",
  "ritual.youHide": "Hide one or two pieces in your fist; the computer will guess.",
  "ritual.computerHides": "The computer has hidden one or two pieces in its fist.",
  "ritual.computerGuesses": "The computer calls {guess}.",
  "ritual.youPick": "Which row do you take?",
  "ritual.youBottom": "The bottom row (South, moves first)",
  "ritual.youTop": "The top row (North)",
  "ritual.computerBottom":
    "The computer has played the forced game out in its head, and takes the bottom row: it moves first.",
  "ritual.computerTop":
    "The computer has played the forced game out in its head, and takes the top row: you move first.",
  "ritual.play": "Play",
  "ritual.doneYouSouth": "You play South and move first.",
  "ritual.doneComputerSouth": "The computer plays South and moves first; you play North.",

  "notice.badSave":
    "The saved game could not be read, so it was dropped and a new game has started.",
  "notice.badLink": "This link does not hold a game that can be opened, so it was not opened.",
  "notice.storage": "This browser will not keep the game after a reload (storage is unavailable).",
  dismiss: "Dismiss",

  rulesTitle: "How it is played here",
  heritageTitle: "Origins and customs",
  rulesClose: "Close",
  // — the rules panel: the decisions after the rules —
  "decisions.title": "Our decisions",
  "decisions.intro": "Where the sources leave a point open or disagree, this is how we decided it.",

  "attract.title": "The computer is playing both sides — watch how the game goes.",
  "attract.touch": "Touch the screen to play",
  "attract.next": "{result}. A new game begins in a moment.",
  // — the narration (features/narration/words.js): `who` as above, so a sowing against the
  // computer reads "You lift…", "The computer lifts…" —
  "cap.lift": ({ who, player, pit, n }) =>
    count(n, {
      one: `${act(who, player, "lift")} the only seed of ${its(who, pit)} and ${verb(who, "drop")} it into the next pit, anticlockwise.`,
      other: `${act(who, player, "lift")} the ${n} seeds of ${its(who, pit)} and ${verb(who, "sow")} them one by one, anticlockwise.`,
    }),
  "cap.lift.forced.mangala-iv": ({ who, player, pit, n, side }) =>
    `The move is forced: ${pit} is the ${side === "top" ? "rightmost" : "leftmost"} pit of the row that holds seeds, so ${subject(who, player)} ${verb(who, "lift")} ${count(n, { one: "its only seed", other: `its ${n} seeds` })} and ${verb(who, "sow")} ${count(n, { one: "it", other: "them one by one" })}.`,
  "cap.relay.ali-guli-mane": ({ who, player, pit, n }) =>
    `Relay (pussa kanawa): the pit after the last seed, ${pit}, holds ${seeds({ n })}, so ${subject(who, player)} ${verb(who, "lift")} ${them(n)} and ${verb(who, "sow")} on.`,
  "cap.relay.mangala-iv": ({ who, player, n }) =>
    `Relay: the last seed made ${n} in its pit (3, or 5 or more), so ${subject(who, player)} ${verb(who, "lift")} them all and ${verb(who, "sow")} on.`,
  "cap.relay": ({ who, player, pit, n }) =>
    `${act(who, player, "lift")} ${theSeeds(n)} of ${pit} and ${verb(who, "sow")} on.`,
  "cap.saada": ({ who, player, pit }) =>
    `Saada: the pit after the last seed, ${pit}, is empty, so the sowing stops. ${act(who, player, "take")} the seeds of the next pit and of the pit facing it.`,
  "cap.capture.al-manqala": ({ who, player, pit }) =>
    `The last seed made 2 or 4 in ${pit}: ${subject(who, player)} ${verb(who, "take")} them, then ${verb(who, "walk")} back, taking the seeds of each pit that holds 2 or 4, up to the first pit that holds any other number.`,
  "cap.capture.mangala-iv": ({ who, player }) =>
    `The last seed made 2 or 4: ${subject(who, player)} ${verb(who, "take")} the seeds of that pit, of the unbroken run of 2s and 4s going back from it, and of the pits facing them all.`,
  "cap.take": ({ who, player, pit, n }) =>
    `${act(who, player, "take")} ${seeds({ n })} from ${pit}.`,
  "cap.take.saada": ({ who, player, pit, n }) =>
    `${act(who, player, "take")} ${theSeeds(n)} of ${pit}, the pit just beyond the empty one.`,
  "cap.take.facing": ({ who, player, pit, n }) =>
    `${capitalized(subject(who, player))} also ${verb(who, "take")} ${theSeeds(n)} of the pit facing it, ${pit}.`,
  "cap.take.facingAlone": ({ who, player, pit, n }) =>
    `The pit just beyond the empty one holds nothing, so ${subject(who, player)} ${verb(who, "take")} only ${count(n, { one: "the seed", other: `the ${n} seeds` })} of the pit facing that one, ${pit}.`,
  "cap.take.chain": ({ who, player, pit, n }) =>
    `The chain goes back: ${pit} holds ${seeds({ n })}, so ${subject(who, player)} ${verb(who, "take")} ${them(n)} too.`,
  "cap.take.row": ({ who, player, pit, n }) =>
    `${act(who, player, "collect")} ${count(n, { one: "the seed", other: `the ${n} seeds` })} left in ${pit}.`,
  "cap.take.division": ({ who, player, pit, n }) =>
    `Equal division: ${subject(who, player)} ${verb(who, "take")} ${seeds({ n })} from ${pit} towards ${by(who, "your", "its", "their")} half.`,
  "cap.extra": ({ who, player }) =>
    by(
      who,
      "You captured on the first sowing of your turn, so you sow once more.",
      "The computer captured on the first sowing of its turn, so it sows once more.",
      `${player} captured on the first sowing of the turn, so sows once more.`,
    ),
  "cap.pass": ({ who, player }) =>
    by(
      who,
      "You have no seed in your row and pass.",
      "The computer has no seed in its row and passes.",
      `${player} has no seed in their row and passes.`,
    ),
  "cap.stop.al-manqala": ({ pit, n }) =>
    `The last seed made ${n} in ${pit}, not 2 or 4: nothing is taken.`,
  "cap.stop.mangala-iv": ({ pit }) =>
    `The last seed fell into an empty pit, ${pit}: the move ends.`,
  "cap.end": "Game over: {reason}",

  "keep.linkNote":
    "Send this link to a friend: it opens this game with all its moves, and they can play the next one and send it back.",
  "keep.textLabel": "The game as text (copy it, or paste a game here to open it)",
  "keep.copy": "Copy as text",
  "keep.download": "Download file",
  "keep.open": "Open the pasted game",
  "keep.file": "Open a game file…",
  "keep.copied": "Game copied as text.",
  "notice.badFile": "This game could not be opened. The game on the board is unchanged.",

  "moves.title": "Moves",
  "moves.key": ({ variant }) =>
    `A–G: South's pits, a–g: North's, each from its owner's left. ×N: seeds captured.${variant === "ali-guli-mane" ? " +: the same player sows again." : ""}${variant === "al-manqala" ? " =: the seeds cycle, and the players agreed to divide them." : ""}`,
  "moves.start": "Start",
  "moves.number": "Move {n}",
  "moves.agree": "the seeds cycle: board divided by agreement",
  "moves.captures": ({ n }) => `captures ${seeds({ n })}`,
  "moves.extra": "sows again",
  "moves.pass": ({ who, player }) => by(who, "You pass", "The computer passes", `${player} passes`),
  "moves.end": "Game over",
  "status.viewing": ({ n }) =>
    n === 0 ? "Looking back: the start of the game" : `Looking back: the board after move ${n}`,
  "status.replaying": ({ n }) => (n === 0 ? "Replay: the start of the game" : `Replay: move ${n}`),
  "review.label": "Looking back at the game",
  "review.now": ({ n }) => count(n, { one: "1 move played", other: `${n} moves played` }),
  "review.at": ({ n, total }) =>
    n === 0 ? `The start, before move 1 of ${total}` : `Move ${n} of ${total}`,
  "review.start": "To the start",
  "review.back": "One move back",
  "review.play": "Replay from here",
  "review.pause": "Pause the replay",
  "review.forward": "Play the next move",
  "review.past": "A past position: no move can be played here",
  "review.live": "Back to the game",

  // — sound —
  sound: "Sound",

  // — lessons —
  "lesson.learn": "Learn in one minute",

  // — review of a game ("How did I play?"; the rest of its words: critique-en.js) —
  "analysis.open": "Analyse",
  "critique.button": "How did I play?",
  "grade.best": "best move",
  "grade.good": "good move",
  "grade.inaccuracy": "inaccuracy",
  "grade.mistake": "mistake",
  "grade.blunder": "blunder",
  "notice.critique": "The review of the game stopped before it was finished.",

  // — face to face (layout=facing, features/facing/view.js) —
  "facing.buttons": ({ player }) => of(player, "buttons"),
  "opt.layout": "How you sit",
  "opt.layoutSide": "Side by side, both facing the screen",
  "opt.layoutFacing": "Face to face across a table (North's words turn towards North)",
  "facing.undoTitle": "Take back a move?",
  "facing.undoAsk": "{player} would like to take back their last move. {other}, do you agree?",
  "facing.undoYes": "Yes, take it back",
  "facing.undoNo": "No, play on",

  // — the welcome of a first visit and "Explain each sowing" (issue 23) —
  "welcome.open": "Getting started",
  "welcome.close": "Close the welcome",
  "welcome.what.ali-guli-mane":
    "A mancala game of South India for two: sow seeds round the board; while the pit after your last seed holds seeds, lift them and sow on; when it is empty, win the seeds of the pit just beyond it and of the pit facing that one.",
  "welcome.what.al-manqala":
    "A mancala game of Galilee for two: sow the seeds of one pit; if your last seed makes 2 or 4 in its pit, take them, then go back pit by pit, taking every 2 or 4, until a pit holds some other number. The first to capture 50 seeds wins.",
  "welcome.what.mangala-iv":
    "A mancala game of Gaziantep for two: each move sows your leftmost pit that holds seeds, and the number of seeds in the pit where your last seed falls decides whether you sow on, stop, or take a run of 2s and 4s together with the seeds facing them.",
  "welcome.row": "You sow from the bottom row, and the first move is yours.",
  "welcome.row.ritual":
    "The bottom row moves first; the opening ritual, odd or even, decides who takes it.",
  "welcome.computer": "Play the computer",
  "welcome.computer.note": "At the Beginner level, for a first game",
  "welcome.computer.note.mangala-iv":
    "At the Beginner level, with a house rule that is not the Gaziantep tradition: you choose which pit to sow",
  "welcome.friend": "Play a friend on this device",
  "welcome.friend.note": "Take turns on this screen",
  "welcome.lesson": "Learn in one minute",
  "welcome.lesson.note": "The rules, played step by step on the board",
  "welcome.puzzle": "Puzzle of the day",
  "status.newcomer": ({ who, player, side }) =>
    `${by(who, "Your move", "The computer's move", `${player} to move`)}: choose a pit in the ${side === "bottom" ? "bottom" : "top"} row`,
  // The button that turns the board half a turn (views/flip.js).
  flip: "Turn the board",
  narrate: "Explain each sowing",

  // — a clipboard that refuses (an iframe without allow="clipboard-write"): copy by hand —
  "copy.refused":
    "The link could not be copied for you. It is selected in the box: copy it from there by hand.",
  "keep.copyRefused":
    "The game could not be copied for you. It is selected in the box: copy it from there by hand.",

  // — voice (features/voice/speech.js) —
  voice: "Read aloud",
  // A voice of another region than the words' (a Brazilian voice for European Portuguese;
  // features/voice/speech.js): only Portuguese asks for one region.
  "voice.region":
    "This device has no voice for the English these words are written in, so a voice of another region reads them aloud.",
  "voice.none":
    "This device has no voice for English, so nothing is read aloud: the words stay on screen.",

  // — puzzles (flow/modes/puzzle.js; the rest of their words: puzzle-en.js) —
  puzzles: "Puzzles",
  "end.puzzle": "Try a puzzle",
  "kiosk.puzzle": "Puzzle of the day",
  // — notices of a failed step: the visitor's words; the engine's message goes to data-why —
  "notice.move": "That move could not be played. The game on the board is unchanged.",
  "notice.computer": "The computer could not choose its move. Try again, or start a new game.",
  "notice.hint": "No hint could be worked out this time.",
  "notice.options":
    "No game could be started with these settings. The game on the board is unchanged.",
  "notice.badPuzzle": "This puzzle could not be opened, so the game is shown instead.",
  "notice.badPosition": "This position could not be opened, so the game is shown instead.",

  // — kiosk: "Still there?", asking before a game ends, "please wait" (features/kiosk/session.js) —
  "still.title": "Are you still playing?",
  "still.count": ({ n, what }) =>
    count(n, { one: `The ${what} ends in 1 second.`, other: `The ${what} ends in ${n} seconds.` }),
  "still.touch": ({ what }) => `Touch the screen to keep your ${what}.`,
  "still.keep": "Keep playing",
  "restart.title": "Start a new game?",
  "restart.says": "This game will end.",
  "restart.yes": "Yes",
  "restart.no": "No",
  wait: "Please wait…",
});
