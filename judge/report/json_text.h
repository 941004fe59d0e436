// JSON as text, the one rule for every JSON the product prints or serves (`--json`, the web
// API): two-space indent, one object per document, and bytes that are not UTF-8 (a program's
// output, a checker's message, an excerpt cut in the middle of a character) each become U+FFFD
// instead of making the dump throw: the text always parses, and what was there stays visible.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace gridjudge {

// The document followed by a newline.
std::string json_text(const nlohmann::ordered_json& json);
std::string json_text(const nlohmann::json& json);

}  // namespace gridjudge
