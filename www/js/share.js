// Share links: ?game=<variant>&state=<base64url of the JSON of Game.state()>[&speed=instant],
// and for a game against the computer &opponent=computer&level=<level>[&first=computer]
// (first=computer: the computer plays South, the seat that moves first in a new game).

/** Encodes a state as base64url (no padding) of its JSON. */
export function encodeState(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes base64url JSON; throws an Error naming the problem. */
export function decodeState(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("the state is not base64url");
  let b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  while (b64.length % 4) b64 += "=";
  let binary;
  try {
    binary = atob(b64);
  } catch {
    throw new Error("the state is not base64url");
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Error("the state is not JSON");
  }
}

/**
 * Builds the link that opens `state` of `variant` from the page at `base`; `opponent` is a
 * saved game's { computer, level } (or null for two people).
 */
export function makeLink(base, variant, state, { instant = false, opponent = null } = {}) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("game", variant);
  url.searchParams.set("state", encodeState(state));
  if (opponent) {
    url.searchParams.set("opponent", "computer");
    url.searchParams.set("level", opponent.level);
    if (opponent.computer === 0) url.searchParams.set("first", "computer");
  }
  if (instant) url.searchParams.set("speed", "instant");
  return url.toString();
}

/** Reads the link's parameters: { game, state, instant } (each may be null/false). */
export function readLink(search) {
  const params = new URLSearchParams(search);
  return {
    game: params.get("game"),
    state: params.get("state"),
    instant: params.get("speed") === "instant",
  };
}
