// The board: one entry point, createBoard(element, config).
//
// It draws a two-row mancala board inside `element` and knows no rules: the legal
// pits, the counts and the player to move come from the caller's snapshots, and a
// move is animated from the trace the `Game` handle returned. Everything is scoped
// to `element`, so several boards can live on one page.
//
// config (every field optional):
//   t(key, vars)       the words; defaults to English (see ../i18n/)
//   names              [name of player 0, name of player 1]; defaults to the words' own
//   roles              [who plays player 0, who plays player 1]: "you" | "computer" | null
//                      (two people), so the words can say "You sow…", "The computer sows…"
//   speed              "slow" | "normal" | "fast" | "instant" (default "normal")
//   reducedMotion      boolean; defaults to the `prefers-reduced-motion` media query
//   interactive        boolean (default true): false ignores picks (a computer's turn)
//   onMove(pit)        called when the player picks a legal pit
//   onMiss(pit)        called when the player picks a pit that can't be played now
//   onSettled()        called when a move's animation has finished or been skipped
//   onStep(event, view) called as each event of a trace is shown (not when skipped), with
//                      the view drawn: for captions that explain the rules as they happen,
//                      and the sound of the seeds
//
// snapshot: { variant, pits[14], captured[2], toMove, legal[], closed[], over, forced }
//
// The returned handle: set(snapshot, {keepMarks}), play(trace, after) -> Promise,
// skip(), setSpeed(speed), setText(t, names, roles), setInteractive(bool), setHint(pit|null),
// setBottom(player), say(text), focus(), busy, destroy(). setBottom(1) turns the board half a
// turn, North's row at the bottom (data-bottom="north" on element; 0, the default, South's). A hint marks a legal pit with data-hint until the
// next set() or play().
import { buildBoard, render, measure, orient } from "./render.js";
import { viewFromSnapshot, settle, withHint, ownerOf, placeOf } from "./view.js";
import { createAnimator } from "./animate.js";
import { attachInput } from "./input.js";
import { describeMove, createAnnouncer } from "./announce.js";
import { translator } from "../i18n/index.js";

/**
 * @import { BoardConfig, BoardView, Role, Snapshot, Speed, Trace, Translate } from "../types.js"
 */

/** The board's words (wordsFor): t, and the names of players, pits and piles.
 * @typedef {ReturnType<typeof wordsFor>} BoardWords */

/**
 * @param {Translate} t
 * @param {string[] | undefined} names
 * @param {Role[] | undefined} roles
 */
function wordsFor(t, names, roles) {
  /** @param {number} p */
  const playerName = (p) => (names && names[p]) || t(`player.${p}`);
  /** @param {number} p */
  const whoOf = (p) => (roles && roles[p]) || null;
  /** @param {number} pit */
  const pitName = (pit) =>
    t("pitOf", { place: placeOf(pit), player: playerName(ownerOf(pit)), who: whoOf(ownerOf(pit)) });
  return {
    t,
    playerName,
    whoOf,
    pitName,
    /**
     * @param {number} pit
     * @param {number} n
     * @param {{ closed: boolean, saada: boolean, legal: boolean, hint: boolean }} flags
     */
    pitLabel(pit, n, flags) {
      const bits = [pitName(pit), t("seedsCount", { n })];
      if (flags.closed) bits.push(t("mark.closed"));
      if (flags.saada) bits.push(t("mark.saada"));
      if (flags.legal) bits.push(t("playable"));
      if (flags.hint) bits.push(t("mark.hint"));
      return bits.join(t("listSep"));
    },
    /** @param {number} player @param {number} n @param {boolean} toMove */
    pileLabel(player, n, toMove) {
      const bits = [
        t("pileOf", { player: playerName(player), who: whoOf(player) }),
        t("seedsCount", { n }),
      ];
      if (toMove) bits.push(t("toMoveMark"));
      return bits.join(t("listSep"));
    },
  };
}

/**
 * Creates a board inside element; see the config above.
 * @param {HTMLElement} element
 * @param {BoardConfig} [config]
 */
