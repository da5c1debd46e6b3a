// The live game's protocol (www/js/features/live/protocol.js): the game's id, the subjects and
// the stream, the signed messages and the receiver's checks. Each refused message (forged,
// tampered, replayed, out of turn, illegal, of another game) is checked to leave the game as it
// was. Node's WebCrypto has Ed25519, so the keys and signatures are the browser's own.
//
// The positions are worked out from docs/rules.md, "Al-manqala": 7 seeds in each of the 14 pits
// (98 in all), player 0 (South, pits 7–13) moves first. Playing pit 7 empties it and drops its 7
// seeds one by one into the next 7 pits: none of them wraps back to pit 7 (13 other pits), each
// of those 7 pits holds 8, which is neither 2 nor 4, so nothing is taken and North (1) moves next.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import {
  STREAM,
  STREAM_SUBJECTS,
  streamConfig,
  gameSubject,
  hereSubject,
  newGameId,
  isGameId,
  toBase64url,
  fromBase64url,
  makeSeatKey,
  saveSeatKey,
  loadSeatKey,
  signMessage,
  createMatch,
  hashOf,
  liveState,
} from "../../www/js/features/live/protocol.js";

const ID = "0123456789abcdef0123456789abcdef";
/** The invitation's secret of the games below (only the invitation's link holds it). */
const SECRET = "fedcba9876543210fedcba9876543210";

/** Two seats with their keys and counters, and a match for each reader. */
async function table(variant = "al-manqala", player = 0) {
  const keys = [await makeSeatKey(), await makeSeatKey()];
  const seq = [0, 0];
  /** Signs what `seat` says next. */
  const say = (seat, said) => signMessage(keys[seat], { game: ID, seat, seq: seq[seat]++ }, said);
  const invite = await hashOf(SECRET);
  const open = await say(0, {
    type: "open",
    key: keys[0].publicKey,
    variant,
    options: {},
    player,
    invite,
  });
  const join = await say(1, { type: "join", key: keys[1].publicKey, secret: SECRET });
  return { keys, seq, say, open, join };
}

/** A match that has read `wires`, each of which it must accept. */
async function readAll(wires) {
  const match = createMatch(Game, ID);
  for (const wire of wires) {
    const outcome = await match.receive(wire);
    assert.equal(outcome.ok, true, JSON.stringify(outcome));
  }
  return match;
}

/** The game's position, to compare before and after a refusal. */
const snapshot = (match) => JSON.stringify([match.game()?.state(), match.game()?.movesPlayed()]);

test("a game's id is 128 random bits as 32 hex digits; its subjects and the stream", () => {
  const a = newGameId();
  const b = newGameId();
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.notEqual(a, b);
  assert.ok(isGameId(a));
  for (const bad of ["", "0123", ID.toUpperCase(), `${ID}0`, "mancala.live.*", 42])
    assert.equal(isGameId(bad), false, String(bad));
  assert.equal(gameSubject(ID), `mancala.live.${ID}`);
  assert.equal(hereSubject(ID), `mancala.here.${ID}`);
  const config = streamConfig();
  assert.equal(config.name, STREAM);
  assert.deepEqual(config.subjects, STREAM_SUBJECTS);
  // A week: 7 × 24 × 3600 = 604,800 s, in nanoseconds.
  assert.equal(config.max_age, 604800e9);
  assert.equal(config.storage, "file");
  assert.ok(config.max_msgs_per_subject > 0 && config.max_msg_size > 0 && config.max_bytes > 0);
});

test("base64url, worked out by hand", () => {
  // 0xFB 0xFF is 111110 111111 1111(00): 62 63 60, "-_8" in base64url ("+/8=" in base64).
  assert.equal(toBase64url(new Uint8Array([0xfb, 0xff])), "-_8");
  assert.deepEqual([...(fromBase64url("-_8") ?? [])], [0xfb, 0xff]);
  assert.equal(fromBase64url("a+b"), null);
  assert.equal(fromBase64url("a"), null);
});

