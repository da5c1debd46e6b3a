// The types of both entries (index.js for browsers and bundlers, node.js for Node): the
// engine is started when the import resolves, so `init` need not be called (it resolves at once).
export * from "./mancala-heritage.js";
export { default, initSync } from "./mancala-heritage.js";
