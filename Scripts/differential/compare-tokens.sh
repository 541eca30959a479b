#!/usr/bin/env bash
# Differential check of wakelint's Swift lexer against the toolchain's own parser, SwiftParser, on a corpus
# of Swift files. A development aid, outside the package build.
# Usage: Scripts/differential/compare-tokens.sh DIR_OR_FILES...   (e.g. a checkout of a real iOS app)
# SwiftParser's tokens come from swift-oracle, a tool that prints what SwiftParser sees of a file as JSON lines
# (`swift-oracle tokens FILE`). The script uses a built one at $TMPDIR/wakelint-differential/swift-oracle
# (TMPDIR defaults to /tmp) when there is one, else builds it there with the `build.sh` of its sources, by
# default at ../shared/tools/swift-oracle beside the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/wakelint-differential
mkdir -p "$work"
oracle_src="$repo/../shared/tools/swift-oracle"
[ -x "$work/swift-oracle" ] || "$oracle_src/build.sh" "$work/swift-oracle" >/dev/null
# The lexer compiled on its own (SwiftSource, which needs WakeLintCore, and its extensions are left out), plus
# the dumper.
lexer=()
for f in "$repo"/Sources/WakeLintSwift/Lexer/*.swift; do
  grep -q -e '^import WakeLintCore' -e '^extension SwiftSource' "$f" || lexer+=("$f")
done
swiftc -O -module-name tokendump "${lexer[@]}" "$here/main.swift" -o "$work/tokendump"
files=()
for arg in "$@"; do
  if [ -d "$arg" ]; then while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$arg" -name '*.swift' -print0)
  else files+=("$arg"); fi
done
python3 "$here/compare_tokens.py" "$work/swift-oracle" "$work/tokendump" "${files[@]}"
