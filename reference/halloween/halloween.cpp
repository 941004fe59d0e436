// The facade: every entry point parses and checks the input the same way, then answers each case
// with one search. A case no sequence of steps can solve is refused as invalid data (the product's
// data is always solvable; see statement.md), so validate() runs the fast solver too.
#include "reference/halloween/halloween.h"

#include <optional>
#include <string>

#include "reference/common/input_error.h"
#include "reference/halloween/oracle.h"
#include "reference/halloween/parse.h"
#include "reference/halloween/solver.h"

namespace gridjudge::halloween {
namespace {

using SearchFunction = std::optional<int> (*)(const Case&);

std::optional<int> fast_search(const Case& one) {
    return shortest_steps(one);
}
std::optional<int> oracle_search(const Case& one) {
    return oracle_shortest_steps(one);
}

std::string answer_each_case(std::string_view text, std::string_view source,
                             SearchFunction search) {
    const std::vector<Case> cases = parse_input(text, source);
    std::string output;
    for (std::size_t index = 0; index < cases.size(); ++index) {
        const std::optional<int> steps = search(cases[index]);
        if (!steps)
            throw InputError(std::string(source), cases[index].header_line,
                             "case " + std::to_string(index + 1),
                             "the ghosts cannot all reach their targets; every case must be "
                             "solvable");
        output += std::to_string(*steps) + "\n";
    }
    return output;
}

}  // namespace

void validate(std::string_view text, std::string_view source) {
    answer_each_case(text, source, fast_search);
}

std::string solve(std::string_view text, std::string_view source) {
    return answer_each_case(text, source, fast_search);
}

std::string solve_with_oracle(std::string_view text, std::string_view source) {
    return answer_each_case(text, source, oracle_search);
}

}  // namespace gridjudge::halloween
