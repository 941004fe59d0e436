// Each worker of a judging pool runs its programs on its own CPU: a contestant's program, in its
// real sandbox box, reads its own CPU affinity and prints it as its answer, and the wrong answer's
// first difference says where it ran. With two workers, each program ran on its worker's CPU
// only, and the two workers' CPUs differ; with GRIDJUDGE_PIN_WORKERS=0, and for a lone worker, it
// may run on every CPU of the judge; any other value of the variable is refused by name.
#include <gtest/gtest.h>
#include <sched.h>
#include <stdlib.h>

#include <map>
#include <set>

#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;

// Writes "cpus 0 1" (the CPUs it may run on) as its answer (huarongdao is judged by the file
// puzzle.out), after a pause that keeps a worker busy long enough for the other worker to claim
// the next program.
const char* const kWhereAmI = R"(#include <sched.h>
#include <stdio.h>
#include <unistd.h>
int main() {
    usleep(100000);
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 1;
    FILE* out = fopen("puzzle.out", "w");
    if (out == NULL) return 1;
    fprintf(out, "cpus");
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set)) fprintf(out, " %d", cpu);
    fprintf(out, "\n");
    return fclose(out) == 0 ? 0 : 1;
}
)";

std::string cpus_text(const std::vector<int>& cpus) {
    std::string text = "cpus";
    for (const int cpu : cpus) text += " " + std::to_string(cpu);
    return text;
}

std::vector<int> test_process_cpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (::sched_getaffinity(0, sizeof set, &set) != 0) return cpus;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    return cpus;
}

// Sets an environment variable for the gridjudge commands of one test, and removes it after.
class ScopedEnvironment {
  public:
    ScopedEnvironment(const char* name, const char* value) : name_(name) {
        ::setenv(name, value, 1);
    }
    ~ScopedEnvironment() { ::unsetenv(name_); }

  private:
    const char* name_;
};

struct Judged {
    std::string worker;  // as `show` names it: NAME, or NAME/K for worker K of a pool
    std::string where;   // what the program printed: "cpus ..."
};

// Four contestants' copies of the program graded with `jobs` workers on a copy of the shared
// database; what each printed, and who judged it.
std::vector<Judged> grade_where_am_i(const std::string& name, const std::string& jobs) {
    const fs::path contest = scratch_dir() / name;
    for (const char* contestant : {"c1", "c2", "c3", "c4"}) {
        fs::create_directories(contest / contestant);
        write_file_atomic(contest / contestant / "huarongdao.cpp", kWhereAmI);
    }
    const fs::path db = scratch_dir() / (name + ".db");
    fs::copy_file(shared_database(), db);
    const testing::ProgramRun graded = gridjudge(
        {"grade", contest.string(), "--db", db.string(), "--contest", name, "--jobs", jobs});
    EXPECT_EQ(graded.exit_code, 0) << graded.err;
    std::vector<Judged> judged;
    for (const auto& listed : parse_json(gridjudge({"list", "--db", db.string(), "--json"}))) {
        const nlohmann::json shown =
            parse_json(gridjudge({"show", std::to_string(listed["id"].get<std::int64_t>()), "--db",
                                  db.string(), "--json"}));
        const nlohmann::json& first = shown["tests"].at(0);
        EXPECT_EQ(first["verdict"], "PE") << shown.dump(2);  // words where numbers belong
        judged.push_back({shown["worker"].get<std::string>(),
                          first["first_difference"].is_null()
                              ? std::string("(no difference)")
                              : first["first_difference"]["got"].get<std::string>()});
    }
    EXPECT_EQ(judged.size(), 4u);
    return judged;
}

TEST(WorkerPinning, EachOfTwoWorkersProgramsRunsOnItsOwnCpuOnly) {
    if (test_process_cpus().size() < 2) GRIDJUDGE_SKIP_OR_FAIL("two workers need two CPUs");
    const std::vector<int> cpus = test_process_cpus();
    std::map<std::string, std::set<std::string>> where_by_worker;
    for (const Judged& judged : grade_where_am_i("pinned", "2")) {
        // Worker K of the pool (NAME/K) is pinned to the K-th CPU the judge may use.
        const std::size_t slash = judged.worker.rfind('/');
        ASSERT_NE(slash, std::string::npos) << judged.worker;
        const int slot = std::stoi(judged.worker.substr(slash + 1));
        ASSERT_TRUE(slot == 1 || slot == 2) << judged.worker;
        EXPECT_EQ(judged.where, cpus_text({cpus[static_cast<std::size_t>(slot - 1)]}))
            << judged.worker;
        where_by_worker[judged.worker].insert(judged.where);
    }
    // Both workers judged, each on one CPU, and not the same one.
    ASSERT_EQ(where_by_worker.size(), 2u);
    EXPECT_NE(*where_by_worker.begin()->second.begin(), *where_by_worker.rbegin()->second.begin());
}

TEST(WorkerPinning, WithPinningOffAndForALoneWorkerProgramsMayRunOnEveryCpu) {
    if (test_process_cpus().size() < 2) GRIDJUDGE_SKIP_OR_FAIL("two workers need two CPUs");
    const std::string every_cpu = cpus_text(test_process_cpus());
    for (const Judged& judged : grade_where_am_i("alone", "1"))
        EXPECT_EQ(judged.where, every_cpu) << judged.worker;
    ScopedEnvironment off("GRIDJUDGE_PIN_WORKERS", "0");
    for (const Judged& judged : grade_where_am_i("unpinned", "2"))
        EXPECT_EQ(judged.where, every_cpu) << judged.worker;
}

TEST(WorkerPinning, AnUnknownPinningValueIsRefusedByName) {
    ScopedEnvironment typo("GRIDJUDGE_PIN_WORKERS", "no");
    const fs::path db = scratch_dir() / "typo.db";
    fs::copy_file(shared_database(), db);
    const fs::path contest = scratch_dir() / "typo";
    fs::create_directories(contest / "c1");
    write_file_atomic(contest / "c1" / "huarongdao.cpp", kWhereAmI);
    const testing::ProgramRun graded = gridjudge(
        {"grade", contest.string(), "--db", db.string(), "--contest", "typo", "--jobs", "2"});
    EXPECT_NE(graded.exit_code, 0);
    EXPECT_NE(graded.err.find("GRIDJUDGE_PIN_WORKERS: 'no' is neither 1 (pin each worker to its "
                              "own CPU, the default) nor 0 (do not pin)"),
              std::string::npos)
        << graded.err;
}

}  // namespace
}  // namespace gridjudge::e2e
