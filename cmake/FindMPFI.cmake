# Finds MPFI (interval arithmetic over MPFR) and defines MPFI::MPFI.
find_path(MPFI_INCLUDE_DIR mpfi.h)
find_library(MPFI_LIBRARY mpfi)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(MPFI REQUIRED_VARS MPFI_LIBRARY MPFI_INCLUDE_DIR)
if(MPFI_FOUND AND NOT TARGET MPFI::MPFI)
  add_library(MPFI::MPFI INTERFACE IMPORTED)
  set_target_properties(MPFI::MPFI PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${MPFI_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${MPFI_LIBRARY}")
endif()
