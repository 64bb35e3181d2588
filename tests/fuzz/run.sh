#!/usr/bin/env bash
# Fuzzes each target for SECONDS (default 60): seeds the corpus (outside the repository, see
# seed.sh), builds the targets with nightly Rust and cargo-fuzz into target/fuzz, runs each, and
# prints how many inputs it ran. A crash, a panic, an input slower than 30 s (in the instrumented
# build, many times slower than a release) or one over 2 GB fails the run; what libFuzzer keeps of
# it is in the corpus folder's artifacts/.
# No AddressSanitizer: the library forbids unsafe code, so a panic is what a fault looks like, and
# the build runs many times faster without it. The work budgets are a 64th in this build (cfg fuzzing).
# Run from anywhere: tests/fuzz/run.sh 600
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
corpus=${BOUTON_FUZZ_CORPUS:-$HOME/.cache/bouton-fuzz}
export BOUTON_FUZZ_CORPUS=$corpus
bash tests/fuzz/seed.sh
for target in open_file cli_position; do
  mkdir -p "$corpus/artifacts/$target"
  log="$corpus/$target.log"
  if ! cargo +nightly fuzz run --sanitizer none --fuzz-dir tests/fuzz --target-dir target/fuzz "$target" "$corpus/$target" -- \
    -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$corpus/artifacts/$target/" >"$log" 2>&1; then
    tail -40 "$log"
    echo "fuzzing $target FAILED (the input is in $corpus/artifacts/$target/)"
    exit 1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzzed $target for $seconds s: $runs inputs, no failure"
done
