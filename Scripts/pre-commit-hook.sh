#!/bin/sh
# pre-commit entry (.pre-commit-hooks.yaml): builds wakelint in this clone on first use, saying so (the build's
# own output only if it fails), then lints the repository being committed with the given arguments.
set -e
package=$(cd "$(dirname "$0")/.." && pwd)
binary="$package/.build/release/wakelint"
if [ ! -x "$binary" ]; then
    echo "wakelint: building wakelint (first run only, takes a few minutes)..."
    mkdir -p "$package/.build"
    if ! swift build -c release --package-path "$package" >"$package/.build/pre-commit-build.log" 2>&1; then
        cat "$package/.build/pre-commit-build.log"
        exit 2
    fi
fi
exec "$binary" lint "$@"
