// Words: the fixed labels of the game's elements (data-i18n, data-i18n-label), and the
// names of the players as the screen state seats them.
import { VARIANTS } from "../options.js";
import { dirOf } from "../i18n/index.js";

/** Writes every fixed label in the language of `t`; `page`: the document's title and language too. */
export function applyWords(root, t, lang, page) {
  root.lang = lang;
  // Arabic mirrors the page's layout; the board keeps its own direction (board.css).
  root.dir = dirOf(lang);
  if (page) {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
    document.title = `${t("title")} — ${VARIANTS.map((v) => t(`name.${v}`)).join(", ")}`;
  }
  for (const n of root.querySelectorAll("[data-i18n]")) n.textContent = t(n.dataset.i18n);
  // A game already named in its own script (Arabic, Kannada) shows that name once.
  for (const tab of root.querySelectorAll(".game-tab"))
    tab.querySelector(".game-script").hidden =
      tab.querySelector(".game-script").textContent === tab.querySelector(".game-name").textContent;
  for (const n of root.querySelectorAll("[data-i18n-label]")) {
    n.setAttribute("aria-label", t(n.dataset.i18nLabel));
    if (n.tagName === "BUTTON") n.title = t(n.dataset.i18nLabel);
  }
  for (const b of root.querySelectorAll("[data-lang]"))
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
}

/**
 * The players' names for a screen: "South (you)" / "North (computer)" against the computer,
 * "South (the guesser)" after the Mangala IV ritual, plain "South" / "North" otherwise.
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

/** Who plays each seat, for words that say "you" and "the computer": null for two people. */
export function playerRoles(screen) {
  const computer = screen && screen.session !== "attract" && screen.seats.computer;
  if (!computer) return [null, null];
  return [0, 1].map((p) => (p === computer.player ? "computer" : "you"));
}

/** "You win", "The computer wins", "South wins" or "A draw" for a result (null: no result yet). */
export function resultLine(t, result, names, roles = [null, null]) {
  if (!result) return "";
  const winner = result.winner;
  return winner === null || winner === undefined
    ? t("end.draw")
    : t("end.winner", { player: names[winner], who: roles[winner] });
}

/** Words for the board's live region: the ritual's outcome, or a game ended by agreement. */
export function spokenEvent(t, what, names) {
  // The ritual's event carries the seats it decided; a game ends by agreement only between two people.
  const roles = what.seats ? playerRoles({ session: "play", seats: what.seats }) : [null, null];
  if (what.type === "end")
    return `${t("say.end", { reason: t(`reason.${what.result.reason}`) })} ${resultLine(t, what.result, names, roles)}.`;
  const { computer, ritual } = what.seats;
  const other = ritual.south === "guesser" ? "hider" : "guesser";
  const done = computer
    ? t(computer.player === 0 ? "ritual.doneComputerSouth" : "ritual.doneYouSouth")
    : t("ritual.done", { south: t(`Role.${ritual.south}`), north: t(`Role.${other}`) });
  return `${done} ${t("say.toMove", { player: names[0], who: roles[0] })}`;
}
