// The new-game form: the game's options as the handle lists them (Game.optionsOf), the
// opponent (another person, or the computer at a level, moving first or second) and, in
// Mangala IV, the odd-or-even ritual. A game whose moves are all forced has no choice for the
// computer to make: it plays its part in the ritual instead (facts.forcedWith tells). Between
// two people it also asks how they sit: side by side, or face to face (features/facing/view.js).
import { h } from "../lib/dom.js";
import { hasWords } from "../i18n/index.js";

/** @import { Level, Opponent, OptionInfo, Options, Translate, Variant } from "../types.js" */

/**
 * What the new-game dialog is told (flow/opening.js newGameDialog).
 * @typedef {object} NewGameFacts
 * @property {Variant} variant
 * @property {OptionInfo[]} options
 * @property {boolean} ritual the game opens with the odd-or-even ritual (Game.hasRitual)
 * @property {Level[]} levels the computer's levels (Game.levels)
 * @property {Opponent | null} opponent
 * @property {(options: Options) => boolean} forcedWith
 */

/** @param {string} name @param {unknown} value @param {string} label @param {boolean} checked */
const radio = (name, value, label, checked) =>
  h(
    "label",
    { class: "check" },
    h("input", { type: "radio", name, value, checked }),
    h("span", { text: label }),
  );

/**
 * One field per option of the game that the page has words for.
 * @param {Translate} t
 * @param {OptionInfo} option
 */
function optionField(t, option) {
  if (!hasWords(`opt.${option.name}`)) return null;
  const label = t(`opt.${option.name}`);
  if (option.kind === "boolean") {
    return h(
      "label",
      { class: `check${option.name === "freeChoice" ? " house-rule" : ""}` },
      h("input", { type: "checkbox", name: option.name, checked: Boolean(option.default) }),
      h("span", { text: label }),
    );
  }
  if (option.kind === "choice") {
    return h(
      "fieldset",
      {},
      h("legend", { text: label }),
      ...(option.values ?? []).map((/** @type {unknown} */ v) =>
        radio(option.name, v, t(`opt.${v}`), v === option.default),
      ),
    );
  }
  const [min, max] = boundsOf(option);
  const value = String(Math.min(max, min + Math.floor(Math.random() * 1e6)));
  return h(
    "label",
    { class: "field" },
    h("span", { text: label }),
    h("input", {
      type: "number",
      name: option.name,
      min: String(min),
      max: String(max),
      step: "1",
      value,
      inputmode: "numeric",
    }),
  );
}

/** An integer option's bounds, as the handle gives them. @param {OptionInfo} option */
const boundsOf = (option) => [option.min ?? 0, option.max ?? Number.MAX_SAFE_INTEGER];

/**
 * Reads the options from the form: those that differ from their defaults.
 * @param {HTMLElement} form
 * @param {OptionInfo[]} options
 * @returns {Options}
 */
function readOptions(form, options) {
  /** @type {{ [name: string]: unknown }} */
  const out = {};
  for (const o of options) {
    /** @type {HTMLInputElement | null} */
    const input = form.querySelector(`[name="${o.name}"]`);
    if (!input) continue;
    let value;
    if (o.kind === "boolean") value = input.checked;
    else if (o.kind === "choice")
      value =
        /** @type {HTMLInputElement | null} */ (form.querySelector(`[name="${o.name}"]:checked`))
          ?.value ?? o.default;
    else {
      const [min, max] = boundsOf(o);
      value = Math.max(min, Math.min(max, Math.floor(Number(input.value) || 0)));
    }
    if (value !== o.default) out[o.name] = value;
  }
  // An option that goes with another's value (the seed with the random start) only with it.
  for (const o of options)
    if (o.when && (out[o.when.option] ?? defaultOf(options, o.when.option)) !== o.when.value)
      delete out[o.name];
  return out;
}

/** @param {OptionInfo[]} options @param {string} name */
const defaultOf = (options, name) => options.find((o) => o.name === name)?.default;

/**
 * Builds the form for facts { variant, options, opponent, forcedWith(options) → boolean }.
 * Returns { dialog (for ./dialog.js ask), read() → { options, opponent, ritual, layout } }.
 * @param {Translate} t
 * @param {NewGameFacts} facts
 * @param {"side" | "facing"} [layout] how the players sit now
 */
