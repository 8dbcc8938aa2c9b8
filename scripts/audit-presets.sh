#!/usr/bin/env bash
# Audits every preset in light, dark, right-to-left, at AX5 and in en-XA and prints the README's table: per
# variant, how many findings each rule made (errors, then warnings marked "w"). Presets reproduce
# their libraries' defaults, so what they fail is information about those defaults.
#
#   ./scripts/audit-presets.sh          # uses SEGMENT_RENDER, else the release build
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${SEGMENT_RENDER:-.build/release/segment-render}
if [ ! -x "$bin" ]; then swift build -c release >&2; fi
echo "| preset | light | dark | rtl | AX5 | en-XA |"
echo "|---|---|---|---|---|---|"
for preset in $("$bin" presets | awk 'NF { print $1 }'); do
  row="| \`$preset\`"
  for variant in "" "--appearance dark" "--direction rtl" "--content-size AX5" "--locale en-XA"; do
    # shellcheck disable=SC2086
    cell=$("$bin" audit --preset "$preset" $variant --json - 2> /dev/null | python3 -c '
import collections, json, sys
findings = json.load(sys.stdin)["findings"]
counts = collections.Counter((f["rule"], f["severity"]) for f in findings)
cells = [f"{n} {rule}" + (" (w)" if severity == "warning" else "") for (rule, severity), n in sorted(counts.items(), key=lambda k: (k[0][1], k[0][0]))]
print(", ".join(cells) or "clean")') || true
    row="$row | $cell"
  done
  echo "$row |"
done
