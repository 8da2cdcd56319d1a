#!/usr/bin/env bash
# Set-up, the format check (scripts/format_check.sh), build with warnings as errors, clang-tidy
# (scripts/tidy_check.sh), run the whole test suite; then the same suite
# under AddressSanitizer + UBSan; then a short coverage-guided fuzz run of every target (fixed
# seed, the committed corpus; scripts/fuzz.sh, fuzz/README.md). PRIVBOUND_SKIP_SANITIZE=1 skips
# the second pass, PRIVBOUND_SKIP_FUZZ=1 the third; PRIVBOUND_FUZZ_SECONDS (default 60) is the
# time per fuzz target.
# Every option the suite needs is passed explicitly: build/ may have been configured by
# scripts/report.sh with the tests off, and a cached PRIVBOUND_TESTS=OFF ran no test at all.
# scripts/run_ctest.sh fails when no test ran.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/format_check.sh
PRIVBOUND_BUILD_DIR=build bash scripts/build.sh -DPRIVBOUND_WERROR=ON -DPRIVBOUND_TESTS=ON -DPRIVBOUND_BENCH=ON
bash scripts/tidy_check.sh build
bash scripts/run_ctest.sh build --output-on-failure -j2 --timeout 900
if [ "${PRIVBOUND_SKIP_SANITIZE:-0}" != "1" ]; then
  PRIVBOUND_BUILD_DIR=build-asan CMAKE_BUILD_TYPE=RelWithDebInfo bash scripts/build.sh \
    -DPRIVBOUND_WERROR=ON -DPRIVBOUND_SANITIZE=ON -DPRIVBOUND_TESTS=ON -DPRIVBOUND_BENCH=OFF
  ASAN_OPTIONS=detect_leaks=1 bash scripts/run_ctest.sh build-asan --output-on-failure -j2 --timeout 1800 -LE install
fi
if [ "${PRIVBOUND_SKIP_FUZZ:-0}" != "1" ]; then
  bash scripts/fuzz.sh "${PRIVBOUND_FUZZ_SECONDS:-60}"
fi
