// The links that carry a game (www/js/lib/links.js): base64url JSON both ways, with values worked
// out by hand from the bytes; a record to a link and back; the moves' letters (South's pits
// 13 … 7 are A … G, North's 0 … 6 are a … g, "=" the agreed cycle); and every broken link
// turned down with an Error naming what is wrong.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./wasm.mjs";
import {
  encodeJson,
  decodeJson,
  makeLink,
  readLink,
  recordOfLink,
  opensGame,
} from "../../www/js/lib/links.js";

test("base64url JSON, worked out by hand", () => {
  // {"a":1} is 7B 22 61 | 22 3A 31 | 7D: "eyJh", "Ijox", "fQ" (the padding "==" left out).
  assert.equal(encodeJson({ a: 1 }), "eyJhIjoxfQ");
  // ">>?" is 22 3E 3E | 3F 22: "Ij4+" and "PyI=": base64url writes "-" for "+".
  assert.equal(encodeJson(">>?"), "Ij4-PyI");
  // "é" is 22 C3 A9 | 22 in UTF-8: "IsOp" and "Ig==".
  assert.equal(encodeJson("é"), "IsOpIg");
  // "??" is 22 3F 3F | 22: "Ij8/" and "Ig==": "_" for "/".
  assert.equal(encodeJson("??"), "Ij8_Ig");
  assert.deepEqual(decodeJson("eyJhIjoxfQ"), { a: 1 });
  assert.equal(decodeJson("Ij4-PyI"), ">>?");
  assert.equal(decodeJson("IsOpIg"), "é");
  assert.equal(decodeJson("Ij8_Ig"), "??");
});

test("broken base64url JSON: an Error naming the parameter and the problem", () => {
  assert.throws(() => decodeJson("eyJh+joxfQ", "options"), {
    message: "the options is not base64url",
  });
  assert.throws(() => decodeJson("", "seats"), { message: "the seats is not base64url" });
  assert.throws(() => decodeJson("a"), { message: "the state is not base64url" }); // 6 bits: no byte
  assert.throws(() => decodeJson("eyJ", "start"), { message: "the start is not JSON" }); // {"
  assert.throws(() => decodeJson("_w"), { message: "the state is not JSON" }); // FF: not UTF-8
});

test("a record to a link and back: the moves as letters, defaults left out, seats when not two people", () => {
  const record = {
    variant: "mangala-iv",
    options: { freeChoice: true, start: "uniform" },
    start: null,
    actions: [7, 0, 13, 6],
    seats: { computer: { player: 1, level: "beginner" }, ritual: null },
  };
  const defaults = [
    { name: "start", default: "uniform" },
    { name: "freeChoice", default: false },
  ];
  const link = makeLink("https://example.org/play/index.html?lang=pt#x", record, {
    notation: Game,
    defaults,
    instant: true,
  });
  const url = new URL(link);
  assert.equal(url.origin + url.pathname, "https://example.org/play/index.html");
  assert.equal(url.hash, "");
  assert.deepEqual(
    [...url.searchParams.keys()],
    ["game", "options", "seats", "moves", "speed"],
    "the page's own query is dropped",
  );
  assert.equal(url.searchParams.get("moves"), "GaAg"); // 7 → G, 0 → a, 13 → A, 6 → g
  // {"freeChoice":true} only: "start" has its default value.
  assert.deepEqual(decodeJson(url.searchParams.get("options")), { freeChoice: true });
  const read = readLink(url.search);
  assert.equal(read.instant, true);
  assert.deepEqual(recordOfLink(read, Game), { ...record, options: { freeChoice: true } });

  const plain = { ...record, options: {}, seats: { computer: null, ritual: null } };
  assert.equal(
    makeLink("https://example.org/", plain, { notation: Game }),
    "https://example.org/?game=mangala-iv&moves=GaAg",
  );
});

test("a game link read by hand: letters, the agreed cycle, an options parameter", () => {
  const record = recordOfLink(readLink("?game=al-manqala&moves=Cb%3D&options=eyJhIjoxfQ"), Game);
  assert.deepEqual(record, {
    variant: "al-manqala",
    options: { a: 1 },
    start: null,
    actions: [11, 1, "agree"],
    seats: { computer: null, ritual: null },
  });
  assert.deepEqual(recordOfLink(readLink("?game=al-manqala&moves="), Game).actions, []);
  assert.throws(() => recordOfLink(readLink("?game=al-manqala&moves=Ah"), Game), {
    message: 'move 2 of the link ("h") is not a pit\'s letter',
  });
  assert.throws(() => recordOfLink(readLink("?moves=A"), Game), { message: "no game named" });
});

test("a position link: a game begun at its state, with the computer's seat given", () => {
  const state = {
    variant: "al-manqala",
    pits: [2, 2, 2, 1, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0],
    captured: [46, 41],
    toMove: 0,
  };
  const link = readLink(`?game=al-manqala&state=${encodeJson(state)}`);
  assert.equal(opensGame(link), true);
  const computer = { player: 1, level: "master" };
  assert.deepEqual(recordOfLink(link, Game, computer), {
    variant: "al-manqala",
    options: {},
    start: state,
    actions: [],
    seats: { computer, ritual: null },
  });
  const other = readLink(`?game=mangala-iv&state=${encodeJson(state)}`);
  assert.throws(() => recordOfLink(other, Game), {
    message: "the state is not a position of mangala-iv",
  });
  const list = readLink(`?game=al-manqala&state=${encodeJson([1, 2])}`);
  assert.throws(() => recordOfLink(list, Game), { message: "the state is not an object" });
  assert.equal(opensGame(readLink("?game=al-manqala")), false, "only a game chosen");
});
