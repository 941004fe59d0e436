#include "generators/registry.h"

#include <array>

#include "generators/halloween/halloween_generators.h"
#include "generators/huarongdao/huarongdao_generators.h"
#include "generators/wallpusher/wallpusher_generators.h"

namespace gridjudge {
namespace {
const std::array kGenerators{
    ProblemGenerators{"huarongdao", huarongdao::generator_strategies, huarongdao::generate,
                      huarongdao::test_plan},
    ProblemGenerators{"wallpusher", wallpusher::generator_strategies, wallpusher::generate,
                      wallpusher::test_plan},
    ProblemGenerators{"halloween", halloween::generator_strategies, halloween::generate,
                      halloween::test_plan},
};
}  // namespace

const ProblemGenerators* find_generators(std::string_view problem_id) {
    for (const ProblemGenerators& generators : kGenerators)
        if (generators.problem_id == problem_id) return &generators;
    return nullptr;
}

std::string run_generator(const GeneratorCall& call) {
    const ProblemGenerators* generators = find_generators(call.problem);
    if (generators == nullptr)
        throw GeneratorError("no generators for problem '" + call.problem + "'");
    return generators->generate(call);
}

}  // namespace gridjudge
