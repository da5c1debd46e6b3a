// A page feature's contract (docs/architecture.md, "Where a feature plugs in"), in Node: a whole
// game mounted over linkedom with the Node build of the wasm, given a list of stub features in
// place of the page's (www/js/game/features.js startFeatures installs them). The stub's `render`
// sees every screen the controller publishes, its command runs on a click of its button, `words`
// runs on a change of language, an unwanted feature is never installed, a fetched one joins once
// it has come, and destroy() leaves nothing of the stub behind.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import "./wasm.mjs";

// A document for the page's modules, as scripts/prerender.mjs makes one.
const { window, document } = parseHTML(
  '<!doctype html><html lang="en"><head><title></title></head><body></body></html>',
);
Object.assign(globalThis, { window, document, self: window });
for (const name of ["HTMLElement", "Element", "Node"]) globalThis[name] ??= window[name];
Object.defineProperty(globalThis, "navigator", {
  value: { language: "en", languages: ["en"] },
  configurable: true,
});
globalThis.requestAnimationFrame ??= (f) => setTimeout(f, 0);
// linkedom's dataset misreads names with digits (data-i18n): the standard mapping instead.
const attr = (key) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
Object.defineProperty(window.HTMLElement.prototype, "dataset", {
  configurable: true,
  get() {
    const node = this;
    return new Proxy(
      {},
      {
        get: (_, key) =>
          typeof key === "string" && node.hasAttribute(attr(key))
            ? node.getAttribute(attr(key))
            : undefined,
        set: (_, key, value) => (node.setAttribute(attr(key), String(value)), true),
        has: (_, key) => node.hasAttribute(attr(key)),
        deleteProperty: (_, key) => (node.removeAttribute(attr(key)), true),
      },
    );
  },
});
// linkedom's <select> has no value to set: the chosen option carries `selected`.
Object.defineProperty(window.HTMLSelectElement.prototype, "value", {
  configurable: true,
  get() {
    return (this.querySelector("option[selected]") || this.querySelector("option"))?.value ?? "";
  },
  set(value) {
    for (const option of this.querySelectorAll("option"))
      option.toggleAttribute("selected", option.value === value);
  },
});

const { mountGame } = await import("../../www/js/mount.js");

/** Waits until `done()` holds (the controller's turns run on timers and promises). */
async function until(done, what) {
  for (let i = 0; i < 400 && !done(); i += 1) await new Promise((r) => setTimeout(r, 5));
  assert.ok(done(), `timed out waiting for ${what}`);
}

/**
 * A stub feature that records what its hooks are given: a button of its own in the controls
 * (data-action="stub") and a listener on the document, both taken away by destroy.
 */
function stubFeature(name, { wanted = () => true, fetched = false } = {}) {
  const seen = { installed: 0, rendered: [], published: [], words: [], clicks: [], heard: 0 };
  seen.destroyed = 0;
  const module = {
    install(game) {
      seen.installed += 1;
      const button = document.createElement("button");
      button.setAttribute("data-action", name);
      game.root.querySelector(".controls").append(button);
      const hear = () => (seen.heard += 1);
      document.addEventListener("stub-ping", hear);
      seen.button = button;
      return {
        render: (s) => seen.rendered.push(s),
        words: () => seen.words.push(game.settings.lang),
        commands: { [name]: (target) => seen.clicks.push(target) },
        ready(ctl) {
          seen.ctl = ctl;
          ctl.subscribe((s) => seen.published.push(s));
        },
        destroy() {
          seen.destroyed += 1;
          button.remove();
          document.removeEventListener("stub-ping", hear);
        },
      };
    },
  };
  const feature = { name, wanted, load: () => (fetched ? Promise.resolve(module) : module) };
  return { feature, seen };
}

const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
const ping = () => document.dispatchEvent(new window.Event("stub-ping"));

