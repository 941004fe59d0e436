#include "judge/web/scoreboard_delta.h"

#include <map>
#include <nlohmann/json.hpp>

#include "judge/util/html_text.h"

namespace gridjudge::web {

std::string RenderedRow::html() const {
    return "<tr data-team=\"" + html_escape(team_id) + "\"><td class=\"rank\">" +
           std::to_string(rank) + "</td>" + cells;
}

std::string RenderedBoard::table() const {
    std::string html = head + "<tbody>";
    for (const RenderedRow& row : rows) html += row.html();
    return html + "</tbody></table>";
}

std::optional<BoardDelta> board_delta(const RenderedBoard& from, const RenderedBoard& to) {
    if (from.view != to.view || from.head != to.head) return std::nullopt;
    std::map<std::string_view, const RenderedRow*> before;
    for (const RenderedRow& row : from.rows) before.emplace(row.team_id, &row);
    BoardDelta delta;
    bool moved = from.rows.size() != to.rows.size();
    for (std::size_t i = 0; i < to.rows.size(); ++i) {
        const RenderedRow& row = to.rows[i];
        if (!moved && (from.rows[i].team_id != row.team_id || from.rows[i].rank != row.rank))
            moved = true;
        const auto old = before.find(row.team_id);
        if (old == before.end() || old->second->cells != row.cells) delta.rows.push_back(row);
    }
    if (moved) {
        delta.order.emplace();
        for (const RenderedRow& row : to.rows) {
            delta.order->push_back(row.team_id);
            delta.ranks.push_back(row.rank);
        }
    }
    return delta;
}

std::string board_delta_json(const BoardDelta& delta, const std::string& from) {
    nlohmann::json json{{"from", from}, {"rows", nlohmann::json::array()}};
    for (const RenderedRow& row : delta.rows) json["rows"].push_back(row.html());
    if (delta.order) {
        json["order"] = *delta.order;
        json["ranks"] = delta.ranks;
    }
    // A team's name is checked to be UTF-8 when it is stored; replacing (not throwing) keeps a
    // stream alive should one not be.
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace gridjudge::web
