#!/usr/bin/env bash
# Builds the one-core front-end driver with plain swiftc -O (not a SwiftPM target, so it adds nothing to
# `swift build` or `swift test`): WakeLintCore, WakeLintSwift and WakeLintLogs as modules, then Driver/main.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-/opt/swift/usr/bin/swiftc}
OUT=Benchmarks/.build
mkdir -p "$OUT"
FLAGS=(-O -g -parse-as-library -swift-version 6 -package-name wakelint -I "$OUT" -module-cache-path "$OUT/module-cache")
# A module is compiled again when its sources changed or a module before it was (its interface may have).
rebuilt=0
for module in WakeLintCore WakeLintSwift WakeLintLogs; do
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  if [[ $rebuilt == 0 && -f "$OUT/$module.o" && -z "$(find "Sources/$module" -name '*.swift' -newer "$OUT/$module.o")" ]]; then continue; fi
  rebuilt=1
  echo "compiling $module" >&2
  "$SWIFTC" "${FLAGS[@]}" -wmo -module-name "$module" -emit-module \
    -emit-module-path "$OUT/$module.swiftmodule" -c "${sources[@]}" -o "$OUT/$module.o"
done
"$SWIFTC" -O -g -swift-version 6 -package-name wakelint -I "$OUT" -module-cache-path "$OUT/module-cache" Benchmarks/Driver/main.swift \
  "$OUT/WakeLintCore.o" "$OUT/WakeLintSwift.o" "$OUT/WakeLintLogs.o" -o "$OUT/wakelint-frontend-bench"
echo "$OUT/wakelint-frontend-bench"
