// The voice (voice=1, <mancala-board voice>, the "Read aloud" button): the page's words spoken
// in the page's language by the browser's speech synthesis, with a voice of this device only.
// ./index.js loads this module the first time the voice is turned on.
//
// What it says: what the board's live region says (each sowing, captures, the saada, passes,
// the end and its reason, a hint), shown on screen as it speaks in a caption under the board
// (the live region itself is for screen readers only); the result in the dialog at a game's or
// a round's end (who won, the piles); a lesson's words as they show; and
// whatever a mode passes to speak(text) (the puzzle's goal and verdict, a kiosk's "still
// there?"), which shows it in the same caption.
// What it never does: use a voice whose `localService` is false (a network voice would send the
// words away), speak in attract mode, or let words pile up: when a sowing starts (the board's
// data-busy), a new game or a new lesson step shows, whatever is still being said or queued is
// dropped; the words that follow (the sowing's, the result, a lesson's answer) are queued
// after one another.
// When the device has no voice of the page's language, it says so in a notice (in that
// language); the captions stay.
//
// createVoice(root, config) → { speak(text, { interrupt }), cancel(), refresh(), destroy() }
//   speak(text)        queues `text` after what is being said; { interrupt: true } drops that
//                      first (a kiosk's "still there?")
//   config.lang()      the page's language code ("pt")
//   config.notice(what) shows the notice that no voice of the language is there ("none"), or
//                      that the voice is of another region than the words ("region": a
//                      Brazilian voice for European Portuguese), or takes it away (null)
//   config.quiet()     true while nothing may be said (a kiosk's attract mode)
//   config.synth       the speech synthesis (default: window.speechSynthesis)
// The game's element carries data-voice="on" while a voice of its language speaks, "none"
// when the device has none.
import { h } from "../../lib/dom.js";

/** How long to wait for the device's voices to be listed before saying there is none. */
const LIST_WAIT_MS = 1500;

/** The region whose voice a language's words are written for: Portuguese is European here. */
const REGION = /** @type {{ [lang: string]: string }} */ ({ pt: "pt-pt" });

/** A voice's language tag, lower case with hyphens. @param {SpeechSynthesisVoice} v */
const tagOf = (v) =>
  String(v.lang || "")
    .toLowerCase()
    .replace(/_/g, "-");

/**
 * The voice to use for `lang`: a voice of this device (localService) whose language is `lang`
 * or a region of it ("pt" → "pt-PT", "pt-BR"); one of the region the page's words are written
 * for first (European Portuguese), then the device's default among them, then one exactly of
 * `lang`; null when there is none.
 * @param {readonly SpeechSynthesisVoice[]} voices
 * @param {string} lang
 * @returns {SpeechSynthesisVoice | null}
 */
export function pickVoice(voices, lang) {
  const want = lang.toLowerCase();
  const mine = voices.filter((v) => {
    const tag = tagOf(v);
    return v.localService === true && (tag === want || tag.startsWith(`${want}-`));
  });
  return (
    mine.find((v) => REGION[want] && tagOf(v) === REGION[want]) ||
    mine.find((v) => v.default) ||
    mine.find((v) => tagOf(v) === want) ||
    mine[0] ||
    null
  );
}

/**
 * What the notice about the voice says: "none" (no voice of the language), "region" (a voice of
 * another region than the words': a Brazilian voice for European Portuguese), or null.
 * @param {SpeechSynthesisVoice | null} voice
 * @param {string} lang
 * @returns {"none" | "region" | null}
 */
export function voiceNotice(voice, lang) {
  if (!voice) return "none";
  const region = REGION[lang.toLowerCase()];
  return region && tagOf(voice) !== region ? "region" : null;
}

/**
 * @param {HTMLElement} root the game's element
 * @param {object} config
 * @param {() => string} config.lang
 * @param {(what: "none" | "region" | null) => void} config.notice
 * @param {() => boolean} [config.quiet]
 * @param {SpeechSynthesis | undefined} [config.synth]
 */
