#!/usr/bin/env bash
# wakelint against real peers, side by side in one run (ratios, not absolute times, are the result).
#
#   Benchmarks/run.sh [--apps "DIR DIR DIR"] [--swift "1 10 50"] [--one-file "10"] [--logs "200 1024"]
#                     [--swift-format-max MB] [--no-frontend] [--scaling]
#
# Builds wakelint in release mode as a user installs it, generates the seeded corpora into Benchmarks/corpus/
# (gitignored) if they are missing, then prints for every corpus: wall time, CPU time, throughput and peak RSS
# (from /usr/bin/time -v) of
#   apps:  wakelint lint --no-cache of checkouts of real apps (--apps, or WAKELINT_BENCH_APPS) vs swift-format on
#          the same folders, and a second wakelint run on the unchanged tree that reports its cached result
#   lint:  wakelint lint --no-cache vs  swift-format lint --recursive --parallel
#   one file: wakelint lint of swift-N's files concatenated into one file vs of swift-N itself, both on one core
#          (a file is read by one worker), and the front end on that file: cost per byte must not grow with file size
#   logs:  wakelint logs            vs  grep -c -F -f <the log rules' required literals>  and  cat > /dev/null
#   front end, one core (taskset -c 0): lex, lex+parse, lex+parse+index (and its peak RSS), and the latter split into building
#   (in memory the process has not touched yet, as in a fresh `wakelint lint`) and releasing (Benchmarks/Driver).
# The load average is printed before and after: on a shared machine, compare ratios from the same run.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CORPUS=Benchmarks/corpus
# Every literal `wakelint logs` prefilters on, what a grep user would search for (kept exact by a test).
LITERALS=Benchmarks/log-literals.txt
SWIFT_SIZES="1 10 50"
ONE_FILE_SIZES="10"
LOG_SIZES="200 1024"
SWIFT_FORMAT=${SWIFT_FORMAT:-/opt/swift/usr/bin/swift-format}
SWIFT_FORMAT_MAX=100000  # swift-format needs minutes per 10 MB: cap the corpus sizes it is run on
RUN_FRONTEND=1
RUN_SCALING=0
# Real apps are not in the repository: name checkouts with --apps or WAKELINT_BENCH_APPS (none: the section is skipped).
APPS=${WAKELINT_BENCH_APPS:-}
while [[ $# -gt 0 ]]; do
  case $1 in
    --apps) APPS=$2; shift 2 ;;
    --scaling) RUN_SCALING=1; shift ;;
    --swift) SWIFT_SIZES=$2; shift 2 ;;
    --one-file) ONE_FILE_SIZES=$2; shift 2 ;;
    --logs) LOG_SIZES=$2; shift 2 ;;
    --swift-format-max) SWIFT_FORMAT_MAX=$2; shift 2 ;;
    --no-frontend) RUN_FRONTEND=0; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

# The binary a user installs (README, Install): on Linux the Swift runtime and Foundation linked in, built under
# .build/static so that it does not replace the build `swift test` uses.
BUILD=(swift build -c release --product wakelint)
[[ $(uname -s) == Linux ]] && BUILD+=(--static-swift-stdlib --scratch-path .build/static)
echo "== build (release: ${BUILD[*]:2})"
"${BUILD[@]}" >/dev/null || { echo "release build failed" >&2; exit 1; }
WAKELINT=$("${BUILD[@]}" --show-bin-path)/wakelint
# Untimed, to page the new binary in: a fresh build's first run reads it from disk.
"$WAKELINT" lint --no-cache testdata/projects/StepSyncDemo >/dev/null 2>&1
if [[ $RUN_FRONTEND == 1 ]]; then DRIVER=$(Benchmarks/build-driver.sh 2>/dev/null | tail -1); fi

mkdir -p "$CORPUS"
for size in $SWIFT_SIZES; do
  [[ -d $CORPUS/swift-$size ]] || python3 Benchmarks/generate.py swift "$CORPUS/swift-$size" "$size" >/dev/null
