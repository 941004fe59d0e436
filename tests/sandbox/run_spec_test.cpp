// What a RunSpec asks of the box besides the program: the CPU it runs on and the host files it
// may read (read-only binds), each checked from inside by a program that prints what it sees.
#include <sched.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "judge/sandbox/mount_plan.h"
#include "judge/sandbox/sandbox.h"
#include "tests/sandbox/sandbox_fixture.h"

namespace gridjudge::sandbox {
namespace {

namespace fs = std::filesystem;

// The judge's CPUs in print_affinity's format, and the last of them.
struct JudgeCpus {
    std::string listed;
    int last = -1;
};

JudgeCpus judge_cpus() {
    cpu_set_t cpus;
    EXPECT_EQ(::sched_getaffinity(0, sizeof cpus, &cpus), 0);
    JudgeCpus found;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &cpus)) {
            found.listed += " " + std::to_string(cpu);
            found.last = cpu;
        }
    return found;
}

TEST_F(SandboxTest, APinnedBoxRunsOnItsCpuOnly) {
    const JudgeCpus judge = judge_cpus();
    RunSpec spec = spec_for("print_affinity", {}, limits(1000, 3000));
    spec.cpu = judge.last;
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "cpus: " + std::to_string(judge.last) + "\nsched_setaffinity: EPERM\n");
}

TEST_F(SandboxTest, AnUnpinnedBoxRunsOnTheJudgesCpus) {
    expect_outcome(run_hostile("print_affinity", {}, limits(1000, 3000)), {});
    EXPECT_EQ(output(), "cpus:" + judge_cpus().listed + "\nsched_setaffinity: EPERM\n");
}

TEST_F(SandboxTest, ACpuTheJudgeCannotUseIsRefused) {
    RunSpec spec = spec_for("print_affinity", {}, limits(1000, 3000));
    spec.cpu = CPU_SETSIZE - 1;
    EXPECT_EQ(run(spec).error, "RunSpec: CPU 1023 is not one this judge may run on");
}

// A host file and folder of the kind a compiler reads its configuration from, outside /tmp (the
// box's /tmp is its own), and writable by everyone on the host: only the bind's read-only flag
// stands between the program and them.
class ReadOnlyBinds : public SandboxTest {
  protected:
    void SetUp() override {
        SandboxTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        const std::string name = "gridjudge-bind-test-" + std::to_string(::getpid());
        file_ = fs::path("/var/tmp") / (name + ".cfg");
        folder_ = fs::path("/var/tmp") / name;
        std::ofstream(file_) << "mode fast\n";
        fs::create_directories(folder_);
        std::ofstream(folder_ / "settings.cfg") << "answer 42\n";
        for (const fs::path& path : {file_, folder_, folder_ / "settings.cfg"})
            fs::permissions(path, fs::perms::all);
    }
    void TearDown() override {
        std::error_code ignored;
        if (!folder_.empty()) fs::remove_all(folder_, ignored);
        if (!file_.empty()) fs::remove(file_, ignored);
        SandboxTest::TearDown();
    }

    fs::path file_, folder_;
};

TEST_F(ReadOnlyBinds, BoundFilesAreReadableAndNothingElse) {
    RunSpec spec = spec_for("read_binds", {file_.string(), folder_.string()}, limits(1000, 3000));
    spec.readonly_binds = {file_, folder_};
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(),
              "file: mode fast\n"
              "dir: answer 42\n"
              "write file: EROFS\n"
              "write dir: EROFS\n"
              "create in dir: EROFS\n"
              "read /etc/shadow: ENOENT\n"
              "read /etc/passwd: ENOENT\n");
    EXPECT_FALSE(fs::exists(folder_ / "new.cfg"));
}

// A file in a folder the box does not have (/etc): the folder is made in the box's root.
TEST_F(ReadOnlyBinds, AFileUnderEtcIsBoundAlone) {
    const fs::path file = "/etc/debian_version";
    std::string version;
    std::getline(std::ifstream(file), version);
    RunSpec spec = spec_for("read_binds", {file.string(), folder_.string()}, limits(1000, 3000));
    spec.readonly_binds = {file};
    expect_outcome(run(spec), {});
    EXPECT_EQ(output(), "file: " + version +
                            "\n"
                            "dir: ENOENT\n"
                            "write file: EACCES\n"  // root's file, before the read-only mount
                            "write dir: ENOENT\n"
                            "create in dir: ENOENT\n"
                            "read /etc/shadow: ENOENT\n"
                            "read /etc/passwd: ENOENT\n");
}

TEST_F(ReadOnlyBinds, WithoutTheBindTheFilesAreNotThere) {
    expect_outcome(
        run_hostile("read_binds", {file_.string(), folder_.string()}, limits(1000, 3000)), {});
    EXPECT_EQ(output(),
              "file: ENOENT\n"
              "dir: ENOENT\n"
              "write file: ENOENT\n"
              "write dir: ENOENT\n"
              "create in dir: ENOENT\n"
              "read /etc/shadow: ENOENT\n"
              "read /etc/passwd: ENOENT\n");
}

TEST_F(ReadOnlyBinds, ABindTheBoxCannotTakeIsTheJudgesError) {
    RunSpec spec = spec_for("read_binds", {"/etc/debian_version", "/"}, limits(1000, 3000));
    spec.readonly_binds = {"/usr/lib/jvm"};
    EXPECT_EQ(run(spec).error, "RunSpec: read-only bind /usr/lib/jvm: /usr is the box's own");
}

TEST(ReadOnlyBindsCheck, EachRefusalNamesThePathAndWhy) {
    const auto refusal = [](const std::vector<fs::path>& paths) -> std::string {
        try {
            check_readonly_binds(paths);
        } catch (const std::invalid_argument& error) {
            return error.what();
        }
        return "accepted";
    };
    EXPECT_EQ(refusal({"/etc", "/var"}), "accepted");
    EXPECT_EQ(refusal({"etc/fpc.cfg"}),
              "RunSpec: read-only bind etc/fpc.cfg: not an absolute path in normal form (no "
              "trailing /, . or ..)");
    EXPECT_EQ(refusal({"/etc/../etc"}),
              "RunSpec: read-only bind /etc/../etc: not an absolute path in normal form (no "
              "trailing /, . or ..)");
    EXPECT_EQ(refusal({"/etc/"}),
              "RunSpec: read-only bind /etc/: not an absolute path in normal form (no "
              "trailing /, . or ..)");
    EXPECT_EQ(refusal({"/"}),
              "RunSpec: read-only bind /: not an absolute path in normal form (no trailing /, . "
              "or ..)");
    EXPECT_EQ(refusal({"/tmp/x"}), "RunSpec: read-only bind /tmp/x: /tmp is the box's own");
    EXPECT_EQ(refusal({"/proc/1/environ"}),
              "RunSpec: read-only bind /proc/1/environ: /proc is the box's own");
    EXPECT_EQ(refusal({"/etc/no-such-file-here"}),
              "RunSpec: read-only bind /etc/no-such-file-here: No such file or directory");
    EXPECT_EQ(refusal({"/dev/null"}), "RunSpec: read-only bind /dev/null: /dev is the box's own");
    EXPECT_EQ(refusal({"/etc", "/etc/debian_version"}),
              "RunSpec: read-only bind /etc/debian_version: inside /etc, bound too");
    EXPECT_EQ(refusal({"/etc", "/etc"}), "RunSpec: read-only bind /etc: given twice");
}

}  // namespace
}  // namespace gridjudge::sandbox
