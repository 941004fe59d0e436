// The process side of a checker, shared by every checker's main(): reads the files named on the
// command line (`checker input output answer`), runs the check, prints its message on stderr as
// one line and exits with the verdict's testlib code. Anything that goes wrong here (a missing
// file, an exception) is the judge's fault: FAIL, never a contestant's verdict.
#pragma once

#include <string_view>

#include "checkers/check_result.h"

namespace gridjudge::checkers {

using CheckFunction = CheckResult (*)(std::string_view input, std::string_view output,
                                      std::string_view answer);

int run_checker_main(int argc, char** argv, CheckFunction check);

}  // namespace gridjudge::checkers
