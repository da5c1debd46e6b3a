// Live games through a real relay (docs/live.md): Debian's nats-server started here
// (./relay.mjs), two browsers (two profiles, so two devices' storage) playing one game to its
// end through it; one reloads mid-game and resumes; the relay is restarted and both come back
// with no move lost or doubled; a third party's forged message and a seat's own illegal or
// replayed one change nothing; a spectator follows; and with no relay option the page opens no
// connection and fetches none of the live code. The invitation's QR code holds its link. The
// contract is in docs/testing.md.
import { test, before, after } from "node:test";
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { startServer, launchBrowser, openPage } from "./harness.mjs";
import { readBoard, idle } from "./board-helpers.mjs";
import { startRelay } from "./relay.mjs";
import qrcode from "qrcode-generator";

/** @type {{ server: any, relay: any, a: any, b: any }} */
const env = { server: null, relay: null, a: null, b: null };

before(async () => {
  env.relay = await startRelay();
  env.server = await startServer();
  env.a = await launchBrowser();
  env.b = await launchBrowser();
});
after(async () => {
  await env.a?.close();
  await env.b?.close();
  await env.server?.close();
  await env.relay?.stop();
});

/** Waits until the page's root says `state` in data-live. */
const live = (page, state, timeout = 30000) =>
  page.waitForSelector(`[data-live="${state}"]`, { timeout });

/** Opens a page and waits for its first game. */
async function open(browser, query) {
  const { page, errors } = await openPage(browser.context, query);
  await page.waitForSelector("html[data-ready]", { timeout: 20000 });
  return { page, errors };
}

/** The moves the board shows as played, and its position. */
const position = async (page) => {
  const b = await readBoard(page);
  return { pits: b.pits, piles: b.piles, toMove: b.toMove, over: b.over };
};

