// The staff view (staff=1): the visitor counts kept on this device (./tally.js, ./index.js) as
// tables, a small bar chart of the days (inline SVG, no library), the tally as CSV or JSON
// (a file made in the page: nothing goes over the network) and a reset that asks first.
// It shows above the game, in the page's language: an element [data-staff] holding the tables
// ([data-staff-table="<name>"]) and the buttons ([data-staff-action="csv" | "json" | "reset"],
// then "yes" | "no" in the question that follows a reset).
import { h } from "../../lib/dom.js";
import { LANGUAGES, hasWords } from "../../i18n/index.js";
import { createStats } from "./counts.js";
import { tables, toCSV, dayOf } from "./tally.js";
import { staffWords } from "./words.js";

/** @import { Translate } from "../../types.js" */
/** @import { Tally } from "./tally.js" */

const SVG = "http://www.w3.org/2000/svg";
/** The days the chart shows at most (the latest). */
const CHART_DAYS = 14;

/**
 * Builds the staff view at the top of the game's element; render() draws it again (a new
 * language, a count).
 * @param {HTMLElement} root
 * @param {{ lang: () => string, t: () => Translate, stats?: ReturnType<typeof createStats> }} how
 */
export function createStaffView(root, { lang, t, stats = createStats() }) {
  const id = `${root.querySelector("[data-status]")?.id || "mg"}-staff`;
  const section = h("section", { class: "staff", "data-staff": "", "aria-labelledby": id });
  /** @type {"" | "asking" | "done"} */
  let resetState = "";
  const app = root.querySelector(".mg-app") || root;
  app.prepend(section);

  section.addEventListener("click", (e) => {
    const button = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (e.target).closest("[data-staff-action]")
    );
    const action = button?.dataset.staffAction;
    if (action === "csv") download("csv", toCSV(stats.read()), "text/csv");
    else if (action === "json")
      download("json", `${JSON.stringify(stats.read(), null, 2)}\n`, "application/json");
    else if (action === "reset") {
      resetState = "asking";
      render();
      /** @type {HTMLElement | null} */ (section.querySelector("[data-staff-action=no]"))?.focus();
    } else if (action === "yes" || action === "no") {
      if (action === "yes") stats.reset();
      resetState = action === "yes" ? "done" : "";
      render();
      /** @type {HTMLElement | null} */ (
        section.querySelector("[data-staff-action=reset]")
      )?.focus();
    }
  });

  function render() {
    const w = staffWords(lang());
    const tally = stats.read();
    const name = cellNames(t(), w);
    // The tables with something in them (the histogram once a session has ended).
    const parts = tables(tally).filter((table) =>
      table.name === "lengths" ? tally.lengths.some((n) => n > 0) : table.rows.length,
    );
    /** @type {(Node | null)[]} */
    const nodes = [
      h("h2", { id, class: "staff-title", text: w("title") }),
      h("p", { class: "staff-about", text: w("about") }),
      h("p", {
        class: "staff-since",
        "data-staff-since": tally.since || "",
        text: tally.since ? w("since", { day: tally.since }) : w("empty"),
      }),
      tally.since ? chart(tally, w) : null,
      ...parts.map((table) =>
        h(
          "div",
          // A wide table scrolls inside its box on a phone: the box takes the focus for keys.
          {
            class: "staff-scroll",
            tabindex: "0",
            role: "region",
            "aria-label": w(`table.${table.name}`),
          },
          h(
            "table",
            { class: "staff-table", "data-staff-table": table.name },
            h("caption", { text: w(`table.${table.name}`) }),
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                ...table.columns.map((c) =>
                  h("th", { scope: "col", text: heading(w, table.name, c) }),
                ),
              ),
            ),
            h(
              "tbody",
              {},
              ...table.rows.map((row) =>
                h(
                  "tr",
                  {},
                  ...row.map((cell, i) =>
                    i === 0
                      ? h("th", {
                          scope: "row",
                          // A date or a range of minutes reads left to right in Arabic too.
                          dir: ["day", "minutes"].includes(table.columns[i]) ? "ltr" : null,
                          class: ["day", "minutes"].includes(table.columns[i])
                            ? "staff-nowrap"
                            : null,
                          text: name(table.columns[i], cell),
                        })
                      : h("td", { text: name(table.columns[i], cell) }),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      h(
        "div",
        { class: "staff-buttons" },
        h("button", { type: "button", class: "btn", "data-staff-action": "csv", text: w("csv") }),
        h("button", { type: "button", class: "btn", "data-staff-action": "json", text: w("json") }),
        h("button", {
          type: "button",
          class: "btn",
          "data-staff-action": "reset",
          "aria-expanded": String(resetState === "asking"),
          text: w("reset"),
        }),
      ),
      resetState === "asking"
        ? h(
            "div",
            { class: "staff-confirm", role: "group", "aria-labelledby": `${id}-confirm` },
            h("p", { id: `${id}-confirm`, text: w("confirm") }),
            h("button", {
              type: "button",
              class: "btn btn-primary",
              "data-staff-action": "yes",
              text: w("yes"),
            }),
            h("button", { type: "button", class: "btn", "data-staff-action": "no", text: w("no") }),
          )
        : null,
      h("p", {
        class: "staff-done",
        role: "status",
        text: resetState === "done" ? w("done") : "",
      }),
    ];
    section.replaceChildren(.../** @type {Node[]} */ (nodes.filter(Boolean)));
  }

  render();
  return { render, element: section };
}

/**
 * A column's heading: the table's own word for it (a game is "started", a lesson too, with a
 * gender of its own in some languages), else the shared one.
 * @param {ReturnType<typeof staffWords>} w
 * @param {string} table
 * @param {string} column
 */
function heading(w, table, column) {
  const own = `col.${table}.${column}`;
  return w(own) === own ? w(`col.${column}`) : w(own);
}

/**
 * How a cell shows: the games, levels and languages by their names; the rest as it is.
 * @param {Translate} t
 * @param {ReturnType<typeof staffWords>} w
 */
function cellNames(t, w) {
  /** @param {string} column @param {string | number} cell */
  return (column, cell) => {
    const text = String(cell);
    if (column === "game" && hasWords(`name.${text}`)) return t(`name.${text}`);
    if (column === "level")
      return text === "people"
        ? w("people")
        : hasWords(`level.${text}`)
          ? t(`level.${text}`)
          : text;
    if (column === "lang") return LANGUAGES.find((l) => l.code === text)?.name || text;
    return text;
  };
}

/**
 * A bar chart of the latest days: sessions and games started, side by side. An image with a
 * name; its numbers are the "per day" table's.
 * @param {Tally} tally
 * @param {ReturnType<typeof staffWords>} w
 */
function chart(tally, w) {
  const days = Object.keys(tally.days).sort().slice(-CHART_DAYS);
  const top = Math.max(1, ...days.flatMap((d) => [tally.days[d].sessions, tally.days[d].games]));
  const width = 24;
  const height = 80;
  /** @param {string} tag @param {{ [name: string]: string | number }} attrs */
  const el = (tag, attrs) => {
    const n = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
    return n;
  };
  // Drawn at twice its units' size: 48 px a day, 188 px high (no wider than the view).
  const svg = el("svg", {
    viewBox: `0 0 ${days.length * width} ${height + 14}`,
    width: days.length * width * 2,
    height: (height + 14) * 2,
    class: "staff-chart",
    role: "img",
    "aria-label": `${w("chart")} (${w("chartDays", { n: days.length })})`,
  });
  days.forEach((day, i) => {
    const d = tally.days[day];
    const bar = (/** @type {number} */ n, /** @type {number} */ dx, /** @type {string} */ kind) => {
      const hgt = Math.round((n / top) * (height - 4));
      return el("rect", {
        x: i * width + dx,
        y: height - hgt,
        width: 9,
        height: hgt,
        class: `staff-bar staff-bar-${kind}`,
      });
    };
    svg.append(bar(d.sessions, 3, "sessions"), bar(d.games, 12, "games"));
    const label = el("text", { x: i * width + width / 2, y: height + 11, class: "staff-day" });
    label.textContent = day.slice(8);
    svg.append(label);
  });
  return h(
    "figure",
    { class: "staff-figure" },
    svg,
    h(
      "figcaption",
      {},
      h("span", { class: "staff-key staff-key-sessions", text: w("col.sessions") }),
      " ",
      h("span", { class: "staff-key staff-key-games", text: w("col.games") }),
    ),
  );
}

/**
 * Offers `text` as a file (a Blob behind a link the page clicks; no request is made).
 * @param {"csv" | "json"} ext
 * @param {string} text
 * @param {string} type
 */
function download(ext, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", {
    href: url,
    download: `visitor-counts-${dayOf(new Date())}.${ext}`,
    hidden: true,
  });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
