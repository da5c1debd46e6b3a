// Shared plumbing for the browser tests: a static server over the release
// build, Debian's headless Chromium through playwright-core, and pages that
// record every error and every request that would leave the machine.
//
// Used by tests/e2e/*.test.mjs under `node --test tests/e2e/`.

import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const REPO = resolve(fileURLToPath(new URL("../..", import.meta.url)));

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The Chromium flags docs/toolchain.md requires: headless, and no traffic of its own. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

/**
 * The release build's plain modules (scripts/bundle.mjs keeps Trunk's unbundled output there:
 * the pages, www/js's modules as they are, the wasm's glue and the wasm), for tests that import
 * a module by path: the server below serves the folder at /release-modules/ beside the build,
 * so a page's test can import("./release-modules/js/…"). (Node's unit tests, tests/unit/, need
 * no build: they import www/js itself and a Node build of the wasm.)
 */
export const MODULES = new URL("../../target/release-modules/", import.meta.url);
const MODULES_PATH = "/release-modules/";

/** A release file's name with its content hash taken out ("js/ai/worker-AB12CD34.js" →
 * "js/ai/worker.js"), to tell which source file a request fetched. */
export const unhashed = (name) => name.replace(/-[A-Z0-9]{8}(\.[a-z0-9]+)$/, "$1");

/** Tells whether a file's name carries a content hash (scripts/bundle.mjs), so it never changes. */
export const isHashed = (name) => unhashed(name) !== name;

/**
 * Starts a static file server over `root` on 127.0.0.1 and a free port (or `port`, to
 * serve the same origin again after a stop). `headers` are added to every response (e.g.
 * a Content-Security-Policy). With `production`, the server acts as a production site's
 * would (docs/embedding.md#compression): a file's .br or .gz copy (written by
 * scripts/compress.mjs) is sent when the browser accepts it, a file with a content hash in its
 * name is cached for a year as immutable, and every other file (the pages, sw.js, the manifest,
 * the public embed scripts, the icons) is revalidated on each use (`no-cache`); tests keep
 * `no-store`. With `http2`, it speaks HTTP/2 over TLS (a production site's protocol: every
 * request on one connection, where HTTP/1.1 gives a browser six) with a certificate of its own
 * made by openssl, which the browser must be told to accept (--ignore-certificate-errors;
 * scripts/timings.mjs --http2). Resolves to { url, close() }; `url` ends with "/".
 */
