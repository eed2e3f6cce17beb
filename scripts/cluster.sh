#!/usr/bin/env bash
# Encore as it runs on several machines, on loopback: a throwaway PostgreSQL, N release instances
# sharing it (no ENCORE_SECRET: they agree on the one the first generates), and Debian's nginx with
# deploy/nginx/encore.conf in front. Everything it started stops when it exits.
#
#   scripts/cluster.sh [--instances N] [--port P]             serve until Ctrl-C (http://127.0.0.1:P; P=0: any)
#   scripts/cluster.sh [--instances N] [--port P] -- CMD …    run CMD against it, then stop
#
# CMD sees ENCORE_CLUSTER_URL (nginx), ENCORE_CLUSTER_INSTANCES ("port:pid" pairs),
# ENCORE_CLUSTER_DIR (logs, pid files), DATABASE_URL, and can restart an instance or PostgreSQL with
#   "$ENCORE_CLUSTER_DIR/restart-instance" PORT        and   "$ENCORE_CLUSTER_DIR/restart-postgres"
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

instances=2
port=8080
while [ $# -gt 0 ]; do
  case "$1" in
    --instances) instances=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/cluster.sh [--instances N] [--port P] [-- command …]" >&2; exit 2 ;;
  esac
done

binary=${ENCORE_BINARY:-$root/.build/release/encore}
[ -n "${ENCORE_BINARY:-}" ] || swift build -c release --product encore >/dev/null
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { echo "PostgreSQL is missing (make cluster installs it)" >&2; exit 1; }
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "nginx is missing (make cluster installs it)" >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

dir=$(mktemp -d /tmp/encore-cluster.XXXXXX)
chmod 755 "$dir"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
[ "$port" = 0 ] && port=$(free_port)  # --port 0: any free port (tests)

as_owner=()
if [ "$(id -u)" = 0 ]; then as_owner=(runuser -u postgres --); fi
mkdir -p "$dir/pg"
[ "$(id -u)" = 0 ] && chown postgres "$dir/pg"

