// Helpers for the one-line summaries each problem gives of its inputs and answers ("30x30,
// q=500", "20 answers, max 212, 3 x -1"), shown in gen's table, problem.json and the review
// pages. The summaries read only what they summarise, from inputs validated before.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridjudge {

// The lines of `text`, without their line breaks (a final "\r" dropped too).
std::vector<std::string> lines_of(std::string_view text);

// An answer file of integers: "answer 7", or "20 answers, max 212, 3 x -1".
std::string summarize_integer_answers(std::string_view answer);

}  // namespace gridjudge
