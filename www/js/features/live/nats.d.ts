// The types of ./nats.js (scripts/vendor-nats.mjs bundles these packages into it).
export { wsconnect, headers } from "@nats-io/nats-core";
export { jetstream, jetstreamManager } from "@nats-io/jetstream";
export { default as qrcode } from "qrcode-generator";
