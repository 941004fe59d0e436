#include "reference/problems.h"

#include <array>

#include "reference/halloween/halloween.h"
#include "reference/huarongdao/huarongdao.h"
#include "reference/wallpusher/wallpusher.h"

namespace gridjudge {
namespace {
// Limits: huarongdao keeps the NOIP 2013 limits; the UVa problems use the limits written in
// their statement files (this product's choice, see reference/*/statement.md).
constexpr std::array kProblems{
    ProblemInfo{"huarongdao", "华容道 (NOIP 2013 Senior, Day 2, Problem 3)", "puzzle", true, 1000,
                128, "tokens", huarongdao::validate, huarongdao::solve,
                huarongdao::solve_with_oracle, huarongdao::statement, huarongdao::summarize_input,
                huarongdao::summarize_answer},
    ProblemInfo{"wallpusher", "The Wall Pusher (UVa 10384)", "wallpusher", false, 1000, 256,
                "wallpusher", wallpusher::validate, wallpusher::solve,
                wallpusher::solve_with_oracle, wallpusher::statement, wallpusher::summarize_input,
                wallpusher::summarize_answer},
    ProblemInfo{"halloween", "The Morning after Halloween (UVa 1601)", "halloween", false, 3000,
                256, "tokens", halloween::validate, halloween::solve, halloween::solve_with_oracle,
                halloween::statement, halloween::summarize_input, halloween::summarize_answer},
};
}  // namespace

std::span<const ProblemInfo> builtin_problems() {
    return kProblems;
}

const ProblemInfo* find_problem(std::string_view name) {
    for (const ProblemInfo& problem : kProblems)
        if (problem.id == name || problem.file_name == name) return &problem;
    return nullptr;
}

std::string problem_id_list() {
    std::string list;
    for (const ProblemInfo& problem : kProblems)
        list += (list.empty() ? "" : ", ") + std::string(problem.id);
    return list;
}

}  // namespace gridjudge
