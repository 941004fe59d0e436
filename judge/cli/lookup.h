// Lookups every command needs, turned into CommandError messages a user can act on.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/app/stored_problem.h"
#include "judge/model/package.h"
#include "reference/problems.h"

namespace gridjudge::cli {

// A built-in problem by id or NOIP file name; the error lists the known ones.
const ProblemInfo& builtin_problem_or_throw(const std::string& name);

using app::stored_problems;
using app::StoredProblem;

// By id, or by its I/O file name ("puzzle" for puzzle.in/puzzle.out): app::find_stored_problem.
// The error lists the stored problems and says how to add one.
StoredProblem stored_problem_or_throw(db::Store& store, const std::string& name);

// app::require_printable (judge/app/refused.h), its refusal as a CommandError.
void require_printable(const std::string& name, const std::string& field);

// Opens the database (`location` empty: $GRIDJUDGE_DB or ./gridjudge.db). Read-only mode never
// creates or migrates it; a missing file is an error saying how to make one.
std::unique_ptr<db::Store> open_database(const std::string& location,
                                         db::OpenMode mode = db::OpenMode::ReadWrite);
std::string resolved_location(const std::string& location);

}  // namespace gridjudge::cli
