// The official huarongdao test plan: the original NOIP split, 20 tests x 5 points.
//   01-06 q1-small  n, m <= 10, q = 1
//   07-12 q10       n, m <= 30, q <= 10
//   13-20 full      up to 30 x 30, q = 500
// Each group mixes plain data with the traps for the known wrong approaches (S = T, the blank
// passing through the piece, a BFS that marks visited on pop, the O(q (nm)^2) brute force).
#include <array>
#include <sstream>

#include "generators/common/rng.h"
#include "generators/huarongdao/huarongdao_generators.h"

namespace gridjudge::huarongdao {
namespace {

struct PlanEntry {
    std::string_view group;
    std::string_view command;  // STRATEGY --key value ..., as a setter would type it
};

constexpr int kPointsPerTest = 5;

constexpr std::array<PlanEntry, 20> kPlan{{
    {"q1-small", "tiny --n 1 --m 7 --q 1"},
    {"q1-small", "adversarial --trap s-equals-t --n 9 --m 10 --q 1 --density 85"},
    {"q1-small", "adversarial --trap through-piece --n 10 --m 10 --q 1"},
    {"q1-small", "random --n 10 --m 10 --q 1 --density 70"},
    {"q1-small", "maze --n 10 --m 10 --q 1 --width 2 --loops 20"},
    {"q1-small", "open --n 10 --m 10 --q 1"},
    {"q10", "corridor --n 30 --m 1 --q 10"},
    {"q10", "corridor --n 29 --m 30 --q 10 --shortcuts 4"},
    {"q10", "random --n 30 --m 30 --q 10 --density 65"},
    {"q10", "maze --n 30 --m 30 --q 10 --width 1 --loops 15"},
    {"q10", "adversarial --trap through-piece --n 30 --m 30 --q 10"},
    {"q10", "adversarial --trap open-queue --n 30 --m 30 --q 10"},
    {"full", "random --n 30 --m 30 --q 500 --density 85 --games far"},
    {"full", "random --n 30 --m 30 --q 500 --density 75 --games far"},
    {"full", "maze --n 30 --m 30 --q 500 --width 2 --loops 40 --games far"},
    {"full", "maze --n 30 --m 30 --q 500 --width 1 --loops 100 --games far"},
    {"full", "open --n 30 --m 30 --q 500 --walls 20 --games far"},
    {"full", "worst --n 30 --m 30 --q 500"},
    {"full", "adversarial --trap through-piece --n 30 --m 30 --q 500 --games far"},
    {"full",
     "adversarial --trap s-equals-t --n 30 --m 30 --q 500 --density 90 --games far --same-every "
     "5"},
}};

GeneratorCall call_for(std::string_view command, std::uint64_t seed) {
    std::vector<std::string> words{"huarongdao"};
    std::istringstream stream{std::string(command)};
    for (std::string word; stream >> word;) words.push_back(word);
    words.push_back("--seed");
    words.push_back(std::to_string(seed));
    return GeneratorCall::parse(words);
}

std::string two_digits(int number) {
    std::string digits = std::to_string(number);
    if (digits.size() == 1) digits.insert(0, 1, '0');
    return digits;
}

}  // namespace

std::vector<PlannedTest> test_plan(std::uint64_t master_seed) {
    std::vector<PlannedTest> plan;
    for (std::size_t i = 0; i < kPlan.size(); ++i) {
        int number = static_cast<int>(i) + 1;  // also the seed index: test "07" is index 7
        plan.push_back({two_digits(number), std::string(kPlan[i].group), kPointsPerTest,
                        call_for(kPlan[i].command, derive_seed(master_seed, number))});
    }
    return plan;
}

}  // namespace gridjudge::huarongdao
