# Build-time script (cmake -P): joins a checker's own source files into one self-contained C++
# file that compiles with g++ alone, and embeds that file's text into the library as
# `std::string_view FUNCTION()`. The project's own #include "..." lines and #pragma once are
# dropped (every header is pasted above its users, in the order FILES gives); system includes
# stay. Nothing else is rewritten, so the rules stay written once, in their own files.
#
#   cmake -DSOURCE_DIR=... -DFILES="a.h|a.cpp|..." -DTITLE=... -DOUTPUT=x.cpp
#         -DEMBED_OUTPUT=embedded_x.cpp -DFUNCTION=ns::name -P AmalgamateSources.cmake
foreach(required SOURCE_DIR FILES TITLE OUTPUT EMBED_OUTPUT FUNCTION)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "AmalgamateSources.cmake: ${required} is not set")
  endif()
endforeach()

string(REPLACE "|" ";" FILES "${FILES}")
set(text "// ${TITLE}\n// Made by gridjudge from its own sources. Compile: g++ -std=c++20 -O2 FILE\n")
foreach(file IN LISTS FILES)
  # Whole-file strings, never CMake lists: C++ is full of ';'.
  file(READ "${SOURCE_DIR}/${file}" body)
  string(REGEX REPLACE "(^|\n)#include \"[^\n]*" "" body "${body}")
  string(REGEX REPLACE "(^|\n)#pragma once[^\n]*" "" body "${body}")
  string(APPEND text "\n// ---- ${file}\n${body}")
endforeach()
file(WRITE "${OUTPUT}" "${text}")

if(text MATCHES "\\)gridjudge_source\"")
  message(FATAL_ERROR "AmalgamateSources.cmake: the text contains the raw-string delimiter")
endif()
string(REGEX MATCH "^(.*)::([^:]+)$" _ "${FUNCTION}")
file(WRITE "${EMBED_OUTPUT}" "// Generated from ${OUTPUT}; edit the sources it names instead.
#include <string_view>
namespace ${CMAKE_MATCH_1} {
std::string_view ${CMAKE_MATCH_2}() {
    static constexpr std::string_view text = R\"gridjudge_source(${text})gridjudge_source\";
    return text;
}
}  // namespace ${CMAKE_MATCH_1}
")