test("a stub feature through startFeatures: render, its command, words, destroy", async () => {
  const stub = stubFeature("stub");
  const never = stubFeature("never", { wanted: (o) => o.kiosk });
  const element = document.createElement("div");
  document.body.append(element);
  const game = mountGame(
    element,
    { variant: "ali-guli-mane", lang: "en", speed: "instant", save: false },
    [stub.feature, never.feature],
  );
  await game.ready;
  const { seen } = stub;
  assert.equal(seen.installed, 1);
  assert.equal(never.seen.installed, 0, "a feature the options don't want is not installed");

  // render: every screen published from the first one on, the same objects in the same order.
  const ctl = seen.ctl;
  assert.ok(seen.rendered.length >= 1);
  assert.equal(seen.rendered.at(-1), ctl.screen);
  seen.rendered.length = 0;
  seen.published.length = 0;
  const pit = ctl.screen.board.legal[0];
  ctl.pick(pit);
  await until(() => ctl.screen.phase === "idle" && ctl.screen.moves.length === 1, "the sowing");
  assert.ok(seen.published.length >= 2, "a sowing publishes at least its start and its end");
  assert.deepEqual(
    seen.published.map((s) => s.phase),
    seen.rendered.map((s) => s.phase),
  );
  seen.published.forEach((s, i) => assert.equal(seen.rendered[i], s, `screen ${i}`));
  assert.ok(seen.rendered.some((s) => s.phase === "animating"));

  // Its command: a click on its button, and on nothing else.
  click(seen.button);
  assert.deepEqual(seen.clicks, [seen.button]);
  click(element.querySelector("[data-action=rules]") ?? element);
  assert.equal(seen.clicks.length, 1);

  // words: once per change of language, the new language already set; the screen drawn again.
  assert.deepEqual(seen.words, ["en"], "the first language's words");
  const before = seen.rendered.length;
  await game.setLang("pt");
  assert.deepEqual(seen.words, ["en", "pt"]);
  assert.equal(seen.rendered.length, before + 1);
  assert.equal(seen.rendered.at(-1), ctl.screen);

  // destroy: the stub's destroy runs once; its button, its listener and the game are gone, and
  // no hook of it runs again.
  ping();
  assert.equal(seen.heard, 1);
  game.destroy();
  assert.equal(seen.destroyed, 1);
  assert.equal(never.seen.destroyed, 0);
  assert.equal(element.childNodes.length, 0);
  assert.equal(seen.button.isConnected, false);
  ping();
  assert.equal(seen.heard, 1, "the document listener is gone");
  const rendered = seen.rendered.length;
  click(element);
  assert.equal(seen.rendered.length, rendered);
  element.remove();
});

test("a feature whose module is fetched joins once it has come, and is destroyed with the game", async () => {
  const late = stubFeature("late", { fetched: true });
  const element = document.createElement("div");
  document.body.append(element);
  const game = mountGame(element, { variant: "al-manqala", lang: "en", save: false }, [
    late.feature,
  ]);
  await game.ready;
  assert.equal(late.seen.installed, 1);
  assert.equal(late.seen.rendered.at(-1), late.seen.ctl.screen);
  click(late.seen.button);
  assert.equal(late.seen.clicks.length, 1);
  game.destroy();
  assert.equal(late.seen.destroyed, 1);
  assert.equal(late.seen.button.isConnected, false);
  element.remove();
});

test("a feature fetched when first needed, after the game is ready, gets ready and the screen shown", async () => {
  const late = stubFeature("later", { fetched: true });
  let fetch = null;
  // Its stand-in keeps `fetch` until the test says the feature is needed (as the voice's button
  // or the facing layout's choice does in game/features.js).
  late.feature.until = (_game, f) => ((fetch = f), { destroy() {} });
  const element = document.createElement("div");
  document.body.append(element);
  const game = mountGame(element, { variant: "mangala-iv", lang: "en", save: false }, [
    late.feature,
  ]);
  await game.ready;
  assert.equal(late.seen.installed, 0, "not fetched before it is needed");
  await Promise.all([fetch(), fetch()]);
  assert.equal(late.seen.installed, 1, "fetched and installed once");
  assert.ok(late.seen.ctl, "its ready is called with the controller");
  assert.equal(late.seen.rendered.length, 1);
  assert.ok(late.seen.rendered[0]);
  assert.equal(late.seen.rendered[0], late.seen.ctl.screen, "it is given the screen shown");
  click(late.seen.button);
  assert.equal(late.seen.clicks.length, 1);
  game.destroy();
  assert.equal(late.seen.destroyed, 1);
  element.remove();
});
