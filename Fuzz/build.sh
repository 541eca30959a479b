#!/usr/bin/env bash
# Builds libFuzzer harnesses with plain swiftc (not SwiftPM, so nothing is added to `swift build`/`swift test`).
# The product libraries are compiled as ordinary modules with -sanitize=fuzzer coverage, then linked with
# one harness each. Output: Fuzz/.build/<target>.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-/opt/swift/usr/bin/swiftc}
OUT=Fuzz/.build
mkdir -p "$OUT"
FLAGS=(-O -g -sanitize=fuzzer -parse-as-library -swift-version 6 -I "$OUT" -module-cache-path "$OUT/module-cache")

# module name, then the modules it imports (already built)
build_module() {
  local name=$1; shift
  local objs=("$@")
  local stamp="$OUT/$name.stamp"
  local sources
  mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
  if [[ -f "$stamp" && -z "$(find "Sources/$name" -name '*.swift' -newer "$stamp")" ]]; then return; fi
  echo "compiling $name" >&2
  touch "$stamp.new"  # stamped with the start time, so an edit made during the compile triggers the next one
  "$SWIFTC" "${FLAGS[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
    -c "${sources[@]}" -o "$OUT/$name.o"
  mv "$stamp.new" "$stamp"
}

build_module WakeLintCore
build_module WakeLintSwift
build_module WakeLintProject
build_module WakeLintLogs

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=(plist pbxproj swift yaml logs); fi
for target in "${targets[@]}"; do
  harness="Fuzz/Harnesses/$target.swift"
  [[ -f "$harness" ]] || { echo "no harness $harness" >&2; exit 2; }
  echo "linking $target" >&2
  "$SWIFTC" "${FLAGS[@]}" "$harness" "$OUT"/WakeLintCore.o "$OUT"/WakeLintSwift.o "$OUT"/WakeLintProject.o \
    "$OUT"/WakeLintLogs.o -o "$OUT/$target"
done
