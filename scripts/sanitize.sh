#!/usr/bin/env bash
# The sanitizer step CI runs after the tests: the raster, animation, snapshot and file tests under
# AddressSanitizer, and the parallel paths (animate --jobs, snapshot, parallelMap, fonts opened in
# the background) under ThreadSanitizer, any report failing the run. Builds go to .build/asan and .build/tsan.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
export SWIFT_BACKTRACE=enable=no

swift build --build-tests --build-path .build/asan -Xswiftc -sanitize=address -Xcc -fsanitize=address
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 swift test --skip-build --build-path .build/asan \
  --filter "RasterTests|TimingCurveTests|AnimationPlanTests|AnimateCommandTests|CompareCommandTests|SnapshotCommandTests|MatrixTests|AssertGoldenSwiftTestingTests|AssertGoldenXCTestTests|HostileFileTests|HostileInputTests|TitleEffectTests|JSONParserTests|SnapshotAtScaleTests|HostileSnapshotTests|SnapshotCorrectnessTests|PinnedFontsTests|CompareAnimationTests|StreamsTests"

# The interrupt test stays out of the TSan run: ThreadSanitizer intercepts signals and delivers them
# only at its own synchronisation points, so a SIGINT can arrive after the render has finished.
swift build --build-tests --build-path .build/tsan -Xswiftc -sanitize=thread -Xcc -fsanitize=thread
TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --build-path .build/tsan \
  --filter "ParallelMapTests|FontSidesTests|DeferredFaceTests|AnimateCommandTests|CompareCommandTests|SnapshotCommandTests|MatrixTests|SnapshotAtScaleTests|AtomicFileTests"
