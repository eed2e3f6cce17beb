#!/usr/bin/env bash
# EncoreKit's generated code, from the OpenAPI document the server serves.
#
#   scripts/generate-client.sh          exports the served document to Sources/EncoreKit/openapi.json
#                                       (`encore openapi`) and writes Sources/EncoreKit/Generated/
#   scripts/generate-client.sh --check  writes nothing: fails when the committed Generated/ is not what
#                                       the generator makes of the committed openapi.json (`make test`)
#
# Either way a warning of the generator fails the run: it skips what it cannot express (a schema
# `null` in an anyOf, say), and a client that silently lacks a field is worse than no client.
# The generated code is committed, and the generator is built from Tools/ClientGenerator, a package
# of its own, so the app's builds (debug, release, sanitizers) never build it.
set -euo pipefail
cd "$(dirname "$0")/.."
KIT=Sources/EncoreKit
SWIFT=${SWIFT:-swift}

$SWIFT build --package-path Tools/ClientGenerator --product swift-openapi-generator >&2
generator="$(cd Tools/ClientGenerator && $SWIFT build --product swift-openapi-generator --show-bin-path)/swift-openapi-generator"

if [[ "${1:-}" != "--check" ]]; then
    $SWIFT build --product encore >&2
    .build/debug/encore openapi --output "$KIT/openapi.json"
fi

output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
"$generator" generate --config "$KIT/openapi-generator-config.yaml" --output-directory "$output" \
    "$KIT/openapi.json" 2> "$output/diagnostics.txt"
if grep -q -i -E "warning|error" "$output/diagnostics.txt"; then
    cat "$output/diagnostics.txt" >&2
    echo "swift-openapi-generator warned: express the document so it need not (see the lines above)." >&2
    exit 1
fi
rm "$output/diagnostics.txt"

if [[ "${1:-}" == "--check" ]]; then
    if ! diff -r -u "$KIT/Generated" "$output" >&2; then
        echo "Sources/EncoreKit/Generated is not what the generator makes of openapi.json: run scripts/generate-client.sh" >&2
        exit 1
    fi
    echo "EncoreKit's generated code matches openapi.json, and the generator had no warning." >&2
else
    rm -rf "$KIT/Generated"
    cp -r "$output" "$KIT/Generated"
    echo "Wrote $KIT/openapi.json and $KIT/Generated/." >&2
fi
