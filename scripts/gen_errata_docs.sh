#!/usr/bin/env bash
# Regenerates docs/errata/<source>.md from the errata data (bounds/src/<paper>/source.cpp), and
# the coverage paragraph of README.md from the tables of sources.
# Needs a configured build in build/ (scripts/test.sh makes one).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
nice -n 10 cmake --build "$root/build" --target bounds_tests -j2
PRIVBOUND_SOURCE_DIR="$root" PRIVBOUND_WRITE_DOCS=1 "$root/build/bounds/bounds_tests" --gtest_filter=Sources.ErrataDocsAreGenerated
# The README's coverage paragraph (tests/report_test.cpp, Readme.CoverageParagraphIsGenerated).
nice -n 10 cmake --build "$root/build" --target report_unit_tests -j2
PRIVBOUND_SOURCE_DIR="$root" PRIVBOUND_WRITE_DOCS=1 "$root/build/tests/report_unit_tests" --gtest_filter=Readme.CoverageParagraphIsGenerated
