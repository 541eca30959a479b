#!/usr/bin/env bash
# Compares wakelint's JSON output at a base revision with the working tree's, input by input.
#
#   Scripts/compare-output.sh [--base-binary PATH] [--keep DIR] BASE_REV [APP_DIR...]
#
# Inputs: every folder of testdata/projects and testdata/rules/<id>/<case> (`lint`), every log under
# testdata/logs (`logs`), and each APP_DIR given (`lint`, e.g. checkouts of public apps). Both binaries
# run from the repository root on the same files, so paths in the output agree. Prints each input whose
# output or exit status differs and exits 1 when any does, 0 when all are identical.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base_binary=""
keep=""
while [ $# -gt 0 ]; do
    case "$1" in
        --base-binary) base_binary=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) break ;;
    esac
done
if [ $# -lt 1 ] && [ -z "$base_binary" ]; then
    echo "usage: Scripts/compare-output.sh [--base-binary PATH] [--keep DIR] BASE_REV [APP_DIR...]" >&2
    exit 2
fi
if [ -z "$base_binary" ]; then base_rev=$1; shift; fi
apps=("$@")

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
if [ -z "$base_binary" ]; then
    tree="$work/base-tree"
    rm -rf "$tree"
    git -C "$root" worktree add --detach --force "$tree" "$base_rev" >/dev/null
    trap 'git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
    echo "building $base_rev" >&2
    swift build -c release --package-path "$tree" >/dev/null
    base_binary="$tree/.build/release/wakelint"
fi
echo "building the working tree" >&2
swift build -c release --package-path "$root" >/dev/null
head_binary="$root/.build/release/wakelint"

# Writes one JSON file per input (its exit status on the last line) under $2.
snapshot() {
    local binary=$1 out=$2 input name
    rm -rf "$out"; mkdir -p "$out"
    cd "$root"
    for input in testdata/projects/*/ testdata/rules/*/*/ "${apps[@]}"; do
        input=${input%/}
        name=$(printf '%s' "$input" | tr '/ ' '__')
        { "$binary" lint --format json --no-color "$input" || echo "exit $?"; } >"$out/$name.json" 2>&1
    done
    while IFS= read -r input; do
        name=$(printf '%s' "$input" | tr '/ ' '__')
        { "$binary" logs --format json --no-color "$input" || echo "exit $?"; } >"$out/$name.json" 2>&1
    done < <(find testdata/logs -type f ! -name '*.expected' | sort)
}

snapshot "$base_binary" "$work/base"
snapshot "$head_binary" "$work/head"
count=$(find "$work/base" -type f | wc -l)
if diff -rq "$work/base" "$work/head"; then
    echo "identical: $count inputs"
else
    echo "outputs differ (kept in $work)" >&2
    exit 1
fi
