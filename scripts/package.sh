#!/usr/bin/env bash
# Makes the release artifacts in dist/ from the current checkout:
#   segment-render_VERSION_amd64.deb                  for `apt-get install ./…deb` on Debian 12
#   segment-render-VERSION-linux-x86_64.tar.gz        the same files for unpacking anywhere
# Both hold the stripped binary, its man page (help --man) and bash, zsh and fish completions
# (help --completions SHELL), the README and the changelog.
#   segment-render-VERSION-linux-x86_64.debug         the debug info split off the binary (symbolicating crash reports)
#   SHA256SUMS
# VERSION is the one in Sources/SegmentRender/Support/RendererVersion.swift. The binary is built
# with -c release, without the $ORIGIN run path, its debug info split off and linked by
# .gnu_debuglink. The .deb's Depends are the shared libraries dpkg-shlibdeps finds in the binary
# plus the fonts of the default chain and Roboto; Recommends names libmicrohttpd12, which only
# `preview` opens. Every file's time is SOURCE_DATE_EPOCH (default: the last commit's), owners
# are root and archives are sorted, so the same commit gives the same bytes.
#
#   ./scripts/package.sh                 # build, then package
#   SEGMENT_RENDER=path ./scripts/package.sh   # package an already built binary
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SegmentRender/Support/RendererVersion.swift)
[ -n "$version" ] || { echo "package: no version in Sources/SegmentRender/Support/RendererVersion.swift" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps objcopy strip; do
  command -v "$tool" >/dev/null || { echo "package: $tool is missing (./scripts/setup.sh --release installs it)" >&2; exit 1; }
done
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
export TZ=UTC LC_ALL=C.UTF-8

bin=${SEGMENT_RENDER:-}
if [ -z "$bin" ]; then
  swift build -c release --product segment-render --disable-local-rpath >&2
  bin=.build/release/segment-render
fi
if readelf -d "$bin" | grep -q RUNPATH; then
  echo "package: $bin has a run path; build it with --disable-local-rpath" >&2
  exit 1
fi

dist=dist
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$dist"
name=segment-render-$version-linux-x86_64
deb=segment-render_${version}_amd64.deb
rm -f "$dist/$deb" "$dist/$name.tar.gz" "$dist/$name.debug" "$dist/SHA256SUMS"

# The binary stripped, its debug info kept beside it.
objcopy --only-keep-debug "$bin" "$dist/$name.debug"
chmod 644 "$dist/$name.debug"
strip --strip-all -o "$work/segment-render" "$bin"
objcopy --add-gnu-debuglink="$dist/$name.debug" "$work/segment-render"
chmod 755 "$work/segment-render"

copyright() {
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: segment-render"
  echo
  echo "Files: *"
  echo "Copyright: the segment-render authors"
  if [ -f LICENSE ]; then
    echo "License: see below"
    sed 's/^$/./; s/^/ /' LICENSE
  else
    echo "License: none-granted"
    echo " No license has been chosen for segment-render yet: this package is for evaluation."
  fi
}

# The man page and completions, from the binary's own declarations.
"$work/segment-render" help --man > "$work/segment-render.1"
for shell in bash zsh fish; do "$work/segment-render" help --completions "$shell" > "$work/completion.$shell"; done

# The .deb.
root=$work/deb
install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/doc/segment-render" "$root/usr/share/man/man1" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d"
install -m 755 "$work/segment-render" "$root/usr/bin/segment-render"
gzip -9n < "$work/segment-render.1" > "$root/usr/share/man/man1/segment-render.1.gz"
install -m 644 "$work/completion.bash" "$root/usr/share/bash-completion/completions/segment-render"
install -m 644 "$work/completion.zsh" "$root/usr/share/zsh/vendor-completions/_segment-render"
install -m 644 "$work/completion.fish" "$root/usr/share/fish/vendor_completions.d/segment-render.fish"
copyright > "$root/usr/share/doc/segment-render/copyright"
gzip -9n < CHANGELOG.md > "$root/usr/share/doc/segment-render/changelog.gz"
install -m 644 README.md "$root/usr/share/doc/segment-render/README.md"
mkdir -p "$work/shlibs/debian"
printf 'Source: segment-render\n\nPackage: segment-render\nArchitecture: amd64\n' > "$work/shlibs/debian/control"
libraries=$(cd "$work/shlibs" && dpkg-shlibdeps -O "$root/usr/bin/segment-render" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || { echo "package: dpkg-shlibdeps found no libraries" >&2; exit 1; }
size=$(du -sk --apparent-size "$root/usr" | cut -f1)
cat > "$root/DEBIAN/control" <<EOF
Package: segment-render
Version: $version
Architecture: amd64
Maintainer: segment-render authors <segment-render@users.noreply.github.com>
Installed-Size: $size
Depends: $libraries, fonts-inter, fonts-noto-cjk, fonts-dejavu-core, fonts-roboto
Recommends: libmicrohttpd12
Section: graphics
Priority: optional
Description: renders segmented controls and paging title bars headlessly
 segment-render draws iOS and Android segmented controls and paging title
 bars (HMSegmentedControl, JXSegmentedView, UISegmentedControl, Material 3
 tabs and others) from a JSON config, without UIKit: one state, every state
 or an animation, as PNG, APNG, GIF, WebP or SVG. It golden-tests them from
 the shell and in CI, saying which element changed, and audits their
 accessibility.
EOF
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
find "$root" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group -Zxz --build "$root" "$dist/$deb" >/dev/null

# The tarball: the same binary, man page and completions, README, changelog and licence in one folder.
tree=$work/$name
install -d "$tree/bin" "$tree/share/man/man1" "$tree/share/completions"
install -m 755 "$work/segment-render" "$tree/bin/segment-render"
install -m 644 "$work/segment-render.1" "$tree/share/man/man1/segment-render.1"
install -m 644 "$work/completion.bash" "$tree/share/completions/segment-render.bash"
install -m 644 "$work/completion.zsh" "$tree/share/completions/_segment-render"
install -m 644 "$work/completion.fish" "$tree/share/completions/segment-render.fish"
install -m 644 README.md CHANGELOG.md "$tree/"
if [ -f LICENSE ]; then install -m 644 LICENSE "$tree/"; else copyright > "$tree/COPYRIGHT"; fi
find "$tree" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner --format=gnu \
  -C "$work" -cf - "$name" | gzip -9n > "$dist/$name.tar.gz"

(cd "$dist" && sha256sum "$deb" "$name.tar.gz" "$name.debug" > SHA256SUMS)
ls -l "$dist/$deb" "$dist/$name.tar.gz" "$dist/$name.debug" | awk '{ printf "package: %s (%d bytes)\n", $NF, $5 }' >&2
