#!/usr/bin/env bash
# Runs a slow step of `make test` beside the others, at the lowest CPU and disk priority, and waits for it.
# The tests leave about a third of this 2-core machine idle (they wait on sockets, PostgreSQL and
# Chromium); a build started here uses that idle time and takes almost none from them.
#
#   scripts/background.sh start NAME COMMAND…  starts COMMAND; its output goes to .build/background/NAME.log
#   scripts/background.sh wait NAME            waits for it, prints its output, and exits with its status
#   scripts/background.sh stop NAME            stops it (a step before the wait failed)
set -euo pipefail
cd "$(dirname "$0")/.."
folder=.build/background
action=${1:?start or wait}
name=${2:?a name}
log="$folder/$name.log"
status="$folder/$name.status"
pid="$folder/$name.pid"

case "$action" in
start)
    shift 2
    mkdir -p "$folder"
    rm -f "$status"
    : > "$log"
    # setsid: the job outlives the recipe line that started it; its status file says when it ended.
    setsid nice -n 19 ionice -c 3 bash -c 'out=$0 end=$1; shift; "$@" > "$out" 2>&1; echo $? > "$end"' "$log" "$status" "$@" < /dev/null &
    echo $! > "$pid"
    echo "Started in the background: $* (output in $log)"
    ;;
wait)
    [ -e "$log" ] || { echo "Nothing named $name was started" >&2; exit 2; }
    until [ -s "$status" ]; do sleep 2; done
    cat "$log"
    code=$(cat "$status")
    [ "$code" = 0 ] || echo "The background step $name failed (exit code $code)" >&2
    exit "$code"
    ;;
stop)
    # setsid made the job a process group of its own: stop all of it, compilers included.
    [ -s "$pid" ] && kill -- "-$(cat "$pid")" 2> /dev/null || true
    ;;
*)
    echo "usage: $0 start NAME COMMAND… | wait NAME | stop NAME" >&2
    exit 2
    ;;
esac