pids=()
cleanup() {
  set +e
  [ -f "$dir/nginx/nginx.pid" ] && kill "$(cat "$dir/nginx/nginx.pid")" 2>/dev/null
  for pid_file in "$dir"/instance-*.pid; do [ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null; done
  sleep 1
  for pid_file in "$dir"/instance-*.pid; do [ -f "$pid_file" ] && kill -9 "$(cat "$pid_file")" 2>/dev/null; done
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/pg/data" -m fast -w stop >/dev/null 2>&1
  if [ -n "${KEEP_CLUSTER_DIR:-}" ]; then echo "cluster files kept in $dir"; else rm -rf "$dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# PostgreSQL
pg_port=$(free_port)
"${as_owner[@]}" "$bindir/initdb" -D "$dir/pg/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
pg_options="-c listen_addresses=127.0.0.1 -p $pg_port -k $dir/pg/data -c max_connections=300"
cat > "$dir/restart-postgres" <<SCRIPT
#!/usr/bin/env bash
# Restarts the cluster's PostgreSQL (fast shutdown: connections are cut, as in a real failover).
$(printf '%q ' "${as_owner[@]}") "$bindir/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/data/log" -m fast -w -o "$pg_options" restart >/dev/null
SCRIPT
chmod +x "$dir/restart-postgres"
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/data/log" -w -o "$pg_options" start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres?sslmode=disable"

# Instances: a data directory each, as on separate machines (uploads live in the database:
# ENCORE_UPLOAD_STORAGE's default with PostgreSQL; the directory holds only each one's image cache).
instance_env=(env "DATABASE_URL=$DATABASE_URL" "ENCORE_TRUSTED_PROXIES=127.0.0.1,::1"
  "ENCORE_PUBLIC_ORIGIN=http://127.0.0.1:$port"
  "MALLOC_ARENA_MAX=2" "LOG_LEVEL=${LOG_LEVEL:-warning}")
mkdir -p "$dir/data-migrate"
"${instance_env[@]}" "ENCORE_DATA_DIR=$dir/data-migrate" "$binary" migrate --yes >"$dir/migrate.log" 2>&1
start_instance() {
  local instance_port=$1
  mkdir -p "$dir/data-$instance_port"
  "${instance_env[@]}" "ENCORE_DATA_DIR=$dir/data-$instance_port" \
    "$binary" serve --env production --hostname 127.0.0.1 --port "$instance_port" \
    >>"$dir/instance-$instance_port.log" 2>&1 &
  echo $! > "$dir/instance-$instance_port.pid"
}
wait_healthy() {
  local url=$1
  for _ in $(seq 1 300); do
    if python3 -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('$url/healthz', timeout=1).status == 200 else 1)" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "$url did not become healthy; see $dir" >&2
  return 1
}
ports=()
for _ in $(seq 1 "$instances"); do ports+=("$(free_port)"); done
for instance_port in "${ports[@]}"; do start_instance "$instance_port"; done
for instance_port in "${ports[@]}"; do wait_healthy "http://127.0.0.1:$instance_port"; done
cat > "$dir/restart-instance" <<SCRIPT
#!/usr/bin/env bash
# Starts instance PORT again (after a SIGKILL, say) and waits until it is healthy.
set -euo pipefail
port=\$1
$(declare -f start_instance wait_healthy)
dir="$dir"; binary="$binary"; instance_env=($(printf '%q ' "${instance_env[@]}"))
start_instance "\$port"
wait_healthy "http://127.0.0.1:\$port"
SCRIPT
chmod +x "$dir/restart-instance"

# nginx, with deploy/nginx/encore.conf as it is but for the lines marked "cluster.sh".
mkdir -p "$dir/nginx/cache"
upstreams=$(for instance_port in "${ports[@]}"; do printf '    server 127.0.0.1:%s max_fails=2 fail_timeout=5s;\\n' "$instance_port"; done)
awk -v upstreams="$upstreams" -v listen="    listen 127.0.0.1:$port;" -v cache="$dir/nginx/cache" '
  /cluster.sh: upstream servers/ { if (!done) { printf "%s", upstreams; done = 1 } next }
  /cluster.sh: default listen/ { sub(/listen 80/, "listen 127.0.0.1:'"$port"'"); print; next }
  /cluster.sh: listen/ { print listen; next }
  /cluster.sh: server name/ { print "    server_name 127.0.0.1;"; next }
  /cluster.sh: cache path/ { sub(/\/var\/cache\/nginx\/encore/, cache); print; next }
  { print }
' deploy/nginx/encore.conf > "$dir/nginx/encore.conf"
user_line=""
[ "$(id -u)" = 0 ] && user_line="user root;"
cat > "$dir/nginx/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $dir/nginx/nginx.pid;
error_log $dir/nginx/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $dir/nginx/body;
    proxy_temp_path $dir/nginx/proxy;
    fastcgi_temp_path $dir/nginx/fastcgi;
    uwsgi_temp_path $dir/nginx/uwsgi;
    scgi_temp_path $dir/nginx/scgi;
    types { text/html html; text/css css; application/javascript js; image/jpeg jpg; image/webp webp; }
    include $dir/nginx/encore.conf;
}
CONF
"$nginx_bin" -t -q -p "$dir/nginx" -c "$dir/nginx/nginx.conf"
"$nginx_bin" -p "$dir/nginx" -c "$dir/nginx/nginx.conf"
wait_healthy "http://127.0.0.1:$port"

export ENCORE_CLUSTER_URL="http://127.0.0.1:$port"
export ENCORE_CLUSTER_DIR="$dir"
export ENCORE_CLUSTER_INSTANCES=$(for instance_port in "${ports[@]}"; do printf '%s:%s ' "$instance_port" "$(cat "$dir/instance-$instance_port.pid")"; done)
echo "Encore cluster: $ENCORE_CLUSTER_URL → ${#ports[@]} instances (${ports[*]}) on PostgreSQL 127.0.0.1:$pg_port"

if [ $# -gt 0 ]; then
  "$@"
else
  echo "Ctrl-C stops everything."
  while true; do sleep 3600; done
fi
