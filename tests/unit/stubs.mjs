// Stand-ins the controller's unit tests share.

/** A store that keeps nothing (the controller's `store`: nothing saved, nothing found). */
export const keepsNothing = () => ({
  get: () => null,
  set: () => {},
  load: () => null,
  save: () => {},
  drop: () => {},
});
