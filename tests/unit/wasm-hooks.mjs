// Node module hooks for the unit tests (registered by ./wasm.mjs): the page's two glues, which
// www/js/lib/wasm.js and text.js import as "../../mancala-heritage.js" and
// "../../mancala-heritage-text.js", are the Node builds' (scripts/wasm-node), each with the web
// glue's `init` (nothing to do: the Node glue has loaded its wasm already).
const PAGE_GLUES = new Map([
  [new URL("../../www/mancala-heritage.js", import.meta.url).href, "glue"],
  [new URL("../../www/mancala-heritage-text.js", import.meta.url).href, "text"],
]);
/** @type {Record<string, string>} */
let glues = {};

export function initialize(data) {
  glues = data;
}

export async function resolve(specifier, context, next) {
  if (specifier.startsWith(".")) {
    const url = new URL(specifier, context.parentURL).href;
    if (PAGE_GLUES.has(url)) return { url, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  const which = PAGE_GLUES.get(url);
  if (!which) return next(url, context);
  const source = `export * from ${JSON.stringify(glues[which])};\nexport default async function init() {}\n`;
  return { format: "module", source, shortCircuit: true };
}