export async function startServer({
  root = join(REPO, "dist"),
  headers = {},
  port = 0,
  production = false,
  http2 = false,
} = {}) {
  const base = resolve(root);
  /** @type {import("node:http").RequestListener} */
  const handler = async (req, res) => {
    const send = (status, type, body, encoding, file = "") => {
      const cache = !production
        ? "no-store"
        : status === 200 && isHashed(file)
          ? "public, max-age=31536000, immutable"
          : "no-cache";
      res.writeHead(status, {
        ...headers,
        "Content-Type": type,
        "Content-Length": body.length,
        "Cache-Control": cache,
        "X-Content-Type-Options": "nosniff",
        ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    /** Reads `file`, or the copy of it the browser accepts best; resolves to [body, encoding]. */
    const read = async (file) => {
      const accepted = production ? String(req.headers["accept-encoding"] || "") : "";
      for (const [encoding, ext] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ]) {
        if (accepted.includes(encoding)) {
          const copy = await readFile(file + ext).catch(() => null);
          if (copy) return [copy, encoding];
        }
      }
      return [await readFile(file), null];
    };
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        return send(405, "text/plain; charset=utf-8", Buffer.from("method not allowed\n"));
      }
      let pathname = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
      let folder = base;
      if (pathname.startsWith(MODULES_PATH)) {
        folder = resolve(fileURLToPath(MODULES));
        pathname = pathname.slice(MODULES_PATH.length - 1);
      }
      let file = resolve(folder, "." + pathname);
      if (pathname.includes("\0") || (file !== folder && !file.startsWith(folder + sep))) {
        return send(403, "text/plain; charset=utf-8", Buffer.from("forbidden\n"));
      }
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const [body, encoding] = await read(file);
      send(
        200,
        MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        body,
        encoding,
        file,
      );
    } catch (err) {
      const notFound = err?.code === "ENOENT" || err?.code === "ENOTDIR" || err instanceof URIError;
      send(
        notFound ? 404 : 500,
        "text/plain; charset=utf-8",
        Buffer.from(notFound ? "not found\n" : "server error\n"),
      );
    }
  };
  const server = http2
    ? createSecureServer({ ...selfSigned(), allowHTTP1: true }, /** @type {any} */ (handler))
    : createServer(handler);
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", ok);
  });
  const address = server.address();
  return {
    url: `${http2 ? "https" : "http"}://127.0.0.1:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise((ok) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** A key and a self-signed certificate for 127.0.0.1, made by openssl for one server. */
function selfSigned() {
  const folder = mkdtempSync(join(tmpdir(), "mancala-tls-"));
  try {
    const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Launches Debian's headless Chromium with a fresh profile in a temporary folder.
 * Resolves to { context, close() }; close() also deletes the profile.
 */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "mancala-e2e-"));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (err) {
    rmSync(profile, { recursive: true, force: true });
    throw err;
  }
  return {
    context,
    close: async () => {
      try {
        await context.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Opens `url` in a new page of `context` and waits for its load event.
 * `errors` collects, as strings: uncaught page errors, console errors, failed
 * requests, HTTP error responses, and requests to any host but 127.0.0.1 or
 * localhost (those are aborted). A passing test expects `errors` to be empty.
 * index.html opens as for a visitor who has played before (no welcome, no newcomer's words:
 * features/welcome/view.js) unless `firstVisit` is set (tests/e2e/welcome.test.mjs).
 */
export async function openPage(context, url, { viewport, firstVisit = false, clock = false } = {}) {
  const page = await context.newPage();
  // A clock the test may move on (page.clock.fastForward); time still flows as usual meanwhile.
  if (clock) await page.clock.install();
  const errors = [];
  const blocked = new Set();
  if (viewport) await page.setViewportSize(viewport);
  if (!firstVisit) await page.addInitScript(notNew);

  page.on("pageerror", (err) => errors.push(`pageerror: ${err.stack || err.message}`));
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const { url: where, lineNumber } = msg.location();
    errors.push(`console.error: ${msg.text()}${where ? ` (${where}:${lineNumber})` : ""}`);
  });
  page.on("requestfailed", (req) => {
    if (blocked.has(req)) return;
    errors.push(`request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400)
      errors.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  page.on("websocket", (ws) => {
    if (!isLocal(ws.url())) errors.push(`off-site websocket: ${ws.url()}`);
  });
  await page.route("**/*", (route) => {
    const req = route.request();
    if (isLocal(req.url())) return route.continue();
    blocked.add(req);
    errors.push(`off-site request: ${req.method()} ${req.url()}`);
    return route.abort("blockedbyclient");
  });

  await page.goto(url, { waitUntil: "load" });
  return { page, errors };
}

/** The Content-Security-Policy header docs/embedding.md gives a museum's web server (its one line). */
export function documentedPolicy() {
  const line = readFileSync(join(REPO, "docs", "embedding.md"), "utf8")
    .split("\n")
    .find((l) => l.startsWith("Content-Security-Policy: "));
  return line ? line.slice("Content-Security-Policy: ".length).trim() : "";
}

/** Returns the absolute path of tests/e2e/artifacts/ (git-ignored), creating it. */
export function artifactsDir() {
  const dir = join(REPO, "tests", "e2e", "artifacts");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs in the page before its scripts: index.html's visitor has sown before (the welcome's
 * setting, features/welcome/view.js), so the welcome and the newcomer's words stay away. */
function notNew() {
  const key = "mancala-heritage:welcome";
  try {
    if (
      window === window.top &&
      /\/(index\.html)?$/.test(location.pathname) &&
      !localStorage.getItem(key)
    )
      localStorage.setItem(key, "played");
  } catch {
    // no storage: nothing to mark
  }
}

function isLocal(address) {
  const { protocol, hostname } = new URL(address);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return true;
  return LOCAL_HOSTS.has(hostname);
}
