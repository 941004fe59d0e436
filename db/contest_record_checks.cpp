#include "db/contest_record_checks.h"

#include <stdexcept>

#include "db/contest_row_mapping.h"
#include "judge/util/utf8.h"

namespace gridjudge::db {
namespace {

// `where` names the record ("contest \"c1\"", "team \"t1\" of contest \"c1\""), `field` its field.
void check_text(const std::string& where, const char* field, const std::string& text) {
    if (text.find('\0') != std::string::npos)
        throw std::invalid_argument(where + ": " + field + " holds a NUL byte");
    if (!is_valid_utf8(text))
        throw std::invalid_argument(where + ": " + field + " is not valid UTF-8");
}

std::string quoted(const std::string& id) {
    // The id may itself be what is wrong: shown with its bad bytes as they are would garble
    // the message, so only a valid one is shown.
    if (id.find('\0') != std::string::npos || !is_valid_utf8(id)) return "(an invalid id)";
    return "\"" + id + "\"";
}

std::string of_contest(const std::string& contest_id) {
    return " of contest " + quoted(contest_id);
}

}  // namespace

void check_storable(const ContestRecord& c) {
    const std::string where = "contest " + quoted(c.settings.id);
    check_text(where, "id", c.settings.id);
    check_text(where, "name", c.settings.name);
    check_text(where, "formal_name", c.settings.formal_name);
    for (const std::string& language : c.languages) check_text(where, "a language id", language);
    joined_languages(c);
    seconds(c.settings.start_time);
    check_storable(c.settings.id, c.state);
}

void check_storable(const std::string& contest_id, const ContestStateRecord& state) {
    check_text("contest " + quoted(contest_id), "id", contest_id);
    for (const auto& time :
         {state.started, state.paused_since, state.ended, state.thawed, state.finalized})
        seconds(time);
}

void check_storable(const std::string& contest_id, const ContestProblemRecord& p) {
    const std::string where = "problem " + quoted(p.id) + of_contest(contest_id);
    check_text(where, "contest id", contest_id);
    check_text(where, "id", p.id);
    check_text(where, "label", p.label);
    check_text(where, "name", p.name);
    check_text(where, "color", p.color);
    check_text(where, "rgb", p.rgb);
}

void check_storable(const std::string& contest_id, const contest::Organization& o) {
    const std::string where = "organization " + quoted(o.id) + of_contest(contest_id);
    check_text(where, "contest id", contest_id);
    check_text(where, "id", o.id);
    check_text(where, "name", o.name);
    check_text(where, "formal_name", o.formal_name);
    check_text(where, "country", o.country);
}

void check_storable(const std::string& contest_id, const contest::Team& t) {
    const std::string where = "team " + quoted(t.id) + of_contest(contest_id);
    check_text(where, "contest id", contest_id);
    check_text(where, "id", t.id);
    check_text(where, "name", t.name);
    check_text(where, "display_name", t.display_name);
    check_text(where, "organization_id", t.organization_id);
}

void check_storable(const AccountRecord& a) {
    const std::string where = "account " + quoted(a.account.id);
    check_text(where, "id", a.account.id);
    check_text(where, "username", a.account.username);
    check_text(where, "team_id", a.account.team_id);
    check_text(where, "name", a.account.name);
    check_text(where, "contest_id", a.contest_id);
    check_text(where, "password_hash", a.password_hash);
}

void check_storable_password_hash(const std::string& account_id, const std::string& hash) {
    check_text("account " + quoted(account_id), "password_hash", hash);
}

void check_storable(const SessionRecord& s) {
    // The token's hash is not shown: it stands in for a secret.
    const std::string where = "a session of account " + quoted(s.account_id);
    check_text(where, "token_sha256", s.token_sha256);
    check_text(where, "csrf_token", s.csrf_token);
    seconds(s.created);
    seconds(s.expires);
}

void check_storable(const ClarificationRecord& c) {
    const std::string where = "a clarification" + of_contest(c.contest_id);
    check_text(where, "contest_id", c.contest_id);
    check_text(where, "from_team_id", c.from_team_id);
    check_text(where, "to_team_id", c.to_team_id);
    check_text(where, "problem_id", c.problem_id);
    check_text(where, "text", c.text);
    seconds(c.time);
}

void check_storable(const ContestEventRecord& e) {
    const std::string where =
        "event " + quoted(e.type) + "/" + quoted(e.object_id) + of_contest(e.contest_id);
    check_text(where, "contest_id", e.contest_id);
    check_text(where, "type", e.type);
    check_text(where, "object_id", e.object_id);
    check_text(where, "data_json", e.data_json);
    seconds(e.time);
}

}  // namespace gridjudge::db
