// The voice for the page's words (features/voice/speech.js): European Portuguese text wants a
// pt-PT voice even when the device's default Portuguese voice is Brazilian, and the page says
// so when only a Brazilian one is installed (issue 30).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pickVoice, voiceNotice } from "../../www/js/features/voice/speech.js";

const voice = (lang, more = {}) =>
  /** @type {SpeechSynthesisVoice} */ ({
    lang,
    name: lang,
    localService: true,
    default: false,
    ...more,
  });

test("a pt-PT voice is picked for Portuguese before the device's default pt-BR one", () => {
  const br = voice("pt-BR", { default: true });
  const pt = voice("pt_PT");
  assert.equal(pickVoice([br, pt], "pt"), pt);
  assert.equal(voiceNotice(pt, "pt"), null);
});

test("with only a Brazilian voice, Portuguese is read by it and the notice says so", () => {
  const br = voice("pt-BR");
  assert.equal(pickVoice([br], "pt"), br);
  assert.equal(voiceNotice(br, "pt"), "region");
  assert.equal(voiceNotice(null, "pt"), "none");
  // A network voice is never used, whatever its region.
  assert.equal(pickVoice([voice("pt-PT", { localService: false })], "pt"), null);
});

test("other languages take the device's default voice of the language, with no region notice", () => {
  const tr = voice("tr-TR", { default: true });
  assert.equal(pickVoice([voice("tr"), tr], "tr"), tr);
  assert.equal(voiceNotice(tr, "tr"), null);
});
