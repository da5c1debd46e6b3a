// "Your games" (a page feature, game/features.js): the games played to the end on a page that
// saves (not embeds, the custom element or kiosks), kept on this device (./store.js), and their
// list: a dialog `[data-your-games]` opened by the header's `[data-action="your-games"]`, one
// `[data-game-entry]` per game, newest first, each with its date, game, opponent and result, and
// buttons that open it on the board as a game link does (the controller's openRecord) and then
// look back from its start, review it ("How did I play?") or show it on the analysis board; and
// deleting one game, or all of them once confirmed. It is fetched when a game ends, or at once
// when some are kept (game/features.js), so the header's button shows only once there is a game
// to list. Its words are ./words.js.
import { h } from "../../lib/dom.js";
import { showNotice } from "../../views/notices.js";
import { textReady } from "../../lib/text.js";
import { KEEP, addGame, deleteGames, readGames } from "./store.js";
import { gamesWords } from "./words.js";

/**
 * @import { Controller, GameContext, Installed, GameResult } from "../../types.js"
 * @import { FinishedGame } from "./store.js"
 */

/**
 * What an entry says of a game: its opponent and its result, in the words `w` and the page's `t`.
 * Against the computer the result is the person's (the seat the computer does not hold).
 * @param {FinishedGame} game
 * @param {import("../../types.js").Translate} t
 * @param {ReturnType<typeof gamesWords>} w
 */
export function describe({ record, result, online }, t, w) {
  const computer = record.seats?.computer ?? null;
  const { winner, captured, by } = result;
  if (online !== undefined) {
    // A live game, from this seat's side (`online` its player): its own pile first in a draw.
    const opponent = w("online");
    if (winner === null) {
      const piles = { a: captured[online], b: captured[1 - online] };
      return { opponent, result: w(by === "draw" ? "agreed" : "draw", piles) };
    }
    const won = winner === online;
    const key =
      by === "resign" ? (won ? "resign.won" : "resign.lost") : won ? "won.you" : "won.friend";
    return { opponent, result: w(key, { w: captured[winner], l: captured[1 - winner] }) };
  }
  const opponent = computer ? w("computer", { level: t(`level.${computer.level}`) }) : w("friend");
  if (winner === null) {
    const first = computer ? 1 - computer.player : 0;
    return { opponent, result: w("draw", { a: captured[first], b: captured[1 - first] }) };
  }
  const who = !computer ? "player" : winner === computer.player ? "computer" : "you";
  const words = { player: t(`player.${winner}`), w: captured[winner], l: captured[1 - winner] };
  return { opponent, result: w(`won.${who}`, words) };
}

/**
 * When a game ended, as the language writes a date and a time (digits 0–9, as on the whole page).
 * @param {number} id
 * @param {string} lang
 */
