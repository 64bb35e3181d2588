#!/usr/bin/env bash
# Builds the Debian package, installs it into this machine with dpkg (as root), and checks it as a
# school's IT desk would: the program and its version, a command, the man page, the menu entry, the
# file type that opens Bouton's files, the class session's page, the window opened from the menu
# entry's Exec line (under Xvfb: a screenshot in target/packaging-shots/), and a clean uninstall.
# Prints the package's size, the install time and the time to the first window.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(id -u)" = 0 ] || { echo "test_deb: run as root (it installs the package into this machine)"; exit 2; }

fail() { echo "test_deb: FAILED: $*"; exit 1; }
now() { date +%s.%N; }
since() { awk -v a="$(now)" -v b="$1" 'BEGIN { printf "%.2f", a - b }'; }

# What the test itself uses: Xvfb and xdotool for the window, ImageMagick for the screenshot,
# xdg-utils for the file type (with File::MimeInfo, through which it reads shared-mime-info's
# database as a desktop does), desktop-file-utils to check the entry and update the menu's cache.
tools="xvfb xdotool imagemagick xdg-utils libfile-mimeinfo-perl desktop-file-utils shared-mime-info curl"
if ! dpkg -s $tools >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $tools >/dev/null
fi

bash assets/packaging/deb.sh
deb=$(ls -t target/debian/bouton_*.deb | head -1)
. assets/packaging/common.sh
echo "== the package: $deb, $(du -k "$deb" | cut -f1) KiB"
dpkg-deb --info "$deb" | sed -n '/Package:/,/Description:/p'

# A Bouton installed by hand or by an earlier run goes first: the test starts from nothing.
dpkg -s bouton >/dev/null 2>&1 && dpkg --purge bouton >/dev/null
[ ! -e /usr/bin/bouton ] || fail "/usr/bin/bouton is there before the install"

echo "== dpkg -i (the window's libraries come from apt when missing)"
start=$(now)
if ! dpkg -i "$deb" >/tmp/test_deb_dpkg.log 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -f -y -qq >/dev/null
fi
dpkg -s bouton | grep -q '^Status: install ok installed' || { cat /tmp/test_deb_dpkg.log; fail "not installed"; }
echo "installed in $(since "$start") s"
dpkg -L bouton | sort >/tmp/test_deb_files.txt
echo "$(wc -l </tmp/test_deb_files.txt) paths; installed size $(dpkg-query -W -f='${Installed-Size}' bouton) KiB"

cd /tmp   # far from the source tree: nothing may come from target/
export LC_ALL=C.UTF-8   # the commands' words in English, whatever this machine's language
echo "== bouton --version"
said=$(bouton --version)
echo "$said"
[[ "$said" == "bouton $version ($commit)" ]] ||
  fail "the version does not name the commit $commit"
echo "== bouton analyze 19 20 21"
bouton analyze 19 20 21 | tee /tmp/test_deb_analyze.txt
for move in "take 18 from heap 1 (19 → 1)" "take 14 from heap 2 (20 → 6)" "take 14 from heap 3 (21 → 7)"; do
  grep -qF "$move" /tmp/test_deb_analyze.txt || fail "analyze does not give the winning move: $move"
done
bouton analyze --json 19 20 21 | grep -q '"nim_sum":18' || fail "analyze --json: nim-sum 18 expected"
echo "== bouton check on every installed example"
bouton check $(grep '/examples/.*\.ron$' /tmp/test_deb_files.txt) | tail -3
echo "== the man pages and completions"
zcat /usr/share/man/man1/bouton.1.gz | grep -q "^\.TH bouton 1 .*$commit" || fail "bouton.1 does not name the version"
zcat /usr/share/man/man1/bouton-analyze.1.gz | grep -q "SYNOPSIS" || fail "no bouton-analyze(1)"
bash -c 'source /usr/share/bash-completion/completions/bouton && complete -p bouton' >/dev/null || fail "bash completion"
echo "== the page of a class session, served from /usr/share/bouton/web"
grep -qa "$commit" /usr/share/bouton/web/bouton_bg.wasm || fail "the installed page was not built from $commit"
bouton class --port 0 >/tmp/test_deb_class.log 2>&1 &
class=$!
for _ in $(seq 1 100); do grep -q "http://" /tmp/test_deb_class.log && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.]*:[0-9]*' /tmp/test_deb_class.log | head -1)
kill -0 $class 2>/dev/null || { cat /tmp/test_deb_class.log; fail "bouton class did not start"; }
curl -sf "$url/" | grep -q "<canvas" || { kill $class; fail "the class session does not serve the page at $url"; }
curl -sf -o /dev/null "$url/bouton_bg.wasm" || { kill $class; fail "the class session does not serve the wasm"; }
kill $class; wait $class 2>/dev/null || true
echo "served at $url"

