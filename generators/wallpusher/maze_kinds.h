// One maze of each kind the wallpusher strategies make (the strategy list and its options are in
// wallpusher_generators.cpp). Every maze returned has consistent walls (walls are stored per
// edge) and a way out; the comment of each kind says what it is for.
#pragma once

#include "generators/common/rng.h"
#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

// Inner walls with probability wall_percent / 100, `gaps` exits, a random start.
State random_maze(Rng& rng, int wall_percent, int gaps);

// The start cell has an exit gap: the answer is one move. A search that starts deepening at
// two moves answers more.
State exit_adjacent_maze(Rng& rng, int wall_percent, int gaps);

// Many cells walled on both sides of one axis: walls that cannot be pushed into them.
State double_walls_maze(Rng& rng);

// The start is next to the only exit's cell, behind a wall: pushing that wall into the exit's
// cell lands it on the gap and closes it, so the way out goes round.
State boundary_push_maze(Rng& rng);

// The start leans on an outer wall and the exits are at least kShortcutMargin moves away:
// a solver that lets outer walls be pushed out escapes in one (illegal) move.
State outer_wall_shortcut_maze(Rng& rng);

// Two moves would escape if a double wall could be pushed: the start, then a cell walled on
// both sides of the way in (and behind), whose outer side is a gap. The legal way out is at
// least kShortcutMargin moves longer.
State double_wall_shortcut_maze(Rng& rng);

inline constexpr int kShortcutMargin = 3;

}  // namespace gridjudge::wallpusher