function when(id, lang) {
  const date = new Date(id);
  try {
    return new Intl.DateTimeFormat(lang, {
      dateStyle: "medium",
      timeStyle: "short",
      numberingSystem: "latn",
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace("T", " ");
  }
}

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, id, store, settings, views, ctl }) {
  let w = gamesWords(settings.lang);
  /** @type {FinishedGame[]} */
  let games = [];
  // The header's button, beside Puzzles and laid out as it is on a narrow screen (puzzle.css).
  const opener = h("button", {
    type: "button",
    class: "btn puzzles-btn",
    "data-action": "your-games",
    "aria-haspopup": "dialog",
    hidden: true,
  });
  const title = h("h2", { id: `${id}-your-games` });
  const note = h("p", { class: "dialog-note" });
  const empty = h("p", { class: "dialog-note", hidden: true });
  const all = h("button", { type: "button", class: "btn", "data-games-action": "all" });
  const close = h("button", {
    type: "button",
    class: "btn btn-primary",
    "data-games-action": "close",
  });
  // The question "Delete all …?" describes its two answers, so it is read with the one focused.
  const ask = h("p", { id: `${id}-your-games-ask`, class: "dialog-lead" });
  /** @param {string} action @param {string} style */
  const answer = (action, style) =>
    h("button", {
      type: "button",
      class: style,
      "data-games-action": action,
      "aria-describedby": ask.id,
    });
  const yes = answer("yes", "btn");
  const no = answer("no", "btn btn-primary");
  const confirm = h("div", { hidden: true }, ask, h("div", { class: "dialog-buttons" }, no, yes));
  const buttons = h("div", { class: "dialog-buttons" }, all, close);
  const dialog = h(
    "dialog",
    { class: "dialog", "data-your-games": "", "aria-labelledby": title.id },
    h("div", { class: "dialog-body" }, title, note, empty, confirm, buttons),
  );
  /** The entries, each a fieldset of the dialog's (game.css), after the note. */
  const entries = () => dialog.querySelectorAll("[data-game-entry]");
  const top = root.querySelector(".top");
  (top?.querySelector(".puzzles-btn") ?? top?.querySelector(".lang"))?.before(opener);
  if (top && !opener.isConnected) top.append(opener);
  root.querySelector(".mg-app")?.append(dialog);

  /** Says that the kept list could not be read and was discarded (again in a new language). */
  const brokenNotice = () => showNotice(root, settings.t, "bad-games", w("broken"));
  /** Reads the games kept; a list that can't be read was discarded: the notice says so. */
  function read() {
    const { games: kept, broken } = readGames(store);
    if (broken) brokenNotice();
    return kept;
  }

  /** Draws the list of `games` in the page's language. */
  function draw() {
    const t = settings.t;
    const lang = settings.lang;
    opener.hidden = false;
    opener.textContent = w("open");
    title.textContent = w("title");
    note.textContent = w("note", { n: KEEP });
    empty.textContent = w("empty");
    empty.hidden = games.length > 0;
    all.textContent = w("deleteAll");
    all.hidden = games.length === 0;
    close.textContent = w("close");
    yes.textContent = w("yes");
    no.textContent = w("no");
    ask.textContent = w("confirm", { n: games.length });
    entries().forEach((entry) => entry.remove());
    empty.after(
      ...games.map((game) => {
        const { opponent, result } = describe(game, t, w);
        /** @param {string} action */
        const act = (action) =>
          h("button", {
            type: "button",
            class: "btn btn-small",
            "data-entry-action": action,
            text: w(action),
          });
        return h(
          "fieldset",
          { "data-game-entry": String(game.id), "data-variant": game.record.variant },
          h(
            "legend",
            {},
            h("strong", { text: t(`name.${game.record.variant}`) }),
            " · ",
            h("time", { datetime: new Date(game.id).toISOString(), text: when(game.id, lang) }),
          ),
          h("p", { text: opponent }),
          h("p", {}, h("strong", { text: result })),
          h(
            "div",
            { class: "dialog-buttons" },
            act("replay"),
            act("review"),
            act("analysis"),
            act("delete"),
          ),
        );
      }),
    );
  }

  /** Shows the list, read again (another tab of this page may have added to it). */
  function show() {
    games = read();
    confirm.hidden = true;
    buttons.hidden = false;
    draw();
    if (!dialog.open) dialog.showModal();
    /** @type {HTMLElement} */ (dialog.querySelector("[data-game-entry] button") ?? close).focus();
  }

  /**
   * Opens a kept game how the entry's button says: on the analysis board as a study whose main
   * line is the game, at its end (the game in play left alone), or on the board as a game link
   * does, to look back from its start or review it.
   * @param {FinishedGame} game
   * @param {string} how "replay" | "review" | "analysis"
   */
  async function open(game, how) {
    const live = /** @type {Controller} */ (ctl());
    dialog.close();
    if (!live) return;
    if (how === "analysis") {
      let file = "";
      try {
        file = (await textReady()).writeGame(game.record);
      } catch {
        // A record the handle refuses: openStudy's notice says so.
      }
      if (!(await live.analysis.openStudy({ file }))) return;
      // On the game's last position, as "Analyse" in a game opens it.
      live.analysis.go("end");
      views.analysis.focus();
      return;
    }
    if (!(await live.openRecord(() => game.record, "file"))) return;
    if (how === "replay") {
      await live.view(-1);
      /** @type {HTMLElement | null} */ (root.querySelector("[data-review=play]"))?.focus();
    } else await live.critique();
  }

  /** @param {MouseEvent} e */
  function onClick(e) {
    const button = /** @type {HTMLElement} */ (e.target).closest("button");
    if (!button) return;
    const action = button.dataset.entryAction ?? button.dataset.gamesAction;
    const entry = /** @type {HTMLElement | null} */ (button.closest("[data-game-entry]"));
    const game = entry && games.find((g) => String(g.id) === entry.dataset.gameEntry);
    if (game && action === "delete") {
      // The focus goes to the entry that takes its place (the one before, for the last).
      const at = [...entries()].indexOf(/** @type {HTMLElement} */ (entry));
      games = deleteGames(store, game.id);
      draw();
      const left = entries();
      (left[Math.min(at, left.length - 1)]?.querySelector("button") ?? close).focus();
    } else if (game && action) open(game, action);
    else if (action === "all") {
      confirm.hidden = false;
      buttons.hidden = true;
      no.focus();
    } else if (action === "yes") {
      games = deleteGames(store);
      show();
    } else if (action === "no") {
      confirm.hidden = true;
      buttons.hidden = false;
      all.focus();
    } else if (action === "close") dialog.close();
  }
  dialog.addEventListener("click", onClick);
  const onClose = () => opener.isConnected && !opener.hidden && opener.focus();
  dialog.addEventListener("close", onClose);
  if (store.get("games") !== null) {
    games = read();
    draw();
  }

  return {
    commands: { "your-games": show },
    /** The end of a game in play (not a kiosk's attract mode), or of a live game this device's
     * seat played (its `facts` name the record and the player: game/features.js): it is kept. */
    asking(kind, facts) {
      const live = ctl();
      const online = facts?.online === true;
      if (kind === "end" && (online || live?.screen?.session === "play")) {
        const result = /** @type {GameResult} */ (facts.result);
        const added = addGame(
          store,
          online
            ? { record: facts.record, result, online: facts.player }
            : { record: /** @type {Controller} */ (live).record(), result },
        );
        if (added.broken) brokenNotice();
        games = added.games;
        draw();
      }
      return () => {};
    },
    words() {
      w = gamesWords(settings.lang);
      if (!opener.hidden) draw();
      if (root.querySelector('[data-notice="bad-games"]')) brokenNotice();
    },
    destroy() {
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", onClose);
      dialog.remove();
      opener.remove();
    },
  };
}
