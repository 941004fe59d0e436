#include "db/testing/memory_contest_store.h"

#include <algorithm>

#include "db/contest_conflicts.h"
#include "db/contest_record_checks.h"
#include "db/contest_row_mapping.h"

namespace gridjudge::db::testing {

MemoryContestStore::MemoryContestStore() : data_(std::make_shared<Data>()) {}

std::unique_ptr<MemoryContestStore> MemoryContestStore::another_connection() const {
    return std::unique_ptr<MemoryContestStore>(new MemoryContestStore(data_));
}

MemoryContestStore::ContestData& MemoryContestStore::known_contest(const std::string& contest_id) {
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) throw unknown_contest(contest_id);
    return found->second;
}

void MemoryContestStore::require_team(ContestData& contest, const std::string& team_id) {
    if (!contest.teams.contains(team_id)) throw unknown_team(contest.record.settings.id, team_id);
}

// --- contests

void MemoryContestStore::put_contest(const ContestRecord& contest) {
    // Refused as the SQL stores refuse it (db/contest_record_checks.h), so a test on this store
    // meets the same refusals.
    check_storable(contest);
    std::lock_guard lock(data_->mutex);
    ContestData& stored = data_->contests[contest.settings.id];
    const ContestStateRecord kept = stored.record.state;
    stored.record = contest;
    stored.record.state = kept;
}

std::optional<ContestRecord> MemoryContestStore::contest(const std::string& id) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->contests.find(id);
    if (found == data_->contests.end()) return std::nullopt;
    return found->second.record;
}

std::vector<ContestRecord> MemoryContestStore::contests() {
    std::lock_guard lock(data_->mutex);
    std::vector<ContestRecord> list;
    for (const auto& [id, contest] : data_->contests) list.push_back(contest.record);
    return list;
}

void MemoryContestStore::set_state(const std::string& contest_id, const ContestStateRecord& state) {
    check_storable(contest_id, state);
    std::lock_guard lock(data_->mutex);
    known_contest(contest_id).record.state = state;
}

// --- problems, organizations, teams

void MemoryContestStore::put_problems(const std::string& contest_id,
                                      const std::vector<ContestProblemRecord>& problems) {
    for (const ContestProblemRecord& p : problems) check_storable(contest_id, p);
    std::lock_guard lock(data_->mutex);
    ContestData& contest = known_contest(contest_id);
    for (const ContestProblemRecord& problem : problems) contest.problems[problem.id] = problem;
}

std::vector<ContestProblemRecord> MemoryContestStore::problems(const std::string& contest_id) {
    std::lock_guard lock(data_->mutex);
    std::vector<ContestProblemRecord> list;
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) return list;
    for (const auto& [id, problem] : found->second.problems) list.push_back(problem);
    // The scoreboard's order: by ordinal, then id (as the SQL stores' ORDER BY).
    std::stable_sort(list.begin(), list.end(),
                     [](const auto& a, const auto& b) { return a.ordinal < b.ordinal; });
    return list;
}

void MemoryContestStore::put_organization(const std::string& contest_id,
                                          const contest::Organization& organization) {
    check_storable(contest_id, organization);
    std::lock_guard lock(data_->mutex);
    known_contest(contest_id).organizations[organization.id] = organization;
}

std::vector<contest::Organization> MemoryContestStore::organizations(
    const std::string& contest_id) {
    std::lock_guard lock(data_->mutex);
    std::vector<contest::Organization> list;
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) return list;
    for (const auto& [id, organization] : found->second.organizations) list.push_back(organization);
    return list;
}

void MemoryContestStore::put_team(const std::string& contest_id, const contest::Team& team) {
    check_storable(contest_id, team);
    std::lock_guard lock(data_->mutex);
    known_contest(contest_id).teams[team.id] = team;
}

std::optional<contest::Team> MemoryContestStore::team(const std::string& contest_id,
                                                      const std::string& team_id) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) return std::nullopt;
    const auto team = found->second.teams.find(team_id);
    if (team == found->second.teams.end()) return std::nullopt;
    return team->second;
}

std::vector<contest::Team> MemoryContestStore::teams(const std::string& contest_id) {
    std::lock_guard lock(data_->mutex);
    std::vector<contest::Team> list;
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) return list;
    for (const auto& [id, team] : found->second.teams) list.push_back(team);
    return list;
}

TimePoint MemoryContestStore::start_team_window(const std::string& contest_id,
                                                const std::string& team_id, TimePoint at) {
    seconds(at);
    std::lock_guard lock(data_->mutex);
    ContestData& contest = known_contest(contest_id);
    require_team(contest, team_id);
    return contest.team_windows.try_emplace(team_id, at).first->second;
}

std::optional<TimePoint> MemoryContestStore::team_window(const std::string& contest_id,
                                                         const std::string& team_id) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->contests.find(contest_id);
    if (found == data_->contests.end()) return std::nullopt;
    const auto window = found->second.team_windows.find(team_id);
    if (window == found->second.team_windows.end()) return std::nullopt;
    return window->second;
}

// --- accounts and sessions

void MemoryContestStore::create_account(const AccountRecord& account) {
    check_storable(account);
    std::lock_guard lock(data_->mutex);
    if (!account.contest_id.empty()) {
        ContestData& contest = known_contest(account.contest_id);
        if (!account.account.team_id.empty()) require_team(contest, account.account.team_id);
    }
    if (data_->accounts.contains(account.account.id)) throw taken_account_id(account.account.id);
    for (const auto& [id, stored] : data_->accounts)
        if (stored.account.username == account.account.username)
            throw taken_username(account.account.username);
    data_->accounts.emplace(account.account.id, account);
}

