// Linked first in every page of the cross-browser tests' copy of the build (see suite.mjs), never
// shipped: records each uncaught error, unhandled rejection, failed resource, console.error,
// Content-Security-Policy violation and error of a Web Worker in sessionStorage, where the test
// reads them (WebDriver has no console in every engine); it also notes each worker started.
(() => {
  const KEY = "cross-errors";
  const note = (text, key = KEY) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || "[]");
      list.push(`${text} (${location.pathname}${location.search})`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // No storage: nothing to record into.
    }
  };
  const describe = (x) =>
    x instanceof Error ? `${x.name}: ${x.message} ${x.stack || ""}`.trim() : String(x);
  addEventListener(
    "error",
    (e) => {
      if (e.error || e.message) note(`pageerror: ${e.error ? describe(e.error) : e.message}`);
      else note(`failed to load: ${e.target?.src || e.target?.href || e.target?.nodeName}`);
    },
    true,
  );
  addEventListener("securitypolicyviolation", (e) =>
    note(
      `policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
    ),
  );
  addEventListener("unhandledrejection", (e) => note(`unhandled rejection: ${describe(e.reason)}`));
  const NativeWorker = window.Worker;
  if (NativeWorker) {
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        note(String(args[0]), "cross-workers");
        this.addEventListener("error", (e) =>
          note(`worker error: ${e.message || "(no message)"} (${args[0]})`),
        );
      }
    };
  }
  const original = console.error;
  console.error = function (...args) {
    note(`console.error: ${args.map(describe).join(" ")}`);
    return original.apply(this, args);
  };
})();
