// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify wallpusher --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/wallpusher/CMakeLists.txt)
// Starts the deepening at 2 moves (a bug seen in a real accepted solution): a start cell next
// to an exit gets a longer answer than its 1 move.
#include "tests/wallpusher/solutions/contest_solver.h"

int main() {
    return contestant::run({.first_bound = 2});
}
