// What the huarongdao strategies share: the --n --m --q options every one of them takes, and the
// step that places the games on a finished board.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "generators/common/generator_call.h"
#include "generators/common/rng.h"
#include "reference/huarongdao/model.h"

namespace gridjudge::huarongdao {

struct Size {
    int rows = 0;   // --n
    int cols = 0;   // --m
    int games = 0;  // --q
};

// --n, --m and --q (defaults from `fallback`); --m is at least min_cols. Throws GeneratorError
// for a 1x1 board, which cannot hold a game.
Size read_size(const GeneratorCall& call, Size fallback, int min_cols = 1);

// --density, the percentage of movable cells (default `fallback_percent`), as a number of cells
// of a board of `size`: rounded, and at least the two a game needs.
int read_density(const GeneratorCall& call, const Size& size, int fallback_percent);

using GamePicker = std::function<Game(const std::vector<Cell>& cells, Rng& rng)>;

// --games: where a strategy's plain games go. "random" (the default): E, S and T uniform over
// the movable cells. "far": within the board's largest connected area, E and T far from S
// (far_game) — the most states for any search to explore: the full-size time tests use it.
GamePicker read_game_kind(const GeneratorCall& call, const Board& board);

// `board` with `count` games; game i comes from pickers[i % pickers.size()]. Throws
// GeneratorError when the board has fewer than two movable cells.
Puzzle with_games(Board board, int count, const std::vector<GamePicker>& pickers, Rng& rng);

}  // namespace gridjudge::huarongdao
