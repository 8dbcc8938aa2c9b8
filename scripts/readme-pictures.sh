#!/usr/bin/env bash
# Regenerates every picture the README shows, each from the command written on its `picture` line
# below (FILE is where the picture goes), PNGs compressed `small` for git. The tests read these
# lines too (ReadmePicturesTests): every picture in the README has one, and each file in docs/
# equals what its command renders on a fresh checkout (a PNG as decoded pixels, a GIF byte for
# byte). Animations are GIFs, which every viewer plays; those whose control is translucent or has
# soft rounded corners (uikit13's and uikit26's tracks, BetterSegmentedControl) stay APNGs, since a GIF would have
# to flatten their soft edges onto one page colour.
#
#   ./scripts/readme-pictures.sh            # every picture
#   ./scripts/readme-pictures.sh docs/hm-e4.png docs/demo.png
#   ./scripts/readme-pictures.sh --list     # each picture and its command, tab-separated; nothing run
#
# Uses SEGMENT_RENDER when set, else the release build (building it when missing). The snapshot
# report's screenshot needs Chromium (scripts/setup.sh --tests installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
list=false
if [ "${1:-}" = "--list" ]; then list=true; shift; fi
bin=${SEGMENT_RENDER:-.build/release/segment-render}
if ! $list; then
  if [ ! -x "$bin" ]; then swift build -c release >&2; fi
  bin=$(realpath "$bin")
fi
wanted=("$@")

