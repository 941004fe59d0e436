// Printing results: a stored submission as the verdict table for people or the documented JSON
// object, and any JSON document a command prints (`--json`).
#pragma once

#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.h"

namespace gridjudge::cli {

// Every `--json` document goes out here, by the rule the web API follows too
// (judge/report/json_text.h): bytes that are not UTF-8 become U+FFFD, never a failed command.
void print_json(const nlohmann::ordered_json& json);
void print_json(const nlohmann::json& json);

// Throws CommandError if there is no such submission.
void print_submission(db::Store& store, std::int64_t id, bool json);
// Several submissions: one after another as text, or one JSON array.
void print_submissions(db::Store& store, const std::vector<std::int64_t>& ids, bool json);

}  // namespace gridjudge::cli
