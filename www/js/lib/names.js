// Each game's name in its own script, the one source for the game tabs, a kiosk's title and the
// rules panel: Ali Guli Mane in Kannada, Al-manqala in Arabic, Mangala in Turkish.
//
// `tab` says what a game's tab shows under the name in the page's language: "native", this name
// in its own script; "place", where the game is played (`place.<variant>` in the page's own
// words and script), for Mangala IV, whose name in its own (Latin) letters adds nothing there.

// `dir` is given only for a right-to-left name: the tabs write no dir="ltr" (on a right-to-left
// page it made the Kannada name take another width once the page took over, a layout shift
// that tests/e2e/first-paint.test.mjs catches).

/**
 * @type {{ [variant: string]: { text: string, lang: string, dir?: "rtl",
 *   tab: "native" | "place" } }}
 */
export const NATIVE = {
  "ali-guli-mane": { text: "ಅಳಿಗುಳಿ ಮನೆ", lang: "kn", tab: "native" },
  "al-manqala": { text: "المنقلة", lang: "ar", dir: "rtl", tab: "native" },
  "mangala-iv": { text: "Mangala", lang: "tr", tab: "place" },
};
