// The Contest API's routes: each parses the request, asks the app's use cases (through
// ContestApiData for reads) and maps to JSON. Query parameters are strict, as the review API's:
// an unknown one is a 400 (the spec's own checker asks for `since_id`, an old name, and expects
// 400), and `strict` is 1/true or 0/false.
#include "judge/web/contest_api_routes.h"

#include <memory>
#include <mutex>

#include "judge/accounts/clock.h"
#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_json_clarification.h"
#include "judge/app/contest_json_contest.h"
#include "judge/app/contest_json_problem.h"
#include "judge/app/contest_json_submission.h"
#include "judge/app/contest_submit.h"
#include "judge/app/contest_viewer.h"
#include "judge/web/contest_api_collections.h"
#include "judge/web/contest_api_event_feed.h"
#include "judge/web/contest_api_post.h"
#include "judge/web/contest_api_viewer.h"
#include "judge/web/contest_data.h"
#include "judge/web/handler.h"
#include "judge/web/http_error.h"
#include "judge/web/query.h"

namespace gridjudge::web {
namespace {

using Json = nlohmann::ordered_json;

// What the routes share: the login use case (opened on first use: a server may be started
// before its database has contests) and the teams' submission rate.
class ContestApiServices {
  public:
    ContestApiServices(const SiteConfig& config, const std::atomic<bool>* stopping)
        : config_(config), stopping_(stopping) {}

    const std::shared_ptr<db::StorePool>& stores() const { return config_.stores; }
    const std::atomic<bool>* stopping() const { return stopping_; }
    app::SubmissionRateLimit& rate() { return rate_; }

    ApiViewer viewer_of(const httplib::Request& request) {
        if (request.get_header_value("Authorization").empty() &&
            request.get_header_value("Cookie").empty())
            return {};
        return login().viewer_of(request);
    }

  private:
    ApiLogin& login() {
        const std::lock_guard lock(mutex_);
        if (!login_) {
            try {
                login_ =
                    std::make_unique<ApiLogin>(db::open_contest_store(config_.stores->location()));
            } catch (const std::exception& error) {
                throw HttpError(503,
                                std::string("cannot open the contest database: ") + error.what());
            }
        }
        return *login_;
    }

