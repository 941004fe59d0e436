// The search behind the `long` strategy: mazes whose shortest escape is as long as a budget of
// reference searches can find. It runs climbs, each from a slightly perturbed serpentine (rows
// walled off from each other: one corridor through every cell, already a long escape), by single
// edits: a wall toggled, a gap moved, the start moved. An edit that makes the escape one move
// shorter is taken now and then (often early in a climb, rarely late) so that a climb can get
// off a local peak; those odds are integers, so every machine makes the same choices.
#pragma once

#include "generators/common/rng.h"
#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

struct LongMaze {
    State maze;
    int escape_length;
};

// Uses `tries` evaluations of candidate mazes (one reference search each), then more climbs
// while the longest escape found is shorter than `min_length`. Deterministic for the state of
// `rng`.
LongMaze search_long_maze(Rng& rng, int tries, int min_length);

}  // namespace gridjudge::wallpusher
