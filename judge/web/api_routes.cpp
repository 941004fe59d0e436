// The JSON API (docs/api.md): the same data as the pages, with the same fields as the CLI's
// --json, and POST /api/rejudge, the one write, which needs the server's token.
#include "judge/app/rejudge.h"
#include "judge/report/problem_json.h"
#include "judge/report/ranking_json.h"
#include "judge/report/submission_json.h"
#include "judge/web/api_json.h"
#include "judge/web/auth.h"
#include "judge/web/contest_hidden_store.h"
#include "judge/web/handler.h"
#include "judge/web/http_error.h"
#include "judge/web/query.h"
#include "judge/web/site.h"

namespace gridjudge::web {
namespace {

void require_write_access(const httplib::Request& request, const SiteConfig& config) {
    switch (check_write_access(request.get_header_value("Authorization"), config.token)) {
        case WriteAccess::Granted:
            return;
        case WriteAccess::Disabled:
            throw HttpError(403,
                            "this server is read-only; start it with `gridjudge serve "
                            "--token TOKEN` to allow rejudging");
        case WriteAccess::MissingToken:
            throw HttpError(401, "send the server's token as 'Authorization: Bearer TOKEN'");
        case WriteAccess::WrongToken:
            throw HttpError(403, "wrong token");
    }
}

// {"submission": ID}
std::int64_t rejudge_target(const std::string& body) {
    const nlohmann::json request = nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
    if (!request.is_object() || !request.contains("submission") ||
        !request["submission"].is_number_integer())
        throw HttpError(400, "expected a JSON body {\"submission\": ID}");
    return request["submission"].get<std::int64_t>();
}

// `gridjudge rejudge ID` (judge/app/rejudge.h): queued here, judged by the server's workers or
// any other worker of the database.
std::int64_t queue_rejudge(const SiteConfig& config, std::int64_t original_id) {
    const db::Lent<db::Store> store = borrow_store(*config.stores, db::OpenMode::ReadWrite);
    app::RejudgeRequest request;
    request.submission = original_id;
    try {
        return app::queue_rejudges(*store, request).front().id;
    } catch (const app::RejudgeError& error) {
        switch (error.kind()) {
            case app::RejudgeError::Kind::NotFound:
                throw HttpError(404, error.what());
            case app::RejudgeError::Kind::NoActiveVersion:
                throw HttpError(409, error.what());
            case app::RejudgeError::Kind::BadRequest:
                break;
        }
        throw HttpError(400, error.what());
    }
}

db::SubmissionRecord submission_or_404(db::Store& store, const std::string& id_text) {
    const std::int64_t id = parse_submission_id(id_text);
    std::optional<db::SubmissionRecord> submission = store.submission(id);
    if (!submission) throw HttpError(404, "there is no submission " + std::to_string(id));
    return std::move(*submission);
}

}  // namespace

void add_api_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get("/api/ranking",
               guarded(Format::Json, [&config](const auto& request, auto& response) {
                   const db::SubmissionFilter filter = parse_ranking_filter(request.params);
                   const RankingView view = load_ranking(*open_review_reader(config), filter);
                   send_json(response, ranking_json(view.ranking, filter.contest));
               }));
    server.Get("/api/submissions",
               guarded(Format::Json, [&config](const auto& request, auto& response) {
                   const db::SubmissionFilter filter = parse_submission_filter(request.params);
                   const std::unique_ptr<db::Store> store = open_review_reader(config);
                   require_known_problem(*store, filter);
                   nlohmann::ordered_json list = nlohmann::ordered_json::array();
                   for (const db::SubmissionRecord& s : store->submissions(filter))
                       list.push_back(submission_summary_json(s));
                   send_json(response, list);
               }));
    server.Get(R"(/api/submissions/(\d+))",
               guarded(Format::Json, [&config](const auto& request, auto& response) {
                   require_known_params(request.params, {});
                   const db::SubmissionRecord s =
                       submission_or_404(*open_review_reader(config), request.matches[1].str());
                   send_json(response, submission_json(s, /*with_source=*/true));
               }));
    server.Get(R"(/api/submissions/(\d+)/progress)",
               guarded(Format::Json, [&config](const auto& request, auto& response) {
                   require_known_params(request.params, {});
                   const db::SubmissionRecord s =
                       submission_or_404(*open_review_reader(config), request.matches[1].str());
                   const std::optional<LiveProgress> live =
                       config.live ? config.live->progress(s.id) : std::nullopt;
                   send_json(response, progress_json(s, live));
               }));
    server.Get(
        "/api/problems", guarded(Format::Json, [&config](const auto& request, auto& response) {
            require_known_params(request.params, {});
            const std::unique_ptr<db::Store> store = open_review_reader(config);
            nlohmann::ordered_json list = nlohmann::ordered_json::array();
            for (const std::string& id : problem_ids(*store)) {
                const ProblemView view = load_problem(*store, id, std::nullopt);
                if (view.shown)
                    list.push_back(problem_json(view.shown->package, view.shown->test_set.version));
            }
            send_json(response, list);
        }));
    server.Get(R"(/api/problems/([^/]+))",
               guarded(Format::Json, [&config](const auto& request, auto& response) {
                   const std::optional<int> version = parse_version(request.params);
                   send_json(response,
                             problem_view_json(load_problem(*open_review_reader(config),
                                                            request.matches[1].str(), version)));
               }));
    server.Post(
        "/api/rejudge", guarded(Format::Json, [&config](const auto& request, auto& response) {
            require_write_access(request, config);
            const std::int64_t original = rejudge_target(request.body);
            const std::int64_t id = queue_rejudge(config, original);
            send_json(response, {{"id", id}, {"rejudge_of", original}, {"status", "queued"}}, 202);
        }));
}

}  // namespace gridjudge::web
