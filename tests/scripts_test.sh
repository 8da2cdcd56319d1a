#!/usr/bin/env bash
# Issue 9, item 5: the README's two commands run in order ran no test (report.sh configured
# build/ with the tests off, test.sh reused the cache, ctest found nothing and exited 0).
# Checks scripts/run_ctest.sh, which test.sh (CI) uses: it fails when no test runs and passes
# when tests run and pass; and that each script passes PRIVBOUND_TESTS explicitly.
set -euo pipefail
SRC=${1:?usage: scripts_test.sh SOURCE_DIR}
RUN="$SRC/scripts/run_ctest.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "scripts_test: $*" >&2
  exit 1
}

# A build folder with no test (what a PRIVBOUND_TESTS=OFF build gives).
mkdir -p "$work/empty"
echo "# no tests" >"$work/empty/CTestTestfile.cmake"
if bash "$RUN" "$work/empty" >"$work/out" 2>&1; then fail "no test ran, but run_ctest.sh succeeded: $(cat "$work/out")"; fi

# Not a build folder at all.
if bash "$RUN" "$work/missing" >"$work/out" 2>&1; then fail "a missing build folder was accepted"; fi

# One passing test: success, and the count is reported.
mkdir -p "$work/one"
echo "add_test(trivially_true \"$(command -v true)\")" >"$work/one/CTestTestfile.cmake"
bash "$RUN" "$work/one" >"$work/out" 2>&1 || fail "one passing test, but run_ctest.sh failed: $(cat "$work/out")"
grep -q "1 tests ran" "$work/out" || fail "the count is not reported: $(cat "$work/out")"

# A filter that selects nothing is no test either.
if bash "$RUN" "$work/one" -R no_such_test >"$work/out" 2>&1; then fail "an empty selection was accepted"; fi

# A failing test fails.
mkdir -p "$work/bad"
echo "add_test(trivially_false \"$(command -v false)\")" >"$work/bad/CTestTestfile.cmake"
if bash "$RUN" "$work/bad" >"$work/out" 2>&1; then fail "a failing test was accepted"; fi

# The scripts configure what they need and CI goes through the guard.
grep -q -- "-DPRIVBOUND_TESTS=ON" "$SRC/scripts/test.sh" || fail "scripts/test.sh does not pass -DPRIVBOUND_TESTS=ON"
[ "$(grep -c "scripts/run_ctest.sh" "$SRC/scripts/test.sh")" -ge 2 ] || fail "scripts/test.sh runs ctest without run_ctest.sh"
grep -q -- "-DPRIVBOUND_TESTS=OFF" "$SRC/scripts/report.sh" || fail "scripts/report.sh does not pass PRIVBOUND_TESTS"
echo "scripts_test: ok"
