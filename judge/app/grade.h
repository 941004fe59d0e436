// Grade: a whole contest from a folder of contestants' programs (contest_folder.h). What the
// folder holds is read (hostile entries skipped with the reason; a language this host cannot
// judge skips its programs too, saying what to install), every program is queued once — one
// already submitted to this contest by the same contestant for the same problem with the same
// source is not queued again, unless `rejudge` — then the contest's queue is judged by whatever
// `judge` stands for (the CLI: its local worker pool with a progress line; a unit test: a fake),
// and the contest is ranked. `gridjudge grade` only checks its arguments, calls this and prints.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

#include "db/store.h"
#include "judge/app/contest_folder.h"
#include "judge/compile/language.h"
#include "judge/report/ranking.h"

namespace gridjudge::app {

struct GradeRequest {
    std::filesystem::path dir;         // DIR/<contestant>/<problem>.<ext> (or the NOIP layout)
    std::string contest;               // the contest's name
    const Language* forced = nullptr;  // --lang: every program in this language
    std::uint64_t max_source_bytes = 0;
    std::string machine_class;  // empty: any worker may judge the contest
    bool rejudge = false;       // queue every program again, even one judged before
};

// What was queued, before judging starts.
struct GradeQueue {
    ContestFolder folder;  // the programs queued (or found queued) and the entries skipped
    int added = 0;         // queued now
    int already = 0;       // submitted before with the same source: not queued again
};

struct ContestJudging {
    int judged_here = 0;       // by `judge` itself
    bool interrupted = false;  // a stop was requested: what is left stays queued
};

// Judges the queue of contest `contest` until every submission of it is done (one judged by
// another worker is waited for), or a stop is requested.
using JudgeContest = std::function<ContestJudging(const std::string& contest)>;

struct GradeResult {
    GradeQueue queue;
    ContestJudging judging;
    int left = 0;     // submissions of the contest not done (queued or being judged)
    Ranking ranking;  // of every submission of the contest; empty when interrupted
};

// What grade tells its caller while it works, so that messages come out in order.
struct GradeEvents {
    std::function<void(const ContestFolder&)> folder_read;  // before anything is checked or queued
    std::function<void(const GradeQueue&)> queued;          // before judging starts
};

// `store` queues; `follower` is read after judging (the CLI's outlives a database restart) and
// may be `store` itself. Throws Refused,
// before anything is queued, when the folder holds no program to judge, a contestant's name is
// not printable or a program's limits are out of range (naming the program's path).
GradeResult grade(db::Store& store, db::Store& follower, const GradeRequest& request,
                  const GradeEvents& events, const JudgeContest& judge);

}  // namespace gridjudge::app
