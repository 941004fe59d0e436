#include "reference/halloween/model.h"

#include <stdexcept>

namespace gridjudge::halloween {

Cell Case::find(char letter) const {
    for (int row = 0; row < height; ++row) {
        std::size_t col = rows[row].find(letter);
        if (col != std::string::npos) return {row, static_cast<int>(col)};
    }
    throw std::logic_error(std::string("halloween case has no '") + letter + "'");
}

std::string format_input(std::span<const Case> cases) {
    std::string text;
    for (const Case& one : cases) {
        text += std::to_string(one.width) + " " + std::to_string(one.height) + " " +
                std::to_string(one.ghosts) + "\n";
        for (const std::string& row : one.rows) text += row + "\n";
    }
    return text + "0 0 0\n";
}

}  // namespace gridjudge::halloween
