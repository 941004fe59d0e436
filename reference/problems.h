// The built-in problems: their ids, limits, I/O conventions and entry points. The CLI, the
// generators and the judge look problems up here instead of naming each one.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace gridjudge {

struct ProblemInfo {
    std::string_view id;         // "huarongdao"
    std::string_view title;      // "华容道 (NOIP 2013 Senior D2T3)"
    std::string_view file_name;  // NOIP base name: "puzzle" -> puzzle.in / puzzle.out
    bool file_io;                // true: the program reads FILE.in and writes FILE.out
    int time_limit_ms;
    int memory_limit_mib;
    std::string_view checker;  // "tokens" (exact integers) or "wallpusher" (replays moves)
    void (*validate)(std::string_view text, std::string_view source);
    std::string (*solve)(std::string_view text, std::string_view source);
    std::string (*solve_with_oracle)(std::string_view text, std::string_view source);
    std::string_view (*statement)();
    std::string (*summarize_input)(std::string_view input);
    std::string (*summarize_answer)(std::string_view answer);
};

std::span<const ProblemInfo> builtin_problems();

// By id ("huarongdao") or by NOIP file name ("puzzle"); nullptr when unknown.
const ProblemInfo* find_problem(std::string_view name);

// "huarongdao, wallpusher, halloween": for "unknown problem" messages.
std::string problem_id_list();

}  // namespace gridjudge
