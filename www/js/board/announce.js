// Announcements: a move's outcome in words for the board's live region.
import { placeOf } from "./view.js";
import { reasonKey } from "../i18n/index.js";

/** @import { PlayerNumber, Snapshot, Trace, TraceEvent } from "../types.js" */
/** @import { BoardWords } from "./index.js" */

/**
 * Lists at most `max` names, then "and N more".
 * @param {BoardWords} text
 * @param {string[]} names
 */
function list(text, names, max = 4) {
  const sep = text.t("listSep");
  if (names.length <= max) return names.join(sep);
  return `${names.slice(0, max).join(sep)} ${text.t("andMore", { n: names.length - max })}`;
}

/**
 * Describes a played move in words, from its trace and the snapshot after it.
 * text: { t(key, vars), playerName(player), whoOf(player), pitName(pit) }.
 * Words about a player get its name and who plays it (see ../i18n/en.js).
 * @param {BoardWords} text
 * @param {Trace} trace
 * @param {Snapshot | null} after
 */
export function describeMove(text, trace, after) {
  /** @type {string[]} */
  const parts = [];
  /** @param {PlayerNumber} player */
  const about = (player) => ({ player: text.playerName(player), who: text.whoOf(player) });
  /** @type {string[]} */
  const relays = [];
  /** @type {Extract<TraceEvent, { type: "capture" }>[]} */
  let captures = [];
  const flushCaptures = () => {
    if (!captures.length) return;
    /** @type {Map<PlayerNumber, { seeds: number, pits: string[] }>} */
    const byPlayer = new Map();
    for (const c of captures) {
      const entry = byPlayer.get(c.player) || { seeds: 0, pits: [] };
      entry.seeds += c.seeds;
      entry.pits.push(text.pitName(c.pit));
      byPlayer.set(c.player, entry);
    }
    for (const [player, entry] of byPlayer) {
      parts.push(
        text.t("say.capture", { ...about(player), n: entry.seeds, pits: list(text, entry.pits) }),
      );
    }
    captures = [];
  };
  const flushRelays = () => {
    if (!relays.length) return;
    parts.push(text.t("say.relays", { n: relays.length, pits: list(text, relays) }));
    relays.length = 0;
  };
  for (const e of trace.events) {
    switch (e.type) {
      case "lift":
        flushRelays();
        flushCaptures();
        parts.push(
          text.t("say.sow", {
            ...about(trace.player),
            place: placeOf(e.pit),
            pit: text.pitName(e.pit),
            n: e.seeds,
          }),
        );
        break;
      case "relay":
        relays.push(text.pitName(e.pit));
        break;
      case "saada":
        flushRelays();
        parts.push(text.t("say.saada", { pit: text.pitName(e.pit) }));
        break;
      case "capture":
        flushRelays();
        captures.push(e);
        break;
      case "extra":
        flushRelays();
        flushCaptures();
        parts.push(text.t("say.extra", about(trace.player)));
        break;
      case "pass":
        flushRelays();
        flushCaptures();
        parts.push(text.t("say.pass", about(e.player)));
        break;
      case "round":
        flushRelays();
        flushCaptures();
        parts.push(text.t("say.round", { n: e.number }));
        break;
      case "end":
        flushRelays();
        flushCaptures();
        parts.push(
          text.t("say.end", {
            reason: text.t(reasonKey(e.reason, after ?? { variant: "", forced: false })),
          }),
        );
        break;
      default:
        break;
    }
  }
  flushRelays();
  flushCaptures();
  if (after && !after.over) parts.push(text.t("say.toMove", about(after.toMove)));
  return parts.join(" ");
}

/** Creates a speaker over a live region element. @param {HTMLElement} live */
export function createAnnouncer(live) {
  let last = "";
  return {
    /** @param {string} message */
    say(message) {
      // The same words twice in a row are still spoken: clear first, then set.
      if (message === last) live.textContent = "";
      last = message;
      live.textContent = message;
    },
  };
}
