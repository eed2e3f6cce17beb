#!/usr/bin/env bash
# Runs a slow step of `make test` beside the others, at the lowest CPU and disk priority, and waits for it.
# The tests leave about a third of this 2-core machine idle (they wait on sockets, PostgreSQL and
# Chromium); a build started here uses that idle time and takes almost none from them.
#
#   scripts/background.sh start NAME COMMAND…  starts COMMAND; its output goes to .build/background/NAME.log
#   scripts/background.sh wait NAME            waits for it, prints its output, and exits with its status
#   scripts/background.sh stop NAME            stops it (a step before the wait failed)
#   scripts/background.sh pause NAME           holds it (SIGSTOP) while a step that must have the
#                                              machine to itself runs; resume NAME lets it go on
set -euo pipefail
cd "$(dirname "$0")/.."
folder=.build/background
action=${1:?start or wait}
name=${2:?a name}
log="$folder/$name.log"
status="$folder/$name.status"
pid="$folder/$name.pid"

# Sends the job's whole session a signal. setsid made the job a session of its own; SwiftPM puts each
# compiler in a process group of its own, but all stay in the session, compilers included.
signal() {
    [ -s "$pid" ] && pkill -"$1" -s "$(cat "$pid")" 2> /dev/null || true
}

case "$action" in
start)
    shift 2
    mkdir -p "$folder"
    rm -f "$status"
    : > "$log"
    # SwiftPM starts its compilers at nice 0 whatever its own niceness, so where the machine lets us
    # (root, cgroup v1's cpu controller, as on this kind of machine) the job goes into a CPU group
    # with the smallest weight (2 against 1024): its compilers too get only what the tests leave idle.
    group=/sys/fs/cgroup/cpu/encore-background
    if ! { mkdir -p "$group" && echo 2 > "$group/cpu.shares"; } 2> /dev/null; then
        group=""
        echo "No CPU group for the background job (not root, or no cgroup v1 cpu controller): nice only" >&2
    fi
    # setsid: the job outlives the recipe line that started it; its status file says when it ended.
    setsid nice -n 19 ionice -c 3 bash -c '
        out=$0 end=$1 group=$2
        shift 2
        [ -z "$group" ] || echo $$ > "$group/cgroup.procs"
        "$@" > "$out" 2>&1
        echo $? > "$end"' "$log" "$status" "$group" "$@" < /dev/null &
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
    # A paused job must be let go on to hear the TERM.
    signal TERM
    signal CONT
    ;;
pause)
    signal STOP
    ;;
resume)
    signal CONT
    ;;
*)
    echo "usage: $0 start NAME COMMAND… | wait NAME | stop NAME | pause NAME | resume NAME" >&2
    exit 2
    ;;
esac
