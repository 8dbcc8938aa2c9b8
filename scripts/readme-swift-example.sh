#!/usr/bin/env bash
# Builds the snapshot-testing guide's "From Swift" example as a new user would make it — its Package.swift lines,
# its test file, `design/tabs.json` and the folders the README says to make — against this
# checkout by path, runs its test twice (recording, then passing), and fails on any warning the
# build prints about the example or about our own sources. CI runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/app"
tests="$app/Tests/TabsTests"  # the test target's folder
mkdir -p "$tests"
# The guide's code blocks: the first swift block after "## From Swift" is Package.swift's lines,
# the second the test file.
python3 - "$root/docs/snapshot-testing.md" "$app" <<'PY'
import re, sys, pathlib
readme, app = pathlib.Path(sys.argv[1]).read_text(), pathlib.Path(sys.argv[2])
section = readme.split("## From Swift", 1)[1]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
manifest, test = blocks[0], blocks[1]
deps = re.search(r"dependencies: \[\.package\(.*?\)\],", manifest).group(0)
deps = re.sub(r'path: "[^"]*"', 'path: "%s"' % pathlib.Path(sys.argv[1]).resolve().parent.parent, deps)
targets = manifest[manifest.index("targets:"):]
(app / "Package.swift").write_text(
    "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"app\",\n    " + deps + "\n    "
    + targets.rstrip().rstrip(",") + "\n)\n")
(app / "Tests" / "TabsTests" / "TabsTests.swift").write_text(test)
PY
# What the README says to make before the first run.
mkdir -p "$tests/__Goldens__" "$tests/design"
printf '{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Three"]}\n' > "$tests/design/tabs.json"
log="$work/build.log"
status=0
# A developer's first run records (on CI recording is refused, as it should be: not here).
(cd "$app" && env -u CI SEGMENT_RENDER_RECORD=missing swift test) > "$log" 2>&1 || status=$?
if grep -E "warning:" "$log" | grep -E "'app'|$tests|$root/(Sources|Tests)/" >&2; then
  echo "readme-swift-example: the example's build warns (above)" >&2
  exit 1
fi
# The first run records (assertGolden fails a recording), the second passes — with CI as it is.
(cd "$app" && swift test) >> "$log" 2>&1 || { tail -30 "$log" >&2; echo "readme-swift-example: the second run failed" >&2; exit 1; }
ls "$tests/__Goldens__" | sed 's/^/readme-swift-example: recorded /'
echo "readme-swift-example: built without warnings; recorded, then passed (first run exit $status)"
