// Printing a stored submission: the verdict table for people, or the documented JSON object.
#pragma once

#include <cstdint>

#include "db/store.h"

namespace gridjudge::cli {

// Throws CommandError if there is no such submission.
void print_submission(db::Store& store, std::int64_t id, bool json);

}  // namespace gridjudge::cli
