#!/usr/bin/env bash
# Builds the fuzz targets' seed corpus, outside the repository (in $BOUTON_FUZZ_CORPUS, by default
# ~/.cache/bouton-fuzz), from the project's own files: saves/, the bundled examples, the lessons in
# every language and the hostile-file folders, with a few byte-level twists (a byte order mark, bytes
# that are not UTF-8, carriage returns alone); and a few command lines for the command-line target.
# Run from anywhere: tests/fuzz/seed.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=${BOUTON_FUZZ_CORPUS:-$HOME/.cache/bouton-fuzz}
mkdir -p "$corpus/open_file" "$corpus/cli_position"
files=0
for file in saves/*.ron assets/examples/*.ron assets/lessons/*.ron assets/lessons/*/*.ron \
  tests/hostile/*.ron tests/hostile-lessons/*.ron; do
  name=$(echo "$file" | tr / _)
  cp "$file" "$corpus/open_file/$name"
  files=$((files + 1))
done
# Byte-level variants of one small game.
game=saves/three-four-five.ron
{ printf '\xef\xbb\xbf'; cat "$game"; } > "$corpus/open_file/bom.ron"
{ cat "$game"; printf '\xff\xfe\x80'; } > "$corpus/open_file/not-utf8.ron"
tr '\n' '\r' < "$game" > "$corpus/open_file/cr-only.ron"
# A game in disguise (version 3).
printf '(version: 3, game: "staircase:2,3,1", moves: [Stair(step: 2, count: 1)], computer: Second)\n' \
  > "$corpus/open_file/disguise.ron"
i=0
for line in "19 20 21" "1 2 3" "--misere 1 1 1" "--up-to 3 10 7" "--set 1,3,4 7 8" "--json 3 4 5" \
  "--misere --set 2,5 4 9 1" "-1" "18446744073709551616" "--set 0,2 3" "--up-to 0 4" "--set 1,,3 2" \
  "kayles:10 dawson:7 0.6:5" "upto-18446744073709551615:5" "0.66666666:30 nim:4" \
  "staircase:0,3,1,4" "poker:3,4,5/2,1" "turtles:THHTH" "mock-turtles:HTTHH" "ruler:HHHH" "lasker:5,3" "grundy:12 nim:3" "hackenbush:(()()) kayles:5 nim:3" \
  "hackenbush:((()))(()())" "wythoff:3,5" "--moore 2 3 5 6 7" "--json moore-3:1,2,3"; do
  printf '%s' "$line" > "$corpus/cli_position/seed$i"; i=$((i + 1))
done
printf '3 \xff\xfe 4' > "$corpus/cli_position/not-utf8"
echo "seeded $corpus: $((files + 3)) files, $((i + 1)) command lines"
