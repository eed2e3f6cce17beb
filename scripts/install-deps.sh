#!/usr/bin/env bash
# Installs what Encore needs and the machine lacks. Safe to run again: it only adds what is missing.
#   scripts/install-deps.sh run   — to build and serve: pkg-config, zlib, libvips and ICU headers, and
#                                   the Korean font the link preview cards are drawn with (fonts-nanum)
#   scripts/install-deps.sh test  — also Chromium, emoji fonts (browser tests), PostgreSQL
#                                   (database tests) and a .venv with the Python test tools
#                                   and nginx (the cluster's load test)
#   scripts/install-deps.sh bench — the tools benchmarks compare against: wrk, nginx, ImageMagick,
#                                   the libvips command-line tools, PostgreSQL (the cluster), perf
#                                   (where a slow route's CPU goes), and the same .venv
#                                   (bench/rooms.py's WebSocket client)
set -euo pipefail
cd "$(dirname "$0")/.."
purpose=${1:-run}

packages=(pkg-config zlib1g-dev libvips-dev libicu-dev fonts-nanum)
if [ "$purpose" = test ]; then
  packages+=(chromium fonts-noto-color-emoji postgresql nginx-light)
fi
if [ "$purpose" = bench ]; then
  packages+=(wrk nginx-light imagemagick libvips-tools postgresql linux-perf)
fi
if [ "$purpose" = test ] || [ "$purpose" = bench ]; then
  python3 -c 'import venv, ensurepip' 2>/dev/null || packages+=(python3-venv)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The .venv with the pinned Python tools (Tests/browser/requirements.txt): the browser tests, and
# the WebSocket client of bench/rooms.py (make bench, make test-cluster).
python_venv() {
  [ -x .venv/bin/python ] || python3 -m venv .venv
  # Reinstall only when the pinned requirements changed since the last install.
  if ! cmp -s Tests/browser/requirements.txt .venv/.requirements; then
    .venv/bin/pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt
    cp Tests/browser/requirements.txt .venv/.requirements
  fi
}
if [ "$purpose" = test ] || [ "$purpose" = bench ]; then
  python_venv
fi
