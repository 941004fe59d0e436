// The contest list and a team's pages: start page (problems, submit form, own submissions,
// clarifications), a problem, the submission received, one submission.
#include <nlohmann/json.hpp>

#include <algorithm>

#include "judge/report/measures.h"
#include "judge/util/html_text.h"
#include "judge/web/contest_bar.h"
#include "judge/web/contest_pages.h"
#include "judge/web/layout.h"
#include "judge/web/source_files.h"

namespace gridjudge::web {
namespace {

std::string contest_path(const ContestBar& bar) {
    return "/contests/" + html_escape(url_encode(bar.contest_id));
}

std::string status_badge(const ContestSubmissionRow& row) {
    const std::string css = row.final ? "v-" + row.status : "v-none";
    return "<span class=\"badge status " + html_escape(css) + "\">" + html_escape(row.status) +
           "</span>";
}

std::string submissions_table(const ContestBar& bar,
                              const std::vector<ContestSubmissionRow>& rows) {
    if (rows.empty()) return "<p class=\"hint\">No submissions yet.</p>\n";
    std::string html =
        "<table class=\"contest-submissions\" data-poll=\"" + contest_path(bar) +
        "/my-submissions.json\">\n<thead><tr><th>#</th><th>Time</th><th>Problem</th>"
        "<th>Language</th><th>File</th><th>Status</th><th>Feedback</th></tr></thead>\n<tbody>\n";
    for (const ContestSubmissionRow& row : rows)
        html += "<tr data-id=\"" + std::to_string(row.id) + "\"" +
                (row.final ? "" : " class=\"pending\"") + "><td><a href=\"" + contest_path(bar) +
                "/submissions/" + std::to_string(row.id) + "\">" + std::to_string(row.id) +
                "</a></td><td>" + html_escape(row.contest_time) + "</td><td>" +
                html_escape(row.problem_label) + "</td><td>" + html_escape(row.language) +
                "</td><td class=\"file\">" + html_escape(row.file_name) +
                "</td><td class=\"status\">" + status_badge(row) + "</td><td class=\"feedback\">" +
                html_escape(row.feedback) + "</td></tr>\n";
    return html + "</tbody></table>\n";
}

// The jury's view of a judging: each test's verdict, CPU time, memory and checker message.
std::string jury_results_table(const std::vector<db::ResultRecord>& results) {
    if (results.empty()) return "<p class=\"empty jury-tests\">No test result yet.</p>\n";
    std::string html =
        "<table class=\"jury-tests\">\n<thead><tr><th class=\"num\">#</th><th>Test</th>"
        "<th>Verdict</th><th class=\"num\">CPU</th><th class=\"num\">Memory</th>"
        "<th>Checker message</th></tr></thead>\n<tbody>\n";
    for (const db::ResultRecord& r : results)
        html += "<tr><td class=\"num\">" + std::to_string(r.position) + "</td><td>" +
                html_escape(r.test_name) + "</td><td>" + std::string(verdict_name(r.verdict)) +
                "</td><td class=\"num\">" + format_ms(r.cpu_ms) + "</td><td class=\"num\">" +
                format_mib(r.memory_kib) + "</td><td class=\"message\">" + html_escape(r.message) +
                "</td></tr>\n";
    return html + "</tbody>\n</table>\n";
}

// The form for a program: problem, language, files or pasted source. Output-only problems have
// their own forms (answer_forms); none at all when every problem is output-only.
std::string program_form(const TeamHomeView& view) {
    const ContestBar& bar = view.bar;
    if (std::all_of(view.problems.begin(), view.problems.end(),
                    [](const ContestProblemView& p) { return p.output_only; }))
        return "";
    std::string body;
    body += "<form class=\"submit\" method=\"post\" action=\"" + contest_path(bar) +
            "/submit\" enctype=\"multipart/form-data\">\n<input type=\"hidden\" "
            "name=\"csrf\" value=\"" +
            html_escape(bar.csrf_token) + "\">\n<label>Problem <select name=\"problem\">";
    for (const ContestProblemView& p : view.problems)
        if (!p.output_only)
            body += "<option value=\"" + html_escape(p.id) + "\">" + html_escape(p.label) + " " +
                    html_escape(p.name) + "</option>";
    body += "</select></label>\n<label>Language <select name=\"language\">";
    for (const LanguageOption& l : view.languages)
        body += "<option value=\"" + html_escape(l.id) + "\">" + html_escape(l.name) + "</option>";
    body +=
        "</select></label>\n<label>Files <input type=\"file\" name=\"file\" multiple></label>\n"
        "<label class=\"paste\">or paste the source<textarea name=\"source\" rows=\"8\" "
        "cols=\"80\" spellcheck=\"false\"></textarea></label>\n<p class=\"hint\">At "
        "most " +
        std::to_string(view.max_source_bytes / 1024) +
        " KiB.</p>\n<button type=\"submit\">Submit</button>\n</form>\n";
    return body;
}

// One form per output-only problem: its answer files, or one zip of them, and no language.
std::string answer_forms(const TeamHomeView& view) {
    const ContestBar& bar = view.bar;
    std::string body;
    for (const ContestProblemView& p : view.problems) {
        if (!p.output_only) continue;
        body += "<form class=\"submit answers\" method=\"post\" action=\"" + contest_path(bar) +
                "/submit\" enctype=\"multipart/form-data\">\n<input type=\"hidden\" "
                "name=\"csrf\" value=\"" +
                html_escape(bar.csrf_token) +
                "\">\n<input type=\"hidden\" name=\"problem\" value=\"" + html_escape(p.id) +
                "\">\n<p><b>" + html_escape(p.label) + "</b> " + html_escape(p.name) +
                "</p>\n<label>Answer files <input type=\"file\" name=\"file\" multiple "
                "required></label>\n<p class=\"hint\">One file per test, or one zip of them; at "
                "most " +
                std::to_string(view.max_source_bytes / 1024) +
                " KiB together.</p>\n<button type=\"submit\">Submit answers</button>\n</form>\n";
    }
    return body;
}

}  // namespace

std::string clarifications_list(const std::vector<ClarificationView>& clarifications) {
    if (clarifications.empty()) return "<p class=\"hint\">No clarifications yet.</p>\n";
    std::string html = "<ol class=\"clarifications\">\n";
    for (const ClarificationView& c : clarifications) {
        html += "<li id=\"clarification-" + std::to_string(c.id) + "\"><p class=\"meta\">" +
                html_escape(c.time) + " &middot; from <span class=\"from\">" + html_escape(c.from) +
                "</span> to <span class=\"to\">" + html_escape(c.to) + "</span>";
        if (!c.problem_label.empty()) html += " &middot; problem " + html_escape(c.problem_label);
        if (c.reply_to)
            html += " &middot; answers <a href=\"#clarification-" + std::to_string(*c.reply_to) +
                    "\">#" + std::to_string(*c.reply_to) + "</a>";
        html += "</p><p class=\"text\">" + html_escape(c.text) + "</p></li>\n";
    }
    return html + "</ol>\n";
}

std::string contest_list_page(const std::vector<ContestListEntry>& contests) {
    std::string body = "<h1>Contests</h1>\n";
    if (contests.empty()) body += "<p class=\"hint\">No contests.</p>\n";
    body += "<ul class=\"contests\">\n";
    for (const ContestListEntry& c : contests)
        body += "<li><a href=\"/contests/" + html_escape(url_encode(c.id)) + "\">" +
                html_escape(c.name) + "</a> <span class=\"tag\">" + html_escape(c.phase) +
                "</span> &middot; <a href=\"/contests/" + html_escape(url_encode(c.id)) +
                "/scoreboard\">scoreboard</a></li>\n";
    return page_html("Contests", Section::None, body + "</ul>\n");
}

std::string team_home_page(const TeamHomeView& view) {
    const ContestBar& bar = view.bar;
    std::string body = contest_bar_html(bar);
    body += "<h2>Problems</h2>\n<ul class=\"problems\">\n";
    for (const ContestProblemView& p : view.problems)
        body += "<li><a href=\"" + contest_path(bar) + "/problems/" +
                html_escape(url_encode(p.id)) + "\"><b>" + html_escape(p.label) + "</b> " +
                html_escape(p.name) + "</a></li>\n";
    body += "</ul>\n<h2>Submit</h2>\n";
    if (!view.may_submit) {
        body += "<p class=\"hint submit-closed\">" + html_escape(view.submit_closed) + "</p>\n";
    } else {
        body += program_form(view) + answer_forms(view);
    }
    body += "<h2>Your submissions</h2>\n" + submissions_table(bar, view.submissions);
    body += "<h2 id=\"clarifications\">Clarifications</h2>\n" +
            clarifications_list(view.clarifications);
    body += "<form class=\"ask\" method=\"post\" action=\"" + contest_path(bar) +
            "/clarifications\">\n<input type=\"hidden\" name=\"csrf\" value=\"" +
            html_escape(bar.csrf_token) +
            "\">\n<label>Problem <select name=\"problem\"><option value=\"\">general</option>";
    for (const ContestProblemView& p : view.problems)
        body += "<option value=\"" + html_escape(p.id) + "\">" + html_escape(p.label) + "</option>";
    body +=
        "</select></label>\n<label>Question <textarea name=\"text\" rows=\"3\" cols=\"60\" "
        "required></textarea></label>\n<button type=\"submit\">Ask the jury</button>\n"
        "</form>\n";
    return page_html(bar.contest_name, Section::None, body);
}

std::string contest_problem_page(const ContestBar& bar, const ContestProblemView& problem) {
    std::string body = contest_bar_html(bar);
    body += "<h1>" + html_escape(problem.label) + ". " + html_escape(problem.name) + "</h1>\n";
    body += "<article class=\"statement\">" + problem.statement_html + "</article>\n";
    int number = 0;
    for (const SampleView& sample : problem.samples) {
        ++number;
        body += "<h3>Sample " + std::to_string(number) +
                "</h3>\n<div class=\"sample\"><figure><figcaption>Input</figcaption><pre>" +
                html_escape(sample.input) +
                "</pre></figure><figure><figcaption>Output</figcaption><pre>" +
                html_escape(sample.output) + "</pre></figure></div>\n";
    }
    return page_html(problem.label + ". " + problem.name, Section::None, body);
}

std::string submission_received_page(const ContestBar& bar, const ContestSubmissionRow& row) {
    std::string body = contest_bar_html(bar);
    body += "<h1>Submission " + std::to_string(row.id) +
            " received</h1>\n<dl class=\"facts\">"
            "<dt>Problem</dt><dd>" +
            html_escape(row.problem_label + " " + row.problem_name) + "</dd><dt>Language</dt><dd>" +
            html_escape(row.language) + "</dd><dt>File</dt><dd class=\"file\">" +
            html_escape(row.file_name) + "</dd></dl>\n<p>Its verdict shows on <a href=\"" +
            contest_path(bar) + "\">your contest page</a> as soon as it is judged.</p>\n";
    return page_html("Submission received", Section::None, body);
}

std::string contest_submission_page(const ContestBar& bar, const ContestSubmissionRow& row,
                                    const std::string& source,
                                    const std::vector<db::ResultRecord>* jury_results) {
    std::string body = contest_bar_html(bar);
    body += "<h1>Submission " + std::to_string(row.id) + " " + status_badge(row) + "</h1>\n";
    body += "<dl class=\"facts\">";
    if (bar.jury) body += "<dt>Team</dt><dd class=\"team\">" + html_escape(row.team_name) + "</dd>";
    body += "<dt>Problem</dt><dd>" + html_escape(row.problem_label + " " + row.problem_name) +
            "</dd><dt>Language</dt><dd>" + html_escape(row.language) +
            "</dd><dt>File</dt><dd class=\"file\">" + html_escape(row.file_name) +
            "</dd><dt>Time</dt><dd>" + html_escape(row.contest_time) + "</dd>";
    if (!row.feedback.empty())
        body += "<dt>Feedback</dt><dd class=\"feedback\">" + html_escape(row.feedback) + "</dd>";
    body += "</dl>\n";
    if (jury_results) body += jury_results_table(*jury_results);
    // Several files (or answers) each under its name, never as the stored list's text.
    for (const ShownSourceFile& file : shown_source_files(source))
        body += (file.name.empty() ? "" : source_file_heading_html(file)) +
                "<pre class=\"contest-source\">" + html_escape(file.content) + "</pre>\n";
    return page_html("Submission " + std::to_string(row.id), Section::None, body);
}

std::string submission_rows_json(const std::vector<ContestSubmissionRow>& rows) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const ContestSubmissionRow& row : rows)
        list.push_back({{"id", row.id},
                        {"status", row.status},
                        {"final", row.final},
                        {"feedback", row.feedback}});
    return list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace gridjudge::web
