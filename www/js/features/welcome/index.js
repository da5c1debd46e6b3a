// The welcome of a first visit (a page feature, game/features.js; its view is ./view.js): on
// index.html, where the header has its button. It shows once the first game is open when nothing
// is saved on the device and the page was asked for nothing of its own (a game link, a lesson, a
// puzzle, an opponent); the first game then explains its sowings (a setting from then on). Until
// a person has sown, the status line tells a newcomer which row to play.
import { canSave } from "../../lib/storage.js";
import { opensGame } from "../../lib/links.js";
import { VARIANTS } from "../../lib/options.js";
import { createWelcomeView } from "./view.js";

/**
 * @import { GameContext, Installed, PlayerNumber, Screen, Store, Variant } from "../../types.js"
 * @import { WelcomeChoice } from "./view.js"
 */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install(game) {
  const { root, id, o, options, store, settings, views, ctl } = game;
  // Due: shown before but neither dismissed nor followed by a sowing, or a first visit.
  const due = o.save && welcomeDue(store);
  let newcomer = due || store.get("welcome") === "seen";
  const shows =
    due &&
    !opensGame(options.link || {}) &&
    !options.lesson &&
    !options.puzzle &&
    options.opponent === undefined;
  if (shows) store.set("welcome", "open");
  if (shows && store.get("narrate") === null) store.set("narrate", "on");

  /** How far the welcome has gone: "seen" (closed, or a choice taken), "played" (a person has
   * sown: no more newcomer's words, and the welcome goes). @param {"seen" | "played"} how */
  function welcomed(how) {
    if (how === "played") {
      newcomer = false;
      store.set("welcome", "played");
    } else if (store.get("welcome") !== "played") store.set("welcome", "seen");
  }

  /** A welcome's choice: a game against the Beginner (a first game's level: see docs/page.md),
   * a game for two on this device, the lesson, the puzzle of the day. @param {WelcomeChoice} choice */
  async function choose(choice) {
    const live = ctl();
    welcomed("seen");
    if (!live?.screen) return;
    const variant = live.screen.variant;
    if (choice === "lesson") return game.startLesson(variant);
    if (choice === "puzzle") await live.puzzle.start("daily");
    else
      await live.startWith(
        variant,
        choice === "computer" ? { player: 1, level: "beginner" } : null,
      );
    views.board.focus();
  }

  const view = createWelcomeView(root, id, {
    t: () => settings.t,
    puzzles: () => Boolean(ctl()),
    ritual: (variant) => Boolean(ctl()?.Game.hasRitual(/** @type {Variant} */ (variant))),
    choose,
    closed: () => welcomed("seen"),
    focusBoard: () => views.board.focus(),
  });
  return {
    status(s) {
      if (newcomer && sownByPerson(s)) {
        welcomed("played");
        view.hide();
      }
      return newcomerRow(s);
    },
    render: view.render,
    commands: { welcome: () => (view.open ? view.hide() : view.show(true)) },
    ready() {
      if (shows) view.show();
    },
    destroy() {},
  };

  /**
   * A newcomer's row to play (the owner of the pits they may play, from the handle), for the
   * status line; null when there is none to tell.
   * @param {Screen} s
   * @returns {PlayerNumber | null}
   */
  function newcomerRow(s) {
    const live = ctl();
    const quiet = s.session !== "play" || s.lesson || s.viewing !== null || s.phase !== "idle";
    if (!newcomer || !live || quiet || !s.human || s.over || s.forcedPit !== null) return null;
    return s.board.legal.length ? live.Game.ownerOf(s.board.legal[0]) : null;
  }
}

/**
 * Whether a person has just sown in the game in play (its last sowing is being drawn).
 * @param {Screen} s
 */
function sownByPerson(s) {
  if (s.session !== "play" || s.lesson || s.phase !== "animating" || s.viewing !== null)
    return false;
  const last = s.moves[s.moves.length - 1];
  return Boolean(last) && (!s.seats.computer || s.seats.computer.player !== last.player);
}

/**
 * Whether the welcome is still due: shown before but neither dismissed nor followed by a
 * sowing ("open"), or a first visit (nothing saved on the device: no game, no welcome).
 * @param {Store} store
 */
function welcomeDue(store) {
  const state = store.get("welcome");
  if (!canSave || state === "seen" || state === "played") return false;
  if (state === "open") return true;
  try {
    return store.get("current") === null && VARIANTS.every((variant) => !store.load(variant));
  } catch {
    return false;
  }
}
