// Lookups every command needs, turned into CommandError messages a user can act on.
#pragma once

#include <memory>
#include <string>

#include "db/store.h"
#include "reference/problems.h"

namespace gridjudge::cli {

// By id or NOIP file name; the error lists the known problems.
const ProblemInfo& problem_or_throw(const std::string& name);

// Names a coach reads in a terminal (contestant, contest) must be printable: a control character
// (an escape sequence) in a name could rewrite the coach's terminal. Throws CommandError naming
// `field` otherwise.
void require_printable(const std::string& name, const std::string& field);

// Opens the database (`path` empty: $GRIDJUDGE_DB or ./gridjudge.db). Read-only mode never
// creates or migrates the file; a missing file is an error saying how to make one.
std::unique_ptr<db::Store> open_store(const std::string& path,
                                      db::OpenMode mode = db::OpenMode::ReadWrite);

}  // namespace gridjudge::cli
