// The huarongdao generator strategies. Each reads its options from the call (and refuses any
// other), draws everything from `rng`, and returns a valid puzzle. The table with their names
// and descriptions is in huarongdao_generators.cpp.
#pragma once

#include "generators/common/generator_call.h"
#include "generators/common/rng.h"
#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

Puzzle make_random(const GeneratorCall& call, Rng& rng);
Puzzle make_open(const GeneratorCall& call, Rng& rng);
Puzzle make_maze(const GeneratorCall& call, Rng& rng);
Puzzle make_corridor(const GeneratorCall& call, Rng& rng);
Puzzle make_tiny(const GeneratorCall& call, Rng& rng);
Puzzle make_worst(const GeneratorCall& call, Rng& rng);
// Aimed at one known wrong approach, chosen by --trap (adversarial.cpp).
Puzzle make_adversarial(const GeneratorCall& call, Rng& rng);

}  // namespace gridjudge::huarongdao
