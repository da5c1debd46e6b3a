// Words: the fixed labels of the game's elements (data-i18n, data-i18n-label), and the
// names of the players as the screen state seats them.
import { VARIANTS } from "../lib/options.js";
import { dirOf } from "../i18n/index.js";

/** @import { GameResult, Role, Said, Screen, Translate } from "../types.js" */

/**
 * Writes every fixed label in the language of `t`; `page`: the document's title, description
 * and language too. The title and the description are written only when the language is not the
 * document's already: the page is served with them in its own language (index.html), and the
 * description's list of the games (Intl.ListFormat) costs a page's first use of the platform's
 * formatting data, some tens of ms on a phone, in the task that mounts the game.
 * @param {HTMLElement} root
 * @param {Translate} t
 * @param {string} lang
 * @param {boolean} page
 */
export function applyWords(root, t, lang, page) {
  /** @param {Element} node @param {string} selector */
  const $ = (node, selector) => /** @type {HTMLElement} */ (node.querySelector(selector));
  /** @param {string} selector */
  const all = (selector) =>
    /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(selector));
  root.lang = lang;
  // Arabic mirrors the page's layout; the board keeps its own direction (board.css).
  root.dir = dirOf(lang);
  if (page) {
    const html = document.documentElement;
    if (html.lang !== lang) {
      const names = VARIANTS.map((v) => t(`name.${v}`));
      document.title = `${t("title")} — ${names.join(t("listSep"))}`;
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute("content", `${t("description")}: ${t("list", { items: names })}.`);
    }
    html.lang = lang;
    html.dir = dirOf(lang);
  }
  for (const n of all("[data-i18n]")) n.textContent = t(n.dataset.i18n || "");
  // A game already named in its own script (Arabic, Kannada) shows that name once.
  for (const tab of all(".game-tab"))
    $(tab, ".game-script").hidden =
      $(tab, ".game-script").textContent === $(tab, ".game-name").textContent;
  for (const n of all("[data-i18n-label]")) {
    n.setAttribute("aria-label", t(n.dataset.i18nLabel || ""));
    if (n.tagName === "BUTTON") n.title = t(n.dataset.i18nLabel || "");
  }
  for (const b of all("[data-lang]"))
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
}

/**
 * The players' names for a screen: "South (you)" / "North (computer)" against the computer,
 * "South (the guesser)" after the Mangala IV ritual, plain "South" / "North" otherwise.
 * @param {Translate} t
 * @param {Pick<Screen, "session" | "seats"> | null} screen
 * @returns {string[]}
 */
export function playerNames(t, screen) {
  const base = [t("player.0"), t("player.1")];
  if (!screen || screen.session === "attract") return base;
  const { computer, ritual } = screen.seats;
  if (computer) {
    const names = base.map((name) => `${name} (${t("role.you")})`);
    names[computer.player] = `${base[computer.player]} (${t("role.computer")})`;
    return names;
  }
  if (!ritual || ritual === "pending") return base;
  const north = ritual.south === "guesser" ? "hider" : "guesser";
  return [`${base[0]} (${t(`role.${ritual.south}`)})`, `${base[1]} (${t(`role.${north}`)})`];
}

/**
 * Who plays each seat, for words that say "you" and "the computer": null for two people.
 * @param {Pick<Screen, "session" | "seats"> | null} screen
 * @returns {Role[]}
 */
export function playerRoles(screen) {
  const computer = screen && screen.session !== "attract" && screen.seats.computer;
  if (!computer) return [null, null];
  return [0, 1].map((p) => (p === computer.player ? "computer" : "you"));
}

/**
 * "You win", "The computer wins", "South wins" or "A draw" for a result (null: no result yet).
 * @param {Translate} t
 * @param {GameResult | null} result
 * @param {string[]} names
 * @param {Role[]} [roles]
 */
export function resultLine(t, result, names, roles = [null, null]) {
  if (!result) return "";
  const winner = result.winner;
  return winner === null || winner === undefined
    ? t("end.draw")
    : t("end.winner", { player: names[winner], who: roles[winner] });
}

/**
 * Words for the board's live region: the ritual's outcome, or a game ended by agreement.
 * @param {Translate} t
 * @param {Said} what
 * @param {string[]} names
 */
export function spokenEvent(t, what, names) {
  // A game ends by agreement only between two people.
  if (what.type === "end") {
    const result = /** @type {GameResult} */ (what.result);
    const reason = t(`reason.${result.reason}`);
    return `${t("say.end", { reason })} ${resultLine(t, result, names, [null, null])}.`;
  }
  // The ritual's event carries the seats it decided.
  const roles = playerRoles({ session: "play", seats: what.seats });
  const { computer } = what.seats;
  const ritual = /** @type {{ south: "guesser" | "hider" }} */ (what.seats.ritual);
  const other = ritual.south === "guesser" ? "hider" : "guesser";
  const done = computer
    ? t(computer.player === 0 ? "ritual.doneComputerSouth" : "ritual.doneYouSouth")
    : t("ritual.done", { south: t(`Role.${ritual.south}`), north: t(`Role.${other}`) });
  return `${done} ${t("say.toMove", { player: names[0], who: roles[0] })}`;
}