/** Waits until both pages show the same position (the other's move has come). */
async function agree(pages) {
  for (let i = 0; i < 200; i += 1) {
    const shown = await Promise.all(pages.map(position));
    if (shown.every((s) => JSON.stringify(s) === JSON.stringify(shown[0]))) return shown[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail("the pages never showed the same position");
}

/**
 * Plays `count` moves (or to the end): each time, the page whose pits are playable picks the
 * first legal one, and both pages must then show the same position. Returns the moves played.
 */
async function play(pages, count) {
  let played = 0;
  for (; played < count; played += 1) {
    await Promise.all(pages.map(idle));
    const boards = await Promise.all(pages.map((p) => readBoard(p)));
    if (boards[0].over) break;
    const mover = boards.findIndex((b) => b.legal.length > 0);
    assert.notEqual(mover, -1, "one of the two pages may move");
    const before = JSON.stringify(await position(pages[mover]));
    await pages[mover].click(`[data-board-host] [data-pit="${boards[mover].legal[0]}"]`);
    for (let i = 0; i < 200 && JSON.stringify(await position(pages[mover])) === before; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    await agree(pages);
  }
  return played;
}

/**
 * What a page shows once a game is over: the board's piles, the end dialog's winner (if it
 * shows) and the move list's entries, which both seats and a spectator must show alike.
 */
const ending = (page) =>
  page.evaluate(() => ({
    over: document.querySelector("[data-board-host]").dataset.over === "true",
    piles: [0, 1].map((p) =>
      Number(document.querySelector(`[data-board-host] [data-pile="${p}"]`).dataset.seeds),
    ),
    winner: document.querySelector("[data-winner]")?.getAttribute("data-winner") ?? null,
    moves: [...document.querySelectorAll("[data-moves] [data-move]")].map((n) =>
      n.textContent.trim(),
    ),
  }));

/** Both pages end alike: over, the same piles, winner and move list, `played` moves long. */
async function sameEnd(pages, played) {
  const ends = await Promise.all(pages.map(ending));
  assert.equal(ends[0].over, true);
  assert.equal(ends[0].moves.length, played);
  for (const end of ends.slice(1)) assert.deepEqual(end, ends[0]);
  // The winner the end dialog names (when it shows) is the one with more seeds.
  const [south, north] = ends[0].piles;
  if (ends[0].winner !== null)
    assert.equal(ends[0].winner, south > north ? "0" : north > south ? "1" : "draw");
  return ends[0];
}

/** How many finished games the device of `page` keeps (Your games' setting, lib/storage.js). */
const keptCount = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("mancala-heritage:games") ?? "[]").length);

/**
 * Your games' list on `page` once it holds `count` entries (the feature draws it, the dialog
 * closed or open): each entry's text.
 */
async function yourGames(page, count) {
  const entries = "[data-your-games] [data-game-entry]";
  await page.waitForFunction(
    ([s, n]) => document.querySelectorAll(s).length === n,
    [entries, count],
    {
      timeout: 15000,
    },
  );
  return page.$$eval(entries, (list) => list.map((e) => e.textContent.replace(/\s+/g, " ")));
}

/** A live game of `variant`: A invites, B opens the link; both connected. */
async function pair(variant) {
  const base = `${env.server.url}?relay=${encodeURIComponent(env.relay.ws)}&game=${variant}&speed=instant`;
  const a = await open(env.a, base);
  await a.page.click("[data-action=invite]");
  await a.page.waitForSelector("[data-invite-link][href*='live=']");
  const b = await open(env.b, await a.page.getAttribute("[data-invite-link]", "href"));
  await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
  return { a, b };
}

test("with no relay option the page opens no connection and fetches no live code", async () => {
  const { page, errors } = await open(env.a, `${env.server.url}?speed=instant`);
  const sockets = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  const fetched = [];
  page.on("request", (req) => fetched.push(req.url()));
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("html[data-ready]");
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await page.locator("[data-action=invite]").count(), 0);
  assert.equal(await page.locator("[data-live]").count(), 0);
  assert.deepEqual(sockets, []);
  const source = await Promise.all(
    fetched
      .filter((url) => url.endsWith(".js"))
      .map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)),
  );
  assert.ok(
    source.every((text) => !text.includes("mancala.live.")),
    "no fetched script holds the live game's code",
  );
  // Nor does the service worker fetch it at install: the live chunks are cached on first use.
  const worker = await (await fetch(`${env.server.url}sw.js`)).text();
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(worker)[1]);
  const installed = build.files.filter((file) => file.endsWith(".js"));
  for (const file of installed) {
    const text = await (await fetch(env.server.url + file)).text();
    assert.ok(!text.includes("mancala.live."), `${file} is installed by the service worker`);
  }
  assert.ok(build.onUse.some((file) => /^js\/session-/.test(file)));
  assert.deepEqual(errors, []);
  await page.close();
});

