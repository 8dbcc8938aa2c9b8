#!/usr/bin/env bash
# Makes release VERSION from a clean checkout: sets the one version
# (Sources/SegmentRender/Support/RendererVersion.swift, which --version, sidecars and the package
# artifacts read), turns CHANGELOG.md's Unreleased section into "## [VERSION] - DATE" (today, UTC)
# under a new empty Unreleased, names the new packages in the README's install lines, commits, builds the artifacts into dist/
# (scripts/package.sh) and makes the annotated tag vVERSION. Nothing is pushed.
#
#   ./scripts/release.sh 0.2.0
#   ./scripts/release.sh 0.2.0 --no-artifacts    # version, changelog, commit and tag only
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/release.sh VERSION [--no-artifacts]" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
version=$1
artifacts=true
if [ $# -eq 2 ]; then [ "$2" = "--no-artifacts" ] || usage; artifacts=false; fi
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] || { echo "release: '$version' is not MAJOR.MINOR.PATCH" >&2; exit 2; }
source=Sources/SegmentRender/Support/RendererVersion.swift
current=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$source")
[ -n "$current" ] || { echo "release: no version in $source" >&2; exit 1; }
if [ -n "$(git status --porcelain)" ]; then
  git status --short >&2
  echo "release: the checkout has changes (above); release from a clean tree" >&2
  exit 1
fi
if git rev-parse -q --verify "refs/tags/v$version" > /dev/null; then echo "release: the tag v$version exists already" >&2; exit 1; fi
newest=$(printf '%s\n%s\n' "$current" "$version" | sort -V | tail -1)
if [ "$version" = "$current" ] || [ "$newest" != "$version" ]; then
  echo "release: $version is not after the current version $current" >&2
  exit 1
fi
# The Unreleased section must say something: what a user reads about this release.
unreleased=$(awk '/^## \[Unreleased\]/ { on = 1; next } /^## \[/ { on = 0 } on && NF' CHANGELOG.md)
[ -n "$unreleased" ] || { echo "release: CHANGELOG.md's Unreleased section is empty; write what changed first" >&2; exit 1; }

date=$(date -u +%F)
sed -i "s/static let current = \"$current\"/static let current = \"$version\"/" "$source"
sed -i "0,/^## \[Unreleased\]\$/s//## [Unreleased]\n\n## [$version] - $date/" CHANGELOG.md
# The README's install lines name the packages by version.
sed -i "s/segment-render_${current}_amd64/segment-render_${version}_amd64/g; s/segment-render-${current}-linux/segment-render-${version}-linux/g" README.md
git add "$source" CHANGELOG.md README.md
git commit -q -m "Release $version"
if $artifacts; then ./scripts/package.sh; fi
git tag -a "v$version" -m "segment-render $version"
echo "release: v$version tagged ($(git rev-parse --short HEAD)); push with: git push origin HEAD v$version" >&2
