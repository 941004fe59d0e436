// StateSpace: the fast solver's view of one case. Corridor cells are numbered in reading order and
// a state packs the cell number of every ghost into one integer (ghost g in bits
// [g * bits, (g + 1) * bits)), so visited sets are flat bitsets indexed by state. A case with n < 3
// gets phantom ghosts, each on a private cell whose only move is to stay: the search code always
// moves three ghosts and the phantoms never meet anyone.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/halloween/model.h"

namespace gridjudge::halloween {

class StateSpace {
  public:
    using State = std::uint32_t;

    explicit StateSpace(const Case& one);

    State start() const { return start_; }
    State goal() const { return goal_; }
    // Every packed state is below this bound.
    std::size_t state_bound() const { return std::size_t{1} << (kMaxGhosts * bits_); }
    // The map cell of real ghost `ghost` (0 <= ghost < n) in `state`.
    Cell ghost_cell(State state, int ghost) const { return cells_[cell_number(state, ghost)]; }

    // A cell's moves: itself first, then its corridor neighbours (a phantom's cell: itself only).
    struct Moves {
        std::uint8_t count = 0;
        std::array<std::uint8_t, 5> to{};
    };
    // Cell numbers (corridor cells, then phantom cells) are below 1 << bits().
    int bits() const { return bits_; }
    const Moves& moves(unsigned cell) const { return moves_[cell]; }
    // The cell number of ghost `ghost` (0 <= ghost < 3, phantoms included) in `state`.
    unsigned cell_number(State state, int ghost) const {
        return (state >> (ghost * bits_)) & ((1u << bits_) - 1);
    }

    // Calls visit(next) for every state one step away: each ghost stays or moves to a
    // neighbouring corridor cell, no two ghosts end on one cell and no two swap cells.
    template <typename Visit>
    void for_each_successor(State state, Visit&& visit) const {
        const unsigned a = cell_number(state, 0), b = cell_number(state, 1),
                       c = cell_number(state, 2);
        const Moves& moves_a = moves_[a];
        const Moves& moves_b = moves_[b];
        const Moves& moves_c = moves_[c];
        for (int i = 0; i < moves_a.count; ++i) {
            const unsigned a2 = moves_a.to[i];
            for (int j = 0; j < moves_b.count; ++j) {
                const unsigned b2 = moves_b.to[j];
                if (b2 == a2 || (b2 == a && a2 == b)) continue;
                const State ab = a2 | b2 << bits_;
                for (int k = 0; k < moves_c.count; ++k) {
                    const unsigned c2 = moves_c.to[k];
                    if (c2 == a2 || c2 == b2 || (c2 == a && a2 == c) || (c2 == b && b2 == c))
                        continue;
                    visit(ab | c2 << (2 * bits_));
                }
            }
        }
    }

  private:
    std::vector<Moves> moves_;  // by cell number; phantom cells come after the corridor cells
    std::vector<Cell> cells_;   // corridor cells by number
    int bits_ = 0;
    State start_ = 0;
    State goal_ = 0;
};

}  // namespace gridjudge::halloween
