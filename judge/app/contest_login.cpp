#include "judge/app/contest_login.h"

#include "judge/app/contest_clock.h"

namespace gridjudge::app {

ContestLogin::ContestLogin(db::ContestStore& contests, accounts::LoginThrottle& throttle,
                           const accounts::Clock& clock)
    : contests_(contests),
      clock_(clock),
      book_(contests),
      serialized_book_(book_, store_mutex_),
      authenticator_(serialized_book_, throttle, clock) {}

namespace {

LoginAnswer refused(const accounts::LoginResult& result) {
    LoginAnswer answer;
    answer.outcome = result.outcome;
    answer.message = result.message;
    return answer;
}

}  // namespace

std::optional<db::AccountRecord> ContestLogin::account_record(const std::string& account_id) {
    const std::lock_guard lock(store_mutex_);
    return contests_.account_by_id(account_id);
}

void ContestLogin::open_team_window(const Viewer& viewer) {
    if (!viewer.is_team()) return;
    const std::lock_guard lock(store_mutex_);
    const auto contest = contests_.contest(viewer.contest_id);
    if (!contest || contest->settings.window != contest::WindowKind::per_team) return;
    // Only while the contest runs: a login before the start or after the end opens nothing.
    if (!contest_clock(*contest, clock_.now()).accepts_submissions()) return;
    if (!contests_.team(viewer.contest_id, viewer.team_id)) return;
    // An API client sends its credentials with every request: once the window is open, a read
    // answers, without the write transaction (and the database's write lock) of opening it.
    if (contests_.team_window(viewer.contest_id, viewer.team_id)) return;
    contests_.start_team_window(viewer.contest_id, viewer.team_id, clock_.now());
}

LoginAnswer ContestLogin::login(std::string_view username, const accounts::Password& password,
                                std::string_view client_address,
                                std::optional<std::string_view> presented_token) {
    const auto result = authenticator_.log_in(username, password, client_address, presented_token);
    if (result.outcome != accounts::LoginOutcome::logged_in || !result.account || !result.session)
        return refused(result);
    const auto record = account_record(result.account->id);
    if (!record) return refused(result);
    LoginAnswer answer;
    answer.outcome = result.outcome;
    answer.viewer = Viewer::of_account(*record);
    answer.session_token = result.session->client_token;
    answer.csrf_token = result.session->session.csrf_token;
    open_team_window(*answer.viewer);
    return answer;
}

std::optional<SessionViewer> ContestLogin::viewer_for_session(std::string_view token) {
    const auto session = authenticator_.session_for(token);
    if (!session) return std::nullopt;
    const auto record = account_record(session->account.id);
    if (!record) return std::nullopt;
    return SessionViewer{Viewer::of_account(*record), session->session.csrf_token};
}

LoginAnswer ContestLogin::viewer_for_basic(std::string_view username,
                                           const accounts::Password& password,
                                           std::string_view client_address) {
    const auto result = authenticator_.check_credentials(username, password, client_address);
    if (result.outcome != accounts::LoginOutcome::logged_in || !result.account)
        return refused(result);
    const auto record = account_record(result.account->id);
    if (!record) return refused(result);
    LoginAnswer answer;
    answer.outcome = result.outcome;
    answer.viewer = Viewer::of_account(*record);
    open_team_window(*answer.viewer);
    return answer;
}

void ContestLogin::logout(std::string_view token) {
    authenticator_.log_out(token);
}

}  // namespace gridjudge::app
