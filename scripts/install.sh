#!/usr/bin/env bash
# Builds the release executable and installs it as PREFIX/bin/segment-render (default PREFIX:
# /usr/local), through sudo only when not root and the folder is not writable. Run
# scripts/setup.sh first: the executable links the system's libpng, FreeType, HarfBuzz,
# fontconfig, FriBidi and Nettle.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
swift build -c release >&2
mkdir -p "$prefix/bin" 2>/dev/null || true
sudo=""
if [ ! -w "$prefix/bin" ] && [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo install -m 755 .build/release/segment-render "$prefix/bin/segment-render"
echo "installed $prefix/bin/segment-render" >&2
