# Sourced by scripts/setup, scripts/serve and scripts/test: the project root,
# the pinned tool versions, and a PATH with cargo's bin and the npm wasm-opt.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Pinned versions (see docs/toolchain.md). WASM_BINDGEN must equal the
# `wasm-bindgen = "=..."` pin in Cargo.toml and `wasm_bindgen` in Trunk.toml;
# WASM_OPT must match `wasm_opt` in Trunk.toml and binaryen in package.json.
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_OPT_VERSION=version_132
GECKODRIVER_VERSION=0.37.1
# WebKitGTK's browser for WebDriver, from Debian's libwebkit2gtk-4.1-0 (webkit2gtk-driver needs it).
MINIBROWSER=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser

cargo_bin="${CARGO_HOME:-${HOME:-/root}/.cargo}/bin"
case ":$PATH:" in
  *":$cargo_bin:"*) ;;
  *) PATH="$cargo_bin:$PATH" ;;
esac
PATH="$ROOT/node_modules/.bin:$PATH"
export PATH
