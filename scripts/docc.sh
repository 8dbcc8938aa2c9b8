#!/usr/bin/env bash
# Builds the Swift library's documentation with the toolchain's docc: the symbol graphs of a
# debug build (scripts/public-api.sh extracts them), each module's catalog (its .docc folder,
# Sources/SegmentRender/SegmentRender.docc and the testing module's) converted with warnings as
# errors, then a static site per module in OUT (default dist/docs).
# CI runs it and keeps the site as an artifact. Serve OUT and open MODULE/documentation/<module>/.
#
#   scripts/docc.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
docc=$(command -v docc || echo "$(dirname "$(command -v swiftc)")/docc")
out=${1:-dist/docs}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build >/dev/null  # public-api.sh reads the debug build's modules
SYMBOL_GRAPHS="$work/graphs" scripts/public-api.sh >/dev/null
mkdir -p "$out"
for module in SegmentRender SegmentRenderTesting; do
  mkdir -p "$work/$module"
  cp "$work/graphs/$module.symbols.json" "$work/$module/"
  for extension in "$work/graphs/$module"@*.symbols.json; do [ -e "$extension" ] && cp "$extension" "$work/$module/"; done
  lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
  "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.segment-render.$lower" \
    --output-path "$work/$module.doccarchive" --warnings-as-errors
  rm -rf "${out:?}/$module"
  "$docc" process-archive transform-for-static-hosting "$work/$module.doccarchive" --output-path "$out/$module" --hosting-base-path "$module"
  echo "docc: $module -> $out/$module (open $module/documentation/$lower/ through a web server)"
done
