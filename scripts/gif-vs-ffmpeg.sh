#!/usr/bin/env bash
# Benchmark: our GIFs against ffmpeg's two-pass palette (palettegen, then paletteuse), on the same
# frames — size, time and how close each plays to our PNG frames (colour-science's CIEDE2000 on
# Pillow's frames, through scripts/reference-compare.py). ffmpeg plays no part in the tool or its
# tests: install it for this comparison only (apt-get install ffmpeg).
#
#   ./scripts/gif-vs-ffmpeg.sh [PRESET…]     default: the demo, jx-gradient-mask and jx-image
#
# Times are medians of 5 runs: ours is a whole `animate --gif` process (rendering included),
# ffmpeg's encodes the PNG frames already written.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v ffmpeg >/dev/null || { echo "gif-vs-ffmpeg: ffmpeg is needed for this comparison (apt-get install ffmpeg)" >&2; exit 1; }
[ -x .venv-reference/bin/python ] || { echo "gif-vs-ffmpeg: run scripts/setup.sh --tests first (.venv-reference)" >&2; exit 1; }
bin=${SEGMENT_RENDER:-.build/release/segment-render}
[ -x "$bin" ] || swift build -c release >&2
presets=("$@")
((${#presets[@]})) || presets=(demo jx-gradient-mask jx-image)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
millis() { local start end; start=$(date +%s%N); "$@" > /dev/null 2>&1; end=$(date +%s%N); echo $(((end - start) / 1000)); }

printf '%-18s %-7s %8s %9s %12s %10s\n' animation encoder bytes "ms" "worst share" "largest ΔE"
for preset in "${presets[@]}"; do
  source=(--preset "$preset")
  [ "$preset" = demo ] && source=()
  args=(animate "${source[@]}" --from 0 --to 2 --duration 0.5 --fps 30)
  mkdir -p "$scratch/$preset/ours" "$scratch/$preset/ffmpeg"
  "$bin" "${args[@]}" -o "$scratch/$preset/ours" --gif "$scratch/$preset/ours/anim.gif" 2> /dev/null
  cp "$scratch/$preset/ours"/frame_*.png "$scratch/$preset/ffmpeg/"
  ffmpeg_gif() {
    ffmpeg -v error -y -framerate 30 -i "$scratch/$preset/ffmpeg/frame_%04d.png" \
      -filter_complex "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$scratch/$preset/ffmpeg/anim.gif"
  }
  ours_ms=$(for _ in 1 2 3 4 5; do millis "$bin" "${args[@]}" --gif "$scratch/$preset/ours/anim.gif"; done | median)
  ffmpeg_ms=$(for _ in 1 2 3 4 5; do millis ffmpeg_gif; done | median)
  read -r _ _ _ _ ours_share ours_largest < <(.venv-reference/bin/python scripts/reference-compare.py gif "$scratch/$preset/ours" 2> /dev/null)
  read -r _ _ _ _ ffmpeg_share ffmpeg_largest < <(.venv-reference/bin/python scripts/reference-compare.py gif "$scratch/$preset/ffmpeg" 2> /dev/null)
  for who in ours ffmpeg; do
    ms=${who}_ms share=${who}_share largest=${who}_largest
    printf '%-18s %-7s %8d %9.1f %11.2f%% %10.1f\n' "$preset" "$who" "$(stat -c %s "$scratch/$preset/$who/anim.gif")" \
      "$(echo "${!ms} / 1000" | bc -l)" "$(echo "${!share} * 100" | bc -l)" "${!largest}"
  done
done
