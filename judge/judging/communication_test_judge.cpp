#include "judge/judging/communication_test_judge.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <optional>
#include <system_error>
#include <thread>

#include "judge/judging/box_fifo.h"
#include "judge/judging/protocols.h"
#include "judge/judging/relay.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
using sandbox::UniqueFd;
namespace {

// CMS's names for the FIFOs of process 0, in whichever box holds them.
constexpr const char* kUserToManager = "u0_to_m";
constexpr const char* kManagerToUser = "m_to_u0";

struct Pipe {
    UniqueFd read, write;
};

Pipe make_pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        throw std::system_error(errno, std::generic_category(), "pipe");
    return {UniqueFd(fds[0]), UniqueFd(fds[1])};
}

// The manager outlives the program: it must see the program's end and decide. CMS gives it at
// least its trusted programs' 10 s, and the program's time limit plus one second.
sandbox::Limits manager_limits_of(const sandbox::Limits& program, int processes) {
    return {std::max<std::int64_t>(10'000, 2 * program.cpu_ms), program.wall_ms + 10'000,
            1024 * 1024, 64 * 1024, std::max(16, processes)};
}

}  // namespace

UserIo user_io_of(const InteractorProgram& manager) {
    return !manager.arguments.empty() && manager.arguments.front() == "std_io"
               ? UserIo::StandardStreams
               : UserIo::Fifos;
}

CommunicationTestJudge::CommunicationTestJudge(BoxRunner& runner, InteractorProgram manager,
                                               CompiledProgram program, JudgeSettings settings)
    : runner_(runner),
      manager_(std::move(manager)),
      user_io_(user_io_of(manager_)),
      program_(std::move(program)),
      settings_(std::move(settings)),
      program_limits_(program_limits(settings_, program_, TleMeasure::StopAtLimit)),
      manager_limits_(manager_limits_of(program_limits_.judged, manager_.program.processes)) {}

