// The stylesheet of a feature or a mode that is fetched when first needed (docs/architecture.md,
// "Where a feature plugs in"): its load() fetches it beside its module and waits for both, so
// nothing it draws shows unstyled. It is linked where the game's own stylesheet is: the page's
// <head>, or the shadow root of a <mancala-board>. The feature names its stylesheet by a URL of
// its module (`new URL` of the path and `import.meta.url`), which the release build points at the
// stylesheet's hashed name (scripts/bundle.mjs).

/**
 * A module fetched with its stylesheet: links the stylesheet `url` into the document or the
 * shadow root that holds `node` (unless it is there already), and resolves to the module once
 * both have come. Rejects when the stylesheet cannot be fetched (offline before it was kept),
 * taking its link away: the feature then stays away, as when its module cannot come, and a later
 * try fetches it again.
 * @template T
 * @param {Node} node where the feature draws (the game's element)
 * @param {URL} url its stylesheet
 * @param {Promise<T>} module its import()
 * @returns {Promise<T>}
 */
export function withStylesheet(node, url, module) {
  const root = /** @type {Document | ShadowRoot} */ (node.getRootNode());
  let link = /** @type {HTMLLinkElement[]} */ ([...root.querySelectorAll("link")]).find(
    (l) => l.href === url.href,
  );
  if (!link) {
    link = /** @type {Document} */ (node.ownerDocument).createElement("link");
    link.rel = "stylesheet";
    link.href = url.href;
    ("head" in root ? root.head : root).append(link);
  }
  const it = link;
  const styled =
    it.sheet ||
    new Promise((resolve, reject) => {
      it.addEventListener("load", resolve);
      it.addEventListener("error", () => {
        it.remove();
        reject(new Error(`the stylesheet ${url.href} could not be fetched`));
      });
    });
  return Promise.all([module, styled]).then(([m]) => m);
}
