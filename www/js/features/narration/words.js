// The words of a sowing as it happens: one source for the kiosk's captions in attract mode and
// for "Explain each sowing" in play (features/narration/view.js shows them in [data-narration]).
//
// narrationFor(trace, …) reads the whole trace once (is this drop the last of the sowing? does
// a capture follow it?) and returns wordsAt(event, view): the words for one event of the trace,
// given the board's view once that event is drawn (the board's onStep passes both), or null
// for an event that shows no rule (an ordinary drop). So the words can never run ahead of the
// seeds they describe: they are asked for only once the board has drawn their event.
// Every capture is said with its reason, the trace's `why` (docs/rules.md#what-the-handle-decides).
//
// createPacer(say) hands words on to a live region at a pace a screen reader can follow: the
// first words at once, then whatever came meanwhile joined into one message, at most one
// message per `gap`.
import { placeOf, ownerOf, viewFromSnapshot, applyEvent, sideOf } from "../../board/view.js";
import { hasWords, reasonKey } from "../../i18n/index.js";

/**
 * @import { BoardView, PlayerNumber, Role, Trace, TraceEvent, Translate, Variant }
 *   from "../../types.js"
 */

/** The reasons of a capture that have words of their own (`cap.take.<why>`). */
const WHYS = ["saada", "facing", "chain", "row", "division"];

/**
 * The words of each event of `trace` (see above): returns wordsAt(event, view).
 * @param {Trace} trace
 * @param {string[]} names the players' names, [player 0's, player 1's]
 * @param {string} variant
 * @param {Translate} t
 * @param {object} [how]
 * @param {Role[]} [how.roles] who plays each seat ("you", "computer"; null: a named player), so
 *   a sowing against the computer reads "You lift…", "The computer lifts…"
 * @param {boolean} [how.forced] the rules force every move (the handle's isForced): only then
 *   is a Mangala IV lift said to be forced
 * @param {PlayerNumber} [how.bottom] the player whose row is drawn at the bottom (0 unless the
 *   board is turned, views/flip.js): where the words place a row on screen
 * @returns {(event: TraceEvent, view: Pick<BoardView, "pits">) => string | null}
 */
export function narrationFor(
  trace,
  names,
  variant,
  t,
  { roles = [null, null], forced = false, bottom = 0 } = {},
) {
  /** @param {number} pit */
  const pitName = (pit) =>
    t("pitOf", { place: placeOf(pit), player: names[ownerOf(pit)], who: roles[ownerOf(pit)] });
  const player = names[trace.player];
  const who = roles[trace.player];
  /**
   * The game's own words for `key` when it has them (`key.<variant>`), else `fallback`.
   * @template {string | null} F
   * @param {string} key
   * @param {F} fallback
   */
  const own = (key, fallback) => (hasWords(`${key}.${variant}`) ? `${key}.${variant}` : fallback);
  const lastDrop = trace.events.filter((e) => e.type === "drop").pop();
  const takesLast = trace.events.some((e) => e.type === "capture" && e.why === "last");
  return (e, view) => {
    if (e.type === "lift" || e.type === "relay") {
      const key =
        e.type === "lift"
          ? forced
            ? own("cap.lift.forced", "cap.lift")
            : "cap.lift"
          : "cap.relay";
      // A forced pit is the mover's leftmost with seeds from their seat: on screen the bottom
      // row's leftmost, the top row's rightmost (as views/status.js says it), the board turned
      // or not.
      const side = sideOf(e.pit, bottom);
      return t(own(key, key), { who, player, pit: pitName(e.pit), n: e.seeds, side });
    }
    if (e.type === "drop") {
      // One sowing per move: its last drop either captures (said with the capture) or ends it.
      const stop = own("cap.stop", null);
      return e === lastDrop && !takesLast && stop
        ? t(stop, { pit: pitName(e.pit), n: view.pits[e.pit] })
        : null;
    }
    if (e.type === "saada") return t("cap.saada", { who, player, pit: pitName(e.pit) });
    if (e.type === "capture") {
      const rule = e.why === "last" ? own("cap.capture", null) : null;
      // A saada whose next pit is empty takes only the pit facing that one: the trace goes
      // straight from the saada to the facing capture.
      const alone =
        e.why === "facing" && trace.events[trace.events.indexOf(e) - 1]?.type === "saada";
      const why = alone
        ? "cap.take.facingAlone"
        : WHYS.includes(e.why)
          ? `cap.take.${e.why}`
          : "cap.take";
      return t(rule || why, {
        who: roles[e.player],
        player: names[e.player],
        pit: pitName(e.pit),
        n: e.seeds,
      });
    }
    if (e.type === "extra") return t("cap.extra", { who, player });
    if (e.type === "pass") return t("cap.pass", { who: roles[e.player], player: names[e.player] });
    if (e.type === "end")
      return t("cap.end", { reason: t(reasonKey(e.reason, { variant, forced })) });
    return null;
  };
}

/**
 * The words of every event of `trace` that has some, replaying it from the position `before`
 * as the board does: a map from each such event to its words.
 * @param {Trace} trace
 * @param {{ pits: number[], captured?: number[] }} before
 * @param {string[]} names
 * @param {string} variant
 * @param {Translate} t
 * @param {Parameters<typeof narrationFor>[4]} [how]
 */
export function captionsFor(trace, before, names, variant, t, how) {
  const wordsAt = narrationFor(trace, names, variant, t, how);
  let view = viewFromSnapshot({
    variant: /** @type {Variant} */ (variant),
    pits: before.pits,
    captured: before.captured ?? [0, 0],
    toMove: trace.player,
    legal: [],
    closed: [],
    over: false,
    forced: false,
  });
  /** @type {Map<TraceEvent, string>} */
  const out = new Map();
  for (const e of trace.events) {
    view = applyEvent(view, e);
    const words = wordsAt(e, view);
    if (words) out.set(e, words);
  }
  return out;
}

/**
 * Hands words on to `say` at most once per `gap` milliseconds, joining what came meanwhile
 * (see above). `drop()` forgets what is waiting (a sowing's end says its own summary).
 * @param {(words: string) => void} say
 * @param {{ gap?: number, now?: () => number,
 *   later?: (fn: () => void, ms: number) => unknown, cancel?: (id: any) => void }} [how]
 */
export function createPacer(say, how = {}) {
  const gap = how.gap ?? 2500;
  const now = how.now ?? (() => performance.now());
  const later = how.later ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = how.cancel ?? ((id) => clearTimeout(id));
  /** @type {string[]} */
  let waiting = [];
  /** @type {unknown} */
  let timer = null;
  let saidAt = -Infinity;
  function flush() {
    timer = null;
    if (!waiting.length) return;
    say(waiting.join(" "));
    waiting = [];
    saidAt = now();
  }
  return {
    /** @param {string} words */
    push(words) {
      waiting.push(words);
      if (timer === null) timer = later(flush, Math.max(0, saidAt + gap - now()));
    },
    drop() {
      if (timer !== null) cancel(timer);
      timer = null;
      waiting = [];
    },
  };
}
