#include "reference/halloween/map_rules.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "reference/common/input_error.h"

namespace gridjudge::halloween {
namespace {

class RuleChecker {
  public:
    RuleChecker(const Case& one, std::string_view source) : case_(one), source_(source) {}

    void check_all() const {
        check_border();
        check_letters();
        check_squares();
        check_connected();
    }

  private:
    int line_of(int row) const { return case_.header_line + 1 + row; }

    static std::string name(Cell cell) {
        return "row " + std::to_string(cell.row + 1) + ", column " + std::to_string(cell.col + 1);
    }

    [[noreturn]] void fail(int line, std::string field, std::string rule) const {
        throw InputError(std::string(source_), line, std::move(field), std::move(rule));
    }

    void check_border() const {
        for (int row = 0; row < case_.height; ++row)
            for (int col = 0; col < case_.width; ++col) {
                Cell cell{row, col};
                bool on_border =
                    row == 0 || col == 0 || row == case_.height - 1 || col == case_.width - 1;
                if (on_border && !case_.is_wall(cell))
                    fail(line_of(row), name(cell),
                         std::string("the border must be a wall '#', found '") + case_.at(cell) +
                             "'");
            }
    }

    // "a-c and A-C" for n = 3, "a and A" for n = 1.
    std::string allowed_letters() const {
        if (case_.ghosts == 1) return "a and A";
        return std::string("a-") + ghost_letter(case_.ghosts - 1) + " and A-" +
               target_letter(case_.ghosts - 1);
    }

    void check_letters() const {
        // seen[0][i]: where ghost i was found; seen[1][i]: where target i was found.
        std::array<std::array<std::optional<Cell>, kMaxGhosts>, 2> seen;
        for (int row = 0; row < case_.height; ++row)
            for (int col = 0; col < case_.width; ++col) {
                Cell cell{row, col};
                char c = case_.at(cell);
                bool is_ghost = c >= 'a' && c <= 'z';
                bool is_target = c >= 'A' && c <= 'Z';
                if (!is_ghost && !is_target) continue;
                int index = c - (is_ghost ? 'a' : 'A');
                std::string letter = std::string(is_ghost ? "ghost '" : "target '") + c + "'";
                if (index >= case_.ghosts)
                    fail(line_of(row), name(cell),
                         letter + " is not allowed when n = " + std::to_string(case_.ghosts) +
                             " (the map holds " + allowed_letters() + ")");
                std::optional<Cell>& first = seen[is_ghost ? 0 : 1][index];
                if (first)
                    fail(line_of(row), letter,
                         "appears twice (line " + std::to_string(line_of(first->row)) + " column " +
                             std::to_string(first->col + 1) + " and line " +
                             std::to_string(line_of(row)) + " column " + std::to_string(col + 1) +
                             ")");
                first = cell;
            }
        for (int ghost = 0; ghost < case_.ghosts; ++ghost)
            for (int kind = 0; kind < 2; ++kind)
                if (!seen[kind][ghost])
                    fail(case_.header_line,
                         std::string(kind == 0 ? "ghost '" : "target '") +
                             (kind == 0 ? ghost_letter(ghost) : target_letter(ghost)) + "'",
                         "missing; with n = " + std::to_string(case_.ghosts) + " the map holds " +
                             allowed_letters() + ", each exactly once");
    }

    void check_squares() const {
        for (int row = 0; row + 1 < case_.height; ++row)
            for (int col = 0; col + 1 < case_.width; ++col) {
                bool has_wall = case_.is_wall({row, col}) || case_.is_wall({row, col + 1}) ||
                                case_.is_wall({row + 1, col}) || case_.is_wall({row + 1, col + 1});
                if (!has_wall)
                    fail(line_of(row),
                         "2x2 square at rows " + std::to_string(row + 1) + "-" +
                             std::to_string(row + 2) + ", columns " + std::to_string(col + 1) +
                             "-" + std::to_string(col + 2),
                         "has no wall; every 2x2 square must hold at least one '#'");
            }
    }

    // Flood fill from the first corridor cell in reading order (there is one: check_letters found
    // ghost 'a'); the first cell it misses, again in reading order, is the one reported.
    void check_connected() const {
        std::vector<Cell> corridor;
        for (int row = 0; row < case_.height; ++row)
            for (int col = 0; col < case_.width; ++col)
                if (!case_.is_wall({row, col})) corridor.push_back({row, col});
        std::vector<std::vector<bool>> reached(case_.height, std::vector<bool>(case_.width));
        std::vector<Cell> todo{corridor.front()};
        reached[corridor.front().row][corridor.front().col] = true;
        while (!todo.empty()) {
            Cell cell = todo.back();
            todo.pop_back();
            // Borders are walls (checked first), so neighbours of a corridor cell are in the map.
            for (Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                              Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}}) {
                if (case_.is_wall(next) || reached[next.row][next.col]) continue;
                reached[next.row][next.col] = true;
                todo.push_back(next);
            }
        }
        for (Cell cell : corridor)
            if (!reached[cell.row][cell.col])
                fail(line_of(cell.row), name(cell),
                     "corridor cell is not connected to " + name(corridor.front()) +
                         " (all corridor cells must be connected)");
    }

    const Case& case_;
    std::string_view source_;
};

}  // namespace

void check_map_rules(const Case& one, std::string_view source) {
    RuleChecker(one, source).check_all();
}

}  // namespace gridjudge::halloween
