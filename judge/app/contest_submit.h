// A team's submission during a live contest: checked against the contest (its clock for this
// team, its problems and languages, the source's size and kind, the team's rate), then queued
// as an ordinary submission (contest = the contest's id, user = the team's id) that the existing
// workers judge, and logged as a "submissions" event.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/app/contest_clock.h"
#include "judge/judging/answer_files.h"

namespace gridjudge::app {

// A small token bucket per team: `per_minute` submissions a minute on average, at most `burst`
// at once. Thread-safe: the web's handlers share one. Lives in the process (a restart forgets
// it): it keeps a team from flooding the queue, it does not count for the rules.
class SubmissionRateLimit {
  public:
    explicit SubmissionRateLimit(double per_minute = 6, double burst = 6);
    // Takes a token for `team_key` at `now`; false (and nothing taken) when none is left.
    bool try_take(const std::string& team_key, TimePoint now);
    // When the next token for `team_key` comes, as seconds from now (0: one is there).
    Seconds wait_for(const std::string& team_key, TimePoint now);

  private:
    struct Bucket {
        double tokens = 0;
        TimePoint filled;
    };
    double per_minute_, burst_;
    std::mutex mutex_;
    std::map<std::string, Bucket> buckets_;
};

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
//  rate_limited: the team's bucket is empty (the message says when to try again)
// `rate` may be null (the CLI); it is consulted last, so a refused submission costs no token.
SubmittedRun submit_for_team(db::Store& store, db::ContestStore& contests,
                             const TeamSubmission& submission, TimePoint now,
                             SubmissionRateLimit* rate = nullptr,
                             std::size_t source_cap = default_contest_source_cap);

}  // namespace gridjudge::app
