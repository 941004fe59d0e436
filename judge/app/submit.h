// Submit: programs against a problem's active version, queued and judged. Every record is made
// and checked before the first is queued, so a refused submit queues nothing; then the queued
// submissions are judged by whatever `judge` stands for (the CLI: its local worker pool; a unit
// test: a fake that marks them judged). `gridjudge submit` only reads the sources, calls this and
// prints what was judged.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "db/store.h"
#include "judge/app/stored_problem.h"
#include "judge/app/submission_record.h"

namespace gridjudge::app {

// Judges the queued submissions `ids` and returns once each is done, or judging was stopped (a
// stopped one stays queued).
using JudgeListed = std::function<void(const std::vector<std::int64_t>& ids)>;

// Queues each of `programs` as a submission of `problem` (for an output-only problem, its
// answers), then judges them with `judge`; their
// ids in the order of `programs`. Throws Refused, before anything is queued, when a program's
// test selection names no test of the problem, its user is not printable or its overrides leave
// a limit out of its range.
std::vector<std::int64_t> submit(db::Store& store, const StoredProblem& problem,
                                 const std::vector<NewProgram>& programs, const JudgeListed& judge);

}  // namespace gridjudge::app