export function newGameForm(
  t,
  { variant, options, ritual: hasRitual, levels, opponent: current, forcedWith },
  layout = "side",
) {
  const body = h(
    "div",
    { class: "new-game" },
    ...options.map((o) => optionField(t, o)).filter(Boolean),
  );
  const ritual = h("input", { type: "checkbox", name: "ritual", checked: true });
  const ritualLabel = h("label", { class: "check" }, ritual, h("span", { text: t("opt.ritual") }));
  const opponent = h(
    "fieldset",
    { "data-opponent": "" },
    h("legend", { text: t("opt.opponent") }),
    radio("opponent", "human", t("opt.human"), !current),
    radio("opponent", "computer", t("opt.computer"), Boolean(current)),
  );
  const levelSelect = h(
    "select",
    { name: "level" },
    ...levels.map((l) =>
      h("option", {
        value: l,
        selected: (current ? current.level : "intermediate") === l,
        text: t(`level.${l}`),
      }),
    ),
  );
  const levelNote = h("span", { class: "dialog-note", "data-level-note": "" });
  const level = h(
    "label",
    { class: "field", "data-level": "" },
    h("span", { text: t("opt.level") }),
    levelSelect,
    levelNote,
  );
  const first = h(
    "fieldset",
    { "data-first": "" },
    h("legend", { text: t("opt.first") }),
    radio("first", "you", t("opt.firstYou"), !current || current.player !== 0),
    radio("first", "computer", t("opt.firstComputer"), current?.player === 0),
  );
  // — face to face (layout=facing) —
  const seating = h(
    "fieldset",
    { "data-layout-choice": "" },
    h("legend", { text: t("opt.layout") }),
    radio("layout", "side", t("opt.layoutSide"), layout !== "facing"),
    radio("layout", "facing", t("opt.layoutFacing"), layout === "facing"),
  );
  const forcedNote = h("p", {
    class: "dialog-note",
    "data-forced-note": "",
    text: t("opt.forcedNote"),
  });
  body.append(opponent, seating, level, first, ...(hasRitual ? [ritualLabel] : []), forcedNote);
  const state = () => {
    const computer = /** @type {HTMLInputElement} */ (
      opponent.querySelector("input[value=computer]")
    ).checked;
    return { computer, choices: !forcedWith(readOptions(body, options)) };
  };
  const update = () => {
    const { computer, choices } = state();
    ritual.disabled = computer && !choices;
    if (ritual.disabled) ritual.checked = true;
    ritualLabel.hidden = computer && choices;
    level.hidden = !computer || !choices;
    first.hidden = !computer || !choices;
    seating.hidden = computer;
    forcedNote.hidden = !computer || choices || !hasRitual;
    levelNote.textContent = t(`levelNote.${levelSelect.value}`);
  };
  body.addEventListener("change", update);
  update();
  return {
    dialog: {
      kind: "new",
      title: t("newTitle", { game: t(`name.${variant}`) }),
      content: [body],
      buttons: [
        { value: "start", label: t("start"), primary: true },
        { value: "cancel", label: t("cancel") },
        { value: "lesson", label: t("lesson.learn") },
      ],
    },
    read() {
      const { computer, choices } = state();
      const firstComputer = /** @type {HTMLInputElement} */ (
        body.querySelector("input[name=first][value=computer]")
      ).checked;
      /** @type {{ options: Options, opponent: Opponent | null, ritual: boolean,
       *   layout?: "side" | "facing" }} */
      const choice = {
        options: readOptions(body, options),
        opponent: computer
          ? {
              player: choices && firstComputer ? 0 : 1,
              level: levels.find((l) => l === levelSelect.value) ?? "intermediate",
            }
          : null,
        ritual: hasRitual && ritual.checked && !ritualLabel.hidden,
      };
      // The seating is asked between two people; against the computer it stays as it is.
      if (!computer)
        choice.layout =
          /** @type {HTMLInputElement} */ (seating.querySelector("input:checked")).value ===
          "facing"
            ? "facing"
            : "side";
      return choice;
    },
  };
}