std::optional<AccountRecord> MemoryContestStore::account_by_username(const std::string& username) {
    std::lock_guard lock(data_->mutex);
    for (const auto& [id, account] : data_->accounts)
        if (account.account.username == username) return account;
    return std::nullopt;
}

std::optional<AccountRecord> MemoryContestStore::account_by_id(const std::string& account_id) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->accounts.find(account_id);
    if (found == data_->accounts.end()) return std::nullopt;
    return found->second;
}

std::vector<AccountRecord> MemoryContestStore::accounts(const std::string& contest_id) {
    std::lock_guard lock(data_->mutex);
    std::vector<AccountRecord> list;
    for (const auto& [id, account] : data_->accounts)
        if (account.contest_id == contest_id) list.push_back(account);
    return list;
}

bool MemoryContestStore::set_password_hash(const std::string& account_id, const std::string& hash) {
    check_storable_password_hash(account_id, hash);
    std::lock_guard lock(data_->mutex);
    const auto found = data_->accounts.find(account_id);
    if (found == data_->accounts.end()) return false;
    found->second.password_hash = hash;
    return true;
}

void MemoryContestStore::create_session(const SessionRecord& session) {
    check_storable(session);
    std::lock_guard lock(data_->mutex);
    if (!data_->accounts.contains(session.account_id)) throw unknown_account(session.account_id);
    if (!data_->sessions.emplace(session.token_sha256, session).second) throw taken_session();
}

std::optional<SessionRecord> MemoryContestStore::session(const std::string& token_sha256) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->sessions.find(token_sha256);
    if (found == data_->sessions.end()) return std::nullopt;
    return found->second;
}

void MemoryContestStore::delete_session(const std::string& token_sha256) {
    std::lock_guard lock(data_->mutex);
    data_->sessions.erase(token_sha256);
}

std::size_t MemoryContestStore::delete_sessions_of(const std::string& account_id) {
    std::lock_guard lock(data_->mutex);
    return std::erase_if(data_->sessions,
                         [&](const auto& entry) { return entry.second.account_id == account_id; });
}

std::size_t MemoryContestStore::delete_expired_sessions(TimePoint now) {
    std::lock_guard lock(data_->mutex);
    return std::erase_if(data_->sessions,
                         [&](const auto& entry) { return entry.second.expires <= now; });
}

// --- clarifications

std::int64_t MemoryContestStore::add_clarification(const ClarificationRecord& clarification) {
    check_storable(clarification);
    std::lock_guard lock(data_->mutex);
    ContestData& contest = known_contest(clarification.contest_id);
    if (!clarification.from_team_id.empty()) require_team(contest, clarification.from_team_id);
    if (!clarification.to_team_id.empty()) require_team(contest, clarification.to_team_id);
    if (clarification.reply_to) {
        const auto question = data_->clarifications.find(*clarification.reply_to);
        if (question == data_->clarifications.end() ||
            question->second.contest_id != clarification.contest_id)
            throw unknown_question(clarification.contest_id, *clarification.reply_to);
    }
    ClarificationRecord stored = clarification;
    stored.id = data_->next_clarification++;
    data_->clarifications.emplace(stored.id, stored);
    return stored.id;
}

std::optional<ClarificationRecord> MemoryContestStore::clarification(std::int64_t id) {
    std::lock_guard lock(data_->mutex);
    const auto found = data_->clarifications.find(id);
    if (found == data_->clarifications.end()) return std::nullopt;
    return found->second;
}

std::vector<ClarificationRecord> MemoryContestStore::clarifications(
    const std::string& contest_id, const std::optional<std::string>& team_id) {
    std::lock_guard lock(data_->mutex);
    std::vector<ClarificationRecord> list;
    for (const auto& [id, clarification] : data_->clarifications) {
        if (clarification.contest_id != contest_id) continue;
        // A team reads what it sent, what was sent to it, and what the jury sent to everyone
        // (announcements and public answers); never another team's question or private answer.
        const bool readable =
            !team_id || clarification.from_team_id == *team_id ||
            clarification.to_team_id == *team_id ||
            (clarification.from_team_id.empty() && clarification.to_team_id.empty());
        if (readable) list.push_back(clarification);
    }
    return list;
}

// --- the event log

std::optional<std::int64_t> MemoryContestStore::append_event(const ContestEventRecord& event) {
    check_storable(event);
    std::lock_guard lock(data_->mutex);
    known_contest(event.contest_id);
    for (auto newest = data_->events.rbegin(); newest != data_->events.rend(); ++newest) {
        const ContestEventRecord& old = newest->second;
        if (old.contest_id != event.contest_id || old.type != event.type ||
            old.object_id != event.object_id)
            continue;
        if (old.data_json == event.data_json) return std::nullopt;
        break;
    }
    ContestEventRecord stored = event;
    stored.id = data_->next_event++;
    data_->events.emplace(stored.id, stored);
    return stored.id;
}

std::vector<ContestEventRecord> MemoryContestStore::events(const std::string& contest_id,
                                                           std::int64_t after_id,
                                                           std::size_t limit) {
    std::lock_guard lock(data_->mutex);
    std::vector<ContestEventRecord> list;
    for (auto event = data_->events.upper_bound(after_id);
         event != data_->events.end() && list.size() < limit; ++event)
        if (event->second.contest_id == contest_id) list.push_back(event->second);
    return list;
}

}  // namespace gridjudge::db::testing
