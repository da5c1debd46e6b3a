// Face to face (layout=facing): two people on opposite sides of a table, a touch screen or a
// phone lying flat between them. The board stays as it is, South at the bottom; what belongs to
// North turns to face North, and each player's own buttons sit on their own edge:
//
// - North's pits (with their numbers, counts and marks) and North's pile (name, turn, count)
//   carry data-facing="north", and css/facing.css turns every such element half a turn. Which
//   pits are North's is the handle's answer (Game.rowOf(1)); the pile is data-pile="1".
// - North's edge, above the board, repeats the status line for North and holds North's Undo and
//   Hint; South's are in the toolbar under the board, with the buttons both share (new game,
//   share, speed, sound, rules), which stay on South's edge.
// - Undo between two people asks the other player first (the controller asks: ctl.undo(player)),
//   in a dialog turned towards them; a player's Undo takes back that player's own last move, so
//   only the last mover's is enabled (the screen's undoBy). A player's Hint is enabled on their
//   turn.
// - The game's dialogs: the end of a game and of a round concern both, so they show twice, once
//   facing each side; the agreed cycle turns towards the player asked to agree; the new-game
//   form (too long to show twice on a phone) towards the player whose button opened it.
//   Mangala IV's ritual, which two people play before either has a row, shows twice.
// - Against the computer only the person's edge has buttons, and every dialog faces the person;
//   North's labels still face North.
//
// A copy shown for North (the status line, a dialog's or the ritual's second face) is hidden
// from screen readers, and its buttons, out of the tab order, press the original's.
import { h } from "../../lib/dom.js";
import { playerNames } from "../../views/words.js";

/** @import { Controller, PlayerNumber, Screen, Translate } from "../../types.js" */

/**
 * The player whose edge holds `target`: North's (1) above the board, else South's (0).
 * @param {Element} target
 * @returns {PlayerNumber}
 */
export const playerAt = (target) => (target.closest('[data-edge="1"]') ? 1 : 0);

/** @param {Element} node @param {boolean} on */
const face = (node, on) =>
  on ? node.setAttribute("data-facing", "north") : node.removeAttribute("data-facing");

/**
 * A copy of `nodes` for North: ids, names and the tab order taken out; each button's click
 * presses the original's (its n-th button).
 * @param {Element} into
 * @param {Element} from
 */
function mirror(into, from) {
  const originals = [...from.querySelectorAll("button")];
  into.replaceChildren(...[...from.children].map((n) => n.cloneNode(true)));
  for (const n of into.querySelectorAll("[id]")) n.removeAttribute("id");
  for (const n of into.querySelectorAll("input, select, textarea")) n.removeAttribute("name");
  into.querySelectorAll("button").forEach((b, i) => {
    b.type = "button";
    b.tabIndex = -1;
    b.addEventListener("click", () => originals[i]?.click());
  });
}

/**
 * The facing layout of a mounted game (./index.js): set(layout) turns it on or off; render(screen)
 * after the other views; asking(kind, facts) turns a dialog the controller asks, and returns what
 * puts it back. It draws; what the players may do is the screen's.
 * @param {HTMLElement} root
 * @param {{ t: () => Translate, ctl: () => Controller | null }} on
 */
