// The problem pages: /problems lists the built-in problems; /problems/ID shows one problem's
// limits, verdict distribution, test-set versions, the tests of one version, the last `verify`
// matrix of that version (when one was kept) and the statement.
#include "judge/app/verify_report.h"
#include "judge/judging/program_limits.h"
#include "judge/model/limits.h"
#include "judge/report/measures.h"
#include "judge/util/html_text.h"
#include "judge/web/charts.h"
#include "judge/web/components.h"
#include "judge/web/layout.h"
#include "judge/web/markdown.h"
#include "judge/web/pages.h"

namespace gridjudge::web {
namespace {

std::string io_text(const ProblemIo& io) {
    if (io.mode == IoMode::Stdio) return "standard input/output";
    return "files " + io.input_file + " / " + io.output_file +
           " (the input is also on standard input; only " + io.output_file + " is judged)";
}

std::string checker_text(const ProgramSpec& checker) {
    if (checker.protocol == Protocol::Builtin) return checker.name + " (built in)";
    return checker.source + " (" + std::string(protocol_name(checker.protocol)) + " protocol)";
}

int judged_count(const ProblemView& view) {
    int count = 0;
    for (const auto& [verdict, n] : view.verdict_counts) count += n;
    return count;
}

std::string facts(const ProblemView& view) {
    if (!view.shown) return "";
    const ProblemPackage& p = view.shown->package;
    // The wall limit a submission is judged by (before a language's multiplier), as the judge
    // reckons it: never below the CPU limit, derived from it when the package names none.
    const std::int64_t wall = judged_limits_of(settings_for(p, "", {})).wall_ms;
    std::string multipliers;
    for (const auto& [family, factor] : p.limits.time_multipliers)
        multipliers += (multipliers.empty() ? " (" : ", ") + family + " x" + format_points(factor);
    if (!multipliers.empty()) multipliers += ")";
    return "<dl class=\"facts\"><dt>Time limit</dt><dd>" + format_ms(p.limits.time_ms) + " CPU (" +
           format_ms(wall) + " wall)" + html_escape(multipliers) +
           "</dd><dt>Memory limit</dt><dd>" + std::to_string(p.limits.memory_mib) +
           " MiB</dd><dt>Input/output</dt><dd>" + html_escape(io_text(p.io)) +
           "</dd><dt>Checker</dt><dd>" + html_escape(checker_text(p.checker)) +
           "</dd><dt>Judged submissions</dt><dd>" + std::to_string(judged_count(view)) +
           "</dd></dl>\n";
}

std::string test_sets_table(const ProblemView& view) {
    if (view.versions.empty()) return "<p class=\"empty\">No test set yet.</p>\n";
    std::string html =
        "<table class=\"test-sets\">\n<thead><tr><th class=\"num\">Version</th>"
        "<th>Source</th><th>Created</th><th>Made by</th><th></th></tr>"
        "</thead>\n<tbody>\n";
    const std::string base = "/problems/" + url_encode(view.record.id);
    for (const ProblemVersion& version : view.versions) {
        const db::TestSetRecord& set = version.test_set;
        const Provenance& origin = version.package.provenance;
        const bool active = view.record.active_test_set == set.id;
        const bool shown = view.shown && view.shown->test_set.id == set.id;
        const std::string source =
            origin.format + (origin.seed.empty() ? "" : ", seed " + origin.seed);
        html += std::string("<tr") + (shown ? " class=\"shown\"" : "") + "><td class=\"num\">" +
                "<a href=\"" + html_escape(base) + "?version=" + std::to_string(set.version) +
                "\">v" + std::to_string(set.version) + "</a></td><td>" + html_escape(source) +
                "</td><td>" + html_escape(set.created_at) + "</td><td>" +
                html_escape(origin.generated_by) + "</td><td>" +
                (active ? "<span class=\"tag\">active</span>" : "") + "</td></tr>\n";
    }
    return html + "</tbody>\n</table>\n";
}

std::string groups_table(const ProblemPackage& p) {
    std::string html =
        "<table class=\"groups\">\n<thead><tr><th>Group</th><th class=\"num\">Points</th>"
        "<th>Scored</th><th>Needs</th></tr></thead>\n<tbody>\n";
    for (const TestGroup& group : p.groups) {
        std::string needs;
        for (const std::string& dependency : group.depends_on)
            needs += (needs.empty() ? "" : ", ") + dependency;
        html += "<tr><td>" + html_escape(group.name) + "</td><td class=\"num\">" +
                format_points(group.points) + "</td><td>" +
                html_escape(aggregation_name(group.aggregation)) + "</td><td>" +
                html_escape(needs) + "</td></tr>\n";
    }
    return html + "</tbody>\n</table>\n";
}

std::string tests_table(const ProblemView& view) {
    if (!view.shown) return "";
    const ProblemPackage& p = view.shown->package;
    std::string html = "<h2>Tests of version " + std::to_string(view.shown->test_set.version) +
                       "</h2>\n<p class=\"hint\">" + std::to_string(view.tests.size()) +
                       " tests, " + format_points(p.total_points()) + " points</p>\n" +
                       groups_table(p) +
                       "<table class=\"problem-tests\">\n"
                       "<thead><tr><th class=\"num\">#</th><th>Test</th><th>Group</th><th "
                       "class=\"num\">Points</th><th>Size</th><th>Answer</th></tr></thead>\n"
                       "<tbody>\n";
    for (const db::TestRecord& t : view.tests)
        html += "<tr><td class=\"num\">" + std::to_string(t.position) + "</td><td>" +
                html_escape(t.name) + (t.sample ? " <span class=\"tag\">sample</span>" : "") +
                "</td><td>" + html_escape(t.group) + "</td><td class=\"num\">" +
                format_points(t.points) + "</td><td>" + html_escape(t.size_summary) + "</td><td>" +
                html_escape(t.answer_summary) + "</td></tr>\n";
    return html + "</tbody>\n</table>\n";
}

// The last `gridjudge verify` of the shown version: solutions x tests, verdict and CPU ms.
std::string verify_matrix(const ProblemView& view) {
    if (!view.shown) return "";
    const std::optional<app::VerifyReport> report = app::last_verify(view.shown->test_set);
    if (!report) return "";
    std::string html = "<h2>Verify</h2>\n<p class=\"hint\">" +
                       std::string(report->ok ? "Every solution got a verdict its tag allows."
                                              : "Some solution got a verdict its tag does not "
                                                "allow.") +
                       " Time limit " + format_ms(report->time_limit_ms) + ", " +
                       std::to_string(report->validated_tests) + " of " +
                       std::to_string(report->tests.size()) +
                       " inputs validated.</p>\n<table class=\"verify\">\n<thead><tr>"
                       "<th>Solution</th><th>Expected</th><th>Verdict</th><th "
                       "class=\"num\">Max CPU</th>";
    for (const std::string& test : report->tests) html += "<th>" + html_escape(test) + "</th>";
    html += "</tr></thead>\n<tbody>\n";
    for (const app::VerifiedSolution& solution : report->solutions) {
        std::string expected;
        for (Verdict verdict : solution.expected)
            expected += (expected.empty() ? "" : "/") + std::string(verdict_name(verdict));
        html += std::string("<tr") + (solution.ok ? "" : " class=\"mismatch\"") + "><td>" +
                html_escape(solution.file) + "</td><td>" + html_escape(expected) + "</td><td>" +
                std::string(verdict_name(solution.verdict)) + (solution.ok ? "" : " (mismatch)") +
                "</td><td class=\"num\">" + format_ms(solution.max_cpu_ms) + "</td>";
        for (const std::string& test : report->tests) {
            std::string cell = "-";
            for (const app::VerifyCell& c : solution.tests)
                if (c.test == test)
                    cell = std::string(verdict_name(c.verdict)) + " " + std::to_string(c.cpu_ms);
            html += "<td>" + html_escape(cell) + "</td>";
        }
        html += "</tr>\n";
    }
    html += "</tbody>\n</table>\n";
    for (const std::string& warning : report->warnings)
        html += "<p class=\"warning\">" + html_escape(warning) + "</p>\n";
    return html;
}

// Markdown is rendered; any other format is shown as the text it is, escaped.
std::string statement_html(const ProblemView& view) {
    if (view.statement.empty()) return "<p class=\"empty\">This package has no statement.</p>\n";
    if (view.statement_format == "markdown") return render_markdown(view.statement);
    return "<pre class=\"statement-text\">" + html_escape(view.statement) + "</pre>\n";
}

std::string title_of(const ProblemView& view) {
    return view.shown ? view.shown->package.title : view.record.title;
}

}  // namespace

std::string problem_page(const ProblemView& view) {
    const std::string& id = view.record.id;
    std::string body = "<h1>" + html_escape(title_of(view)) + "</h1>\n<p class=\"subtitle\">" +
                       html_escape(id) +
                       " &middot; <a href=\"/submissions?problem=" + html_escape(url_encode(id)) +
                       "\">submissions</a> &middot; "
                       "<a href=\"/?problem=" +
                       html_escape(url_encode(id)) + "\">ranking</a></p>\n" + facts(view);
    body += "<h2>Verdicts</h2>\n" + verdict_chart_svg(view.verdict_counts) + "\n";
    body += "<h2>Test-set versions</h2>\n" + test_sets_table(view) + tests_table(view);
    body += verify_matrix(view);
    body += "<h2>Statement</h2>\n<article class=\"statement\">\n" + statement_html(view) +
            "</article>\n";
    return page_html(title_of(view), Section::Problems, body);
}

std::string problems_page(const std::vector<ProblemView>& problems) {
    std::string body =
        "<h1>Problems</h1>\n<table class=\"problems\">\n<thead><tr><th>Problem"
        "</th><th>Title</th><th class=\"num\">Time</th><th class=\"num\">Memory"
        "</th><th class=\"num\">Active tests</th><th class=\"num\">Judged</th>"
        "</tr></thead>\n<tbody>\n";
    if (problems.empty())
        body +=
            "<tr><td colspan=\"6\" class=\"empty\">No problem yet: add one with "
            "<code>gridjudge gen</code> or <code>gridjudge import</code>.</td></tr>\n";
    for (const ProblemView& view : problems) {
        const std::string active = view.shown
                                       ? "v" + std::to_string(view.shown->test_set.version) + ", " +
                                             std::to_string(view.tests.size()) + " tests"
                                       : "none yet";
        const std::string time =
            view.shown ? format_ms(view.shown->package.limits.time_ms) : std::string();
        const std::string memory =
            view.shown ? std::to_string(view.shown->package.limits.memory_mib) + " MiB" : "";
        body += "<tr><td>" + problem_link(view.record.id) + "</td><td>" +
                html_escape(title_of(view)) + "</td><td class=\"num\">" + time +
                "</td><td class=\"num\">" + memory + "</td><td class=\"num\">" + active +
                "</td><td class=\"num\">" + std::to_string(judged_count(view)) + "</td></tr>\n";
    }
    body += "</tbody>\n</table>\n";
    return page_html("Problems", Section::Problems, body);
}

}  // namespace gridjudge::web
