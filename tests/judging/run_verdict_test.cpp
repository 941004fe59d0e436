// The verdict rule of a run (judge/run/run_verdict.h): its order and its messages.
#include "judge/run/run_verdict.h"

#include <gtest/gtest.h>

#include "judge/judging/chosen_tests.h"

namespace gridjudge {
namespace {

sandbox::Limits limits() {
    sandbox::Limits l;
    l.cpu_ms = 1000;
    l.wall_ms = 2000;
    l.memory_kib = 128 * 1024;
    l.output_kib = 1024;
    return l;
}

TEST(DecideRunVerdict, CleanExitGoesToTheChecker) {
    sandbox::RunResult run;
    run.cpu_ms = 999;
    run.memory_kib = 128 * 1024 - 1;
    EXPECT_FALSE(decide_run_verdict(run, limits()).has_value());
}

TEST(DecideRunVerdict, TheTaskCapIsDecidedFirst) {
    sandbox::RunResult run;
    run.task_limit_exceeded = true;
    run.memory_limit_exceeded = true;  // the refused forks' kernel memory, on a loaded host
    run.cpu_limit_exceeded = true;
    run.signal = 9;
    sandbox::Limits capped = limits();
    capped.processes = 64;
    const auto decided = decide_run_verdict(run, capped);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::RE);
    EXPECT_EQ(decided->message,
              "stopped on reaching the limit of 64 tasks (processes and threads)");
}

// The runs: stopped at 1004-1010 ms with a memory peak near the limit, MLE on some runs
// and TLE on others, by which stop landed first. Over the CPU limit is TLE, whatever the memory.
TEST(DecideRunVerdict, TimeIsDecidedBeforeMemory) {
    sandbox::RunResult run;
    run.memory_limit_exceeded = true;  // the kernel's OOM kill came before the watcher's stop
    run.signal = 9;
    run.cpu_ms = 1007;
    run.cpu_limit_exceeded = true;
    run.memory_kib = 128 * 1024;
    auto decided = decide_run_verdict(run, limits());
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::TLE);
    EXPECT_EQ(decided->message,
              "CPU time over the limit of 1000 ms (stopped at 1007 ms, on reaching the memory "
              "limit)");
    EXPECT_TRUE(stopped_at_limit(run));
    run.memory_limit_exceeded = false;  // the watcher's stop came first
    run.memory_kib = 127 * 1024;
    run.stopped = sandbox::Stop::CpuLimit;
    decided = decide_run_verdict(run, limits());
    EXPECT_EQ(decided->verdict, Verdict::TLE);
    EXPECT_EQ(decided->message, "CPU time over the limit of 1000 ms (stopped at 1007 ms)");
    // Within the CPU limit, the memory limit decides.
    run.cpu_ms = 990;
    run.cpu_limit_exceeded = false;
    run.stopped = sandbox::Stop::None;
    run.memory_limit_exceeded = true;
    run.memory_kib = 128 * 1024;
    decided = decide_run_verdict(run, limits());
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message, "memory peak 128 MiB reached the limit of 128 MiB");
}

TEST(DecideRunVerdict, ThenTimeThenOutputThenCrash) {
    sandbox::RunResult run;
    run.cpu_ms = 1004;
    run.cpu_limit_exceeded = true;
    run.stopped = sandbox::Stop::CpuLimit;
    run.output_limit_exceeded = true;
    run.signal = 25;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::TLE);
    EXPECT_EQ(decide_run_verdict(run, limits())->message,
              "CPU time over the limit of 1000 ms (stopped at 1004 ms)");
    run.cpu_ms = 10;
    run.cpu_limit_exceeded = false;
    run.wall_limit_exceeded = true;
    run.stopped = sandbox::Stop::Waiting;
    EXPECT_EQ(decide_run_verdict(run, limits())->message,
              "wall time exceeded 2000 ms after 10 ms of CPU time (the program was waiting, not "
              "computing)");
    run.wall_limit_exceeded = false;
    run.stopped = sandbox::Stop::None;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::OLE);
    run.output_limit_exceeded = false;
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::RE);
    EXPECT_EQ(decide_run_verdict(run, limits())->message, "killed by signal 25 (SIGXFSZ)");
    run.signal = 0;
    run.exit_code = 3;
    EXPECT_EQ(decide_run_verdict(run, limits())->message, "exit code 3");
}

