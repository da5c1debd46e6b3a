// A count's words in the form its language's grammar asks for, picked by the platform's plural
// rules (Intl.PluralRules: zero, one, two, few, many or other, as the language has them). A
// word file gives only the forms its language has, always `other`, and never the rules.

/** @typedef {{ other: string, zero?: string, one?: string, two?: string, few?: string, many?: string }} Forms */

/**
 * Returns the picker of `lang`'s forms: `(n, forms)` gives the form of the count `n`, or
 * `forms.other` when the language's form for it is not given.
 * @param {string} lang a language tag, e.g. "pt-PT" (European Portuguese counts 0 as many)
 * @param {Intl.PluralRulesOptions} [options] the digits `n` is shown with, when it may be a
 *   fraction (the form follows the number shown: "1.5 seeds")
 */
export function plurals(lang, options) {
  const rules = new Intl.PluralRules(lang, options);
  return (/** @type {number} */ n, /** @type {Forms} */ forms) =>
    forms[rules.select(n)] ?? forms.other;
}
