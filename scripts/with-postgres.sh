#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server that this
# script creates in a temporary directory, starts on a free loopback port, and always removes.
# Usage: scripts/with-postgres.sh swift test --skip-build
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

dir=$(mktemp -d /tmp/encore-pg.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

# PostgreSQL refuses to run as root; as root, run the server as the postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/data/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/data -c fsync=off -c max_connections=1000" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
echo "Throwaway PostgreSQL on 127.0.0.1:$port"
"$@"
