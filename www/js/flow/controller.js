// The game flow, headless: one state machine over the Game handle, publishing one screen
// state (./screen.js) that the views render. It touches no DOM; what it needs from the page
// comes through `effects` (below), so it can be driven and tested without a board.
//
// States (screen.phase) and what moves between them:
//   loading    → idle | thinking | ritual            a game is opened (saved, link, file, new)
//   idle       → animating                          a person plays a legal pit
//              → hinting → idle                     the hint's search
//              → asking → idle | animating …        a dialog: new game, the agreed cycle
//              → viewing ⇄ replaying                looking back at the game
//   thinking   → animating                          the computer chose its move
//   animating  → asking (a round's end, the end) → idle | thinking
//   ritual     → idle | thinking                    Mangala IV's opening ritual is over
//   viewing    → idle | thinking                    back to the game
// The session is "play", or "attract" (a kiosk's computer playing both sides).
//
// One cancellation per turn: every step that waits (a search, a hint, an animation, a
// dialog, the ritual) gets the signal of the current turn's AbortController; whatever starts
// a new turn (a move, undo, a new game, looking back) aborts the old one first.
//
// effects: {
//   animate(trace, signal) → Promise       the board plays a sowing (skips on abort)
//   settle() → Promise                     resolves when no sowing is being drawn
//   beat(signal) → Promise                 the pause between two sowings of a replay
//   ask(kind, facts, signal) → Promise<{ value, … }>   a dialog: "round" | "end" | "cycle" | "new"
//   ritual({ computer, wantsSouth }, signal) → Promise<result | null>   ../ritual.js
//   notice(kind, key, vars)                a notice (key null: vars.why is the text)
//   say(what)                              words for the board's live region
// }
// store: the saved game (save.js, or nothing for embeds and kiosks).
import * as rec from "./record.js";
import { createSeating } from "./seating.js";
import { screenOf, undoTarget } from "./screen.js";
import { createAi, hintFacts } from "../ai/client.js";
import { createReview } from "./review.js";

/** How long a hint thinks. */
const HINT_MS = 1000;
const aborted = (e) => e && e.name === "AbortError";
const message = (e) => (e && e.message ? e.message : String(e));

