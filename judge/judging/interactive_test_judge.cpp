#include "judge/judging/interactive_test_judge.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <system_error>
#include <thread>

#include "judge/judging/jury_side.h"
#include "judge/judging/protocols.h"
#include "judge/judging/relay.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
using sandbox::UniqueFd;

InteractiveTestJudge::InteractiveTestJudge(BoxRunner& runner, InteractorProgram interactor,
                                           const Checker& checker, CompiledProgram program,
                                           JudgeSettings settings)
    : runner_(runner),
      interactor_(std::move(interactor)),
      checker_(checker),
      program_(std::move(program)),
      settings_(std::move(settings)),
      program_limits_(program_limits(settings_, program_, TleMeasure::StopAtLimit)),
      interactor_limits_(jury_limits_of(program_limits_.judged, interactor_.program.processes)) {}

TestOutcome InteractiveTestJudge::run(const TestFiles& test, const fs::path& scratch) const {
    const fs::path program_box = scratch / "box";
    const fs::path interactor_box = scratch / "interactor";
    fs::create_directories(program_box);
    fs::create_directories(interactor_box);
    place_artifacts(program_.artifacts, program_box);
    place_artifacts(interactor_.program.artifacts, interactor_box);
    fs::copy_file(test.input, interactor_box / "input");
    fs::copy_file(test.answer, interactor_box / "answer");

    sandbox::RunSpec interactor;
    interactor.argv =
        program_argv(interactor_.program.run_command, interactor_limits_.memory_kib / 1024);
    interactor.readonly_binds = interactor_.program.readonly_binds;
    interactor.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"};
    for (std::string& variable :
         program_argv(interactor_.program.environment, interactor_limits_.memory_kib / 1024))
        interactor.env.push_back(std::move(variable));
    interactor.box_dir = interactor_box;
    interactor.stderr_path = scratch / "interactor.stderr";
    interactor.limits = interactor_limits_;
    if (interactor_.protocol == Protocol::Kattis) {
        fs::create_directory(interactor_box / "feedback");
        fs::permissions(interactor_box / "feedback", fs::perms::all);
        interactor.argv.insert(interactor.argv.end(), {"input", "answer", "feedback/"});
    } else {
        interactor.argv.insert(interactor.argv.end(), {"input", "tout", "answer"});
    }
    interactor.argv.insert(interactor.argv.end(), interactor_.arguments.begin(),
                           interactor_.arguments.end());

    sandbox::RunSpec program = program_run_spec(program_, settings_, program_limits_, program_box);
    if (keeps_stderr(program_)) program.stderr_path = scratch / "stderr";
    // Both boxes on the worker's CPU: the interactor mostly waits for the program, and another
    // worker's CPU stays its own.
    interactor.cpu = program.cpu;

    // Four pipes, the judge in the middle: each box holds only its own two ends. The judge drops
    // its copies of the interactor's as soon as its box has its own, so the relay sees the
    // interactor close its output while it still runs (it then waits for the answer: the
    // program reads to the end of its input, as on Kattis and DOMjudge). It keeps its copy of
    // the program's output end until the program's box is over: the interactor sees the end of
    // the program's output only after the program has ended, so an interactor that decides on
    // that end (a crash's) always decides after it, whichever process the scheduler runs first.
    Pipe program_out = make_pipe(), program_in = make_pipe();
    Pipe interactor_out = make_pipe(), interactor_in = make_pipe();
    Pipe stop = make_pipe();
    program.stdin_fd = program_in.read.get();
    program.stdout_fd = program_out.write.get();
    program.box_started = [&program_in] { program_in.read.reset(); };
    interactor.stdin_fd = interactor_in.read.get();
    interactor.stdout_fd = interactor_out.write.get();
    interactor.box_started = [&interactor_in, &interactor_out] {
        interactor_in.read.reset();
        interactor_out.write.reset();
    };

    RelayLog log;
    std::thread relaying(
        [&log,
         ends = RelayEnds{std::move(program_out.read), std::move(interactor_in.write),
                          std::move(interactor_out.read), std::move(program_in.write)},
         stop_fd = stop.read.get()]() mutable { log = relay(std::move(ends), stop_fd); });
    using Clock = std::chrono::steady_clock;
    Clock::time_point interactor_ended;
    std::future<sandbox::RunResult> judged_by = second_box_->run<sandbox::RunResult>([&] {
        sandbox::RunResult result = runner_.run(interactor);
        interactor_ended = Clock::now();
        interactor_in.read.reset();
        interactor_out.write.reset();
        return result;
    });
    const sandbox::RunResult ran = runner_.run(program);
    const Clock::time_point program_ended = Clock::now();
    program_in.read.reset();
    program_out.write.reset();
    const sandbox::RunResult interacted = judged_by.get();
    stop.write.reset();  // both boxes are over: whatever is still held goes nowhere
    relaying.join();

    TestOutcome outcome = measured_outcome(ran);
    outcome.interaction = describe(log);
    auto decided = [&outcome](Verdict verdict, std::string message, double fraction = 0) {
        outcome.verdict = verdict;
        outcome.message = std::move(message);
        outcome.fraction = fraction;
        return outcome;
    };

    if (std::optional<std::string> fault = jury_program_failure(interacted, "interactor"))
        return decided(Verdict::IE, *fault);
    RuntimeMemory runtime = program_limits_.runtime;
    const std::string run_stderr = run_stderr_of(program.stderr_path);
    runtime.run_stderr = run_stderr;
    const std::optional<RunVerdict> program_verdict =
        decide_run_verdict(ran, program_limits_.judged, runtime);
    const CheckerOutcome said =
        interactor_.protocol == Protocol::Kattis
            ? kattis_outcome(interacted.exit_code, interactor_box / "feedback")
            : testlib_outcome(interacted.exit_code, one_line(read_capped(interactor.stderr_path)));
    // A program killed by SIGPIPE once the relay cut its output wrote to an interactor that had
    // stopped reading: the interactor was first, whichever box's init reaped its process first
    // (each reaps on its own, so the reaping times race when both end within a moment).
    const bool cut_off = ran.signal == SIGPIPE && log.program_output_cut;
    const bool program_first =
        !cut_off && program_ended_first(ran, interacted, program_limits_.judged.wall_ms,
                                        program_ended < interactor_ended);
    // The Kattis format (and DOMjudge, which runs its packages): a validator that rejected before
    // the program ended has judged; whatever limit the program reaches afterwards (computing on
    // to its CPU limit) comes too late to change the verdict.
    if (interactor_.protocol == Protocol::Kattis && !program_first && said.verdict == Verdict::WA)
        return decided(said.verdict, said.message);
    // Memory, output, tasks and CPU time are the program's own doing whatever the interactor
    // said; a wall time TLE may be the interactor's (it stopped answering), so it comes after its
    // rejection.
    if (program_verdict && reached_own_limit(*program_verdict, ran, program_limits_.judged))
        return decided(program_verdict->verdict, program_verdict->message);
    if (said.verdict == Verdict::IE) return decided(Verdict::IE, "the interactor: " + said.message);
    if (program_verdict && program_first)
        return decided(program_verdict->verdict, program_verdict->message);
    if (said.verdict != Verdict::AC && said.fraction <= 0)
        return decided(said.verdict, said.message);
    // Writing to an interactor that had already accepted and gone is no fault (SIGPIPE).
    const bool wrote_after_the_end = !program_first && ran.signal == SIGPIPE;
    if (program_verdict && !wrote_after_the_end)
        return decided(program_verdict->verdict, program_verdict->message);
    if (interactor_.protocol == Protocol::Kattis || said.verdict != Verdict::AC)
        return decided(said.verdict, said.message, said.fraction);
    // testlib: the interactor accepted; the checker judges what it wrote.
    const fs::path tout = interactor_box / "tout";
    if (!fs::is_regular_file(fs::symlink_status(tout)))
        return decided(Verdict::IE, "the interactor accepted but wrote no tout file");
    const CheckerOutcome checked = checker_.check({test.input, tout, test.answer, scratch});
    return decided(checked.verdict, checked.message, checked.fraction);
}

}  // namespace gridjudge
