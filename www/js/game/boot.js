// The start of a mounted game: the wasm (with the first language's words), the controller over
// it, then the first game (a link's, the saved one, a new one), a lesson or a puzzle the options
// ask for, and the features' `ready` hooks (game/features.js).
import { wasmReady } from "../lib/wasm.js";
import { keeping, canSave } from "../lib/storage.js";
import { opensGame, recordOfLink } from "../lib/links.js";
import { VARIANTS, isOneOf, opponentOf } from "../lib/options.js";
import { createController } from "../flow/controller.js";
import { createEffects } from "./effects.js";
import { savedOpponent } from "./settings.js";

/**
 * @import { Controller, Link, Mount, MountOptions, Opponent, Settings, Store, Variant, Views
 *   } from "../types.js"
 * @import { Features } from "./features.js"
 */

/**
 * Starts the wasm and the controller, then opens the first game; resolves once it is open and the
 * features are ready.
 * @param {HTMLElement} root
 * @param {object} game
 * @param {Mount} game.o
 * @param {MountOptions} game.options
 * @param {Store} game.store
 * @param {Settings} game.settings
 * @param {Views} game.views
 * @param {Features} game.features
 * @param {ReturnType<typeof import("../lib/lazy.js").later<Controller>>} game.controller where
 *   the controller goes once made
 */
export async function boot(root, { o, options, store, settings, views, features, controller }) {
  const status = /** @type {HTMLElement} */ (root.querySelector("[data-status]"));
  let bindings;
  // "Loading", once the language's words have come (the wasm comes beside them).
  settings.words.then(() => (status.textContent = settings.t("loading"))).catch(() => {});
  try {
    [bindings] = await Promise.all([wasmReady(), settings.words]);
  } catch (e) {
    const why = e instanceof Error && e.message ? e.message : String(e);
    // Without the language's words (their file failed too), the reason alone.
    status.textContent = settings.t("loadFailed", { why }) || why;
    throw e;
  }
  if (o.page) performance.mark("wasm-ready");
  // The first screen is built in a task of its own, not in the one that started the wasm.
  await new Promise((resolve) => setTimeout(resolve, 0));
  /** @type {Partial<Link>} */
  const link = options.link || {};
  const opponent =
    options.opponent === undefined && !opensGame(link) ? savedOpponent(store) : opponentOf(options);
  const { effects, scene } = createEffects(root, {
    settings,
    views,
    features,
    ctl: controller.get,
  });
  const ctl = createController({
    Game: bindings.Game,
    effects,
    store,
    opponent,
    ritualAtStart: o.ritual,
    // The puzzle rating is kept where the game is (the site), else only in memory.
    puzzles: { storage: o.save ? keeping() : null },
    attractDelayMs: o.soak ? 0 : undefined,
  });
  controller.set(ctl);
  ctl.subscribe(views.render);
  if (o.save && !canSave) views.notice("storage", "notice.storage");
  await openFirst(ctl, { o, options, store, views, link, opponent, Game: bindings.Game });
  // A first screen that opens with a scene (Mangala IV's ritual) is ready once the scene is
  // drawn: the effect awaited the same import first, so it has drawn it when this resumes.
  const drawn = scene();
  if (drawn) await drawn;
  if (options.lesson) await ctl.lesson.start(options.lesson);
  // A puzzle link (?puzzle=daily|<id>; the daily one of the game the link names, or shown).
  const puzzle = options.puzzle ?? link.puzzle;
  if (puzzle) await ctl.puzzle.start(puzzle);
  // An analysis link (?analysis=<position text>), or an embed's mode=analysis&position=<text>:
  // the analysis board on that position.
  // With &study=<tree>&at=<move shown>, the study explored from it (flow/study.js).
  const study = link.analysis ?? (options.mode === "analysis" ? options.position : null);
  if (study) await ctl.analysis.open(study, link);
  if (o.rules === "open") await views.rules.show();
  const readied = features.ready(ctl);
  root.dataset.ready = "true";
  await readied;
}

/**
 * Opens the first game: a game link's; a bad one gives a notice and the game saved (or a new
 * one).
 * @param {Controller} ctl
 * @param {{ o: Mount, options: MountOptions, store: Store, views: Views, link: Partial<Link>,
 *   opponent: Opponent | null, Game: import("../types.js").GameClass }} parts
 */
async function openFirst(ctl, { o, options, store, views, link, opponent, Game }) {
  const current = store.get("current");
  const fallback = options.variant || (isOneOf(VARIANTS, current) ? current : "ali-guli-mane");
  const known = !link.game || isOneOf(VARIANTS, link.game);
  if (!known) views.notice("bad-link", "notice.badLink", { why: `unknown game "${link.game}"` });
  const opened =
    known &&
    opensGame(link) &&
    (await ctl.openRecord(() => recordOfLink(link, Game, opponent), "link"));
  if (!opened)
    await ctl.open(
      known && link.game ? /** @type {Variant} */ (link.game) : options.lesson || fallback,
      !opensGame(link) && o.ritual,
    );
}
