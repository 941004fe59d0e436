#include "judge/report/report_csv.h"

#include <vector>

#include "judge/model/package.h"

namespace gridjudge {
namespace {

// A contestant-chosen name such as "=HYPERLINK(...)" would run as a formula when a coach opens
// the file in a spreadsheet; a leading apostrophe makes it plain text (the OWASP advice).
std::string defuse_formula(const std::string& text) {
    if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos)
        return "'" + text;
    return text;
}

// Spreadsheets trim unquoted edge spaces, so those are quoted too.
bool needs_quotes(const std::string& text) {
    return text.find_first_of(",\"\r\n") != std::string::npos ||
           (!text.empty() && (text.front() == ' ' || text.back() == ' '));
}

std::string csv_field(const std::string& text) {
    if (!needs_quotes(text)) return text;
    std::string quoted = "\"";
    for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string csv_line(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csv_field(fields[i]);
    return line + "\r\n";
}

}  // namespace

std::string ranking_csv(const Ranking& ranking) {
    std::vector<std::string> header{"rank", "contestant"};
    for (const std::string& problem : ranking.problems) {
        header.push_back(problem);
        header.push_back(problem + " verdict");
    }
    header.push_back("total");
    std::string csv = csv_line(header);
    for (const RankingRow& row : ranking.rows) {
        std::vector<std::string> fields{std::to_string(row.rank), defuse_formula(row.user)};
        for (const std::string& problem : ranking.problems) {
            const auto cell = row.cells.find(problem);
            const bool submitted = cell != row.cells.end();
            fields.push_back(submitted ? format_points(cell->second.score) : "");
            fields.push_back(submitted ? std::string(verdict_name(cell->second.verdict)) : "");
        }
        fields.push_back(format_points(row.total));
        csv += csv_line(fields);
    }
    return csv;
}

}  // namespace gridjudge
