// The move list: every action of the game in the move notation (g.moves()), numbered, with
// captures (×N), extra sowings (+), passes, new rounds and the end marked; the entry of the
// position on the board carries aria-current="step" and is scrolled into view. A click on an
// entry, or ← → Home End in the list, looks at that position (see flow/review.js). After a
// review ("How did I play?", flow/critique.js) each reviewed entry carries data-review with
// its grade (and data-proven when the results it compares are proven by force), and a click
// on it shows the position before it with the better move instead.
// While the board animates the last sowing, its entry shows only the pit played (the handle's
// letter, Game.letterOf): what it did (captures, an extra sowing, a pass, a round, the end) is
// added once the animation has shown it.
import { h } from "../lib/dom.js";
import { placeOf, ownerOf } from "../board/view.js";
import { playerNames, playerRoles } from "./words.js";

/** @import { Grade, MoveEntry, Role, Screen, Translate } from "../types.js" */
/** @import { Looking } from "../types.js" */

/**
 * The words a screen reader says for an entry.
 * @param {Translate} t
 * @param {MoveEntry} entry
 * @param {number} i
 * @param {string[]} names
 * @param {Role[]} roles
 * @param {Grade | null} [grade]
 */
function spoken(t, entry, i, names, roles, grade) {
  const bits = [t("moves.number", { n: i + 1 }), names[entry.player]];
  if (entry.action === "agree") bits.push(t("moves.agree"));
  else
    bits.push(
      t("pitOf", {
        place: placeOf(entry.action),
        player: names[ownerOf(entry.action)],
        who: roles[ownerOf(entry.action)],
      }),
    );
  if (entry.captured) bits.push(t("moves.captures", { n: entry.captured }));
  if (entry.extra) bits.push(t("moves.extra"));
  if (grade) bits.push(t(`grade.${grade}`));
  return bits.join(t("listSep"));
}

/**
 * @param {Translate} t
 * @param {MoveEntry} entry
 * @param {number} i
 * @param {string[]} names
 * @param {Role[]} roles
 */
function entryItem(t, entry, i, names, roles) {
  const button = h(
    "button",
    {
      type: "button",
      class: "move",
      "data-move": String(i),
      "data-player": String(entry.player),
      "aria-label": spoken(t, entry, i, names, roles),
    },
    h("span", { class: "move-no", "aria-hidden": "true", text: `${i + 1}.` }),
    h("span", { class: "move-text", "aria-hidden": "true", text: entry.notation }),
  );
  const notes = [];
  if (entry.passes)
    notes.push(
      h("li", {
        class: "move-note",
        text: t("moves.pass", { player: names[1 - entry.player], who: roles[1 - entry.player] }),
      }),
    );
  if (entry.round)
    notes.push(h("li", { class: "move-note", text: t("status.round", { n: entry.round }) }));
  if (entry.end) notes.push(h("li", { class: "move-note move-end", text: t("moves.end") }));
  return [h("li", { class: "move-item" }, button), ...notes];
}

/**
 * The entries as the list shows them: the last one held back to its pit while its sowing is
 * being animated (see above).
 * @param {Screen} screen
 * @param {(pit: number) => string} letterOf
 * @returns {MoveEntry[]}
 */
export function shownEntries(screen, letterOf) {
  const moves = screen.moves;
  const last = moves[moves.length - 1];
  if (!screen.sowing || screen.viewing !== null || !last || last.action === "agree") return moves;
  const held = {
    ...last,
    notation: letterOf(last.action),
    captured: 0,
    extra: false,
    passes: false,
    round: null,
    end: null,
  };
  return [...moves.slice(0, -1), /** @type {MoveEntry} */ (held)];
}

/**
 * Creates the move list's view inside `section` (built by ./shell.js); `on` has view(index),
 * step(delta), backToGame() and selectCritique(index); `letterOf(pit)` is the handle's letter
 * of a pit.
 * @param {HTMLElement} section
 * @param {Looking} on
 * @param {(pit: number) => string} letterOf
 */
