// Nothing flashes faster than 2 Hz (issue 22, the museum's guidelines and WCAG 2.3): every CSS
// animation of the page that goes out and back (a stop between its first and its last), or
// repeats, takes at least 500 ms per cycle, at every animation speed (var(--step) is the board's
// milliseconds per dropped seed, PACE in board/animate.js). A one-way animation (two stops:
// a seed dropping into its pit) changes once and is not a flash. Reads the stylesheets as they
// are; prints each animation with its shortest cycle.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PACE } from "../../www/js/board/animate.js";

const CSS = fileURLToPath(new URL("../../www/css/", import.meta.url));
const SHEETS = [
  ...readdirSync(CSS).filter((f) => f.endsWith(".css")),
  ...readdirSync(join(CSS, "themes")).map((f) => join("themes", f)),
];
const LEAST_MS = 500;

/** The stylesheets' text, without comments. */
const text = SHEETS.map((f) => readFileSync(join(CSS, f), "utf8"))
  .join("\n")
  .replace(/\/\*[\s\S]*?\*\//g, "");

/** @keyframes name → its stops ("0%, 40%", "100%", "from"…), one entry per selector. */
function keyframes() {
  const out = new Map();
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; depth > 0 && i < text.length; i += 1) {
      if (text[i] === "{") depth += 1;
      if (text[i] === "}") depth -= 1;
    }
    const body = text.slice(start, i - 1);
    const stops = [...body.matchAll(/([^{}]+)\{/g)].flatMap((s) =>
      s[1].split(",").map((x) => x.trim()),
    );
    out.set(m[1], stops);
  }
  return out;
}

/** A duration in ms at a given --step: "700ms", "1.6s", "calc(var(--step) * 2)", "max(…)". */
function durationMs(expr, step) {
  const js = expr
    .replace(/var\(--step\)/g, `${step}`)
    .replace(/(\d*\.?\d+)ms/g, "$1")
    .replace(/(\d*\.?\d+)s\b/g, "($1*1000)")
    .replace(/calc\(/g, "(")
    .replace(/max\(/g, "Math.max(")
    .replace(/min\(/g, "Math.min(");
  assert.match(js, /^[\d\s.*+\-/()a-zA-Z,]+$/, `a duration this test can read: ${expr}`);
  return Function(`return ${js}`)();
}

/** The duration at the start of `rest`: "700ms", or a function's call with balanced brackets. */
function durationIn(rest) {
  const plain = rest.match(/^[\d.]+m?s\b/);
  if (plain) return plain[0];
  if (!/^(max|min|calc)\(/.test(rest)) return null;
  let depth = 0;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === "(") depth += 1;
    if (rest[i] === ")" && --depth === 0) return rest.slice(0, i + 1);
  }
  return null;
}

/** Every `animation:` shorthand: its name, its duration and whether it repeats. */
function animations() {
  const frames = keyframes();
  const out = [];
  for (const m of text.matchAll(/(?<![-\w])animation\s*:\s*([^;}]+)/g)) {
    const value = m[1].trim();
    if (value === "none" || value.startsWith("none ")) continue;
    const name = value.split(/\s+/)[0];
    const duration = durationIn(value.slice(name.length).trim());
    assert.ok(duration, `a duration in "${value}"`);
    const repeats = /\binfinite\b/.test(value) || /\s([2-9]|\d{2,})\s*$/.test(value);
    const stops = frames.get(name);
    assert.ok(stops, `the keyframes of ${name}`);
    out.push({ name, duration, repeats, outAndBack: stops.length > 2 });
  }
  return out;
}

test("no animation of the page flashes faster than 2 Hz, at any speed", () => {
  const steps = Object.values(PACE).filter((ms) => ms > 0);
  const list = animations();
  assert.ok(list.length >= 6, `the page's animations are read (${list.length})`);
  const flashes = list.filter((a) => a.repeats || a.outAndBack);
  for (const a of list) {
    const shortest = Math.min(...steps.map((s) => durationMs(a.duration, s)));
    const kind = a.repeats ? "repeats" : a.outAndBack ? "out and back" : "one way";
    console.log(
      `${a.name.padEnd(16)} ${kind.padEnd(13)} shortest cycle ${Math.round(shortest)} ms`,
    );
    if (flashes.includes(a))
      assert.ok(
        shortest >= LEAST_MS,
        `${a.name} (${a.duration}) lasts ${shortest} ms at the fastest speed: a flash faster than 2 Hz`,
      );
  }
  // The names this check knows to be flashes are among those it found.
  for (const name of ["mb-hint", "mb-flash", "mb-pulse", "mg-think"])
    assert.ok(
      flashes.some((a) => a.name === name),
      `${name} is read as a flash`,
    );
});

test("the reader of durations reads what the page writes", () => {
  assert.equal(durationMs("700ms", 70), 700);
  assert.equal(durationMs("1.6s", 70), 1600);
  assert.equal(durationMs("calc(var(--step) * 2)", 70), 140);
  assert.equal(durationMs("max(500ms, calc(var(--step) * 2))", 70), 500);
  assert.equal(durationMs("max(500ms, calc(var(--step) * 2))", 400), 800);
});
