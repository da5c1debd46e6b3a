// The example app's Vite config: the package needs none (Vite finds the wasm and the worker by
// itself, in `vite build` and in the dev server); only the output folder is the test's own.
export default {
  build: { outDir: "dist-vite" },
};
