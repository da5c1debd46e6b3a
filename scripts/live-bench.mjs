// A load benchmark of the live games' relay (not a test; docs/live.md): N simulated games through
// one nats-server on loopback (tests/e2e/relay.mjs starts it), each seat moving once a second
// when it is its turn. Each game has two seats, each with its own ordered consumer on the game's
// subject and its own match (www/js/features/live/protocol.js), as a browser has; a move is
// signed (Ed25519), published with JetStream's acknowledgement, and counted as arrived when the
// other seat's match has checked its signature and applied it to its own Game handle. Prints the
// latency from send to that applied state (p50, p99, max), the moves, the server's resident
// memory, and the CPU the server and this simulator used (100 % is one core). The seats share a pool of WebSocket connections (a browser has one each).
//
//   node scripts/live-bench.mjs [--games 100,1000] [--seconds 30] [--connections 50]
//
// Needs scripts/wasm-node's Node build of the wasm and Debian's nats-server. Loopback only.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

if (typeof WebSocket === "undefined") {
  const again = [process.execPath, "--experimental-websocket", ...process.argv.slice(1)];
  process.exit(spawnSync(again[0], again.slice(1), { stdio: "inherit" }).status ?? 1);
}

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "100,1000" },
    seconds: { type: "string", default: "30" },
    connections: { type: "string", default: "50" },
  },
});
const SIZES = values.games.split(",").map(Number);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
/** How many games are being set up at once. */
const SETTING_UP = 50;

const { wsconnect } = await import("@nats-io/nats-core");
const { jetstream, jetstreamManager } = await import("@nats-io/jetstream");
const { Game } = await import("../target/wasm-node/mancala_heritage.js").catch(() => {
  console.error("no Node build of the wasm in target/wasm-node/: run scripts/wasm-node");
  process.exit(1);
});
const P = await import("../www/js/features/live/protocol.js");
const { startRelay } = await import("../tests/e2e/relay.mjs");

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One run: `n` games for SECONDS seconds on a fresh relay, stopped (and its store deleted) after. */
async function run(n) {
  const relay = await startRelay();
  try {
    return await measure(n, relay);
  } finally {
    await relay.stop();
  }
}

