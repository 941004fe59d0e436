// Seeded test generators and the official test plan for halloween.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "generators/common/generator_call.h"

namespace gridjudge::halloween {

// Names of the strategies generate() knows, each with a one-line description.
std::vector<std::pair<std::string_view, std::string_view>> generator_strategies();

// A valid official input made by call.strategy with call.options and call.seed. The same call
// gives the same bytes on every machine. Throws GeneratorError on a bad call.
std::string generate(const GeneratorCall& call);

// The ordered official test set for a master seed.
std::vector<PlannedTest> test_plan(std::uint64_t master_seed);

}  // namespace gridjudge::halloween
