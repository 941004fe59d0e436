// @EXPECTED_RESULTS@: CORRECT
// (the verdict `gridjudge verify wallpusher --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/wallpusher/CMakeLists.txt)
// The control: the contestant-style solver without flaws. It must pass every official test.
#include "tests/wallpusher/solutions/contest_solver.h"

int main() {
    return contestant::run({});
}
