// JudgeSettings into sandbox limits and a program's box (judge/judging/program_limits.h): the
// one place both test judges and the web's problem page take them from.
#include "judge/judging/program_limits.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

JudgeSettings settings() {
    JudgeSettings s;
    s.time_limit_ms = 1000;
    s.wall_limit_ms = 2500;
    s.memory_limit_mib = 64;
    s.output_limit_mib = 8;
    s.measure_tle_up_to_ms = 5000;
    return s;
}

CompiledProgram jvm_program() {
    CompiledProgram program;
    program.run_command = {"/usr/bin/java", "-Xmx{memory_mib}m", "Main"};
    program.environment = {"HEAP={memory_mib}MB"};
    program.readonly_binds = {"/etc/java-17-openjdk"};
    program.processes = 128;
    program.runtime_allowance_mib = 96;
    program.memory_error_pattern = "java.lang.OutOfMemoryError";
    program.heap_name = "Java heap";
    program.cpu = 1;
    return program;
}

TEST(ProgramLimits, TheJudgedLimitsAreTheSettings) {
    const sandbox::Limits judged = judged_limits_of(settings(), 7);
    EXPECT_EQ(judged.cpu_ms, 1000);
    EXPECT_EQ(judged.wall_ms, 2500);
    EXPECT_EQ(judged.memory_kib, 64 * 1024);
    EXPECT_EQ(judged.output_kib, 8 * 1024);
    EXPECT_EQ(judged.processes, 7);
}

TEST(ProgramLimits, TheBoxAddsTheRuntimesAllowanceAndABatchRunMeasuresATle) {
    // The limits' runtime part points into the program (program_limits.h): it must outlive them.
    const CompiledProgram jvm = jvm_program();
    const ProgramLimits batch = program_limits(settings(), jvm, TleMeasure::UpToSettings);
    EXPECT_EQ(batch.judged.cpu_ms, 1000);
    EXPECT_EQ(batch.judged.memory_kib, 64 * 1024);
    EXPECT_EQ(batch.judged.processes, 128);
    EXPECT_EQ(batch.box.cpu_ms, 5000);
    EXPECT_EQ(batch.box.memory_kib, (64 + 96) * 1024);
    EXPECT_EQ(batch.runtime.allowance_kib, 96 * 1024);
    EXPECT_EQ(batch.runtime.heap_name, "Java heap");

    const ProgramLimits interactive = program_limits(settings(), jvm, TleMeasure::StopAtLimit);
    EXPECT_EQ(interactive.box.cpu_ms, 1000);
    EXPECT_EQ(interactive.box.memory_kib, (64 + 96) * 1024);

    JudgeSettings unmeasured = settings();
    unmeasured.measure_tle_up_to_ms = 0;
    EXPECT_EQ(program_limits(unmeasured, jvm, TleMeasure::UpToSettings).box.cpu_ms, 1000);
}

TEST(ProgramLimits, TheProgramsBoxHasItsCommandEnvironmentAndLimits) {
    const CompiledProgram program = jvm_program();
    const ProgramLimits limits = program_limits(settings(), program, TleMeasure::UpToSettings);
    const sandbox::RunSpec spec = program_run_spec(program, settings(), limits, "/tmp/box");
    EXPECT_EQ(spec.argv, (std::vector<std::string>{"/usr/bin/java", "-Xmx64m", "Main"}));
    EXPECT_EQ(spec.env, (std::vector<std::string>{"PATH=/usr/bin:/bin", "LANG=C.UTF-8",
                                                  "ONLINE_JUDGE=1", "HOME=/tmp", "HEAP=64MB"}));
    EXPECT_EQ(spec.readonly_binds, program.readonly_binds);
    EXPECT_EQ(spec.box_dir, "/tmp/box");
    EXPECT_EQ(spec.limits.cpu_ms, 5000);
    EXPECT_EQ(spec.limits.memory_kib, (64 + 96) * 1024);
    EXPECT_EQ(spec.limits.processes, 128);
    EXPECT_EQ(spec.profile, sandbox::Profile::Run);
    EXPECT_EQ(spec.cpu, 1);
    EXPECT_TRUE(spec.stdin_path.empty() && spec.stdout_path.empty() && spec.stderr_path.empty());
}

}  // namespace
}  // namespace gridjudge
