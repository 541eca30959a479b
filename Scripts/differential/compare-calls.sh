#!/usr/bin/env bash
# Differential check of wakelint's parser against the toolchain's own parser, SwiftParser: per file, the calls
# (callee, argument labels, trailing closures) and the closures (parameters, capture list) each side sees.
# A development aid, outside the package build.
# Usage: Scripts/differential/compare-calls.sh [--all] DIR_OR_FILES...   (--all lists every differing file)
# SwiftParser's side comes from swift-oracle, a tool that prints what SwiftParser sees of a file as JSON lines
# (`swift-oracle calls FILE`, `swift-oracle closures FILE`). The script uses a built one at
# $TMPDIR/wakelint-differential/swift-oracle (TMPDIR defaults to /tmp) when there is one, else builds it there
# with the `build.sh` of its sources, by default at ../shared/tools/swift-oracle beside the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/wakelint-differential
out=$work/calls-build
mkdir -p "$out"
oracle_src="$repo/../shared/tools/swift-oracle"
[ -x "$work/swift-oracle" ] || "$oracle_src/build.sh" "$work/swift-oracle" >/dev/null
# WakeLintCore and WakeLintSwift as modules with plain swiftc (as Benchmarks/build-driver.sh does), each
# rebuilt only when one of its sources is newer than its object; then the dumper linked against them.
FLAGS=(-O -parse-as-library -swift-version 6 -I "$out" -module-cache-path "$out/module-cache")
for module in WakeLintCore WakeLintSwift; do
  mapfile -t sources < <(find "$repo/Sources/$module" -name '*.swift' | sort)
  if [[ -f "$out/$module.o" && -z "$(find "$repo/Sources/$module" -name '*.swift' -newer "$out/$module.o")" ]]; then continue; fi
  echo "compiling $module" >&2
  swiftc "${FLAGS[@]}" -wmo -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c "${sources[@]}" -o "$out/$module.o"
done
if [[ ! -x "$out/calldump" || "$here/calldump.swift" -nt "$out/calldump" || "$out/WakeLintSwift.o" -nt "$out/calldump" ]]; then
  swiftc -O -swift-version 6 -I "$out" -module-cache-path "$out/module-cache" "$here/calldump.swift" \
    "$out/WakeLintCore.o" "$out/WakeLintSwift.o" -o "$out/calldump"
fi
args=()
files=()
for arg in "$@"; do
  if [[ "$arg" == --* ]]; then args+=("$arg")
  elif [ -d "$arg" ]; then while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$arg" -name '*.swift' -print0 | sort -z)
  else files+=("$arg"); fi
done
python3 "$here/compare_calls.py" "${args[@]}" "$work/swift-oracle" "$out/calldump" "${files[@]}"
