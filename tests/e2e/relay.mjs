// A NATS relay for the live games' tests and benchmark: Debian's nats-server (scripts/setup
// installs it) on loopback, on two free ports (NATS and WebSocket, no TLS), with JetStream
// storing in a temporary folder, and the stream MANCALA_LIVE created by scripts/live-stream.mjs's
// function. The configuration is written here, beside the store; docs/live.md has a real
// relay's (TLS, permissions, limits, a cluster).
//
//   const relay = await startRelay();
//   relay.ws       "ws://127.0.0.1:PORT", the page's relay option
//   relay.restart() stops the server and starts it again on the same ports and store
//   relay.rssKiB() the server's resident memory
//   relay.stop()   stops it and deletes the store
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on loopback. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port`, or rejects after `ms`. */
async function listening(port, ms = 10000) {
  const until = Date.now() + ms;
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (up) return;
    if (Date.now() > until) throw new Error(`nats-server is not listening on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts a relay. `config` adds lines to the server's configuration.
 * @param {{ config?: string }} [how]
 */
export async function startRelay({ config = "" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "mancala-relay-"));
  const port = await freePort();
  const wsPort = await freePort();
  const file = join(dir, "nats.conf");
  writeFileSync(
    file,
    [
      "server_name: mancala-test",
      "host: 127.0.0.1",
      `port: ${port}`,
      `jetstream { store_dir: "${join(dir, "store")}", max_memory_store: 64MB, max_file_store: 1GB }`,
      `websocket { host: 127.0.0.1, port: ${wsPort}, no_tls: true }`,
      config,
    ].join("\n"),
  );
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  const start = async () => {
    const started = spawn("nats-server", ["-c", file], { stdio: ["ignore", "ignore", "pipe"] });
    child = started;
    let log = "";
    started.stderr?.on("data", (d) => (log = (log + d).slice(-4000)));
    started.once("exit", (code) => {
      // Stopped by us (child is then null or another process): nothing to say.
      if (child === started) process.stderr.write(`nats-server exited (${code}):\n${log}\n`);
    });
    await listening(port);
    await listening(wsPort);
  };
  const stopServer = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGTERM");
    });
  };
  await start();
  return {
    port,
    wsPort,
    ws: `ws://127.0.0.1:${wsPort}`,
    nats: `nats://127.0.0.1:${port}`,
    /** The server's process id. */
    pid: () => child?.pid ?? null,
    /** The server's resident memory in KiB (Linux's /proc). */
    rssKiB() {
      const status = readFileSync(`/proc/${child?.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    },
    /** The CPU time the server has used (user and system), in seconds (Linux's /proc). */
    cpuSeconds() {
      const fields = readFileSync(`/proc/${child?.pid}/stat`, "utf8").split(") ")[1].split(" ");
      // utime and stime, the 14th and 15th fields of stat (12th and 13th after the name).
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async restart() {
      await stopServer();
      await start();
    },
    /** Stops the server only (the store stays), for a test of a lost relay. */
    down: stopServer,
    up: start,
    async stop() {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
