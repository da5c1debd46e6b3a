// The shapes that cross the page's modules, as JSDoc typedefs for the type check
// (`tsc -p jsconfig.json`). Typedefs only: this module has no runtime code, and modules take
// its types with `/** @import { Screen } from "./types.js" */`.
//
// The Game handle's own types (Variant, GameState, Trace, GameRecord, …) come from the
// `.d.ts` wasm-bindgen writes beside its glue (scripts/wasm-types; their source is
// the Rust types of src/wasm/schema.rs), and are re-exported here under the same names.

/**
 * @typedef {import("../mancala-heritage.js").Game} Game
 * @typedef {typeof import("../mancala-heritage.js").Game} GameClass
 * @typedef {typeof import("../mancala-heritage.js")} Bindings
 * @typedef {import("../mancala-heritage.js").Variant} Variant
 * @typedef {import("../mancala-heritage.js").PlayerNumber} PlayerNumber
 * @typedef {import("../mancala-heritage.js").Reason} Reason
 * @typedef {import("../mancala-heritage.js").Why} Why
 * @typedef {import("../mancala-heritage.js").Level} Level
 * @typedef {import("../mancala-heritage.js").Options} Options
 * @typedef {import("../mancala-heritage.js").OptionInfo} OptionInfo
 * @typedef {import("../mancala-heritage.js").GameState} GameState
 * @typedef {import("../mancala-heritage.js").GameState} StateInput
 * @typedef {import("../mancala-heritage.js").TraceEvent} TraceEvent
 * @typedef {import("../mancala-heritage.js").Trace} Trace
 * @typedef {import("../mancala-heritage.js").GameResult} GameResult
 * @typedef {import("../mancala-heritage.js").Foresight} Foresight
 * @typedef {import("../mancala-heritage.js").MoveOptions} MoveOptions
 * @typedef {import("../mancala-heritage.js").AnalyzeOptions} AnalyzeOptions
 * @typedef {import("../mancala-heritage.js").MoveAnalysis} MoveAnalysis
 * @typedef {import("../mancala-heritage.js").ActionValue} Action
 * @typedef {import("../mancala-heritage.js").Seats} Seats
 * @typedef {import("../mancala-heritage.js").GameRecord} GameRecord
 * @typedef {import("../mancala-heritage.js").MoveEntry} MoveEntry
 */

// ---- Words ----------------------------------------------------------------------------------

/**
 * The slots of a string of words ({name} in a string, or the argument of a function).
 * @typedef {{ [name: string]: any }} WordVars
 */

/**
 * One entry of a table of words: a string with {name} slots, or a function of the slots.
 * @typedef {string | ((vars: WordVars) => string)} WordEntry
 */

/**
 * A language's table of words (i18n/xx.js, i18n/critique-xx.js): key → entry.
 * @typedef {{ [key: string]: WordEntry }} WordTable
 */

/**
 * Another language's words of the page (i18n/xx.js): English's keys (i18n/en.js), any missing
 * (English, fetched then, stands in), none of its own.
 * @typedef {{ [K in keyof typeof import("./i18n/en.js").default]?: WordEntry }} Words
 */

/**
 * Another language's words of the review (i18n/critique-xx.js), as Words are of the page's.
 * @typedef {{ [K in keyof typeof import("./i18n/critique-en.js").default]?: WordEntry }}
 *   CritiqueWords
 */

/**
 * t(key, vars): the words of `key` in a language (i18n/index.js translator).
 * @typedef {(key: string, vars?: WordVars) => string} Translate
 */

/**
 * A language's lesson words (lessons/words-xx.js): `ui`, then per game, per step id, the
 * step's words (say, done, wrong, miss …).
 * @typedef {{ [key: string]: WordEntry | LessonWords }} LessonWords
 */

/**
 * Another language's lesson words (lessons/words-xx.js): English's keys at every level
 * (lessons/words-en.js), any missing (English stands in), none of its own.
 * @template T
 * @typedef {{ [K in keyof T]?: T[K] extends string | ((vars: WordVars) => string) ? WordEntry
 *   : LessonWordsOf<T[K]> }} LessonWordsOf
 */

