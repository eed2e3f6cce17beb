#!/usr/bin/env bash
# Times the phases of `make test`, so that a slow phase shows at the end of every run, green or red.
#
#   scripts/timed.sh --reset           forgets the phases timed before
#   scripts/timed.sh NAME COMMAND…     runs COMMAND, records how long it took and how it ended, exits as it did
#   scripts/timed.sh --report          prints every phase recorded since the reset, and their total
set -uo pipefail
cd "$(dirname "$0")/.."
record=.build/phases.tsv

case "${1:?--reset, --report or a phase name}" in
--reset)
    mkdir -p .build
    : > "$record"
    ;;
--report)
    [ -s "$record" ] || exit 0
    echo
    echo "Phases of this run (wall-clock, on $(nproc) cores):"
    awk -F'\t' '
        { printf "  %-24s %5d:%02d  %s\n", $1, $2 / 60, $2 % 60, ($3 == 0 ? "passed" : "FAILED (exit " $3 ")"); total += $2 }
        END { printf "  %-24s %5d:%02d\n", "total", total / 60, total % 60 }' "$record"
    ;;
*)
    name=$1
    shift
    mkdir -p .build
    start=$(date +%s)
    "$@"
    code=$?
    printf '%s\t%d\t%d\n' "$name" $(($(date +%s) - start)) "$code" >> "$record"
    exit "$code"
    ;;
esac
