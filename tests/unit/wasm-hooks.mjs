// Node module hooks for the unit tests (registered by ./wasm.mjs): the page's glue, which
// www/js/lib/wasm.js imports as "../../mancala-heritage.js", is the Node build's, with the web glue's
// `init` (nothing to do: the Node glue has loaded the wasm already).
const PAGE_GLUE = new URL("../../www/mancala-heritage.js", import.meta.url).href;
let glue = null;

export function initialize(data) {
  glue = data.glue;
}

export async function resolve(specifier, context, next) {
  if (specifier.startsWith(".") && new URL(specifier, context.parentURL).href === PAGE_GLUE)
    return { url: PAGE_GLUE, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url !== PAGE_GLUE) return next(url, context);
  const source = `export * from ${JSON.stringify(glue)};\nexport default async function init() {}\n`;
  return { format: "module", source, shortCircuit: true };
}
