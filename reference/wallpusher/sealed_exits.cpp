#include "reference/wallpusher/sealed_exits.h"

// Why the test is safe (it never cuts off a way out):
// A wall moves only when the player crosses its edge. So until the player first enters a cell,
// the walls on that cell's four sides can only multiply (pushes elsewhere may land walls there).
// Moving into cell b towards d is possible only if b's near side is open, or b's far side is open
// to take the pushed wall: on one axis, b must not have walls on both sides. That depends on b's
// sides alone and only gets harder as they gain walls, so a cell that can be entered some day can
// be entered by that test today: the cells reached from the player by it now include every cell
// the player will ever visit.
// A gap on side D of cell c is used from inside c, after an entry that did not close it; the one
// entry that closes it is a push towards D, which lands the wall on the gap. If no cell of that
// superset can enter c without closing the gap, and the player is not in c, the gap is lost for
// good; when every gap is, nothing leads out.
namespace gridjudge::wallpusher {
namespace {

constexpr CellSet kAllCells = (CellSet{1} << kCells) - 1;
constexpr CellSet kFirstRow = (CellSet{1} << kCols) - 1;
constexpr CellSet kLastRow = kFirstRow << (kCols * (kRows - 1));
constexpr CellSet column(int col) {
    CellSet cells = 0;
    for (int row = 0; row < kRows; ++row) cells |= CellSet{1} << cell_of(row, col);
    return cells;
}
constexpr CellSet kFirstColumn = column(0);
constexpr CellSet kLastColumn = column(kCols - 1);

// The cells whose neighbour on one side is in `cells`, one function per side.
CellSet below_of(CellSet cells) {  // north neighbour in `cells`
    return (cells << kCols) & kAllCells;
}
CellSet above_of(CellSet cells) {  // south neighbour in `cells`
    return cells >> kCols;
}
CellSet right_of(CellSet cells) {  // west neighbour in `cells`
    return (cells << 1) & ~kFirstColumn;
}
CellSet left_of(CellSet cells) {  // east neighbour in `cells`
    return (cells >> 1) & ~kLastColumn;
}

}  // namespace

bool exits_sealed(State state) {
    const auto walled = cells_walled_on(state.walls());
    const CellSet north = walled[int(Direction::North)];
    const CellSet east = walled[int(Direction::East)];
    const CellSet south = walled[int(Direction::South)];
    const CellSet west = walled[int(Direction::West)];
    const CellSet gap_north = kFirstRow & ~north;
    const CellSet gap_south = kLastRow & ~south;
    const CellSet gap_west = kFirstColumn & ~west;
    const CellSet gap_east = kLastColumn & ~east;
    const CellSet player = CellSet{1} << state.cell();
    if ((gap_north | gap_south | gap_west | gap_east) & player) return false;

    // Enterable along an axis: not walled on both sides of it.
    const CellSet vertical_entry = kAllCells & ~(north & south);
    const CellSet horizontal_entry = kAllCells & ~(west & east);
    CellSet reach = player;
    for (CellSet previous = 0; previous != reach;) {
        previous = reach;
        reach |= (vertical_entry & (below_of(reach) | above_of(reach))) |
                 (horizontal_entry & (right_of(reach) | left_of(reach)));
    }
    const CellSet from_side = horizontal_entry & (right_of(reach) | left_of(reach));
    const CellSet from_end = vertical_entry & (below_of(reach) | above_of(reach));
    // Each gap: a step in from the cell opposite the gap, or an entry from either flank.
    const CellSet usable = (gap_north & ((above_of(reach) & ~south) | from_side)) |
                           (gap_south & ((below_of(reach) & ~north) | from_side)) |
                           (gap_west & ((left_of(reach) & ~east) | from_end)) |
                           (gap_east & ((right_of(reach) & ~west) | from_end));
    return usable == 0;
}

}  // namespace gridjudge::wallpusher
