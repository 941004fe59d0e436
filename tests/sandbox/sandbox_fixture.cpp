#include "tests/sandbox/sandbox_fixture.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "judge/sandbox/box_run.h"
#include "judge/sandbox/cgroup_layout.h"
#include "judge/sandbox/cgroup_names.h"
#include "tests/common/require_environment.h"

namespace gridjudge::sandbox {

namespace fs = std::filesystem;

const Protections& host() {
    static const Protections protections = detect_protections();
    return protections;
}

std::string read_all(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

Limits limits(std::int64_t cpu_ms, std::int64_t wall_ms, std::int64_t memory_mib, int processes) {
    Limits result;
    result.cpu_ms = cpu_ms;
    result.wall_ms = wall_ms;
    result.memory_kib = memory_mib * 1024;
    result.output_kib = 1024;
    result.processes = processes;
    return result;
}

void expect_outcome(const RunResult& result, const Expected& expected) {
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.exit_code, expected.exit_code);
    EXPECT_EQ(result.signal, expected.signal);
    EXPECT_EQ(result.cpu_limit_exceeded, expected.cpu);
    EXPECT_EQ(result.wall_limit_exceeded, expected.wall);
    EXPECT_EQ(result.memory_limit_exceeded, expected.memory);
    EXPECT_EQ(result.output_limit_exceeded, expected.output);
    EXPECT_EQ(result.task_limit_exceeded, expected.tasks);
}

std::string marker(const char* prefix) {
    return prefix + std::to_string(::getpid());
}

bool process_named(const std::string& name) {
    for (const auto& entry : fs::directory_iterator("/proc")) {
        const std::string pid = entry.path().filename();
        if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
        if (read_all(entry.path() / "comm") != name + "\n") continue;
        // /proc/PID/stat: "pid (comm) state ..."; the comm has no ')' here.
        const std::string stat = read_all(entry.path() / "stat");
        const std::size_t state = stat.find(") ");
        if (state != std::string::npos && stat[state + 2] != 'Z') return true;
    }
    return false;
}

std::vector<fs::path> leftover_run_cgroups() {
    const CgroupLayout layout = read_cgroup_layout();
    std::vector<fs::path> parents;
    for (const auto& [controller, dir] : layout.v1_dirs) parents.push_back(dir / "gridjudge");
    if (layout.v2_mount) {
        parents.push_back(*layout.v2_mount / "gridjudge");
        parents.push_back(layout.v2_own_dir / "gridjudge");
    }
    const std::string prefix = owned_cgroup_prefix("run");
    std::vector<fs::path> left;
    std::error_code error;
    for (const fs::path& parent : parents)
        for (const auto& entry : fs::directory_iterator(parent, error))
            if (entry.path().filename().string().starts_with(prefix)) left.push_back(entry.path());
    return left;
}

bool v2_without_limits() {
    const char* asked = std::getenv("GRIDJUDGE_CGROUP_VERSION");
    return asked && std::string_view(asked) == "2" && host().cgroup_version == 2 &&
           !host().cgroup_memory && !host().cgroup_pids;
}

RunResult SandboxTest::run(const RunSpec& spec, const Options& options) {
    if (v2_without_limits()) return run_box(spec, full_isolation(host()));
    return sandbox::run(spec, options);
}

void SandboxTest::SetUp() {
    if (!host().isolated() && !v2_without_limits()) {
        std::string why;
        for (const std::string& note : host().notes) why += note + "; ";
        GRIDJUDGE_SKIP_OR_FAIL("the sandbox cannot isolate on this host: " + why);
    }
    char pattern[] = "/tmp/gridjudge-sandbox-test-XXXXXX";
    ASSERT_NE(::mkdtemp(pattern), nullptr);
    dir_ = pattern;
    box_ = make_box("box");
}

void SandboxTest::TearDown() {
    if (dir_.empty()) return;
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
    EXPECT_EQ(leftover_run_cgroups(), std::vector<fs::path>{});
}

RunSpec SandboxTest::spec_in(const fs::path& box, const std::string& program,
                             const std::vector<std::string>& arguments, const Limits& run_limits) {
    fs::copy_file(fs::path(GRIDJUDGE_HOSTILE_DIR) / program, box / program,
                  fs::copy_options::overwrite_existing);
    RunSpec spec;
    spec.argv = {"./" + program};
    spec.argv.insert(spec.argv.end(), arguments.begin(), arguments.end());
    spec.box_dir = box;
    spec.stdout_path = dir_ / "stdout";
    spec.stderr_path = dir_ / "stderr";
    spec.limits = run_limits;
    return spec;
}

RunResult SandboxTest::compile(const std::string& source) {
    std::ofstream(box_ / "main.cpp") << source;
    RunSpec spec;
    spec.argv = {"/usr/bin/g++", "-O2", "-pipe", "-o", "main", "main.cpp"};
    spec.env = {"PATH=/usr/bin:/bin", "TMPDIR=/tmp"};
    spec.box_dir = box_;
    spec.stdout_path = dir_ / "compile.log";
    spec.stderr_path = dir_ / "compile.log";
    spec.limits = limits(10'000, 20'000, 512, 32);
    spec.limits.output_kib = 64 * 1024;
    spec.profile = Profile::Compile;
    return run(spec);
}

fs::path SandboxTest::make_box(const std::string& name) {
    const fs::path box = dir_ / name;
    fs::create_directory(box);
    return box;
}

Pipe make_pipe() {
    int fds[2];
    EXPECT_EQ(::pipe2(fds, O_CLOEXEC), 0);
    return {UniqueFd(fds[0]), UniqueFd(fds[1])};
}

}  // namespace gridjudge::sandbox
