// The JSON form of a stored problem, as `problems --json` prints it (docs/json.md) and the web
// API serves it: id, title, the active version, limits, I/O, checker, groups and test count.
#pragma once

#include <nlohmann/json.hpp>

#include <vector>

#include "judge/model/package.h"

namespace gridjudge {

nlohmann::ordered_json problem_json(const ProblemPackage& package, int version);

// The tests of a problem, as `gen --json` prints them and the API's problem serves them: name,
// group, points, size, answer_summary, input_sha256, answer_sha256. `Test` is a package's test
// (PackageTest) or a stored one (db::TestRecord): both carry these fields, and this is the one
// place that names them.
template <class Test>
nlohmann::ordered_json tests_json(const std::vector<Test>& tests) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Test& t : tests)
        list.push_back({{"name", t.name},
                        {"group", t.group},
                        {"points", t.points},
                        {"size", t.size_summary},
                        {"answer_summary", t.answer_summary},
                        {"input_sha256", t.input_sha256},
                        {"answer_sha256", t.answer_sha256}});
    return list;
}

}  // namespace gridjudge
