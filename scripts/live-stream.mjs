// Creates (or updates) the JetStream stream of the live games, MANCALA_LIVE, on a relay, with the
// limits of www/js/features/live/protocol.js (streamConfig; docs/live.md, "The stream"). A
// relay whose browsers may not create streams (docs/live.md's permissions) needs this once.
//
//   node scripts/live-stream.mjs wss://relay.example.org   [--user NAME --pass PASSWORD]
//                                                          [--replicas 3]   (a cluster's)
//
// Node 20 has WebSocket only behind --experimental-websocket: the script starts itself again
// with it when it is missing.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

if (typeof WebSocket === "undefined") {
  const again = [process.execPath, "--experimental-websocket", ...process.argv.slice(1)];
  process.exit(spawnSync(again[0], again.slice(1), { stdio: "inherit" }).status ?? 1);
}

const { wsconnect } = await import("@nats-io/nats-core");
const { jetstreamManager } = await import("@nats-io/jetstream");
const { streamConfig, STREAM } = await import("../www/js/features/live/protocol.js");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: "string" },
    pass: { type: "string" },
    replicas: { type: "string", default: "1" },
  },
});
if (positionals.length !== 1) {
  console.error(
    "usage: node scripts/live-stream.mjs <ws or wss URL> [--user NAME --pass PASSWORD]",
  );
  process.exit(2);
}
const nc = await wsconnect({ servers: positionals[0], user: values.user, pass: values.pass });
const jsm = await jetstreamManager(nc);
const config = { ...streamConfig(), num_replicas: Number(values.replicas) };
const exists = await jsm.streams.info(STREAM).then(
  () => true,
  () => false,
);
const info = exists ? await jsm.streams.update(STREAM, config) : await jsm.streams.add(config);
console.log(`${exists ? "updated" : "created"} ${STREAM}: ${JSON.stringify(info.config)}`);
await nc.close();
