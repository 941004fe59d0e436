// The facade of huarongdao.h: parse and validate, then answer every game with the fast solver
// or the oracle. The statement() text is compiled in from statement.md (see CMakeLists.txt).
#include "reference/huarongdao/huarongdao.h"

#include "reference/huarongdao/oracle.h"
#include "reference/huarongdao/parse.h"
#include "reference/huarongdao/solver.h"

namespace gridjudge::huarongdao {
namespace {
// One answer per game, one a line, in input order.
template <typename Answer>
std::string answer_lines(const Puzzle& puzzle, Answer&& answer) {
    std::string out;
    for (const Game& game : puzzle.games) out += std::to_string(answer(game)) + "\n";
    return out;
}
}  // namespace

void validate(std::string_view text, std::string_view source) {
    parse_input(text, source);
}

std::string solve(std::string_view text, std::string_view source) {
    Puzzle puzzle = parse_input(text, source);
    FastSolver solver(puzzle.board);
    return answer_lines(puzzle, [&](const Game& game) { return solver.least_moves(game); });
}

std::string solve_with_oracle(std::string_view text, std::string_view source) {
    Puzzle puzzle = parse_input(text, source);
    return answer_lines(puzzle,
                        [&](const Game& game) { return oracle_least_moves(puzzle.board, game); });
}

}  // namespace gridjudge::huarongdao