test("two browsers play a whole game through the relay; a reload, a restarted relay, a spectator, forged and illegal messages", async () => {
  const base = `${env.server.url}?relay=${encodeURIComponent(env.relay.ws)}&game=al-manqala&speed=instant`;
  const a = await open(env.a, base);
  await a.page.click("[data-action=invite]");
  await a.page.waitForSelector("[data-invite-link][href*='live=']");
  const link = await a.page.getAttribute("[data-invite-link]", "href");
  const watchLink = await a.page.getAttribute("[data-watch-link]", "href");
  await live(a.page, "waiting");
  // Only the invitation holds the secret that takes the free seat; the spectator's link does not.
  assert.match(new URL(link).searchParams.get("join") ?? "", /^[0-9a-f]{32}$/);
  assert.equal(new URL(watchLink).searchParams.get("join"), null);
  assert.equal(new URL(a.page.url()).searchParams.get("join"), null);
  // No analysis board over a live game: its control is hidden while the game is on.
  assert.equal(await a.page.isVisible("[data-action=analyse]"), false);
  // The invitation's QR code is an image named as such, and its dark modules are those of the
  // link's own QR code (encoded here by the same package, as the reader of a phone would read it).
  const qr = await a.page.evaluate(() => {
    const svg = document.querySelector("[data-invite-qr]");
    return {
      role: svg.getAttribute("role"),
      label: svg.getAttribute("aria-label"),
      d: svg.querySelector("path").getAttribute("d"),
    };
  });
  assert.equal(qr.role, "img");
  assert.equal(qr.label, "QR code of the invitation link");
  const code = qrcode(0, "M");
  code.addData(link);
  code.make();
  const dark = [];
  for (let row = 0; row < code.getModuleCount(); row += 1)
    for (let col = 0; col < code.getModuleCount(); col += 1)
      if (code.isDark(row, col)) dark.push(`${col + 4},${row + 4}`);
  assert.deepEqual(
    [...qr.d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`),
    dark,
  );

  const b = await open(env.b, link);
  await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
  // The host plays South (the bottom row) and moves first; the friend North.
  assert.match(await a.page.textContent("[data-live-status]"), /South/);
  assert.match(await b.page.textContent("[data-live-status]"), /North/);
  const start = await agree([a.page, b.page]);
  // Al-manqala's start (docs/rules.md): 7 seeds in each of the 14 pits, South to move.
  assert.deepEqual(start.pits, Array(14).fill(7));
  assert.equal(start.toMove, 0);

  let played = await play([a.page, b.page], 6);
  assert.equal(played, 6);

  // A spectator follows from the watch link (in A's browser: the link never takes a seat).
  const watcher = await open(env.a, watchLink);
  await live(watcher.page, "connected");
  assert.match(await watcher.page.textContent("[data-live-status]"), /watching/);
  await agree([a.page, watcher.page]);
  assert.equal((await readBoard(watcher.page)).legal.length, 0, "a spectator plays nothing");

  // B reloads mid-game: it replays the stream to the same position, in the same seat.
  const beforeReload = await position(a.page);
  await b.page.reload({ waitUntil: "load" });
  await b.page.waitForSelector("html[data-ready]");
  await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
  assert.deepEqual(await position(b.page), beforeReload);
  assert.match(await b.page.textContent("[data-live-status]"), /North/);
  played += await play([a.page, b.page, watcher.page], 4);

  // The relay is restarted: both pages say they are reconnecting, then connected again within
  // 30 s, at the same position, and the game goes on.
  const beforeRestart = await position(a.page);
  await env.relay.down();
  await Promise.all([live(a.page, "reconnecting", 10000), live(b.page, "reconnecting", 10000)]);
  await env.relay.up();
  const since = Date.now();
  await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
  assert.ok(Date.now() - since < 30000);
  assert.deepEqual(await position(a.page), beforeRestart);
  assert.deepEqual(await position(b.page), beforeRestart);
  played += await play([a.page, b.page], 4);

  // A third party who knows the id publishes a move for the seat to move, signed with a key of
  // its own; the seat to move publishes an illegal move with its real key; and a stored message
  // is published again. Each is refused with a notice, and no page's game changes.
  const id = new URL(link).searchParams.get("live");
  const held = await position(a.page);
  const toMove = held.toMove;
  const moverPage = toMove === 0 ? a.page : b.page;
  const attack = async (page, how) =>
    page.evaluate(
      async ({ relay, id, how }) => {
        const base = new URL("./release-modules/js/features/live/", location.origin + "/");
        const nats = await import(new URL("nats.js", base).href);
        const p = await import(new URL("protocol.js", base).href);
        const nc = await nats.wsconnect({ servers: relay });
        const js = nats.jetstream(nc);
        const subject = p.gameSubject(id);
        // The stream's messages so far, to know the seats' next numbers and to replay one.
        const consumer = await js.consumers.get(p.STREAM, { filter_subjects: subject });
        const wires = [];
        const info = await nats.jetstreamManager(nc).then((m) => m.streams.info(p.STREAM));
        const count = info.state.messages;
        const it = await consumer.fetch({ max_messages: count, expires: 2000 });
        for await (const msg of it) wires.push(msg.string());
        // What the stream holds, checked as the pages check it: the seats' next numbers.
        const match = p.createMatch(window.wasmBindings.Game, id);
        for (const w of wires) await match.receive(w);
        const plies = match.game().movesPlayed();
        const seat = match.playerOf(0) === how.toMove ? 0 : 1;
        const seq = match.nextSeq(seat);
        let wire;
        if (how.kind === "forged") {
          const key = await p.makeSeatKey();
          const pit = how.toMove === 0 ? 7 : 0;
          wire = await p.signMessage(
            key,
            { game: id, seat, seq },
            {
              type: "move",
              round: 0,
              ply: plies,
              action: pit,
            },
          );
        } else if (how.kind === "illegal") {
          const saved = JSON.parse(localStorage.getItem(`mancala-live-${id}`));
          const key = await p.loadSeatKey(saved);
          // A pit of the other row: never the mover's to play.
          const pit = how.toMove === 0 ? 0 : 7;
          wire = await p.signMessage(
            key,
            { game: id, seat: saved.seat, seq: match.nextSeq(saved.seat) },
            {
              type: "move",
              round: 0,
              ply: plies,
              action: pit,
            },
          );
        } else wire = wires[wires.length - 1];
        await js.publish(subject, wire, { msgID: `attack-${how.kind}-${Date.now()}` });
        await nc.close();
      },
      { relay: env.relay.ws, id, how },
    );
  for (const kind of ["forged", "illegal", "replayed"]) {
    await Promise.all(
      [a.page, b.page].map((p) =>
        p.evaluate(() => (document.querySelector("[data-live-notice]").textContent = "")),
      ),
    );
    await attack(kind === "illegal" ? moverPage : a.page, { kind, toMove });
    for (const page of [a.page, b.page])
      await page.waitForFunction(
        () => document.querySelector("[data-live-notice]").textContent.length > 0,
        null,
        { timeout: 10000 },
      );
    assert.deepEqual(await position(a.page), held, kind);
    assert.deepEqual(await position(b.page), held, kind);
  }

  // The game is played to its end; both pages show the same end and say it is over.
  played += await play([a.page, b.page], 1000);
  const end = await agree([a.page, b.page, watcher.page]);
  assert.equal(end.over, true);
  await Promise.all([live(a.page, "over"), live(b.page, "over")]);
  // No move lost or doubled: each page's move list holds one entry per click that played one,
  // and the three show the same list and result.
  const { piles } = await sameEnd([a.page, b.page, watcher.page], played);
  // Each seat's device keeps the game once, as "A friend online" with the result from its side:
  // A played South (it invited), B North; the winner's pile first, a draw the seat's own first.
  // The spectator's page is in A's browser: had it kept the game too, A's device would hold two.
  const [south, north] = piles;
  /** The result as a seat reads it, its pile `mine`, the other's `theirs`. */
  const sideOf = (mine, theirs) =>
    mine > theirs
      ? `You won, ${mine}–${theirs}`
      : mine < theirs
        ? `Your friend won, ${theirs}–${mine}`
        : `A draw, ${mine}–${theirs}`;
  for (const [page, mine, theirs] of [
    [a.page, south, north],
    [b.page, north, south],
  ]) {
    const [entry, ...more] = await yourGames(page, 1);
    assert.deepEqual(more, []);
    assert.match(entry, /A friend online/);
    assert.ok(entry.includes(sideOf(mine, theirs)), entry);
  }
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await keptCount(a.page), 1, "the spectator keeps nothing");
  assert.equal(await keptCount(watcher.page), 1);
  // A reload of a seat's page replays the stream to the end: not a new end, nothing added.
  await b.page.reload({ waitUntil: "load" });
  await live(b.page, "over");
  await agree([a.page, b.page]);
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal((await yourGames(b.page, 1)).length, 1);
  assert.equal(await keptCount(b.page), 1);
  // Chromium itself writes a failed WebSocket to the console: the relay down while it restarts,
  // and the close of the attacker's own connection (nats-server 2.9's close frame). Nothing else
  // may be there: a refused message is a notice, never a console error.
  const relayNoise = new RegExp(
    `^console\\.error: WebSocket connection to '${env.relay.ws}/' failed`,
  );
  for (const { errors } of [a, b, watcher])
    assert.deepEqual(
      errors.filter((e) => !relayNoise.test(e)),
      [],
    );
});

test("the relay configured as docs/live.md gives it: browsers play, but may not create a stream or publish elsewhere", async () => {
  // The documented authorization block, with a plain password for the museum's own user in
  // place of the document's bcrypt placeholder.
  const doc = readFileSync(new URL("../../docs/live.md", import.meta.url), "utf8");
  const block = /^authorization \{[\s\S]*?^\}\nno_auth_user: browser$/m.exec(doc)?.[0];
  assert.ok(block, "docs/live.md has the authorization block");
  const config = block.replace(
    /\{ user: admin, password: "[^"]*" \}/,
    "{ user: admin, password: secret }",
  );
  const relay = await startRelay({ config });
  try {
    const base = `${env.server.url}?relay=${encodeURIComponent(relay.ws)}&game=ali-guli-mane&speed=instant`;
    const a = await open(env.a, base);
    // The museum creates the stream once, as its own user (scripts/live-stream.mjs does so).
    const checks = await a.page.evaluate(async (ws) => {
      const nats = await import(`${location.origin}/release-modules/js/features/live/nats.js`);
      const p = await import(`${location.origin}/release-modules/js/features/live/protocol.js`);
      const admin = await nats.wsconnect({ servers: ws, user: "admin", pass: "secret" });
      await (await nats.jetstreamManager(admin)).streams.add(p.streamConfig());
      await admin.close();
      const browser = await nats.wsconnect({ servers: ws });
      const jsm = await nats.jetstreamManager(browser);
      const refused = async (fn) =>
        fn().then(
          () => "allowed",
          (e) => String(e.message),
        );
      const out = {
        stream: await refused(() => jsm.streams.add({ name: "OTHER", subjects: ["other.>"] })),
        publish: await refused(() =>
          nats.jetstream(browser).publish("other.subject", "x", { timeout: 2000 }),
        ),
      };
      await browser.close();
      return out;
    }, relay.ws);
    assert.match(checks.stream, /Permissions Violation/);
    assert.match(checks.publish, /Permissions Violation|timeout|no responders/i);
    await a.page.click("[data-action=invite]");
    await a.page.waitForSelector("[data-invite-link][href*='live=']");
    const b = await open(env.b, await a.page.getAttribute("[data-invite-link]", "href"));
    await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
    assert.equal(await play([a.page, b.page], 2), 2);
    await a.page.close();
    await b.page.close();
  } finally {
    await relay.stop();
  }
});

test("undo, a draw and a rematch need the other seat's yes; a resignation ends the game; a rematch swaps sides", async () => {
  const { a, b } = await pair("mangala-iv");
  const start = await agree([a.page, b.page]);
  assert.equal(await play([a.page, b.page], 1), 1);
  // Each seat's row is drawn at the bottom of its own page (views/flip.js): B plays North.
  const bottoms = () =>
    Promise.all([a.page, b.page].map((p) => p.getAttribute(".mg", "data-bottom")));
  assert.deepEqual(await bottoms(), ["south", "north"]);
  // Only Al-manqala's players may agree that the seeds only go round.
  assert.equal(await a.page.isHidden('[data-live-action="cycle"]'), true);
  const action = (page, name) => page.click(`[data-live-action="${name}"]`);
  const shows = (page, selector, pattern) =>
    page.waitForFunction(
      ([s, p]) => new RegExp(p).test(document.querySelector(s)?.textContent || ""),
      [selector, pattern.source],
      { timeout: 10000 },
    );
  // South asks to take its move back; North sees the offer and accepts: the start again.
  await action(a.page, "undo");
  await shows(b.page, "[data-live-offer]", /take back/);
  await action(b.page, "accept");
  assert.deepEqual(await agree([a.page, b.page]), start);
  // A draw offered and declined: South hears no, and the game goes on.
  await action(a.page, "draw");
  await shows(b.page, "[data-live-offer]", /draw/);
  await action(b.page, "decline");
  await shows(a.page, "[data-live-notice]", /said no/);
  assert.equal((await readBoard(a.page)).legal.length > 0, true);
  // North resigns: both pages are over, South has won.
  const before = await Promise.all([a.page, b.page].map(keptCount));
  await action(b.page, "resign");
  await Promise.all([live(a.page, "over"), live(b.page, "over")]);
  await shows(a.page, "[data-live-status]", /resigned: you win/);
  await shows(b.page, "[data-live-status]", /You resigned/);
  // Each device keeps it once, newest first, from its side. The piles as they stood: after the
  // undo no move stands, so each pile is 0 (South won by North's resignation, 0–0).
  const [forA] = await yourGames(a.page, before[0] + 1);
  const [forB] = await yourGames(b.page, before[1] + 1);
  assert.match(forA, /A friend online.*Your friend resigned: you won, 0–0/);
  assert.match(forB, /A friend online.*You resigned: your friend won, 0–0/);
  // B's page reloaded after the end adds nothing: the resignation is replayed, not new.
  await b.page.reload({ waitUntil: "load" });
  await live(b.page, "over");
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(await keptCount(b.page), before[1] + 1);
  // A rematch, offered by South and accepted: the sides swap, and the new South (B) moves first.
  await action(a.page, "rematch");
  await shows(b.page, "[data-live-offer]", /another game/);
  await action(b.page, "accept");
  await Promise.all([live(a.page, "connected"), live(b.page, "connected")]);
  await shows(a.page, "[data-live-status]", /North/);
  await shows(b.page, "[data-live-status]", /South/);
  assert.deepEqual(await agree([a.page, b.page]), start);
  assert.ok((await readBoard(b.page)).legal.length > 0, "the new South moves first");
  assert.deepEqual(await bottoms(), ["north", "south"]);
  assert.equal((await readBoard(a.page)).legal.length, 0);
  for (const { errors } of [a, b]) assert.deepEqual(errors, []);
  await a.page.close();
  await b.page.close();
});

test("Al-manqala: either seat may say the seeds only go round; once the other agrees, the board is divided", async () => {
  const { a, b } = await pair("al-manqala");
  assert.equal(await a.page.isHidden('[data-live-action="cycle"]'), false);
  // Declined first: the game goes on, and North (B) may offer it in turn.
  await a.page.click('[data-live-action="cycle"]');
  await b.page.waitForFunction(
    () => /only go round/.test(document.querySelector("[data-live-offer]")?.textContent || ""),
    null,
    { timeout: 10000 },
  );
  await b.page.click('[data-live-action="decline"]');
  await a.page.waitForSelector('[data-live-action="cycle"]:not([disabled])');
  // Agreed: at the start each player is owed half of the 98 seeds on the board, 49, and each
  // row holds 49 (docs/rules.md, "Equal division"): the rows empty into the piles, 49 : 49, a draw.
  await b.page.click('[data-live-action="cycle"]');
  await a.page.waitForSelector('[data-live-action="accept"]:not([hidden])');
  await a.page.click('[data-live-action="accept"]');
  await Promise.all([live(a.page, "over"), live(b.page, "over")]);
  const ends = await Promise.all([a.page, b.page].map(ending));
  for (const end of ends) {
    assert.deepEqual(end.piles, [49, 49]);
    assert.equal(end.over, true);
  }
  assert.equal(await a.page.isHidden('[data-live-action="cycle"]'), true);
  for (const { errors } of [a, b]) assert.deepEqual(errors, []);
  await a.page.close();
  await b.page.close();
});

// The other two variants, each played from its start to its end through the relay (each turn
// the seat to move sows its first legal pit): both pages end with the same result and moves.
for (const variant of ["ali-guli-mane", "mangala-iv"])
  test(`two browsers play a whole ${variant} game through the relay`, async () => {
    const { a, b } = await pair(variant);
    const played = await play([a.page, b.page], 1000);
    assert.ok(played > 0);
    await Promise.all([live(a.page, "over"), live(b.page, "over")]);
    await sameEnd([a.page, b.page], played);
    for (const { errors } of [a, b]) assert.deepEqual(errors, []);
    await a.page.close();
    await b.page.close();
  });

test("a seat whose page closes is away for the other; back on the same link, both are connected", async () => {
  const { a, b } = await pair("al-manqala");
  assert.equal(await play([a.page, b.page], 2), 2);
  const held = await position(b.page);
  // A's page says on the relay every 5 s that it is there; after 15 s of silence B says away.
  const url = a.page.url();
  assert.match(url, /live=/);
  await a.page.close();
  await live(b.page, "away");
  assert.match(await b.page.textContent("[data-live-status]"), /away/i);
  // A opens its game's link again (the same browser: the seat's key is kept on the device).
  const back = await open(env.a, url);
  await Promise.all([live(back.page, "connected"), live(b.page, "connected")]);
  assert.match(await back.page.textContent("[data-live-status]"), /South/);
  assert.deepEqual(await agree([back.page, b.page]), held);
  assert.equal(await play([back.page, b.page], 1), 1);
  for (const { errors } of [a, b, back]) assert.deepEqual(errors, []);
  await back.page.close();
  await b.page.close();
});
