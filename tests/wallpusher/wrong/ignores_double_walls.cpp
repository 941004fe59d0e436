// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify wallpusher --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/wallpusher/CMakeLists.txt)
// Forgets that a wall cannot be pushed into another one: the pushed wall merges into the wall
// behind it and the player walks through.
#include "tests/wallpusher/solutions/contest_solver.h"

int main() {
    return contestant::run({.double_walls_pushable = true});
}
