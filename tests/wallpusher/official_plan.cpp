#include "tests/wallpusher/official_plan.h"

#include "reference/wallpusher/wallpusher.h"

namespace gridjudge::wallpusher::testing {

std::vector<OfficialTest> make_official_tests(std::uint64_t seed) {
    std::vector<OfficialTest> tests;
    for (PlannedTest& planned : test_plan(seed)) {
        std::string input = generate(planned.call);
        std::string answer = solve(input, planned.name);
        tests.push_back({std::move(planned), std::move(input), std::move(answer)});
    }
    return tests;
}

const std::vector<OfficialTest>& official_tests() {
    static const std::vector<OfficialTest> tests = make_official_tests();
    return tests;
}

}  // namespace gridjudge::wallpusher::testing
