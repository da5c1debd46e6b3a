// One live game on the relay (docs/live.md): the connection (the NATS client over WebSocket,
// ./nats.js), the game's stream read from its first message (a reload, a phone that slept and a
// spectator replay it to the current position), the seat's signed messages, and who is on the
// relay. Fetched only when a live game starts (./index.js).
import { wsconnect, jetstream, jetstreamManager } from "./nats.js";
import {
  STREAM,
  createMatch,
  gameSubject,
  hashOf,
  hereSubject,
  loadSeatKey,
  makeSeatKey,
  saveSeatKey,
  signMessage,
  streamConfig,
  toBase64url,
} from "./protocol.js";

// The board's side of a live game, and the invitation's QR code, come in the same fetch.
export { createLiveMode } from "./mode.js";
export { invitationQr } from "./qr.js";

/**
 * @import { GameClass, Variant } from "../../types.js"
 * @import { Outcome, Said, SeatKey } from "./protocol.js"
 */

/** How often a seat says it is on the relay (ms); the other is away after three silences. */
export const HERE_EVERY_MS = 5000;

/** Where a seat's key is kept on this device, so a reload takes the seat again. */
const keyName = (/** @type {string} */ id) => `mancala-live-${id}`;

/** @param {string} id */
function savedSeat(id) {
  try {
    const saved = JSON.parse(localStorage.getItem(keyName(id)) || "null");
    return saved && (saved.seat === 0 || saved.seat === 1) ? saved : null;
  } catch {
    return null;
  }
}

/** @param {string} id @param {0 | 1} seat @param {SeatKey} key @param {string | null} invite */
async function keepSeat(id, seat, key, invite) {
  try {
    const saved = { seat, invite, ...(await saveSeatKey(key)) };
    localStorage.setItem(keyName(id), JSON.stringify(saved));
  } catch {
    // No storage (a private window's limits): the seat lasts as long as the page.
  }
}

/**
 * What the session tells the page.
 * @typedef {object} SessionEvents
 * @property {(outcome: Outcome, replaying: boolean) => void} message a message checked
 * @property {() => void} change the relay came or went, the other seat was heard, a seat taken
 */

/**
 * Opens a live game: `create` a new one with this setup (this page takes seat 0), or join game
 * `id` (the seat kept on this device, else the free seat, else watch; `watch` only watches).
 * @param {object} how
 * @param {string} how.relay the relay's ws:// or wss:// URL
 * @param {string} how.id the game's id
 * @param {GameClass} how.Game
 * @param {{ variant: Variant, options: object, player: 0 | 1 } | null} how.create
 * @param {boolean} how.watch
 * @param {string | null} how.invite the invitation's secret: made by the page that creates the
 *   game, read from the invitation's link by the friend who joins (protocol.js hashOf)
 * @param {SessionEvents} how.on
 */
