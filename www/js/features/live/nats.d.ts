// The types of ./nats.js (scripts/vendor-nats.mjs bundles these two packages into it).
export { wsconnect, headers } from "@nats-io/nats-core";
export { jetstream, jetstreamManager } from "@nats-io/jetstream";
