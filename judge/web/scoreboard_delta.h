// The scoreboard as its stream sends it: the table split into its head and one row of HTML per
// team, and the delta between two such boards: the rows whose cells or totals changed, and, when
// any team moved or its rank changed, the new order of the teams with their ranks. Ranks travel
// apart from the rows because one solve shifts the rank of every team it passes (in the rush,
// hundreds of rows whose cells did not change). A delta is rendered once per new board and
// shared by every stream that had the board before it, so a verdict costs each stream a row and
// at most about 10 bytes a team, not the whole table (about 200 bytes a team).
//
// The page's script applies a delta to the table it holds (assets/app.js, applyScoreboardDelta);
// a delta only ever goes to a stream whose last event was the board it starts from.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace gridjudge::web {

struct RenderedRow {
    std::string team_id;
    int rank = 0;
    std::string cells;         // escaped: the team's name, totals and problem cells, then "</tr>"
    std::string html() const;  // "<tr data-team=…><td class=\"rank\">…</td>" + cells
    bool operator==(const RenderedRow&) const = default;
};

struct RenderedBoard {
    // Which board this is for: a delta never crosses a change of it (a freeze, an unfreeze,
    // OI results shown at the end), the stream sends the whole board then.
    std::string view;
    std::string head;               // "<table class=\"scoreboard\"><thead>…</thead>"
    std::vector<RenderedRow> rows;  // in rank order
    std::string table() const;      // the whole table, as the page holds it
};

struct BoardDelta {
    std::vector<RenderedRow> rows;  // new rows, or rows whose cells changed, in the new order
    // The team ids in the new board's order and their ranks, when a team moved, came or left,
    // or a rank changed; nullopt when neither did.
    std::optional<std::vector<std::string>> order;
    std::vector<int> ranks;  // with `order`
    bool empty() const { return rows.empty() && !order; }
};

// What turns `from` into `to`; nullopt when a delta cannot carry it (another view or another
// head: problems added, a freeze begun), then the whole board must go.
std::optional<BoardDelta> board_delta(const RenderedBoard& from, const RenderedBoard& to);

// The delta as the stream's event data: one line of JSON, {"from": ID, "rows": [HTML…],
// "order": [team id…], "ranks": [rank…]} ("order" and "ranks" only when they moved). `from` is
// the id of the board it applies to.
std::string board_delta_json(const BoardDelta& delta, const std::string& from);

}  // namespace gridjudge::web
