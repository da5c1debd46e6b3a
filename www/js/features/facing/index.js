// Face to face (a page feature, game/features.js; the layout=facing option and the new-game
// dialog's choice, game/settings.js): ./view.js turns North's side of the page towards North and
// the controller's dialogs towards the player they concern.
import { createFacing, playerAt } from "./view.js";

/** @import { GameContext, Installed } from "../../types.js" */

/**
 * @param {GameContext} game
 * @returns {Installed}
 */
export function install({ root, settings, ctl }) {
  const facing = createFacing(root, { t: () => settings.t, ctl });
  facing.set(settings.layout);
  return {
    render: facing.render,
    asking: facing.asking,
    layout: facing.set,
    // Face to face, an Undo says whose edge it was pressed at (the controller asks the other).
    commands: { undo: (target) => ctl()?.undo(facing.active ? playerAt(target) : undefined) },
    destroy: facing.destroy,
  };
}
