#!/usr/bin/env bash
# Installs the Debian packages privbound needs (idempotent: skips what is installed).
set -euo pipefail
PACKAGES=(
  g++ cmake make git
  libboost1.81-dev libmpfr-dev libmpfi-dev libgmp-dev libeigen3-dev
  libflint-arb-dev                # numeric: Arb's certified erfc (Gaussian tails)
  librapidcheck-dev libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev nlohmann-json3-dev libfmt-dev
  python3-mpmath
  python3-dev pybind11-dev        # python/: the Python module (import privbound)
  zlib1g-dev                      # solvers: read_idx (gzip-compressed IDX files)
  weka liblinear-tools dataset-fashion-mnist  # real data sets the experiments read (solvers/data)
  clang libclang-rt-14-dev llvm   # scripts/fuzz.sh: clang++ -fsanitize=fuzzer, llvm-symbolizer
  clang-format clang-tidy         # scripts/format_check.sh, scripts/tidy_check.sh
  chromium fonts-dejavu-core      # tests/report_browser_test.sh: the report in a real browser
  coinor-libipopt-dev             # solvers/ryu_kim/powerflow: the power-flow local steps (optional in CMake)
  libopenmpi-dev openmpi-bin      # privbound check under mpirun: claim runs split over ranks (optional in CMake)
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages present"
  exit 0
fi
echo "setup: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