TEST(DecideRunVerdict, ATleRunLetGoOnIsReportedWithItsRealTime) {
    sandbox::RunResult run;
    run.cpu_ms = 2345;
    // The box ran under a 10 s CPU limit to measure: the program ended by itself at 2345 ms.
    const auto measured = decide_run_verdict(run, limits());
    EXPECT_EQ(measured->verdict, Verdict::TLE);
    EXPECT_EQ(measured->message,
              "CPU time 2345 ms exceeded the limit of 1000 ms (measured to the end)");
    EXPECT_FALSE(stopped_at_limit(run));
    run.cpu_ms = 10'004;
    run.cpu_limit_exceeded = true;
    run.stopped = sandbox::Stop::CpuLimit;
    run.signal = 9;
    EXPECT_TRUE(stopped_at_limit(run));
    EXPECT_EQ(decide_run_verdict(run, limits())->message,
              "CPU time over the limit of 1000 ms (stopped at 10004 ms)");
}

// The run: exit 0 at 3002 ms under a 3000 ms limit was read "stopped at 3002 ms". It
// ended by itself: its CPU time is its whole run's.
TEST(DecideRunVerdict, ATleThatEndedByItselfIsNotCalledStopped) {
    sandbox::RunResult run;
    run.cpu_ms = 1002;
    run.cpu_limit_exceeded = true;  // the sandbox's flag: over the limit
    EXPECT_FALSE(stopped_at_limit(run));
    EXPECT_EQ(decide_run_verdict(run, limits())->message,
              "CPU time 1002 ms exceeded the limit of 1000 ms (measured to the end)");
    run.exit_code = 3;  // a crash past the limit too
    EXPECT_EQ(decide_run_verdict(run, limits())->verdict, Verdict::TLE);
    EXPECT_FALSE(stopped_at_limit(run));
}

// Still computing at 10 x the wall limit: the machine's doing, judged again, never a TLE.
TEST(DecideRunVerdict, AProgramStillComputingAtTheWallCapIsNotJudged) {
    sandbox::RunResult run;
    run.cpu_ms = 640;
    run.signal = 9;
    run.wall_limit_exceeded = true;
    run.stopped = sandbox::Stop::Overloaded;
    const auto decided = decide_run_verdict(run, limits());
    EXPECT_EQ(decided->verdict, Verdict::IE);
    EXPECT_EQ(decided->message,
              "the machine is overloaded: at 10 times the wall limit of 2000 ms the program was "
              "still computing, at 640 ms of CPU time; judge it again");
}

// A managed runtime (a JVM): the box allows its own memory beyond the program's limit, so a
// peak past the limit but within the allowance is the program's 80 % and its runtime: judged by
// the checker; reaching the limit and the allowance, or the kernel's kill, is MLE.
TEST(DecideRunVerdict, ARuntimesAllowanceIsTheBoxsNotTheProgramsLimit) {
    const RuntimeMemory jvm{96 * 1024, "java.lang.OutOfMemoryError", "Java heap", ""};
    sandbox::RunResult run;
    run.memory_kib = 170 * 1024;  // -Xmx128m and the JVM's own, within 128 + 96
    EXPECT_FALSE(decide_run_verdict(run, limits(), jvm).has_value());
    auto decided = decide_run_verdict(run, limits());  // no allowance: over the limit
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    run.memory_kib = 224 * 1024;
    decided = decide_run_verdict(run, limits(), jvm);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message,
              "memory peak 224 MiB reached the limit of 128 MiB (and the 96 MiB its runtime is "
              "allowed beyond it)");
    run.memory_kib = 100 * 1024;
    run.memory_limit_exceeded = true;
    run.signal = 9;
    decided = decide_run_verdict(run, limits(), jvm);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
}

// The JVM's heap is the memory limit: its OutOfMemoryError (exit code 1) is MLE, as Codeforces
// says; without the runtime's line, or in a language that has none, a non-zero exit is RE.
TEST(DecideRunVerdict, AHeapExhaustedIsMemoryNotACrash) {
    const std::string said =
        "some debug output\nException in thread \"main\" java.lang.OutOfMemoryError: Java heap "
        "space\n\tat Main.main(Main.java:7)\n";
    sandbox::RunResult run;
    run.exit_code = 1;
    run.memory_kib = 100 * 1024;
    RuntimeMemory jvm{96 * 1024, "java.lang.OutOfMemoryError", "Java heap", said};
    auto decided = decide_run_verdict(run, limits(), jvm);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::MLE);
    EXPECT_EQ(decided->message,
              "the Java heap of 128 MiB, the memory limit, was exhausted: "
              "java.lang.OutOfMemoryError");
    jvm.run_stderr = "Exception in thread \"main\" java.lang.IllegalStateException\n";
    decided = decide_run_verdict(run, limits(), jvm);
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::RE);
    EXPECT_EQ(decided->message, "exit code 1");
    decided = decide_run_verdict(run, limits(), RuntimeMemory{0, "", "", said});
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->verdict, Verdict::RE);
    // A program that caught the error and exited 0 goes on to the checker.
    run.exit_code = 0;
    jvm.run_stderr = said;
    EXPECT_FALSE(decide_run_verdict(run, limits(), jvm).has_value());
}