echo "== the menu entry and the file type"
said=$(desktop-file-validate /usr/share/applications/bouton.desktop 2>&1) && [ -z "$said" ] ||
  fail "the desktop entry does not validate: $said"
default=$(xdg-mime query default application/x-bouton)
echo "xdg-mime query default application/x-bouton: $default"
[ "$default" = bouton.desktop ] || fail "Bouton's files do not open in Bouton"
example=/usr/share/doc/bouton/examples/nineteen-twenty-twenty-one.ron
filetype=$(xdg-mime query filetype "$example")
[ "$filetype" = application/x-bouton ] || fail "$example is $filetype, not application/x-bouton"
# Without the .ron: the first line names Bouton (here in French), and the type says so.
unnamed=$(mktemp -d)/partie-sans-extension
cp /usr/share/doc/bouton/examples/fr/one-four-five.ron "$unnamed"
filetype=$(xdg-mime query filetype "$unnamed")
[ "$filetype" = application/x-bouton ] || fail "a French save without .ron is $filetype, not application/x-bouton"
rm -rf "$(dirname "$unnamed")"
[ -s /usr/share/doc/bouton/THIRD-PARTY-LICENSES.txt ] && [ -s /usr/share/bouton/web/THIRD-PARTY-LICENSES.txt ] ||
  fail "the crates' licences are missing"
[ -f /usr/share/icons/hicolor/48x48/apps/bouton.png ] && [ -f /usr/share/icons/hicolor/scalable/apps/bouton.svg ] ||
  fail "icons missing"

echo "== the window, opened from the menu entry's Exec line (with the example as %f)"
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/bouton.desktop)
command=${exec_line//%f/$example}
home=$(mktemp -d)
disp=$((90 + RANDOM % 400)); while [ -e /tmp/.X11-unix/X$disp ]; do disp=$((disp + 1)); done
Xvfb :$disp -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 1
start=$(now)
env DISPLAY=:$disp HOME="$home" XDG_RUNTIME_DIR="$home" $command >"$home/app.log" 2>&1 &
app=$!
window=""
for _ in $(seq 1 300); do
  window=$(DISPLAY=:$disp xdotool search --pid $app 2>/dev/null | head -1) && [ -n "$window" ] && break
  kill -0 $app 2>/dev/null || break
  sleep 0.05
done
first=$(since "$start")
shots="$OLDPWD/target/packaging-shots"
mkdir -p "$shots"
if [ -n "$window" ]; then
  echo "window mapped after $first s: $(DISPLAY=:$disp xdotool getwindowname "$window")"
  # Painted: the window shows more than a few colours (the board's stones, the text).
  for _ in $(seq 1 100); do
    DISPLAY=:$disp import -window "$window" "$home/frame.png" 2>/dev/null &&
      [ "$(identify -format %k "$home/frame.png" 2>/dev/null || echo 0)" -gt 16 ] && break
    sleep 0.1
  done
  echo "first frame painted after $(since "$start") s"
  sleep 2
  DISPLAY=:$disp import -window root "$shots/deb-window.png"
  echo "screenshot: $shots/deb-window.png"
fi
kill $app 2>/dev/null; sleep 0.5; kill -9 $app 2>/dev/null || true
kill $xvfb 2>/dev/null || true
[ -n "$window" ] || { cat "$home/app.log"; fail "no window appeared"; }
DISPLAY=:$disp true
rm -rf "$home"

echo "== dpkg --purge: nothing of the package may stay"
start=$(now)
dpkg --purge bouton >/dev/null
echo "removed in $(since "$start") s"
left=""
while read -r path; do
  [ -f "$path" ] || [ -L "$path" ] && left="$left $path"
done </tmp/test_deb_files.txt
[ -z "$left" ] || fail "left behind:$left"
[ ! -e /usr/share/bouton ] || fail "/usr/share/bouton is left behind"
[ -z "$(xdg-mime query default application/x-bouton)" ] || fail "the file type still opens in Bouton"
echo "test_deb: 1 passed, 0 failed"
