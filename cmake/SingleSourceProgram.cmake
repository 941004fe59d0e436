# Build-time script (cmake -P): makes a contestant-style program that includes files of its own
# (#include "fast_method.inc", #include "tests/wallpusher/solutions/contest_solver.h") one
# self-contained source, as a judge takes a submission: each such line is replaced by the file's
# text (found beside MAIN, else under SOURCE_DIR; #pragma once dropped). One level: the included
# files include system headers only. Comments at the top of MAIN stay at the top, so the
# program's @EXPECTED_RESULTS@ line still leads it.
#
#   cmake -DMAIN=wrong/x.cpp -DSOURCE_DIR=... -DOUTPUT=single/x.cpp -P SingleSourceProgram.cmake
foreach(required MAIN SOURCE_DIR OUTPUT)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "SingleSourceProgram.cmake: ${required} is not set")
  endif()
endforeach()

# Whole-file strings, never CMake lists: C++ is full of ';'.
file(READ "${MAIN}" body)
get_filename_component(main_dir "${MAIN}" DIRECTORY)
string(REGEX MATCHALL "#include \"[^\"\n]+\"" includes "${body}")
foreach(line IN LISTS includes)
  string(REGEX REPLACE "^#include \"([^\"]+)\"$" "\\1" name "${line}")
  if(EXISTS "${main_dir}/${name}")
    set(path "${main_dir}/${name}")
  elseif(EXISTS "${SOURCE_DIR}/${name}")
    set(path "${SOURCE_DIR}/${name}")
  else()
    message(FATAL_ERROR "${MAIN}: ${line}: no such file beside it or under ${SOURCE_DIR}")
  endif()
  file(READ "${path}" included)
  if(included MATCHES "#include \"")
    message(FATAL_ERROR "${path}: includes a file of its own; only one level is joined")
  endif()
  string(REGEX REPLACE "(^|\n)#pragma once[^\n]*" "" included "${included}")
  string(REPLACE "${line}" "// ---- ${name}\n${included}" body "${body}")
endforeach()
file(WRITE "${OUTPUT}" "${body}")
