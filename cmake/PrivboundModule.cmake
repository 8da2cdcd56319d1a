# privbound_module(<name> SOURCES ... DEPS ...): one library per module, exported as
# privbound::<name>, headers under <module>/include/privbound/<name>/.
function(privbound_module name)
  cmake_parse_arguments(M "" "" "SOURCES;DEPS" ${ARGN})
  add_library(privbound_${name} ${M_SOURCES})
  add_library(privbound::${name} ALIAS privbound_${name})
  set_target_properties(privbound_${name} PROPERTIES EXPORT_NAME ${name} OUTPUT_NAME privbound_${name})
  target_include_directories(privbound_${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_link_libraries(privbound_${name} PUBLIC ${M_DEPS} PRIVATE $<BUILD_INTERFACE:privbound_warnings>)
  install(TARGETS privbound_${name} EXPORT privboundTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endfunction()

# privbound_test(<name> SOURCES ... DEPS ...): a GoogleTest executable registered with ctest.
function(privbound_test name)
  cmake_parse_arguments(T "" "" "SOURCES;DEPS;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_DEPS} GTest::gtest GTest::gtest_main privbound_warnings)
  include(GoogleTest)
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60
    PROPERTIES ENVIRONMENT "PRIVBOUND_SOURCE_DIR=${PROJECT_SOURCE_DIR}" LABELS "${T_LABELS}")
endfunction()