export function createFacing(root, on) {
  /** @param {string} selector */
  const $ = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const dialog = /** @type {HTMLDialogElement} */ ($("[data-dialog]"));
  const panel = $("[data-panel]");
  let active = false;
  let marked = false;
  /** The player whose button was pressed last (a dialog it opens faces them). */
  let presser = /** @type {PlayerNumber} */ (0);
  /** @type {Screen | null} */
  let screen = null;

  const status = h("p", { class: "status edge-status", "aria-hidden": "true" });
  /** @param {string} action */
  const button = (action) => h("button", { type: "button", class: "btn", "data-action": action });
  const buttons = h(
    "div",
    { class: "edge-buttons", role: "toolbar" },
    button("undo"),
    button("hint"),
  );
  // North's edge; css/facing.css puts it above the board (it comes last in the reading order).
  const edge = h(
    "div",
    { class: "edge", "data-edge": "1", "data-facing": "north" },
    status,
    buttons,
  );
  // The ritual's second face, above the board.
  const ritual = h("div", {
    class: "panel panel-mirror",
    "data-edge": "1",
    "data-facing": "north",
    "aria-hidden": "true",
    hidden: true,
  });
  /** Shows the ritual's second face while the scene shows between two people. */
  const mirrorRitual = () => {
    const twice = active && !panel.hidden && !screen?.seats.computer;
    ritual.hidden = !twice;
    if (twice) mirror(ritual, panel);
    else ritual.replaceChildren();
  };
  // Made when the layout is first turned on (the build's first paint, in Node, never does).
  /** @type {MutationObserver | null} */
  let ritualWatch = null;

  /** @param {MouseEvent} e */
  const noteEdge = (e) => {
    const target = /** @type {Element} */ (e.target);
    if (!e.isTrusted || !target.closest("button")) return;
    presser = playerAt(target);
  };
  root.addEventListener("click", noteEdge, true);

  /** The seats a person sits at: both between two people. */
  const people = () => {
    const computer = screen?.session === "play" ? screen.seats.computer : null;
    return [0, 1].map((p) => !computer || computer.player !== p);
  };

  /** Marks North's pits and pile, once the handle is there to say which pits are North's. */
  function markBoard() {
    const Game = on.ctl()?.Game;
    if (marked || !Game) return;
    marked = true;
    for (const pit of Game.rowOf(1)) face($(`[data-board-host] [data-pit="${pit}"]`), true);
    face($('[data-board-host] [data-pile="1"]'), true);
  }

  /** @param {"side" | "facing"} layout */
  function set(layout) {
    active = layout === "facing";
    const controls = $(".controls");
    if (active) {
      root.dataset.layout = "facing";
      controls.dataset.edge = "0";
      $(".play").append(edge, ritual);
      ritualWatch ||= new MutationObserver(mirrorRitual);
      mirrorRitual();
      ritualWatch.observe(panel, {
        childList: true,
        attributes: true,
        attributeFilter: ["hidden"],
      });
      markBoard();
    } else {
      delete root.dataset.layout;
      delete controls.dataset.edge;
      edge.remove();
      ritual.remove();
      ritualWatch?.disconnect();
      for (const n of root.querySelectorAll("[data-board-host] [data-facing]")) face(n, false);
      face($("[data-hint-text]"), false);
      marked = false;
      for (const b of controls.querySelectorAll("[data-action=undo], [data-action=hint]"))
        /** @type {HTMLElement} */ (b).hidden = false;
    }
  }

  /** @param {Screen} s */
  function render(s) {
    screen = s;
    if (!active) return;
    markBoard();
    const t = on.t();
    const seated = people();
    edge.hidden = !seated[1];
    status.replaceChildren(...[...$("[data-status]").childNodes].map((n) => n.cloneNode(true)));
    buttons.setAttribute("aria-label", t("facing.buttons", { player: playerNames(t, s)[1] }));
    [$(".controls"), buttons].forEach((bar, p) => {
      const undo = /** @type {HTMLButtonElement} */ (bar.querySelector("[data-action=undo]"));
      const hint = /** @type {HTMLButtonElement} */ (bar.querySelector("[data-action=hint]"));
      undo.textContent = t("undo");
      hint.textContent = t("hint");
      undo.hidden = !seated[p];
      hint.hidden = !seated[p] || s.board.forced;
      undo.disabled = !s.undoBy[p];
      hint.disabled = !(s.canHint && s.toMove === p);
    });
    face($("[data-hint-text]"), s.toMove === 1);
  }

  /**
   * Turns the dialog the controller has just shown (kind, facts as in views/dialogs.js) towards
   * the player it concerns, or shows it twice; returns what puts it back when it closes.
   * @param {string} kind
   * @param {any} facts
   */
  function asking(kind, facts) {
    if (!active || !dialog.open) return () => {};
    const seated = people();
    const person = /** @type {PlayerNumber} */ (seated[0] ? 0 : 1);
    if (seated[0] && seated[1] && (kind === "end" || kind === "round")) {
      const copy = h("div", {
        class: "dialog-body dialog-mirror",
        "data-edge": "1",
        "data-facing": "north",
        "aria-hidden": "true",
      });
      mirror(copy, /** @type {Element} */ (dialog.querySelector("form")));
      dialog.prepend(copy);
      dialog.dataset.twice = "true";
      return () => {
        copy.remove();
        delete dialog.dataset.twice;
      };
    }
    /** @type {PlayerNumber} */
    let towards = person;
    // The agreed cycle and the undo question turn towards the player asked; the new-game form
    // towards the player whose button opened it.
    if (seated[0] && seated[1])
      towards =
        kind === "cycle"
          ? /** @type {PlayerNumber} */ (1 - facts.mover)
          : kind === "undo"
            ? /** @type {PlayerNumber} */ (1 - facts.asker)
            : presser;
    face(dialog, towards === 1);
    return () => face(dialog, false);
  }

  return {
    set,
    render,
    asking,
    get active() {
      return active;
    },
    destroy() {
      ritualWatch?.disconnect();
      root.removeEventListener("click", noteEdge, true);
    },
  };
}