TestOutcome CommunicationTestJudge::run(const TestFiles& test, const fs::path& scratch) const {
    const fs::path program_box = scratch / "box";
    const fs::path manager_box = scratch / "manager";
    fs::create_directories(program_box);
    fs::create_directories(manager_box);
    place_artifacts(program_.artifacts, program_box);
    place_artifacts(manager_.program.artifacts, manager_box);
    // CMS's manager finds the input as input.txt and on its standard input.
    fs::copy_file(test.input, manager_box / "input.txt");

    sandbox::RunSpec manager;
    manager.argv = program_argv(manager_.program.run_command, manager_limits_.memory_kib / 1024);
    manager.argv.insert(manager.argv.end(), {kUserToManager, kManagerToUser});
    manager.readonly_binds = manager_.program.readonly_binds;
    manager.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"};
    for (std::string& variable :
         program_argv(manager_.program.environment, manager_limits_.memory_kib / 1024))
        manager.env.push_back(std::move(variable));
    manager.box_dir = manager_box;
    manager.stdin_path = manager_box / "input.txt";
    manager.stdout_path = scratch / "manager.stdout";
    manager.stderr_path = scratch / "manager.stderr";
    manager.limits = manager_limits_;

    sandbox::RunSpec program = program_run_spec(program_, settings_, program_limits_, program_box);
    if (keeps_stderr(program_)) program.stderr_path = scratch / "stderr";
    // Both boxes on the worker's CPU: the manager mostly waits for the program, and another
    // worker's CPU stays its own.
    manager.cpu = program.cpu;

    // The manager's FIFOs, and the program's FIFOs or standard streams: each box holds only its
    // own ends, the judge's are the relay's.
    BoxFifo from_manager(manager_box / kManagerToUser, FifoDirection::FromBox);
    BoxFifo to_manager(manager_box / kUserToManager, FifoDirection::ToBox);
    std::optional<BoxFifo> from_program_fifo, to_program_fifo;
    Pipe program_out, program_in;
    RelayEnds ends;
    ends.from_interactor = from_manager.take_end();
    ends.to_interactor = to_manager.take_end();
    // A box may open its FIFO only after the other side is over (a program that died at once,
    // before the manager opened its FIFO): it must read the end of file, not wait.
    ends.closed_to_interactor = [&to_manager] { to_manager.end_output(); };
    if (user_io_ == UserIo::Fifos) {
        from_program_fifo.emplace(program_box / kUserToManager, FifoDirection::FromBox);
        to_program_fifo.emplace(program_box / kManagerToUser, FifoDirection::ToBox);
        ends.from_program = from_program_fifo->take_end();
        ends.to_program = to_program_fifo->take_end();
        ends.closed_to_program = [&to_program_fifo] { to_program_fifo->end_output(); };
        // As CMS gives them: first the FIFO to read from, then the one to write to.
        program.argv.insert(program.argv.end(), {kManagerToUser, kUserToManager});
    } else {
        program_out = make_pipe();
        program_in = make_pipe();
        ends.from_program = std::move(program_out.read);
        ends.to_program = std::move(program_in.write);
        program.stdin_fd = program_in.read.get();
        program.stdout_fd = program_out.write.get();
    }
    Pipe stop = make_pipe();

    RelayLog log;
    std::thread relaying([&log, ends = std::move(ends), stop_fd = stop.read.get()]() mutable {
        log = relay(std::move(ends), stop_fd);
    });
    using Clock = std::chrono::steady_clock;
    Clock::time_point manager_ended;
    std::future<sandbox::RunResult> judged_by = second_box_->run<sandbox::RunResult>([&] {
        sandbox::RunResult result = runner_.run(manager);
        manager_ended = Clock::now();
        from_manager.end_input();
        return result;
    });
    const sandbox::RunResult ran = runner_.run(program);
    const Clock::time_point program_ended = Clock::now();
    if (from_program_fifo) from_program_fifo->end_input();
    program_in.read.reset();
    program_out.write.reset();
    const sandbox::RunResult managed = judged_by.get();
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

    const std::string manager_said = one_line(read_capped(manager.stderr_path));
    auto with_its_words = [&manager_said](std::string fault) {
        return manager_said.empty() ? fault : fault + ": " + manager_said;
    };
    if (std::optional<std::string> fault = jury_program_failure(managed, "the manager"))
        return decided(Verdict::IE, with_its_words(*fault));
    if (managed.exit_code != 0)
        return decided(Verdict::IE, with_its_words("the manager exited with " +
                                                   std::to_string(managed.exit_code) +
                                                   " (CMS managers exit 0)"));
    RuntimeMemory runtime = program_limits_.runtime;
    const std::string run_stderr = run_stderr_of(program.stderr_path);
    runtime.run_stderr = run_stderr;
    const std::optional<RunVerdict> program_verdict =
        decide_run_verdict(ran, program_limits_.judged, runtime);
    const CheckerOutcome said =
        cms_outcome(0, read_capped(manager.stdout_path), read_capped(manager.stderr_path));
    // Memory, output, tasks and CPU time are the program's own doing whatever the manager said.
    if (program_verdict && reached_own_limit(*program_verdict, ran, program_limits_.judged))
        return decided(program_verdict->verdict, program_verdict->message);
    if (said.verdict == Verdict::IE) return decided(Verdict::IE, "the manager: " + said.message);
    // Writing to a manager that had stopped reading is no fault (SIGPIPE): the judge closes the
    // program's way to the manager only once the manager's output has ended, so the manager had
    // already decided. Both boxes end within moments of each other then, so which run returned
    // first cannot tell it.
    const bool wrote_after_the_end = ran.signal == SIGPIPE;
    // Who ended first tells cause from effect: a program that crashed left the manager without
    // answers; a manager that gave 0 first left the program without input or a reader. By the
    // moments each box reaped its program: a box's own end (its cgroup, its report) takes longer
    // than the other side's reaction to it, so when the runs returned does not tell.
    const std::int64_t program_reaped = ran.steps.program_ended;
    const std::int64_t manager_reaped = managed.steps.program_ended;
    bool program_first = program_reaped > 0 && manager_reaped > 0 ? program_reaped < manager_reaped
                                                                  : program_ended < manager_ended;
    // A program stopped at its wall limit was first when the manager was still there at that
    // limit: the manager's end then followed from the stop (the end of file it read), however
    // late the program's box came to reap it.
    const std::int64_t wall_limit_at =
        ran.steps.exec_called + program_limits_.judged.wall_ms * 1'000'000;
    if (ran.wall_limit_exceeded && ran.steps.exec_called > 0 && manager_reaped >= wall_limit_at)
        program_first = true;
    if (program_verdict && program_first && !wrote_after_the_end)
        return decided(program_verdict->verdict, program_verdict->message);
    if (said.verdict != Verdict::AC && said.fraction <= 0)
        return decided(said.verdict, said.message);
    if (program_verdict && !wrote_after_the_end)
        return decided(program_verdict->verdict, program_verdict->message);
    return decided(said.verdict, said.message, said.fraction);
}

}  // namespace gridjudge
