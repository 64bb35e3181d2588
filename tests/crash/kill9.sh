#!/usr/bin/env bash
# The crash test of issue 14, by hand (it needs Xvfb and xdotool; it is not part of `cargo test`):
# play moves in the real window (clicks on the stones), kill -9 the app at a random moment, check the autosave with
# `bouton check`, count the moves it kept, restart the app on it and check that nothing changed.
#   tests/crash/kill9.sh [RUNS] [BIN]     (default: 10 runs of target/release/bouton)
set -euo pipefail
runs=${1:-10}
bin=$(realpath "${2:-target/release/bouton}")
work=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
disp=$((RANDOM % 400 + 200))
Xvfb :$disp -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
sleep 1
export DISPLAY=:$disp
# Two people at the board, so every key press is one move and no computer answers.
cat > "$work/game.ron" <<'RON'
(version: 1, title: "Crash test", start: [9, 9, 9, 9],
 players: (first: Human(name: "A"), second: Human(name: "B")))
RON

start_app() { # HOME [FILE] → pid; waits for the window (Xvfb sometimes refuses a connection right
  # after a client was killed: the start is tried up to three times)
  local home=$1; shift
  mkdir -p "$home/run" && chmod 700 "$home/run"
  local pid wid=""
  for _ in 1 2 3; do
    env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/run" \
      "$bin" "$@" >"$home/app.log" 2>&1 &
    pid=$!
    for _ in $(seq 100); do
      if wid=$(xdotool search --pid $pid --name Bouton 2>/dev/null | head -1) && [ -n "$wid" ]; then break 2; fi
      kill -0 $pid 2>/dev/null || break
      sleep 0.1
    done
    sleep 1
  done
  [ -n "$wid" ] || { echo "no window; log:" >&2; cat "$home/app.log" >&2; exit 1; }
  # Focus it (there is no window manager: retry until the window is mapped and takes the focus).
  for _ in $(seq 20); do
    if xdotool windowfocus --sync "$wid" >/dev/null 2>&1; then break; fi
    sleep 0.2
  done
  sleep 1.0
  echo $pid
}

moves_in() { if [ -f "$1" ]; then grep -o 'take:' "$1" | wc -l || true; else echo none; fi; }
cursor_in() { if [ -f "$1" ]; then { grep -o 'cursor: *[0-9]*' "$1" || echo 0; } | grep -o '[0-9]*$'; else echo none; fi; }

printf '%-4s %-6s %-9s %-8s %-8s %-7s %s\n' run moves kill-after kept cursor check restart
failures=0
for run in $(seq "$runs"); do
  home="$work/home$run"
  pid=$(start_app "$home" "$work/game.ron")
  moves=$((RANDOM % 6 + 1))
  # Each move clicks the last stone of heap 1 (a click takes that stone and those to its right): in
  # the default 1200×760 window its row is at y = 81 and its nine stones at x = 169, 203, …, 441.
  for i in $(seq 0 $((moves - 1))); do
    xdotool mousemove $((441 - 34 * i)) 81 click 1
    sleep 0.$((RANDOM % 4 + 1))
  done
  wait_ms=$((RANDOM % 2000))
  sleep "$(printf '0.%03d' $((wait_ms % 1000)))"; [ $wait_ms -ge 1000 ] && sleep 1
  import -display "$DISPLAY" -window root "$work/run$run.png" 2>/dev/null || true
  kill -9 "$pid"; wait "$pid" 2>/dev/null || true
  autosave="$home/data/bouton/autosave.ron"
  check=$("$bin" check "$autosave" 2>&1 | head -1 | cut -c1-2)
  kept=$(moves_in "$autosave")
  cursor=$(cursor_in "$autosave")
  before=$(cat "$autosave" 2>/dev/null || true)
  # Restart on the autosave: the same game comes back, and stays after a second kill.
  pid=$(start_app "$home")
  sleep 1.5
  kill -9 "$pid"; wait "$pid" 2>/dev/null || true
  after=$(cat "$autosave" 2>/dev/null || true)
  same=$([ "$before" = "$after" ] && echo same || echo CHANGED)
  printf '%-4s %-6s %-9s %-8s %-8s %-7s %s\n' "$run" "$moves" "${wait_ms}ms" "$kept" "$cursor" "$check" "$same"
  if [ "$check" != "OK" ] || [ "$same" != same ] || [ "$cursor" = none ] || [ $((moves - cursor)) -gt 1 ]; then
    failures=$((failures + 1))
    cp "$work/run$run.png" "/tmp/kill9-failed-run$run.png" 2>/dev/null && echo "     screenshot before the kill: /tmp/kill9-failed-run$run.png"
  fi
done
echo "failures: $failures of $runs"
[ $failures -eq 0 ]