TEST(DecideRunVerdict, SandboxFailureIsNeverTheContestants) {
    sandbox::RunResult run;
    run.error = "clone failed";
    run.signal = 11;
    const auto decided = decide_run_verdict(run, limits());
    EXPECT_EQ(decided->verdict, Verdict::IE);
    EXPECT_EQ(decided->message, "sandbox failure: clone failed");
}

TEST(ReachedOwnLimit, MemoryOutputTasksAndCpuTimeAreTheProgramsOwnTheWallLimitIsNot) {
    sandbox::RunResult memory;
    memory.memory_limit_exceeded = true;
    EXPECT_TRUE(reached_own_limit(*decide_run_verdict(memory, limits()), memory, limits()));
    sandbox::RunResult output;
    output.output_limit_exceeded = true;
    EXPECT_TRUE(reached_own_limit(*decide_run_verdict(output, limits()), output, limits()));
    sandbox::RunResult tasks;
    tasks.task_limit_exceeded = true;
    EXPECT_TRUE(reached_own_limit(*decide_run_verdict(tasks, limits()), tasks, limits()));
    sandbox::RunResult cpu;
    cpu.cpu_ms = 1001;  // ended by itself just past the limit: still its own CPU time
    EXPECT_TRUE(reached_own_limit(*decide_run_verdict(cpu, limits()), cpu, limits()));

    sandbox::RunResult waiting;
    waiting.wall_limit_exceeded = true;
    waiting.stopped = sandbox::Stop::Waiting;
    waiting.cpu_ms = 20;
    const RunVerdict waited = *decide_run_verdict(waiting, limits());
    EXPECT_EQ(waited.verdict, Verdict::TLE);
    EXPECT_FALSE(reached_own_limit(waited, waiting, limits()));
    sandbox::RunResult crashed;
    crashed.signal = 13;  // SIGPIPE: the interactor may have gone first
    EXPECT_FALSE(reached_own_limit(*decide_run_verdict(crashed, limits()), crashed, limits()));
}

sandbox::Limits compile_limits() {
    sandbox::Limits l;
    l.cpu_ms = 10'000;
    l.wall_ms = 20'000;
    l.memory_kib = 1024 * 1024;
    l.output_kib = 64 * 1024;
    l.processes = 32;
    return l;
}

TEST(ClassifyCompileRun, ACleanExitCompiledAndANonZeroExitIsTheSourcesRejection) {
    sandbox::RunResult run;
    const CompileRunOutcome compiled = classify_compile_run(run, compile_limits());
    EXPECT_EQ(compiled.end, CompileRunEnd::Compiled);
    EXPECT_EQ(compiled.message, "");
    run.exit_code = 1;
    const CompileRunOutcome rejected = classify_compile_run(run, compile_limits());
    EXPECT_EQ(rejected.end, CompileRunEnd::Rejected);
    EXPECT_EQ(rejected.message, "");
}

TEST(ClassifyCompileRun, ALimitOrACrashInterruptsTheCompileAndTheLogSaysWhichLimit) {
    sandbox::RunResult timed_out;
    timed_out.wall_limit_exceeded = true;
    timed_out.signal = 9;
    const CompileRunOutcome time = classify_compile_run(timed_out, compile_limits());
    EXPECT_EQ(time.end, CompileRunEnd::Interrupted);
    EXPECT_EQ(time.message, "[compilation exceeded the time limit of 10 s]");

    sandbox::RunResult memory;
    memory.memory_limit_exceeded = true;
    memory.exit_code = 1;
    EXPECT_EQ(classify_compile_run(memory, compile_limits()).message,
              "[compilation exceeded the memory limit of 1024 MiB]");

    sandbox::RunResult tasks;
    tasks.task_limit_exceeded = true;
    tasks.exit_code = 4;
    const CompileRunOutcome capped = classify_compile_run(tasks, compile_limits());
    EXPECT_EQ(capped.end, CompileRunEnd::Interrupted);
    EXPECT_EQ(capped.message, "[compilation reached the limit of 32 tasks]");

    sandbox::RunResult crashed;
    crashed.signal = 11;
    const CompileRunOutcome crash = classify_compile_run(crashed, compile_limits());
    EXPECT_EQ(crash.end, CompileRunEnd::Interrupted);
    EXPECT_EQ(crash.message, "");
}

TEST(ClassifyCompileRun, OutputOverTheLimitIsTheSourcesAndADriverThatRecoveredCompiled) {
    sandbox::RunResult flood;
    flood.output_limit_exceeded = true;
    flood.signal = 25;  // SIGXFSZ, the file size limit's own signal
    EXPECT_EQ(classify_compile_run(flood, compile_limits()).end, CompileRunEnd::Interrupted);
    flood.signal = 0;
    flood.exit_code = 1;
    const CompileRunOutcome rejected = classify_compile_run(flood, compile_limits());
    EXPECT_EQ(rejected.end, CompileRunEnd::Rejected);
    EXPECT_EQ(rejected.message, "[the compiler's output exceeded 64 MiB]");

    sandbox::RunResult recovered;
    recovered.task_limit_exceeded = true;
    const CompileRunOutcome compiled = classify_compile_run(recovered, compile_limits());
    EXPECT_EQ(compiled.end, CompileRunEnd::Compiled);
    EXPECT_EQ(compiled.message, "[compilation reached the limit of 32 tasks]");
}

