// The header lines of www/js/embed/headers.js (which the embed builder writes and the browser
// tests serve) are the ones docs/embedding.md gives, word for word.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  SITE_POLICY,
  CACHING,
  HASHED_FILES,
  hostPolicy,
  headerLines,
  sitePolicy,
} from "../../www/js/embed/headers.js";

const DOC = readFileSync(new URL("../../docs/embedding.md", import.meta.url), "utf8");
const policies = DOC.split("\n")
  .map((line) => line.trim())
  .filter((line) => line.startsWith("Content-Security-Policy: "))
  .map((line) => line.slice("Content-Security-Policy: ".length));

test("the game's folder: the documented policy (its line, unindented, as the browser tests read it) is SITE_POLICY", () => {
  const line = DOC.split("\n").find((l) => l.startsWith("Content-Security-Policy: "));
  assert.equal(line, `Content-Security-Policy: ${SITE_POLICY}`);
});

test("a museum's page holding the element: the documented lines are hostPolicy's", () => {
  assert.ok(policies.includes(hostPolicy("https://cdn.museum.example")));
  assert.match(DOC, /^\s*Access-Control-Allow-Origin: \*$/m);
});

test("the caching the docs give is the builder's", () => {
  for (const value of CACHING) assert.ok(DOC.includes(`"${value}"`), value);
  // The docs' pattern of hashed names, as nginx and Apache write it.
  assert.ok(DOC.includes(HASHED_FILES.replace(/\$$/, "")), HASHED_FILES);
});

test("headerLines: the folder's policy lets the museum's site frame it; the page's lets in the files", () => {
  const lines = headerLines({
    host: "https://www.museum.example",
    folder: "https://cdn.museum.example/mancala/",
  }).split("\n");
  assert.deepEqual(lines, [
    "# https://cdn.museum.example/mancala/ — the game's folder, every file:",
    `Content-Security-Policy: ${sitePolicy(["https://www.museum.example"])}`,
    "Access-Control-Allow-Origin: *",
    "Cache-Control: no-cache",
    `# https://cdn.museum.example/mancala/ — files whose names match ${HASHED_FILES}, instead:`,
    "Cache-Control: public, max-age=31536000, immutable",
    "# https://www.museum.example — the page that holds the game:",
    `Content-Security-Policy: ${hostPolicy("https://cdn.museum.example")}`,
  ]);
  assert.match(lines[1], /frame-ancestors 'self' https:\/\/www\.museum\.example$/);
});

test("a relay for live games is let in by connect-src, on the game's folder and the museum's page", () => {
  const lines = headerLines({
    host: "https://www.museum.example",
    folder: "https://cdn.museum.example/mancala/",
    relay: "wss://relay.museum.example/ws?x=1",
  }).split("\n");
  assert.match(lines[1], /connect-src 'self' wss:\/\/relay\.museum\.example;/);
  assert.match(
    lines[7],
    /connect-src 'self' https:\/\/cdn\.museum\.example wss:\/\/relay\.museum\.example;/,
  );
  // Without a relay, or with something that is not one, the policies are as before.
  assert.equal(sitePolicy([], ""), SITE_POLICY);
  assert.equal(sitePolicy([], "https://not.a.relay"), SITE_POLICY);
  assert.doesNotMatch(hostPolicy("https://cdn.museum.example"), /wss:/);
});
