// ESLint's configuration (flat config): the recommended rules everywhere, with the globals of
// the place each file runs in. `npm run lint` checks the whole tree; scripts/test runs it.
import js from "@eslint/js";
import globals from "globals";

export default [
  // TypeScript files are checked by tsc (tests/ts), not here; the NATS client is generated
  // (scripts/vendor-nats.mjs).
  {
    ignores: [
      "target/",
      "dist/",
      "pkg/",
      "tests/e2e/artifacts/",
      "**/*.ts",
      "www/js/features/live/nats.js",
    ],
  },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "none" }],
      "prefer-const": ["error", { destructuring: "all" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-var": "error",
    },
  },
  // The page's modules, and the wasm glue's decoder, run in the browser (a page or a worker).
  {
    files: ["www/**/*.js", "src/**/*.js", "tests/cross/errors.js"],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  { files: ["www/sw.js"], languageOptions: { globals: globals.serviceworker } },
  // The engine package's own modules (package/) and its example app run in the browser (a page
  // or a worker); its Node entry, the app's bundler configs and the CommonJS example in Node.
  {
    files: ["package/**/*.js", "tests/package/app/**/*.js"],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ["package/node.js", "tests/package/app/*.config.js", "tests/package/**/*.cjs"],
    languageOptions: { globals: globals.node },
  },
  // Scripts, tests and benchmarks run in Node (tests also hand functions to the page).
  {
    files: [
      "scripts/**/*.mjs",
      "tests/**/*.mjs",
      "tests/**/*.ts",
      "benches/**/*.mjs",
      "eslint.config.js",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
