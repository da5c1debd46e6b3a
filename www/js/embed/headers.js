// The HTTP headers that go with the game, in one place: docs/embedding.md prints them (a unit
// test, tests/unit/headers.test.mjs, checks that the page says exactly these), the embed builder
// (./builder.js) writes them beside its snippets, and the browser tests serve them.
//
//  - SITE_POLICY: the Content-Security-Policy of the game's own folder (index.html, embed.html,
//    the museum example). Its one hash allows index.html's inline script, whose text is fixed
//    (scripts/prerender.mjs INLINE), so the policy does not change from release to release.
//  - filesHeaders: what the game's folder sends when its files are used from another origin
//    (an iframe on the museum's page, or <mancala-board> with its files on a CDN).
//  - hostPolicy: the lines the museum's own page needs in its policy to hold the game.

/** The policy's hash of index.html's inline script (scripts/prerender.mjs INLINE_HASH). */
export const INLINE_HASH = "'sha256-6pKuADuC9+n+doSbTgSsIwSECH7afcM4XDoVlLONpqg='";

/**
 * The policy of the game's folder; `ancestors` are the other origins whose pages may hold
 * embed.html in an iframe; `relay` the live games' relay (a wss:// URL, docs/live.md), which
 * connect-src must then allow.
 * @param {string[]} [ancestors]
 * @param {string} [relay]
 */
export function sitePolicy(ancestors = [], relay = "") {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${INLINE_HASH}`,
    "style-src 'self'",
    "img-src 'self'",
    ["connect-src 'self'", ...relayOrigin(relay)].join(" "),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ["frame-ancestors 'self'", ...ancestors].join(" "),
  ].join("; ");
}

/** A relay's origin for connect-src (`wss://host[:port]`), or none. @param {string} relay */
function relayOrigin(relay) {
  try {
    const url = new URL(relay);
    return /^wss?:$/.test(url.protocol) ? [`${url.protocol}//${url.host}`] : [];
  } catch {
    return [];
  }
}

/** The policy docs/embedding.md gives the game's folder (no other origin may frame it). */
export const SITE_POLICY = sitePolicy();

/** A file's name with a content hash (scripts/bundle.mjs): cached for a year. */
export const HASHED_FILES = "-[A-Z0-9]{8}\\.(js|css|wasm|woff2|svg)$";

/** The caching of the game's folder: [for files with a hashed name, for every other file]. */
export const CACHING = ["public, max-age=31536000, immutable", "no-cache"];

/**
 * The policy a museum's page needs to hold the game when its files come from `files` (an
 * origin such as "https://cdn.museum.example"): the element's script, stylesheet, fonts,
 * images and wasm from there, its worker from a blob: URL, the iframe from there; and the live
 * games' relay, if any (the element connects to it from the museum's page).
 * @param {string} files
 * @param {string} [relay]
 */
export function hostPolicy(files, relay = "") {
  return [
    "default-src 'self'",
    `script-src 'self' ${files} 'wasm-unsafe-eval'`,
    `style-src 'self' ${files}`,
    `font-src 'self' ${files}`,
    `img-src 'self' ${files}`,
    [`connect-src 'self' ${files}`, ...relayOrigin(relay)].join(" "),
    `worker-src 'self' blob: ${files}`,
    `frame-src 'self' ${files}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * The header lines of the game's folder when a page of `host` (an origin) embeds it: the
 * policy that lets that page frame embed.html, the CORS header that lets it load the element's
 * files, and the caching; then the museum page's own policy.
 * @param {{ host: string, folder: string, relay?: string }} where `host` an origin, `folder` the
 *   game's folder (an absolute URL ending with "/"), `relay` the live games' relay if one is set
 */
export function headerLines({ host, folder, relay = "" }) {
  const files = new URL(folder).origin;
  return [
    `# ${folder} — the game's folder, every file:`,
    `Content-Security-Policy: ${sitePolicy(host === files ? [] : [host], relay)}`,
    "Access-Control-Allow-Origin: *",
    `Cache-Control: ${CACHING[1]}`,
    `# ${folder} — files whose names match ${HASHED_FILES}, instead:`,
    `Cache-Control: ${CACHING[0]}`,
    `# ${host} — the page that holds the game:`,
    `Content-Security-Policy: ${hostPolicy(files, relay)}`,
  ].join("\n");
}
