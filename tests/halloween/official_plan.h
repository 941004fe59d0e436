// The official halloween plan for the shipped seed (2026: the main job's and the example
// contest's), made in-process with the reference's answers, once per test binary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "generators/halloween/halloween_generators.h"

namespace gridjudge::halloween::testing {

inline constexpr std::uint64_t kOfficialSeed = 2026;

struct OfficialTest {
    PlannedTest planned;
    std::string input;
    std::string answer;
};

std::vector<OfficialTest> make_official_tests(std::uint64_t seed = kOfficialSeed);
// Made once: generating and answering the plan is the slowest part of these tests (~2.5 s).
const std::vector<OfficialTest>& official_tests();
const OfficialTest& official_test(const std::string& name);

}  // namespace gridjudge::halloween::testing
