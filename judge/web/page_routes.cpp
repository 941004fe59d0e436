// The HTML pages: each route checks its query, reads a view through a read-only store and
// renders it.
#include "judge/report/ranking.h"
#include "judge/web/contest_hidden_store.h"
#include "judge/web/handler.h"
#include "judge/web/pages.h"
#include "judge/web/query.h"
#include "judge/web/site.h"

namespace gridjudge::web {

void add_page_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get("/", guarded(Format::Html, [&config](const auto& request, auto& response) {
                   const db::SubmissionFilter filter = parse_ranking_filter(request.params);
                   send_html(response,
                             ranking_page(load_ranking(*open_review_reader(config), filter)));
               }));
    server.Get(
        "/submissions", guarded(Format::Html, [&config](const auto& request, auto& response) {
            const db::SubmissionFilter filter = parse_submission_filter(request.params);
            send_html(response,
                      submissions_page(load_submission_list(*open_review_reader(config), filter)));
        }));
    server.Get(R"(/submissions/(\d+))",
               guarded(Format::Html, [&config](const auto& request, auto& response) {
                   require_known_params(request.params, {});
                   const std::int64_t id = parse_submission_id(request.matches[1].str());
                   send_html(response,
                             submission_page(load_submission(*open_review_reader(config), id),
                                             !config.token.empty()));
               }));
    server.Get("/problems", guarded(Format::Html, [&config](const auto& request, auto& response) {
                   require_known_params(request.params, {});
                   std::unique_ptr<db::Store> store = open_review_reader(config);
                   std::vector<ProblemView> problems;
                   for (const std::string& id : problem_ids(*store))
                       problems.push_back(load_problem(*store, id, std::nullopt));
                   send_html(response, problems_page(problems));
               }));
    server.Get(R"(/problems/([^/]+))",
               guarded(Format::Html, [&config](const auto& request, auto& response) {
                   const std::optional<int> version = parse_version(request.params);
                   send_html(response,
                             problem_page(load_problem(*open_review_reader(config),
                                                       request.matches[1].str(), version)));
               }));
}

}  // namespace gridjudge::web
