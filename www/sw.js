// The service worker: after the first visit the game works with no network.
//
// scripts/sw-build.mjs (a Trunk post_build hook) fills in BUILD for a release build:
// { version: a hash of every file's content, files: every file of the build but the puzzle
// files, onUse: the puzzle files (puzzles/<variant>.json), cached when first fetched }. The
// files are cached under "mancala-heritage-<version>"; a new build has a new version,
// so its worker installs a new cache, takes over at once and deletes the old caches.
// In a debug build (`trunk serve`) BUILD stays null: the worker caches and serves
// nothing, and clears the caches of earlier release builds.
const BUILD = null;

const PREFIX = "mancala-heritage-";
const CACHE = BUILD ? PREFIX + BUILD.version : null;
const FILES = new Set(BUILD ? BUILD.files : []);
const ON_USE = new Set(BUILD ? BUILD.onUse || [] : []);

self.addEventListener("install", (event) => {
  self.skipWaiting();
  if (!BUILD) return;
  // cache: "reload" fetches from the network, never from the HTTP cache of an older build.
  const requests = BUILD.files.map(
    (file) => new Request(new URL(file, self.registration.scope), { cache: "reload" }),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

/** The build's file a request asks for ("index.html" for the folder), or null. */
function fileOf(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  let path = decodeURIComponent(url.pathname.slice(scope.pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return FILES.has(path) || ON_USE.has(path) ? path : null;
}

/** A file cached on first use: from the cache, else fetched and kept there. */
async function onUse(file, request) {
  const url = new URL(file, self.registration.scope);
  const hit = await caches.match(url, { cacheName: CACHE });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(url, response.clone());
  }
  return response;
}

if (BUILD) {
  self.addEventListener("fetch", (event) => {
    const file = fileOf(event.request);
    if (!file) return;
    // The query (?game=…&kiosk=1) only matters to the page's script, never to the file.
    // (caches.match with a cacheName never re-creates a cache a newer build has deleted.)
    if (ON_USE.has(file)) return event.respondWith(onUse(file, event.request));
    event.respondWith(
      caches
        .match(new URL(file, self.registration.scope), { cacheName: CACHE })
        .then((hit) => hit || fetch(event.request)),
    );
  });
}
