#!/usr/bin/env bash
# The fresh-machine install test: a Debian 12 root made with mmdebstrap (--variant=apt: nothing
# but apt), the release .deb installed in it with `apt-get install ./…deb` (everything else from
# Debian alone), then as a user would: --version, the demo render (pixel-identical to the build
# tree's), a three-entry snapshot manifest (record, pass, then a failure naming what changed),
# `audit --preset uikit13`, `animate --gif`, and `preview` started and fetched on loopback. Then the
# same with the tarball in a second root where only the .deb's Depends (and Recommends) are
# installed. Needs root (chroot), network access to a Debian mirror, and dist/ from
# scripts/package.sh; ./scripts/setup.sh --release installs mmdebstrap.
#
#   ./scripts/install-test.sh            # both
#   ./scripts/install-test.sh deb        # or: tarball
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "install-test: needs root (it chroots into the fresh Debian root)" >&2; exit 1; }
command -v mmdebstrap >/dev/null || { echo "install-test: mmdebstrap is missing (./scripts/setup.sh --release installs it)" >&2; exit 1; }
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SegmentRender/Support/RendererVersion.swift)
deb=dist/segment-render_${version}_amd64.deb
tarball=dist/segment-render-$version-linux-x86_64.tar.gz
[ -f "$deb" ] && [ -f "$tarball" ] || { echo "install-test: $deb or $tarball is missing; run scripts/package.sh" >&2; exit 1; }
host=${SEGMENT_RENDER:-.build/release/segment-render}
[ -x "$host" ] || { echo "install-test: $host is missing (the build tree's binary, to compare pixels with)" >&2; exit 1; }
forms=("${@:-deb tarball}")
read -r -a forms <<< "${forms[*]}"

work=$(mktemp -d)
mounted=()
cleanup() {
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "install-test ($form): $*" >&2; exit 1; }

# Runs the checks inside ROOT, with the command at BIN (a path inside the root).
check() {
  local root=$1 bin=$2
  local in="chroot $root"
  $in "$bin" --version | grep -qx "segment-render $version" || fail "--version does not print $version"
  # The demo, pixel-identical to the build tree's render.
  $in sh -c "cd /tmp && $bin render -o /tmp/demo.png" 2> /dev/null || fail "render failed"
  "$host" render -o "$work/demo-host.png" 2> /dev/null
  "$host" compare "$work/demo-host.png" "$root/tmp/demo.png" > /dev/null || fail "the demo differs from the build tree's"
  # A snapshot manifest of three entries: recorded, passing, then one failing with attribution
  # after its config changed (a thicker indicator moves the titles).
  mkdir -p "$root/tmp/snap"
  echo '{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorHeight": 3}' > "$root/tmp/snap/tabs.json"
  cat > "$root/tmp/snap/manifest.json" <<'JSON'
{"goldens": "goldens", "entries": [
  {"config": "tabs.json", "states": [1]},
  {"preset": "uikit13", "states": [0]},
  {"preset": "m3-primary", "states": [2]}
]}
JSON
  set +e
  # CI is set where this runs (and inherited by the chroot): recording must be asked for.
  $in sh -c "cd /tmp/snap && $bin snapshot manifest.json --record missing --allow-record-on-ci" > "$work/record.txt" 2>&1
  set -e
  grep -q "3 recorded" "$work/record.txt" || { cat "$work/record.txt" >&2; fail "recording the manifest failed"; }
  $in sh -c "cd /tmp/snap && $bin snapshot manifest.json" > "$work/pass.txt" 2>&1 || { cat "$work/pass.txt" >&2; fail "the recorded manifest does not pass"; }
  sed -i 's/"selectionIndicatorHeight": 3/"selectionIndicatorHeight": 6/' "$root/tmp/snap/tabs.json"
  set +e
  $in sh -c "cd /tmp/snap && $bin snapshot manifest.json --artifacts report" > "$work/fail.txt" 2>&1
  local status=$?
  set -e
  [ $status -eq 1 ] || { cat "$work/fail.txt" >&2; fail "a changed config exited $status, not 1"; }
  grep -q "in indicator (stripe)" "$work/fail.txt" && grep -q "segment 0 title: y 10 → 11 pt" "$work/fail.txt" \
    || { cat "$work/fail.txt" >&2; fail "the failure does not say what changed"; }
  [ -f "$root/tmp/snap/report/index.html" ] || fail "no report"
  # The audit, an animation, and the preview.
  set +e
  $in "$bin" audit --preset uikit13 > "$work/audit.txt" 2>&1
  status=$?
  set -e
  [ $status -le 1 ] && grep -q "^audit: " "$work/audit.txt" || { cat "$work/audit.txt" >&2; fail "audit --preset uikit13 did not finish ($status)"; }
  $in sh -c "cd /tmp && $bin animate --from 0 --to 2 --gif /tmp/demo.gif" 2> /dev/null || fail "animate --gif failed"
  head -c 6 "$root/tmp/demo.gif" | grep -q GIF89a || fail "animate --gif wrote no GIF"
  local port=$((20000 + RANDOM % 20000))
  $in "$bin" preview --port "$port" > "$work/preview.txt" 2>&1 &
  local server=$!
  local fetched=false
  for _ in $(seq 1 50); do
    if curl -sf "http://127.0.0.1:$port/render.png" -o "$work/preview.png"; then fetched=true; break; fi
    sleep 0.2
  done
  kill "$server" 2> /dev/null || true
  wait "$server" 2> /dev/null || true
  $fetched || { cat "$work/preview.txt" >&2; fail "preview did not answer on loopback"; }
  "$host" compare "$work/demo-host.png" "$work/preview.png" > /dev/null || fail "the preview's picture differs from render's"
}

# A fresh Debian 12 root with /proc mounted.
fresh_root() {
  local root=$1
  mmdebstrap --quiet --variant=apt bookworm "$root" > /dev/null
  mount -t proc proc "$root/proc"
  mounted+=("$root/proc")
}

for form in "${forms[@]}"; do
  start=$(date +%s)
  root=$work/root-$form
  fresh_root "$root"
  case $form in
    deb)
      cp "$deb" "$root/tmp/"
      chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/$(basename "$deb")" > "$work/apt.txt" 2>&1 \
        || { tail -20 "$work/apt.txt" >&2; fail "apt-get install of the .deb failed"; }
      check "$root" /usr/bin/segment-render
      for file in /usr/share/man/man1/segment-render.1.gz /usr/share/bash-completion/completions/segment-render \
        /usr/share/zsh/vendor-completions/_segment-render /usr/share/fish/vendor_completions.d/segment-render.fish; do
        [ -s "$root$file" ] || fail "the package does not install $file"
      done
      ;;
    tarball)
      # Only what the .deb depends on and recommends, named from its control file.
      needs=$(dpkg-deb -f "$deb" Depends Recommends | sed 's/^[A-Za-z]*: //; s/([^)]*)//g; s/,/ /g' | tr '\n' ' ')
      # shellcheck disable=SC2086
      chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $needs" > "$work/apt.txt" 2>&1 \
        || { tail -20 "$work/apt.txt" >&2; fail "installing the Depends failed"; }
      tar -xzf "$tarball" -C "$root/opt"
      check "$root" "/opt/segment-render-$version-linux-x86_64/bin/segment-render"
      ;;
    *) echo "usage: scripts/install-test.sh [deb] [tarball]" >&2; exit 2 ;;
  esac
  echo "install-test ($form): a fresh Debian 12 installs it and it renders, snapshots, audits, animates and previews ($(($(date +%s) - start)) s)"
done
