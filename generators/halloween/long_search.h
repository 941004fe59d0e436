// The `long` generator's search: deterministic hill climbing for a case with a long answer. It
// alternates two moves, each judged by a full BFS (farthest_state.h):
// - change the map: open or close one cell (keeping the map's rules), then put the ghosts on the
//   starts farthest from the current targets; kept when the answer does not get shorter;
// - sweep: keep the starts and move the targets to the placement farthest from them (never shorter,
//   since steps are reversible).
// The work is `rounds` such searches, so the same seed gives the same case on every machine.
#pragma once

#include "generators/common/rng.h"
#include "reference/halloween/model.h"

namespace gridjudge::halloween {

// The map the climb starts from.
enum class LongStart {
    Snake,  // a snake_map, rows two apart, one pocket: long answers (ghosts pass only there)
    Maze,   // a maze_map with a few loops
    Open,   // an open_map: short answers, but the largest state spaces (the solver's worst case)
};

struct LongSearchOptions {
    int width = kMaxSide;
    int height = kMaxSide;
    int ghosts = kMaxGhosts;
    LongStart start = LongStart::Snake;
    int rounds = 24;
};

Case long_case(Rng& rng, const LongSearchOptions& options);

}  // namespace gridjudge::halloween
