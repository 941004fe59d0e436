// Small builders for scoreboard tests: a contest, its problems and teams, and submissions at a
// contest time written as h:mm:ss(.ms), so each test reads like the board it computes by hand.
#pragma once

#include <string>
#include <vector>

#include "judge/contest/scoreboard.h"

namespace gridjudge::contest::testing {

inline Milliseconds at(int h, int m, int s, int ms = 0) {
    return Milliseconds(((h * 60LL + m) * 60 + s) * 1000 + ms);
}

inline ContestSettings five_hour_contest(ScoringKind scoring = ScoringKind::pass_fail) {
    ContestSettings settings;
    settings.id = "c1";
    settings.name = "Test contest";
    settings.duration = Seconds(5 * 3600);
    settings.scoring = scoring;
    settings.penalty_minutes = 20;
    return settings;
}

inline std::vector<ContestProblem> problems(const std::vector<std::string>& ids) {
    std::vector<ContestProblem> out;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        ContestProblem problem;
        problem.id = ids[i];
        problem.label = std::string(1, static_cast<char>('A' + i));
        problem.name = "Problem " + ids[i];
        problem.ordinal = static_cast<int>(i);
        out.push_back(problem);
    }
    return out;
}

inline Team team(const std::string& id, const std::string& name, bool hidden = false,
                 Seconds extra_time = Seconds(0)) {
    Team out;
    out.id = id;
    out.name = name;
    out.hidden = hidden;
    out.extra_time = extra_time;
    return out;
}

inline ScoredSubmission judged(const std::string& team_id, const std::string& problem_id,
                               Milliseconds time, Verdict verdict,
                               std::vector<double> subtasks = {}) {
    static int next_id = 0;
    ScoredSubmission s;
    s.id = "s" + std::to_string(++next_id);
    s.team_id = team_id;
    s.problem_id = problem_id;
    s.contest_time = time;
    s.verdict = verdict;
    s.subtask_scores = std::move(subtasks);
    return s;
}

inline ScoredSubmission pending(const std::string& team_id, const std::string& problem_id,
                                Milliseconds time, JudgingState state = JudgingState::queued) {
    ScoredSubmission s = judged(team_id, problem_id, time, Verdict::AC);
    s.state = state;
    return s;
}

inline ScoreboardView judges_at(Milliseconds now) {
    return {Audience::judges, now, false};
}
inline ScoreboardView public_at(Milliseconds now, bool thawed = false) {
    return {Audience::everyone, now, thawed};
}

}  // namespace gridjudge::contest::testing
