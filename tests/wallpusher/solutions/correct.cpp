// The control: the contestant-style solver without flaws. It must pass every official test.
#include "tests/wallpusher/solutions/contest_solver.h"

int main() {
    return contestant::run({});
}
