#!/usr/bin/env bash
# Coverage-guided fuzzing (issue 9; fuzz/README.md): builds the libFuzzer targets in build-fuzz/
# (clang, ASan + UBSan, only the libraries they need), runs the invariants' negative controls,
# then each target for SECONDS_PER_TARGET seconds (default 60) with a fixed seed on a copy of its
# committed corpus (the repository stays clean). Prints executions/s and total executions per
# target; exits 1 on any finding (crash, invariant violation, timeout, OOM, leak).
#
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET]
#
# Environment: PRIVBOUND_FUZZ_TARGETS (default "decimal matrix args eval claims data"),
# PRIVBOUND_FUZZ_JOBS (fuzzers run at once; default 2 when CI=true, else 1), PRIVBOUND_JOBS
# (build jobs, default 2), PRIVBOUND_FUZZ_WORK (work folder: corpus copies, logs, crash inputs;
# default a new temporary folder), PRIVBOUND_FUZZ_BUILD_DIR (default build-fuzz),
# PRIVBOUND_FUZZ_SEED (default 1), PRIVBOUND_FUZZ_FLAGS (extra libFuzzer flags, e.g. "-fork=1
# -ignore_timeouts=1" to fuzz past a known slow input), PRIVBOUND_FUZZ_REUSE_BUILD=1 (use the
# configured PRIVBOUND_FUZZ_BUILD_DIR as it is: scripts/test.sh's sanitizer build). Set-up (clang, libclang-rt-14-dev, llvm)
# is scripts/setup.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SECONDS_PER_TARGET=${1:-60}
TARGETS=${PRIVBOUND_FUZZ_TARGETS:-"decimal matrix args eval claims data"}
BUILD_DIR=${PRIVBOUND_FUZZ_BUILD_DIR:-build-fuzz}
SEED=${PRIVBOUND_FUZZ_SEED:-1}
if [ "${CI:-}" = "true" ]; then PAR=${PRIVBOUND_FUZZ_JOBS:-2}; else PAR=${PRIVBOUND_FUZZ_JOBS:-1}; fi
WORK=${PRIVBOUND_FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/privbound-fuzz.XXXXXX")}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

case "$SECONDS_PER_TARGET" in '' | *[!0-9]*) echo "fuzz.sh: SECONDS_PER_TARGET must be a whole number, but is \"$SECONDS_PER_TARGET\"." >&2; exit 2 ;; esac
if ! command -v clang++ >/dev/null 2>&1; then
  echo "fuzz.sh: clang++ is not installed; run scripts/setup.sh first." >&2
  exit 2
fi

# Input length limit per target (-max_len): the matrix parser has no size limit of its own yet,
# so the target bounds its input here.
max_len() {
  case "$1" in
    decimal) echo 4100 ;;
    matrix) echo 4096 ;;
    data) echo 4096 ;;
    *) echo 1024 ;;
  esac
}
dict_of() {
  case "$1" in
    decimal | matrix | claims | data) echo "$1" ;;
    *) echo values ;;
  esac
}

# ---- build ------------------------------------------------------------------------------------
# -O1 -gline-tables-only without NDEBUG: assertions stay on, stack traces have lines.
start=$(date +%s)
# PRIVBOUND_FUZZ_REUSE_BUILD=1: $BUILD_DIR is already configured with -DPRIVBOUND_FUZZ=ON (scripts/
# test.sh's sanitizer build, which also holds the tests); only the targets are built (or found
# up to date).
if [ "${PRIVBOUND_FUZZ_REUSE_BUILD:-0}" = "1" ]; then
  grep -q "^PRIVBOUND_FUZZ:BOOL=ON" "$BUILD_DIR/CMakeCache.txt" 2>/dev/null || {
    echo "fuzz.sh: PRIVBOUND_FUZZ_REUSE_BUILD=1 but $BUILD_DIR is not configured with -DPRIVBOUND_FUZZ=ON." >&2
    exit 2
  }
else
  CC=clang CXX=clang++ cmake -S . -B "$BUILD_DIR" -DPRIVBOUND_FUZZ=ON -DPRIVBOUND_TESTS=OFF -DPRIVBOUND_BENCH=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" >/dev/null
fi
build_targets=(fuzz_invariants_selftest)
for t in $TARGETS; do build_targets+=("fuzz_$t"); done
cmake --build "$BUILD_DIR" -j"${PRIVBOUND_JOBS:-2}" --target "${build_targets[@]}" >"$WORK/build.log" 2>&1 || {
  tail -50 "$WORK/build.log" >&2
  echo "fuzz.sh: the build failed (log: $WORK/build.log)." >&2
  exit 1
}
echo "fuzz: built ${build_targets[*]} in $(($(date +%s) - start)) s ($BUILD_DIR)"
BIN="$ROOT/$BUILD_DIR/fuzz"

