// A pruning test for the searches, derived from the rules (rules.h) and safe by the argument in
// sealed_exits.cpp: exits_sealed(state) is true only when no sequence of moves from `state` can
// leave the maze. Without it a maze with no way out makes a search enumerate millions of wall
// layouts before giving up; with it many such mazes are refused within a few states, and the
// searches skip states that can no longer lead out.
#pragma once

#include "reference/wallpusher/rules.h"

namespace gridjudge::wallpusher {

bool exits_sealed(State state);

}  // namespace gridjudge::wallpusher