// g++ running `as` on a 512 MiB initialized array: the assembler, not the box's own process, is
// stopped by the file size limit, and the driver exits 4 with its words.
TEST(ClassifyCompileRun, AToolStoppedByTheFileSizeLimitIsNamedFromTheDriversWords) {
    sandbox::RunResult run;
    run.exit_code = 4;
    const std::string log =
        "g++: internal compiler error: File size limit exceeded signal terminated program as\n";
    const CompileRunOutcome rejected = classify_compile_run(run, compile_limits(), log);
    EXPECT_EQ(rejected.end, CompileRunEnd::Rejected);
    EXPECT_EQ(rejected.message,
              "[a file the compiler wrote reached the limit of 64 MiB: an array with initial "
              "values is stored in the program, one filled at run time is not]");
    EXPECT_EQ(classify_compile_run(run, compile_limits(), "main.cpp:1:1: error: x\n").message, "");
}

TEST(ClassifyCompileRun, ASandboxFailureIsTheJudgesWhateverElseTheRunSays) {
    sandbox::RunResult run;
    run.error = "clone: out of memory";
    run.cpu_limit_exceeded = true;
    const CompileRunOutcome failed = classify_compile_run(run, compile_limits());
    EXPECT_EQ(failed.end, CompileRunEnd::SandboxFailed);
    EXPECT_EQ(failed.message, "compiler sandbox failed: clone: out of memory");
}

TEST(JuryProgramFailure, EachWayAJuryProgramFailsIsNamedWithTheProgram) {
    sandbox::RunResult run;
    EXPECT_FALSE(jury_program_failure(run, "checker").has_value());
    run.exit_code = 3;  // its answer (FAIL, for testlib): its protocol reads it
    EXPECT_FALSE(jury_program_failure(run, "checker").has_value());

    sandbox::RunResult failed;
    failed.error = "clone: out of memory";
    failed.cpu_limit_exceeded = true;
    EXPECT_EQ(jury_program_failure(failed, "checker"),
              "checker sandbox failed: clone: out of memory");
    sandbox::RunResult slow;
    slow.wall_limit_exceeded = true;
    EXPECT_EQ(jury_program_failure(slow, "interactor"), "interactor timed out");
    sandbox::RunResult memory;
    memory.memory_limit_exceeded = true;
    memory.signal = 9;
    EXPECT_EQ(jury_program_failure(memory, "checker"), "checker ran out of memory");
    sandbox::RunResult tasks;
    tasks.task_limit_exceeded = true;
    EXPECT_EQ(jury_program_failure(tasks, "gen.cpp"), "gen.cpp reached its task limit");
    sandbox::RunResult flood;
    flood.output_limit_exceeded = true;
    flood.signal = 25;
    EXPECT_EQ(jury_program_failure(flood, "checker"), "checker exceeded its output limit");
    sandbox::RunResult crashed;
    crashed.signal = 11;
    EXPECT_EQ(jury_program_failure(crashed, "interactor"), "interactor crashed (SIGSEGV)");
}

TEST(JuryProgramFailure, ACrashIsAnAnswerWhenTheCallerReadsIt) {
    sandbox::RunResult crashed;
    crashed.signal = 6;
    EXPECT_FALSE(jury_program_failure(crashed, "validator.cpp", JuryCrash::Answers).has_value());
    // A limit is a failure all the same.
    crashed.cpu_limit_exceeded = true;
    EXPECT_EQ(jury_program_failure(crashed, "validator.cpp", JuryCrash::Answers),
              "validator.cpp timed out");
}

TEST(TestSelection, RangesAndErrors) {
    EXPECT_EQ(parse_test_selection("", 3), (std::set<int>{1, 2, 3}));
    EXPECT_EQ(parse_test_selection("1-3,7", 10), (std::set<int>{1, 2, 3, 7}));
    EXPECT_EQ(parse_test_selection("2,2", 10), (std::set<int>{2}));
    try {
        parse_test_selection("0", 20);
        FAIL();
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "tests: '0' is not a test position; there are tests 1 to 20");
    }
    EXPECT_THROW(parse_test_selection("3-1", 5), std::invalid_argument);
    EXPECT_THROW(parse_test_selection("1,", 5), std::invalid_argument);
    EXPECT_THROW(parse_test_selection("a", 5), std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge
