// The game's dialogs: a round's end, the game's end, Al-manqala's agreed cycle, and (from
// ./new-game.js) the new-game form. Each resolves with the choice; an aborted turn closes it.
import { h } from "../lib/dom.js";
import { ask } from "./dialog.js";
import { playerNames, playerRoles, resultLine } from "./words.js";
import { newGameForm } from "./new-game.js";
import { reasonKey } from "../i18n/index.js";

/** @import { GameResult, PlayerNumber, Role, Screen, TraceEvent, Translate } from "../types.js" */
/** @import { Button } from "./dialog.js" */

/** A dialog to ask (./dialog.js ask).
 * @typedef {{ kind: string, title: string, content: Node[], buttons: Button[] }} Dialog */

/** The game of a dialog asked with no screen. */
const noGame = { variant: "", forced: false };

/** @param {string} text */
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * @param {Translate} t
 * @param {{ round: Extract<TraceEvent, { type: "round" }>, toMove: PlayerNumber, closedBy: number[] }} facts
 * @param {string[]} names
 * @param {Role[]} roles
 * @returns {Dialog}
 */
function roundDialog(t, { round, toMove, closedBy }, names, roles) {
  const [a, b] = round.captured;
  return {
    kind: "round",
    title: t("round.title", { n: round.number - 1 }),
    content: [
      h("p", {
        class: "dialog-lead",
        text:
          round.winner === null
            ? t("round.draw")
            : t("round.winner", { player: names[round.winner], who: roles[round.winner] }),
      }),
      h("p", {
        "data-round-piles": "",
        text: t("end.piles", { p0: names[0], p1: names[1], a, b }),
      }),
      h("p", {
        text: t("round.next", { n: round.number, player: names[toMove], who: roles[toMove] }),
      }),
      h(
        "ul",
        {},
        ...[0, 1].map((p) =>
          h("li", { text: t("round.closed", { player: names[p], who: roles[p], n: closedBy[p] }) }),
        ),
      ),
    ],
    buttons: [{ value: "ok", label: t("round.ok"), primary: true }],
  };
}

/**
 * @param {Translate} t
 * @param {{ result: GameResult, rematch?: "seats" | "first" | "ritual" | null }} facts
 * @param {string[]} names
 * @param {Role[]} roles
 * @param {{ variant: string, forced: boolean }} game
 * @param {{ critique: boolean, puzzle?: boolean }} offers
 * @returns {Dialog}
 */
function endDialog(t, { result, rematch = null }, names, roles, game, offers) {
  const [a, b] = Array.from(result.captured);
  return {
    kind: "end",
    title: t("end.title"),
    content: [
      h("p", {
        class: "dialog-lead",
        "data-winner": result.winner ?? "draw",
        text: resultLine(t, result, names, roles),
      }),
      h("p", { "data-end-piles": "", text: t("end.piles", { p0: names[0], p1: names[1], a, b }) }),
      h("p", {
        "data-end-reason": result.reason,
        text: capital(t(reasonKey(result.reason, game))),
      }),
    ],
    buttons: [
      { value: "new", label: t("end.new"), primary: true },
      rematch ? { value: "rematch", label: t(`end.rematch.${rematch}`), action: "rematch" } : null,
      offers.critique ? { value: "critique", label: t("critique.button") } : null,
      offers.puzzle ? { value: "puzzle", label: t("end.puzzle") } : null,
      { value: "close", label: t("end.close") },
    ].filter((b) => b !== null),
  };
}

/**
 * @param {Translate} t
 * @param {{ mover: PlayerNumber }} facts
 * @param {string[]} names
 * @returns {Dialog}
 */
function cycleDialog(t, { mover }, names) {
  return {
    kind: "cycle",
    title: t("cycle"),
    content: [h("p", { text: t("cycle.ask", { mover: names[mover], other: names[1 - mover] }) })],
    buttons: [
      { value: "agree", label: t("cycle.agree"), primary: true },
      { value: "refuse", label: t("cycle.refuse") },
    ],
  };
}

/**
 * Face to face, between two people: `asker` would take back their last move; the other agrees
 * or refuses (flow/controller.js undo).
 * @param {Translate} t
 * @param {{ asker: PlayerNumber }} facts
 * @param {string[]} names
 * @returns {Dialog}
 */
function undoDialog(t, { asker }, names) {
  return {
    kind: "undo",
    title: t("facing.undoTitle"),
    content: [
      h("p", { text: t("facing.undoAsk", { player: names[asker], other: names[1 - asker] }) }),
    ],
    buttons: [
      { value: "agree", label: t("facing.undoYes"), primary: true },
      { value: "refuse", label: t("facing.undoNo") },
    ],
  };
}

/**
 * @type {{ [kind: string]: (t: Translate, facts: any, names: string[], roles: Role[],
 *   game: { variant: string, forced: boolean }, offers: { critique: boolean, puzzle?: boolean })
 *   => Dialog }}
 */
const DIALOGS = { round: roundDialog, end: endDialog, cycle: cycleDialog, undo: undoDialog };

/**
 * Asks in the game's <dialog>: kind "round" | "end" | "cycle" | "undo" | "new" with the controller's
 * facts; `words()` gives { t, screen, critique, layout } (critique: the page can show a review of
 * the game, which the end dialog then offers; layout: how the players sit, which the new-game
 * form offers to change). Resolves with { value, … }; an aborted signal closes
 * it.
 * @param {HTMLDialogElement} dialog
 * @param {() => { t: Translate, screen: Screen | null, critique: boolean,
 *   layout?: "side" | "facing" }} words
 * @param {string} kind
 * @param {any} facts
 * @param {AbortSignal} signal
 */
export async function askDialog(dialog, words, kind, facts, signal) {
  const { t, screen, critique, layout } = words();
  const names = playerNames(t, screen);
  const close = () => dialog.open && dialog.close("cancel");
  signal.addEventListener("abort", close, { once: true });
  try {
    if (kind === "new") {
      const form = newGameForm(t, facts, layout);
      const { value } = await ask(dialog, form.dialog);
      return { value, ...form.read() };
    }
    return await ask(
      dialog,
      DIALOGS[kind](t, facts, names, playerRoles(screen), screen?.board ?? noGame, {
        critique: Boolean(critique && screen?.canCritique),
        // "Try a puzzle" at the end of a game (flow/modes/puzzle.js), where the page has a move list.
        puzzle: critique,
      }),
    );
  } finally {
    signal.removeEventListener("abort", close);
  }
}
