// What the contest pages show, as plain values the routes fill from the contest use cases'
// answers (judge/app/contest_*.h). Rendering (contest_pages.h) reads only these, so every page
// can be tested from plain values, and no rule of a contest (what a team may see, what the clock
// says) is decided while rendering: the use case decided it before.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/contest/contest.h"

namespace gridjudge::web {

// The strip on top of every contest page: the contest, its clock, who is logged in.
struct ContestBar {
    std::string contest_id;
    std::string contest_name;
    std::string phase;                          // the clock's word: "running", "paused", …
    std::optional<contest::TimePoint> ends;     // for this visitor (a team's own window)
    std::optional<contest::Seconds> time_left;  // while it runs
    std::string account_name;                   // empty: not logged in
    std::string csrf_token;                     // for the logout form; empty: not logged in
    bool jury = false;
};

struct SampleView {
    std::string input, output;
};

struct ContestProblemView {
    std::string id, label, name;
    std::string statement_html;  // rendered by the site's own statement renderer (escaped)
    std::vector<SampleView> samples;
    // An output-only problem: a team hands in answer files, not a program.
    bool output_only = false;
};

struct LanguageOption {
    std::string id, name;
};

struct ContestSubmissionRow {
    std::int64_t id = 0;
    std::string team_id, team_name;  // shown on the jury's pages only
    std::string problem_label, problem_name;
    std::string language;
    std::string file_name;
    std::string contest_time;  // "1:23:45" since the team's start
    std::string status;        // what the team may know: "queued", "judging", "AC", "hidden" …
    bool final = false;        // nothing about it will change (no more polling)
    std::string feedback;      // what the contest allows beyond the status (IOI: subtask scores)
};

struct ClarificationView {
    std::int64_t id = 0;
    std::string from;  // a team's name, or "jury"
    std::string to;    // "jury", a team's name, or "everyone"
    std::string problem_label;
    std::string text;
    std::string time;  // contest time
    std::optional<std::int64_t> reply_to;
};

}  // namespace gridjudge::web