picture() {
  local out=$1
  shift
  if $list; then printf '%s\t%s\n' "$out" "$*"; return; fi
  if ((${#wanted[@]})) && [[ ! " ${wanted[*]} " == *" $out "* ]]; then return; fi
  local args=()
  for a in "$@"; do args+=("${a/#FILE/$out}"); done
  if [[ $out == *.png ]]; then "$bin" "${args[@]}" --png-compression small; else "$bin" "${args[@]}"; fi
}

picture docs/demo.png                       render -o FILE
picture docs/chinese-bottom.png             render examples/chinese-bottom.json -o FILE
picture docs/hm-e0.png                      render examples/hm-e0.json -o FILE
picture docs/hm-e2.png                      render examples/hm-e2.json -o FILE
picture docs/hm-e3.png                      render examples/hm-e3.json -o FILE
picture docs/hm-e4.png                      render examples/hm-e4.json --selected 2 -o FILE
picture docs/hm-e5.png                      render examples/hm-e5.json -o FILE
for name in hm-default hx title-bar qq-segmentbar uikit7 uikit13 uikit26 uikit26-pressed bsc bsc-dragging parchment parchment-wheel pagingkit-overlay pagingkit-underline tabman-line tabman-chevron tabman-blur tabman-images segmentio m3-primary m3-primary-icons m3-secondary m3-scrollable m3-segmented-buttons m3-pressed \
            jx-line-lengthen jx-pill-line jx-gradient-mask jx-dot-line jx-triangle jx-image jx-zoom-stroke jx-rainbow; do
  picture docs/preset-$name.png             render --preset $name -o FILE
done
picture docs/preset-qq-dock-landscape.png   render --preset qq-dock-landscape --scale 1 -o FILE
picture docs/preset-qq-dock-portrait.png    render --preset qq-dock-portrait --scale 1 -o FILE
for name in jx-line-lengthen jx-pill-line jx-gradient-mask jx-dot-line jx-triangle jx-image jx-zoom-stroke jx-rainbow; do
  picture docs/animation-$name.gif          animate --preset $name --from 0 --to 2 --duration 0.5 --fps 30 --gif FILE
done
picture docs/animation-jx-line-lengthen-sheet.png animate --preset jx-line-lengthen --from 0 --to 2 --duration 0.4 --fps 20 --sheet FILE
picture docs/state-m3-primary-dark.png     render --preset m3-primary --appearance dark -o FILE
picture docs/animation-m3-primary.gif      animate --preset m3-primary --from 0 --to 2 --fps 30 --gif FILE
picture docs/animation-m3-ripple.gif       animate --preset m3-pressed --press 1@140,30 --press-release 0.12 --press-from 0 --press-to 0.45 --fps 30 --gif FILE
picture docs/state-m3-primary-icons-dark-progress.png render --preset m3-primary-icons --appearance dark --progress 0.5 -o FILE
picture docs/state-m3-segmented-buttons-dark.png render --preset m3-segmented-buttons --appearance dark -o FILE
picture docs/animation-m3-segmented-buttons.gif animate --preset m3-segmented-buttons --from 1 --to 2 --fps 30 --gif FILE
picture docs/animation-m3-scrollable.gif   animate --preset m3-scrollable --progress-from 2 --progress-to 4 --duration 0.8 --fps 20 --curve linear --gif FILE
picture docs/state-uikit13-backdrop.png    render --preset uikit13 --backdrop builtin:backdrop-dusk -o FILE
picture docs/state-bsc-dark-progress.png  render --preset bsc --appearance dark --progress 1.5 -o FILE
picture docs/animation-bsc.png             animate --preset bsc --from 1 --to 3 --fps 30 --apng FILE
picture docs/animation-bsc-release.png     animate --preset bsc-dragging --release --fps 30 --apng FILE
picture docs/state-parchment-dark-progress.png render --preset parchment --appearance dark --progress 2.5 -o FILE
picture docs/animation-parchment-wheel.gif animate --preset parchment-wheel --progress-from 0 --progress-to 3 --duration 0.8 --fps 20 --curve linear --gif FILE
picture docs/state-pagingkit-overlay-dark-progress.png render --preset pagingkit-overlay --appearance dark --progress 1.5 -o FILE
picture docs/animation-pagingkit-overlay.gif animate --preset pagingkit-overlay --progress-from 0 --progress-to 3 --duration 0.8 --fps 20 --curve linear --gif FILE
picture docs/animation-pagingkit-underline.gif animate --preset pagingkit-underline --progress-from 0 --progress-to 2 --duration 0.6 --fps 20 --curve linear --gif FILE
picture docs/state-tabman-line-dark-progress.png render --preset tabman-line --appearance dark --progress 2.5 -o FILE
picture docs/animation-tabman-line.gif     animate --preset tabman-line --progress-from 0 --progress-to 6 --duration 1.2 --fps 20 --curve linear --gif FILE
picture docs/animation-tabman-chevron-overscroll.gif animate --preset tabman-chevron --progress-from 3.5 --progress-to 3 --duration 0.4 --fps 30 --curve easeOut --gif FILE
picture docs/animation-tabman-blur.png     animate --preset tabman-blur --from 0 --to 3 --fps 30 --apng FILE
picture docs/state-segmentio-images-pressed.png render examples/segmentio/image-over-label.json --press 2 -o FILE
picture docs/animation-segmentio.gif       animate --preset segmentio --progress-from 0 --progress-to 5 --duration 1 --fps 20 --curve linear --gif FILE
picture docs/state-uikit26-pressed-dark.png render --preset uikit26-pressed --selected 1 --press 1 --appearance dark -o FILE
picture docs/animation-uikit26-press.png   animate --preset uikit26-pressed --press-from 0 --press-to 0.4 --fps 30 --apng FILE
picture docs/animation-uikit26.png         animate --preset uikit26 --from 0 --to 2 --fps 30 --apng FILE
picture docs/state-badges-hm.png            render examples/badges/hm.json -o FILE
picture docs/state-badges-uikit13.png       render examples/badges/uikit13.json -o FILE
picture docs/state-badges-material3.png     render examples/badges/material3.json -o FILE
picture docs/state-rtl-hm.png               render examples/rtl/hm.json -o FILE
picture docs/animation-rtl-jx.gif           animate examples/rtl/jx.json --from 0 --to 2 --duration 0.5 --fps 30 --gif FILE
picture docs/state-light.png                render --preset jx-pill-line -o FILE
picture docs/state-dark.png                 render --preset jx-pill-line --appearance dark -o FILE
for size in L AX1 AX3 AX5; do
  picture docs/state-uikit13-$size.png      render --preset uikit13 --content-size $size -o FILE
done
picture docs/state-disabled.png             render examples/disabled.json -o FILE
picture docs/state-pressed-uikit13.png      render --preset uikit13 --press 1 -o FILE
picture docs/state-pressed-uikit7.png       render --preset uikit7 --press 2 -o FILE
picture docs/state-en-XA.png                render --preset hm-default --locale en-XA -o FILE
picture docs/state-ar-XB.png                render --preset hm-default --locale ar-XB -o FILE
picture docs/audit-overlay.png              audit --preset uikit13 --rules text-size --overlay FILE
picture docs/animation-demo.gif             animate --from 0 --to 4 --duration 0.6 --fps 30 --curve easeInEaseOut --gif FILE
picture docs/animation-uikit13.png          animate --preset uikit13 --from 0 --to 2 --fps 30 --apng FILE
picture docs/animation-title-bar-sheet.png  animate --preset title-bar --from 0 --to 4 --fps 60 --sheet FILE
picture docs/animation-demo-onion.png       animate --from 0 --to 4 --duration 0.6 --fps 30 --curve easeInEaseOut --onion FILE
picture docs/svg-uikit13.svg                render --preset uikit13 --svg FILE
picture docs/curves-jx-line-lengthen.svg    animate --preset jx-line-lengthen --from 0 --to 2 --curves-plot FILE

if $list; then printf '%s\t%s\n' docs/preview.png "(the preview page, as the browser check leaves it)"; fi

# The snapshot report, as a browser shows it: a suite whose config changed since its goldens (a
# title renamed, the indicator recoloured and thickened), each failure with its attribution lines.
if $list; then printf '%s\t%s\n' docs/snapshot-review.png "(a browser's screenshot of snapshot review)"; fi
if $list; then printf '%s\t%s\n' docs/snapshot-report.png "(a browser's screenshot of a snapshot report)"; exit 0; fi
if ((${#wanted[@]} == 0)) || [[ " ${wanted[*]} " == *" docs/snapshot-report.png "* ]]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  echo '{"width": 320, "height": 44, "sectionTitles": ["Trending", "News", "Library"]}' > "$scratch/tabs.json"
  echo '{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [0, 1]}, {"preset": "hx", "states": [0]}]}' > "$scratch/snapshots.json"
  (cd "$scratch" && "$bin" snapshot snapshots.json --record missing > /dev/null 2>&1) || true
  echo '{"width": 320, "height": 44, "sectionTitles": ["Trending", "News", "Saved"], "selectionIndicatorColor": "#E53935", "selectionIndicatorHeight": 4}' > "$scratch/tabs.json"
  (cd "$scratch" && "$bin" snapshot snapshots.json --artifacts art > /dev/null 2>&1) || true
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1000 --user-data-dir="$scratch/profile" \
    --screenshot="$scratch/report.png" "file://$scratch/art/index.html" 2> /dev/null
  "$bin" compare "$scratch/report.png" "$scratch/report.png" > /dev/null   # a readable PNG
  cp "$scratch/report.png" docs/snapshot-report.png
fi

# The review page of the same suite's failures (snapshot review), on the first: what changed,
# expected, actual and diff, and the wipe half-way.
if ((${#wanted[@]} == 0)) || [[ " ${wanted[*]} " == *" docs/snapshot-review.png "* ]]; then
  scratch=$(mktemp -d)
  trap 'kill "$server" 2> /dev/null; rm -rf "$scratch"' EXIT
  echo '{"width": 320, "height": 44, "sectionTitles": ["Trending", "News", "Library"]}' > "$scratch/tabs.json"
  echo '{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [0, 1]}, {"preset": "hx", "states": [0]}]}' > "$scratch/snapshots.json"
  (cd "$scratch" && "$bin" snapshot snapshots.json --record missing > /dev/null 2>&1) || true
  echo '{"width": 320, "height": 44, "sectionTitles": ["Trending", "News", "Saved"], "selectionIndicatorColor": "#E53935", "selectionIndicatorHeight": 4}' > "$scratch/tabs.json"
  (cd "$scratch" && "$bin" snapshot snapshots.json --results r.json > /dev/null 2>&1) || true
  (cd "$scratch" && exec "$bin" snapshot review snapshots.json --results r.json --port 0 > url.txt 2> /dev/null) &
  server=$!
  for _ in $(seq 50); do grep -q http "$scratch/url.txt" && break; sleep 0.1; done
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,900 --virtual-time-budget=3000 \
    --user-data-dir="$scratch/profile" --screenshot="$scratch/review.png" "$(sed -n 's/review: //p' "$scratch/url.txt")" 2> /dev/null
  kill -INT "$server"
  "$bin" compare "$scratch/review.png" "$scratch/review.png" > /dev/null   # a readable PNG
  cp "$scratch/review.png" docs/snapshot-review.png
fi

# The preview page, as scripts/preview-check.py leaves it after its checks (state 1 at 2x, the
# layout overlay on): the same browser run the tests make.
if ((${#wanted[@]} == 0)) || [[ " ${wanted[*]} " == *" docs/preview.png "* ]]; then
  scratch=$(mktemp -d)
  trap 'kill "$server" 2> /dev/null; rm -rf "$scratch"' EXIT
  echo '{"width": 300, "height": 44, "backgroundColor": "#FFFFFF", "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorLocation": "bottom", "selectionIndicatorColor": "#1F6FEB", "selectedTitleTextAttributes": {"color": "#1F6FEB", "fontWeight": "semibold"}}' > "$scratch/tabs.json"
  "$bin" render "$scratch/tabs.json" -o "$scratch/reference.png" 2> /dev/null
  (cd "$scratch" && exec "$bin" preview tabs.json --port 0 > url.txt 2> /dev/null) &
  server=$!
  for _ in $(seq 50); do grep -q http "$scratch/url.txt" && break; sleep 0.1; done
  python3=/usr/bin/python3
  "$python3" scripts/preview-check.py browser "$(sed -n 's/preview: //p' "$scratch/url.txt")" "$scratch/tabs.json" "$scratch/reference.png" "$scratch/page.png" > /dev/null
  cp "$scratch/page.png" docs/preview.png
fi
