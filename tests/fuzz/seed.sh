#!/usr/bin/env bash
# Builds the fuzz targets' seed corpus from the project's own files: saves/, the bundled examples and
# lessons, and the hostile-file folders (for the loaders); a few command lines (for the CLI target).
# Run from the repository root: tests/fuzz/seed.sh, then e.g.
#   cargo +nightly fuzz run --fuzz-dir tests/fuzz save_file -- -max_total_time=600
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=tests/fuzz/corpus
for target in save_file lesson_file; do
  mkdir -p "$corpus/$target"
  for file in saves/*.ron assets/examples/*.ron assets/lessons/*.ron tests/hostile/*.ron tests/hostile-lessons/*.ron; do
    cp "$file" "$corpus/$target/$(echo "$file" | tr / _)"
  done
done
mkdir -p "$corpus/cli_position"
i=0
for line in "19 20 21" "1 2 3" "--misere 1 1 1" "--up-to 3 10 7" "--set 1,3,4 7 8" "--json 3 4 5" \
  "--misere --set 2,5 4 9 1" "-1" "18446744073709551616" "--set 0,2 3" "--up-to 0 4" "--set 1,,3 2"; do
  printf '%s' "$line" > "$corpus/cli_position/seed$i"; i=$((i + 1))
done
echo "seeded: $(ls "$corpus/save_file" | wc -l) files for each loader, $i command lines"
