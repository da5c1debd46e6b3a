// "Your games" (www/js/features/your-games/): the store of finished games (add, the cap, delete,
// broken data discarded), what an entry says of a game, and its words in every language.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  KEEP,
  KEY,
  addGame,
  deleteGames,
  readGames,
} from "../../www/js/features/your-games/store.js";
import { GAMES_WORDS, gamesWords } from "../../www/js/features/your-games/words.js";
import { describe } from "../../www/js/features/your-games/index.js";

/** A saved-settings store over a Map (the shape of lib/storage.js storeFor). */
function memoryStore() {
  const kept = new Map();
  return {
    kept,
    get: (/** @type {string} */ name) => kept.get(name) ?? null,
    set: (/** @type {string} */ name, /** @type {string} */ value) => void kept.set(name, value),
    load: () => null,
    save: () => {},
    drop: () => {},
  };
}

/** A finished game's record and result (its actions are not checked by the store). */
const finished = (variant = "ali-guli-mane", winner = /** @type {0 | 1 | null} */ (0)) => ({
  record: {
    variant,
    actions: [13, 5],
    seats: { computer: { player: 1, level: "beginner" }, ritual: null },
  },
  result: { winner, captured: [40, 30], reason: "no-seeds" },
});

test("a finished game is added first, with when it ended, and read back", () => {
  const store = memoryStore();
  assert.deepEqual(readGames(store), { games: [], broken: false });
  addGame(store, finished("al-manqala"), 1000);
  addGame(store, finished("mangala-iv"), 2000);
  const { games, broken } = readGames(store);
  assert.equal(broken, false);
  assert.deepEqual(
    games.map((g) => [g.id, g.record.variant]),
    [
      [2000, "mangala-iv"],
      [1000, "al-manqala"],
    ],
  );
  // The result kept is the winner and the piles, not the handle's reason.
  assert.deepEqual(games[0].result, { winner: 0, captured: [40, 30] });
});

test("two games ending in the same millisecond get different ids", () => {
  const store = memoryStore();
  addGame(store, finished(), 5000);
  addGame(store, finished(), 5000);
  assert.deepEqual(
    readGames(store).games.map((g) => g.id),
    [5001, 5000],
  );
});

test(`only the last ${KEEP} games are kept: the oldest goes`, () => {
  const store = memoryStore();
  for (let i = 1; i <= KEEP + 3; i += 1) addGame(store, finished(), i * 10);
  const { games } = readGames(store);
  assert.equal(games.length, KEEP);
  assert.equal(games[0].id, (KEEP + 3) * 10);
  // Games 1, 2 and 3 (ids 10, 20, 30) went; game 4 is the oldest kept.
  assert.equal(games[KEEP - 1].id, 40);
});

test("one game is deleted by its id, or all of them", () => {
  const store = memoryStore();
  for (const at of [1, 2, 3]) addGame(store, finished(), at);
  assert.deepEqual(
    deleteGames(store, 2).map((g) => g.id),
    [3, 1],
  );
  assert.deepEqual(
    readGames(store).games.map((g) => g.id),
    [3, 1],
  );
  assert.deepEqual(deleteGames(store, 99).length, 2);
  assert.deepEqual(deleteGames(store), []);
  assert.deepEqual(readGames(store), { games: [], broken: false });
});

for (const [what, text] of [
  ["not JSON", "{oops"],
  ["not a list", '{"id":1}'],
  ["an entry without a record", '[{"id":1,"result":{"winner":0,"captured":[1,2]}}]'],
  [
    "a winner that is no player",
    '[{"id":1,"record":{"variant":"al-manqala","actions":[]},"result":{"winner":2,"captured":[1,2]}}]',
  ],
  [
    "piles that are not two counts",
    '[{"id":1,"record":{"variant":"al-manqala","actions":[]},"result":{"winner":0,"captured":[1]}}]',
  ],
]) {
  test(`a kept list that is ${what} is discarded and said to be broken`, () => {
    const store = memoryStore();
    store.set(KEY, text);
    assert.deepEqual(readGames(store), { games: [], broken: true });
    assert.equal(store.get(KEY), "[]");
    // A game added over a broken list is kept alone, and the caller hears it was broken.
    store.set(KEY, text);
    const added = addGame(store, finished(), 7);
    assert.equal(added.broken, true);
    assert.deepEqual(
      readGames(store).games.map((g) => g.id),
      [7],
    );
  });
}

test("a store that keeps nothing (an embed, a kiosk) lists nothing after a game", () => {
  const nothing = { get: () => null, set: () => {}, load: () => null, save() {}, drop() {} };
  addGame(nothing, finished(), 1);
  assert.deepEqual(readGames(nothing), { games: [], broken: false });
});

