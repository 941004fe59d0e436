// gridjudge_checker_wallpusher input output answer: replays the moves (wallpusher_checker.h).
#include "checkers/builtin_checkers.h"

int main(int argc, char** argv) {
    using namespace gridjudge::checkers;
    return run_checker_main(argc, argv, find_builtin_checker("wallpusher"));
}
