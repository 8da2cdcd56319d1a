#!/usr/bin/env bash
# Issue 32, item 6: `mpirun -np 2 privbound check ...` prints, byte for byte, what one process
# prints with the same seed, for sampling (a claim that holds; a printed claim whose violation the
# random instances find by themselves) and for the search; and so does `reproduce` of a Monte-Carlo
# experiment, whose runs the engine splits over the ranks (an odd number of runs in all, so the
# shares differ in size). stderr must say that 2 ranks ran (the
# split was active), and a control with another seed must differ (the comparison can fail).
# Usage: mpi_check_test.sh <privbound> <mpirun>
set -uo pipefail
exe=$1
mpirun=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# OpenMPI in a container: as root, more ranks than cores allowed, no CMA single copy (needs ptrace);
# LeakSanitizer off for the MPI runs (OpenMPI's own allocations at exit are not the project's).
export OMPI_MCA_btl_vader_single_copy_mechanism=none
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
fail=0
compare() {  # name, then the privbound arguments
  local name=$1
  shift
  "$exe" "$@" --json >"$work/$name.1" 2>"$work/$name.1.err"
  local rc1=$?
  "$mpirun" --oversubscribe --allow-run-as-root -np 2 "$exe" "$@" --json >"$work/$name.2" 2>"$work/$name.2.err"
  local rc2=$?
  if [ "$rc1" != "$rc2" ]; then
    echo "FAIL $name: exit $rc1 alone, $rc2 under mpirun"; cat "$work/$name.2.err"; fail=1; return
  fi
  if ! grep -q "2 MPI ranks" "$work/$name.2.err"; then
    echo "FAIL $name: mpirun did not run 2 ranks:"; cat "$work/$name.2.err"; fail=1; return
  fi
  if ! cmp -s "$work/$name.1" "$work/$name.2"; then
    echo "FAIL $name: output differs"; diff "$work/$name.1" "$work/$name.2" | head -20; fail=1; return
  fi
  if [ ! -s "$work/$name.1" ]; then echo "FAIL $name: no output"; fail=1; return; fi
  echo "ok $name (exit $rc1, $(wc -c <"$work/$name.1") bytes identical)"
}
compare sample_holds check chan_xie_zhao.lemma6_5 --no-pinned --iters 120 --bits 128
compare sample_violated check cyffers_bellet_basu.thm4.walk_law --no-pinned --iters 50 --bits 128
compare search_holds check chan_xie_zhao.lemma6_5 --search --no-pinned --evals 240 --per-restart 40 --bits 128
compare search_violated check cyffers_bellet_basu.sensC2.eq27 --search --no-pinned --evals 400 --per-restart 100 --bits 128
compare experiment reproduce chan_xie_zhao.table1_convergence --runs 7 --seeds 2
grep -q '"verdict": "violated"' "$work/sample_violated.1" || { echo "FAIL: the violated claim was not found"; fail=1; }
# Control: another seed gives another output, so the comparisons above could fail.
"$mpirun" --oversubscribe --allow-run-as-root -np 2 "$exe" check chan_xie_zhao.lemma6_5 --no-pinned --iters 120 \
  --bits 128 --seed 7 --json >"$work/control" 2>/dev/null
if cmp -s "$work/control" "$work/sample_holds.1"; then echo "FAIL control: seed 7 gave the same output"; fail=1; fi
exit $fail