test("an entry names the opponent and the result from the person's side", () => {
  const w = gamesWords("en");
  const t = (/** @type {string} */ key) =>
    ({ "level.beginner": "Beginner", "player.0": "South", "player.1": "North" })[key] ?? key;
  const game = (
    /** @type {any} */ seats,
    /** @type {0 | 1 | null} */ winner,
    /** @type {[number, number]} */ captured = [30, 18],
  ) => ({
    id: 1,
    record: { variant: "al-manqala", actions: [], seats },
    result: { winner, captured },
  });
  const vsComputer = { computer: { player: 1, level: "beginner" }, ritual: null };
  assert.deepEqual(describe(game(vsComputer, 0), t, w), {
    opponent: "Against the computer (Beginner)",
    result: "You won, 30–18",
  });
  // The person played North (the computer South, pile 30): the computer won 30 to 18.
  const asNorth = { computer: { player: 0, level: "beginner" }, ritual: null };
  assert.equal(describe(game(asNorth, 0), t, w).result, "The computer won, 30–18");
  // A draw against the computer gives the person's pile first (North's 20 here).
  assert.equal(describe(game(asNorth, null, [28, 20]), t, w).result, "A draw, 20–28");
  const friends = { computer: null, ritual: null };
  // North's pile 30, South's 18: the winner's first.
  assert.deepEqual(describe(game(friends, 1, [18, 30]), t, w), {
    opponent: "Two players on this device",
    result: "North won, 30–18",
  });
});

test("every language has every word of English, of the same kind", () => {
  const en = GAMES_WORDS.en;
  for (const [lang, words] of Object.entries(GAMES_WORDS)) {
    assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort(), lang);
    for (const [key, entry] of Object.entries(words))
      assert.equal(typeof entry, typeof en[/** @type {keyof typeof en} */ (key)], `${lang} ${key}`);
  }
  assert.deepEqual(Object.keys(GAMES_WORDS).sort(), ["ar", "en", "kn", "pt", "tr"]);
});

test("a live game's entry says the result from this seat's side: won, lost, drawn, resigned", () => {
  const w = gamesWords("en");
  const t = (/** @type {string} */ key) => key;
  const live = (
    /** @type {0 | 1} */ online,
    /** @type {0 | 1 | null} */ winner,
    /** @type {"resign" | "draw" | undefined} */ by,
    /** @type {[number, number]} */ captured = [30, 18],
  ) => ({
    id: 1,
    online,
    record: { variant: "al-manqala", actions: [], seats: { computer: null, ritual: null } },
    result: by ? { winner, captured, by } : { winner, captured },
  });
  // South (pile 30) won by the rules: South's page won, North's lost; the winner's pile first.
  assert.deepEqual(describe(live(0, 0), t, w), {
    opponent: "A friend online",
    result: "You won, 30–18",
  });
  assert.equal(describe(live(1, 0), t, w).result, "Your friend won, 30–18");
  // North resigned with the piles at 12–20 (South 12, North 20): South won with 12.
  assert.equal(
    describe(live(0, 0, "resign", [12, 20]), t, w).result,
    "Your friend resigned: you won, 12–20",
  );
  assert.equal(
    describe(live(1, 0, "resign", [12, 20]), t, w).result,
    "You resigned: your friend won, 12–20",
  );
  // A draw by the rules and one agreed: each page gives its own pile first (North's 20 on its).
  assert.equal(describe(live(1, null, undefined, [28, 20]), t, w).result, "A draw, 20–28");
  assert.equal(
    describe(live(0, null, "draw", [28, 20]), t, w).result,
    "A draw by agreement, 28–20",
  );
  assert.equal(
    describe(live(1, null, "draw", [28, 20]), t, w).result,
    "A draw by agreement, 20–28",
  );
  // In every language the opponent and the resignation have words of their own.
  for (const lang of Object.keys(GAMES_WORDS)) {
    const words = gamesWords(lang);
    const said = describe(live(1, 0, "resign", [12, 20]), t, words);
    assert.match(said.result, /12.*20/, lang);
    if (lang !== "en") {
      assert.notEqual(said.opponent, "A friend online", lang);
      assert.notEqual(said.result, "You resigned: your friend won, 12–20", lang);
    }
  }
});

test("a live game is kept with this seat's player and how it ended, and read back", () => {
  const store = memoryStore();
  const record = { variant: "mangala-iv", actions: [0], seats: { computer: null, ritual: null } };
  addGame(store, { record, result: { winner: 1, captured: [3, 2], by: "resign" }, online: 0 }, 9);
  const [game] = readGames(store).games;
  assert.equal(game.online, 0);
  assert.deepEqual(game.result, { winner: 1, captured: [3, 2], by: "resign" });
  // A kept live game with a player that is none is not a finished game: the list is discarded.
  store.set(KEY, JSON.stringify([{ ...game, online: 2 }]));
  assert.equal(readGames(store).broken, true);
});
