// The example app's webpack 5 config: webpack follows the package's new URL(…, import.meta.url)
// for the wasm and new Worker(new URL(…)) for the worker by itself; top-level await is on by
// default since webpack 5.83.
export default {
  mode: "production",
  entry: "./main.js",
  output: { path: new URL("./dist-webpack/", import.meta.url).pathname, clean: true },
};