/**
 * A block of a rules text (i18n/texts-xx.js): ["h", text] a heading, ["p", text] a paragraph,
 * ["ul", [items]] a list, ["decided", text] a point the project decided.
 * @typedef {[("h" | "p" | "decided"), string] | ["ul", string[]]} TextBlock
 */

/**
 * A language's rules and heritage texts (i18n/texts-xx.js), per game.
 * @typedef {{ [variant: string]: { [part: string]: TextBlock[] } }} Texts
 */

/** Who plays a player, for the words: "you" or "computer" (a person against the computer), or
 * null (two people).
 * @typedef {"you" | "computer" | null} Role */

// ---- The board (board/) ---------------------------------------------------------------------

/**
 * What the board shows of a position (board/index.js `set`, the screen's `board`).
 * @typedef {object} Snapshot
 * @property {Variant} variant
 * @property {number[]} pits the seeds of the 14 pits
 * @property {number[]} captured the piles of player 0 and player 1
 * @property {PlayerNumber} toMove
 * @property {number[]} legal the pits that may be picked now
 * @property {number[]} closed Ali Guli Mane rounds: the closed pits
 * @property {boolean} over
 * @property {boolean} forced
 * @property {number | null} [forcedPit] the pit the rules force (marked while it is legal)
 */

/**
 * The marks a move leaves on the board (board/view.js).
 * @typedef {object} Marks
 * @property {number[]} saada
 * @property {number[]} captured
 * @property {number | null} relay
 * @property {number | null} lifted
 */

/**
 * A passing note over the board while a move is drawn.
 * @typedef {{ type: "extra" } | { type: "pass", player: PlayerNumber }
 *   | { type: "round", number: number } | { type: "end", reason: Reason }} Note
 */

/**
 * The board's drawn state (board/view.js): a snapshot, the hand of seeds, the marks and a note.
 * @typedef {object} BoardView
 * @property {Variant} variant
 * @property {number[]} pits
 * @property {number[]} captured
 * @property {PlayerNumber} toMove
 * @property {number[]} legal
 * @property {number[]} closed
 * @property {boolean} over
 * @property {boolean} forced
 * @property {number | null} forcedPit
 * @property {number | null} hint
 * @property {{ pit: number, seeds: number } | null} hand
 * @property {Marks} marks
 * @property {Note | null} note
 */

/**
 * The config of createBoard (board/index.js), every field optional.
 * @typedef {object} BoardConfig
 * @property {Translate} [t] its words (i18n translator(lang), once loadWords(lang) has fetched
 *   them); without, none until setText(t)
 * @property {string[]} [names]
 * @property {Role[]} [roles]
 * @property {Speed} [speed]
 * @property {boolean} [reducedMotion]
 * @property {boolean} [interactive]
 * @property {(pit: number) => void} [onMove]
 * @property {(pit: number) => void} [onMiss]
 * @property {() => void} [onSettled]
 * @property {(event: TraceEvent, view: BoardView) => void} [onStep]
 */

/** @typedef {ReturnType<typeof import("./board/index.js").createBoard>} Board */

/** @typedef {"slow" | "normal" | "fast" | "instant"} Speed */

/** How the players sit: side by side before the screen, or face to face across it (a table).
 * @typedef {"side" | "facing"} Layout */

// ---- The game flow (flow/) ------------------------------------------------------------------

/**
 * The machine's phase (flow/controller.js header).
 * @typedef {"loading" | "idle" | "thinking" | "hinting" | "animating" | "asking" | "ritual"
 *   | "viewing" | "replaying"} Phase
 */

/** @typedef {"play" | "attract"} Session */

/** The computer of a new game's seats: who it plays and how well.
 * @typedef {{ player: PlayerNumber, level: Level }} Opponent */

