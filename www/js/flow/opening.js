// Opening games, for the game flow (./controller.js): a new game (and its dialog), a saved
// game, a game record (a link's) or a game file's text, and a kiosk's attract mode. A record or
// a text that can't be opened gives a notice and leaves the game in play alone.
import { message } from "./turns.js";
import { textReady } from "../lib/text.js";
import { rematchOf } from "./rematch.js";

/**
 * @import { Effects, Game, GameClass, GameRecord, GameResult, Machine, Options, Store,
 *   Opponent, Variant } from "../types.js"
 * @import { Core } from "./controller.js"
 */

/**
 * Creates the commands that open games (see above).
 * @param {object} parts
 * @param {GameClass} parts.Game
 * @param {Machine} parts.m
 * @param {Core} parts.core
 * @param {Effects} parts.effects
 * @param {Store} parts.store
 * @param {{ onEnd: ((result: GameResult | null) => void) | null }} parts.hooks
 * @param {boolean} parts.ritualAtStart a new game of a game with the ritual opens with it
 * @param {() => Promise<void>} parts.nextTurn
 * @param {() => void} parts.closeReview
 */
export function createOpening({
  Game,
  m,
  core,
  effects,
  store,
  hooks,
  ritualAtStart,
  nextTurn,
  closeReview,
}) {
  /**
   * Starts a new game; `ritual`: Mangala IV's opening ritual comes first.
   * @param {Variant} variant
   * @param {Options} [options]
   */
  function startNew(variant, options = {}, ritual = false) {
    let g;
    try {
      g = new Game(variant, options);
    } catch (e) {
      effects.notice("options", "notice.options", { why: message(e) });
      return false;
    }
    g.setSeats({
      computer: m.session === "attract" ? null : m.opponent,
      ritual: ritual ? "pending" : null,
    });
    core.useGame(g);
    nextTurn();
    return true;
  }

  /**
   * Opens a game built by make(); a failure is a notice of `kind` and changes nothing.
   * @param {() => Game} make
   * @param {string} kind
   */
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
    await core.interrupt();
    core.useGame(g);
    nextTurn();
    return true;
  }

  return {
    startNew,

    /** Opens a variant: its saved game if there is one that can be read, else a new game
     * (`ritual`: Mangala IV's opening ritual first).
     * @param {Variant} variant
     */
    async open(variant, ritual = ritualAtStart) {
      await core.interrupt();
      try {
        const record = store.load(variant);
        if (record) {
          const g = Game.fromRecord(record);
          if (g.variant !== variant) throw new Error(`the record is not a game of ${variant}`);
          core.useGame(g);
          nextTurn();
          return;
        }
      } catch {
        store.drop(variant);
        effects.notice("bad-save", "notice.badSave");
      }
      startNew(variant, {}, ritual && Game.hasRitual(variant));
    },

    /**
     * Opens the game record that make() returns (a link's); a broken one gives a notice.
     * @param {() => GameRecord} make
     */
    openRecord: (make, kind = "link") => openWith(() => Game.fromRecord(make()), kind),
    /** Opens a game file's text; a text that doesn't parse gives a notice. @param {string} text */
    openText: async (/** @type {string} */ text) => {
      const Text = await textReady();
      return openWith(() => Game.fromRecord(Text.readGame(text)), "file");
    },

    /**
     * The new-game dialog: options, opponent, the ritual; Cancel goes back to the game.
     * Resolves with the choice ("lesson": the caller starts the game's lesson).
     * @param {Variant} variant
     * @returns {Promise<string | undefined>}
     */
    async newGameDialog(variant) {
      if (m.session !== "play") return;
      const signal = await core.interrupt();
      closeReview();
      core.setPhase("asking");
      const facts = {
        variant,
        options: Game.optionsOf(variant),
        ritual: Game.hasRitual(variant),
        levels: Game.levels(),
        opponent: m.opponent,
        forcedWith: (/** @type {Options} */ o) => forcedWith(Game, variant, o),
      };
      const choice = await effects.ask("new", facts, signal);
      if (signal.aborted) return;
      if (choice.value === "lesson") return "lesson";
      if (choice.value !== "start") {
        nextTurn();
        return choice.value;
      }
      m.opponent = choice.opponent;
      store.set("opponent", JSON.stringify(choice.opponent));
      startNew(variant, choice.options, choice.ritual);
      return choice.value;
    },

    /**
     * A new game of `variant` against `opponent` (null: two people on one device), with the
     * game's opening ritual if it has one, without the dialog (the welcome's choices). The
     * opponent is remembered as the dialog's would be. A game whose every move is forced
     * (traditional Mangala IV) gives a person nothing to decide against the computer: there it
     * takes the free-choice house rule, and no ritual, as the dialog does with that rule ticked
     * (the welcome's note says so).
     * @param {Variant} variant
     * @param {Opponent | null} opponent
     */
    async startWith(variant, opponent) {
      if (m.session !== "play") return false;
      await core.interrupt();
      closeReview();
      m.opponent = opponent;
      store.set("opponent", JSON.stringify(opponent));
      if (opponent && forcedWith(Game, variant, {}))
        return startNew(variant, { freeChoice: true }, false);
      return startNew(variant, {}, ritualAtStart && Game.hasRitual(variant));
    },

    /** The game just ended, again, with the sides swapped (./rematch.js). */
    async rematch() {
      if (m.session !== "play" || !m.g) return false;
      await core.interrupt();
      closeReview();
      const next = rematchOf(Game, m.g);
      m.opponent = next.opponent;
      store.set("opponent", JSON.stringify(next.opponent));
      return startNew(next.variant, next.options, ritualAtStart && next.ritual);
    },

    /**
     * Starts or stops the computer playing itself; either way a fresh game begins.
     * @param {boolean} on
     * @param {{ onEnd?: ((result: GameResult | null) => void) | null }} [how]
     */
    async attract(on, { onEnd = null } = {}) {
      await core.interrupt();
      m.session = on ? "attract" : "play";
      hooks.onEnd = on ? onEnd : null;
      startNew(/** @type {Game} */ (m.g).variant, {}, false);
    },
  };
}

/**
 * Tells whether a new game of `variant` with `options` has every move forced (false for options
 * the game refuses: the dialog shows that error when the game starts).
 * @param {GameClass} Game
 * @param {Variant} variant
 * @param {Options} options
 */
function forcedWith(Game, variant, options) {
  try {
    return Game.isForcedWith(variant, options);
  } catch {
    return false;
  }
}
