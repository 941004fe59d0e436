// grade DIR: a whole contest, the use case app::grade (judge/app/grade.h: the folder read,
// every program queued once, judged, ranked). This file checks the arguments, gives grade the
// local workers (--jobs; 0: only follows workers elsewhere) with a progress line as its judge,
// and prints: what was skipped, the ranking, or, interrupted, what was judged and what stays
// queued for the next run.
#include <iostream>

#include "judge/app/grade.h"
#include "judge/app/refused.h"
#include "judge/cli/commands.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/cli/path_argument.h"
#include "judge/cli/progress_line.h"
#include "judge/report/ranking.h"
#include "judge/report/ranking_json.h"
#include "judge/util/files.h"

namespace gridjudge::cli {
namespace fs = std::filesystem;
namespace {

struct GradeArguments {
    JudgeOptions judge;
    std::string dir, contest, language, machine_class;
    std::int64_t max_source_kib = kDefaultMaxSourceKib;
    bool json = false, rejudge = false;
};

int run_grade(const GlobalOptions& global, GradeArguments& args) {
    const fs::path contest_dir(args.dir);
    if (!fs::is_directory(contest_dir))
        throw CommandError(args.dir + " is not a directory of contestants' folders");
    const std::string contest =
        args.contest.empty() ? fs::absolute(contest_dir).lexically_normal().filename().string()
                             : args.contest;
    require_printable(contest, "the contest name");
    const Language* forced = nullptr;
    if (!args.language.empty()) {
        forced = find_language(args.language);
        if (!forced)
            throw CommandError("unknown language '" + args.language +
                               "' (known: " + language_id_list() + ")");
    }

    args.judge.db = global.db;
    args.judge.quiet = true;  // grade draws its own progress line
    // A contest for one machine class is judged by workers of that class: here only if asked.
    if (!args.machine_class.empty() && !args.judge.jobs) args.judge.jobs = 0;
    args.judge.machine_class = args.machine_class;
    JudgeSession session(args.judge);
    app::GradeRequest request;
    request.dir = contest_dir;
    request.contest = contest;
    request.forced = forced;
    request.max_source_bytes = static_cast<std::uint64_t>(args.max_source_kib) * 1024;
    request.machine_class = args.machine_class;
    request.rejudge = args.rejudge;
    app::GradeEvents events;
    events.folder_read = [](const app::ContestFolder& folder) {
        for (const std::string& why : folder.skipped) std::cerr << "skipped " << why << "\n";
    };
    events.queued = [](const app::GradeQueue& queue) {
        if (queue.already > 0)
            std::cerr << queue.already
                      << " program(s) were submitted to this contest before with the same source: "
                         "not queued again (--rejudge judges them anew)\n";
    };
    const StopOnSignals stop_on_signals;
    db::Store& follower = session.follower();
    // The contest is judged by this command's workers with a progress line, until every
    // submission of it is done: one held by a worker that died is taken over when its lease
    // ends, one judged by another worker is waited for.
    const auto judge_contest = [&](const std::string& name) {
        const db::QueueCounts before = session.store().queue_counts(name);
        const int to_judge = before.queued + before.judging;
        ProgressLine line(session.workers(), !args.json);
        QueuedJobs jobs(name, QueuedJobs::Until::ContestDone);
        const QueueTally tally = session.judge(
            jobs, [&](int slot, const JudgeProgress& p) { line.record(slot, p); },
            [&] {
                const db::QueueCounts now = follower.queue_counts(name);
                line.draw(to_judge - now.queued - now.judging, to_judge,
                          std::max(0, now.judging - line.busy()));
            });
        line.clear();
        return app::ContestJudging{tally.judged, StopOnSignals::requested()};
    };
    app::GradeResult graded;
    try {
        graded = app::grade(session.store(), follower, request, events, judge_contest);
    } catch (const app::Refused& refused) {
        throw CommandError(refused.what());
    }
    const int left = graded.left;
    if (graded.judging.interrupted) {
        std::cerr << "gridjudge: interrupted: " << graded.judging.judged_here
                  << " program(s) judged here; " << left
                  << " stay queued: run this grade again, or a worker, to judge them\n";
        return 130;
    }
    if (left > 0)
        std::cerr << "gridjudge: " << left
                  << " submission(s) of this contest are not judged: this machine gave them back "
                     "(see above); they stay queued for a worker or the next grade\n";

    const Ranking& ranking = graded.ranking;
    if (args.json) {
        print_json(ranking_json(ranking, contest));
    } else {
        std::cout << "contest " << contest << ": " << graded.queue.folder.programs.size()
                  << " programs, " << graded.judging.judged_here << " judged here\n"
                  << render_ranking(ranking);
    }
    return left > 0 ? 1 : 0;
}

}  // namespace

void add_grade_command(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto args = std::make_shared<GradeArguments>();
    auto* grade = app.add_subcommand("grade", "Judge a whole contest folder and rank it");
    grade->add_option("dir", args->dir, "DIR/<contestant>/<problem>.<ext> (or NOIP layout)")
        ->required()
        ->transform(path_argument());
    grade->add_option("--contest", args->contest, "Contest name (default: the folder's name)");
    grade->add_option("--lang", args->language,
                      "Judge every program in this language, whatever its extension");
    grade->add_flag("--rejudge", args->rejudge,
                    "Queue every program again, even those already judged in this contest");
    grade->add_flag("--json", args->json, "Print the ranking as JSON");
    grade->add_option("--class", args->machine_class,
                      "Only workers of this machine class judge the contest; grade follows them "
                      "(with --jobs K, this machine judges too, as one of that class)");
    add_unsafe_option(grade, args->judge);
    add_jobs_option(grade, args->judge);
    add_tle_reruns_option(grade, args->judge);
    add_source_limit_option(grade, args->max_source_kib);
    grade->callback([&exit_code, &global, args] { exit_code = run_grade(global, *args); });
}

}  // namespace gridjudge::cli
