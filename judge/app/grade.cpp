#include "judge/app/grade.h"

#include <map>
#include <optional>
#include <stdexcept>

#include "judge/app/refused.h"
#include "judge/app/stored_problem.h"
#include "judge/app/submission_record.h"

namespace gridjudge::app {
namespace {

// The folder's programs, those of a language this host cannot judge skipped like any other entry
// that cannot be judged (saying what to install): the rest of the contest goes on.
ContestFolder programs_in(db::Store& store, const GradeRequest& request) {
    // Contestants name the same problems again and again: each name is looked up once.
    std::map<std::string, std::optional<std::string>> named;
    const auto problem_for = [&](const std::string& stem) {
        auto found = named.find(stem);
        if (found == named.end()) found = named.emplace(stem, problem_id_named(store, stem)).first;
        return found->second;
    };
    std::map<std::string, bool> answers_taken;
    const auto output_only = [&](const std::string& id) {
        auto found = answers_taken.find(id);
        if (found == answers_taken.end()) {
            const std::optional<StoredProblem> stored = stored_problem_by_id(store, id);
            found = answers_taken.emplace(id, stored && stored->package.output_only()).first;
        }
        return found->second;
    };
    ContestFolder folder = scan_contest_folder(request.dir, problem_for, request.max_source_bytes,
                                               request.forced, output_only);
    std::erase_if(folder.programs, [&](const ContestProgram& program) {
        if (program.language == nullptr) return false;  // answers: nothing to compile
        const std::string missing = missing_toolchain(*program.language);
        if (!missing.empty()) folder.skipped.push_back(program.path.string() + ": " + missing);
        return !missing.empty();
    });
    return folder;
}

// Every record is made (and refused) before the first is queued: a refused contest leaves
// nothing half-queued behind.
std::vector<db::SubmissionRecord> submissions_of(db::Store& store, const ContestFolder& folder,
                                                 const GradeRequest& request) {
    for (const ContestProgram& program : folder.programs)
        require_printable(program.contestant, "contestant folder");
    // Each problem the folder names is read once, by id.
    std::map<std::string, StoredProblem> problems;
    std::vector<db::SubmissionRecord> submissions;
    for (const ContestProgram& program : folder.programs) {
        auto problem = problems.find(program.problem_id);
        if (problem == problems.end()) {
            std::optional<StoredProblem> stored = stored_problem_by_id(store, program.problem_id);
            if (!stored)  // removed since the folder was read
                throw Refused(program.path.string() + ": problem '" + program.problem_id +
                              "' has no active version in " + store.location());
            problem = problems.emplace(program.problem_id, std::move(*stored)).first;
        }
        NewProgram submitted;
        submitted.language = program.language;
        submitted.source = program.source;
        submitted.source_name = program.source_name;
        submitted.user = program.contestant;
        submitted.contest = request.contest;
        submitted.machine_class = request.machine_class;
        try {
            submissions.push_back(
                program.language == nullptr
                    ? new_answer_submission(problem->second, submitted, program.answers)
                    : new_submission(problem->second, submitted));
        } catch (const std::invalid_argument& error) {
            throw Refused(program.path.string() + ": " + error.what());
        }
    }
    return submissions;
}

}  // namespace

GradeResult grade(db::Store& store, db::Store& follower, const GradeRequest& request,
                  const GradeEvents& events, const JudgeContest& judge) {
    GradeResult result;
    GradeQueue& queue = result.queue;
    queue.folder = programs_in(store, request);
    if (events.folder_read) events.folder_read(queue.folder);
    if (queue.folder.programs.empty())
        throw Refused("no programs found in " + request.dir.string() +
                      " (expected DIR/<contestant>/<problem>.<ext> or "
                      "DIR/<contestant>/<problem>/<problem>.<ext>)");
    for (const db::SubmissionRecord& submission : submissions_of(store, queue.folder, request)) {
        // Looking and queueing are one step: two grades of one contest at once queue it once.
        bool added = true;
        if (request.rejudge)
            store.enqueue(submission);
        else
            added = store.enqueue_unless_submitted(submission).has_value();
        ++(added ? queue.added : queue.already);
    }
    if (events.queued) events.queued(queue);

    result.judging = judge(request.contest);
    const db::QueueCounts after = follower.queue_counts(request.contest);
    result.left = after.queued + after.judging;
    if (result.judging.interrupted) return result;
    db::SubmissionFilter filter;
    filter.contest = request.contest;
    result.ranking = compute_ranking(follower.submissions(filter));
    return result;
}

}  // namespace gridjudge::app
