#!/usr/bin/env bash
# clang-tidy (issue 10, item 8): the checks of .clang-tidy (bug-finding ones, as errors) over every
# library and CLI source, two at a time, with the compile commands of a configured build.
# Exits 1 and prints the findings if there are any.
#
#   bash scripts/tidy_check.sh [BUILD_DIR]    (default build; scripts/test.sh runs it after the build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
if ! command -v clang-tidy >/dev/null 2>&1; then
  echo "tidy_check.sh: clang-tidy is not installed; run scripts/setup.sh first." >&2
  exit 2
fi
if [ ! -f "$BUILD/compile_commands.json" ]; then
  echo "tidy_check.sh: $BUILD/compile_commands.json is missing; configure the build first." >&2
  exit 2
fi
LIST=$(git ls-files 'numeric/src/*.cpp' 'bounds/src/*.cpp' 'solvers/src/*.cpp' 'proofs_check/src/*.cpp' 'cli/src/*.cpp') ||
  { echo "tidy_check.sh: not a git checkout (git ls-files failed)." >&2; exit 2; }
N=$(wc -l <<<"$LIST")
LOG=$(mktemp "${TMPDIR:-/tmp}/privbound-tidy.XXXXXX")
START=$(date +%s)
# gcc-only warning flags in the compile commands are not clang's business
if xargs -P "${PRIVBOUND_JOBS:-2}" -n 1 clang-tidy -p "$BUILD" --quiet --extra-arg=-Wno-unknown-warning-option \
  <<<"$LIST" >"$LOG" 2>&1; then
  echo "tidy_check.sh: $N files, no findings ($(($(date +%s) - START)) s)"
  rm -f "$LOG"
  exit 0
fi
grep -E "(error|warning): .*\[" "$LOG" | sort -u >&2 || cat "$LOG" >&2
echo "tidy_check.sh: findings above (full log: $LOG)" >&2
exit 1
