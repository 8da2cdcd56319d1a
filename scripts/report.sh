#!/usr/bin/env bash
# Set-up, build, and run the main job: `privbound report` on the built-in configurations.
# The options are explicit (tests and benchmarks off); scripts/test.sh passes its own, so the
# two share build/ in either order.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
PRIVBOUND_BUILD_DIR=build bash scripts/build.sh -DPRIVBOUND_TESTS=OFF -DPRIVBOUND_BENCH=OFF
./build/cli/privbound report --out "${1:-privbound-report}"
