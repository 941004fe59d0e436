// A team's pages under /contests/{id}/: its start page, a problem, submitting (upload or paste),
// its own submissions (a page each, and the rows its page polls while any is pending), and
// asking a clarification. Each route reads the visitor, calls the use case and renders; what a
// team may see and do is the use cases' to say (judge/app/contest_viewer.h, contest_submit.h,
// contest_clarifications.h). Another team's submission is 404, as an unknown one is: a team
// cannot tell which ids exist.
#include "judge/app/contest_clarifications.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_events.h"
#include "judge/app/contest_runs.h"
#include "judge/app/contest_submit.h"
#include "judge/app/stored_problem.h"
#include "judge/compile/language.h"
#include "judge/compile/submitted_sources.h"
#include "judge/judging/answer_files.h"
#include "judge/util/html_text.h"
#include "judge/web/contest_data.h"
#include "judge/web/contest_pages.h"
#include "judge/web/contest_site.h"
#include "judge/web/http_error.h"
#include "judge/web/markdown.h"
#include "judge/web/query.h"
#include "judge/web/review_data.h"
#include "judge/web/server.h"
#include "judge/web/site.h"

namespace gridjudge::web {
namespace {

constexpr std::size_t kSampleShownBytes = 16 * 1024;
// A submission is one request body, which the server caps before reading it (server.h): the
// source may take what the form's other fields leave of it, and never more than the use case's
// own cap.
constexpr std::size_t kSourceCap =
    std::min(app::default_contest_source_cap, kBodyCap - std::size_t{4 * 1024});

std::string contest_url(const std::string& contest_id) {
    return "/contests/" + url_encode(contest_id);
}

void redirect(httplib::Response& response, const std::string& location) {
    response.status = 303;
    response.set_header("Location", location);
}

std::vector<LanguageOption> language_options(const db::ContestRecord& contest) {
    std::vector<LanguageOption> options;
    for (const Language& language : languages()) {
        if (!contest.languages.empty() &&
            std::find(contest.languages.begin(), contest.languages.end(),
                      std::string(language.id)) == contest.languages.end())
            continue;
        options.push_back({std::string(language.id), std::string(language.description)});
    }
    return options;
}

// The stored package's statement and samples of the contest problem (its id is the store's).
ContestProblemView problem_view(db::Store& store, const contest::ContestProblem& problem) {
    ContestProblemView view{problem.id, problem.label, problem.name, "", {}};
    const ProblemView stored = load_problem(store, problem.id, std::nullopt);
    view.statement_html =
        stored.statement.empty() ? "<p class=\"empty\">This problem has no statement.</p>\n"
        : stored.statement_format == "markdown"
            ? render_markdown(stored.statement)
            : "<pre class=\"statement-text\">" + html_escape(stored.statement) + "</pre>\n";
    for (const db::TestRecord& test : stored.tests) {
        if (!test.sample) continue;
        SampleView sample;
        sample.input = store.blob(test.input_sha256).value_or("").substr(0, kSampleShownBytes);
        sample.output = store.blob(test.answer_sha256).value_or("").substr(0, kSampleShownBytes);
        view.samples.push_back(std::move(sample));
    }
    return view;
}

std::int64_t id_in_path(const std::string& text) {
    try {
        return parse_submission_id(text);
    } catch (const HttpError&) {
        throw HttpError(404, "there is no submission " + text);
    }
}

// What the team start page shows, for a team of this contest.
TeamHomeView team_home(db::Store& store, db::ContestStore& contests,
                       const db::ContestRecord& contest, const Visitor& visitor,
                       contest::TimePoint now, const LiveProgressBoard* board) {
    const LiveProgressBoard* live = progress_board_for(board, contest, visitor.viewer);
    TeamHomeView view;
    view.bar = contest_bar(contests, contest, visitor, now);
    const std::string& id = contest.settings.id;
    const std::vector<contest::ContestProblem> problems =
        app::problems_for_viewer(contests, id, visitor.viewer, now);
    const ContestNames names =
        contest_names(problems, app::teams_for_viewer(contests, id, visitor.viewer));
    for (const contest::ContestProblem& p : problems) {
        const std::optional<app::StoredProblem> stored = app::stored_problem_by_id(store, p.id);
        view.problems.push_back(
            {p.id, p.label, p.name, "", {}, stored && stored->package.output_only()});
    }
    view.languages = language_options(contest);
    view.max_source_bytes = kSourceCap;
    const app::ContestClock clock = app::clock_for_viewer(contests, contest, visitor.viewer, now);
    view.may_submit = clock.accepts_submissions();
    if (!view.may_submit)
        view.submit_closed = std::string("Submitting is closed: the contest is ") +
                             app::contest_phase_name(clock.phase) + ".";
    const std::vector<app::VisibleSubmission> own =
        app::submissions_for_viewer(store, contests, id, visitor.viewer, now);
    for (auto it = own.rbegin(); it != own.rend(); ++it)
        view.submissions.push_back(submission_row(*it, names, live));
    for (const db::ClarificationRecord& c :
         app::clarifications_for_viewer(contests, id, visitor.viewer))
        view.clarifications.push_back(clarification_view(c, names));
    return view;
}

// The per-test results of the judging that holds for the submission (its newest finished
// rejudge's, else its own: app/contest_runs.h), for the jury's page.
std::vector<db::ResultRecord> jury_test_results(db::Store& store, db::ContestStore& contests,
                                                const db::ContestRecord& contest,
                                                std::int64_t submission_id) {
    for (const app::ContestRun& run : app::contest_runs(store, contests, contest))
        if (run.submission.id == submission_id) {
            const std::optional<db::SubmissionRecord> judged = store.submission(run.result.id);
            return judged ? judged->results : std::vector<db::ResultRecord>{};
        }
    return {};
}

// The uploaded file, or else the pasted text, as the source and its file name. Several files
// are one program of several files (docs/task-kinds.md), each name plain and once; the use case
// then checks the whole text's size and kind like any source.
std::pair<std::string, std::string> sent_source(const httplib::Request& request) {
    const auto file = request.files.find("file");
    if (file != request.files.end() && request.files.count("file") == 1 &&
        !file->second.content.empty())
        return {file->second.content, file->second.filename};
    if (request.files.count("file") > 1) {
        std::vector<gridjudge::SubmittedFile> files;
        const auto [first, last] = request.files.equal_range("file");
        for (auto at = first; at != last; ++at) {
            const std::string& name = at->second.filename;
            if (const std::string why = file_name_refusal(name); !why.empty())
                throw HttpError(400, "file '" + name + "': " + why);
            for (const gridjudge::SubmittedFile& earlier : files)
                if (earlier.name == name) throw HttpError(400, "two files named '" + name + "'");
            files.push_back({name, at->second.content});
        }
        try {
            return {encode_submitted_files(files), ""};
        } catch (const std::invalid_argument& error) {
            throw HttpError(400, std::string("file ") + error.what());
        }
    }
    return {form_field(request, "source").value_or(""), ""};
}

// Every uploaded part of the form's "file" field as sent (name and content): an output-only
// problem's answers. Their names and contents are the use case's to judge (answer_upload.h).
std::vector<gridjudge::SubmittedFile> sent_answers(const httplib::Request& request) {
    std::vector<gridjudge::SubmittedFile> files;
    const auto [first, last] = request.files.equal_range("file");
    for (auto at = first; at != last; ++at)
        if (!at->second.filename.empty() || !at->second.content.empty())
            files.push_back({at->second.filename, at->second.content});
    return files;
}

}  // namespace

void add_team_routes(httplib::Server& server, const SiteConfig& config) {
    server.Get(
        "/contests", contest_guarded(Format::Html, [&config](const auto&, auto& response) {
            ContestSite& site = contest_site(config);
            const contest::TimePoint now = site.clock.now();
            std::vector<ContestListEntry> entries;
            site.with_data([&](db::Store&, db::ContestStore& contests) {
                for (const db::ContestRecord& c : contests.contests())
                    entries.push_back({c.settings.id, c.settings.name,
                                       app::contest_phase_name(app::contest_clock(c, now).phase)});
            });
            send_html(response, contest_list_page(entries));
        }));
    server.Get(R"(/contests/([^/]+))",
               contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                   ContestSite& site = contest_site(config);
                   const std::string id = contest_id_of(request.matches[1].str());
                   const Visitor visitor = visitor_of(request, site);
                   if (visitor.viewer.is_jury())
                       return redirect(response, contest_url(id) + "/jury");
                   if (!visitor.viewer.is_team())
                       return redirect(response, "/login?next=" + url_encode(contest_url(id)));
                   const contest::TimePoint now = site.clock.now();
                   const TeamHomeView view =
                       site.with_data([&](db::Store& store, db::ContestStore& contests) {
                           const db::ContestRecord contest =
                               app::contest_for_viewer(contests, id, visitor.viewer);
                           return team_home(store, contests, contest, visitor, now, config.live);
                       });
                   send_html(response, team_home_page(view));
               }));
    server.Get(
        R"(/contests/([^/]+)/problems/([^/]+))",
        contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::string id = contest_id_of(request.matches[1].str());
            const std::string problem_id = request.matches[2].str();
            const Visitor visitor = visitor_of(request, site);
            const contest::TimePoint now = site.clock.now();
            std::string html = site.with_data([&](db::Store& store, db::ContestStore& contests) {
                const db::ContestRecord contest =
                    app::contest_for_viewer(contests, id, visitor.viewer);
                for (const contest::ContestProblem& p :
                     app::problems_for_viewer(contests, id, visitor.viewer, now))
                    if (p.id == problem_id)
                        return contest_problem_page(contest_bar(contests, contest, visitor, now),
                                                    problem_view(store, p));
                throw HttpError(404,
                                "contest '" + id + "' shows no problem '" + problem_id + "' (yet)");
            });
            send_html(response, html);
        }));
    server.Post(R"(/contests/([^/]+)/submit)",
                contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                    ContestSite& site = contest_site(config);
                    const std::string id = contest_id_of(request.matches[1].str());
                    const Visitor visitor = visitor_of(request, site);
                    require_csrf(request, visitor);
                    if (!visitor.viewer.is_team())
                        throw HttpError(403, "only a team account submits");
                    app::TeamSubmission submission;
                    submission.contest_id = id;
                    submission.team_id = visitor.viewer.team_id;
                    submission.problem_id = form_field(request, "problem").value_or("");
                    // The answer form of an output-only problem has no language: its files
                    // are the answers (or one zip of them), checked by the use case.
                    if (const auto language = form_field(request, "language")) {
                        submission.language = *language;
                        std::tie(submission.source, submission.source_name) = sent_source(request);
                    } else {
                        submission.answers = sent_answers(request);
                    }
                    const contest::TimePoint now = site.clock.now();
                    const std::string html = site.with_data([&](db::Store& store,
                                                                db::ContestStore& contests) {
                        const db::ContestRecord contest =
                            app::contest_for_viewer(contests, id, visitor.viewer);
                        const app::SubmittedRun run = app::submit_for_team(
                            store, contests, submission, now, &site.rate, kSourceCap);
                        const ContestNames names = contest_names(
                            app::problems_for_viewer(contests, id, visitor.viewer, now), {});
                        return submission_received_page(
                            contest_bar(contests, contest, visitor, now),
                            submission_row(app::submission_for_viewer(store, contests, id, run.id,
                                                                      visitor.viewer, now),
                                           names));
                    });
                    send_html(response, html, 201);
                }));
    server.Get(R"(/contests/([^/]+)/my-submissions\.json)",
               contest_guarded(Format::Json, [&config](const auto& request, auto& response) {
                   ContestSite& site = contest_site(config);
                   const std::string id = contest_id_of(request.matches[1].str());
                   const Visitor visitor = visitor_of(request, site);
                   if (!visitor.viewer.is_team())
                       throw HttpError(403, "log in as a team to follow its submissions");
                   const contest::TimePoint now = site.clock.now();
                   std::vector<ContestSubmissionRow> rows;
                   site.with_data([&](db::Store& store, db::ContestStore& contests) {
                       const db::ContestRecord contest =
                           app::contest_for_viewer(contests, id, visitor.viewer);
                       const LiveProgressBoard* live =
                           progress_board_for(config.live, contest, visitor.viewer);
                       const ContestNames names = contest_names(
                           app::problems_for_viewer(contests, id, visitor.viewer, now), {});
                       for (const app::VisibleSubmission& s :
                            app::submissions_for_viewer(store, contests, id, visitor.viewer, now))
                           rows.push_back(submission_row(s, names, live));
                   });
                   response.set_header("Cache-Control", "no-store");
                   response.set_content(submission_rows_json(rows), "application/json");
               }));
    server.Get(
        R"(/contests/([^/]+)/submissions/([^/]+))",
        contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
            ContestSite& site = contest_site(config);
            const std::string id = contest_id_of(request.matches[1].str());
            const std::int64_t submission_id = id_in_path(request.matches[2].str());
            const Visitor visitor = visitor_of(request, site);
            const contest::TimePoint now = site.clock.now();
            const std::string html =
                site.with_data([&](db::Store& store, db::ContestStore& contests) {
                    const db::ContestRecord contest =
                        app::contest_for_viewer(contests, id, visitor.viewer);
                    const app::VisibleSubmission s = app::submission_for_viewer(
                        store, contests, id, submission_id, visitor.viewer, now);
                    const ContestNames names =
                        contest_names(app::problems_for_viewer(contests, id, visitor.viewer, now),
                                      app::teams_for_viewer(contests, id, visitor.viewer));
                    std::optional<std::vector<db::ResultRecord>> results;
                    if (visitor.viewer.is_jury())
                        results = jury_test_results(store, contests, contest, submission_id);
                    return contest_submission_page(
                        contest_bar(contests, contest, visitor, now),
                        submission_row(s, names,
                                       progress_board_for(config.live, contest, visitor.viewer)),
                        app::submission_source_for_viewer(store, contests, id, submission_id,
                                                          visitor.viewer),
                        results ? &*results : nullptr);
                });
            send_html(response, html);
        }));
    server.Post(R"(/contests/([^/]+)/clarifications)",
                contest_guarded(Format::Html, [&config](const auto& request, auto& response) {
                    ContestSite& site = contest_site(config);
                    const std::string id = contest_id_of(request.matches[1].str());
                    const Visitor visitor = visitor_of(request, site);
                    require_csrf(request, visitor);
                    const std::string problem = form_field(request, "problem").value_or("");
                    const std::string text = form_field(request, "text").value_or("");
                    const contest::TimePoint now = site.clock.now();
                    site.with_data([&](db::Store&, db::ContestStore& contests) {
                        app::ask_clarification(contests, visitor.viewer, id, problem, text, now);
                    });
                    redirect(response, contest_url(id) + "#clarifications");
                }));
}

}  // namespace gridjudge::web
