// Small helpers shared by the halloween tests: input files written as lists of lines, and the
// product's sample file.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "tests/common/run_program.h"

namespace gridjudge::halloween::testing {

// The lines joined with '\n', each ended by one.
inline std::string lines(std::initializer_list<std::string_view> text) {
    std::string joined;
    for (std::string_view line : text) joined.append(line).append("\n");
    return joined;
}

inline std::string sample_input() {
    return gridjudge::testing::read_file(GRIDJUDGE_SAMPLES_DIR "/halloween.sample.in");
}
inline std::string sample_answer() {
    return gridjudge::testing::read_file(GRIDJUDGE_SAMPLES_DIR "/halloween.sample.ans");
}

}  // namespace gridjudge::halloween::testing
