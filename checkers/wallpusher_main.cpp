// gridjudge_checker_wallpusher input output answer: replays the moves (wallpusher_checker.h).
#include "checkers/checker_main.h"
#include "checkers/wallpusher_checker.h"

int main(int argc, char** argv) {
    return gridjudge::checkers::run_checker_main(argc, argv, gridjudge::checkers::check_wallpusher);
}