# ---- negative controls of the invariants ------------------------------------------------------
if ! "$BIN/fuzz_invariants_selftest" >"$WORK/selftest.log" 2>&1; then
  cat "$WORK/selftest.log" >&2
  echo "fuzz.sh: the invariants' negative controls failed." >&2
  exit 1
fi
echo "fuzz: $(tail -1 "$WORK/selftest.log")"
"$BIN/fuzz_invariants_selftest" --dict >"$WORK/registry.dict"

# ---- the fuzzers ------------------------------------------------------------------------------
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=64}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

run_one() {
  local t=$1
  rm -rf "$WORK/corpus/$t" "$WORK/artifacts/$t"
  mkdir -p "$WORK/corpus" "$WORK/artifacts/$t"
  cp -r "fuzz/corpus/$t" "$WORK/corpus/$t"
  cat "fuzz/dict/$(dict_of "$t").dict" >"$WORK/$t.dict"
  case "$t" in args | eval | claims) cat "$WORK/registry.dict" >>"$WORK/$t.dict" ;; esac
  local rc=0
  "$BIN/fuzz_$t" -seed="$SEED" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
    -max_len="$(max_len "$t")" -dict="$WORK/$t.dict" -print_final_stats=1 \
    -artifact_prefix="$WORK/artifacts/$t/" ${PRIVBOUND_FUZZ_FLAGS:-} "$WORK/corpus/$t" </dev/null >"$WORK/$t.log" 2>&1 || rc=$?
  echo "$rc" >"$WORK/$t.rc"
}

pids=()
for t in $TARGETS; do
  if [ ! -d "fuzz/corpus/$t" ]; then
    echo "fuzz.sh: no corpus fuzz/corpus/$t (targets: decimal matrix args eval claims data)." >&2
    exit 2
  fi
  run_one "$t" &
  pids+=($!)
  while [ "$(jobs -rp | wc -l)" -ge "$PAR" ]; do sleep 1; done
done
for p in "${pids[@]}"; do wait "$p" || true; done

# ---- report -----------------------------------------------------------------------------------
stat_of() { { grep -a "^stat::$2:" "$WORK/$1.log" || true; } | tail -1 | awk '{print $2}'; }
findings=0
printf '%-8s %10s %14s %8s  %s\n' target "exec/s" executions seconds result
for t in $TARGETS; do
  rc=$(cat "$WORK/$t.rc")
  runs=$(stat_of "$t" number_of_executed_units)
  eps=$(stat_of "$t" average_exec_per_sec)
  done_line=$(grep -aoE "^Done [0-9]+ runs in [0-9]+ second" "$WORK/$t.log" | tail -1 || true)
  secs=$(echo "$done_line" | awk '{print $5}')
  [ -n "$runs" ] || runs=$(echo "$done_line" | awk '{print $2}')
  if [ -z "$runs" ]; then  # -fork=N mode prints "#N: cov: …" and "INFO: exiting: rc time: Ss"
    runs=$({ grep -aoE "^#[0-9]+: cov:" "$WORK/$t.log" || true; } | tail -1 | tr -dc '0-9')
    secs=$({ grep -aoE "^INFO: exiting: [0-9]+ time: [0-9]+s" "$WORK/$t.log" || true; } | tail -1 | awk '{print $5}' | tr -dc '0-9')
    [ -n "$runs" ] && [ -n "$secs" ] && [ "$secs" -gt 0 ] && eps=$((runs / secs))
  fi
  artifacts=$(find "$WORK/artifacts/$t" -type f | head -5)
  if [ "$rc" = "0" ] && [ -z "$artifacts" ]; then
    result=ok
  else
    result="FINDING (exit $rc)"
    findings=$((findings + 1))
  fi
  printf '%-8s %10s %14s %8s  %s\n' "$t" "${eps:-?}" "${runs:-?}" "${secs:-?}" "$result"
done
for t in $TARGETS; do
  rc=$(cat "$WORK/$t.rc")
  artifacts=$(find "$WORK/artifacts/$t" -type f)
  [ "$rc" = "0" ] && [ -z "$artifacts" ] && continue
  echo
  echo "== fuzz_$t: finding (log: $WORK/$t.log)"
  grep -aE "privbound-fuzz: (INVARIANT|input)|^SUMMARY|ERROR: libFuzzer|ERROR: AddressSanitizer|runtime error|ERROR: LeakSanitizer" \
    "$WORK/$t.log" | head -8 || true
  for a in $artifacts; do
    echo "   input: $a"
    echo "   reproduce: $BIN/fuzz_$t $a"
  done
done
flags=$(for t in $TARGETS; do grep -a "^privbound-fuzz: flag" "$WORK/$t.log" || true; done | sort -u | head -20)
if [ -n "$flags" ]; then
  echo
  echo "flags (sound, worth a look; not findings):"
  echo "$flags" | cut -c1-300
fi
echo
echo "fuzz: work folder $WORK"
if [ "$findings" -gt 0 ]; then
  echo "fuzz: $findings target(s) with findings." >&2
  exit 1
fi
echo "fuzz: no findings."
