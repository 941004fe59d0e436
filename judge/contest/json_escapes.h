// JSON files are parsed by yaml-cpp (JSON is YAML's subset) so that they get the same bomb checks
// and line numbers as the YAML files. One difference matters: yaml-cpp refuses a "\uD83C\uDF88"
// surrogate pair, which is how Python's json.dump and PHP's json_encode write every character
// past U+FFFF by default (an emoji in a team name). This pass writes such escapes as the UTF-8
// they stand for before yaml-cpp reads the text.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge::contest {

// `text` with every \uXXXX escape of a code point from U+0080 on (a surrogate pair as one code
// point) inside a JSON string replaced by its UTF-8 bytes. Escapes of ASCII characters (quotes,
// control characters) stay escaped, so no line and no string boundary moves; a lone surrogate
// stays as it is, for the parser to refuse.
std::string json_escapes_as_utf8(std::string_view text);

}  // namespace gridjudge::contest
