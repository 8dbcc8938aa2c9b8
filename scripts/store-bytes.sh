#!/usr/bin/env bash
# Measures what every preset's goldens (every state, at each preset's own scale) cost in the
# repository: PNG files compressed `small` (and their .elements.json sidecars) against one hash
# store (`"store": "hash"`). Prints three byte counts; docs/ci.md quotes them.
#
#   ./scripts/store-bytes.sh            # uses SEGMENT_RENDER, else the release build
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${SEGMENT_RENDER:-.build/release/segment-render}
if [ ! -x "$bin" ]; then swift build -c release >&2; fi
bin=$(realpath "$bin")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
entries=$("$bin" presets | awk 'NF { printf "%s{\"preset\": \"%s\"}", (n++ ? ", " : ""), $1 }')
echo "{\"goldens\": \"png\", \"entries\": [$entries]}" > "$scratch/png.json"
echo "{\"goldens\": \"hash\", \"store\": \"hash\", \"entries\": [$entries]}" > "$scratch/hash.json"
(cd "$scratch" && "$bin" snapshot png.json --record missing --artifacts a1 > /dev/null) || true
(cd "$scratch" && "$bin" snapshot hash.json --record missing --artifacts a2 > /dev/null) || true
count=$(find "$scratch/png" -name '*.png' | wc -l)
png=$(find "$scratch/png" -name '*.png' -printf '%s\n' | awk '{ s += $1 } END { print s }')
sidecars=$(find "$scratch/png" -name '*.elements.json' -printf '%s\n' | awk '{ s += $1 } END { print s }')
hash=$(stat -c %s "$scratch/hash/golden-hashes.txt")
echo "$count goldens: png (small) $png bytes, sidecars $sidecars bytes, hash store $hash bytes"