    const SiteConfig& config_;
    const std::atomic<bool>* stopping_;
    std::mutex mutex_;
    std::unique_ptr<ApiLogin> login_;
    app::SubmissionRateLimit rate_;
};

// guarded() with the use cases' refusals as their statuses and a Basic challenge on a 401.
httplib::Server::Handler api_route(RouteHandler handle) {
    return guarded(Format::Json, [handle = std::move(handle)](const httplib::Request& request,
                                                              httplib::Response& response) {
        try {
            handle(request, response);
        } catch (const app::ContestError& error) {
            throw_contest_error(error, response);
        } catch (const HttpError& error) {
            if (error.status() != 401) throw;
            send_error(response, Format::Json, 401, error.what());
            response.headers.erase("WWW-Authenticate");
            response.set_header("WWW-Authenticate", kBasicChallenge);
        }
    });
}

bool strict_param(const httplib::Request& request) {
    if (!request.has_param("strict")) return false;
    const std::string value = request.get_param_value("strict");
    if (value == "1" || value == "true") return true;
    if (value == "0" || value == "false" || value.empty()) return false;
    throw HttpError(400, "strict: '" + value + "' is neither 1/true nor 0/false");
}

contest::TimePoint now() {
    return accounts::SystemClock().now();
}

db::Lent<db::ContestStore> contest_reader(db::StorePool& stores,
                                          db::OpenMode mode = db::OpenMode::ReadOnly) {
    return borrow_contests(stores, mode);
}

// One request's stores and the contest's data as its viewer may see it.
struct ApiRead {
    db::Lent<db::ContestStore> contests;
    db::Lent<db::Store> store;
    std::unique_ptr<ContestApiData> data;
};

ApiRead read_contest(ContestApiServices& services, const httplib::Request& request,
                     const ApiViewer& viewer, bool strict) {
    ApiRead read;
    read.contests = contest_reader(*services.stores());
    read.store = open_reader(*services.stores());
    read.data = std::make_unique<ContestApiData>(
        *read.contests, *read.store, request.matches[1].str(), viewer.viewer, now(), strict);
    return read;
}

// GETs that take only ?strict.
void add_get(
    httplib::Server& server, const std::string& pattern,
    const std::shared_ptr<ContestApiServices>& services,
    std::function<void(ContestApiData&, const httplib::Request&, httplib::Response&)> answer) {
    server.Get(pattern, api_route([services, answer](const auto& request, auto& response) {
                   require_known_params(request.params, {"strict"});
                   const bool strict = strict_param(request);
                   const ApiViewer viewer = services->viewer_of(request);
                   ApiRead read = read_contest(*services, request, viewer, strict);
                   answer(*read.data, request, response);
               }));
}

FeedToken since_token(db::ContestStore& contests, const std::string& contest_id,
                      const httplib::Request& request) {
    if (!request.has_param("since_token")) return {};
    const std::string text = request.get_param_value("since_token");
    const std::optional<FeedToken> token = parse_token(text);
    const std::vector<db::ContestEventRecord> at =
        token ? contests.events(contest_id, token->after - 1, 1)
              : std::vector<db::ContestEventRecord>{};
    if (at.empty() || at.front().id != token->after)
        throw HttpError(400, "since_token: '" + text + "' is no token of this feed");
    return *token;
}

// The log's contest and problem objects are the use cases' JSON, which differs from the spec's
// (docs/api.md): those two are rendered as GET contests/ID and problems/ID show them now (a
// contest's settings and problems are configuration: what holds now is what a client needs).
std::function<std::optional<std::string>(const db::ContestEventRecord&)> configuration_object(
    const std::shared_ptr<db::StorePool>& pool, bool strict) {
    struct Stores {
        db::Lent<db::ContestStore> contests;
        db::Lent<db::Store> store;
    };
    auto stores = std::make_shared<Stores>();
    return [pool, stores,
            strict](const db::ContestEventRecord& event) -> std::optional<std::string> {
        if (event.type != "contests" && event.type != "problems") return std::nullopt;
        if (!stores->contests) stores->contests = contest_reader(*pool);
        if (event.type == "contests") {
            const std::optional<db::ContestRecord> contest =
                stores->contests->contest(event.contest_id);
            if (!contest) return std::nullopt;
            return app::contest_json(*contest, strict).dump();
        }
        if (!stores->store) stores->store = open_reader(*pool);
        for (const contest::ContestProblem& problem : stores->contests->problems(event.contest_id))
            if (problem.id == event.object_id)
                return app::problem_json(problem, app::problem_facts(*stores->store, problem.id))
                    .dump();
        return std::nullopt;
    };
}

void add_event_feed(httplib::Server& server, const std::shared_ptr<ContestApiServices>& services) {
    server.Get(R"(/api/contests/([^/]+)/event-feed)",
               api_route([services](const auto& request, auto& response) {
                   require_known_params(request.params, {"strict", "since_token", "stream"});
                   const bool strict = strict_param(request);
                   const ApiViewer viewer = services->viewer_of(request);
                   ApiRead read = read_contest(*services, request, viewer, false);
                   const db::ContestRecord& contest = read.data->contest();
                   EventFeedRequest feed;
                   feed.contest_id = contest.settings.id;
                   feed.since = since_token(*read.contests, feed.contest_id, request);
                   const std::string stream = request.get_param_value("stream");
                   if (stream != "" && stream != "true" && stream != "false")
                       throw HttpError(400, "stream: '" + stream + "' is neither true nor false");
                   feed.stream = stream != "false";
                   feed.client_address = request.remote_addr;
                   feed.stopping = services->stopping();
                   const std::shared_ptr<db::StorePool> pool = services->stores();
                   feed.open_store = [pool] { return contest_reader(*pool); };
                   feed.current_object = configuration_object(pool, strict);
                   std::set<std::string> own;
                   bool results_hidden = false;
                   if (viewer.viewer.is_team()) {
                       for (const app::VisibleSubmission& s : app::submissions_for_viewer(
                                *read.store, *read.contests, feed.contest_id, viewer.viewer, now()))
                           own.insert(std::to_string(s.id));
                       results_hidden = contest.settings.scoring == contest::ScoringKind::oi &&
                                        !app::contest_clock(contest, now()).is_over();
                   }
                   // Whether the problem set is out yet, asked as each problems event is read
                   // (a feed kept open across the start); the store's record, read again.
                   const auto problems_shown = [pool, id = contest.settings.id] {
                       const db::Lent<db::ContestStore> contests = contest_reader(*pool);
                       const std::optional<db::ContestRecord> record = contests->contest(id);
                       return record && app::contest_clock(*record, now()).start.has_value();
                   };
                   serve_event_feed(response, std::move(feed),
                                    EventFilter(contest.settings.id, viewer.viewer, std::move(own),
                                                results_hidden, strict, problems_shown));
               }));
}

void add_posts(httplib::Server& server, const std::shared_ptr<ContestApiServices>& services) {
    server.Post(
        R"(/api/contests/([^/]+)/submissions)",
        api_route([services](const auto& request, auto& response) {
            require_known_params(request.params, {"strict"});
            const bool strict = strict_param(request);
            const ApiViewer viewer = services->viewer_of(request);
            if (viewer.viewer.role == app::ViewerRole::anonymous)
                throw HttpError(401, "log in as a team (HTTP Basic) to submit");
            if (!viewer.viewer.is_team())
                throw HttpError(403,
                                "only a team submits here (team_submit); gridjudge's API has "
                                "no proxy_submit or admin_submit");
            require_api_csrf(request, viewer);
            const SubmissionPost post = parse_submission_post(request);
            if (!post.team_id.empty() && post.team_id != viewer.viewer.team_id)
                throw HttpError(403, "team_id: you submit as team '" + viewer.viewer.team_id + "'");
            const std::string contest_id = request.matches[1].str();
            const db::Lent<db::ContestStore> contests =
                contest_reader(*services->stores(), db::OpenMode::ReadWrite);
            const db::Lent<db::Store> store =
                borrow_store(*services->stores(), db::OpenMode::ReadWrite);
            app::contest_for_viewer(*contests, contest_id, viewer.viewer);
            app::TeamSubmission submission{contest_id,       viewer.viewer.team_id, post.problem_id,
                                           post.language_id, post.file.content,     post.file.name};
            // An output-only problem takes the zip as its answers (the use case decides which
            // the problem wants).
            if (!post.zip.empty()) submission.answers = {{"files.zip", post.zip}};
            if (!post.answers.empty()) submission.answers = post.answers;
            const app::SubmittedRun run =
                app::submit_for_team(*store, *contests, submission, now(), &services->rate());
            // As stored: the queued record has no submitted_at until the store sets it.
            const std::optional<db::SubmissionRecord> stored = store->submission(run.id);
            if (!stored) throw HttpError(500, "the queued submission cannot be read back");
            const db::SubmissionRecord& record = *stored;
            const contest::TimePoint time = app::stored_time(record.submitted_at, "submitted_at");
            response.set_header("Location", "/api/contests/" + contest_id + "/submissions/" +
                                                std::to_string(run.id));
            send_json(response, app::submission_json(record, {time - run.contest_time}, strict),
                      201);
        }));
    server.Post(
        R"(/api/contests/([^/]+)/clarifications)",
        api_route([services](const auto& request, auto& response) {
            require_known_params(request.params, {"strict"});
            strict_param(request);
            const ApiViewer viewer = services->viewer_of(request);
            if (viewer.viewer.role == app::ViewerRole::anonymous)
                throw HttpError(401, "log in (HTTP Basic) to send a clarification");
            require_api_csrf(request, viewer);
            const ClarificationPost post = parse_clarification_post(request.body);
            const std::string contest_id = request.matches[1].str();
            const db::Lent<db::ContestStore> contests =
                contest_reader(*services->stores(), db::OpenMode::ReadWrite);
            const db::ContestRecord contest =
                app::contest_for_viewer(*contests, contest_id, viewer.viewer);
            db::ClarificationRecord sent;
            if (viewer.viewer.is_team()) {
                if (post.reply_to || post.to_team_id)
                    throw HttpError(400, "a team asks: reply_to_id and to_team_id are the jury's");
                sent = app::ask_clarification(*contests, viewer.viewer, contest_id, post.problem_id,
                                              post.text, now());
            } else if (post.reply_to) {
                sent = app::answer_clarification(
                    *contests, viewer.viewer, contest_id, *post.reply_to, post.text,
                    !post.to_team_id || post.to_team_id->empty(), now());
            } else {
                sent = app::announce(*contests, viewer.viewer, contest_id, post.problem_id,
                                     post.text, now());
            }
            const app::ContestClock clock = app::contest_clock(contest, now());
            response.set_header("Location", "/api/contests/" + contest_id + "/clarifications/" +
                                                std::to_string(sent.id));
            send_json(response,
                      app::clarification_json(sent, {clock.start.value_or(contest::TimePoint{})}),
                      201);
        }));
}

}  // namespace

void add_contest_api_routes(httplib::Server& server, const SiteConfig& config,
                            const std::atomic<bool>* stopping) {
    auto services = std::make_shared<ContestApiServices>(config, stopping);
    server.Get(R"(/api/?)", api_route([](const auto& request, auto& response) {
                   require_known_params(request.params, {"strict"});
                   strict_param(request);
                   send_json(response, app::api_information_json());
               }));
    server.Get("/api/contests", api_route([services](const auto& request, auto& response) {
                   require_known_params(request.params, {"strict"});
                   const bool strict = strict_param(request);
                   const ApiViewer viewer = services->viewer_of(request);
                   const db::Lent<db::ContestStore> contests = contest_reader(*services->stores());
                   Json list = Json::array();
                   for (const db::ContestRecord& contest : contests->contests())
                       if (viewer.viewer.belongs_to(contest.settings.id))
                           list.push_back(app::contest_json(contest, strict));
                   send_json(response, list);
               }));
    add_event_feed(server, services);
    add_posts(server, services);
    add_get(server, R"(/api/contests/([^/]+))", services,
            [](ContestApiData& data, const auto&, auto& response) {
                send_json(response, data.contest_object());
            });
    add_get(server, R"(/api/contests/([^/]+)/state)", services,
            [](ContestApiData& data, const auto&, auto& response) {
                send_json(response, data.state());
            });
    add_get(server, R"(/api/contests/([^/]+)/access)", services,
            [](ContestApiData& data, const auto&, auto& response) {
                send_json(response, data.access());
            });
    add_get(server, R"(/api/contests/([^/]+)/scoreboard)", services,
            [](ContestApiData& data, const auto&, auto& response) {
                send_json(response, data.scoreboard());
            });
    add_get(server, R"(/api/contests/([^/]+)/submissions/([^/]+)/files)", services,
            [](ContestApiData& data, const auto& request, auto& response) {
                response.set_content(data.submission_files(request.matches[2].str()),
                                     "application/zip");
            });
    add_get(server, R"(/api/contests/([^/]+)/([a-z-]+))", services,
            [](ContestApiData& data, const auto& request, auto& response) {
                const std::string endpoint = request.matches[2].str();
                std::optional<Json> list = data.collection(endpoint);
                if (!list)
                    throw HttpError(404, "the Contest API has no endpoint '" + endpoint + "'");
                send_json(response, *list);
            });
    add_get(server, R"(/api/contests/([^/]+)/([a-z-]+)/([^/]+))", services,
            [](ContestApiData& data, const auto& request, auto& response) {
                const std::string endpoint = request.matches[2].str();
                const std::string id = request.matches[3].str();
                std::optional<Json> list = data.collection(endpoint);
                if (!list)
                    throw HttpError(404, "the Contest API has no endpoint '" + endpoint + "'");
                for (Json& object : *list)
                    if (object.is_object() && object.value("id", "") == id)
                        return send_json(response, object);
                throw HttpError(404, "there is no " + endpoint + " '" + id + "' in contest '" +
                                         data.contest().settings.id + "'");
            });
}

}  // namespace gridjudge::web
