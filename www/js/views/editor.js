// The position editor of the analysis board (views/analysis.js opens it; issue 33): the seeds of
// each pit (− and + buttons, or a number typed), the two piles, who is to move, each game's
// options that change a position (Ali Guli Mane's rounds, Mangala IV's free choice: the boolean
// options of Game.optionsOf), and Ali Guli Mane's pending extra sowing, closed pits and round.
// Every change asks the handle (Game.fromState) whether it is a position: the editor shows the
// seeds' total and the handle's verdict — "a legal position", or why not in the visitor's
// language, one sentence for each kind of the handle's refusal (KINDS below; its English message
// goes to data-why only). A position text pasted is read by the game file's module (readPosition,
// ../lib/text.js, fetched with the editor), and "Analyse
// this position" gives the position text to the analysis board. The element is [data-editor]
// (docs/testing.md). It is fetched the first time the board's "Set up a position" is pressed,
// and styled through the CSSOM (no stylesheet of its own on a first visit).
import { h } from "../lib/dom.js";

/** @import { GameClass, GameState, Translate, Variant } from "../types.js" */
/** @import { TextModule } from "../lib/text.js" */

/**
 * What the editor shows: a `GameState` the visitor is building, which may be no position.
 * @typedef {object} Draft
 * @property {Variant} variant
 * @property {number[]} pits 14 counts
 * @property {number[]} captured the two piles
 * @property {0 | 1} toMove
 * @property {boolean} extraSowing
 * @property {number[]} closed
 * @property {number} round
 * @property {0 | 1} roundStarter
 * @property {Record<string, unknown>} options
 */

/**
 * The editor opened: `render(t)` draws it in the words of `t`; `close()` closes it.
 * @typedef {{ element: HTMLElement, render: (t: Translate) => void, close: () => void }} Editor
 */

/** @param {unknown} e */
const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** The game whose state has an extra sowing, closed pits and rounds (docs/rules.md). */
const ROUNDS_GAME = "ali-guli-mane";

/**
 * The state `Game.fromState` is given for a draft: the fields of a game of rounds only in Ali
 * Guli Mane, so that the handle judges them there and nowhere else.
 * @param {Draft} d
 * @returns {GameState}
 */
export function stateOf(d) {
  /** @type {any} */
  const state = {
    variant: d.variant,
    pits: d.pits,
    captured: d.captured,
    toMove: d.toMove,
    options: d.options,
  };
  if (d.variant === ROUNDS_GAME)
    Object.assign(state, {
      extraSowing: d.extraSowing,
      closed: d.closed,
      round: d.round,
      roundStarter: d.roundStarter,
    });
  return state;
}

/**
 * A draft from a state the handle gave (`g.state()`).
 * @param {GameState} s
 * @returns {Draft}
 */
export function draftOf(s) {
  return {
    variant: s.variant,
    pits: [...s.pits],
    captured: [...s.captured],
    toMove: s.toMove,
    extraSowing: Boolean(s.extraSowing),
    closed: [...(s.closed || [])],
    round: s.round ?? 1,
    roundStarter: s.roundStarter ?? s.toMove,
    options: { ...(s.options || {}) },
  };
}

/** The seeds on the board and in the piles. @param {Draft} d */
export const seedsOf = (d) => [...d.pits, ...d.captured].reduce((a, b) => a + b, 0);

/**
 * The kinds of the handle's refusal of a position, each known by the words of its message: the
 * Errors of Game.fromState and of readPosition (../lib/text.js) carry the core's message only (SetupError in
 * src/error.rs, PositionTextError in src/notation/position_text.rs; docs/game-api.md#errors).
 * Naming the kind here, in a module only the editor fetches, keeps the wasm as it is;
 * tests/unit/editor.test.mjs makes each kind through the handle, so a message reworded in the core
 * fails there. The first pattern that matches names the kind.
 * @type {[string, RegExp][]}
 */
