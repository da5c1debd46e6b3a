// Opening games, for the game flow (./controller.js): a new game (and its dialog), a saved
// game, a game record (a link's) or a game file's text, and a kiosk's attract mode. A record or
// a text that can't be opened gives a notice and leaves the game in play alone.
// `c` is the controller's shared context.
import * as rec from "./record.js";

const message = (e) => (e && e.message ? e.message : String(e));

/** Creates the commands that open games (see above). */
export function createOpening(c) {
  const { Game, m, effects, store } = c;

  /** Starts a new game; `ritual`: Mangala IV's opening ritual comes first. */
  function startNew(variant, options = {}, ritual = false) {
    let g;
    try {
      g = rec.newGame(Game, variant, options);
    } catch (e) {
      effects.notice("options", null, { why: message(e) });
      return false;
    }
    rec.setSeats(g, {
      computer: m.session === "attract" ? null : m.opponent,
      ritual: ritual ? "pending" : null,
    });
    c.useGame(g);
    c.nextTurn();
    return true;
  }

  /** Opens a game built by make(); a failure is a notice of `kind` and changes nothing. */
  async function openWith(make, kind) {
    let g;
    try {
      g = make();
    } catch (e) {
      effects.notice(`bad-${kind}`, kind === "file" ? "notice.badFile" : "notice.badLink", {
        why: message(e),
      });
      return false;
    }
    await c.interrupt();
    c.useGame(g);
    c.nextTurn();
    return true;
  }

  return {
    startNew,

    /** Opens a variant: its saved game if there is one that can be read, else a new game
     * (`ritual`: Mangala IV's opening ritual first). */
    async open(variant, ritual = c.ritualAtStart) {
      await c.interrupt();
      try {
        const record = store.load(variant);
        if (record) {
          const g = rec.fromRecord(Game, record);
          if (g.variant !== variant) throw new Error(`the record is not a game of ${variant}`);
          c.useGame(g);
          c.nextTurn();
          return;
        }
      } catch {
        store.drop(variant);
        effects.notice("bad-save", "notice.badSave");
      }
      startNew(variant, {}, variant === "mangala-iv" && ritual);
    },

    /** Opens the game record that make() returns (a link's); a broken one gives a notice. */
    openRecord: (make, kind = "link") => openWith(() => rec.fromRecord(Game, make()), kind),
    /** Opens a game file's text; a text that doesn't parse gives a notice. */
    openText: (text) => openWith(() => rec.fromText(Game, text), "file"),

    ...chosenGames(c, startNew),
  };
}

/** The games a person or a kiosk chooses: the new-game dialog, and attract mode on or off. */
function chosenGames(c, startNew) {
  const { Game, m, effects, store } = c;
  return {
    /** The new-game dialog: options, opponent, the ritual; Cancel goes back to the game. */
    async newGameDialog(variant = m.g.variant) {
      if (m.session !== "play") return;
      const signal = await c.interrupt();
      c.review.close();
      c.setPhase("asking");
      const forced = (o) => forcedWith(Game, variant, o);
      const facts = {
        variant,
        options: rec.optionsOf(Game, variant),
        opponent: m.opponent,
        forcedWith: forced,
      };
      const choice = await effects.ask("new", facts, signal);
      if (signal.aborted) return;
      if (choice.value === "lesson") return c.lesson.commands.start(variant);
      if (choice.value !== "start") return c.nextTurn();
      m.opponent = choice.opponent;
      store.set("opponent", JSON.stringify(choice.opponent));
      startNew(variant, choice.options, choice.ritual);
    },

    /** Starts or stops the computer playing itself; either way a fresh game begins. */
    async attract(on, { captions = null, onEnd = null } = {}) {
      await c.interrupt();
      m.session = on ? "attract" : "play";
      c.hooks.captions = on ? captions : null;
      c.hooks.onEnd = on ? onEnd : null;
      startNew(m.g.variant, {}, false);
    },
  };
}

/** Tells whether a new game of `variant` with `options` has every move forced. */
function forcedWith(Game, variant, options) {
  let g = null;
  try {
    g = rec.newGame(Game, variant, options);
    return rec.isForced(g);
  } catch {
    return false;
  } finally {
    g?.free();
  }
}