/**
 * A hint: the recommended pit, what can be said about it, and its value.
 * @typedef {{ pit: number, facts: MoveFact[], value: number, saves?: number | null }} Hint
 */

/**
 * One thing a hint can say about a move (ai/client.js moveFacts).
 * @typedef {{ fact: "drawsByForce" | "losesByForce" | "extraSowing" | "noSafeReply"
 *   | "othersLose" } | { fact: "captures", seeds: number }
 *   | { fact: "winsByForce", seeds?: number }} MoveFact
 */

/** @typedef {"best" | "good" | "inaccuracy" | "mistake" | "blunder"} Grade */
/** @typedef {"win" | "draw" | "loss" | null} Outcome */

/**
 * The grade of one reviewed move (flow/critique.js gradeMove); `index` and `player` once it is
 * one of a review's marks, `forced` when it had no other choice.
 * @typedef {object} Mark
 * @property {Grade} grade
 * @property {number} lost
 * @property {"win" | "draw" | null} slip
 * @property {number} played
 * @property {number | null} better
 * @property {MoveFact[]} playedFacts
 * @property {MoveFact[] | null} betterFacts
 * @property {number | null} before
 * @property {number | null} after
 * @property {[Outcome, Outcome]} outcomes
 * @property {boolean} proven
 * @property {boolean} [forced]
 * @property {number} [index]
 * @property {PlayerNumber} [player]
 * @property {boolean} [first] its player's first move, in a game from the variant's own start
 */

/** A mark of a review: the grade of the move `index` of the game, made by `player`.
 * @typedef {Mark & { index: number, player: PlayerNumber }} ReviewedMark */

/**
 * One player's summary of a review.
 * @typedef {{ counts: { [grade: string]: number }, moves: number, turningPoint: number | null }}
 *   Summary
 */

/**
 * The critique of a game ("How did I play?"), in progress or done (m.critique,
 * flow/critique.js).
 * @typedef {object} Critique
 * @property {GameRecord} record
 * @property {"running" | "done"} status
 * @property {number} done
 * @property {number} total
 * @property {(Mark | null)[]} marks
 * @property {(Summary | null)[] | null} summary
 * @property {number | null} selected
 */

/** The critique as the screen shows it.
 * @typedef {Omit<Critique, "record">} CritiqueScreen */

/**
 * What a lesson's move did: the slots of its "done" words (flow/modes/lesson.js factsOf).
 * @typedef {{ a: number, b: number, n: number, k: number, got: number, relay: number,
 *   last: number }} LessonFacts
 */

/** @typedef {"try" | "sowing" | "done" | "ritual"} LessonPhase */

/**
 * The lesson in progress (m.lesson, flow/modes/lesson.js).
 * @typedef {object} LessonState
 * @property {Variant} variant
 * @property {number} index
 * @property {Game | null} g
 * @property {number} key
 * @property {LessonPhase} [phase]
 * @property {{ kind: string, pit: number } | null} [wrong]
 * @property {LessonFacts | null} [facts]
 * @property {"computer" | "you" | null} [ritual]
 */

/**
 * A step of a lesson (lessons/lessons.js).
 * @typedef {object} LessonStep
 * @property {string} id
 * @property {StateInput | "previous" | "start"} state
 * @property {number | "agree" | "ritual"} action
 * @property {boolean} [any]
 * @property {boolean} [mark]
 * @property {object} [expect]
 * @property {object} [others]
 */

/**
 * A lesson's step as the screen shows it.
 * @typedef {object} LessonScreen
 * @property {Variant} variant
 * @property {number} step from 1
 * @property {number} steps
 * @property {string} id
 * @property {LessonStep["action"]} action
 * @property {LessonStep["action"] | null} mark
 * @property {LessonPhase | undefined} phase
 * @property {LessonState["wrong"]} wrong
 * @property {LessonState["facts"]} facts
 * @property {LessonState["ritual"]} ritual
 * @property {boolean} last
 */

