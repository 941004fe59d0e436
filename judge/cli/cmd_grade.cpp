// grade DIR: a whole contest. Reads the contest folder (contest_folder.h: hostile entries are
// skipped with the reason), queues every program once — a program already submitted to this
// contest by the same contestant for the same problem (same source) is not queued again, unless
// --rejudge — judges the contest's queue with local workers (--jobs; 0: only follows workers
// elsewhere) with progress until every submission of the contest is done, and prints the
// ranking. Interrupted, it says what was judged and what stays queued for the next run.
#include <iostream>
#include <map>

#include "judge/app/submission_record.h"
#include "judge/cli/commands.h"
#include "judge/cli/contest_folder.h"
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

struct Queued {
    int added = 0, already = 0;
};

Queued queue_programs(db::Store& store, const ContestFolder& folder, const std::string& contest,
                      const std::string& machine_class, bool rejudge) {
    // Each problem the folder names is read once, by id.
    std::map<std::string, StoredProblem> problems;
    Queued queued;
    for (const ContestProgram& program : folder.programs) {
        auto problem = problems.find(program.problem_id);
        if (problem == problems.end())
            problem =
                problems
                    .emplace(program.problem_id, stored_problem_or_throw(store, program.problem_id))
                    .first;
        app::NewProgram submitted;
        submitted.language = program.language;
        submitted.source = program.source;
        submitted.source_name = program.source_name;
        submitted.user = program.contestant;
        submitted.contest = contest;
        submitted.machine_class = machine_class;
        db::SubmissionRecord submission;
        try {
            submission = app::new_submission(problem->second, submitted);
        } catch (const std::invalid_argument& error) {
            throw CommandError(program.path.string() + ": " + error.what());
        }
        // Looking and queueing are one step: two grades of one contest at once queue it once.
        bool added = true;
        if (rejudge)
            store.enqueue(submission);
        else
            added = store.enqueue_unless_submitted(submission).has_value();
        ++(added ? queued.added : queued.already);
    }
    return queued;
}

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
    db::Store& store = session.store();
    // Contestants name the same problems again and again: each name is looked up once.
    std::map<std::string, std::optional<std::string>> named;
    const auto problem_for = [&](const std::string& stem) {
        auto found = named.find(stem);
        if (found == named.end())
            found = named.emplace(stem, app::problem_id_named(store, stem)).first;
        return found->second;
    };
    ContestFolder folder = scan_contest_folder(
        contest_dir, problem_for, static_cast<std::uint64_t>(args.max_source_kib) * 1024, forced);
    // A language this host cannot judge skips its programs, like any other entry that cannot be
    // judged, and says what to install; the rest of the contest goes on.
    std::erase_if(folder.programs, [&](const ContestProgram& program) {
        const std::string missing = missing_toolchain(*program.language);
        if (!missing.empty()) folder.skipped.push_back(program.path.string() + ": " + missing);
        return !missing.empty();
    });
    for (const std::string& why : folder.skipped) std::cerr << "skipped " << why << "\n";
    if (folder.programs.empty())
        throw CommandError("no programs found in " + args.dir +
                           " (expected DIR/<contestant>/<problem>.<ext> or "
                           "DIR/<contestant>/<problem>/<problem>.<ext>)");
    // Everything is checked before the first submission is queued: a refused contest leaves
    // nothing half-queued behind.
    for (const ContestProgram& program : folder.programs)
        require_printable(program.contestant, "contestant folder");
    const Queued queued = queue_programs(store, folder, contest, args.machine_class, args.rejudge);
    if (queued.already > 0)
        std::cerr << queued.already
                  << " program(s) were submitted to this contest before with the same source: "
                     "not queued again (--rejudge judges them anew)\n";

    const StopOnSignals stop_on_signals;
    const db::QueueCounts before = store.queue_counts(contest);
    const int to_judge = before.queued + before.judging;
    ProgressLine line(session.workers(), !args.json);
    // Until every submission of the contest is done: one held by a worker that died is taken
    // over when its lease ends, one judged by another worker is waited for.
    QueuedJobs jobs(contest, QueuedJobs::Until::ContestDone);
    db::Store& follower = session.follower();
    const QueueTally tally = session.judge(
        jobs, [&](int slot, const JudgeProgress& p) { line.record(slot, p); },
        [&] {
            const db::QueueCounts now = follower.queue_counts(contest);
            line.draw(to_judge - now.queued - now.judging, to_judge,
                      std::max(0, now.judging - line.busy()));
        });
    line.clear();
    const db::QueueCounts after = follower.queue_counts(contest);
    const int left = after.queued + after.judging;
    if (StopOnSignals::requested()) {
        std::cerr << "gridjudge: interrupted: " << tally.judged << " program(s) judged here; "
                  << left << " stay queued: run this grade again, or a worker, to judge them\n";
        return 130;
    }
    if (left > 0)
        std::cerr << "gridjudge: " << left
                  << " submission(s) of this contest are not judged: this machine gave them back "
                     "(see above); they stay queued for a worker or the next grade\n";

    db::SubmissionFilter filter;
    filter.contest = contest;
    const Ranking ranking = compute_ranking(follower.submissions(filter));
    if (args.json) {
        print_json(ranking_json(ranking, contest));
    } else {
        std::cout << "contest " << contest << ": " << folder.programs.size() << " programs, "
                  << tally.judged << " judged here\n"
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
    add_source_limit_option(grade, args->max_source_kib);
    grade->callback([&exit_code, &global, args] { exit_code = run_grade(global, *args); });
}

}  // namespace gridjudge::cli
