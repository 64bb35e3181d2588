#!/usr/bin/env bash
# Builds the Windows zip (assets/packaging/windows.sh) and runs what is in it under Debian's Wine:
# `bouton.exe --version`, `analyze 3 4 5`, `check` on every bundled example, `verify`, and the window
# under Xvfb long enough for a screenshot (target/packaging-shots/windows-window.png). Installs Wine,
# Xvfb, xdotool and ImageMagick with apt when missing (as root). Prints the zip's size and what ran.
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "test_windows: FAILED: $*"; exit 1; }
now() { date +%s.%N; }
since() { awk -v a="$(now)" -v b="$1" 'BEGIN { printf "%.2f", a - b }'; }

# Where Wine, MinGW-w64 or Rust's Windows target cannot be installed, the test says so and stops
# without failing (the README names this script to run by hand on a machine that has them).
skip() { echo "test_windows: SKIPPED: $*"; exit 0; }
tools="wine64 wine xvfb xdotool imagemagick gcc-mingw-w64-x86-64"
if ! dpkg -s $tools >/dev/null 2>&1; then
  echo "== installing Wine and MinGW-w64"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends $tools >/dev/null; } ||
    skip "Wine or MinGW-w64 could not be installed with apt"
fi
rustup target list --installed | grep -qx x86_64-pc-windows-gnu || rustup target add x86_64-pc-windows-gnu ||
  skip "Rust's x86_64-pc-windows-gnu target could not be installed"
wine=/usr/lib/wine/wine64
[ -x $wine ] || wine=$(command -v wine64 || command -v wine)

bash assets/packaging/windows.sh
zip=$(ls -t target/packaging/bouton-*-windows-x86_64.zip | head -1)
echo "== the zip: $zip, $(du -k "$zip" | cut -f1) KiB"
. assets/packaging/common.sh
shots=$PWD/target/packaging-shots
mkdir -p "$shots"

work=$(mktemp -d)
python3 -m zipfile -e "$zip" "$work"
app=$(echo "$work"/bouton-*)
for part in bouton.exe bouton.com README.txt LICENSE-MIT.txt LICENSE-APACHE.txt THIRD-PARTY-LICENSES.txt web/index.html web/bouton_bg.wasm examples/one-four-five.ron; do
  [ -f "$app/$part" ] || fail "the zip has no $part"
done
echo "bouton.exe: $(du -k "$app/bouton.exe" | cut -f1) KiB"
# A windowed program (no console window beside the app), with the icon and the version built in.
python3 - "$app/bouton.exe" assets/icons/bouton.ico "$version ($commit)" <<'PY' || fail "bouton.exe's header or resources"
import struct, sys
exe, ico, version = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read(), sys.argv[3]
pe = struct.unpack_from("<I", exe, 0x3C)[0]
assert exe[pe:pe + 4] == b"PE\0\0", "not a PE file"
subsystem = struct.unpack_from("<H", exe, pe + 24 + 68)[0]
assert subsystem == 2, f"subsystem {subsystem}, not 2 (Windows GUI)"
assert version.encode("utf-16-le") in exe, f"no product version {version!r}"
count = struct.unpack_from("<H", ico, 4)[0]
for i in range(count):
    width, size, offset = ico[6 + 16 * i], *struct.unpack_from("<II", ico, 6 + 16 * i + 8)
    assert ico[offset:offset + size] in exe, f"the {width or 256} px icon is not in the exe"
print(f"Windows GUI subsystem; product version {version}; {count} icon sizes in the resource")
com = open(sys.argv[1][:-4] + ".com", "rb").read()
assert struct.unpack_from("<H", com, pe + 24 + 68)[0] == 3, "bouton.com is not a console program"
assert com[:pe + 24 + 68] == exe[:pe + 24 + 68] and com[pe + 24 + 70:] == exe[pe + 24 + 70:], "bouton.com differs"
print("bouton.com: the same program, console subsystem")
PY

# For the test only, never shipped: Wine 8 lacks ProcessPrng (bcryptprimitives.dll), which Rust's
# standard library imports for its randomness; this stand-in asks advapi32's RtlGenRandom instead.
cat >"$work/shim.c" <<'C'
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    return SystemFunction036(data, (ULONG)length);
}
C
x86_64-w64-mingw32-gcc -shared -O2 -o "$app/bcryptprimitives.dll" "$work/shim.c" -ladvapi32

export WINEPREFIX=$work/prefix WINEDEBUG=-all
start=$(now)
$wine wineboot -i >/dev/null 2>&1 || true
echo "Wine prefix made in $(since "$start") s"
cd "$app"
run() { $wine bouton.exe "$@" 2>&1 | tr -d '\r'; }

echo "== bouton.exe --version"
said=$(run --version)
echo "$said"
[ "$said" = "bouton $version ($commit)" ] || fail "the version does not name the commit $commit"
echo "== bouton.com --version (the console twin a terminal runs for \"bouton\")"
[ "$($wine bouton.com --version 2>&1 | tr -d '\r')" = "bouton $version ($commit)" ] || fail "bouton.com --version"
code=0
$wine bouton.com check README.txt >/dev/null 2>&1 || code=$?
[ $code = 2 ] || fail "bouton.com check on a text file exited $code, not 2"
echo "exit code 2 for a bad file, as on Linux"
echo "== bouton.exe analyze 3 4 5"
run --lang en analyze 3 4 5 | tee "$work/analyze.txt"
grep -qF "take 2 from heap 1 (3 → 1)" "$work/analyze.txt" || fail "analyze 3 4 5: no winning move 3 → 1"
echo "== bouton.exe check (every bundled example)"
examples=$(cd "$app" && find examples -name '*.ron' | sort)
run --lang en check $examples >"$work/check.txt" || { cat "$work/check.txt"; fail "check found a bad example"; }
echo "$(grep -c 'OK' "$work/check.txt") of $(echo "$examples" | wc -l) examples OK"
echo "== bouton.exe verify --heaps 3 --max 7"
run --lang en verify --heaps 3 --max 7 | tail -3 | tee "$work/verify.txt"
grep -qi "agree\|match" "$work/verify.txt" || fail "verify did not agree"

echo "== the window under Xvfb"
disp=$((90 + RANDOM % 400)); while [ -e /tmp/.X11-unix/X$disp ]; do disp=$((disp + 1)); done
Xvfb :$disp -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 1
start=$(now)
DISPLAY=:$disp $wine bouton.exe examples/nineteen-twenty-twenty-one.ron >"$work/window.log" 2>&1 &
disown $!   # ended below with the Wine server, without the shell's "Killed"
window=""
for _ in $(seq 1 600); do
  window=$(DISPLAY=:$disp xdotool search --name "Bouton" 2>/dev/null | head -1) && [ -n "$window" ] && break
  sleep 0.1
done
if [ -n "$window" ]; then
  echo "first window after $(since "$start") s: $(DISPLAY=:$disp xdotool getwindowname "$window")"
  sleep 5
  DISPLAY=:$disp import -window root "$shots/windows-window.png"
  echo "screenshot: $shots/windows-window.png"
fi
WINEPREFIX=$WINEPREFIX /usr/lib/wine/wineserver -k 2>/dev/null || wineserver -k 2>/dev/null || true
kill $xvfb 2>/dev/null || true
[ -n "$window" ] || { tail -5 "$work/window.log"; fail "no window appeared under Wine"; }
cd /
rm -rf "$work"
echo "test_windows: 1 passed, 0 failed"