/**
 * The controller's machine state `m` (flow/controller.js), the one description of it.
 *
 * `phase` (the screen's too) and what moves between phases:
 *   loading    → idle | thinking | ritual            a game is opened (saved, link, file, new)
 *   idle       → animating                          a person plays a legal pit
 *              → hinting → idle                     the hint's search
 *              → asking → idle | animating …        a dialog: new game, the agreed cycle
 *              → viewing ⇄ replaying                looking back at the game (`past`)
 *   thinking   → animating                          the computer chose its move
 *   animating  → asking (a round's end, the end) → idle | thinking
 *   ritual     → idle | thinking                    Mangala IV's opening ritual is over
 *   viewing    → idle | thinking                    back to the game
 * `session` is "play", or "attract" (a kiosk's computer playing both sides).
 * `lesson`, while a lesson runs (flow/modes/lesson.js), plays its own game over the game in play, in
 * the same phases (idle, animating, ritual); its own phase: "try" (the learner's turn) →
 * "sowing" (the board animates) → "done" (what happened, in words; Next) — or "ritual"
 * (Mangala IV's scene) → "done".
 * `critique`, the review of the game in play (flow/critique.js), runs beside any phase.
 * @typedef {object} Machine
 * @property {Phase} phase
 * @property {Session} session
 * @property {Game | null} g the game in play
 * @property {number} gameId changes with each game put in play (and each undo)
 * @property {number} games counts the games put in play (an undo keeps the game)
 * @property {{ index: number, g: Game } | null} past the past position looked at: the game
 *   after action `index` (-1: the start), a handle of its own (g.at)
 * @property {Hint | null} hint
 * @property {boolean} sowing the board animates a sowing (or a division) to the screen's board
 * @property {Opponent | null} opponent of new games
 * @property {LessonState | null} lesson
 * @property {Critique | null} critique
 * @property {PuzzleState | null} [puzzle] while a puzzle shows (flow/modes/puzzle.js)
 * @property {AnalysisState | null} [analysis] while the analysis board shows
 *   (flow/modes/analysis.js)
 */

/**
 * The screen state every view renders (flow/screen.js screenOf).
 * @typedef {object} Screen
 * @property {Phase} phase
 * @property {Session} session
 * @property {Variant} variant
 * @property {Options} options
 * @property {Seats} seats
 * @property {PlayerNumber} [person] the side this page's person plays when the seats don't say
 *   it (a live game's seat: features/live/mode.js); else the side the computer leaves them
 * @property {Snapshot} board
 * @property {string} positionKey
 * @property {number} game names the game in play: another game opened (not an undo) changes it
 * @property {boolean} sowing
 * @property {MoveEntry[]} moves the move list (g.moves()), fetched when first read
 * @property {number} played the number of actions played (g.movesPlayed())
 * @property {number} current the index of the last action on the board (-1: the start)
 * @property {number | null} viewing
 * @property {PlayerNumber} toMove
 * @property {boolean} human
 * @property {boolean} over
 * @property {GameResult | null} result
 * @property {boolean} extraSowing
 * @property {number | null} round
 * @property {number | null} forcedPit
 * @property {Level | null} level
 * @property {boolean} canUndo
 * @property {[boolean, boolean]} undoBy whether each player may ask to take back a move at their
 *   own edge (face to face: ctl.undo(player)): between two people only the last mover, on a still
 *   board; against the computer, the person whenever canUndo
 * @property {boolean} canHint
 * @property {Hint | null} hint
 * @property {{ shown: boolean, enabled: boolean }} cycle
 * @property {CritiqueScreen | null} critique
 * @property {boolean} canCritique
 * @property {LessonScreen | null} lesson
 * @property {PuzzleScreen | null} [puzzle] while a puzzle shows
 * @property {AnalysisScreen | null} [analysis] while the analysis board shows
 * @property {boolean} [analysable] false while a page feature's mode is in play (a live game:
 *   the Analyse control is hidden, and the board opens only on the game in play)
 */