done
for size in $ONE_FILE_SIZES; do
  [[ -d $CORPUS/swift-$size ]] || python3 Benchmarks/generate.py swift "$CORPUS/swift-$size" "$size" >/dev/null
  if [[ ! -f $CORPUS/swift-$size-one/All.swift ]]; then
    mkdir -p "$CORPUS/swift-$size-one"
    find "$CORPUS/swift-$size" -name '*.swift' | sort | xargs cat > "$CORPUS/swift-$size-one/All.swift"
  fi
done
for size in $LOG_SIZES; do
  [[ -f $CORPUS/logs-$size.log ]] || python3 Benchmarks/generate.py logs "$CORPUS/logs-$size.log" "$size" >/dev/null
done

echo "== machine: $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "   log literals ($(wc -l < "$LITERALS")): $(paste -sd '|' "$LITERALS")"

# measure NAME MEGABYTES COMMAND...: runs once under /usr/bin/time -v (CPU time, peak RSS), timed with a
# nanosecond clock (time -v rounds to 10 ms), prints one row, sets LAST_WALL.
measure() {
  local name=$1 megabytes=$2; shift 2
  local stats; stats=$(mktemp)
  local start end
  start=$(date +%s.%N)
  # stdout goes to a file, not /dev/null: GNU grep stops at the first match when its output is /dev/null.
  /usr/bin/time -v -o "$stats" "$@" >"$stats.out" 2>&1
  rm -f "$stats.out"
  end=$(date +%s.%N)
  local wall cpu rss
  wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
  cpu=$(awk -F': ' '/User time|System time/ { total += $2 } END { printf "%.2f", total }' "$stats")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$stats")
  rm -f "$stats"
  LAST_WALL=$wall
  printf "  %-44s %8.1f MB %9.3f s %7s s %10.1f MB/s %9s MB" "$name" "$megabytes" "$wall" "$cpu" \
    "$(awk -v m="$megabytes" -v w="$wall" 'BEGIN { printf "%.1f", (w > 0 ? m / w : 0) }')" "$rss"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "n/a" }'; }
megabytes_of() { du -sb --apparent-size "$1" | awk '{ printf "%.1f", $1 / 1048576 }'; }

