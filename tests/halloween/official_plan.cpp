#include "tests/halloween/official_plan.h"

#include <stdexcept>

#include "reference/halloween/halloween.h"

namespace gridjudge::halloween::testing {

std::vector<OfficialTest> make_official_tests(std::uint64_t seed) {
    std::vector<OfficialTest> made;
    for (PlannedTest& planned : test_plan(seed)) {
        std::string input = generate(planned.call);
        std::string answer = solve(input, planned.name + ".in");
        made.push_back({std::move(planned), std::move(input), std::move(answer)});
    }
    return made;
}

const std::vector<OfficialTest>& official_tests() {
    static const std::vector<OfficialTest> tests = make_official_tests();
    return tests;
}

const OfficialTest& official_test(const std::string& name) {
    for (const OfficialTest& test : official_tests())
        if (test.planned.name == name) return test;
    throw std::out_of_range("no official test " + name);
}

}  // namespace gridjudge::halloween::testing
