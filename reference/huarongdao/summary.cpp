// One-line summaries of huarongdao's inputs ("30x30, q=500") and answers.
#include <sstream>

#include "reference/common/summary_text.h"
#include "reference/huarongdao/huarongdao.h"

namespace gridjudge::huarongdao {

std::string summarize_input(std::string_view input) {
    std::istringstream stream{std::string(input)};
    int n = 0, m = 0, q = 0;
    stream >> n >> m >> q;
    return std::to_string(n) + "x" + std::to_string(m) + ", q=" + std::to_string(q);
}

std::string summarize_answer(std::string_view answer) {
    return summarize_integer_answers(answer);
}

}  // namespace gridjudge::huarongdao
