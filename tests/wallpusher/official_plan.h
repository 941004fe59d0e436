// The official Wall Pusher plan for the shipped seed (2026: the main job's and the example
// contest's), made in-process with the reference's answers, once per test binary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "generators/wallpusher/wallpusher_generators.h"

namespace gridjudge::wallpusher::testing {

inline constexpr std::uint64_t kOfficialSeed = 2026;

struct OfficialTest {
    PlannedTest planned;
    std::string input;
    std::string answer;
};

std::vector<OfficialTest> make_official_tests(std::uint64_t seed = kOfficialSeed);
const std::vector<OfficialTest>& official_tests();

}  // namespace gridjudge::wallpusher::testing
