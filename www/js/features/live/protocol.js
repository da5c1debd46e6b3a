// The live game's protocol (docs/live.md): how two browsers play one game through a NATS relay,
// with no account and no server of our own. Plain functions, no DOM and no connection: the
// feature (./index.js) carries the messages, and tests/unit/live-protocol.test.mjs checks them.
//
// - A game has a random 128-bit id, 32 hex digits (newGameId). Its messages are published to
//   the subject `mancala.live.<id>` (gameSubject), which the JetStream stream MANCALA_LIVE
//   (STREAM) keeps, limited in age and size; who is on the relay is said on
//   `mancala.here.<id>` (hereSubject), which nothing keeps.
// - Two seats: seat 0 opened the game, seat 1 joined it by the invitation's link. Each seat
//   makes an Ed25519 key pair in the browser (WebCrypto) when it takes the seat; its first
//   message (`open`, `join`) carries the public key, and every message it sends is signed with
//   it. A message counts only if its signature is the seat's and its `seq` is the seat's next.
// - The stream's order is the one truth: each browser, the sender's own included, applies the
//   messages as the stream delivers them, through its own Game handle (createMatch). So a
//   reload, a spectator and both players all replay the same list to the same position.

/** @import { Game, GameClass, Variant } from "../../types.js" */

/** The JetStream stream that keeps the games' messages. */
export const STREAM = "MANCALA_LIVE";
/** Every subject the stream keeps: one per game. */
export const STREAM_SUBJECTS = ["mancala.live.*"];
/** How long a game's messages are kept (seconds): a week after they were sent. */
export const KEEP_SECONDS = 7 * 24 * 3600;
/** The most messages a game keeps (a long game is about 200 moves), and the longest one. */
export const MAX_MESSAGES_PER_GAME = 2000;
export const MAX_MESSAGE_BYTES = 1024;
/** The stream's whole size (bytes): the oldest messages go first past it. */
export const MAX_STREAM_BYTES = 1024 * 1024 * 1024;
/** Resending within this window (seconds) is stored once (the message id, Nats-Msg-Id). */
export const DUPLICATE_SECONDS = 120;

/**
 * The stream's configuration, as JetStream's API takes it (times in nanoseconds).
 * scripts/live-stream.mjs creates it on a relay; the page creates it if it is missing and the
 * relay lets it.
 */
export function streamConfig() {
  return {
    name: STREAM,
    subjects: STREAM_SUBJECTS,
    storage: /** @type {"file"} */ ("file"),
    retention: /** @type {"limits"} */ ("limits"),
    discard: /** @type {"old"} */ ("old"),
    max_age: KEEP_SECONDS * 1e9,
    max_msgs_per_subject: MAX_MESSAGES_PER_GAME,
    max_msg_size: MAX_MESSAGE_BYTES,
    max_bytes: MAX_STREAM_BYTES,
    duplicate_window: DUPLICATE_SECONDS * 1e9,
    num_replicas: 1,
  };
}

/** @param {string} id */
export const gameSubject = (id) => `mancala.live.${id}`;
/** @param {string} id */
export const hereSubject = (id) => `mancala.here.${id}`;

/** @param {unknown} id @returns {id is string} */
export const isGameId = (id) => typeof id === "string" && /^[0-9a-f]{32}$/.test(id);

/** A new game's id: 16 random bytes (128 bits), as 32 hex digits. */
export function newGameId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ---- bytes as base64url text (RFC 4648 §5, without padding) ----

/** @param {Uint8Array} bytes */
export function toBase64url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {unknown} text @returns {Uint8Array<ArrayBuffer> | null} null for anything not base64url */
export function fromBase64url(text) {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1)
    return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// ---- the invitation's secret ----

/**
 * The hex SHA-256 of `text`: the `open` message carries the hash of the invitation's secret,
 * and a `join` is accepted only with the secret itself, which only the invitation's link holds
 * (not the spectator's link, not the stream), so nobody else who learns the game's id can take
 * the free seat.
 * @param {string} text
 */
