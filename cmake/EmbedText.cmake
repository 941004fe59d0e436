# gridjudge_embed_text(TARGET FILE FUNCTION): compiles FILE's text into TARGET as
# `std::string_view FUNCTION()` (FUNCTION may be qualified, e.g. gridjudge::huarongdao::statement).
function(gridjudge_embed_text target file function)
  get_filename_component(name "${file}" NAME_WE)
  string(MAKE_C_IDENTIFIER "${function}" id)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded_${id}.cpp")
  file(READ "${file}" text)
  string(REGEX MATCH "^(.*)::([^:]+)$" _ "${function}")
  set(ns "${CMAKE_MATCH_1}")
  set(fn "${CMAKE_MATCH_2}")
  file(CONFIGURE OUTPUT "${out}" CONTENT
"// Generated from ${file}; edit that file instead.
#include <string_view>
namespace ${ns} {
std::string_view ${fn}() {
    static constexpr std::string_view text = R\"gridjudge_embed(@text@)gridjudge_embed\";
    return text;
}
}  // namespace ${ns}
" @ONLY)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${file}")
  target_sources(${target} PRIVATE "${out}")
endfunction()
