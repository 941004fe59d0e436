// MapCanvas: a halloween map under construction. It starts as all walls and only lets a generator
// open a cell when every 2x2 square keeps a wall, and never touches the border; so whatever shape a
// generator carves, two of the statement's map rules hold by construction (connectivity is the
// generator's job: it opens cells next to the corridor, or checks connected()).
#pragma once

#include <string>
#include <vector>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

class MapCanvas {
  public:
    MapCanvas(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    bool is_corridor(Cell cell) const { return rows_[cell.row][cell.col] != kWall; }
    bool is_interior(Cell cell) const {
        return cell.row > 0 && cell.col > 0 && cell.row < height_ - 1 && cell.col < width_ - 1;
    }

    // True when `cell` is an interior wall and opening it leaves a wall in every 2x2 square.
    bool can_open(Cell cell) const;
    void open(Cell cell);  // requires can_open(cell)
    void close(Cell cell);

    // Corridor neighbours of `cell` (edge-adjacent, inside the map).
    int corridor_neighbours(Cell cell) const;
    // Corridor cells in reading order.
    std::vector<Cell> corridor_cells() const;
    // Interior cells in reading order.
    std::vector<Cell> interior_cells() const;
    bool connected() const;

    // The case with ghost i on starts[i] and its target on targets[i] (all distinct corridor
    // cells).
    Case to_case(const std::vector<Cell>& starts, const std::vector<Cell>& targets) const;

  private:
    int width_;
    int height_;
    std::vector<std::string> rows_;
};

}  // namespace gridjudge::halloween
