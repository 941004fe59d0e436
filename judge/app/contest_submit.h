// A team's submission during a live contest: checked against the contest (its clock for this
// team, its problems and languages, the source's size and kind, the team's rate), then queued
// as an ordinary submission (contest = the contest's id, user = the team's id) that the existing
// workers judge, and logged as a "submissions" event.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/judging/answer_files.h"

namespace gridjudge::app {

// A team's submission rate: at most `limit` submissions in any `window` (6 a minute by default).
// A rule of the store (db/submission_rate.h), checked in the transaction that queues: every
// process on one database counts the same rows, and a restart forgets nothing.
using SubmissionRateLimit = db::SubmissionRate;

struct TeamSubmission {
    std::string contest_id;
    std::string team_id;
    std::string problem_id;  // the contest problem's id (or its label: "A")
    std::string language;    // a language id or name (find_language)
    std::string source;
    // The file's name as sent: only its last component is kept; empty or unusable (control
    // characters, not UTF-8, over 255 bytes): the language's default.
    std::string source_name;
    // An output-only problem's answers, as uploaded: answer files, or one zip of them (each
    // with its sent name). The language and source are not asked for then.
    std::vector<SubmittedFile> answers = {};
};

// 256 KiB: more than any contest program needs, small enough to keep a queue of them cheap.
inline constexpr std::size_t default_contest_source_cap = 256 * 1024;

struct SubmittedRun {
    std::int64_t id = 0;
    db::SubmissionRecord record;  // as queued
    Seconds contest_time{0};
};

// Queues the submission. Throws ContestError, its message for the team to read:
//  not_found:    no such contest, or the team is not in it
//  wrong_state:  the contest is not running for this team (not started, paused, its window over)
//  invalid:      the problem is not in the contest; the language is unknown or not allowed;
//                the source is empty, over `source_cap` bytes, or not text (NUL bytes, not UTF-8);
//                for an output-only problem: the answers are refused by answer_upload.h's
//                rules (its message, naming the file or the zip's entry), or are more than
//                `source_cap` bytes together
//  rate_limited: the team has `rate->limit` submissions in the last `rate->window` (the
//                message says when to try again)
// `rate` may be null (the CLI): nothing is counted then. A refused submission is not stored, so
// it does not count against the rate.
SubmittedRun submit_for_team(db::Store& store, db::ContestStore& contests,
                             const TeamSubmission& submission, TimePoint now,
                             const SubmissionRateLimit* rate = nullptr,
                             std::size_t source_cap = default_contest_source_cap);

}  // namespace gridjudge::app