/**
 * What Mangala IV's ritual ends with (ritual.js playRitual), or null when it was left.
 * @typedef {import("./views/ritual.js").Ritual} RitualResult
 */

/**
 * What the controller says through the board's live region (effects.say).
 * @typedef {{ type: "end", result: GameResult | null } | { type: "ritual", seats: Seats }} Said
 */

/**
 * What the controller needs from the page (flow/controller.js header).
 * @typedef {object} Effects
 * @property {(trace: Trace, signal: AbortSignal) => Promise<void>} animate
 * @property {() => Promise<void>} settle
 * @property {(signal: AbortSignal) => Promise<void>} beat
 * @property {(kind: string, facts: any, signal: AbortSignal) => Promise<{ value: string, [more: string]: any }>} ask
 * @property {(how: { computer: boolean, wantsSouth: () => boolean,
 *   chooser: (hidden: 1 | 2, guess: "odd" | "even") => "guesser" | "hider" }, signal: AbortSignal)
 *   => Promise<RitualResult | null>} ritual
 * @property {(kind: string, key: string | null, vars?: WordVars) => void} notice
 * @property {(what: Said) => void} say
 */

/**
 * The saved game and settings (lib/storage.js), or nothing for embeds and kiosks (lib/storage.js storeFor).
 * @typedef {object} Store
 * @property {(name: string) => string | null} get
 * @property {(name: string, value: string) => unknown} set
 * @property {(variant: string) => GameRecord | null} load
 * @property {(record: GameRecord) => void} save
 * @property {(variant: string) => unknown} drop
 */

/** The computer's search, in its worker (ai/client.js createAi).
 * @typedef {ReturnType<typeof import("./ai/client.js").createAi>} Ai */

/** A computer seat (ai/client.js createComputer).
 * @typedef {ReturnType<typeof import("./ai/client.js").createComputer>} Computer */

/** Who picks a seat's move: a person, or a computer (flow/seating.js).
 * @typedef {{ readonly kind: "human" } | Computer} Seat */

/** The controller's public object (flow/controller.js createController).
 * @typedef {ReturnType<typeof import("./flow/controller.js").createController>} Controller */

/**
 * A lesson's commands (the controller's `lesson`, flow/modes/lesson.js lessonCommands).
 * @typedef {object} LessonCommands
 * @property {(variant: Variant) => Promise<boolean>} start
 * @property {() => void} show
 * @property {() => void} agree
 * @property {() => void} next
 * @property {() => void} leave
 * @property {() => void} beginner
 */

// ---- Puzzles (flow/modes/puzzle.js, views/puzzle.js) ---------------------------------------------

/**
 * A puzzle of www/puzzles/<variant>.json (docs/puzzles.md).
 * @typedef {object} Puzzle
 * @property {string} id
 * @property {Variant} variant
 * @property {GameState} state
 * @property {number[]} line the solution's sowings, the solver's first, the replies between
 * @property {"win" | "draw" | "seeds"} goal
 * @property {number} [seeds] the N of a "seeds" goal
 * @property {string[]} themes
 * @property {number} rating its difficulty
 */

/**
 * Why a wrong sowing fails: the opponent's best answer (the search's), the game's end, or
 * (when the solver moves again, or no answer was found) only that it falls short.
 * An answer that captures nothing says what it leaves (`then`): the game's end, or the most
 * the solver's next sowing captures (`best`), when the solver moves next.
 * @typedef {{ kind: "answer", player: PlayerNumber, pit: number, captures: number,
 *   outcome: "win" | "draw" | "loss" | null,
 *   then?: { kind: "over", result: GameResult | null } | { kind: "best", n: number } | null }
 *   | { kind: "over", result: GameResult | null } | { kind: "short" }} Refutation
 */

/**
 * Where a puzzle is: the solver's turn ("try"), a sowing of the line and the replies that
 * follow ("sowing", "reply"), a wrong sowing and its answer ("refuting" → "refuted"), the
 * solution shown ("showing"), the end of the line ("done").
 * @typedef {"try" | "sowing" | "reply" | "refuting" | "refuted" | "showing" | "done"} PuzzlePhase
 */

