// The Contest API's "problem" object (ccs-specs 2023-06) of a contest's problem.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>

#include "db/contest_store.h"
#include "db/store.h"

namespace gridjudge::app {

// What the problem's stored package adds to the contest's record of it.
struct ProblemFacts {
    int test_data_count = 0;                   // the active test set's tests
    std::optional<double> time_limit_seconds;  // the package's limit, when known
};

// What the store knows of problem `id` (its active test set's size).
ProblemFacts problem_facts(db::Store& store, const std::string& id);

// id, label, name, ordinal, rgb and color (when the package gave them), time_limit (when known)
// and test_data_count. Nothing is added when not strict.
nlohmann::ordered_json problem_json(const db::ContestProblemRecord& problem,
                                    const ProblemFacts& facts);

}  // namespace gridjudge::app
