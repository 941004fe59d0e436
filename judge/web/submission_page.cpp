// The submission page (/submissions/ID): verdict and score, the per-test table with time and
// memory drawn against the limits, the first difference of a wrong output next to the test's
// input, the compiler's output and the numbered source. A submission still being judged shows
// a live progress box that app.js keeps up to date.
#include "judge/model/package.h"
#include "judge/report/measures.h"
#include "judge/report/token_difference.h"
#include "judge/run/run_verdict.h"
#include "judge/util/html_text.h"
#include "judge/web/charts.h"
#include "judge/web/components.h"
#include "judge/web/layout.h"
#include "judge/web/pages.h"
#include "judge/web/source_files.h"

namespace gridjudge::web {
namespace {

struct Limits {
    std::int64_t cpu_ms, wall_ms, memory_kib;
};

Limits limits_of(const JudgeSettings& settings) {
    return {settings.time_limit_ms, settings.wall_limit_ms, settings.memory_limit_mib * 1024};
}

std::string header(const SubmissionView& view) {
    const db::SubmissionRecord& s = view.submission;
    std::string facts = user_link(s.user) + " &middot; " + problem_link(s.problem_id) +
                        " &middot; " + html_escape(s.language);
    if (!s.contest.empty()) facts += " &middot; contest " + html_escape(s.contest);
    facts += " &middot; submitted " + html_escape(s.submitted_at);
    if (s.judged_at) facts += " &middot; judged " + html_escape(*s.judged_at);
    if (s.rejudge_of)
        facts += " &middot; rejudge of " +
                 submission_link(*s.rejudge_of, "#" + std::to_string(*s.rejudge_of));
    std::string html = "<h1>Submission " + std::to_string(s.id) + " " + submission_badge(s, true) +
                       "</h1>\n<p class=\"subtitle\">" + facts + "</p>\n";
    if (s.status == SubmissionStatus::Done && s.verdict)
        html += "<p class=\"outcome\"><span class=\"score-big\">" + format_points(s.score) +
                "<small>/" + format_points(s.max_score) + "</small></span> " +
                html_escape(verdict_meaning(*s.verdict)) + "</p>\n";
    html += "<p class=\"hint\">Judged with " + html_escape(describe_settings(s.settings)) +
            " on test-set version " + std::to_string(s.test_set_version) +
            (s.judge_version.empty() ? "" : ", by " + html_escape(s.judge_version)) +
            (s.machine.empty() ? "" : " on " + html_escape(s.machine)) + ".</p>\n";
    return html;
}

// Filled in by app.js from /api/submissions/ID/progress until the status is "done".
std::string live_box(const db::SubmissionRecord& s) {
    if (s.status == SubmissionStatus::Done) return "";
    return "<section id=\"live\" class=\"live\" data-submission=\"" + std::to_string(s.id) +
           "\"><progress></progress> <span class=\"live-text\">" +
           html_escape(status_name(s.status)) +
           "&hellip;</span><span class=\"live-verdicts\"></span></section>\n";
}

std::string rejudge_form(const db::SubmissionRecord& s) {
    return "<form id=\"rejudge\" class=\"rejudge\" data-submission=\"" + std::to_string(s.id) +
           "\"><label>Token <input type=\"password\" name=\"token\" autocomplete=\"off\" "
           "required></label> <button type=\"submit\">Rejudge</button> <span "
           "class=\"rejudge-message\" role=\"status\"></span></form>\n";
}

std::string measure_cell(std::int64_t used, std::int64_t limit, const std::string& text,
                         const std::string& limit_text) {
    return "<td class=\"measure\">" + meter_svg(used, limit, text + " of " + limit_text) +
           "<span>" + text + "</span></td>";
}

std::string exit_text(const db::ResultRecord& r) {
    return r.signal != 0 ? signal_name(r.signal) : std::to_string(r.exit_code);
}

std::string tests_table(const SubmissionView& view) {
    const db::SubmissionRecord& s = view.submission;
    if (s.results.empty())
        return s.status == SubmissionStatus::Done ? "<p class=\"empty\">No test was run.</p>\n"
                                                  : "";
    const Limits limits = limits_of(s.settings);
    std::string html =
        "<h2>Tests</h2>\n<table class=\"tests\">\n<thead><tr><th class=\"num\">#"
        "</th><th>Test</th><th>Group</th><th>Verdict</th><th>CPU</th><th>Wall"
        "</th><th>Memory</th><th class=\"num\">Exit</th><th class=\"num\">Score"
        "</th><th>Checker message</th></tr></thead>\n<tbody>\n";
    for (const db::ResultRecord& r : s.results) {
        if (r.verdict == Verdict::Skipped) {
            html += "<tr><td class=\"num\">" + std::to_string(r.position) + "</td><td>" +
                    html_escape(r.test_name) + "</td><td>" + html_escape(r.group) + "</td><td>" +
                    verdict_badge(r.verdict) +
                    "</td><td></td><td></td><td></td><td></td><td></td><td class=\"message\">" +
                    html_escape(r.message) + "</td></tr>\n";
            continue;
        }
        html += "<tr><td class=\"num\">" + std::to_string(r.position) + "</td><td>" +
                html_escape(r.test_name) + "</td><td>" + html_escape(r.group) + "</td><td>" +
                verdict_badge(r.verdict) + "</td>" +
                measure_cell(r.cpu_ms, limits.cpu_ms, format_cpu(r, s.settings),
                             format_ms(limits.cpu_ms)) +
                measure_cell(r.wall_ms, limits.wall_ms, format_ms(r.wall_ms),
                             format_ms(limits.wall_ms)) +
                measure_cell(r.memory_kib, limits.memory_kib, format_mib(r.memory_kib),
                             format_mib(limits.memory_kib)) +
                "<td class=\"num\">" + html_escape(exit_text(r)) + "</td><td class=\"num\">" +
                (r.max_score > 0 ? score_text(r.score, r.max_score) : "") +
                "</td><td class=\"message\">" + html_escape(r.message) + "</td></tr>\n";
    }
    return html + "</tbody>\n</table>\n<p class=\"hint\">Limits: " + format_ms(limits.cpu_ms) +
           " CPU, " + format_ms(limits.wall_ms) + " wall, " + format_mib(limits.memory_kib) +
           ". Bars turn amber past 80% of a limit and red past it.</p>\n";
}

// The line with its `token`-th whitespace-separated token wrapped in <mark>.
std::string mark_token(const std::string& line, int token) {
    std::size_t at = 0;
    for (int k = 1;; ++k) {
        const std::size_t begin = line.find_first_not_of(" \t\r", at);
        if (begin == std::string::npos)
            return html_escape(line) + "<mark class=\"missing\" title=\"no token here\"></mark>";
        std::size_t end = line.find_first_of(" \t\r", begin);
        if (end == std::string::npos) end = line.size();
        if (k == token)
            return html_escape(line.substr(0, begin)) + "<mark>" +
                   html_escape(line.substr(begin, end - begin)) + "</mark>" +
                   html_escape(line.substr(end));
        at = end;
    }
}

std::string token_text(const std::string& token) {
    return token.empty() ? "<em>nothing</em>" : "<code>" + html_escape(token) + "</code>";
}

std::string difference_section(const SubmissionView& view) {
    if (!view.difference) return "";
    const db::ResultRecord& r = view.submission.results[view.difference->result_index];
    const std::optional<TokenDifference> token =
        first_token_difference(r.diff_expected, r.diff_got);
    std::string where = "Line " + std::to_string(r.diff_line);
    std::string expected = html_escape(r.diff_expected), got = html_escape(r.diff_got);
    if (token) {
        where += ", token " + std::to_string(token->token) + ": expected " +
                 token_text(token->expected) + ", got " + token_text(token->got);
        expected = mark_token(r.diff_expected, token->token);
        got = mark_token(r.diff_got, token->token);
    }
    const std::string line = std::to_string(r.diff_line);
    return "<h2>First difference: test " + html_escape(r.test_name) +
           "</h2>\n"
           "<p class=\"difference-where\">" +
           verdict_badge(r.verdict) + " " + where +
           "</p>\n"
           "<div class=\"difference\">\n<figure><figcaption>Input" +
           (view.difference->input_truncated ? " (beginning)" : "") + "</figcaption><pre>" +
           html_escape(view.difference->input_head) +
           "</pre></figure>\n"
           "<figure class=\"expected\"><figcaption>Expected, line " +
           line + "</figcaption><pre>" + expected +
           "</pre></figure>\n"
           "<figure class=\"got\"><figcaption>Got, line " +
           line + "</figcaption><pre>" + got + "</pre></figure>\n</div>\n";
}

std::string groups_section(const db::SubmissionRecord& s) {
    if (s.groups.size() < 2) return "";
    std::string html =
        "<h2>Groups</h2>\n<table class=\"groups\">\n<thead><tr><th>Group</th><th>Verdict</th>"
        "<th class=\"num\">Score</th></tr></thead>\n<tbody>\n";
    for (const db::GroupResultRecord& g : s.groups)
        html += "<tr><td>" + html_escape(g.group) + "</td><td>" + verdict_badge(g.verdict) +
                "</td><td class=\"num\">" + score_text(g.score, g.max_score) + "</td></tr>\n";
    return html + "</tbody>\n</table>\n";
}

std::string compilation_section(const db::SubmissionRecord& s) {
    if (s.compile_command.empty() && s.compile_log.empty()) return "";
    std::string html = "<h2>Compilation</h2>\n";
    if (!s.compile_command.empty())
        html += "<p><code>" + html_escape(s.compile_command) + "</code>" +
                (s.compiler_version.empty() ? "" : " &middot; " + html_escape(s.compiler_version)) +
                "</p>\n";
    html += s.compile_log.empty() ? "<p class=\"empty\">The compiler printed nothing.</p>\n"
                                  : "<pre class=\"log\">" + html_escape(s.compile_log) + "</pre>\n";
    return html;
}

// One <span> per line: CSS numbers them, so copying the code does not copy the numbers. Line
// anchors are `L<n>`, or `F<k>L<n>` in the k-th file of several.
std::string numbered_lines(const std::string& text, const std::string& anchor, int& count) {
    std::string lines;
    count = 0;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        ++count;
        lines += "<span class=\"line\" id=\"" + anchor + std::to_string(count) + "\">" +
                 html_escape(text.substr(at, end - at)) + "</span>\n";
        at = end + 1;
    }
    return lines;
}

// The source; a submission of several files (or answers) file by file, each under its name.
std::string source_section(const db::SubmissionRecord& s) {
    const std::vector<ShownSourceFile> files = shown_source_files(s.source);
    int count = 0;
    if (files.size() == 1 && files.front().name.empty()) {
        const std::string lines = numbered_lines(files.front().content, "L", count);
        return "<h2>Source</h2>\n<p class=\"hint\">" + std::to_string(count) + " lines, " +
               html_escape(s.language) + "</p>\n<pre class=\"source\"><code>" + lines +
               "</code></pre>\n";
    }
    std::string html = "<h2>Source</h2>\n<p class=\"hint\">" + std::to_string(files.size()) +
                       " files, " + html_escape(s.language) + "</p>\n";
    for (std::size_t k = 0; k < files.size(); ++k) {
        const std::string lines =
            numbered_lines(files[k].content, "F" + std::to_string(k + 1) + "L", count);
        html += source_file_heading_html(files[k]) + "<pre class=\"source\"><code>" + lines +
                "</code></pre>\n";
    }
    return html;
}

}  // namespace

std::string submission_page(const SubmissionView& view, bool can_rejudge) {
    const db::SubmissionRecord& s = view.submission;
    std::string body = header(view) + live_box(s);
    if (can_rejudge && s.status == SubmissionStatus::Done) body += rejudge_form(s);
    body += tests_table(view) + groups_section(s) + difference_section(view) +
            compilation_section(s) + source_section(s);
    return page_html("Submission " + std::to_string(s.id), Section::Submissions, body);
}

}  // namespace gridjudge::web