export const KINDS = [
  ["badOption", /^position text: option .* does not fit/],
  ["badPart", /^position text: after the game, expected/],
  ["unknownVariant", /unknown variant /],
  ["optionNotForVariant", /^option \S+ does not apply to /],
  ["tooManySeeds", /pits and piles hold \d+ seeds, but the game has only/],
  ["closedWithoutRounds", /closed pits need an Ali Guli Mane game with rounds/],
  ["seedsInClosedPit", /closed pit \d+ holds seeds/],
  ["closedNotAtRowEnd", /closed pits must be the last pits of the row/],
  ["wholeRowClosed", /every pit of .+ row is closed/],
  ["badRound", /round \d+ is not possible/],
  ["extraWithoutAliGuliMane", /an extra sowing is owed only in ali-guli-mane/],
  ["extraWithoutSeeds", /an extra sowing is owed to .*, who has no seed to sow/],
  ["notAnEnding", /cannot end as /],
];

/**
 * The kind of the handle's refusal (KINDS), or null for an Error of another kind (a value the
 * handle could not read as a state at all).
 * @param {unknown} error
 */
export function kindOf(error) {
  const message = messageOf(error);
  return KINDS.find(([, words]) => words.test(message))?.[0] ?? null;
}

/**
 * The key of the sentence that says why a state is no position: its kind's, or the general one.
 * @param {unknown} error
 */
export function whyKey(error) {
  const kind = kindOf(error);
  return kind ? `editor.why.${kind}` : "editor.why.other";
}

/**
 * The handle's verdict on a draft: the position's text and whether its game is over, or the
 * Error's kind and message.
 * @param {GameClass} Game
 * @param {TextModule} Text the position text's writer (../lib/text.js)
 * @param {Draft} d
 * @returns {{ legal: true, text: string, over: boolean } | { legal: false, error: unknown }}
 */
export function verdictOf(Game, Text, d) {
  try {
    const g = Game.fromState(stateOf(d));
    const verdict = {
      legal: /** @type {const} */ (true),
      text: Text.writePosition(g.record()),
      over: g.isOver(),
    };
    g.free();
    return verdict;
  } catch (error) {
    return { legal: false, error };
  }
}

/** @param {HTMLElement} el @param {Partial<CSSStyleDeclaration>} style */
const styled = (el, style) => (Object.assign(el.style, style), el);

/**
 * Opens the editor inside `box` (the analysis board's), before `before`, on the position text
 * `text`. `open(text)` gives a position to the analysis board (resolves whether it opened);
 * `closed(back)` is called when the editor has closed, `back` true when the visitor closed it
 * (rather than analysed its position).
 * @param {HTMLElement} box
 * @param {Element | null} before
 * @param {{ Game: GameClass, Text: TextModule, text: string, t: Translate,
 *   open: (text: string) => Promise<boolean> }} with
 * @param {(back: boolean) => void} closed
 * @returns {Editor}
 */
