// One-line human summaries of a test's input ("30x30, q=500") and answer ("max 212, 3 x -1")
// for the gen table, problem.json and the review pages. Reads only what it summarises; the
// input has been validated before, so parsing here is lenient.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge {

std::string summarize_input(std::string_view problem_id, std::string_view input);
std::string summarize_answer(std::string_view problem_id, std::string_view answer);

}  // namespace gridjudge
