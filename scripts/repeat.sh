#!/usr/bin/env bash
# Runs one suite of `make test` again and again under the load CI puts beside it, and says which runs
# failed and with what: a test that fails one run in ten shows up here, not in CI.
#
#   scripts/repeat.sh SUITE TIMES [FILTER]
#     SUITE   swift (SQLite), postgres (a throwaway PostgreSQL) or browser
#     TIMES   how many runs
#     FILTER  only these tests: `swift test --filter` for swift and postgres, `pytest -k` for browser
#   LOAD=build|none   what runs beside the suite: a release build from scratch at the lowest CPU weight
#                     (scripts/background.sh), again and again, as `make test` runs one beside the swift
#                     and browser suites; none, as beside the postgres suite, where `make test` holds it.
#
# Each run's output is kept in .build/repeat/SUITE-N.log; the summary names each failed test.
# The plain debug build with tests is brought up to date first, and runs use --skip-build: after
# `make test` the debug products are its AddressSanitizer phase's, whose server fails the browser
# suite's `migrate` on a leak report.
set -uo pipefail
cd "$(dirname "$0")/.."
suite=${1:?swift, postgres or browser}
times=${2:?how many runs}
filter=${3:-}
default_load=build
[ "$suite" = postgres ] && default_load=none
load=${LOAD:-$default_load}
swift=${SWIFT:-swift}
folder=.build/repeat
mkdir -p "$folder"

run_suite() {
    case "$suite" in
    swift)
        if [ -n "$filter" ]; then
            "$swift" test --skip-build --filter "$filter"
        else
            "$swift" test --skip-build --skip LoadTests && "$swift" test --skip-build --filter LoadTests
        fi
        ;;
    postgres)
        if [ -n "$filter" ]; then
            scripts/with-postgres.sh "$swift" test --skip-build --filter "$filter"
        else
            make --no-print-directory test-postgres
        fi
        ;;
    browser)
        .venv/bin/python -m pytest Tests/browser -q ${filter:+-k "$filter"}
        ;;
    *)
        echo "Unknown suite $suite: swift, postgres or browser" >&2
        exit 2
        ;;
    esac
}

# The names of the tests a run's log says failed.
failed_tests() {
    case "$suite" in
    browser) grep -E '^(FAILED|ERROR) ' "$1" | sed -E 's/ - .*//' | sort -u ;;
    *) grep -E '✘ Test .* failed after' "$1" | sed -E 's/.*✘ Test (.*) failed after.*/\1/' | sort -u ;;
    esac
}

"$swift" build --build-tests > "$folder/build.log" 2>&1 || { echo "The debug build failed: see $folder/build.log" >&2; exit 1; }

if [ "$load" = build ]; then
    scripts/background.sh start repeat-load bash -c "while true; do rm -rf .build-repeat-load/*/release; \
        $swift build -c release --product encore --scratch-path .build-repeat-load > /dev/null 2>&1; done"
    trap 'scripts/background.sh stop repeat-load' EXIT
fi

summary=()
failures=0
for n in $(seq 1 "$times"); do
    log="$folder/$suite-$n.log"
    start=$(date +%s)
    run_suite > "$log" 2>&1
    code=$?
    seconds=$(($(date +%s) - start))
    if [ "$code" = 0 ]; then
        line="run $n: passed in ${seconds}s"
    else
        failures=$((failures + 1))
        names=$(failed_tests "$log" | tr '\n' ' ')
        line="run $n: FAILED (exit $code) in ${seconds}s: ${names:-see $log}"
    fi
    echo "$line"
    summary+=("$line")
done

echo
echo "$suite, $times runs, load: $load${filter:+, filter: $filter}"
printf '  %s\n' "${summary[@]}"
echo "$((times - failures)) passed, $failures failed"
[ "$failures" = 0 ]