export function createVoice(
  root,
  { lang, notice, quiet = () => false, synth = globalThis.speechSynthesis },
) {
  /** @type {typeof SpeechSynthesisUtterance | undefined} */
  const Utterance = globalThis.SpeechSynthesisUtterance;
  /** @type {SpeechSynthesisVoice | null} */
  let voice = null;
  let waited = false;
  const timer = setTimeout(() => {
    waited = true;
    refresh();
  }, LIST_WAIT_MS);

  // The words said, on screen: a caption under the board's own (kiosk) caption.
  const anchor = root.querySelector("[data-caption]");
  const shown = h("p", { class: "caption voice-said", "data-voice-said": "", hidden: true });
  anchor?.after(shown);

  /** Chooses the voice for the page's language, and says when there is none. */
  function refresh() {
    const voices = synth && Utterance ? synth.getVoices() : [];
    voice = pickVoice(voices, lang());
    // An empty list may be one still being made: wait a little before saying there's none.
    if (!voice && !voices.length && synth && Utterance && !waited) return;
    root.dataset.voice = voice ? "on" : "none";
    notice(voiceNotice(voice, lang()));
  }

  /**
   * Says `text`; `interrupt` first drops whatever is said or waiting.
   * @param {string} text
   */
  function say(text, interrupt = true) {
    if (!synth || !Utterance || quiet()) return;
    if (interrupt) synth.cancel();
    if (!voice || !text.trim()) return;
    const u = new Utterance(text);
    u.voice = voice;
    u.lang = voice.lang;
    synth.speak(u);
  }

  /** @param {string} text */
  function caption(text) {
    shown.textContent = text;
    shown.hidden = !text || quiet();
  }

  // The board's live region: every message it gets, said and shown; a sowing that starts
  // (data-busy on the board) drops what was still to be said.
  const live = root.querySelector(".mb-live");
  const boardRoot = live?.parentElement;
  /** @param {MutationRecord[]} records */
  const onBoard = (records) => {
    // A sowing set data-busy (it was absent), even if it is already gone (an instant one).
    if (records.some((r) => r.attributeName === "data-busy" && r.oldValue === null))
      synth?.cancel();
    if (!records.some((r) => r.attributeName !== "data-busy")) return;
    const text = live?.textContent || "";
    if (!text) return;
    caption(text);
    say(text, false);
  };

  // A lesson's words: the step (a new one interrupts), then a kind word after a wrong pit, or
  // what the move did (these wait for the sowing's words).
  /** @type {{ [part: string]: string }} */
  let lessonSaid = {};
  /** @param {Element} box */
  const onLesson = (box) => {
    if (/** @type {HTMLElement} */ (box).hidden) {
      lessonSaid = {};
      return;
    }
    for (const part of ["say", "wrong", "done"]) {
      const el = /** @type {HTMLElement | null} */ (box.querySelector(`[data-lesson-${part}]`));
      const text = el && !el.hidden ? el.textContent || "" : "";
      if (text && text !== lessonSaid[part]) say(text, part === "say");
      lessonSaid[part] = text;
    }
  };

  const watchLive = new MutationObserver(onBoard);
  if (live && boardRoot) {
    watchLive.observe(live, { childList: true, characterData: true, subtree: true });
    watchLive.observe(boardRoot, {
      attributes: true,
      attributeFilter: ["data-busy"],
      attributeOldValue: true,
    });
  }
  /** @type {Set<Element>} */
  const boxes = new Set();
  const watchLesson = new MutationObserver((records) => {
    for (const r of records) {
      const box = /** @type {Element} */ (r.target).closest("[data-lesson-box]");
      if (box) boxes.add(box);
    }
    for (const box of boxes) onLesson(box);
    boxes.clear();
  });
  // The lesson's box comes with its module, before the table: watch for it, then inside it.
  const play = root.querySelector(".play");
  /**
   * Watches the box `selector` names with `observer` once it is there (a box comes with its
   * module), then hands it to `found`.
   * @param {string} selector
   * @param {MutationObserver} observer
   * @param {(box: Element) => void} [found]
   */
  const watchBox = (selector, observer, found) => () => {
    const box = /** @type {HTMLElement | null} */ (root.querySelector(selector));
    if (!box || box.dataset.voiceWatched) return;
    box.dataset.voiceWatched = "";
    observer.observe(box, {
      childList: true,
      characterData: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden"],
    });
    found?.(box);
  };
  const findBox = watchBox("[data-lesson-box]", watchLesson, onLesson);
  // The dialog at a game's or a round's end: who won, and the piles, after the sowing's words.
  const dialog = /** @type {HTMLDialogElement | null} */ (root.querySelector("[data-dialog]"));
  const watchDialog = new MutationObserver((records) => {
    if (!dialog?.open || !records.some((r) => r.oldValue === null)) return;
    if (dialog.dataset.kind !== "end" && dialog.dataset.kind !== "round") return;
    const parts = dialog.querySelectorAll(".dialog-lead, [data-end-piles], [data-round-piles]");
    say([...parts].map((p) => `${p.textContent}.`).join(" "), false);
  });
  if (dialog)
    watchDialog.observe(dialog, {
      attributes: true,
      attributeFilter: ["open"],
      attributeOldValue: true,
    });
  // A puzzle's words (its goal, the step, the verdict, the hint: a live region of its box, which
  // comes with its module, before the table): said when they change, after the sowing's words.
  let puzzleSaid = "";
  const watchPuzzle = new MutationObserver(() => {
    const words = root.querySelector("[data-puzzle-box]:not([hidden]) .puzzle-words");
    const text = words?.textContent?.trim() || "";
    if (text && text !== puzzleSaid) say(text, false);
    puzzleSaid = text;
  });
  const findPuzzle = watchBox("[data-puzzle-box]", watchPuzzle);
  const watchPlay = new MutationObserver(() => {
    findBox();
    findPuzzle();
  });
  if (play) watchPlay.observe(play, { childList: true });
  findBox();
  findPuzzle();

  synth?.addEventListener?.("voiceschanged", refresh);
  refresh();

  return {
    /**
     * Says `text` (and shows it under the board) after what is being said, or at once.
     * @param {string} text
     * @param {{ interrupt?: boolean }} [how]
     */
    speak(text, { interrupt = false } = {}) {
      caption(text);
      say(text, interrupt);
    },
    /** Stops speaking and drops what waits (a new game, the voice turned off). */
    cancel() {
      synth?.cancel();
      caption("");
    },
    /** Chooses the voice again (the page's language changed). */
    refresh() {
      refresh();
      caption("");
    },
    destroy() {
      clearTimeout(timer);
      watchLive.disconnect();
      watchLesson.disconnect();
      watchPuzzle.disconnect();
      watchPlay.disconnect();
      watchDialog.disconnect();
      synth?.removeEventListener?.("voiceschanged", refresh);
      synth?.cancel();
      shown.remove();
      delete root.dataset.voice;
      notice(null);
    },
  };
}
