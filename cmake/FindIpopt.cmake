# Finds Ipopt (Debian's coinor-libipopt-dev: the C interface IpStdCInterface.h and libipopt) and defines
# Ipopt::Ipopt. The shared library brings its own dependencies (MUMPS, LAPACK, BLAS).
find_path(Ipopt_INCLUDE_DIR IpStdCInterface.h PATH_SUFFIXES coin coin-or)
find_library(Ipopt_LIBRARY ipopt)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Ipopt REQUIRED_VARS Ipopt_LIBRARY Ipopt_INCLUDE_DIR)
if(Ipopt_FOUND AND NOT TARGET Ipopt::Ipopt)
  add_library(Ipopt::Ipopt INTERFACE IMPORTED)
  set_target_properties(Ipopt::Ipopt PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${Ipopt_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${Ipopt_LIBRARY}")
endif()
