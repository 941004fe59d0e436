#include "db/contest_row_mapping.h"

#include <sstream>
#include <stdexcept>

namespace gridjudge::db {
namespace {

std::optional<TimePoint> optional_time(ColumnCursor& next) {
    const std::optional<std::int64_t> value = next.optional_integer();
    if (!value) return std::nullopt;
    return TimePoint{Seconds{*value}};
}

TimePoint time(ColumnCursor& next) {
    return TimePoint{Seconds{next.integer()}};
}

contest::ScoringKind stored_scoring(const std::string& name) {
    if (name == "pass_fail") return contest::ScoringKind::pass_fail;
    if (name == "ioi") return contest::ScoringKind::ioi;
    if (name == "oi") return contest::ScoringKind::oi;
    throw std::runtime_error("the database holds the scoring \"" + name +
                             "\", which this gridjudge does not know");
}

contest::WindowKind stored_window(const std::string& name) {
    if (name == "fixed") return contest::WindowKind::fixed;
    if (name == "per_team") return contest::WindowKind::per_team;
    throw std::runtime_error("the database holds the window kind \"" + name +
                             "\", which this gridjudge does not know");
}

contest::AccountKind stored_account_kind(const std::string& name) {
    if (name == "team") return contest::AccountKind::team;
    if (name == "judge") return contest::AccountKind::judge;
    if (name == "admin") return contest::AccountKind::admin;
    throw std::runtime_error("the database holds the account kind \"" + name +
                             "\", which this gridjudge does not know");
}

std::vector<std::string> split_languages(const std::string& joined) {
    std::vector<std::string> list;
    std::istringstream lines(joined);
    for (std::string id; std::getline(lines, id);) list.push_back(id);
    return list;
}

}  // namespace

const char* scoring_name(contest::ScoringKind scoring) {
    switch (scoring) {
        case contest::ScoringKind::pass_fail:
            return "pass_fail";
        case contest::ScoringKind::ioi:
            return "ioi";
        case contest::ScoringKind::oi:
            return "oi";
    }
    throw std::logic_error("unknown ScoringKind");
}

const char* window_name(contest::WindowKind window) {
    switch (window) {
        case contest::WindowKind::fixed:
            return "fixed";
        case contest::WindowKind::per_team:
            return "per_team";
    }
    throw std::logic_error("unknown WindowKind");
}

const char* account_kind_name(contest::AccountKind kind) {
    switch (kind) {
        case contest::AccountKind::team:
            return "team";
        case contest::AccountKind::judge:
            return "judge";
        case contest::AccountKind::admin:
            return "admin";
    }
    throw std::logic_error("unknown AccountKind");
}

std::string joined_languages(const ContestRecord& contest) {
    std::string joined;
    for (const std::string& id : contest.languages) {
        if (id.empty() || id.find_first_of("\r\n") != std::string::npos)
            throw std::invalid_argument("contest \"" + contest.settings.id +
                                        "\": a language id may be neither empty nor hold a line "
                                        "break");
        if (!joined.empty()) joined += '\n';
        joined += id;
    }
    return joined;
}

std::int64_t seconds(TimePoint time) {
    // 0000-01-01T00:00:00Z to 9999-12-31T23:59:59Z: what ISO 8601's four-digit years (and so
    // SQLite's time functions) can write; a time outside would be stored as NULL, i.e. lost.
    constexpr std::int64_t kFirst = -62'167'219'200, kLast = 253'402'300'799;
    const std::int64_t value = time.time_since_epoch().count();
    if (value < kFirst || value > kLast)
        throw std::invalid_argument("the time " + std::to_string(value) +
                                    " (unix seconds) is outside the years 0000 to 9999 a "
                                    "store keeps");
    return value;
}

std::optional<std::int64_t> seconds(const std::optional<TimePoint>& time) {
    if (!time) return std::nullopt;
    return seconds(*time);
}

std::string contest_columns(const SecondsOf& seconds_of) {
    return "id, name, formal_name, " + seconds_of("start_time") +
           ", duration_seconds, freeze_seconds, scoring, penalty_minutes, window_kind, "
           "languages, " +
           seconds_of("started") + ", " + seconds_of("paused_since") +
           ", paused_total_seconds, extended_seconds, " + seconds_of("ended") + ", " +
           seconds_of("thawed") + ", " + seconds_of("finalized");
}

ContestRecord read_contest(const RowReader& row) {
    ColumnCursor next(row);
    ContestRecord c;
    c.settings.id = next.text();
    c.settings.name = next.text();
    c.settings.formal_name = next.text();
    c.settings.start_time = optional_time(next);
    c.settings.duration = Seconds{next.integer()};
    if (const auto freeze = next.optional_integer())
        c.settings.scoreboard_freeze_duration = Seconds{*freeze};
    c.settings.scoring = stored_scoring(next.text());
    c.settings.penalty_minutes = next.small_integer();
    c.settings.window = stored_window(next.text());
    c.languages = split_languages(next.text());
    c.state.started = optional_time(next);
    c.state.paused_since = optional_time(next);
    c.state.paused_total = Seconds{next.integer()};
    c.state.extended = Seconds{next.integer()};
    c.state.ended = optional_time(next);
    c.state.thawed = optional_time(next);
    c.state.finalized = optional_time(next);
    return c;
}

ContestProblemRecord read_contest_problem(const RowReader& row) {
    ColumnCursor next(row);
    ContestProblemRecord p;
    p.id = next.text();
    p.label = next.text();
    p.name = next.text();
    p.color = next.text();
    p.rgb = next.text();
    p.ordinal = next.small_integer();
    return p;
}

contest::Organization read_organization(const RowReader& row) {
    ColumnCursor next(row);
    contest::Organization o;
    o.id = next.text();
    o.name = next.text();
    o.formal_name = next.text();
    o.country = next.text();
    return o;
}

contest::Team read_team(const RowReader& row) {
    ColumnCursor next(row);
    contest::Team t;
    t.id = next.text();
    t.name = next.text();
    t.display_name = next.text();
    t.organization_id = next.text();
    t.hidden = next.flag();
    t.extra_time = Seconds{next.integer()};
    return t;
}

AccountRecord read_account(const RowReader& row) {
    ColumnCursor next(row);
    AccountRecord a;
    a.account.id = next.text();
    a.account.username = next.text();
    a.account.kind = stored_account_kind(next.text());
    a.account.team_id = next.optional_text().value_or("");
    a.account.name = next.text();
    a.contest_id = next.optional_text().value_or("");
    a.password_hash = next.text();
    return a;
}

std::string session_columns(const SecondsOf& seconds_of) {
    return "token_sha256, account_id, csrf_token, " + seconds_of("created") + ", " +
           seconds_of("expires");
}

SessionRecord read_session(const RowReader& row) {
    ColumnCursor next(row);
    SessionRecord s;
    s.token_sha256 = next.text();
    s.account_id = next.text();
    s.csrf_token = next.text();
    s.created = time(next);
    s.expires = time(next);
    return s;
}

std::string clarification_columns(const SecondsOf& seconds_of) {
    return "id, contest_id, from_team_id, to_team_id, reply_to, problem_id, text, " +
           seconds_of("sent_at");
}

ClarificationRecord read_clarification(const RowReader& row) {
    ColumnCursor next(row);
    ClarificationRecord c;
    c.id = next.integer();
    c.contest_id = next.text();
    c.from_team_id = next.text();
    c.to_team_id = next.text();
    c.reply_to = next.optional_integer();
    c.problem_id = next.text();
    c.text = next.text();
    c.time = time(next);
    return c;
}

std::string event_columns(const SecondsOf& seconds_of) {
    return "id, contest_id, type, object_id, data_json, " + seconds_of("event_time");
}

ContestEventRecord read_event(const RowReader& row) {
    ColumnCursor next(row);
    ContestEventRecord e;
    e.id = next.integer();
    e.contest_id = next.text();
    e.type = next.text();
    e.object_id = next.text();
    e.data_json = next.text();
    e.time = time(next);
    return e;
}

}  // namespace gridjudge::db
