#!/usr/bin/env bash
# Renders everything the renderer can be asked for into OUT — every preset and example in every
# appearance, direction, two content sizes and every state, their layouts, and each preset's
# animation as an APNG — so a refactor can prove it changed nothing:
#
#   ./scripts/render-everything.sh /tmp/before    # on the commit before
#   ./scripts/render-everything.sh /tmp/after     # on the change
#   segment-render compare /tmp/before /tmp/after # every picture, frame by frame
#   diff -r /tmp/before/layouts /tmp/after/layouts
#
# Uses SEGMENT_RENDER when set, else the release build (building it when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/render-everything.sh OUT}
bin=${SEGMENT_RENDER:-.build/release/segment-render}
if [ ! -x "$bin" ]; then swift build -c release >&2; fi
mkdir -p "$out/pictures" "$out/layouts" "$out/animations"
presets=$("$bin" presets | awk '{print $1}')
for name in $presets; do
  "$bin" render --preset "$name" --matrix appearance,direction,contentSize=L:AX3,state -o "$out/pictures/$name" 2> /dev/null
  "$bin" animate --preset "$name" --from 0 --to 1 --duration 0.3 --fps 30 --apng "$out/animations/$name.png" 2> /dev/null
  for state in none 0 1 2; do
    "$bin" layout --preset "$name" --selected "$state" > "$out/layouts/$name-$state.json" 2> /dev/null || rm -f "$out/layouts/$name-$state.json"
  done
  "$bin" layout --preset "$name" --progress 0.5 --direction rtl > "$out/layouts/$name-rtl-0.5.json"
done
for file in $(find examples -name '*.json' | sort); do
  name=$(echo "$file" | tr '/' '_' | sed 's/\.json$//')
  "$bin" render "$file" --matrix appearance,direction,state -o "$out/pictures/$name" 2> /dev/null
  "$bin" layout "$file" > "$out/layouts/$name.json"
done
echo "rendered $(find "$out" -type f | wc -l) files into $out" >&2