/**
 * The puzzle shown (m.puzzle, flow/modes/puzzle.js).
 * @typedef {object} PuzzleState
 * @property {Puzzle} puzzle
 * @property {Game} g its own game, from the puzzle's state
 * @property {PlayerNumber} solver
 * @property {number} steps the solver's sowings in the line
 * @property {boolean} daily
 * @property {number} key changes with each puzzle shown and each new try
 * @property {number} at the line's sowings played
 * @property {"solving" | "solved" | "failed"} status
 * @property {PuzzlePhase} phase
 * @property {boolean} rated its first attempt has been rated
 * @property {Refutation | null} refutation
 * @property {MoveFact[] | null} hint what the line's sowing does
 * @property {boolean} shown the solution was shown
 * @property {number | null} change the rating's change after the attempt
 */

/**
 * A puzzle as the screen shows it.
 * @typedef {object} PuzzleScreen
 * @property {string} id
 * @property {Variant} variant
 * @property {Puzzle["goal"]} goal
 * @property {number | null} seeds
 * @property {string[]} themes
 * @property {number} difficulty
 * @property {PlayerNumber} solver
 * @property {boolean} daily
 * @property {number} key
 * @property {PuzzleState["status"]} status
 * @property {PuzzlePhase} phase
 * @property {number} step the solver's sowings of the line made
 * @property {number} steps
 * @property {Refutation | null} refutation
 * @property {MoveFact[] | null} hint
 * @property {boolean} shown
 * @property {number} rating the player's puzzle rating
 * @property {boolean} provisional the rating is new and still moves fast (puzzles/rating.js)
 * @property {number | null} change what the first attempt at this puzzle did to the rating,
 *   until the player tries again
 * @property {boolean} canContinue
 * @property {{ themes: string[], retryMissed: boolean }} prefs
 */

/**
 * A puzzle's commands (the controller's `puzzle`, flow/modes/puzzle.js).
 * @typedef {object} PuzzleCommands
 * @property {(ref: string, variant?: Variant) => Promise<boolean>} start
 * @property {() => Promise<boolean>} next
 * @property {() => Promise<void>} retry
 * @property {() => Promise<void>} solution
 * @property {() => Promise<void>} hint
 * @property {(level?: Level) => Promise<boolean>} continueGame
 * @property {() => Promise<void>} leave
 * @property {(choice: { themes?: string[], retryMissed?: boolean }) => void} [choose] the next
 *   puzzles' themes, or the missed ones (the history view's choice)
 * @property {() => import("./puzzles/types.js").Progress | null} [progress] the player's rating
 *   and history
 */

// ---- The analysis board (flow/modes/analysis.js, views/analysis.js) --------------------------

/**
 * The analysis board shown (m.analysis, flow/modes/analysis.js).
 * @typedef {object} AnalysisState
 * @property {Game} g its own game: the position of the tree's current node
 * @property {GameRecord} root the study's start (a record with no action)
 * @property {string} rootText the start's position text
 * @property {import("./flow/tree.js").Tree} tree the study's moves (flow/tree.js)
 * @property {Map<number, { moves: MoveAnalysis[], mover: PlayerNumber, step: number }>} values
 *   each analysed node's latest analysis (by node id), the mover, and the step it came from
 * @property {number} key changes with each board opened
 * @property {MoveAnalysis[] | null} moves the latest analysis of the position shown
 * @property {number} step the analyses of the position shown so far
 * @property {"thinking" | "stopped" | "done" | "over"} status
 * @property {string | null} error the handle's message when an analysis failed
 */

/**
 * The analysis board as the screen shows it.
 * @typedef {object} AnalysisScreen
 * @property {number} key
 * @property {AnalysisState["status"]} status
 * @property {number} step
 * @property {number} steps the analyses a position gets at most
 * @property {MoveAnalysis[] | null} moves
 * @property {number} depth the deepest search of the latest analysis, in sowings
 * @property {string | null} error
 * @property {string} positionText the position shown (g.positionText(), docs/notation.md)
 * @property {StudyScreen} study the tree of variations, its graph and its link
 */

