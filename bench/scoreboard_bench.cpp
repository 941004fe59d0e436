// The scoreboard's cost at the rush's size: 1000 teams × 13 problems × 50 000 submissions (a
// fixed seed, verdicts and times spread as in a real round, 5 % still pending, a one-hour
// freeze). Printed per board kind, as the median and the best of the repetitions, in CPU time
// of this thread (the machine is shared: wall time measures the neighbours too) and wall time:
//
//   baseline   sorting the submissions' pointers by (team, problem, time) alone, the first
//              step of a straightforward board (ours buckets by hashed ids instead)
//   judges     the live pass-fail board
//   public     the frozen pass-fail board (the freeze's submissions shown pending)
//   ioi        an IOI board (three subtasks per problem, the best per subtask)
//   json       the judges' board computed and written as Contest API JSON text
//
//   live       one new verdict on a LiveScoreboard already holding the 50 000 submissions
//              (its cell, its problem's first to solve, its team's row, then re-ranking)
//
//   build/bin/gridjudge_bench_scoreboard [REPETITIONS]   (default 30; bounded, no I/O)
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "judge/contest/scoreboard.h"
#include "judge/contest/scoreboard_json.h"
#include "judge/contest/scoreboard_live.h"

namespace {

using namespace gridjudge;
using namespace gridjudge::contest;

constexpr int kTeams = 1000;
constexpr int kProblems = 13;
constexpr int kSubmissions = 50000;

struct Contest {
    ContestSettings settings;
    std::vector<ContestProblem> problems;
    std::vector<Team> teams;
    std::vector<ScoredSubmission> submissions;
};

Contest make_contest(ScoringKind scoring) {
    Contest contest;
    contest.settings.id = "bench";
    contest.settings.duration = Seconds(5 * 3600);
    contest.settings.scoreboard_freeze_duration = Seconds(3600);
    contest.settings.scoring = scoring;
    for (int p = 0; p < kProblems; ++p) {
        ContestProblem problem;
        problem.id = "problem-" + std::to_string(p);
        problem.label = std::string(1, static_cast<char>('A' + p));
        problem.ordinal = p;
        contest.problems.push_back(problem);
    }
    for (int t = 0; t < kTeams; ++t) {
        Team team;
        team.id = "team-" + std::to_string(t);
        team.name = "Team " + std::to_string(t);
        team.hidden = t % 100 == 99;  // ten jury teams
        contest.teams.push_back(team);
    }
    std::mt19937 random(20261124);
    std::uniform_int_distribution<int> team_of(0, kTeams - 1), problem_of(0, kProblems - 1);
    std::uniform_int_distribution<std::int64_t> time_of(0, 5LL * 3600 * 1000 - 1);
    std::uniform_int_distribution<int> percent(0, 99);
    const Verdict rejected[] = {Verdict::WA, Verdict::WA, Verdict::TLE, Verdict::RE, Verdict::CE};
    for (int i = 0; i < kSubmissions; ++i) {
        ScoredSubmission s;
        s.id = std::to_string(i);
        s.team_id = contest.teams[team_of(random)].id;
        s.problem_id = contest.problems[problem_of(random)].id;
        s.contest_time = Milliseconds(time_of(random));
        const int roll = percent(random);
        if (roll < 5) {
            s.state = JudgingState::queued;
        } else if (roll < 35) {
            s.verdict = Verdict::AC;
        } else {
            s.verdict = rejected[roll % 5];
        }
        if (scoring != ScoringKind::pass_fail && s.verdict != Verdict::CE)
            s.subtask_scores = {percent(random) < 60 ? 20.0 : 0.0,
                                percent(random) < 40 ? 30.0 : 0.0,
                                s.verdict == Verdict::AC ? 50.0 : 0.0};
        contest.submissions.push_back(std::move(s));
    }
    return contest;
}

double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

struct Figures {
    double cpu_median, cpu_best, wall_median;
};

Figures measure(int repetitions, const std::function<std::size_t()>& run) {
    std::vector<double> cpu, wall;
    std::size_t sink = 0;
    for (int i = 0; i < repetitions; ++i) {
        const auto wall_start = std::chrono::steady_clock::now();
        const double cpu_start = thread_cpu_ms();
        sink += run();
        cpu.push_back(thread_cpu_ms() - cpu_start);
        wall.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start)
                .count());
    }
    if (sink == 0) std::puts("(nothing computed)");
    std::sort(cpu.begin(), cpu.end());
    std::sort(wall.begin(), wall.end());
    return {cpu[cpu.size() / 2], cpu.front(), wall[wall.size() / 2]};
}

