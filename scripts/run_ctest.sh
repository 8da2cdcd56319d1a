#!/usr/bin/env bash
# Runs ctest in a build folder and fails when no test ran (a build configured with
# PRIVBOUND_TESTS=OFF has none, and plain ctest then reports success). Usage:
#   scripts/run_ctest.sh BUILD_DIR [ctest arguments...]
# Fails (exit 1) when ctest lists no test for the given filters, when it fails, or when its
# summary line ("... tests failed out of N") is missing or has N = 0.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 BUILD_DIR [ctest arguments...]" >&2
  exit 2
fi
BUILD_DIR=$1
shift
if [ ! -f "$BUILD_DIR/CTestTestfile.cmake" ]; then
  echo "run_ctest: $BUILD_DIR is not a configured build folder (no CTestTestfile.cmake)." >&2
  exit 1
fi
# On a fresh clone ctest knows no test durations and starts the tests in declaration order, so a long test that
# starts last leaves one core idle for minutes (the ASan phase: 830 s of wall time for 595 s of work per core).
# The durations stored in .ci/ctest-costs/<folder>.txt seed its cost file; ctest then starts the longest first and
# keeps the file up to date itself.
cost_dir=$(cd "$(dirname "$0")/.." && pwd)/.ci/ctest-costs
seed="$cost_dir/$(basename "$BUILD_DIR").txt"
if [ -f "$seed" ] && [ ! -f "$BUILD_DIR/Testing/Temporary/CTestCostData.txt" ]; then
  mkdir -p "$BUILD_DIR/Testing/Temporary"
  { grep -v '^#' "$seed"; echo "---"; } >"$BUILD_DIR/Testing/Temporary/CTestCostData.txt"
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
(cd "$BUILD_DIR" && ctest --no-tests=error "$@") 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  echo "run_ctest: ctest failed (exit $status) in $BUILD_DIR." >&2
  exit 1
fi
total=$(sed -n 's/.*tests failed out of \([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
if [ -z "$total" ] || [ "$total" -eq 0 ]; then
  echo "run_ctest: no test ran in $BUILD_DIR (is it configured with -DPRIVBOUND_TESTS=ON?)." >&2
  exit 1
fi
echo "run_ctest: $total tests ran in $BUILD_DIR."
