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

# The page's two wasm builds, as Trunk (www/index.html: data-cargo-no-default-features) and
# scripts/text-module make them; each prints the path of the .wasm it built (cargo's own output
# goes to standard error), and passes its arguments on to cargo (--quiet, say).
#   page_wasm: the Game handle without the crate's default `text` feature, in target/;
#   text_wasm: the game file's module (the `text-module` feature), in a target folder of its
#              own, so that neither build undoes the other.
page_wasm() {
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features "$@" >&2 ||
    return
  echo "$ROOT/target/wasm32-unknown-unknown/release/mancala_heritage.wasm"
}
text_wasm() {
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features \
    --features text-module --target-dir "$ROOT/target/text-module" "$@" >&2 || return
  echo "$ROOT/target/text-module/wasm32-unknown-unknown/release/mancala_heritage.wasm"
}