test("both seats and a spectator read the same messages to the same position", async () => {
  const { say, open, join } = await table();
  const move = await say(0, { type: "move", round: 0, ply: 0, action: 7 });
  const host = await readAll([open, join, move]);
  const guest = await readAll([open, join, move]);
  const watcher = await readAll([open, join, move]);
  for (const match of [host, guest, watcher]) {
    const game = match.game();
    assert.equal(game.variant, "al-manqala");
    assert.equal(game.pits()[7], 0);
    assert.equal(game.pits().filter((n) => n === 8).length, 7);
    assert.deepEqual(game.captured(), [0, 0]);
    assert.equal(game.toMove(), 1);
    assert.equal(match.nextSeq(0), 2);
    assert.equal(match.nextSeq(1), 1);
  }
  assert.equal(host.playerOf(0), 0);
  assert.equal(host.playerOf(1), 1);
});

test("forged, tampered, replayed, out-of-turn and illegal moves are refused and change nothing", async () => {
  const { say, open, join, seq } = await table();
  const match = await readAll([open, join]);
  const before = snapshot(match);
  const refused = async (wire, why) => {
    const outcome = await match.receive(wire);
    assert.equal(outcome.ok, false);
    assert.equal(outcome.why, why);
    assert.equal(snapshot(match), before);
  };
  // A third party who knows the id signs a move for seat 0 with a key of its own.
  const stranger = await makeSeatKey();
  await refused(
    await signMessage(
      stranger,
      { game: ID, seat: 0, seq: 1 },
      { type: "move", round: 0, ply: 0, action: 7 },
    ),
    "forged",
  );
  // The seat's own message with its action changed after signing.
  const honest = await say(0, { type: "move", round: 0, ply: 0, action: 7 });
  const outer = JSON.parse(honest);
  await refused(
    JSON.stringify({ ...outer, b: outer.b.replace('"action":7', '"action":8') }),
    "forged",
  );
  // Seat 1 (North) moves while South is to move.
  const early = await say(1, { type: "move", round: 0, ply: 0, action: 0 });
  await refused(early, "notYourTurn");
  // A message for another game, signed by the right key.
  const elsewhere = await signMessage(
    (await table()).keys[0],
    { game: "f".repeat(32), seat: 0, seq: 1 },
    { type: "move", round: 0, ply: 0, action: 7 },
  );
  await refused(elsewhere, "otherGame");
  await refused("not json", "malformed");
  // A second join, by a stranger, after the seat is taken.
  await refused(
    await signMessage(
      stranger,
      { game: ID, seat: 1, seq: 0 },
      { type: "join", key: stranger.publicKey, secret: SECRET },
    ),
    "seatTaken",
  );
  // The honest move is accepted once; sent again, it is a replay.
  assert.equal((await match.receive(honest)).ok, true);
  const after = snapshot(match);
  const again = await match.receive(honest);
  assert.equal(again.why, "replayed");
  assert.equal(snapshot(match), after);
  // Seat 1's refused `early` (seq 1) used up no number: seq 1 is still the one expected.
  assert.equal(match.nextSeq(1), 1);
  seq[1] = 1;
  // North plays one of South's pits (13): illegal, nothing changes.
  const wrongPit = await say(1, { type: "move", round: 0, ply: 1, action: 13 });
  const outcome = await match.receive(wrongPit);
  assert.equal(outcome.ok, false);
  assert.equal(outcome.why, "illegal");
  assert.equal(outcome.detail, "notYourPit");
  assert.equal(snapshot(match), after);
});

