// gridjudge_checker_tokens input output answer: the exact-integer checker (token_checker.h).
#include "checkers/checker_main.h"
#include "checkers/token_checker.h"

int main(int argc, char** argv) {
    using namespace gridjudge::checkers;
    return run_checker_main(argc, argv,
                            [](std::string_view, std::string_view output, std::string_view answer) {
                                return check_tokens(output, answer);
                            });
}
