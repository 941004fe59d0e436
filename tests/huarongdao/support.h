// Helpers for the huarongdao tests: run a generator from the words a setter types, read its
// output back as a puzzle, and make the official test plan once per test binary.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "generators/common/generator_call.h"
#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao::test_support {

// "random --n 3 --seed 1" -> the call `gridjudge generate huarongdao random --n 3 --seed 1`.
GeneratorCall call_of(std::string_view command);

std::string generated(std::string_view command);
Puzzle generated_puzzle(std::string_view command);

// The GeneratorError message of the call, or "generated" if it succeeds.
std::string generator_error(std::string_view command);

// One test of a plan, made in-process: generated input and reference answers.
struct MadeTest {
    PlannedTest planned;
    std::string input;
    Puzzle puzzle;
    std::string answers;
};

std::vector<MadeTest> make_plan(std::uint64_t master_seed);

// The plan for kOfficialSeed, made once and shared by the tests of this binary. 2026 is the seed
// the main job ships and the example contest is graded on, so the kill table describes that data.
inline constexpr std::uint64_t kOfficialSeed = 2026;
const std::vector<MadeTest>& official_plan();

}  // namespace gridjudge::huarongdao::test_support
