// The status line (whose turn, what happens now, badges), the chosen game's tab and title,
// and the state marks on the game's element (data-thinking, data-hinting, data-attract).
import { h } from "../lib/dom.js";
import { sideOf } from "../board/view.js";
import { bottomOf } from "./flip.js";
import { NATIVE } from "../lib/names.js";
import { playerNames, playerRoles, resultLine } from "./words.js";

/** @import { PlayerNumber, Role, Screen, Translate } from "../types.js" */

/**
 * The status line's words for a screen: "Your move", "The computer is thinking…", "South to
 * move"; for a newcomer who has not sown yet (`row`: the player whose row holds the pits to
 * play, Game.ownerOf of a legal pit), "Your move: choose a pit in the bottom row". `bottom`: the
 * player whose row is drawn at the bottom (./flip.js).
 * @param {Translate} t
 * @param {Screen} s
 * @param {string[]} names
 * @param {Role[]} roles
 * @param {PlayerNumber | null} [row]
 * @param {PlayerNumber} [bottom]
 */
export function statusLine(t, s, names, roles, row = null, bottom = 0) {
  /** @param {PlayerNumber} p */
  const about = (p) => ({ player: names[p], who: roles[p] });
  if (s.phase === "ritual") return t("status.ritual");
  if (s.viewing !== null)
    return t(s.phase === "replaying" ? "status.replaying" : "status.viewing", { n: s.viewing + 1 });
  if (s.phase === "animating") return t("status.sowing", about(s.moves[s.moves.length - 1].player));
  // A puzzle solved, or its solution shown: no one is to move in it any more.
  if (s.puzzle?.phase === "done")
    return t(s.puzzle.shown ? "puzzle.status.shown" : "puzzle.status.solved");
  if (s.over) return `${t("status.over")} — ${resultLine(t, s.result, names, roles)}`;
  if (!s.human) return t("status.thinking", about(s.toMove));
  // The forced pit (Mangala IV) is the mover's leftmost pit with seeds, seen from their seat:
  // on screen the bottom row's leftmost, the top row's rightmost (its player faces the other
  // way), and so the words say it, the board turned or not.
  if (s.forcedPit !== null)
    return t("status.forced", { ...about(s.toMove), side: sideOf(s.forcedPit, bottom) });
  if (row !== null)
    return t("status.newcomer", {
      ...about(s.toMove),
      side: row === bottom ? "bottom" : "top",
    });
  return t(s.extraSowing ? "status.extra" : "status.toMove", about(s.toMove));
}

/** @param {Translate} t @param {Screen} s */
function badges(t, s) {
  const out = [];
  if (s.round && (s.options.rounds || s.round > 1)) out.push(t("status.round", { n: s.round }));
  if (s.options.start === "random") out.push(t("status.random", { seed: s.options.seed }));
  if (s.options.freeChoice) out.push(t("status.houseRule"));
  if (s.level && !s.board.forced) out.push(t("status.level", { level: t(`level.${s.level}`) }));
  return out;
}

/** @param {Element} node @param {Translate} t @param {string} variant */
function kioskTitle(node, t, variant) {
  const native = NATIVE[variant];
  const place = t(`place.${variant}`);
  const name = t(`name.${variant}`);
  const parts = [h("span", { class: "game-name", text: name })];
  // The name in its own script, as on the game's tab (../names.js).
  if (native.tab === "native" && native.text !== name)
    parts.push(
      h("span", { class: "game-script", lang: native.lang, dir: native.dir, text: native.text }),
    );
  parts.push(h("span", { class: "kiosk-place", text: place }));
  node.replaceChildren(...parts);
}

/** @param {Element} node @param {string} name @param {boolean} on */
const mark = (node, name, on) =>
  on ? node.setAttribute(name, "true") : node.removeAttribute(name);

/**
 * Renders the status of `screen` inside root; `page`: the document's body is marked too; `row`:
 * a newcomer's row to play (see statusLine).
 * @param {HTMLElement} root
 * @param {Screen} screen
 * @param {Translate} t
 * @param {boolean} page
 * @param {PlayerNumber | null} [row]
 */
export function renderStatus(root, screen, t, page, row = null) {
  const names = playerNames(t, screen);
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-game]")))
    b.setAttribute("aria-pressed", String(b.dataset.game === screen.variant));
  root.dataset.variant = screen.variant;
  if (page) document.body.dataset.variant = screen.variant;
  mark(root, "data-thinking", screen.phase === "thinking");
  mark(root, "data-hinting", screen.phase === "hinting");
  mark(root, "data-attract", screen.session === "attract");
  const title = root.querySelector("[data-kiosk-title]");
  if (title) kioskTitle(title, t, screen.variant);
  // Three dots that pulse while the computer thinks (shown by .mg[data-thinking]).
  const dots = h("span", { class: "thinking", "aria-hidden": "true" }, h("i"), h("i"), h("i"));
  /** @type {Element} */ (root.querySelector("[data-status]")).replaceChildren(
    h("span", {
      class: "status-line",
      text: statusLine(t, screen, names, playerRoles(screen), row, bottomOf(root)),
    }),
    dots,
    ...badges(t, screen).map((b) => h("span", { class: "badge", text: b })),
  );
}
