// The jury's pages under /contests/{id}/jury: every submission (with rejudge), the
// clarifications (answer one, to its team or everyone; announce), and the operator buttons
// (start, pause, resume, extend, end, thaw, finalize). Each POST checks the session's CSRF token
// first and the jury role, then calls the use case that the CLI calls too; its refusal
// ("contest 'x' is not paused") is shown as it is.
#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_operations.h"
#include "judge/app/rejudge.h"
#include "judge/util/html_text.h"
#include "judge/web/contest_data.h"
#include "judge/web/contest_pages.h"
#include "judge/web/contest_site.h"
#include "judge/web/http_error.h"
#include "judge/web/query.h"
#include "judge/web/site.h"

namespace gridjudge::web {
namespace {

void require_jury(const Visitor& visitor) {
    // The same answer as an unknown page: the public and teams are not told the jury's URLs.
    if (!visitor.viewer.is_jury()) throw HttpError(404, "there is no such page");
}

void redirect(httplib::Response& response, const std::string& location) {
    response.status = 303;
    response.set_header("Location", location);
}

std::string jury_url(const std::string& id) {
    return "/contests/" + url_encode(id) + "/jury";
}

// The buttons the contest's phase makes sense for; the use case still checks each.
std::vector<std::string> operations_for(app::ContestPhase phase, bool frozen_board) {
    switch (phase) {
        case app::ContestPhase::not_started:
            return {"start", "extend"};
        case app::ContestPhase::running:
            return {"pause", "extend", "end"};
        case app::ContestPhase::frozen:
            return {"pause", "extend", "end", "thaw"};
        case app::ContestPhase::paused:
            return {"resume", "extend", "end"};
        case app::ContestPhase::over:
            return frozen_board ? std::vector<std::string>{"thaw", "finalize"}
                                : std::vector<std::string>{"finalize"};
        case app::ContestPhase::finalized:
            return {};
    }
    return {};
}

std::int64_t number_field(const httplib::Request& request, const std::string& name) {
    const std::string text = form_field(request, name).value_or("");
    try {
        std::size_t used = 0;
        const long long value = std::stoll(text, &used);
        if (used == text.size() && value > 0) return value;
    } catch (const std::exception&) {
    }
    throw HttpError(400, name + ": '" + text + "' is not a positive whole number");
}

}  // namespace

void add_jury_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get(
        R"(/contests/([^/]+)/jury)",
        contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::string id = contest_id_of(request.matches[1].str());
            const Visitor visitor = visitor_of(request, site);
            require_jury(visitor);
            const contest::TimePoint now = site.clock.now();
            const JuryView view = site.with_data([&](db::Store& store, db::ContestStore& contests) {
                const db::ContestRecord contest =
                    app::contest_for_viewer(contests, id, visitor.viewer);
                JuryView v;
                v.bar = contest_bar(contests, contest, visitor, now);
                v.teams = app::teams_for_viewer(contests, id, visitor.viewer);
                const ContestNames names = contest_names(
                    app::problems_for_viewer(contests, id, visitor.viewer, now), v.teams);
                const auto all =
                    app::submissions_for_viewer(store, contests, id, visitor.viewer, now);
                for (auto it = all.rbegin(); it != all.rend(); ++it)
                    v.submissions.push_back(submission_row(*it, names, config.live));
                for (const db::ClarificationRecord& c :
                     app::clarifications_for_viewer(contests, id, visitor.viewer))
                    v.clarifications.push_back(clarification_view(c, names));
                const app::ContestClock clock = app::contest_clock(contest, now);
                v.operations = operations_for(clock.phase, clock.scoreboard_frozen);
                return v;
            });
            send_html(response, jury_page(view));
        }));
    server.Post(R"(/contests/([^/]+)/jury/(start|pause|resume|extend|end|thaw|finalize))",
                contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                    ContestSite& site = contest_site(config);
                    const std::string id = contest_id_of(request.matches[1].str());
                    const std::string operation = request.matches[2].str();
                    const Visitor visitor = visitor_of(request, site);
                    require_csrf(request, visitor);
                    require_jury(visitor);
                    const contest::TimePoint now = site.clock.now();
                    const std::optional<contest::Seconds> by =
                        operation == "extend"
                            ? std::optional(contest::Seconds{60 * number_field(request, "minutes")})
                            : std::nullopt;
                    site.with_data([&](db::Store&, db::ContestStore& contests) {
                        if (operation == "start") app::start_contest(contests, id, now);
                        if (operation == "pause") app::pause_contest(contests, id, now);
                        if (operation == "resume") app::resume_contest(contests, id, now);
                        if (operation == "extend") app::extend_contest(contests, id, *by, now);
                        if (operation == "end") app::end_contest(contests, id, now);
                        if (operation == "thaw") app::thaw_contest(contests, id, now);
                        if (operation == "finalize") app::finalize_contest(contests, id, now);
                    });
                    redirect(response, jury_url(id));
                }));
    server.Post(
        R"(/contests/([^/]+)/jury/rejudge)",
        contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::string id = contest_id_of(request.matches[1].str());
            const Visitor visitor = visitor_of(request, site);
            require_csrf(request, visitor);
            require_jury(visitor);
            const std::int64_t submission = number_field(request, "submission");
            const contest::TimePoint now = site.clock.now();
            site.with_data([&](db::Store& store, db::ContestStore& contests) {
                // Only a submission of this contest (the use case answers 404 else).
                app::submission_for_viewer(store, contests, id, submission, visitor.viewer, now);
                app::RejudgeRequest rejudge;
                rejudge.submission = submission;
                try {
                    app::queue_rejudges(store, rejudge);
                } catch (const app::RejudgeError& error) {
                    throw HttpError(error.kind() == app::RejudgeError::Kind::NotFound ? 404 : 409,
                                    error.what());
                }
            });
            redirect(response, jury_url(id));
        }));
    server.Post(R"(/contests/([^/]+)/jury/clarifications)",
                contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                    ContestSite& site = contest_site(config);
                    const std::string id = contest_id_of(request.matches[1].str());
                    const Visitor visitor = visitor_of(request, site);
                    require_csrf(request, visitor);
                    require_jury(visitor);
                    const std::string text = form_field(request, "text").value_or("");
                    const std::string reply = form_field(request, "reply_to").value_or("");
                    const std::string to = form_field(request, "to").value_or("");
                    const std::optional<std::int64_t> question =
                        reply.empty() ? std::nullopt
                                      : std::optional(number_field(request, "reply_to"));
                    const contest::TimePoint now = site.clock.now();
                    site.with_data([&](db::Store&, db::ContestStore& contests) {
                        if (question)
                            app::answer_clarification(contests, visitor.viewer, id, *question, text,
                                                      to.empty(), now);
                        else
                            app::announce(contests, visitor.viewer, id,
                                          form_field(request, "problem").value_or(""), text, now);
                    });
                    redirect(response, jury_url(id));
                }));
}

}  // namespace gridjudge::web
