#include "generators/halloween/farthest_state.h"

#include <utility>
#include <vector>

#include "reference/halloween/layered_bfs.h"

namespace gridjudge::halloween {

std::optional<FarthestState> farthest_state(const StateSpace& space, StateSpace::State from,
                                            const std::function<bool(StateSpace::State)>& accept) {
    StateSet seen(space.state_bound());
    seen.insert(from);
    std::vector<StateSpace::State> layer{from}, next;
    std::optional<FarthestState> farthest;
    for (int steps = 0; !layer.empty(); ++steps) {
        std::optional<StateSpace::State> best_in_layer;
        for (StateSpace::State state : layer)
            if ((!best_in_layer || state < *best_in_layer) && accept(state)) best_in_layer = state;
        if (best_in_layer) farthest = FarthestState{steps, *best_in_layer};
        expand_layer(space, layer, seen, next, [](StateSpace::State) { return false; });
        std::swap(layer, next);
    }
    return farthest;
}

}  // namespace gridjudge::halloween
