#!/usr/bin/env bash
# Proves a release can be depended on by version: in a scratch clone of this checkout,
# scripts/release.sh makes the next minor release (version set, changelog dated, commit, annotated
# tag vVERSION; no artifacts), and a package that depends on a bare copy of that clone with
# `.package(url: "file://…", from: VERSION)` must resolve it (no unsafe build flags reach a
# versioned dependency), build in debug and in release, and pass a test that calls assertGolden
# against a golden this checkout's own `segment-render` drew. CI runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SegmentRender/Support/RendererVersion.swift)
[ -n "$version" ] || { echo "versioned-dependency: no version in Sources/SegmentRender/Support/RendererVersion.swift" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

next=$(echo "$version" | awk -F. '{ print $1 "." $2 + 1 ".0" }')
git clone --quiet . "$work/clone"
git -C "$work/clone" config user.name "release check"
git -C "$work/clone" config user.email "release-check@localhost"
(cd "$work/clone" && ./scripts/release.sh "$next" --no-artifacts)
clone_version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$work/clone/Sources/SegmentRender/Support/RendererVersion.swift")
[ "$clone_version" = "$next" ] || { echo "versioned-dependency: release.sh left the version at $clone_version" >&2; exit 1; }
grep -q "^## \[$next\] - $(date -u +%F)\$" "$work/clone/CHANGELOG.md" || { echo "versioned-dependency: CHANGELOG.md has no dated $next entry" >&2; exit 1; }
grep -q "segment-render_${next}_amd64.deb" "$work/clone/README.md" || { echo "versioned-dependency: the README's install lines do not name $next" >&2; exit 1; }
[ "$(git -C "$work/clone" cat-file -t "v$next")" = tag ] || { echo "versioned-dependency: v$next is not an annotated tag" >&2; exit 1; }
if (cd "$work/clone" && ./scripts/release.sh "$next" --no-artifacts 2> /dev/null); then
  echo "versioned-dependency: release.sh made $next twice" >&2
  exit 1
fi
version=$next
git clone --quiet --bare "$work/clone" "$work/segment-render.git"

consumer="$work/Consumer"
mkdir -p "$consumer/Sources/Tabs" "$consumer/Tests/TabsTests/__Goldens__"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$work/segment-render.git", from: "$version")],
    targets: [
        .target(name: "Tabs", dependencies: [.product(name: "SegmentRender", package: "segment-render")]),
        .testTarget(name: "TabsTests", dependencies: ["Tabs", .product(name: "SegmentRenderTesting", package: "segment-render")],
                    exclude: ["__Goldens__"]),
    ]
)
SWIFT
cat > "$consumer/Sources/Tabs/Tabs.swift" <<'SWIFT'
import SegmentRender

public enum Tabs {
    public static func control() throws -> Control { try Presets.load("hx") }
}
SWIFT
cat > "$consumer/Tests/TabsTests/TabsTests.swift" <<'SWIFT'
import SegmentRender
import SegmentRenderTesting
import Tabs
import Testing

@Test func hxMatchesTheGoldenTheCommandDrew() throws {
    let outcome = try assertGolden(try Tabs.control(), selection: .index(1), named: "hx-1", record: .never)
    guard case .passed = outcome else { Issue.record("expected a pass, got \(outcome)"); return }
}
SWIFT
swift build --product segment-render > /dev/null
"$(swift build --show-bin-path)/segment-render" render --preset hx --selected 1 -o "$consumer/Tests/TabsTests/__Goldens__/hx-1.png" 2> /dev/null

cd "$consumer"
echo "versioned dependency: resolving file://…/segment-render.git from: \"$version\""
swift package resolve
grep -o '"version" : "[^"]*"' Package.resolved | head -1
swift build 2>&1 | tail -1
swift build -c release 2>&1 | tail -1
swift test 2>&1 | grep -E "Test run with|passed|failed" | tail -2
echo "versioned dependency: resolves, builds in debug and release, and assertGolden passes"
