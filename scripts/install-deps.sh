#!/usr/bin/env bash
# Installs what Encore needs and the machine lacks: Debian packages (libvips for images,
# Chromium and Korean fonts for browser tests, PostgreSQL for the database tests) and a Python
# virtual environment with the browser-test tools. Safe to run again: it only adds what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libvips-dev chromium fonts-nanum postgresql)
python3 -c 'import venv, ensurepip' 2>/dev/null || packages+=(python3-venv)

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

if [ "${1:-}" = "--with-python" ]; then
  if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
  if ! .venv/bin/python -c 'import playwright, pytest' 2>/dev/null || \
     ! cmp -s Tests/browser/requirements.txt .venv/.requirements 2>/dev/null; then
    .venv/bin/pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt
    cp Tests/browser/requirements.txt .venv/.requirements
  fi
fi
