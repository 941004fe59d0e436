// Clarifications: a team asks, the jury answers (the asking team or everyone) or announces; each
// viewer lists what it may read. Each appends a "clarifications" event.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/contest_store.h"
#include "judge/app/contest_viewer.h"

namespace gridjudge::app {

// At most this many bytes of text: a question, not an essay.
inline constexpr std::size_t clarification_text_cap = 4096;

// A team's question, about a problem of the contest or (problem_id empty) the contest. Refuses
// (forbidden) a viewer who is not a team of this contest; (invalid) empty text, text over the
// cap or not UTF-8, a problem not in the contest; (wrong_state) before the team's start or after
// the contest is finalized.
db::ClarificationRecord ask_clarification(db::ContestStore& contests, const Viewer& viewer,
                                          const std::string& contest_id,
                                          const std::string& problem_id, const std::string& text,
                                          TimePoint now);

// The jury's answer to question `question_id`: to the asking team, or to everyone (`to_all`).
// Refuses (forbidden) a viewer not of the jury; (not_found) no such question in the contest;
// (invalid) as ask does, or when `question_id` is itself an answer or an announcement.
db::ClarificationRecord answer_clarification(db::ContestStore& contests, const Viewer& viewer,
                                             const std::string& contest_id,
                                             std::int64_t question_id, const std::string& text,
                                             bool to_all, TimePoint now);

// An announcement from the jury to everyone. Refusals as answer_clarification's.
db::ClarificationRecord announce(db::ContestStore& contests, const Viewer& viewer,
                                 const std::string& contest_id, const std::string& problem_id,
                                 const std::string& text, TimePoint now);

// What this viewer may read, oldest first: the jury all; a team its own questions, their
// answers, and what went to everyone; the public only announcements and answers to everyone.
std::vector<db::ClarificationRecord> clarifications_for_viewer(db::ContestStore& contests,
                                                               const std::string& contest_id,
                                                               const Viewer& viewer);

}  // namespace gridjudge::app
