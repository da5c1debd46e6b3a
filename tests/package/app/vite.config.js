// The example app's Vite config: the package needs nothing here but to be kept out of Vite's
// dependency pre-bundling (`vite` in development), which would lose its wasm and worker files.
export default {
  optimizeDeps: { exclude: ["mancala-heritage"] },
  build: { outDir: "dist-vite" },
};