test("resigning, a draw, an undo and a rematch need the other seat's yes; a rematch swaps sides", async () => {
  const { keys, say, open, join } = await table();
  const wires = [open, join, await say(0, { type: "move", round: 0, ply: 0, action: 7 })];
  const match = await readAll(wires);
  // Each seat signs with the number the match expects next (a refused message uses none up).
  const tell = (seat, said) =>
    signMessage(keys[seat], { game: ID, seat, seq: match.nextSeq(seat) }, said);
  // Seat 0 asks to take its move back; it cannot answer its own offer; seat 1 says yes.
  assert.equal(
    (await match.receive(await tell(0, { type: "offer", round: 0, what: "undo" }))).ok,
    true,
  );
  const self = await match.receive(
    await tell(0, { type: "answer", round: 0, what: "undo", yes: true }),
  );
  assert.equal(self.why, "noOffer");
  assert.equal(
    (await match.receive(await tell(1, { type: "answer", round: 0, what: "undo", yes: true }))).ok,
    true,
  );
  assert.equal(match.game().movesPlayed(), 0);
  assert.equal(match.game().pits()[7], 7);
  // A rematch cannot be offered while the game goes on.
  const early = await match.receive(await tell(1, { type: "offer", round: 0, what: "rematch" }));
  assert.equal(early.ok, false);
  // Seat 1 resigns: South (seat 0) has won; no move after that.
  assert.equal((await match.receive(await tell(1, { type: "resign", round: 0 }))).ok, true);
  assert.deepEqual(match.ending(), { by: "resign", winner: 0 });
  assert.equal(match.over(), true);
  const late = await match.receive(await tell(0, { type: "move", round: 0, ply: 0, action: 7 }));
  assert.equal(late.why, "over");
  // Rematch: seat 1 offers, seat 0 accepts; seat 0 now plays North, and South (seat 1) begins.
  assert.equal(
    (await match.receive(await tell(1, { type: "offer", round: 0, what: "rematch" }))).ok,
    true,
  );
  assert.equal(
    (await match.receive(await tell(0, { type: "answer", round: 0, what: "rematch", yes: true })))
      .ok,
    true,
  );
  assert.equal(match.round(), 1);
  assert.equal(match.ending(), null);
  assert.equal(match.playerOf(0), 1);
  assert.equal(match.playerOf(1), 0);
  assert.equal(match.game().movesPlayed(), 0);
  // A move of the old game is stale; seat 1 (South now) moves first.
  assert.equal(
    (await match.receive(await tell(0, { type: "move", round: 0, ply: 0, action: 0 }))).why,
    "stale",
  );
  assert.equal(
    (await match.receive(await tell(1, { type: "move", round: 1, ply: 0, action: 7 }))).ok,
    true,
  );
  // A draw offered and declined changes nothing; offered and accepted, it ends the game.
  assert.equal(
    (await match.receive(await tell(0, { type: "offer", round: 1, what: "draw" }))).ok,
    true,
  );
  assert.equal(
    (await match.receive(await tell(1, { type: "answer", round: 1, what: "draw", yes: false }))).ok,
    true,
  );
  assert.equal(match.over(), false);
  assert.equal(
    (await match.receive(await tell(0, { type: "offer", round: 1, what: "draw" }))).ok,
    true,
  );
  assert.equal(
    (await match.receive(await tell(1, { type: "answer", round: 1, what: "draw", yes: true }))).ok,
    true,
  );
  assert.deepEqual(match.ending(), { by: "draw", winner: null });
});

test("a game the handle refuses to build is refused with its reason", async () => {
  const key = await makeSeatKey();
  const match = createMatch(Game, ID);
  const wire = await signMessage(
    key,
    { game: ID, seat: 0, seq: 0 },
    {
      type: "open",
      key: key.publicKey,
      variant: /** @type {any} */ ("chess"),
      options: {},
      player: 0,
      invite: await hashOf(SECRET),
    },
  );
  const outcome = await match.receive(wire);
  assert.equal(outcome.ok, false);
  assert.equal(outcome.why, "badGame");
  assert.equal(match.game(), null);
  assert.equal(match.keyOf(0), null);
});

