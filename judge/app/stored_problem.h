// Finding a stored problem by what a user calls it: its id, or its I/O file name ("puzzle" for
// puzzle.in/puzzle.out, as contest folders and NOIP habits name it). The id is looked up in the
// store and only that problem's package is read; the I/O name is looked up only when no problem
// has that id, and then only the `io` field of each active version is read, never every package.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/model/package.h"

namespace gridjudge::app {

// A problem in the database with its active package version.
struct StoredProblem {
    db::ProblemRecord record;
    db::TestSetRecord test_set;
    ProblemPackage package;
};

// The problem with this id and its active version; nullopt if there is none or it has no active
// version. A stored problem.json that does not read throws std::runtime_error naming it.
std::optional<StoredProblem> stored_problem_by_id(db::Store& store, const std::string& id);

// The id of the problem `name` names: a problem id, else the stem of a file-I/O problem's input
// file; nullopt if none.
std::optional<std::string> problem_id_named(db::Store& store, const std::string& name);

// By id or I/O file name (problem_id_named), with its active version.
std::optional<StoredProblem> find_stored_problem(db::Store& store, const std::string& name);

// The ids of the problems that have an active version, for messages that list them.
std::vector<std::string> stored_problem_ids(db::Store& store);

// Every stored problem that has an active version, by id (the problem list needs them all).
std::vector<StoredProblem> stored_problems(db::Store& store);

}  // namespace gridjudge::app
