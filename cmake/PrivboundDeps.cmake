# Third-party dependencies, all from Debian packages (see scripts/setup.sh).
find_package(MPFR REQUIRED)
find_package(MPFI REQUIRED)
find_package(Eigen3 3.4 REQUIRED NO_MODULE)
find_package(Boost 1.81 REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(CLI11 REQUIRED)
find_package(Threads REQUIRED)
find_package(ZLIB REQUIRED)  # solvers: read_idx (gzip-compressed IDX files)
