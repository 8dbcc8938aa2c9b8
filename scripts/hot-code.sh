#!/usr/bin/env bash
# Writes Linking/hot-code.txt: the functions of our executable that its common start-ups run, for
# the release link to place together (see Linking/README.md). Run it after changes that move the
# start-up path; a stale list only places some functions less well, it never breaks a build.
#
# Each command runs once under callgrind (valgrind), which names every function it executed;
# those that are the executable's own code are kept, ours first, then the standard library and
# runtime, then Foundation. Needs valgrind and a release build (made here).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug information swiftc writes.
cp .build/release/segment-render "$work/segment-render"
strip --strip-debug "$work/segment-render"
run=0
while IFS= read -r arguments; do
    run=$((run + 1))
    # shellcheck disable=SC2086  # each line is a command's words
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/calls.$run" \
        "$work/segment-render" $arguments >/dev/null 2>&1
done <<COMMANDS
--version
render examples/demo.json -o $work/demo.png
render --preset uikit13 --appearance dark -o $work/uikit13.png
render --preset jx-zoom-stroke --progress 0.5 -o $work/jx.png
layout examples/demo.json
animate --from 0 --to 4 --fps 10 --duration 0.2 -o $work/frames
COMMANDS
grep -h -E '^c?fn=\([0-9]+\) ' "$work"/calls.* | sed -E 's/^c?fn=\([0-9]+\) //' | sort -u >"$work/ran"
nm "$work/segment-render" | awk '$2 == "t" || $2 == "T" { print $3 }' | sort -u >"$work/code"
comm -12 "$work/ran" "$work/code" | awk '
    /^\$s(6Raster|13SegmentRender|10render_cli|21SegmentRenderSnapshot)/ { print 0, $0; next }
    /^(\$s10Foundation|\$s20FoundationEssentials|\$s26FoundationInternationalization|_?_?CF)/ { print 2, $0; next }
    { print 1, $0 }' | sort -k1,1n -k2,2 | cut -d' ' -f2- >Linking/hot-code.txt
echo "Linking/hot-code.txt: $(wc -l <Linking/hot-code.txt) functions"