export function createBoard(element, config = {}) {
  const motionQuery =
    typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;
  const settings = {
    speed: config.speed || /** @type {Speed} */ ("normal"),
    reducedMotion: config.reducedMotion ?? Boolean(motionQuery && motionQuery.matches),
    interactive: config.interactive ?? true,
    onMove: config.onMove || (() => {}),
    onMiss: config.onMiss || (() => {}),
    onSettled: config.onSettled || (() => {}),
    onStep: config.onStep || (() => {}),
  };
  let text = wordsFor(config.t || translator(""), config.names, config.roles);
  let names = config.names;
  let roles = config.roles;
  const dom = buildBoard(element);
  const announcer = createAnnouncer(dom.live);
  /** @type {BoardView | null} */
  let view = null;
  /** @type {BoardView | null} */
  let drawn = null;
  let busy = false;

  /** @param {BoardView} next */
  function draw(next) {
    render(dom, next, text, drawn);
    drawn = next;
    view = next;
  }

  /** @param {boolean} on */
  function setBusy(on) {
    busy = on;
    if (on) dom.root.dataset.busy = "true";
    else dom.root.removeAttribute("data-busy");
  }

  const animator = createAnimator(dom, {
    draw,
    speed: () => settings.speed,
    reducedMotion: () => settings.reducedMotion,
    onStep: (event, view) => settings.onStep(event, view),
    words: (note) => {
      if (note.type === "extra") return text.t("note.extra");
      if (note.type === "pass")
        return text.t("note.pass", {
          player: text.playerName(note.player),
          who: text.whoOf(note.player),
        });
      if (note.type === "round") return text.t("note.round", { n: note.number });
      return "";
    },
  });

  const input = attachInput(dom, {
    isBusy: () => busy,
    onSkip: () => animator.skip(),
    onPick: (pit) => {
      if (!settings.interactive || !view) return;
      if (view.legal.includes(pit)) settings.onMove(pit);
      else settings.onMiss(pit);
    },
  });

  dom.root.dataset.motion = settings.reducedMotion ? "reduced" : "full";
  // Pit centres (for the hand and the flights) are measured after layout, never during a move.
  const sizes =
    typeof ResizeObserver === "function" ? new ResizeObserver(() => measure(dom)) : null;
  if (sizes) sizes.observe(dom.root);

  function focusLegal() {
    if (!view || !view.legal.length) return;
    const current = input.current();
    if (!view.legal.includes(current)) input.focusPit(view.legal[0], input.hasFocus());
  }

  return {
    /**
     * Shows a position; marks of the last move are kept only when asked.
     * @param {Snapshot} snapshot
     */
    set(snapshot, { keepMarks = false } = {}) {
      const next = keepMarks && view ? settle(view, snapshot) : viewFromSnapshot(snapshot);
      if (!settings.interactive) next.legal = [];
      drawn = null;
      draw(next);
      focusLegal();
    },

    /**
     * Animates a move from its trace, then shows `after`; resolves when done.
     * @param {Trace} trace
     * @param {Snapshot} after
     */
    async play(trace, after) {
      if (busy) animator.skip();
      setBusy(true);
      if (!dom.spots) measure(dom);
      try {
        // A move is played on a position shown: set() came first.
        const end = await animator.run(/** @type {BoardView} */ (view), trace);
        const final = settle(end, after);
        if (!settings.interactive) final.legal = [];
        draw(final);
      } finally {
        setBusy(false);
      }
      announcer.say(describeMove(text, trace, after));
      focusLegal();
      settings.onSettled();
    },

    /** Jumps to the end of the move being animated. */
    skip() {
      if (busy) animator.skip();
    },

    /** @param {Speed} speed */
    setSpeed(speed) {
      settings.speed = speed;
    },

    /**
     * Changes the words (language) and, optionally, the players' names and roles.
     * @param {Translate} t
     */
    setText(t, newNames = names, newRoles = roles) {
      names = newNames;
      roles = newRoles;
      text = wordsFor(t, names, roles);
      if (view) {
        drawn = null;
        draw(view);
      }
    },

    /**
     * Marks the pit a hint recommends (data-hint), or clears the mark with null.
     * @param {number | null | undefined} pit
     */
    setHint(pit) {
      if (!view || view.hint === (pit ?? null)) return;
      draw(withHint(view, pit ?? null));
      if (view.hint !== null) input.focusPit(view.hint, input.hasFocus());
    },

    /**
     * Draws `player`'s row at the bottom (see ./render.js orient); a sowing being drawn ends first.
     * @param {import("../types.js").PlayerNumber} player
     */
    setBottom(player) {
      if (dom.root.dataset.bottom === (player === 0 ? "south" : "north")) return;
      if (busy) animator.skip();
      orient(dom, player);
      measure(dom);
      if (view) {
        drawn = null;
        draw(view);
      }
    },

    /** Turns human picks on or off (off while a computer thinks). @param {boolean} on */
    setInteractive(on) {
      settings.interactive = on;
    },

    /** Speaks a message through the board's live region. @param {string} message */
    say(message) {
      announcer.say(message);
    },

    focus() {
      dom.pits[input.current()].focus();
    },

    get busy() {
      return busy;
    },

    get element() {
      return dom.root;
    },

    destroy() {
      animator.skip();
      input.destroy();
      if (sizes) sizes.disconnect();
      dom.root.replaceChildren();
      dom.root.classList.remove("mb-board");
    },
  };
}
