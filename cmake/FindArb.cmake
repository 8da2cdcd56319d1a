# Finds Arb (ball arithmetic, libflint-arb-dev) with FLINT and defines Arb::Arb.
find_path(Arb_INCLUDE_DIR arb_hypgeom.h)
find_library(Arb_LIBRARY NAMES flint-arb arb)
find_library(Arb_FLINT_LIBRARY flint)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Arb REQUIRED_VARS Arb_LIBRARY Arb_FLINT_LIBRARY Arb_INCLUDE_DIR)
if(Arb_FOUND AND NOT TARGET Arb::Arb)
  add_library(Arb::Arb INTERFACE IMPORTED)
  set_target_properties(Arb::Arb PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${Arb_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${Arb_LIBRARY};${Arb_FLINT_LIBRARY}")
endif()
