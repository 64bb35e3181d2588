#!/usr/bin/env bash
# Builds Bouton for the browser into target/web/: index.html, the wasm and its JS glue, the icon, the
# manifest and the service worker. Needs the wasm32 target and wasm-bindgen-cli at the exact version of
# wasm-bindgen in Cargo.lock (both installed here when missing); shrinks the wasm with wasm-opt
# (binaryen) when it is present.
set -euo pipefail
cd "$(dirname "$0")/../.."

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
  echo "== installing wasm-bindgen-cli $version (the version in Cargo.lock)"
  cargo install wasm-bindgen-cli --version "=$version"
fi

echo "== cargo build --profile web --target wasm32-unknown-unknown"
# The `web` profile (Cargo.toml): optimised for size, with link-time optimisation.
cargo build --profile web --target wasm32-unknown-unknown --bin bouton

# Cargo builds where CARGO_TARGET_DIR says (target/ when unset); the page always goes to target/web.
built=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/bouton.wasm
out=target/web
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name bouton "$built"
# wasm-opt before binaryen 116 breaks the reference types that wasm-bindgen emits ("Table.set():
# Argument 1 is invalid" in the browser): older ones are left out.
# (Absent is fine: `|| true` keeps pipefail from stopping the build when wasm-opt is not installed.)
opt_version=$( (wasm-opt --version 2>/dev/null || true) | sed -n 's/^wasm-opt version \([0-9]*\).*/\1/p')
if [ -n "$opt_version" ] && [ "$opt_version" -ge 116 ]; then
  echo "== wasm-opt -O2 (binaryen $opt_version)"
  wasm-opt -O2 "$out/bouton_bg.wasm" -o "$out/bouton_bg.wasm"
elif [ -n "$opt_version" ]; then
  echo "(wasm-opt $opt_version is older than 116 and would break the page: the wasm is not shrunk)"
else
  echo "(wasm-opt not found: the wasm is not shrunk; binaryen 116 or newer makes it about 6 % smaller)"
fi
cp assets/web/index.html assets/web/manifest.webmanifest "$out/"
# The licences of every crate built into the page (served beside it; packages ship it).
python3 assets/packaging/third-party.py wasm32-unknown-unknown "$out/THIRD-PARTY-LICENSES.txt" >/dev/null
cp assets/icon.png "$out/icon.png"
cp assets/web/icon-192.png assets/web/icon-512.png "$out/"
# The Chinese face: the page fetches it only when Chinese is chosen (src/export/fonts.rs).
cp assets/fonts/NotoSansSC-Bouton.otf "$out/"
build=$(sha256sum "$out/bouton_bg.wasm" | cut -c1-16)
sed "s/__BUILD__/$build/" assets/web/sw.js >"$out/sw.js"
# Precompressed beside each text and wasm file: a class session's server (`bouton class`) sends the
# .gz (or the .br, where brotli is installed) to a browser that accepts it, without compressing on
# every request.
for file in "$out"/*.wasm "$out"/*.js "$out"/*.html "$out"/*.webmanifest "$out"/*.otf; do
  gzip -9 -k -f "$file"
  if command -v brotli >/dev/null; then brotli -q 11 -k -f "$file"; fi
done

echo
echo "Built $out ($(du -sh "$out" | cut -f1)). Serve it and open http://127.0.0.1:8080/ :"
echo "  python3 -m http.server -d $out 8080 --bind 127.0.0.1"
