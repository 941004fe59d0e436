// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify wallpusher --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/wallpusher/CMakeLists.txt)
// Lets a boundary wall be pushed out of the maze, which takes the player out with it.
#include "tests/wallpusher/solutions/contest_solver.h"

int main() {
    return contestant::run({.outer_walls_pushable = true});
}
