// The generators of every built-in problem, looked up by problem id.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "generators/common/generator_call.h"

namespace gridjudge {

struct ProblemGenerators {
    std::string_view problem_id;
    std::vector<std::pair<std::string_view, std::string_view>> (*strategies)();
    std::string (*generate)(const GeneratorCall& call);
    std::vector<PlannedTest> (*test_plan)(std::uint64_t master_seed);
};

// nullptr when the problem has no generators.
const ProblemGenerators* find_generators(std::string_view problem_id);

// Runs call.problem's generator; throws GeneratorError for an unknown problem or strategy.
std::string run_generator(const GeneratorCall& call);

}  // namespace gridjudge
