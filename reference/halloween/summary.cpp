// One-line summaries of Halloween's inputs ("3 maps, largest 16x16, up to 3 ghosts") and answers.
#include <algorithm>
#include <sstream>

#include "reference/common/summary_text.h"
#include "reference/halloween/halloween.h"

namespace gridjudge::halloween {

std::string summarize_input(std::string_view input) {
    const std::vector<std::string> lines = lines_of(input);
    int cases = 0, largest_w = 0, largest_h = 0, most_ghosts = 0;
    for (std::size_t i = 0; i < lines.size();) {
        std::istringstream header(lines[i]);
        int w = 0, h = 0, n = 0;
        header >> w >> h >> n;
        if (w == 0) break;
        ++cases;
        if (w * h > largest_w * largest_h) largest_w = w, largest_h = h;
        most_ghosts = std::max(most_ghosts, n);
        i += static_cast<std::size_t>(h) + 1;
    }
    return std::to_string(cases) + (cases == 1 ? " map" : " maps") + ", largest " +
           std::to_string(largest_w) + "x" + std::to_string(largest_h) + ", up to " +
           std::to_string(most_ghosts) + (most_ghosts == 1 ? " ghost" : " ghosts");
}

std::string summarize_answer(std::string_view answer) {
    return summarize_integer_answers(answer);
}

}  // namespace gridjudge::halloween
