#include "reference/halloween/pair_distances.h"

#include <algorithm>

namespace gridjudge::halloween {

PairDistances::PairDistances(const StateSpace& space, int first, int second)
    : bits_(space.bits()), steps_(std::size_t{1} << (2 * space.bits()), kUnreachable) {
    const unsigned target =
        space.cell_number(space.goal(), first) << bits_ | space.cell_number(space.goal(), second);
    const unsigned mask = (1u << bits_) - 1;
    // Steps are reversible, so searching from the targets with the ordinary moves gives every
    // pair's distance to them.
    std::vector<unsigned> queue{target};
    steps_[target] = 0;
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const unsigned x = queue[next] >> bits_, y = queue[next] & mask;
        const auto reached =
            static_cast<std::uint8_t>(std::min(steps_[queue[next]] + 1, int{kCapped}));
        const StateSpace::Moves& moves_x = space.moves(x);
        const StateSpace::Moves& moves_y = space.moves(y);
        for (int i = 0; i < moves_x.count; ++i)
            for (int j = 0; j < moves_y.count; ++j) {
                const unsigned x2 = moves_x.to[i], y2 = moves_y.to[j];
                if (x2 == y2 || (x2 == y && y2 == x)) continue;
                const unsigned pair = x2 << bits_ | y2;
                if (steps_[pair] != kUnreachable) continue;
                steps_[pair] = reached;
                queue.push_back(pair);
            }
    }
}

}  // namespace gridjudge::halloween