/** @param {number} n @param {Awaited<ReturnType<typeof startRelay>>} relay */
async function measure(n, relay) {
  const pool = [];
  for (let i = 0; i < Math.min(CONNECTIONS, 2 * n); i += 1)
    pool.push(await wsconnect({ servers: relay.ws, maxReconnectAttempts: -1 }));
  await (await jetstreamManager(pool[0])).streams.add(P.streamConfig());
  const latencies = [];
  let refused = 0;
  let unacknowledged = 0;
  let sent = 0;
  let finished = 0;
  const stops = [];
  const consumers = [];
  let next = 0;
  let stopped = false;
  const connection = () => pool[next++ % pool.length];
  /** @type {() => void} */
  let begin = () => {};
  const begun = new Promise((r) => (begin = () => r(undefined)));

  /** A game: two seats, each with its connection, key, consumer and match. */
  async function game() {
    const id = P.newGameId();
    const secret = P.newGameId();
    const subject = P.gameSubject(id);
    /** When each action was sent, by ply (the receiving seat reads it). */
    const sentAt = new Map();
    const seats = await Promise.all(
      [0, 1].map(async (seat) => {
        const nc = connection();
        const js = jetstream(nc);
        const match = P.createMatch(Game, id);
        const key = await P.makeSeatKey();
        const consumer = await js.consumers.get(P.STREAM, { filter_subjects: subject });
        const messages = await consumer.consume();
        consumers.push(messages);
        (async () => {
          for await (const msg of messages) {
            const outcome = await match.receive(msg.string());
            if (!outcome.ok) refused += 1;
            else if (outcome.body.type === "move" && outcome.body.seat !== seat) {
              latencies.push(
                performance.now() - sentAt.get(`${outcome.body.round}:${outcome.body.ply}`),
              );
            }
          }
        })();
        return { seat, js, match, key };
      }),
    );
    const send = async (s, said) => {
      const seq = s.match.nextSeq(s.seat);
      const wire = await P.signMessage(s.key, { game: id, seat: s.seat, seq }, said);
      // A move signed while the run was ending is not sent (the connections are closing).
      if (!stopped) await s.js.publish(subject, wire, { msgID: `${id}.${s.seat}.${seq}` });
    };
    await send(seats[0], {
      type: "open",
      key: seats[0].key.publicKey,
      variant: "al-manqala",
      options: {},
      player: 0,
      invite: await P.hashOf(secret),
    });
    await send(seats[1], { type: "join", key: seats[1].key.publicKey, secret });
    // A move a second, by the seat whose turn its own match shows, once the last one arrived;
    // the games begin together once all are set up (spread over a second).
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let timer;
    const tick = async () => {
      for (const s of seats) {
        const g = s.match.game();
        if (!g || s.match.nextSeq(1 - s.seat) === 0) continue;
        if (g.isOver()) {
          finished += 1;
          clearInterval(timer);
          return;
        }
        const other = seats[1 - s.seat].match.game();
        if (g.toMove() !== s.match.playerOf(s.seat) || other?.movesPlayed() !== g.movesPlayed())
          continue;
        const ply = g.movesPlayed();
        const legal = Array.from(g.legalMoves());
        sentAt.set(`${s.match.round()}:${ply}`, performance.now());
        sent += 1;
        await send(s, {
          type: "move",
          round: s.match.round(),
          ply,
          action: legal[(ply * 7) % legal.length],
        }).catch(() => {
          // Not acknowledged in time (the relay or this simulator saturated): counted, and the
          // game goes on (its seat sends again on a later tick).
          if (!stopped) unacknowledged += 1;
        });
        return;
      }
    };
    begun.then(() => setTimeout(() => (timer = setInterval(tick, 1000)), Math.random() * 1000));
    stops.push(() => clearInterval(timer));
  }

  // The games are set up SETTING_UP at a time (each takes a few round trips to the relay for
  // its two consumers and first messages), and none moves before all are: the relay's API is
  // not asked for consumers while thousands of games already play.
  const started = performance.now();
  let made = 0;
  await Promise.all(
    Array.from({ length: Math.min(SETTING_UP, n) }, async () => {
      while (made < n) {
        made += 1;
        await game();
      }
    }),
  );
  const setup = (performance.now() - started) / 1000;
  begin();
  await new Promise((r) => setTimeout(r, 1000));
  latencies.length = 0;
  sent = 0;
  unacknowledged = 0;
  const serverCpu = relay.cpuSeconds();
  const ownCpu = process.cpuUsage();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const rss = relay.rssKiB();
  const serverShare = (relay.cpuSeconds() - serverCpu) / SECONDS;
  const used = process.cpuUsage(ownCpu);
  const ownShare = (used.user + used.system) / 1e6 / SECONDS;
  const counted = [...latencies].sort((a, b) => a - b);
  stopped = true;
  for (const stop of stops) stop();
  for (const messages of consumers) await messages.close().catch(() => {});
  for (const nc of pool) await nc.close();
  return {
    games: n,
    setupSeconds: setup.toFixed(1),
    moves: counted.length,
    sent,
    perSecond: (counted.length / SECONDS).toFixed(0),
    p50: quantile(counted, 0.5)?.toFixed(1),
    p99: quantile(counted, 0.99)?.toFixed(1),
    max: counted[counted.length - 1]?.toFixed(1),
    refused,
    unacknowledged,
    finished,
    serverMiB: (rss / 1024).toFixed(0),
    serverCpu: (100 * serverShare).toFixed(0),
    ownCpu: (100 * ownShare).toFixed(0),
  };
}

console.log(
  `live-bench: ${SECONDS} s per size, ${CONNECTIONS} WebSocket connections, nats-server ${spawnSync(
    "nats-server",
    ["--version"],
  )
    .stdout.toString()
    .trim()}`,
);
console.log(
  "games | setup s | moves | moves/s | p50 ms | p99 ms | max ms | refused | unacknowledged | server MiB | server CPU % | simulator CPU %",
);
for (const n of SIZES) {
  const r = await run(n);
  console.log(
    [
      r.games,
      r.setupSeconds,
      r.moves,
      r.perSecond,
      r.p50,
      r.p99,
      r.max,
      r.refused,
      r.unacknowledged,
      r.serverMiB,
      r.serverCpu,
      r.ownCpu,
    ].join(" | "),
  );
}