/**
 * A move of the study's tree as the screen shows it (flow/modes/analysis.js studyOf).
 * @typedef {object} StudyMove
 * @property {number} id the tree node's
 * @property {Action} action
 * @property {number} number its number in the file (sowings from the study's start)
 * @property {number} parent the id of the node it was played from
 * @property {boolean} first it continues its parent's line (else it is a variation)
 * @property {number} variations the other moves after it (its variations' count)
 * @property {boolean} main on the main line
 * @property {string} comment
 * @property {{ grade: Grade, lost: number } | null} mark how much it gave up against the best
 *   sowing of the position it was played from, once that was analysed
 */

/**
 * The study on the screen.
 * @typedef {object} StudyScreen
 * @property {StudyMove[]} moves every move, in the file's order
 * @property {number} current the id of the node shown (0: the start)
 * @property {string} comment the comment on the node shown
 * @property {boolean} isMain the node shown is on the main line
 * @property {boolean} atStart the node shown is the study's start
 * @property {({ id: number, value: number } | null)[]} graph the main line's positions (its
 *   start first): South's expected margin with the best sowing, in seeds, once analysed
 * @property {string} rootText the start's position text
 * @property {string} code the tree as a link carries it (flow/study.js treeCode)
 * @property {number} at the node shown, as a link carries it (flow/study.js indexOf)
 */

/**
 * The analysis board's commands (the controller's `analysis`, flow/modes/analysis.js).
 * @typedef {object} AnalysisCommands
 * @property {(text?: string, link?: { study?: string | null, at?: string | null }) =>
 *   Promise<boolean>} open a position text (with a link's study), or the game in play
 * @property {() => void} stop
 * @property {() => void} resume
 * @property {() => void} back
 * @property {() => Promise<void>} leave
 * @property {(study: { file: string } | { text: string, code: string, at?: number }) =>
 *   Promise<boolean>} openStudy a game file, or a link's position text and tree
 * @property {() => string | null} file the study's game file
 * @property {(where: "back" | "forward" | "start" | "end" | "up" | "down") => void} go
 * @property {(id: number) => void} goTo
 * @property {(id?: number) => void} promote
 * @property {(id?: number) => void} remove
 * @property {(text: string) => void} comment
 */

// ---- Mounting (mount.js) --------------------------------------------------------------------

/**
 * A game link's parameters (lib/links.js readLink).
 * @typedef {ReturnType<typeof import("./lib/links.js").readLink>} Link
 */

/**
 * The options of mountGame, every field documented beside the option (lib/options.js).
 * @typedef {import("./lib/options.js").MountOptions} MountOptions
 */

/** The options of a mount, with their defaults (lib/options.js mountOptions).
 * @typedef {import("./lib/options.js").Mount} Mount */

// ---- What a mounted game is assembled from (game/) and what plugs into it -------------------

/** The settings of a mounted game: language, speed, layout (game/settings.js).
 * @typedef {ReturnType<typeof import("./game/settings.js").createSettings>} Settings */

/** The core views of a mounted game, drawn from the screen (game/views.js).
 * @typedef {ReturnType<typeof import("./game/views.js").createViews>} Views */

/**
 * Looking back, for the move list, the bar, the review and the keys: the controller's
 * commands, passed on once it has come (game/views.js).
 * @typedef {object} Looking
 * @property {(index: number) => void} view
 * @property {(delta: number) => void} step
 * @property {() => void} backToGame
 * @property {() => void} replay
 * @property {() => void} replayStep
 * @property {() => void} pause
 * @property {() => void} cancelCritique
 * @property {() => void} closeCritique
 * @property {(index: number) => void} selectCritique
 */