printf "\n  %-44s %11s %11s %9s %15s %12s   %s\n" "command" "input" "wall" "cpu" "throughput" "peak RSS" "ratio"
if [[ -n $APPS ]]; then
  read -r -a app_dirs <<< "$APPS"
  swift_bytes=$(find "${app_dirs[@]}" -name '*.swift' -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
  swift_files=$(find "${app_dirs[@]}" -name '*.swift' -type f | wc -l)
  mb=$(awk -v b="$swift_bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
  echo "== real apps: $(for dir in "${app_dirs[@]}"; do basename "$dir"; done | paste -sd ' ')" \
    "($swift_files Swift files; wakelint reads their projects, plists and entitlements too)"
  # Once untimed first, so that both tools find the apps' files in the page cache.
  "$WAKELINT" lint --no-cache --format json "${app_dirs[@]}" >/dev/null 2>&1
  measure "wakelint lint --no-cache" "$mb" "$WAKELINT" lint --no-cache --format json "${app_dirs[@]}"; echo
  ours=$LAST_WALL
  measure "swift-format lint --recursive --parallel" "$mb" "$SWIFT_FORMAT" lint --recursive --parallel "${app_dirs[@]}"
  echo "   swift-format / wakelint = $(ratio "$LAST_WALL" "$ours")"
  cache=$(mktemp -d)
  "$WAKELINT" lint --cache-path "$cache" --format json "${app_dirs[@]}" >/dev/null 2>&1  # stores the result
  measure "wakelint lint, second run (cached)" "$mb" "$WAKELINT" lint --cache-path "$cache" --format json "${app_dirs[@]}"
  echo "   cached / uncached = $(ratio "$LAST_WALL" "$ours")"
  rm -rf "$cache"
fi
echo "== lint: wakelint vs swift-format (same corpus; exit status ignored: findings are expected)"
for size in $SWIFT_SIZES; do
  dir=$CORPUS/swift-$size
  mb=$(megabytes_of "$dir")
  largest=$(find "$dir" -name '*.swift' -printf '%s\n' | sort -n | tail -1 | awk '{ printf "%.1f", $1 / 1048576 }')
  measure "wakelint lint swift-$size" "$mb" "$WAKELINT" lint --no-cache --no-color "$dir"; ours=$LAST_WALL
  echo "   (largest file $largest MB)"
  if (( size <= SWIFT_FORMAT_MAX )); then
    measure "swift-format lint --recursive --parallel" "$mb" "$SWIFT_FORMAT" lint --recursive --parallel "$dir"
    echo "   swift-format / wakelint = $(ratio "$LAST_WALL" "$ours")"
  fi
done

echo "== one file vs many files, one core (taskset -c 0): the same bytes, swift-N concatenated into one file"
for size in $ONE_FILE_SIZES; do
  mb=$(megabytes_of "$CORPUS/swift-$size")
  measure "wakelint lint swift-$size (many files)" "$mb" taskset -c 0 "$WAKELINT" lint --no-cache --no-color "$CORPUS/swift-$size"; echo
  many=$LAST_WALL
  measure "wakelint lint swift-$size-one (one file)" "$mb" taskset -c 0 "$WAKELINT" lint --no-cache --no-color "$CORPUS/swift-$size-one"
  echo "   one file / many files = $(ratio "$LAST_WALL" "$many")"
done

echo "== logs: wakelint vs grep -c -F -f literals vs cat > /dev/null"
for size in $LOG_SIZES; do
  file=$CORPUS/logs-$size.log
  mb=$(megabytes_of "$file")
  measure "cat > /dev/null logs-$size" "$mb" cat "$file"; echo; cat_wall=$LAST_WALL
  measure "grep -c -F -f literals" "$mb" grep -c -F -f "$LITERALS" "$file"; echo; grep_wall=$LAST_WALL
  measure "wakelint logs" "$mb" "$WAKELINT" logs --no-color "$file"
  echo "   wakelint/grep = $(ratio "$LAST_WALL" "$grep_wall"), wakelint/cat = $(ratio "$LAST_WALL" "$cat_wall")"
done

if [[ $RUN_FRONTEND == 1 && -x ${DRIVER:-} ]]; then
  echo "== Swift front end, one core (taskset -c 0), best of 3"
  for size in $SWIFT_SIZES; do
    taskset -c 0 "$DRIVER" "$CORPUS/swift-$size" --repeat 3 | sed 's/^/  /'
  done
  for size in $ONE_FILE_SIZES; do
    taskset -c 0 "$DRIVER" "$CORPUS/swift-$size-one" --repeat 3 | sed 's/^/  /'
  done
  # Peak memory of one build of trees and index, as lint builds them: each file's tree is let go once indexed.
  for corpus in $(for size in $SWIFT_SIZES; do echo "swift-$size"; done) $(for size in $ONE_FILE_SIZES; do echo "swift-$size-one"; done); do
    rss=$( { /usr/bin/time -f "%M" taskset -c 0 "$DRIVER" "$CORPUS/$corpus" --only build > /dev/null; } 2>&1 | tail -1)
    echo "  $corpus: front end alone (--only build) peak RSS $((rss / 1024)) MB"
  done
  echo "== log reader layers, one core (taskset -c 0)"
  mapfile -t literals < "$LITERALS"
  for size in $LOG_SIZES; do
    taskset -c 0 "$DRIVER" --logs "$CORPUS/logs-$size.log" "${literals[@]}" | sed 's/^/  /'
  done
fi
if [[ $RUN_SCALING == 1 ]]; then
  echo "== scaling shapes, one core: growth per doubling of one file (linear is about 2x)"
  python3 Benchmarks/scaling.py --binary "$WAKELINT" | sed 's/^/  /'
fi
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
