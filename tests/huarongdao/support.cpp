#include "tests/huarongdao/support.h"

#include <sstream>

#include "generators/huarongdao/huarongdao_generators.h"
#include "reference/huarongdao/huarongdao.h"
#include "reference/huarongdao/parse.h"

namespace gridjudge::huarongdao::test_support {

GeneratorCall call_of(std::string_view command) {
    std::vector<std::string> words{"huarongdao"};
    std::istringstream stream{std::string(command)};
    for (std::string word; stream >> word;) words.push_back(word);
    return GeneratorCall::parse(words);
}

std::string generated(std::string_view command) {
    return generate(call_of(command));
}

Puzzle generated_puzzle(std::string_view command) {
    return parse_input(generated(command), command);
}

std::string generator_error(std::string_view command) {
    try {
        generated(command);
    } catch (const GeneratorError& error) {
        return error.what();
    }
    return "generated";
}

std::vector<MadeTest> make_plan(std::uint64_t master_seed) {
    std::vector<MadeTest> tests;
    for (PlannedTest& planned : test_plan(master_seed)) {
        std::string input = generate(planned.call);
        Puzzle puzzle = parse_input(input, planned.name);
        std::string answers = solve(input, planned.name);
        tests.push_back(
            {std::move(planned), std::move(input), std::move(puzzle), std::move(answers)});
    }
    return tests;
}

const std::vector<MadeTest>& official_plan() {
    static const std::vector<MadeTest> tests = make_plan(kOfficialSeed);
    return tests;
}

}  // namespace gridjudge::huarongdao::test_support
