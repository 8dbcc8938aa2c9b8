#!/usr/bin/env bash
# Builds one libFuzzer harness and runs it: scripts/fuzz.sh TARGET [SECONDS]
#
# TARGET is a folder of Fuzz/ (config, png, apng, apng-crc, manifest, merge, fonts, sidecar, hashstore); its Harness.swift is built
# with `swiftc -sanitize=fuzzer,address` against the package's modules, themselves built with
# AddressSanitizer and coverage into .build/fuzz. The run starts from the committed seeds in
# Fuzz/TARGET/corpus (copied, so the repository is not changed), uses Fuzz/TARGET/dict when there is
# one, and writes any crash, leak or timeout to Fuzz/findings/. Exit status: libFuzzer's (0 clean).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS] (TARGET: config, png, apng, apng-crc, manifest, merge, fonts, sidecar, hashstore)}
seconds=${2:-60}
harness=$target
env_extra=()
if [ "$target" = apng-crc ]; then harness=apng; env_extra=(FUZZ_FIX_CRC=1); fi
[ -f "Fuzz/$harness/Harness.swift" ] || { echo "fuzz: no harness Fuzz/$harness/Harness.swift" >&2; exit 2; }

build=.build/fuzz
swift build --build-path "$build" --target SegmentRenderSnapshot -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=fuzzer-no-link,address >&2
bin=$(swift build --build-path "$build" --show-bin-path)
binary="$build/fuzz-$harness"
# Harnesses call `package` declarations, visible only inside the package: compile them as part of it
# (SwiftPM names the root package after its folder).
package_name=$(grep -ho '"-package-name","[^"]*"' "$build"/*.yaml | head -1 | cut -d'"' -f4)
link_log=$(mktemp)
if ! swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name "$package_name" "Fuzz/$harness/Harness.swift" \
  -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CPNG.build/module.modulemap" -I Sources/CPNG/include \
  -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CFontconfig -I Sources/CFriBidi -I Sources/CNettle -I Sources/CISAL -I Sources/CGIF -I Sources/CWebP -I Sources/CGlibc \
  -Xcc -I/usr/include/freetype2 -Xcc -I/usr/include/harfbuzz -Xcc -I/usr/include/fribidi \
  "$bin"/SegmentRenderSnapshot.build/*.o "$bin"/SegmentRender.build/*.o "$bin"/Raster.build/*.o "$bin"/CPNG.build/*.o \
  -lpng16 -lz -lfreetype -lharfbuzz -lfontconfig -lfribidi -lnettle -lisal -lgif -lwebpmux -lwebp -o "$binary" > "$link_log" 2>&1; then
  grep -vi "cannot export local symbol" "$link_log" >&2 || true
  echo "fuzz: the $harness harness did not build" >&2
  rm -f "$link_log"
  exit 2
fi
rm -f "$link_log"

work="$build/corpus-$target"
mkdir -p "$work" Fuzz/findings
cp -n "Fuzz/$harness/corpus/"* "$work/" 2>/dev/null || true
options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=8192 -artifact_prefix="Fuzz/findings/$target-" -print_final_stats=1)
[ -f "Fuzz/$harness/dict" ] && options+=(-dict="Fuzz/$harness/dict")
# The harnesses' scratch folders go in a temporary folder of the run's own, removed however it ends.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
env "${env_extra[@]}" TMPDIR="$scratch" LSAN_OPTIONS=suppressions=Fuzz/lsan.supp SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 \
  "$binary" "${options[@]}" "$work" "Fuzz/$harness/corpus"
