// Export: a stored problem version written as a Kattis, Polygon or Hydro package into a new
// folder. `gridjudge export` only finds the problem, calls export_problem and prints what it
// returns.
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/app/stored_problem.h"

namespace gridjudge::app {

struct ExportRequest {
    std::string format;          // "kattis", "polygon" or "hydro"
    std::filesystem::path out;   // absent or an empty folder
    std::optional<int> version;  // of the problem; absent: its active one
};

struct ExportOutcome {
    int version = 0;                 // the version written
    std::filesystem::path package;   // the package folder, absolute
    std::vector<std::string> notes;  // what the format could not hold exactly, one sentence each
};

// A refused export; its message is what the user reads. Nothing is left in `out`.
class ExportError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

ExportOutcome export_problem(db::Store& store, const StoredProblem& problem,
                             const ExportRequest& request);

}  // namespace gridjudge::app
