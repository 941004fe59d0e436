#include "judge/app/contest_operations.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "judge/accounts/account_book.h"
#include "judge/app/contest_clock.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/compile/language.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/util/utf8.h"

namespace gridjudge::app {

using Kind = ContestError::Kind;

namespace {

[[noreturn]] void refuse(Kind kind, const std::string& message) {
    throw ContestError(kind, message);
}

std::string in_quotes(const std::string& id) {
    return "'" + id + "'";
}

// A name shown on every page: not empty, UTF-8, no control characters.
void check_name(const std::string& what, const std::string& name) {
    if (name.empty()) refuse(Kind::invalid, what + " is empty");
    if (!is_valid_utf8(name) || contest::has_control_character(name))
        refuse(Kind::invalid, what + " is not UTF-8 text without control characters");
}

void check_id(const std::string& what, const std::string& id) {
    if (!contest::is_contest_id(id))
        refuse(Kind::invalid, what + " " + in_quotes(id) +
                                  " is not an id (letters, digits, '_', '.', '-'; at most 36)");
}

db::ContestStateRecord set_and_log(db::ContestStore& contests, db::ContestRecord contest,
                                   const db::ContestStateRecord& state, TimePoint now) {
    contests.set_state(contest.settings.id, state);
    contest.state = state;
    log_contest_event(contests, contest.settings.id, "state", "", state_object_json(contest, now),
                      now);
    // The contest object shows the extended duration and the actual start.
    log_contest_event(contests, contest.settings.id, "contests", contest.settings.id,
                      contest_object_json(contest), now);
    return state;
}

std::string contest_named(const db::ContestRecord& contest) {
    return "contest " + in_quotes(contest.settings.id);
}

}  // namespace

db::ContestRecord require_contest(db::ContestStore& contests, const std::string& contest_id) {
    auto contest = contests.contest(contest_id);
    if (!contest) refuse(Kind::not_found, "no contest " + in_quotes(contest_id));
    return *contest;
}

db::ContestRecord create_contest(db::Store& store, db::ContestStore& contests,
                                 const NewContest& request, TimePoint now) {
    const auto& settings = request.settings;
    check_id("contest id", settings.id);
    check_name("contest name", settings.name);
    if (settings.duration <= Seconds{0}) refuse(Kind::invalid, "contest duration must be positive");
    if (settings.scoreboard_freeze_duration &&
        (*settings.scoreboard_freeze_duration < Seconds{0} ||
         *settings.scoreboard_freeze_duration > settings.duration))
        refuse(Kind::invalid, "scoreboard freeze must be between 0 and the contest's duration");
    if (settings.penalty_minutes < 0) refuse(Kind::invalid, "penalty time must not be negative");
    if (request.problems.empty()) refuse(Kind::invalid, "a contest needs at least one problem");
    if (contests.contest(settings.id))
        refuse(Kind::conflict, "contest " + in_quotes(settings.id) + " already exists");

    std::vector<contest::ContestProblem> problems = request.problems;
    const bool ordered =
        std::any_of(problems.begin(), problems.end(), [](const auto& p) { return p.ordinal != 0; });
    std::set<std::string> ids, labels;
    for (std::size_t i = 0; i < problems.size(); ++i) {
        auto& problem = problems[i];
        if (!ordered) problem.ordinal = static_cast<int>(i) + 1;
        const auto stored = store.problem(problem.id);
        if (!stored)
            refuse(Kind::invalid, "problem " + in_quotes(problem.id) + " is not in the store");
        if (!stored->active_test_set)
            refuse(Kind::invalid,
                   "problem " + in_quotes(problem.id) + " has no test set to judge on");
        check_id("problem id", problem.id);
        if (problem.label.empty()) problem.label = std::string(1, static_cast<char>('A' + i % 26));
        check_name("problem " + in_quotes(problem.id) + " label", problem.label);
        if (problem.name.empty()) problem.name = stored->title.empty() ? problem.id : stored->title;
        if (!ids.insert(problem.id).second)
            refuse(Kind::invalid, "problem " + in_quotes(problem.id) + " is listed twice");
        if (!labels.insert(problem.label).second)
            refuse(Kind::invalid, "label " + in_quotes(problem.label) + " is used twice");
    }
    for (const auto& language : request.languages)
        if (!find_language(language))
            refuse(Kind::invalid, "unknown language " + in_quotes(language) +
                                      " (known: " + language_id_list() + ")");

    db::ContestRecord contest;
    contest.settings = settings;
    contest.languages = request.languages;
    contests.put_contest(contest);
    contests.put_problems(settings.id, problems);
    log_contest_event(contests, settings.id, "contests", settings.id, contest_object_json(contest),
                      now);
    for (const auto& problem : problems)
        log_contest_event(contests, settings.id, "problems", problem.id,
                          problem_object_json(problem), now);
    return *contests.contest(settings.id);
}

void put_team(db::ContestStore& contests, const std::string& contest_id, const TeamEntry& entry,
              TimePoint now) {
    require_contest(contests, contest_id);
    const auto& team = entry.team;
    check_id("team id", team.id);
    check_name("team " + in_quotes(team.id) + " name", team.name);
    if (team.extra_time < Seconds{0}) refuse(Kind::invalid, "extra time must not be negative");
    if (entry.organization) {
        check_id("organization id", entry.organization->id);
        check_name("organization " + in_quotes(entry.organization->id) + " name",
                   entry.organization->name);
        if (!team.organization_id.empty() && team.organization_id != entry.organization->id)
            refuse(Kind::invalid, "team " + in_quotes(team.id) + " names organization " +
                                      in_quotes(team.organization_id) + ", not " +
                                      in_quotes(entry.organization->id));
    } else if (!team.organization_id.empty()) {
        bool known = false;
        for (const auto& organization : contests.organizations(contest_id))
            known = known || organization.id == team.organization_id;
        if (!known)
            refuse(Kind::invalid, "team " + in_quotes(team.id) + ": no organization " +
                                      in_quotes(team.organization_id) + " in contest " +
                                      in_quotes(contest_id));
    }
    std::optional<db::AccountRecord> account;
    std::optional<db::AccountRecord> existing;
    if (!entry.username.empty()) {
        if (entry.password.empty()) refuse(Kind::invalid, "the team account's password is empty");
        account.emplace();
        account->account.id = entry.username;
        account->account.username = entry.username;
        account->account.kind = contest::AccountKind::team;
        account->account.team_id = team.id;
        account->account.name = team.name;
        account->contest_id = contest_id;
        try {
            accounts::check_new_account(account->account);
        } catch (const std::invalid_argument& error) {
            refuse(Kind::invalid, error.what());
        }
        existing = contests.account_by_username(entry.username);
        if (existing &&
            (existing->account.kind != contest::AccountKind::team ||
             existing->account.team_id != team.id || existing->contest_id != contest_id))
            refuse(Kind::conflict, "username " + in_quotes(entry.username) + " is taken");
        // Hashed after every check: it is the slow part.
        account->password_hash = accounts::hash_password(entry.password);
    }

    if (entry.organization) {
        contests.put_organization(contest_id, *entry.organization);
        log_contest_event(contests, contest_id, "organizations", entry.organization->id,
                          organization_object_json(*entry.organization), now);
    }
    contest::Team stored = team;
    if (entry.organization) stored.organization_id = entry.organization->id;
    contests.put_team(contest_id, stored);
    log_contest_event(contests, contest_id, "teams", stored.id, team_object_json(stored), now);
    if (!account) return;
    if (existing) {
        contests.set_password_hash(existing->account.id, account->password_hash);
        contests.delete_sessions_of(existing->account.id);
        return;
    }
    try {
        contests.create_account(*account);
    } catch (const db::ContestConflict&) {
        refuse(Kind::conflict, "username " + in_quotes(entry.username) + " is taken");
    }
    log_contest_event(contests, contest_id, "accounts", account->account.id,
                      account_object_json(account->account), now);
}

void add_staff_account(db::ContestStore& contests, const contest::Account& account,
                       const accounts::Password& password, TimePoint) {
    if (account.kind == contest::AccountKind::team)
        refuse(Kind::invalid, "a team account is added with its team (add-team)");
    try {
        accounts::check_new_account(account);
    } catch (const std::invalid_argument& error) {
        refuse(Kind::invalid, error.what());
    }
    if (password.empty()) refuse(Kind::invalid, "the password is empty");
    if (contests.account_by_username(account.username) || contests.account_by_id(account.id))
        refuse(Kind::conflict, "account " + in_quotes(account.id) + " or username " +
                                   in_quotes(account.username) + " is taken");
    db::AccountRecord record;
    record.account = account;
    record.password_hash = accounts::hash_password(password);
    try {
        contests.create_account(record);
    } catch (const db::ContestConflict&) {
        refuse(Kind::conflict, "account " + in_quotes(account.id) + " or username " +
                                   in_quotes(account.username) + " is taken");
    }
    // Not logged: a jury account belongs to no contest's event feed.
}

db::ContestStateRecord start_contest(db::ContestStore& contests, const std::string& contest_id,
                                     TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    const auto clock = contest_clock(contest, now);
    if (contest.state.finalized)
        refuse(Kind::wrong_state, contest_named(contest) + " is finalized");
    if (clock.start)
        refuse(Kind::wrong_state,
               contest_named(contest) + " has already started (at " + iso_time(*clock.start) + ")");
    auto state = contest.state;
    state.started = now;
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord pause_contest(db::ContestStore& contests, const std::string& contest_id,
                                     TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    const auto clock = contest_clock(contest, now);
    if (clock.phase == ContestPhase::paused)
        refuse(Kind::wrong_state, contest_named(contest) + " is already paused (since " +
                                      iso_time(*contest.state.paused_since) + ")");
    if (!clock.accepts_submissions())
        refuse(Kind::wrong_state, contest_named(contest) + " is not running (it is " +
                                      contest_phase_name(clock.phase) + ")");
    auto state = contest.state;
    state.paused_since = now;
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord resume_contest(db::ContestStore& contests, const std::string& contest_id,
                                      TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    if (!contest.state.paused_since || contest.state.finalized || contest.state.ended)
        refuse(Kind::wrong_state, contest_named(contest) + " is not paused");
    auto state = contest.state;
    if (now > *state.paused_since) state.paused_total += now - *state.paused_since;
    state.paused_since.reset();
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord extend_contest(db::ContestStore& contests, const std::string& contest_id,
                                      Seconds by, TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    if (by <= Seconds{0}) refuse(Kind::invalid, "an extension must be positive");
    if (contest.state.finalized)
        refuse(Kind::wrong_state, contest_named(contest) + " is finalized: it cannot be extended");
    if (contest.state.ended)
        refuse(Kind::wrong_state, contest_named(contest) + " was ended (at " +
                                      iso_time(*contest.state.ended) + "): it cannot be extended");
    auto state = contest.state;
    state.extended += by;
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord end_contest(db::ContestStore& contests, const std::string& contest_id,
                                   TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    const auto clock = contest_clock(contest, now);
    if (!clock.start) refuse(Kind::wrong_state, contest_named(contest) + " has not started");
    if (clock.is_over())
        refuse(Kind::wrong_state,
               contest_named(contest) + " is already over (ended " + iso_time(*clock.end) + ")");
    auto state = contest.state;
    if (state.paused_since) {
        state.paused_total += now - *state.paused_since;
        state.paused_since.reset();
    }
    state.ended = now;
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord thaw_contest(db::ContestStore& contests, const std::string& contest_id,
                                    TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    const auto clock = contest_clock(contest, now);
    if (contest.state.finalized)
        refuse(Kind::wrong_state, contest_named(contest) + " is finalized");
    if (!contest.settings.scoreboard_freeze_duration)
        refuse(Kind::wrong_state, contest_named(contest) + " has no scoreboard freeze");
    if (contest.state.thawed)
        refuse(Kind::wrong_state, contest_named(contest) + " was already thawed (at " +
                                      iso_time(*contest.state.thawed) + ")");
    if (!clock.freeze_start || now < *clock.freeze_start)
        refuse(Kind::wrong_state, contest_named(contest) + "'s scoreboard is not frozen yet");
    auto state = contest.state;
    state.thawed = now;
    return set_and_log(contests, contest, state, now);
}

db::ContestStateRecord finalize_contest(db::ContestStore& contests, const std::string& contest_id,
                                        TimePoint now) {
    const auto contest = require_contest(contests, contest_id);
    const auto clock = contest_clock(contest, now);
    if (contest.state.finalized)
        refuse(Kind::wrong_state, contest_named(contest) + " is already finalized (at " +
                                      iso_time(*contest.state.finalized) + ")");
    if (!clock.is_over())
        refuse(Kind::wrong_state, contest_named(contest) + " is not over yet (it is " +
                                      contest_phase_name(clock.phase) + ")");
    auto state = contest.state;
    state.finalized = now;
    return set_and_log(contests, contest, state, now);
}

Seconds parse_contest_duration(const std::string& text) {
    const auto bad = [&]() -> Seconds {
        refuse(Kind::invalid, "duration " + in_quotes(text) +
                                  " is not h:mm:ss, a number with s, m or h, or seconds");
    };
    if (text.empty() || text.size() > 20) return bad();
    if (text.find(':') != std::string::npos) {
        long long parts[3] = {0, 0, 0};
        int count = 0;
        std::size_t i = 0;
        while (i <= text.size()) {
            std::size_t j = text.find(':', i);
            if (j == std::string::npos) j = text.size();
            const std::string part = text.substr(i, j - i);
            if (part.empty() || count == 3 ||
                !std::all_of(part.begin(), part.end(),
                             [](unsigned char c) { return std::isdigit(c); }))
                return bad();
            parts[count++] = std::stoll(part);
            i = j + 1;
        }
        if (count < 2) return bad();
        long long seconds = 0;
        for (int k = 0; k < count; ++k) {
            if (k > 0 && parts[k] >= 60) return bad();
            seconds = seconds * 60 + parts[k];
        }
        return Seconds{seconds};
    }
    long long unit = 1;
    std::string digits = text;
    switch (text.back()) {
        case 's':
            digits.pop_back();
            break;
        case 'm':
            unit = 60;
            digits.pop_back();
            break;
        case 'h':
            unit = 3600;
            digits.pop_back();
            break;
        default:
            break;
    }
    if (digits.empty() ||
        !std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c); }))
        return bad();
    return Seconds{std::stoll(digits) * unit};
}

}  // namespace gridjudge::app
