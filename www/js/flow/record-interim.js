// INTERIM, to delete when the core's record is on the handle (CONTRACT.md: g.record(),
// Game.fromRecord, g.moves(), g.seats()/setSeats(), g.toText()/Game.fromText). Until then this file keeps,
// beside each handle, what the core will keep: how the game began, its actions, its seats and
// one move-list entry per action. Only ./record.js imports it.

const kept = new WeakMap(); // Game handle → { record, entries }

const LETTERS = "abcdefg";
const NO_SEATS = () => ({ computer: null, ritual: null });

/** Returns the notation letter of a pit (CONTRACT.md: South 13…7 = A…G, North 0…6 = a…g). */
function letter(pit) {
  return pit < 7 ? LETTERS[pit] : LETTERS[13 - pit].toUpperCase();
}

/** Returns the move-list entry of one action from its trace. */
function entryOf(player, action, trace) {
  if (action === "agree") return { player, action, notation: "=", captured: 0, extra: false, passes: false, round: null, end: "agreed" };
  const events = trace.events;
  // Seeds handed out at a game's or round's end (the engine's `why`) are not the sowing's.
  const handOut = (e) => ["row", "starved", "division"].includes(e.why);
  const captured = events.filter((e) => e.type === "capture" && e.player === player && !handOut(e)).reduce((n, e) => n + e.seeds, 0);
  const extra = events.some((e) => e.type === "extra");
  const round = events.find((e) => e.type === "round");
  const end = events.find((e) => e.type === "end");
  const notation = `${letter(action)}${captured ? ` ×${captured}` : ""}${extra ? " +" : ""}`;
  return { player, action, notation, captured, extra, passes: events.some((e) => e.type === "pass"), round: round ? round.number : null, end: end ? end.reason : null };
}

export function track(g, record) {
  kept.set(g, { record: { seats: NO_SEATS(), start: null, options: {}, ...record, actions: [] }, entries: [] });
  return g;
}

export function play(g, action) {
  const k = kept.get(g);
  const player = g.toMove();
  let trace = null;
  if (action === "agree") g.agreeCycle();
  else trace = g.play(action);
  k.record.actions.push(action);
  k.entries.push(entryOf(player, action, trace));
  return trace;
}

export function fromRecord(Game, record) {
  if (!record || typeof record !== "object") throw new Error("a game record must be an object");
  if (!Array.isArray(record.actions)) throw new Error("the record's actions must be an array");
  const g = record.start ? Game.fromState(record.start) : new Game(record.variant, record.options || {});
  track(g, { variant: g.variant, options: g.state().options || {}, start: record.start || null, seats: record.seats || NO_SEATS() });
  record.actions.forEach((action, i) => {
    try {
      play(g, action);
    } catch (e) {
      g.free();
      throw new Error(`action ${i} (${JSON.stringify(action)}): ${e.message}`);
    }
  });
  return g;
}

export const record = (g) => JSON.parse(JSON.stringify(kept.get(g).record));
export const moves = (g) => kept.get(g).entries.slice();
export const seats = (g) => ({ ...kept.get(g).record.seats });
export function setSeats(g, value) {
  kept.get(g).record.seats = { ...NO_SEATS(), ...value };
}
export const toText = (g) => `${JSON.stringify(record(g), null, 1)}\n`;
export function fromText(Game, text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new Error(`the text is not a game file (${e.message})`);
  }
  return fromRecord(Game, parsed);
}

/** Takes back the last action; returns the game (a new handle when the handle can't undo it). */
export function undo(Game, g) {
  const k = kept.get(g);
  const last = k.record.actions[k.record.actions.length - 1];
  if (last === undefined) return g;
  if (last !== "agree" && g.undo()) {
    k.record.actions.pop();
    k.entries.pop();
    return g;
  }
  const shorter = record(g);
  shorter.actions.pop();
  const h = fromRecord(Game, shorter);
  g.free();
  return h;
}