export async function hashOf(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ---- a seat's key ----

/**
 * A seat's key pair, with its public key as text (base64url of the 32 raw bytes).
 * @typedef {{ privateKey: CryptoKey, publicKey: string }} SeatKey
 */

/** Makes a seat's key pair (Ed25519, WebCrypto). @returns {Promise<SeatKey>} */
export async function makeSeatKey() {
  const pair = /** @type {CryptoKeyPair} */ (
    await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])
  );
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64url(raw) };
}

/** A seat's key as JSON, to keep on this device (a reload takes the seat again). @param {SeatKey} key */
export async function saveSeatKey(key) {
  return { jwk: await crypto.subtle.exportKey("jwk", key.privateKey), publicKey: key.publicKey };
}

/** @param {{ jwk: JsonWebKey, publicKey: string }} saved @returns {Promise<SeatKey>} */
export async function loadSeatKey(saved) {
  const privateKey = await crypto.subtle.importKey("jwk", saved.jwk, { name: "Ed25519" }, true, [
    "sign",
  ]);
  return { privateKey, publicKey: saved.publicKey };
}

/** @param {unknown} publicKey @returns {Promise<CryptoKey | null>} */
async function verifierOf(publicKey) {
  const raw = fromBase64url(publicKey);
  if (!raw || raw.length !== 32) return null;
  try {
    return await crypto.subtle.importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]);
  } catch {
    return null;
  }
}

// ---- messages ----

/**
 * What a seat says, before it is signed. `round` is the game's number within the match (0, then
 * one more for each rematch); `ply` the actions played before a move (the handle's movesPlayed).
 * @typedef {{ type: "open", key: string, variant: Variant, options: object, player: 0 | 1,
 *     invite: string }
 *   | { type: "join", key: string, secret: string }
 *   | { type: "move", round: number, ply: number, action: number }
 *   | { type: "resign", round: number }
 *   | { type: "offer", round: number, what: Offer }
 *   | { type: "answer", round: number, what: Offer, yes: boolean }} Said
 */

/** What a seat may offer the other: a draw, taking back the last action, the Al-manqala agreed
 * cycle, or (once a game is over) another game with the sides swapped.
 * @typedef {"draw" | "undo" | "cycle" | "rematch"} Offer */
/** @type {readonly Offer[]} */
export const OFFERS = ["draw", "undo", "cycle", "rematch"];

/** @typedef {Said & { v: 1, game: string, seat: 0 | 1, seq: number }} Body */

/**
 * Signs what a seat says: the message as it travels, `{"b": body as JSON text, "s": signature}`.
 * The signature is over the exact bytes of that text, so nothing needs putting in a canonical
 * order, and the body names the game, the seat and the seat's sequence number, so a message
 * cannot be replayed into another game or later in this one.
 * @param {SeatKey} key
 * @param {{ game: string, seat: 0 | 1, seq: number }} where
 * @param {Said} said
 */
export async function signMessage(key, where, said) {
  const body = JSON.stringify({
    v: 1,
    game: where.game,
    seat: where.seat,
    seq: where.seq,
    ...said,
  });
  const signature = await crypto.subtle.sign(
    { name: "Ed25519" },
    key.privateKey,
    new TextEncoder().encode(body),
  );
  return JSON.stringify({ b: body, s: toBase64url(new Uint8Array(signature)) });
}

// ---- the receiver ----

/**
 * Why a message was refused (the notice's words are the feature's, by this key).
 * @typedef {"malformed" | "otherGame" | "unknownSeat" | "seatTaken" | "forged" | "replayed"
 *   | "outOfOrder" | "badGame" | "notYourTurn" | "illegal" | "stale" | "over" | "noOffer"}
 *   Refusal
 */

/** How a game of the match ended beyond the handle's rules. @typedef {{ by: "resign" | "draw",
 * winner: 0 | 1 | null }} Ending */

/**
 * What an accepted message did, for the page.
 * @typedef {{ ok: true, body: Body, trace?: unknown }
 *   | { ok: false, why: Refusal, detail?: string }} Outcome
 */