export function createEditor(box, before, { Game, Text, text, t, open }, closed) {
  const start = Game.fromRecord(Text.readPosition(text));
  let d = draftOf(start.state());
  start.free();
  const id = `${box.id || "mg-analysis"}-editor`;
  let tr = t;

  const title = h("h3", { id, class: "editor-title", tabindex: "-1" });
  const form = styled(h("div", { class: "editor-form" }), {
    display: "grid",
    gap: "0.6em",
  });
  const section = styled(
    h("section", { class: "editor", "data-editor": "", "aria-labelledby": id }, title, form),
    {
      display: "grid",
      gap: "0.6em",
      padding: "0.6em 0",
      borderBlock: "1px solid var(--line, #ccc)",
    },
  );
  box.insertBefore(section, before);

  /** The seeds in all the game's pits and piles at its start: the most a count may hold. */
  const maxOf = (/** @type {Variant} */ variant) => {
    const g = new Game(variant);
    const n = seedsOf(draftOf(g.state()));
    g.free();
    return n;
  };
  let max = maxOf(d.variant);

  /** A number field with − and + around it. @param {string} name @param {string} label
   * @param {() => number} get @param {(n: number) => void} set @param {Record<string, string>} data
   * @param {string} [spoken] its name for a screen reader (the label's words by default) */
  function counter(name, label, get, set, data, spoken = label) {
    const fieldId = `${id}-${name}`;
    const input = /** @type {HTMLInputElement} */ (
      h("input", {
        id: fieldId,
        type: "number",
        inputmode: "numeric",
        min: "0",
        max: String(max),
        value: String(get()),
        class: "editor-count",
        "aria-label": spoken,
        ...data,
      })
    );
    styled(input, { width: "2.8em", textAlign: "center", font: "inherit", padding: "0.25em 0" });
    input.addEventListener("input", () => {
      const n = Number(input.value);
      if (input.value === "" || !Number.isInteger(n) || n < 0) return;
      set(Math.min(n, max));
      judge();
    });
    // A number out of range, or none, is put back to the count the draft holds.
    input.addEventListener("change", () => (input.value = String(get())));
    /** @param {-1 | 1} step @param {string} sign @param {string} words */
    const stepper = (step, sign, words) => {
      const b = h("button", {
        type: "button",
        class: "btn btn-small",
        "aria-label": words,
        "data-editor-step": String(step),
        text: sign,
      });
      b.addEventListener("click", () => {
        set(Math.max(0, Math.min(max, get() + step)));
        input.value = String(get());
        judge();
      });
      b.setAttribute("aria-controls", fieldId);
      return styled(b, { minWidth: "2.4em", padding: "0.1em 0.4em" });
    };
    return styled(
      h(
        "div",
        { class: "editor-cell" },
        styled(h("label", { for: fieldId, text: label }), { fontWeight: "600" }),
        // One above the other, as a pit's seeds go up and down: seven fit a phone's width.
        stepper(1, "+", tr("editor.more", { what: spoken })),
        input,
        stepper(-1, "−", tr("editor.less", { what: spoken })),
      ),
      { display: "grid", justifyItems: "center", gap: "0.15em" },
    );
  }

  /** A check box. @param {string} label @param {boolean} checked
   * @param {(on: boolean) => void} set @param {Record<string, string>} data */
  function check(label, checked, set, data) {
    const input = /** @type {HTMLInputElement} */ (
      h("input", { type: "checkbox", checked, ...data })
    );
    input.addEventListener("change", () => {
      set(input.checked);
      judge();
    });
    return h("label", { class: "editor-check" }, input, " ", label);
  }

  /** Radio buttons, South and North. @param {string} name @param {string} legend
   * @param {0 | 1} value @param {(p: 0 | 1) => void} set */
  function sides(name, legend, value, set) {
    return h(
      "fieldset",
      { class: "editor-sides" },
      h("legend", { text: legend }),
      .../** @type {(0 | 1)[]} */ ([0, 1]).map((p) => {
        const input = h("input", {
          type: "radio",
          name: `${id}-${name}`,
          value: String(p),
          checked: value === p,
          [`data-editor-${name}`]: String(p),
        });
        input.addEventListener("change", () => {
          set(p);
          judge();
        });
        return h("label", {}, input, " ", tr(`player.${p}`));
      }),
    );
  }

  /** A check box in small print, under a pit. @param {Parameters<typeof check>} args */
  const checkSmall = (...args) => styled(check(...args), { fontSize: "0.85em" });

  const letter = (/** @type {number} */ pit) => Game.letterOf(pit);

  /** The editor's fields for the draft, in the visitor's words. */
  function fields() {
    const rounds = d.variant === ROUNDS_GAME;
    const variant = /** @type {HTMLSelectElement} */ (
      h(
        "select",
        { id: `${id}-variant`, "data-editor-variant": "" },
        ...Game.variants().map((v) =>
          h("option", { value: v, selected: v === d.variant, text: tr(`name.${v}`) }),
        ),
      )
    );
    styled(variant, { font: "inherit", padding: "0.2em" });
    variant.addEventListener("change", () => {
      const g = new Game(/** @type {Variant} */ (variant.value));
      d = draftOf(g.state());
      g.free();
      max = maxOf(d.variant);
      draw("[data-editor-variant]");
    });
    const options = Game.optionsOf(d.variant)
      .filter((o) => o.kind === "boolean")
      .map((o) =>
        check(
          tr(`opt.${o.name}`),
          Boolean(d.options[o.name] ?? o.default),
          (on) => (d.options = { ...d.options, [o.name]: on }),
          { "data-editor-option": o.name },
        ),
      );
    /** A row of pits as the board draws it, South at the bottom. @param {0 | 1} player */
    const row = (player) => {
      const pits = Array.from(Game.rowOf(player));
      if (player === 1) pits.reverse();
      return styled(
        h(
          "fieldset",
          { class: "editor-row", "data-editor-row": String(player), dir: "ltr" },
          h("legend", { text: tr("editor.row", { player: tr(`player.${player}`) }) }),
          ...pits.map((pit) => {
            const cell = counter(
              `pit-${pit}`,
              letter(pit),
              () => d.pits[pit],
              (n) => (d.pits[pit] = n),
              { "data-editor-pit": String(pit) },
              tr("analysis.move", { letter: letter(pit) }),
            );
            if (rounds)
              cell.append(
                checkSmall(
                  tr("editor.closed"),
                  d.closed.includes(pit),
                  (on) => {
                    d.closed = on ? [...d.closed, pit] : d.closed.filter((p) => p !== pit);
                  },
                  { "data-editor-closed": String(pit) },
                ),
              );
            return cell;
          }),
        ),
        { display: "flex", flexWrap: "wrap", gap: "0.4em", margin: "0", justifyContent: "center" },
      );
    };
    const piles = styled(
      h(
        "div",
        { class: "editor-piles" },
        .../** @type {(0 | 1)[]} */ ([0, 1]).map((p) =>
          counter(
            `pile-${p}`,
            tr("editor.pile", { player: tr(`player.${p}`) }),
            () => d.captured[p],
            (n) => (d.captured[p] = n),
            { "data-editor-pile": String(p) },
          ),
        ),
      ),
      { display: "flex", flexWrap: "wrap", gap: "1em" },
    );
    const turn = sides("to-move", tr("editor.toMove"), d.toMove, (p) => (d.toMove = p));
    const roundParts = rounds
      ? [
          check(tr("editor.extra"), d.extraSowing, (on) => (d.extraSowing = on), {
            "data-editor-extra": "",
          }),
          counter(
            "round",
            tr("editor.round"),
            () => d.round,
            (n) => (d.round = n),
            {
              "data-editor-round": "",
            },
          ),
          sides("starter", tr("editor.starter"), d.roundStarter, (p) => (d.roundStarter = p)),
        ]
      : [];
    return [
      h("label", { for: variant.id, class: "editor-game" }, tr("editor.game"), " ", variant),
      ...options,
      row(1),
      row(0),
      piles,
      turn,
      ...roundParts,
    ];
  }

  const total = h("p", { class: "editor-total", "data-editor-total": "" });
  const verdictLine = h("p", {
    class: "editor-verdict",
    "data-editor-verdict": "",
    "aria-live": "polite",
  });
  const textId = `${id}-text`;
  const textLabel = h("label", { for: textId });
  const textArea = /** @type {HTMLTextAreaElement} */ (
    h("textarea", { id: textId, rows: 2, "data-editor-text": "", spellcheck: false, dir: "ltr" })
  );
  styled(textArea, { width: "100%", boxSizing: "border-box", font: "inherit" });
  /** @param {string} action */
  const action = (action, primary = false) =>
    /** @type {HTMLButtonElement} */ (
      h("button", {
        type: "button",
        class: `btn${primary ? " btn-primary" : ""}`,
        "data-editor-action": action,
      })
    );
  const buttons = {
    analyse: action("analyse", true),
    paste: action("paste"),
    start: action("start"),
    empty: action("empty"),
    close: action("close"),
  };
  const bar = styled(h("div", { class: "editor-buttons" }, ...Object.values(buttons)), {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.5em",
  });
  /** The text the last legal draft gave, for "Analyse this position". */
  let legalText = /** @type {string | null} */ (null);

  /**
   * Draws the editor's fields for the draft anew, then judges it; the focus goes to the element
   * `focus` matches, if any.
   * @param {string} [focus]
   */
  function draw(focus) {
    title.textContent = tr("editor.title");
    form.replaceChildren(...fields());
    textLabel.textContent = tr("editor.text");
    for (const [name, b] of Object.entries(buttons)) b.textContent = tr(`editor.${name}`);
    judge();
    if (focus) /** @type {HTMLElement | null} */ (section.querySelector(focus))?.focus();
  }

  /** Shows the seeds' total and the handle's verdict on the draft. */
  function judge() {
    total.textContent = tr("editor.total", { n: seedsOf(d), max });
    const verdict = verdictOf(Game, Text, d);
    if (verdict.legal) {
      legalText = verdict.text;
      verdictLine.textContent = tr(verdict.over ? "editor.over" : "editor.legal");
      verdictLine.dataset.legal = "true";
      delete verdictLine.dataset.kind;
      delete verdictLine.dataset.why;
      if (section.ownerDocument.activeElement !== textArea) textArea.value = verdict.text;
    } else {
      legalText = null;
      showError(verdict.error);
    }
    buttons.analyse.disabled = !legalText;
  }

  /** The handle's reason, in the visitor's words; its English message in data-why. @param {unknown} error */
  function showError(error) {
    verdictLine.textContent = tr(whyKey(error));
    verdictLine.dataset.legal = "false";
    const kind = kindOf(error);
    if (kind) verdictLine.dataset.kind = kind;
    else delete verdictLine.dataset.kind;
    verdictLine.dataset.why = messageOf(error);
  }

  section.append(total, verdictLine, textLabel, textArea, bar);
  section.addEventListener("click", async (e) => {
    const name = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (e.target).closest("[data-editor-action]")
    )?.dataset.editorAction;
    if (name === "close") return close(true);
    if (name === "empty") {
      d = { ...d, pits: d.pits.map(() => 0), captured: [0, 0], closed: [], extraSowing: false };
      return draw("[data-editor-action=empty]");
    }
    if (name === "start") {
      const g = new Game(d.variant, /** @type {any} */ (d.options));
      d = draftOf(g.state());
      g.free();
      return draw("[data-editor-action=start]");
    }
    if (name === "paste") {
      try {
        const g = Game.fromRecord(Text.readPosition(textArea.value));
        // An ending is no part of what the editor sets: the position settles itself.
        const state = g.state();
        delete state.ended;
        g.free();
        d = draftOf(state);
        max = maxOf(d.variant);
        draw("[data-editor-action=paste]");
      } catch (error) {
        legalText = null;
        buttons.analyse.disabled = true;
        showError(error);
      }
      return;
    }
    if (name === "analyse" && legalText && (await open(legalText))) close(false);
  });
  section.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    }
  });

  /** @param {boolean} back */
  function close(back = false) {
    if (!section.isConnected) return;
    section.remove();
    closed(back);
  }

  draw();
  title.focus();
  return {
    element: section,
    /** Draws the editor in the words of `t` (the language changed). @param {Translate} t */
    render(t) {
      if (t === tr) return;
      tr = t;
      draw();
    },
    close: () => close(false),
  };
}