export async function openSession({ relay, id, Game, create, watch, invite, on }) {
  const nc = await wsconnect({
    servers: relay,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    pingInterval: 10000,
  });
  const js = jetstream(nc);
  const match = createMatch(Game, id);
  const subject = gameSubject(id);
  let up = true;
  let closed = false;
  /** When the other seat was last heard, by seat. @type {(number | null)[]} */
  const heard = [null, null];
  /** @type {0 | 1 | null} */
  let seat = null;
  /** @type {SeatKey | null} */
  let key = null;

  // The stream, made if the relay lets a browser make it (docs/live.md: a museum makes it once).
  const jsm = await jetstreamManager(nc);
  const stored = await jsm.streams
    .info(STREAM, { subjects_filter: subject })
    .then((info) => info.state.subjects?.[subject] ?? 0)
    .catch(async () => {
      await jsm.streams.add(streamConfig());
      return 0;
    });
  if (!create && stored === 0) {
    await nc.close();
    throw new Error("noGame");
  }

  // Who is on the relay: each seat says so every few seconds and when it comes.
  const here = nc.subscribe(hereSubject(id));
  const sayHere = () => {
    if (seat !== null && up && !closed)
      nc.publish(hereSubject(id), JSON.stringify({ seat, at: Date.now() }));
  };
  (async () => {
    for await (const msg of here) {
      try {
        const { seat: who } = msg.json();
        if ((who === 0 || who === 1) && who !== seat) {
          const first = heard[who] === null;
          heard[who] = Date.now();
          // A seat that comes is answered at once, so it need not wait for the next beat.
          if (first) sayHere();
          on.change();
        }
      } catch {
        // Not ours: nothing to hear.
      }
    }
  })();
  const beat = setInterval(sayHere, HERE_EVERY_MS);

  (async () => {
    for await (const status of nc.status()) {
      if (status.type === "disconnect" || status.type === "reconnecting") up = false;
      else if (status.type === "reconnect") {
        up = true;
        heard[0] = heard[1] = null;
        sayHere();
      } else continue;
      on.change();
    }
  })();

  // The game's messages, from the first, in the stream's order (an ordered consumer: it starts
  // again where it was after a lost connection).
  let read = 0;
  /** @type {() => void} */
  let caughtUp = () => {};
  const replayed = new Promise((resolve) => {
    caughtUp = () => resolve(undefined);
    if (stored === 0) resolve(undefined);
  });
  const consumer = await js.consumers.get(STREAM, { filter_subjects: subject });
  const messages = await consumer.consume();
  (async () => {
    for await (const msg of messages) {
      read += 1;
      const replaying = read <= stored;
      // Whatever a stranger stored on the game's subject is refused, never fatal: the loop goes on.
      const outcome = await match.receive(msg.string()).catch(() => ({
        ok: /** @type {const} */ (false),
        why: /** @type {const} */ ("malformed"),
      }));
      on.message(outcome, replaying);
      if (read === stored) caughtUp();
    }
  })();

  /**
   * The relay's de-duplication id of a signed message: a hash of its very text, so a resend of
   * the same message is stored once, while a new message after a refused one (same seq, other
   * words) is a message of its own.
   * @param {string} wire
   */
  async function messageId(wire) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(wire));
    return `${id}.${seat}.${toBase64url(new Uint8Array(digest)).slice(0, 22)}`;
  }

  /**
   * Signs and publishes what this seat says, until the relay has stored it (a lost connection
   * is waited out). It carries the number the match expects next of this seat, and its message
   * id is a hash of it (messageId), so the relay stores a message sent twice (a resend, a double click) once.
   * @param {Said} said
   */
  async function send(said) {
    if (seat === null || !key) return false;
    const seq = match.nextSeq(seat);
    const wire = await signMessage(key, { game: id, seat, seq }, said);
    for (let tries = 0; !closed; tries += 1) {
      try {
        await js.publish(subject, wire, { msgID: await messageId(wire) });
        return true;
      } catch {
        await new Promise((r) => setTimeout(r, Math.min(5000, 500 * (tries + 1))));
      }
    }
    return false;
  }

  /** The invitation's secret, for the invitation's link (null for a spectator). */
  let secret = null;
  if (create && invite) {
    key = await makeSeatKey();
    seat = 0;
    secret = invite;
    await keepSeat(id, 0, key, secret);
    await send({ type: "open", key: key.publicKey, ...create, invite: await hashOf(secret) });
  } else {
    await replayed;
    const kept = watch ? null : savedSeat(id);
    if (kept && match.keyOf(kept.seat) === kept.publicKey) {
      key = await loadSeatKey(kept);
      seat = kept.seat;
      secret = typeof kept.invite === "string" ? kept.invite : null;
    } else if (!watch && invite && match.keyOf(1) === null) {
      key = await makeSeatKey();
      seat = 1;
      secret = invite;
      await keepSeat(id, 1, key, secret);
      await send({ type: "join", key: key.publicKey, secret });
    }
  }
  sayHere();
  on.change();

  return {
    match,
    seat: () => seat,
    /** The invitation's secret this page holds (a seat's page), else null. */
    invite: () => secret,
    relay: () => up && !nc.isClosed(),
    /** When the other seat was last heard (null: not since this page came). */
    heardAt: () => (seat === null ? null : heard[1 - seat]),
    send,
    async close() {
      closed = true;
      clearInterval(beat);
      await messages.close().catch(() => {});
      await nc.close().catch(() => {});
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openSession>>} Session */
