#include "judge/judging/communication_test_judge.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

#include "judge/judging/box_fifo.h"
#include "judge/judging/jury_side.h"
#include "judge/judging/protocols.h"
#include "judge/judging/relay.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
using sandbox::UniqueFd;

int processes_of(const InteractorProgram& manager) {
    if (manager.arguments.size() < 2) return 1;
    try {
        return std::max(1, std::stoi(manager.arguments[1]));
    } catch (const std::exception&) {
        return 1;
    }
}

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
      manager_limits_(jury_limits_of(program_limits_.judged, manager_.program.processes)),
      processes_(processes_of(manager_)) {
    for (int i = 1; i < processes_; ++i) other_boxes_.push_back(std::make_unique<BoxThread>());
}

// One contestant process of a test: its box, its way to the manager and how it ran.
struct CommunicationTestJudge::Process {
    fs::path box;
    sandbox::RunSpec spec;
    std::optional<BoxFifo> from_program, to_program;  // fifo_io
    Pipe out, in;                                     // std_io
    sandbox::RunResult ran;
    std::chrono::steady_clock::time_point ended;
};

TestOutcome CommunicationTestJudge::run(const TestFiles& test, const fs::path& scratch) const {
    const fs::path manager_box = scratch / "manager";
    fs::create_directories(manager_box);
    place_artifacts(manager_.program.artifacts, manager_box);
    // CMS's manager finds the input as input.txt and on its standard input.
    fs::copy_file(test.input, manager_box / "input.txt");

    sandbox::RunSpec manager;
    manager.argv = program_argv(manager_.program.run_command, manager_limits_.memory_kib / 1024);
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

    // Each process's FIFOs in the manager's box and in its own (or its standard streams): each
    // box holds only its own ends, the judge's are the relays'.
    const int count = processes_;
    std::vector<std::unique_ptr<BoxFifo>> from_manager, to_manager;
    std::vector<Process> processes(static_cast<std::size_t>(count));
    std::vector<RelayEnds> relay_ends(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const std::string n = std::to_string(i);
        const std::string user_to_manager = "u" + n + "_to_m", manager_to_user = "m_to_u" + n;
        Process& process = processes[static_cast<std::size_t>(i)];
        RelayEnds& ends = relay_ends[static_cast<std::size_t>(i)];
        manager.argv.insert(manager.argv.end(), {user_to_manager, manager_to_user});
        from_manager.push_back(
            std::make_unique<BoxFifo>(manager_box / manager_to_user, FifoDirection::FromBox));
        to_manager.push_back(
            std::make_unique<BoxFifo>(manager_box / user_to_manager, FifoDirection::ToBox));
        ends.from_interactor = from_manager.back()->take_end();
        ends.to_interactor = to_manager.back()->take_end();
        // A box may open its FIFO only after the other side is over (a program that died at
        // once, before the manager opened its FIFO): it must read the end of file, not wait.
        ends.closed_to_interactor = [fifo = to_manager.back().get()] { fifo->end_output(); };

        process.box = count == 1 ? scratch / "box" : scratch / ("box" + n);
        fs::create_directories(process.box);
        place_artifacts(program_.artifacts, process.box);
        process.spec = program_run_spec(program_, settings_, program_limits_, process.box);
        if (keeps_stderr(program_)) process.spec.stderr_path = scratch / ("stderr" + n);
        std::vector<std::string>& argv = process.spec.argv;
        if (user_io_ == UserIo::Fifos) {
            process.from_program.emplace(process.box / user_to_manager, FifoDirection::FromBox);
            process.to_program.emplace(process.box / manager_to_user, FifoDirection::ToBox);
            ends.from_program = process.from_program->take_end();
            ends.to_program = process.to_program->take_end();
            ends.closed_to_program = [fifo = &*process.to_program] { fifo->end_output(); };
            // As CMS gives them: first the FIFO to read from, then the one to write to.
            argv.insert(argv.end(), {manager_to_user, user_to_manager});
        } else {
            process.out = make_pipe();
            process.in = make_pipe();
            ends.from_program = std::move(process.out.read);
            ends.to_program = std::move(process.in.write);
            process.spec.stdin_fd = process.in.read.get();
            process.spec.stdout_fd = process.out.write.get();
            // The judge's copy of the process's output end stays until its box is over (the
            // manager sees that end after the process ended, as interactive_test_judge.cpp
            // says); its copy of the input end is of no use once the box has its own.
            process.spec.box_started = [in = &process.in.read] { in->reset(); };
        }
        // Several processes each learn which they are, as in CMS.
        if (count > 1) argv.push_back(n);
    }
    // Every box on the worker's CPU: the manager mostly waits for the programs, and another
    // worker's CPU stays its own.
    manager.cpu = processes.front().spec.cpu;
    Pipe stop = make_pipe();

    std::vector<RelayLog> logs(static_cast<std::size_t>(count));
    std::vector<std::thread> relaying;
    for (int i = 0; i < count; ++i)
        relaying.emplace_back(
            [&log = logs[static_cast<std::size_t>(i)],
             ends = std::move(relay_ends[static_cast<std::size_t>(i)]),
             stop_fd = stop.read.get()]() mutable { log = relay(std::move(ends), stop_fd); });
    using Clock = std::chrono::steady_clock;
    Clock::time_point manager_ended;
    std::future<sandbox::RunResult> judged_by = second_box_->run<sandbox::RunResult>([&] {
        sandbox::RunResult result = runner_.run(manager);
        manager_ended = Clock::now();
        for (const auto& fifo : from_manager) fifo->end_input();
        return result;
    });
    auto run_process = [this](Process& process) {
        process.ran = runner_.run(process.spec);
        process.ended = Clock::now();
        if (process.from_program) process.from_program->end_input();
        process.in.read.reset();
        process.out.write.reset();
        return true;
    };
    std::vector<std::future<bool>> others;
    for (int i = 1; i < count; ++i)
        others.push_back(other_boxes_[static_cast<std::size_t>(i - 1)]->run<bool>(
            [&run_process, &process = processes[static_cast<std::size_t>(i)]] {
                return run_process(process);
            }));
    run_process(processes.front());
    for (std::future<bool>& other : others) other.get();
    const sandbox::RunResult managed = judged_by.get();
    stop.write.reset();  // every box is over: whatever is still held goes nowhere
    for (std::thread& thread : relaying) thread.join();

    // The processes' CPU times add up, as in CMS; memory and wall time are the largest.
    TestOutcome outcome = measured_outcome(processes.front().ran);
    for (int i = 1; i < count; ++i) {
        const sandbox::RunResult& ran = processes[static_cast<std::size_t>(i)].ran;
        outcome.cpu_ms += ran.cpu_ms;
        outcome.wall_ms = std::max(outcome.wall_ms, ran.wall_ms);
        outcome.memory_kib = std::max(outcome.memory_kib, ran.memory_kib);
    }
    for (int i = 0; i < count; ++i)
        outcome.interaction += (count > 1 ? "process " + std::to_string(i) + ":\n" : "") +
                               describe(logs[static_cast<std::size_t>(i)]);
    auto decided = [&outcome](Verdict verdict, std::string message, double fraction = 0) {
        outcome.verdict = verdict;
        outcome.message = std::move(message);
        outcome.fraction = fraction;
        return outcome;
    };
    // "process 1: " before a process's own verdict when there are several.
    auto of_process = [count](int i, const std::string& message) {
        return count > 1 ? "process " + std::to_string(i) + ": " + message : message;
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
    std::vector<std::optional<RunVerdict>> verdicts;
    for (int i = 0; i < count; ++i) {
        const Process& process = processes[static_cast<std::size_t>(i)];
        RuntimeMemory runtime = program_limits_.runtime;
        const std::string run_stderr = run_stderr_of(process.spec.stderr_path);
        runtime.run_stderr = run_stderr;
        verdicts.push_back(decide_run_verdict(process.ran, program_limits_.judged, runtime));
    }
    const CheckerOutcome said =
        cms_outcome(0, read_capped(manager.stdout_path), read_capped(manager.stderr_path));
    // Memory, output, tasks and CPU time are the program's own doing whatever the manager said.
    for (int i = 0; i < count; ++i) {
        const std::optional<RunVerdict>& verdict = verdicts[static_cast<std::size_t>(i)];
        if (verdict && reached_own_limit(*verdict, processes[static_cast<std::size_t>(i)].ran,
                                         program_limits_.judged))
            return decided(verdict->verdict, of_process(i, verdict->message));
    }
    // Each box is held to the time limit; together too, as CMS holds them.
    if (count > 1 && outcome.cpu_ms > program_limits_.judged.cpu_ms)
        return decided(Verdict::TLE, "the " + std::to_string(count) + " processes together used " +
                                         std::to_string(outcome.cpu_ms) +
                                         " ms of CPU time, over the limit of " +
                                         std::to_string(program_limits_.judged.cpu_ms) + " ms");
    if (said.verdict == Verdict::IE) return decided(Verdict::IE, "the manager: " + said.message);
    // Writing to a manager that had stopped reading is no fault (SIGPIPE): the judge closes a
    // program's way to the manager only once the manager's output to it has ended, so the
    // manager had already decided. Both boxes end within moments of each other then, so which
    // run returned first cannot tell it.
    auto wrote_after_the_end = [&](int i) {
        return processes[static_cast<std::size_t>(i)].ran.signal == SIGPIPE;
    };
    auto first = [&](int i) {
        const Process& process = processes[static_cast<std::size_t>(i)];
        return program_ended_first(process.ran, managed, program_limits_.judged.wall_ms,
                                   process.ended < manager_ended);
    };
    for (int i = 0; i < count; ++i)
        if (const std::optional<RunVerdict>& verdict = verdicts[static_cast<std::size_t>(i)];
            verdict && first(i) && !wrote_after_the_end(i))
            return decided(verdict->verdict, of_process(i, verdict->message));
    if (said.verdict != Verdict::AC && said.fraction <= 0)
        return decided(said.verdict, said.message);
    for (int i = 0; i < count; ++i)
        if (const std::optional<RunVerdict>& verdict = verdicts[static_cast<std::size_t>(i)];
            verdict && !wrote_after_the_end(i))
            return decided(verdict->verdict, of_process(i, verdict->message));
    return decided(said.verdict, said.message, said.fraction);
}

}  // namespace gridjudge
