#include "reference/wallpusher/wallpusher.h"

#include "reference/common/input_error.h"
#include "reference/wallpusher/input_format.h"
#include "reference/wallpusher/oracle.h"
#include "reference/wallpusher/solver.h"

namespace gridjudge::wallpusher {
namespace {

// The reference escape of every case, in order. A maze without a way out (or one the search
// cannot decide within its budget) is refused like any other invalid input: the product's data
// always has a way out (statement.md).
std::vector<std::string> reference_escapes(std::string_view text, std::string_view source) {
    std::vector<std::string> escapes;
    for (const MazeCase& maze : parse_input(text, source)) {
        SearchResult result = shortest_escape(maze.start);
        switch (result.outcome) {
            case SearchResult::Outcome::Escaped:
                escapes.push_back(std::move(result.moves));
                break;
            case SearchResult::Outcome::NoWayOut:
                throw InputError(std::string(source), maze.line, "maze",
                                 "no sequence of moves leaves the maze (every case must have a "
                                 "way out)");
            case SearchResult::Outcome::GaveUp:
                throw InputError(std::string(source), maze.line, "maze",
                                 "undecided: no way out found within " +
                                     std::to_string(kStateBudget) +
                                     " states (the product's limit for a case)");
        }
    }
    return escapes;
}

std::string lines(const std::vector<std::string>& escapes) {
    std::string text;
    for (const std::string& moves : escapes) text += moves + "\n";
    return text;
}

}  // namespace

void validate(std::string_view text, std::string_view source) {
    reference_escapes(text, source);
}

std::string solve(std::string_view text, std::string_view source) {
    return lines(reference_escapes(text, source));
}

std::string solve_with_oracle(std::string_view text, std::string_view source) {
    validate(text, source);  // the oracle has no budget: only inputs with a way out reach it
    std::vector<std::string> escapes;
    for (const MazeCase& maze : parse_input(text, source))
        escapes.push_back(*oracle_escape(maze.start));
    return lines(escapes);
}

}  // namespace gridjudge::wallpusher
