// The two other browser engines over WebDriver, each with its driver process started here on a
// free port of 127.0.0.1 and stopped by its PID: Firefox ESR through geckodriver (headless),
// WebKitGTK's MiniBrowser through WebKitWebDriver on an Xvfb display of its own (MiniBrowser has
// no headless mode). See docs/toolchain.md; scripts/setup installs them.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";
import { WebDriver, Capabilities } from "selenium-webdriver";
import { Executor, HttpClient } from "selenium-webdriver/http/index.js";

const CARGO_BIN = join(process.env.CARGO_HOME || join(homedir(), ".cargo"), "bin");

/** What each engine needs: its driver's command line and the session's capabilities. */
export const ENGINES = {
  firefox: {
    name: "Firefox ESR",
    driver: (port) => [
      join(CARGO_BIN, "geckodriver"),
      ["--host", "127.0.0.1", "--port", String(port)],
    ],
    capabilities: {
      browserName: "firefox",
      "moz:firefoxOptions": {
        binary: "/usr/bin/firefox-esr",
        args: ["-headless"],
        // No traffic of its own on the closed network (geckodriver already turns most off).
        prefs: {
          "network.captive-portal-service.enabled": false,
          "network.connectivity-service.enabled": false,
        },
      },
    },
    display: false,
  },
  webkit: {
    name: "WebKitGTK",
    driver: (port) => ["/usr/bin/WebKitWebDriver", ["--host=127.0.0.1", `--port=${port}`]],
    capabilities: {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        args: ["--automation"],
      },
    },
    display: true,
  },
};

/** Resolves to a port of 127.0.0.1 that is free now. */
function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

/** The process groups started here and not stopped yet: ended at exit if a test run is cut short. */
const running = new Set();
process.on("exit", () => {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
])
  process.once(signal, () => process.exit(code));

/** Starts a process in a group of its own; `stop()` ends the group by the process's id. */
function start(command, args, env = process.env) {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child.pid);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((ok) => child.once("exit", ok)).then(() => running.delete(child.pid));
  return {
    pid: child.pid,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts Xvfb on the first free display (it prints the number it took); resolves to { display, process }. */
async function startXvfb() {
  const proc = start("/usr/bin/Xvfb", [
    "-displayfd",
    "1",
    "-screen",
    "0",
    "1280x1024x24",
    "-nolisten",
    "tcp",
  ]);
  const display = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`Xvfb did not start: ${proc.output()}`)), 10000);
    proc.child.stdout.on("data", () => {
      const m = /^(\d+)\n/.exec(proc.output());
      if (m) {
        clearTimeout(timer);
        ok(`:${m[1]}`);
      }
    });
    proc.child.once("exit", () => fail(new Error(`Xvfb exited: ${proc.output()}`)));
  });
  return { display, process: proc };
}

/** Waits until the driver at `url` answers /status as ready. */
async function ready(url, proc) {
  for (let i = 0; i < 100; i += 1) {
    if (proc.child.exitCode !== null) throw new Error(`the driver exited: ${proc.output()}`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok && (await res.json()).value?.ready !== false) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`the driver at ${url} did not answer: ${proc.output()}`);
}

/**
 * Starts the engine's driver (and its X display) and one browser session.
 * Resolves to { driver, engine, pids, close() }; close() ends the session, then the processes.
 */
export async function launchEngine(key) {
  const engine = ENGINES[key];
  const processes = [];
  const close = async () => {
    for (const proc of processes.reverse()) await proc.stop();
  };
  try {
    const env = { ...process.env };
    if (engine.display) {
      const x = await startXvfb();
      processes.push(x.process);
      env.DISPLAY = x.display;
    }
    const port = await freePort();
    const [command, args] = engine.driver(port);
    const driverProcess = start(command, args, env);
    processes.push(driverProcess);
    const url = `http://127.0.0.1:${port}`;
    await ready(url, driverProcess);
    const driver = await WebDriver.createSession(
      new Executor(new HttpClient(url)),
      new Capabilities(engine.capabilities),
    );
    await driver.manage().setTimeouts({ script: 30000, pageLoad: 30000 });
    return {
      driver,
      engine,
      pids: processes.map((p) => p.pid),
      close: async () => {
        try {
          await driver.quit();
        } finally {
          await close();
        }
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}
