# pyrite_add_library(NAME SOURCES model.py... [TARGET triple] [CPU name]
#                    [CPU_FEATURES +a,-b] [STRICT] [OPTIONS flag...])
#
# Compiles each .py file with pyrite at build time into a STATIC library
# NAME, whose include directory holds the generated headers (model.h for
# model.py). The files a model imports are tracked through pyrite's depfile,
# so editing one rebuilds the model; an unchanged rebuild does nothing.
# TARGET, CPU and CPU_FEATURES are pyrite build's --target, --cpu and
# --cpu-features (default: portable x86-64-v2 code, or AArch64 code in a
# build cross-compiling for aarch64, as with the installed toolchain file
# aarch64-linux-gnu.cmake; the library then links that target's runtime,
# pyrite::runtime_aarch64, and the bridge is left out); STRICT makes anything
# left to CPython a build error; OPTIONS go to the command as they are
# (-O3, --module-name=...). NAME links pyrite::runtime, and the CPython bridge
# as needed (only an object with fallbacks makes the program load libpython).
include_guard(GLOBAL)

function(pyrite_add_library name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "STRICT" "TARGET;CPU;CPU_FEATURES" "SOURCES;OPTIONS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "pyrite_add_library(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "pyrite_add_library(${name}): no SOURCES")
  endif()
  if(NOT ARG_TARGET AND CMAKE_CROSSCOMPILING AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64)$")
    set(ARG_TARGET aarch64-linux-gnu)
  endif()
  set(runtime pyrite::runtime)
  if(ARG_TARGET MATCHES "^(aarch64|arm64)")
    if(NOT TARGET pyrite::runtime_aarch64)
      message(FATAL_ERROR "pyrite_add_library(${name}): the install has no AArch64 runtime "
                          "(pyrite builds it where gcc-aarch64-linux-gnu is installed)")
    endif()
    set(runtime pyrite::runtime_aarch64)
  endif()
  set(flags -c)
  if(ARG_TARGET)
    list(APPEND flags --target=${ARG_TARGET})
  endif()
  if(ARG_CPU)
    list(APPEND flags --cpu=${ARG_CPU})
  endif()
  if(ARG_CPU_FEATURES)
    list(APPEND flags --cpu-features=${ARG_CPU_FEATURES})
  endif()
  if(ARG_STRICT)
    list(APPEND flags --strict)
  endif()
  list(APPEND flags ${ARG_OPTIONS})

  set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/${name}.pyrite)
  file(MAKE_DIRECTORY ${out_dir})
  set(objects)
  foreach(source IN LISTS ARG_SOURCES)
    get_filename_component(source_path ${source} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    get_filename_component(stem ${source} NAME_WE)
    set(object ${out_dir}/${stem}.o)
    add_custom_command(
      OUTPUT ${object} ${out_dir}/${stem}.h
      COMMAND pyrite::pyrite build ${source_path} ${flags} -o ${object} -MF ${out_dir}/${stem}.d
      DEPENDS ${source_path} $<TARGET_FILE:pyrite::pyrite>
      DEPFILE ${out_dir}/${stem}.d
      COMMENT "pyrite: compiling ${source}"
      VERBATIM)
    list(APPEND objects ${object})
  endforeach()
  add_library(${name} STATIC ${objects})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE C)
  target_include_directories(${name} PUBLIC ${out_dir})
  target_link_libraries(${name} PUBLIC ${runtime})
  if(runtime STREQUAL "pyrite::runtime") # the bridge is built for the host only
    target_link_libraries(${name} PUBLIC
      "-Wl,--push-state,--as-needed" pyrite::cpython "-Wl,--pop-state")
  endif()
endfunction()