/** @param {unknown} n @returns {n is number} */
const isCount = (n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0;

/**
 * The match as the stream tells it, checked message by message. `receive` refuses a message
 * that is malformed, of another game, unsigned by its seat's key, replayed or out of order, out
 * of turn or illegal for this browser's own Game handle; a refused message changes nothing.
 * @param {GameClass} GameClass the handle's class (the page's wasm)
 * @param {string} id the game's id
 */
export function createMatch(GameClass, id) {
  /** @type {(string | null)[]} */
  const keys = [null, null];
  /** @type {(CryptoKey | null)[]} */
  const verifiers = [null, null];
  const next = [0, 0];
  /** @type {{ variant: Variant, options: object, player: 0 | 1, invite: string } | null} */
  let setup = null;
  /** @type {Game | null} */
  let game = null;
  let round = 0;
  /** @type {Ending | null} */
  let ending = null;
  /** @type {{ seat: 0 | 1, what: Offer } | null} */
  let pending = null;

  /** The player (0 South, 1 North) a seat plays in the current game: rematches swap sides.
   * @param {0 | 1} seat */
  const playerOf = (seat) => /** @type {0 | 1} */ (((setup?.player ?? 0) + seat + round) % 2);

  const over = () => ending !== null || (game?.isOver() ?? false);

  /**
   * @param {Body} body
   * @param {string | null} joinHash the hash of a `join`'s secret (hashOf), else null
   * @returns {Outcome}
   */
  function apply(body, joinHash) {
    /** @param {Refusal} why @returns {Outcome} */
    const refuse = (why, detail = "") => ({ ok: false, why, detail });
    if (body.seq === 0) {
      if (body.type === "open" && body.seat === 0) {
        if (![0, 1].includes(body.player)) return refuse("badGame", "player");
        if (typeof body.invite !== "string" || !/^[0-9a-f]{64}$/.test(body.invite))
          return refuse("badGame", "invite");
        try {
          const made = new GameClass(body.variant, body.options);
          setup = {
            variant: made.variant,
            options: body.options,
            player: body.player,
            invite: body.invite,
          };
          game = made;
        } catch (error) {
          return refuse("badGame", error instanceof Error ? error.message : String(error));
        }
        return { ok: true, body };
      }
      if (body.type === "join" && body.seat === 1 && setup)
        return joinHash === setup.invite ? { ok: true, body } : refuse("forged", "invitation");
      return refuse("malformed", "a seat's first message opens or joins the game");
    }
    if (!game || !setup) return refuse("unknownSeat");
    if (body.type === "open" || body.type === "join") return refuse("seatTaken");
    if (body.round !== round) return refuse("stale", "round");
    switch (body.type) {
      case "move": {
        if (over()) return refuse("over");
        if (body.ply !== game.movesPlayed()) return refuse("stale", "ply");
        if (game.toMove() !== playerOf(body.seat)) return refuse("notYourTurn");
        if (!Number.isInteger(body.action)) return refuse("malformed", "action");
        const why = game.whyIllegal(body.action);
        if (why) return refuse("illegal", why);
        const trace = game.play(body.action);
        pending = null;
        return { ok: true, body, trace };
      }
      case "resign":
        if (over()) return refuse("over");
        ending = { by: "resign", winner: playerOf(/** @type {0 | 1} */ (1 - body.seat)) };
        pending = null;
        return { ok: true, body };
      case "offer": {
        if (!OFFERS.includes(body.what)) return refuse("malformed", "what");
        if ((body.what === "rematch") !== over()) return refuse(over() ? "over" : "stale");
        if (body.what === "undo" && game.movesPlayed() === 0) return refuse("stale", "undo");
        if (body.what === "cycle" && !game.canAgree()) return refuse("illegal", "cycle");
        pending = { seat: body.seat, what: body.what };
        return { ok: true, body };
      }
      case "answer": {
        if (!pending || pending.seat === body.seat || pending.what !== body.what)
          return refuse("noOffer");
        const what = pending.what;
        if (!body.yes) {
          pending = null;
          return { ok: true, body };
        }
        // The handle acts first: if it refuses (it throws), the offer stands and nothing changed.
        const trace = what === "cycle" ? game.agreeCycle() : undefined;
        if (what === "undo") game.undo();
        pending = null;
        if (what === "draw") ending = { by: "draw", winner: null };
        if (what === "rematch") {
          round += 1;
          ending = null;
          game = new GameClass(setup.variant, setup.options);
        }
        return trace === undefined ? { ok: true, body } : { ok: true, body, trace };
      }
      default:
        return refuse("malformed", "type");
    }
  }

  return {
    id,
    /**
     * Checks one message as the stream delivered it and applies it if it passes.
     * @param {string} wire
     * @returns {Promise<Outcome>}
     */
    async receive(wire) {
      /** @type {Body} */
      let body;
      /** @type {Uint8Array<ArrayBuffer> | null} */
      let signature;
      /** @type {string} */
      let text;
      try {
        if (wire.length > MAX_MESSAGE_BYTES) throw new Error("too long");
        const outer = JSON.parse(wire);
        if (typeof outer?.b !== "string" || typeof outer.s !== "string") throw new Error("shape");
        body = JSON.parse(outer.b);
        signature = fromBase64url(outer.s);
        if (!signature || typeof body !== "object" || body === null || body.v !== 1)
          throw new Error("shape");
        if (!(body.seat === 0 || body.seat === 1) || !isCount(body.seq)) throw new Error("seat");
        text = outer.b;
      } catch {
        return { ok: false, why: "malformed" };
      }
      if (body.game !== id) return { ok: false, why: "otherGame" };
      const seat = body.seat;
      const firstKey = body.seq === 0 && "key" in body ? body.key : null;
      if (body.seq === 0 && keys[seat]) return { ok: false, why: "seatTaken" };
      const verifier = firstKey ? await verifierOf(firstKey) : verifiers[seat];
      if (!verifier) return { ok: false, why: body.seq === 0 ? "malformed" : "unknownSeat" };
      const good = await crypto.subtle
        .verify({ name: "Ed25519" }, verifier, signature, new TextEncoder().encode(text))
        .catch(() => false);
      if (!good) return { ok: false, why: "forged" };
      if (body.seq < next[seat]) return { ok: false, why: "replayed" };
      if (body.seq > next[seat]) return { ok: false, why: "outOfOrder" };
      const joinHash =
        body.type === "join" && typeof body.secret === "string" ? await hashOf(body.secret) : null;
      let outcome;
      try {
        outcome = apply(body, joinHash);
      } catch (error) {
        // The handle refused what the checks above let through: nothing changed.
        outcome = {
          ok: /** @type {const} */ (false),
          why: /** @type {Refusal} */ ("illegal"),
          detail: error instanceof Error ? error.message : String(error),
        };
      }
      if (outcome.ok) {
        next[seat] += 1;
        if (firstKey) {
          keys[seat] = firstKey;
          verifiers[seat] = verifier;
        }
      }
      return outcome;
    },
    /** The game in play (null before the `open` message). */
    game: () => game,
    /** The setup the host chose (null before `open`). */
    setup: () => setup,
    round: () => round,
    /** @param {0 | 1} seat */
    playerOf,
    /** Whether a seat has been taken, and by which public key. @param {0 | 1} seat */
    keyOf: (seat) => keys[seat],
    /** The sequence number a seat's next message must carry. @param {0 | 1} seat */
    nextSeq: (seat) => next[seat],
    /** How the current game ended beyond the rules (a resignation, an agreed draw), or null. */
    ending: () => ending,
    over,
    /** The offer waiting for an answer, if any. */
    pending: () => pending,
  };
}

/** @typedef {ReturnType<typeof createMatch>} Match */

/**
 * The state the game's root shows in `data-live` (docs/testing.md):
 * `reconnecting` this page has lost the relay; `over` the game is over; `waiting` the friend's
 * seat is free; `connected` the other seat was heard from within `awayMs`; else `away`.
 * A spectator (seat null) is `connected` while it has the relay.
 * @param {{ relay: boolean, match: Match, seat: 0 | 1 | null, heardAt: number | null,
 *   now: number, awayMs?: number }} facts
 * @returns {"waiting" | "connected" | "away" | "reconnecting" | "over"}
 */
export function liveState({ relay, match, seat, heardAt, now, awayMs = 15000 }) {
  if (!relay) return "reconnecting";
  if (match.setup() && match.over()) return "over";
  if (seat === null) return "connected";
  if (match.keyOf(/** @type {0 | 1} */ (1 - seat)) === null) return "waiting";
  return heardAt !== null && now - heardAt <= awayMs ? "connected" : "away";
}
