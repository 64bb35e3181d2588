#!/usr/bin/env bash
# Cross-compiles Bouton for Windows (x86_64-pc-windows-gnu, with Debian's MinGW-w64) and zips it:
# target/packaging/bouton-VERSION-windows-x86_64.zip holds bouton.exe (its icon and version built in)
# and its console twin bouton.com,
# the web page a class session serves, the examples, a README and the licences. Installs the Rust
# target and MinGW-w64 (as root, with apt) when missing; builds the web page first when target/web is
# missing or was built from another commit.
set -euo pipefail
cd "$(dirname "$0")/../.."

target=x86_64-pc-windows-gnu
rustup target list --installed | grep -qx $target || rustup target add $target
if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
  echo "== installing MinGW-w64"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends gcc-mingw-w64-x86-64 >/dev/null
fi

. assets/packaging/common.sh
web_page_for_this_commit

echo "== cargo build --release --target $target"
cargo build --release --locked --target $target --bin bouton
exe=${CARGO_TARGET_DIR:-target}/$target/release/bouton.exe

name=bouton-$version-windows-x86_64
stage=target/packaging/windows/$name
rm -rf "$stage" "target/packaging/$name.zip"
mkdir -p "$stage/examples" "$stage/web"
cp "$exe" "$stage/bouton.exe"
x86_64-w64-mingw32-strip "$stage/bouton.exe"
# bouton.com: the same program marked as a console program (the PE header's subsystem, 2 → 3, as
# `editbin /SUBSYSTEM:CONSOLE` does). Typed in a terminal (`bouton analyze 3 4 5`), Windows runs it
# before bouton.exe (.COM comes first in PATHEXT): the terminal waits for it and gets its exit code.
# bouton.exe, double-clicked, opens the window with no console window beside it.
python3 - "$stage/bouton.exe" "$stage/bouton.com" <<'PY'
import struct, sys
exe = bytearray(open(sys.argv[1], "rb").read())
pe = struct.unpack_from("<I", exe, 0x3C)[0]
assert exe[pe:pe + 4] == b"PE\0\0", "not a PE file"
subsystem = pe + 24 + 68
assert struct.unpack_from("<H", exe, subsystem)[0] == 2, "bouton.exe is not a windowed program"
struct.pack_into("<H", exe, subsystem, 3)
open(sys.argv[2], "wb").write(exe)
PY
cp -r assets/examples/. "$stage/examples/"
# The page with its precompressed copies: a class on Wi-Fi downloads the wasm gzipped.
cp -r target/web/. "$stage/web/"
cp assets/packaging/README-windows.txt "$stage/README.txt"
# .txt names, so that a double-click opens them in Notepad.
cp assets/packaging/LICENSE-MIT "$stage/LICENSE-MIT.txt"
cp assets/packaging/LICENSE-APACHE "$stage/LICENSE-APACHE.txt"
cp assets/fonts/LICENSE-*.txt "$stage/"
python3 assets/packaging/third-party.py $target "$stage/THIRD-PARTY-LICENSES.txt"
# Windows' own line ends for the texts Notepad opens.
for text in "$stage"/README.txt "$stage"/LICENSE-* "$stage"/THIRD-PARTY-LICENSES.txt; do sed -i 's/\r*$/\r/' "$text"; done
python3 - "$stage" "target/packaging/$name.zip" <<'PY'
import os, sys, zipfile
stage, out = sys.argv[1], sys.argv[2]
top = os.path.basename(stage)
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for root, _, files in os.walk(stage):
        for f in sorted(files):
            path = os.path.join(root, f)
            z.write(path, os.path.join(top, os.path.relpath(path, stage)))
PY
ls -l "target/packaging/$name.zip"
