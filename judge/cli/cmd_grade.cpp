// grade DIR: a whole contest. Finds DIR/<contestant>/<problem>.cpp or the NOIP layout
// DIR/<contestant>/<problem>/<problem>.cpp (problem by id or NOIP file name), queues every
// program first (so an interrupted grade resumes where it stopped), judges them with progress,
// and prints the ranking.

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/core/files.h"
#include "judge/core/language.h"
#include "judge/report/ranking.h"
#include "judge/report/ranking_json.h"

namespace gridjudge::cli {
namespace fs = std::filesystem;
namespace {

struct FoundProgram {
    std::string contestant;
    const ProblemInfo* problem;
    fs::path source;
};

bool is_source_file(const fs::path& path) {
    const std::string extension = path.extension().string();
    return extension == ".cpp" || extension == ".cc" || extension == ".c";
}

// Sorted, so the grading order (and the ids it assigns) does not depend on directory order.
std::vector<fs::path> sorted_entries(const fs::path& dir) {
    std::vector<fs::path> entries;
    for (const auto& entry : fs::directory_iterator(dir)) entries.push_back(entry.path());
    std::sort(entries.begin(), entries.end());
    return entries;
}

std::vector<FoundProgram> find_programs(const fs::path& contest,
                                        std::vector<std::string>& skipped) {
    std::vector<FoundProgram> programs;
    for (const fs::path& contestant : sorted_entries(contest)) {
        if (!fs::is_directory(contestant)) continue;
        for (const fs::path& entry : sorted_entries(contestant)) {
            fs::path source = entry;
            if (fs::is_directory(entry)) {
                // NOIP layout: <problem>/<problem>.cpp
                source.clear();
                for (const char* extension : {".cpp", ".cc", ".c"})
                    if (fs::is_regular_file(entry / (entry.filename().string() + extension)))
                        source = entry / (entry.filename().string() + extension);
                if (source.empty()) continue;
            } else if (!is_source_file(entry)) {
                continue;
            }
            const ProblemInfo* problem = find_problem(source.stem().string());
            if (problem == nullptr) {
                skipped.push_back(source.string() + " (no problem named '" +
                                  source.stem().string() + "')");
                continue;
            }
            programs.push_back({contestant.filename().string(), problem, source});
        }
    }
    return programs;
}

struct GradeArguments {
    JudgeOptions judge;
    std::string dir, contest;
    bool json = false;
};

int run_grade(GradeArguments& args) {
    const fs::path contest_dir(args.dir);
    if (!fs::is_directory(contest_dir))
        throw CommandError(args.dir + " is not a directory of contestants' folders");
    const std::string contest =
        args.contest.empty() ? fs::absolute(contest_dir).lexically_normal().filename().string()
                             : args.contest;
    std::vector<std::string> skipped;
    std::vector<FoundProgram> programs = find_programs(contest_dir, skipped);
    for (const std::string& why : skipped) std::cerr << "skipped " << why << "\n";
    if (programs.empty())
        throw CommandError("no programs found in " + args.dir +
                           " (expected DIR/<contestant>/<problem>.cpp or "
                           "DIR/<contestant>/<problem>/<problem>.cpp)");

    args.judge.quiet = true;  // grade draws its own progress line
    JudgeSession session(args.judge);
    db::Store& store = session.store();
    session.recover_unfinished();

    std::vector<std::int64_t> queued;
    // Everything is checked before the first submission is queued: a refused contest leaves
    // nothing half-queued behind.
    require_printable(contest, "the contest name");
    std::vector<db::TestSetRecord> test_sets;
    std::vector<std::string> sources;
    for (const FoundProgram& program : programs) {
        require_printable(program.contestant, "contestant folder");
        sources.push_back(read_file(program.source));
        std::optional<db::TestSetRecord> test_set =
            store.active_test_set(std::string(program.problem->id));
        if (!test_set)
            throw CommandError("problem " + std::string(program.problem->id) +
                               " has no test set yet; make one with `gridjudge gen " +
                               std::string(program.problem->id) + " --seed 1`");
        test_sets.push_back(*test_set);
    }
    for (std::size_t i = 0; i < programs.size(); ++i) {
        const FoundProgram& program = programs[i];
        db::SubmissionRecord submission;
        submission.problem_id = std::string(program.problem->id);
        submission.test_set_id = test_sets[i].id;
        submission.user = program.contestant;
        submission.contest = contest;
        submission.language = std::string(language_for_file(program.source.string())->id);
        submission.source = sources[i];
        queued.push_back(store.enqueue(submission));
    }
    for (std::size_t i = 0; i < queued.size(); ++i) {
        if (!args.json)
            std::cerr << "\r[" << i + 1 << "/" << queued.size() << "] " << programs[i].contestant
                      << " / " << programs[i].problem->id << "                    " << std::flush;
        session.service().judge(queued[i]);
    }
    if (!args.json) std::cerr << "\r" << std::string(70, ' ') << "\r";

    db::SubmissionFilter filter;
    filter.contest = contest;
    Ranking ranking = compute_ranking(store.submissions(filter));
    if (args.json) {
        std::cout << ranking_json(ranking, contest).dump(2) << "\n";
    } else {
        std::cout << "contest " << contest << ": " << queued.size() << " programs judged\n"
                  << render_ranking(ranking);
    }
    return 0;
}

}  // namespace

void add_grade_command(CLI::App& app, int& exit_code) {
    auto args = std::make_shared<GradeArguments>();
    auto* grade = app.add_subcommand("grade", "Judge a whole contest folder and rank it");
    grade->add_option("dir", args->dir, "DIR/<contestant>/<problem>.cpp (or NOIP layout)")
        ->required();
    grade->add_option("--contest", args->contest, "Contest name (default: the folder's name)");
    grade->add_flag("--json", args->json, "Print the ranking as JSON");
    grade->add_option("--db", args->judge.db,
                      "Database (default: $GRIDJUDGE_DB or ./gridjudge.db)");
    grade->add_flag("--unsafe", args->judge.unsafe,
                    "Run even without isolation (trusted programs only)");
    grade->callback([&exit_code, args] { exit_code = run_grade(*args); });
}

}  // namespace gridjudge::cli
