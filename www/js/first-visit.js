// The release's index.html runs this classic script right after the first screen's copies
// (scripts/prerender.mjs puts it there): the parser waits for it, and the browser paints nothing
// before the element after it is parsed, so it runs before the first paint. On a first visit it
// opens the copies' welcome (closed in the HTML, so no one else ever sees it), where the game's
// own welcome will show once it takes over (features/welcome/index.js decides that, the same
// way): nothing of a game or of the welcome is saved on this device, or the welcome was shown
// and neither closed nor followed by a sowing; and the link asks for nothing but a game, a
// language and a speed (any other option may open something else, and the page's own welcome
// then decides). It reads what the build writes on `<html>`: the prefix of the saved settings
// and the games (scripts/prerender.mjs HTML_DATA).
(() => {
  const { savePrefix, games } = document.documentElement.dataset;
  if (savePrefix === undefined || !games) return;
  for (const name of new URLSearchParams(location.search).keys())
    if (!["game", "lang", "speed"].includes(name)) return;
  try {
    const saved = (/** @type {string} */ name) => localStorage.getItem(savePrefix + name);
    const welcome = saved("welcome");
    const first =
      welcome === null
        ? saved("current") === null && games.split(" ").every((g) => saved(`game:${g}`) === null)
        : welcome === "open";
    if (!first) return;
  } catch {
    return;
  }
  for (const copy of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll("[data-prerender]")
  )) {
    copy.querySelector(".welcome")?.removeAttribute("hidden");
    copy.dataset.welcomeOpen = "true";
  }
})();