export function createMovesView(section, on, letterOf) {
  const list = /** @type {HTMLElement} */ (section.querySelector("[data-move-list]"));
  const start = /** @type {HTMLElement} */ (section.querySelector("[data-move-start]"));
  const legend = /** @type {HTMLElement | null} */ (section.querySelector("[data-moves-key]"));
  let drawn = "";
  /** @type {number | null} */
  let shownAt = null; // the position the list was last scrolled to
  let reviewed = false;
  let scrolling = false; // a scroll waits for the next frame (render)
  /** Brings the move shown into view, or the list to its top when the start is shown. */
  const show = () => {
    scrolling = false;
    /** @type {HTMLElement | null} */
    const here = list.querySelector('[data-move][aria-current="step"]');
    if (here) scrollInto(list, here);
    else list.scrollTop = 0;
  };
  // A list drawn while out of sight (a game opened behind the first screen's copy) has no size
  // to scroll: once it gets one, and whenever it changes, the current move is brought into view.
  if (typeof ResizeObserver === "function") new ResizeObserver(show).observe(list);

  section.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    /** @type {HTMLElement | null} */
    const b = target.closest("[data-move], [data-move-start]");
    if (!b) return;
    if (reviewed && b.dataset.review) on.selectCritique(Number(b.dataset.move));
    else on.view(b.hasAttribute("data-move-start") ? -1 : Number(b.dataset.move));
  });
  section.addEventListener("keydown", (e) => {
    /** @type {(() => void) | undefined} */
    const go = {
      ArrowLeft: () => on.step(-1),
      ArrowUp: () => on.step(-1),
      ArrowRight: () => on.step(1),
      ArrowDown: () => on.step(1),
      Home: () => on.view(-1),
      End: () => on.backToGame(),
    }[e.key];
    if (!go) return;
    e.preventDefault();
    go();
  });

  return {
    /** @param {Screen} screen @param {Translate} t */
    render(screen, t) {
      const names = playerNames(t, screen);
      if (legend) legend.textContent = t("moves.key", { variant: screen.variant });
      const moves = shownEntries(screen, letterOf);
      // Each entry with its notes (a pass, a round, the end), which a sowing drawn holds back.
      const notes = (/** @type {MoveEntry} */ m) =>
        `${m.notation}${m.passes ? "/" : ""}${m.round ? `/${m.round}` : ""}${m.end ? "/end" : ""}`;
      const key = `${t("moves.title")}|${names}|${moves.map(notes).join(" ")}`;
      const rebuilt = key !== drawn;
      if (rebuilt) {
        drawn = key;
        list.replaceChildren(
          ...moves.flatMap((entry, i) => entryItem(t, entry, i, names, playerRoles(screen))),
        );
      }
      markReviewed(list, screen, t, names, playerRoles(screen), rebuilt);
      reviewed = screen.critique?.status === "done";
      const selected = screen.critique?.selected ?? null;
      section.hidden = screen.session !== "play";
      const current = screen.current;
      const active = /** @type {Document | ShadowRoot} */ (section.getRootNode()).activeElement;
      const focused = section.contains(active);
      for (const b of [start, ...entries(list)]) {
        const here = (b === start ? -1 : Number(b.dataset.move)) === current;
        if (here) b.setAttribute("aria-current", "step");
        else b.removeAttribute("aria-current");
        // A reviewed move selected keeps the focus, though the board shows the position before it.
        const target =
          selected === null ? here : b !== start && Number(b.dataset.move) === selected;
        b.tabIndex = target ? 0 : -1;
        if (target && focused && b !== active) b.focus({ preventScroll: true });
      }
      // Scrolling measures the list: only when the position shown or the list changed, and once
      // the next frame has been drawn, when its layout is done and measuring costs nothing, so
      // that the task a sowing starts (or ends) in lays the page out once (scripts/sowing.mjs).
      // (An empty list has nothing to scroll: no layout for a new game.)
      if ((!rebuilt && current === shownAt) || !screen.moves.length || scrolling) return;
      shownAt = current;
      scrolling = true;
      requestAnimationFrame(() => setTimeout(show));
    },
  };
}

/**
 * Marks each entry with its review (data-review, data-proven, data-selected, and the grade in
 * its spoken words), changing only the entries whose mark changed (all after a rebuild).
 * @param {HTMLElement} list
 * @param {Screen} screen
 * @param {Translate} t
 * @param {string[]} names
 * @param {Role[]} roles
 * @param {boolean} rebuilt
 */
function markReviewed(list, screen, t, names, roles, rebuilt) {
  const marks = screen.critique?.marks || [];
  const selected = screen.critique?.selected ?? null;
  for (const b of entries(list)) {
    const i = Number(b.dataset.move);
    const mark = marks[i] || null;
    const grade = mark ? mark.grade : null;
    if (rebuilt ? grade !== null : (b.dataset.review ?? null) !== grade) {
      if (grade) b.dataset.review = grade;
      else b.removeAttribute("data-review");
      b.setAttribute("aria-label", spoken(t, screen.moves[i], i, names, roles, grade));
    }
    b.toggleAttribute("data-proven", Boolean(mark?.proven));
    b.toggleAttribute("data-selected", mark !== null && i === selected);
  }
}

/** The entries of the list, one per action. @param {HTMLElement} list */
const entries = (list) =>
  /** @type {NodeListOf<HTMLElement>} */ (list.querySelectorAll("[data-move]"));

/**
 * Scrolls the list (only the list, never the page) so that `item` shows.
 * @param {HTMLElement} list
 * @param {HTMLElement} item
 */
function scrollInto(list, item) {
  const top = item.offsetTop; // the list is positioned: offsets count from its top
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = top + item.offsetHeight - list.clientHeight;
}
