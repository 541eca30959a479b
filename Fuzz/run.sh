#!/usr/bin/env bash
# Runs one libFuzzer harness for a given time:  Fuzz/run.sh <plist|pbxproj|swift|yaml|logs> <seconds> [libFuzzer flags]
# Builds it first (Fuzz/build.sh). The corpus grows in Fuzz/corpus/<target>/ (gitignored) and is seeded
# from testdata/ and testdata/hostile/<target>/. Crashes land in Fuzz/crashes/<target>/; once fixed, copy
# the minimised input to testdata/hostile/<target>/crash-<what>, where `swift test` replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh <plist|pbxproj|swift|yaml|logs> <seconds>}
seconds=${2:?usage: Fuzz/run.sh <target> <seconds>}
shift 2
Fuzz/build.sh "$target"
corpus=Fuzz/corpus/$target
crashes=Fuzz/crashes/$target
mkdir -p "$corpus" "$crashes"
case $target in
  plist) seeds=(testdata/plist testdata/projects) ;;
  pbxproj) seeds=(testdata/pbxproj) ;;
  swift) seeds=(testdata/swift testdata/projects) ;;
  yaml) seeds=() ;;
  logs) seeds=(testdata/logs) ;;
esac
for dir in "${seeds[@]}"; do
  case $target in
    plist) pattern='*.plist' ; alt='*.entitlements' ;;
    pbxproj) pattern='*.pbxproj' ; alt='*.xcconfig' ;;
    swift) pattern='*.swift' ; alt='*.swift' ;;
    logs) pattern='*' ; alt='*' ;;
  esac
  find "$dir" -type f \( -name "$pattern" -o -name "$alt" \) ! -name '*.expected' -size -64k -exec cp -n {} "$corpus/" \;
done
cp -n testdata/hostile/"$target"/* "$corpus/" 2>/dev/null || true
if [[ $target == yaml ]]; then
  printf 'disabled_rules:\n  - hk-background-delivery-entitlement\nfail_on: error\nexclude: ["Pods/**"]\n' > "$corpus/seed.yml"
fi
# -rss_limit_mb: a reader that needs more than this for a small input is a finding too (unbounded memory).
# -timeout: likewise for time (a hang or a quadratic blow-up).
# The Swift runtime's backtracer would catch a trap before libFuzzer does, and no crash file would be written.
export SWIFT_BACKTRACE=enable=no
exec "Fuzz/.build/$target" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=1024 \
  -artifact_prefix="$crashes/" -print_final_stats=1 "$@"