test("a seat's key kept on the device signs as the seat after a reload", async () => {
  const { keys, open, join } = await table();
  const saved = JSON.parse(JSON.stringify(await saveSeatKey(keys[0])));
  const again = await loadSeatKey(saved);
  const match = await readAll([open, join]);
  const wire = await signMessage(
    again,
    { game: ID, seat: 0, seq: 1 },
    { type: "move", round: 0, ply: 0, action: 7 },
  );
  assert.equal((await match.receive(wire)).ok, true);
});

test("data-live: reconnecting, over, waiting, connected, away", async () => {
  const { say, open, join } = await table();
  const alone = await readAll([open]);
  const both = await readAll([open, join]);
  const now = 100000;
  assert.equal(
    liveState({ relay: false, match: both, seat: 0, heardAt: now, now }),
    "reconnecting",
  );
  assert.equal(liveState({ relay: true, match: alone, seat: 0, heardAt: null, now }), "waiting");
  assert.equal(
    liveState({ relay: true, match: both, seat: 0, heardAt: now - 1000, now }),
    "connected",
  );
  assert.equal(liveState({ relay: true, match: both, seat: 1, heardAt: now - 16000, now }), "away");
  assert.equal(
    liveState({ relay: true, match: both, seat: null, heardAt: null, now }),
    "connected",
  );
  await both.receive(await say(0, { type: "resign", round: 0 }));
  assert.equal(liveState({ relay: true, match: both, seat: 1, heardAt: now, now }), "over");
});

test("the free seat is taken only with the invitation's secret: a spectator or a stream reader who knows the id cannot take it", async () => {
  const { keys, open } = await table();
  const match = await readAll([open]);
  const stranger = await makeSeatKey();
  // The stranger knows the game's id (the spectator's link, the stream) but not the secret.
  for (const secret of [undefined, "", "0".repeat(32), SECRET.toUpperCase()]) {
    const said = {
      type: "join",
      key: stranger.publicKey,
      ...(secret === undefined ? {} : { secret }),
    };
    const outcome = await match.receive(
      await signMessage(stranger, { game: ID, seat: 1, seq: 0 }, /** @type {any} */ (said)),
    );
    assert.equal(outcome.ok, false, JSON.stringify(said));
    assert.equal(outcome.why, "forged");
    assert.equal(match.keyOf(1), null);
  }
  // The friend with the invitation's link takes it, after every refusal above.
  const friend = await signMessage(
    keys[1],
    { game: ID, seat: 1, seq: 0 },
    {
      type: "join",
      key: keys[1].publicKey,
      secret: SECRET,
    },
  );
  assert.equal((await match.receive(friend)).ok, true);
  assert.equal(match.keyOf(1), keys[1].publicKey);
});

/** Seat 0's `open` of an Al-manqala game, signed by `key`, with `invite` (left out: undefined). */
const openWire = (key, invite) =>
  signMessage(
    key,
    { game: ID, seat: 0, seq: 0 },
    /** @type {any} */ ({
      type: "open",
      key: key.publicKey,
      variant: "al-manqala",
      options: {},
      player: 0,
      ...(invite === undefined ? {} : { invite }),
    }),
  );

test("a game opened without the invitation's hash is refused", async () => {
  const key = await makeSeatKey();
  const match = createMatch(Game, ID);
  for (const invite of [undefined, "abc", (await hashOf(SECRET)).toUpperCase()]) {
    const outcome = await match.receive(await openWire(key, invite));
    assert.equal(outcome.why, "badGame");
    assert.equal(match.game(), null);
  }
});

test("a message whose key is not text is refused, never thrown", async () => {
  const match = createMatch(Game, ID);
  const key = await makeSeatKey();
  const body = JSON.stringify({ v: 1, game: ID, seat: 0, seq: 0, type: "open", key: 42 });
  const outcome = await match.receive(JSON.stringify({ b: body, s: "AAAA" }));
  assert.equal(outcome.ok, false);
  assert.equal(match.game(), null);
  // And a well-formed game still opens afterwards.
  assert.equal((await match.receive(await openWire(key, await hashOf(SECRET)))).ok, true);
});
