#include "reference/wallpusher/rules.h"

#include <gtest/gtest.h>

#include "generators/common/rng.h"
#include "generators/wallpusher/maze_sampling.h"
#include "reference/wallpusher/sealed_exits.h"
#include "tests/wallpusher/edge_mazes.h"

namespace gridjudge::wallpusher {
namespace {

using testing::start_of;

TEST(WallpusherRules, NeighboursShareOneEdgeAndTheBoundaryHasTwenty) {
    EXPECT_EQ(kEdges, 58);
    EXPECT_EQ(edge_of(cell_of(1, 2), Direction::East), edge_of(cell_of(1, 3), Direction::West));
    EXPECT_EQ(edge_of(cell_of(1, 2), Direction::South), edge_of(cell_of(2, 2), Direction::North));
    int outer = 0;
    for (int edge = 0; edge < kEdges; ++edge) outer += is_outer(edge);
    EXPECT_EQ(outer, 20);
    EXPECT_EQ(neighbour(cell_of(0, 0), Direction::North), std::nullopt);
    EXPECT_EQ(neighbour(cell_of(0, 0), Direction::East), cell_of(0, 1));
}

TEST(WallpusherRules, MasksRoundTripThroughTheWallLayout) {
    const std::array<int, kCells> masks{3, 2, 0, 2, 2, 6, 4, 5, 1, 0, 0, 4,
                                        1, 0, 0, 0, 0, 4, 9, 8, 8, 8, 8, 12};
    const WallSet walls = walls_from_masks(masks);
    for (int cell = 0; cell < kCells; ++cell) EXPECT_EQ(cell_mask(walls, cell), masks[cell]);
    EXPECT_EQ(exit_gaps(walls), edge_bit(edge_of(cell_of(0, 2), Direction::North)) |
                                    edge_bit(edge_of(cell_of(1, 0), Direction::West)));
    const auto walled = cells_walled_on(walls);
    EXPECT_EQ(walled[int(Direction::West)] >> cell_of(1, 1) & 1, 1u);
    EXPECT_EQ(walled[int(Direction::East)] >> cell_of(1, 1) & 1, 1u);
    EXPECT_EQ(walled[int(Direction::North)] >> cell_of(0, 2) & 1, 0u);
}

TEST(WallpusherRules, StepsLeavesAndPushes) {
    const State start = start_of(testing::kPushClosesGap);  // row 2 column 2
    const MoveOutcome step = apply_move(start, Direction::North);
    EXPECT_EQ(step.kind, MoveKind::Step);
    EXPECT_EQ(step.next, State(cell_of(0, 1), start.walls()));

    const MoveOutcome leave = apply_move(start_of(testing::kExitAdjacent), Direction::North);
    EXPECT_EQ(leave.kind, MoveKind::Leave);

    // The pushed wall leaves the start's west side and lands on row 2 column 1's west side,
    // which is the exit gap: now boundary, it closes the gap and can be pushed no further.
    const MoveOutcome push = apply_move(start, Direction::West);
    EXPECT_EQ(push.kind, MoveKind::Push);
    EXPECT_EQ(push.next.cell(), cell_of(1, 0));
    EXPECT_EQ(cell_mask(push.next.walls(), cell_of(1, 0)), kWestBit);
    EXPECT_EQ(cell_mask(push.next.walls(), cell_of(1, 1)), 0);
    EXPECT_EQ(exit_gaps(push.next.walls()), 0u);
    EXPECT_EQ(apply_move(push.next, Direction::West).kind, MoveKind::PushesOuterWall);
}

TEST(WallpusherRules, TwoWallsInARowAndOuterWallsDoNotMove) {
    const State double_wall = start_of(testing::kDoubleWall);
    EXPECT_EQ(apply_move(double_wall, Direction::West).kind, MoveKind::PushesTwoWalls);
    EXPECT_EQ(apply_move(double_wall, Direction::West).next, double_wall);
    EXPECT_EQ(apply_move(start_of(testing::kOuterWall), Direction::West).kind,
              MoveKind::PushesOuterWall);
    EXPECT_EQ(describe(MoveKind::PushesTwoWalls), "pushes two walls");
    EXPECT_EQ(describe(MoveKind::PushesOuterWall), "pushes an outer wall");
}

TEST(WallpusherRules, LettersAndNames) {
    EXPECT_EQ(letter(Direction::West), 'W');
    EXPECT_EQ(direction_of('S'), Direction::South);
    EXPECT_EQ(direction_of('s'), std::nullopt);
    EXPECT_EQ(cell_name(cell_of(3, 5)), "row 4, column 6");
}

TEST(WallpusherSealedExits, AGapOnlyReachableByClosingItIsSealed) {
    // After the push of kPushClosesGap the boundary is closed: sealed.
    const State closed = apply_move(start_of(testing::kPushClosesGap), Direction::West).next;
    EXPECT_TRUE(exits_sealed(closed));
    EXPECT_FALSE(exits_sealed(start_of(testing::kPushClosesGap)));
    // The exit's cell walled on all inner sides, the player elsewhere: pushing in from the east
    // would land the wall on the gap, from north and south on the opposite walls.
    const std::array<int, kCells> masks{11, 2, 2, 2, 2, 6, 14, 1, 0, 0, 0, 4,
                                        3,  0, 0, 0, 0, 4, 9,  8, 8, 8, 8, 12};
    EXPECT_TRUE(exits_sealed(State(cell_of(2, 3), walls_from_masks(masks))));
    EXPECT_FALSE(exits_sealed(State(cell_of(1, 0), walls_from_masks(masks))));  // in that cell
}

// The invariant that makes pruning safe: from a sealed state no move leaves the maze, and
// every legal move leads to a sealed state again.
TEST(WallpusherSealedExits, SealedStatesOnlyLeadToSealedStates) {
    Rng rng(20240601);
    int sealed = 0;
    for (int sample = 0; sample < 20000; ++sample) {
        const State state(random_cell(rng), random_walls(rng, static_cast<int>(rng.uniform(20, 80)),
                                                         static_cast<int>(rng.uniform(1, 3))));
        if (!exits_sealed(state)) continue;
        ++sealed;
        for (Direction direction : kDirections) {
            const MoveOutcome outcome = apply_move(state, direction);
            ASSERT_NE(outcome.kind, MoveKind::Leave) << state.key();
            if (outcome.in_maze()) {
                ASSERT_TRUE(exits_sealed(outcome.next)) << state.key();
            }
        }
    }
    EXPECT_GE(sealed, 1000);  // the property was exercised, not skipped
}

}  // namespace
}  // namespace gridjudge::wallpusher