void print(const char* what, const Figures& figures, double baseline) {
    std::printf("%-9s cpu median %7.2f ms  best %7.2f ms  wall median %7.2f ms  x%.2f baseline\n",
                what, figures.cpu_median, figures.cpu_best, figures.wall_median,
                figures.cpu_median / baseline);
}

}  // namespace

int main(int argc, char** argv) {
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 30;
    const Contest pass_fail = make_contest(ScoringKind::pass_fail);
    const Contest ioi = make_contest(ScoringKind::ioi);
    std::printf("%d teams x %d problems x %d submissions, %d repetitions\n", kTeams, kProblems,
                kSubmissions, repetitions);

    const Figures baseline = measure(repetitions, [&] {
        std::vector<const ScoredSubmission*> order;
        order.reserve(pass_fail.submissions.size());
        for (const ScoredSubmission& s : pass_fail.submissions) order.push_back(&s);
        std::sort(order.begin(), order.end(), [](const auto* a, const auto* b) {
            if (a->team_id != b->team_id) return a->team_id < b->team_id;
            if (a->problem_id != b->problem_id) return a->problem_id < b->problem_id;
            return a->contest_time < b->contest_time;
        });
        return order.size();
    });
    print("baseline", baseline, baseline.cpu_median);

    const ScoreboardView judges{Audience::judges, Milliseconds(4 * 3600 * 1000 + 1800 * 1000),
                                false};
    const ScoreboardView everyone{Audience::everyone, judges.now, false};
    const auto board_of = [](const Contest& contest, const ScoreboardView& view) {
        return [&contest, view] {
            return compute_scoreboard(contest.settings, contest.problems, contest.teams,
                                      contest.submissions, view)
                .rows.size();
        };
    };
    print("judges", measure(repetitions, board_of(pass_fail, judges)), baseline.cpu_median);
    print("public", measure(repetitions, board_of(pass_fail, everyone)), baseline.cpu_median);
    print("ioi", measure(repetitions, board_of(ioi, judges)), baseline.cpu_median);
    print("json",
          measure(repetitions,
                  [&] {
                      const Scoreboard board =
                          compute_scoreboard(pass_fail.settings, pass_fail.problems,
                                             pass_fail.teams, pass_fail.submissions, judges);
                      ScoreboardJsonContext context;
                      context.contest_time = judges.now;
                      context.strict = true;
                      return scoreboard_json(board, context).size();
                  }),
          baseline.cpu_median);

    // One verdict at a time: a submission of the last minute, judged after the board holds all
    // the others; alternately accepted and wrong, so every repetition changes the board.
    LiveScoreboard live(pass_fail.settings, pass_fail.problems, pass_fail.teams, judges,
                        pass_fail.submissions);
    ScoredSubmission verdict;
    verdict.id = "new";
    verdict.team_id = pass_fail.teams[0].id;
    verdict.problem_id = pass_fail.problems[0].id;
    verdict.contest_time = Milliseconds(4 * 3600 * 1000 + 1700 * 1000);
    int flip = 0;
    print("live",
          measure(repetitions,
                  [&] {
                      verdict.verdict = ++flip % 2 == 0 ? Verdict::AC : Verdict::WA;
                      live.apply(verdict);
                      return live.board().rows.size();
                  }),
          baseline.cpu_median);
    return 0;
}
