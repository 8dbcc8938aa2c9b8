#!/usr/bin/env bash
# Prints the library's public API (Raster, SegmentRender, SegmentRenderSnapshot,
# SegmentRenderTesting), one declaration a line: what docs/public-api.txt holds and
# PublicAPITests compares. Reads the modules of a debug build (`swift build` first).
#
#   scripts/public-api.sh [BUILD_FOLDER]        # default .build/debug
#   scripts/public-api.sh > docs/public-api.txt # after a deliberate change; review the diff
#   scripts/public-api.sh .build/debug --undocumented  # public declarations without a /// comment
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/debug}
extract=$(command -v swift-symbolgraph-extract || echo "$(dirname "$(command -v swiftc)")/swift-symbolgraph-extract")
if [ -n "${SYMBOL_GRAPHS:-}" ]; then out=$SYMBOL_GRAPHS; mkdir -p "$out"; else out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi
args=(-I "$build/Modules" -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$out"
      -I Sources/CPNG/include -Xcc -fmodule-map-file="$build/CPNG.build/module.modulemap")
for modulemap in Sources/*/module.modulemap; do  # the C shims' own module maps
    args+=(-I "$(dirname "$modulemap")" -Xcc -fmodule-map-file="$modulemap")
done
for include in $(pkg-config --cflags-only-I freetype2 harfbuzz fribidi fontconfig); do args+=(-Xcc "$include"); done
for module in Raster SegmentRender SegmentRenderSnapshot SegmentRenderTesting; do
    "$extract" -module-name "$module" "${args[@]}" >/dev/null
done
python3 scripts/public-api.py "$out" "${@:2}"
