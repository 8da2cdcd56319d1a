#!/usr/bin/env bash
# clang-tidy (issue 10, item 8): the checks of .clang-tidy (bug-finding ones, as errors) over every
# library and CLI source, two at a time, with the compile commands of a configured build.
# Exits 1 and prints the findings if there are any.
#
# A content-addressed cache of clean results (issue 28: tidy was 17 of a clean-clone CI run's
# minutes): a file's key is the SHA-256 of the clang-tidy version, .clang-tidy and the file's
# preprocessed text (clang -E -P with its compile command: every header it includes, without
# paths; the checkout's own path replaced by a placeholder), so the key changes whenever anything the check sees changes. A file whose key is in
# .ci/tidy-cache passed with exactly this input and is not checked again; every other file is.
# After a run with no findings the cache is rewritten with the keys of the current files (commit
# it with the change, or CI checks those files itself). PRIVBOUND_TIDY_NO_CACHE=1 checks every file.
#
#   bash scripts/tidy_check.sh [BUILD_DIR]    (default build; scripts/test.sh runs it after the build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
CACHE=.ci/tidy-cache
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
WORK=$(mktemp -d "${TMPDIR:-/tmp}/privbound-tidy.XXXXXX")
START=$(date +%s)

# Keys: "<sha256> <file>" per file, computed two at a time.
echo "$LIST" >"$WORK/list"
python3 - "$BUILD/compile_commands.json" "$WORK/keys" "${PRIVBOUND_JOBS:-2}" "$WORK/list" <<'PY'
import concurrent.futures, hashlib, json, os, shlex, subprocess, sys
db, out, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = [l.strip() for l in open(sys.argv[4]) if l.strip()]
commands = {os.path.realpath(c["file"]): c for c in json.load(open(db))}
prefix = subprocess.run(["clang-tidy", "--version"], capture_output=True, text=True).stdout.encode()
prefix += open(".clang-tidy", "rb").read()
root = os.path.realpath(".").encode()

def key(f):
    c = commands.get(os.path.realpath(f))
    if c is None:
        return f, None
    args = shlex.split(c["command"]) if "command" in c else list(c["arguments"])
    # drop a compiler launcher and the compiler; keep the flags, without -c, -o X and the source
    i = next(k for k, a in enumerate(args) if a.endswith(("c++", "g++", "clang++")))
    flags, skip = [], False
    for a in args[i + 1:]:
        if skip:
            skip = False
        elif a == "-o":
            skip = True
        elif a != "-c" and os.path.realpath(os.path.join(c["directory"], a)) != os.path.realpath(f):
            flags.append(a)
    r = subprocess.run(["clang++", "-E", "-P", "-Wno-unknown-warning-option", *flags, os.path.realpath(f)],
                       cwd=c["directory"], capture_output=True)
    if r.returncode != 0:
        return f, None
    # __FILE__ (assert, Eigen) expands to absolute paths: the key must not depend on where the
    # checkout lives, or a clean clone would miss every cached key
    return f, hashlib.sha256(prefix + r.stdout.replace(root, b"@ROOT@")).hexdigest()

with concurrent.futures.ThreadPoolExecutor(jobs) as ex, open(out, "w") as o:
    for f, k in ex.map(key, files):
        o.write(f"{k or 'none'} {f}\n")
PY

touch "$CACHE"
TODO="$WORK/todo"
if [ "${PRIVBOUND_TIDY_NO_CACHE:-0}" = "1" ]; then
  cut -d' ' -f2 "$WORK/keys" >"$TODO"
else
  # (FILENAME, not NR == FNR: an empty cache would make every key look cached)
  awk 'FILENAME == ARGV[1] { ok[$1] = 1; next } !($1 in ok) || $1 == "none" { print $2 }' "$CACHE" "$WORK/keys" >"$TODO"
fi
M=$(grep -c . "$TODO" || true)
LOG="$WORK/log"
# gcc-only warning flags in the compile commands are not clang's business
if [ "$M" -eq 0 ] || xargs -P "${PRIVBOUND_JOBS:-2}" -n 1 clang-tidy -p "$BUILD" --quiet \
  --extra-arg=-Wno-unknown-warning-option <"$TODO" >"$LOG" 2>&1; then
  # Every file is clean now: the cache holds exactly the current files' keys.
  grep -v '^none ' "$WORK/keys" | cut -d' ' -f1 | sort -u >"$CACHE"
  echo "tidy_check.sh: $N files, no findings ($M checked, $((N - M)) unchanged since a clean run; $(($(date +%s) - START)) s)"
  rm -rf "$WORK"
  exit 0
fi
grep -E "(error|warning): .*\[" "$LOG" | sort -u >&2 || cat "$LOG" >&2
echo "tidy_check.sh: findings above (full log: $LOG)" >&2
exit 1