/**
 * A page feature: watches the screen and owns some of the page; decides nothing of the flow
 * (features/<name>/index.js; the list is game/features.js, docs/architecture.md).
 * @typedef {object} Feature
 * @property {string} name
 * @property {(o: Mount) => boolean} wanted whether a mount has it, from its options
 * @property {(game: GameContext) => Promise<FeatureModule> | FeatureModule} load the module (an
 *   import() for one fetched only when wanted, with its stylesheet if it has one: lib/styles.js)
 * @property {(game: GameContext, fetch: () => Promise<Installed | void>) => Installed} [until] for
 *   a feature fetched when first needed: the hooks standing in for it until then, which call
 *   `fetch` (its load and install, once; it gives the feature's hooks, none if it could not come)
 *   when it is needed
 */

/** A feature's module: install(game) sets it up in one mounted game.
 * @typedef {{ install: (game: GameContext) => Installed }} FeatureModule */

/**
 * What a mounted game offers a feature. The controller comes with the wasm: `ctl()` is null
 * until then, and `controller` resolves with it.
 * @typedef {object} GameContext
 * @property {HTMLElement} root the game's element
 * @property {string} id the game's id prefix (for ids inside it)
 * @property {Mount} o the options with their defaults
 * @property {MountOptions} options the options as given
 * @property {Store} store the saved settings (nothing for embeds and kiosks)
 * @property {Settings} settings language (lang, t), speed, layout
 * @property {Views} views the core views (the board, the rules panel, the lesson's box, …)
 * @property {() => Controller | null} ctl the controller, once the wasm is in
 * @property {Promise<Controller>} controller resolves with it
 * @property {() => void} rerender draws the screen shown again (a setting of the feature changed)
 * @property {(variant: Variant) => Promise<void>} startLesson a lesson from a button: the rules
 *   panel makes room, the focus goes to the lesson
 * @property {(text: string, how?: { interrupt?: boolean }) => void} speak the voice, if a
 *   feature provides it (else nothing)
 * @property {(event: string, fields?: { [field: string]: unknown }) => void} count the visitor
 *   counts, if a feature provides them (else nothing)
 */

/**
 * What an installed feature hooks into; every hook optional but destroy. The hooks of the
 * features run in the order of the list (game/features.js).
 * @typedef {object} Installed
 * @property {(s: Screen) => void} [render] each screen, after the core views
 * @property {(s: Screen) => PlayerNumber | null} [status] the row a newcomer is told to play in
 *   the status line (the welcome), before the core views draw the screen
 * @property {(trace: Trace) => () => void} [sowing] a sowing starts being drawn; returns its end
 * @property {(e: TraceEvent, view: BoardView) => void} [step] each event the board draws
 * @property {(kind: string, facts: any) => () => void} [asking] a dialog of the controller has
 *   opened (views/dialogs.js); returns what puts it back when it closes
 * @property {(pit: number, s: Screen) => void} [picked] a person picked a legal pit on `s`
 * @property {{ [action: string]: (target: HTMLElement) => unknown }} [commands] what a button's
 *   data-action does (over the core's of game/commands.js)
 * @property {{ speak?: GameContext["speak"], count?: GameContext["count"] }} [provides]
 * @property {() => void} [words] the language changed
 * @property {(layout: Layout) => void} [layout] the layout changed
 * @property {(ctl: Controller) => unknown} [ready] the first game is open (boot waits for it)
 * @property {() => void} destroy takes away whatever the feature added
 */

/**
 * A mode: a game of its own over the game in play, which the controller reaches through its
 * list of modes (flow/controller.js; flow/modes/lesson.js, flow/modes/puzzle.js).
 * @typedef {object} Mode
 * @property {() => boolean} active whether it is shown now
 * @property {() => Screen} screen its screen, in place of the game's
 * @property {(pit: number) => void} pick a person picked a pit
 * @property {(pit: number) => void} [miss] a person picked a pit that can't be played
 * @property {() => unknown} [hint] the hint, in place of the game's
 * @property {() => void} close
 */

export {};
