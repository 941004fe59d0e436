// Printing a stored submission: the verdict table for people, or the documented JSON object.
#pragma once

#include <cstdint>
#include <vector>

#include "db/store.h"

namespace gridjudge::cli {

// Throws CommandError if there is no such submission.
void print_submission(db::Store& store, std::int64_t id, bool json);
// Several submissions: one after another as text, or one JSON array.
void print_submissions(db::Store& store, const std::vector<std::int64_t>& ids, bool json);

}  // namespace gridjudge::cli
