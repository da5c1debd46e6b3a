// The looking-back bar under the board: where the board is ("the board after move 12", a past
// position clearly marked) and the replay buttons — to the start, one back, play / pause,
// one on (animated), back to the game.

/** @import { Screen, Translate } from "../types.js" */
/** @import { Looking } from "../types.js" */

/**
 * Creates the bar's view inside `bar` (built by ./shell.js); `on` is the controller.
 * @param {HTMLElement} bar
 * @param {Looking} on
 */
export function createReviewView(bar, on) {
  /** @param {string} name */
  const $ = (name) => /** @type {HTMLButtonElement} */ (bar.querySelector(`[data-review=${name}]`));
  /** @type {Screen | null} */
  let screen = null;
  bar.addEventListener("click", (e) => {
    const target = /** @type {Element} */ (e.target);
    const name = /** @type {HTMLElement | null} */ (target.closest("[data-review]"))?.dataset
      .review;
    if (!name || !screen) return;
    if (name === "start") on.view(-1);
    else if (name === "back") on.step(-1);
    else if (name === "play") screen.phase === "replaying" ? on.pause() : on.replay();
    else if (name === "forward") on.replayStep();
    else if (name === "live") on.backToGame();
  });
  bar.addEventListener("keydown", (e) => {
    if (e.key === "ArrowLeft") on.step(-1);
    else if (e.key === "ArrowRight") on.step(1);
    else return;
    e.preventDefault();
  });

  return {
    /** @param {Screen} s @param {Translate} t */
    render(s, t) {
      screen = s;
      const past = s.viewing !== null;
      bar.hidden = s.session !== "play" || s.played === 0 || s.phase === "ritual";
      bar.toggleAttribute("data-past", past);
      /** @type {Element} */ (bar.querySelector("[data-review-where]")).textContent = past
        ? t("review.at", { n: /** @type {number} */ (s.viewing) + 1, total: s.played })
        : t("review.now", { n: s.played });
      const busy = ["asking", "loading"].includes(s.phase);
      $("start").disabled = busy || s.current < 0;
      $("back").disabled = busy || s.current < 0;
      $("forward").disabled = busy || !past;
      $("live").hidden = !past;
      const play = $("play");
      const replaying = s.phase === "replaying";
      play.textContent = replaying ? "❚❚" : "▶";
      play.dataset.i18nLabel = replaying ? "review.pause" : "review.play";
      play.setAttribute("aria-label", t(play.dataset.i18nLabel));
      play.title = t(play.dataset.i18nLabel);
      play.disabled = busy;
    },
  };
}