/** Creates the controller of one mounted game; see above. */
export function createController({ Game, effects, store, opponent = null, ritualAtStart = true }) {
  const seating = createSeating();
  const listeners = new Set();
  const m = { phase: "loading", session: "play", g: null, gameId: 0, past: null, hint: null, sowing: false, opponent };
  const hooks = { captions: null, onEnd: null };
  let turn = new AbortController();
  let hintAi = null;
  let screen = null;

  function publish() {
    if (!m.g) return;
    screen = screenOf(m, seating);
    for (const fn of listeners) fn(screen);
  }
  const setPhase = (phase) => {
    m.phase = phase;
    publish();
  };
  /** Aborts the turn in progress and returns the new turn's signal. */
  function newTurn() {
    turn.abort();
    turn = new AbortController();
    return turn.signal;
  }
  /** Stops whatever runs (search, hint, dialog, animation), then waits for the board. */
  async function interrupt() {
    const signal = newTurn();
    m.hint = null;
    if (["thinking", "hinting", "animating", "replaying"].includes(m.phase)) setPhase(m.past ? "viewing" : "idle");
    await effects.settle();
    return signal;
  }
  const save = () => m.session === "play" && m.g && store.save(rec.recordOf(m.g));

  /** Puts `g` in play (freeing the game it replaces) and seats its players. */
  function useGame(g) {
    review.close();
    if (m.g && m.g !== g) m.g.free();
    m.g = g;
    m.gameId += 1;
    m.hint = null;
    seating.use(rec.seatsOf(g), m.session === "attract");
    save();
  }

  /** Lets the seat whose turn it is move: a person picks on the board; a computer is asked. */
  async function nextTurn() {
    const signal = newTurn();
    const g = m.g;
    const seats = rec.seatsOf(g);
    if (seats.ritual === "pending" && m.session === "play" && rec.movesOf(g).length === 0) return runRitual(signal);
    if (g.isOver() || seating.isHuman(g.toMove())) return setPhase("idle");
    setPhase("thinking");
    let pit;
    try {
      pit = await seating.kindOf(g.toMove()).chooseMove(rec.recordOf(g), signal);
    } catch (e) {
      if (signal.aborted || aborted(e)) return;
      effects.notice("computer", null, { why: message(e) });
      return setPhase("idle");
    }
    if (!signal.aborted) await sow(pit);
  }

  /** Plays a sowing in the game, animates it, then goes on to the next turn. */
  async function sow(pit) {
    const g = m.g;
    const before = { pits: Array.from(g.pits()), captured: Array.from(g.captured()) };
    let trace;
    try {
      trace = rec.explained(rec.play(g, pit), before, g.variant);
    } catch (e) {
      effects.notice("move", null, { why: message(e) });
      return;
    }
    const signal = newTurn();
    m.hint = null;
    save();
    hooks.captions?.begin(trace, before);
    m.sowing = true;
    setPhase("animating");
    await effects.animate(trace, signal);
    m.sowing = false;
    if (signal.aborted) return;
    const round = trace.events.find((e) => e.type === "round");
    if (round && m.session === "play") {
      setPhase("asking");
      await effects.ask("round", { round, toMove: g.toMove() }, signal);
      if (signal.aborted) return;
    }
    if (g.isOver()) await finish(signal);
    else nextTurn();
  }

  /** The game is over: the end dialog (or, in attract mode, the kiosk's pause). */
  async function finish(signal) {
    if (m.session === "attract") {
      setPhase("idle");
      hooks.onEnd?.(m.g.result());
      return;
    }
    setPhase("asking");
    const { value } = await effects.ask("end", { result: m.g.result() }, signal);
    if (signal.aborted) return;
    setPhase("idle");
    if (value === "new") newGameDialog();
  }

  /** Mangala IV's opening ritual decides the rows (and, against the computer, its seat). */
  async function runRitual(signal) {
    setPhase("ritual");
    const g = m.g;
    const { computer } = rec.seatsOf(g);
    const wantsSouth = () => foreseenWinner(g) !== 1;
    const result = await effects.ritual({ computer: Boolean(computer), wantsSouth }, signal);
    if (signal.aborted) return;
    const seats = { computer, ritual: result ? { south: result.south } : null };
    if (result && computer && result.computer) seats.computer = { ...computer, player: result.south === result.computer ? 0 : 1 };
    rec.setSeats(g, seats);
    seating.use(seats);
    save();
    if (result) effects.say({ type: "ritual", seats });
    nextTurn();
  }

  /** The winner of the forced game from here (Game.foresee), or null for a draw or an error. */
  function foreseenWinner(g) {
    try {
      return g.foresee().winner ?? null;
    } catch {
      return null;
    }
  }

  /** Starts a new game; `ritual`: Mangala IV's opening ritual comes first. */
  function startNew(variant, options = {}, ritual = false) {
    let g;
    try {
      g = rec.newGame(Game, variant, options);
    } catch (e) {
      effects.notice("options", null, { why: message(e) });
      return false;
    }
    rec.setSeats(g, { computer: m.session === "attract" ? null : m.opponent, ritual: ritual ? "pending" : null });
    useGame(g);
    nextTurn();
    return true;
  }

  /** Opens a game built by make() (a link or a file); a failure is a notice and changes nothing. */
  async function openWith(make, kind) {
    let g;
    try {
      g = make();
    } catch (e) {
      effects.notice(`bad-${kind}`, kind === "file" ? "notice.badFile" : "notice.badLink", { why: message(e) });
      return false;
    }
    await interrupt();
    useGame(g);
    nextTurn();
    return true;
  }

  const review = createReview({ Game, m, effects, setPhase, interrupt, nextTurn });

  const commands = {
    /** A person picked a legal pit on the board. */
    pick(pit) {
      if (screen && screen.board.legal.includes(pit)) sow(pit);
    },

    /** Takes back the last move a person made, with whatever the computer played after it. */
    async undo() {
      if (!screen || !screen.canUndo) return;
      await interrupt();
      let g = m.g;
      const keep = undoTarget(rec.movesOf(g), seating);
      while (keep >= 0 && rec.movesOf(g).length > keep) g = rec.undo(Game, g);
      useGame(g);
      nextTurn();
    },

    /** Asks the search for the move the Master would play (shown until the next move). */
    async hint() {
      if (!screen || !screen.canHint) return;
      const signal = newTurn();
      setPhase("hinting");
      const ai = seating.computer() || (hintAi ||= createAi());
      let analysis;
      try {
        analysis = await ai.analyze(rec.recordOf(m.g), { timeMs: HINT_MS }, signal);
      } catch (e) {
        if (signal.aborted) return;
        if (!aborted(e)) effects.notice("hint", null, { why: message(e) });
        return setPhase("idle");
      }
      if (signal.aborted) return;
      const facts = hintFacts(analysis);
      m.hint = facts && { ...facts, value: analysis.find((a) => a.pit === facts.pit).value };
      setPhase("idle");
    },

    /** Al-manqala: the player to move says the seeds cycle; the other must agree. */
    async agree() {
      if (!screen || !screen.cycle.shown || !screen.cycle.enabled) return;
      const signal = newTurn();
      const g = m.g;
      setPhase("asking");
      const { value } = await effects.ask("cycle", { mover: g.toMove() }, signal);
      if (signal.aborted) return;
      if (value !== "agree") return setPhase("idle");
      try {
        rec.play(g, "agree");
      } catch (e) {
        effects.notice("move", null, { why: message(e) });
        return setPhase("idle");
      }
      save();
      effects.say({ type: "end", result: g.result() });
      await finish(signal);
    },

    newGameDialog,

    /** Opens a variant: its saved game if there is one that can be read, else a new game
     * (`ritual`: Mangala IV's opening ritual first). */
    async open(variant, ritual = ritualAtStart) {
      await interrupt();
      try {
        const record = store.load(variant);
        if (record) {
          const g = rec.fromRecord(Game, record);
          if (g.variant !== variant) throw new Error(`the record is not a game of ${variant}`);
          useGame(g);
          nextTurn();
          return;
        }
      } catch {
        store.drop(variant);
        effects.notice("bad-save", "notice.badSave");
      }
      startNew(variant, {}, variant === "mangala-iv" && ritual);
    },

    /** Opens the game record that make() returns (a link's); a broken one (or make throwing)
     * gives a notice and keeps the game. */
    openRecord: (make, kind = "link") => openWith(() => rec.fromRecord(Game, make()), kind),
    /** Opens a game file's text; a text that doesn't parse gives a notice and keeps the game. */
    openText: (text) => openWith(() => rec.fromText(Game, text), "file"),

    /** Starts or stops the computer playing itself; either way a fresh game begins. */
    async attract(on, { captions = null, onEnd = null } = {}) {
      await interrupt();
      m.session = on ? "attract" : "play";
      hooks.captions = on ? captions : null;
      hooks.onEnd = on ? onEnd : null;
      startNew(m.g.variant, {}, false);
    },

    view: review.view,
    step: review.step,
    replay: review.replay,
    replayStep: review.replayStep,
    pause: review.pause,
    backToGame: review.backToGame,
  };

  /** The new-game dialog: options, opponent, the ritual; Cancel goes back to the game. */
  async function newGameDialog(variant = m.g.variant) {
    if (m.session !== "play") return;
    const signal = await interrupt();
    review.close();
    setPhase("asking");
    const forcedWith = (options) => {
      const g = rec.newGame(Game, variant, options);
      try {
        return rec.isForced(g);
      } finally {
        g.free();
      }
    };
    const facts = { variant, options: rec.optionsOf(Game, variant), opponent: m.opponent, forcedWith };
    const choice = await effects.ask("new", facts, signal);
    if (signal.aborted) return;
    if (choice.value !== "start") return nextTurn();
    m.opponent = choice.opponent;
    store.set("opponent", JSON.stringify(choice.opponent));
    startNew(variant, choice.options, choice.ritual);
  }

  return {
    ...commands,
    startNew,
    /** Calls fn(screen) now (if a game is open) and on every change; returns the unsubscriber. */
    subscribe(fn) {
      listeners.add(fn);
      if (screen) fn(screen);
      return () => listeners.delete(fn);
    },
    get screen() {
      return screen;
    },
    get game() {
      return m.g;
    },
    /** The record of the game in play. */
    record: () => rec.recordOf(m.g),
    toText: () => rec.toText(m.g),
    optionsOf: (variant) => rec.optionsOf(Game, variant),
    /** For attract-mode captions: each event as the board shows it. */
    onStep: (event) => hooks.captions?.step(event),
    destroy() {
      newTurn();
      review.close();
      seating.cancel();
      hintAi?.cancel();
      m.g?.free();
      m.g = null;
      listeners.clear();
    },
  };
}
