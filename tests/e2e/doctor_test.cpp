// doctor through the real executable: its JSON (every protection by name, isolated exactly when
// the essential ones are there), its exit code, and the database check on a healthy file, a
// damaged one (a page overwritten) and a file that is no database at all.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include <SQLiteCpp/SQLiteCpp.h>

#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;
namespace {

const std::vector<std::string> kProtections{
    "user namespace",      "mount namespace",       "pid namespace",    "network namespace",
    "ipc namespace",       "uts namespace",         "unprivileged uid", "cgroup memory limit",
    "cgroup pids limit",   "cgroup cpu accounting", "seccomp filter",   "rlimits",
    "trial run in the box"};
// What judging untrusted programs needs (docs/sandbox.md, "Detection, and unsafe mode").
const std::vector<std::string> kEssential{
    "mount namespace", "pid namespace",     "network namespace",   "unprivileged uid",
    "seccomp filter",  "cgroup pids limit", "trial run in the box"};

struct Doctor {
    int exit_code;
    nlohmann::json report;
};

Doctor doctor(const fs::path& database) {
    const testing::ProgramRun run = gridjudge({"doctor", "--json", "--db", database.string()});
    return {run.exit_code, parse_json(run)};
}

TEST(Doctor, ReportsEveryProtectionAndIsolatedOnlyWithTheEssentialOnes) {
    const Doctor without_database = doctor(scratch_dir() / "no-such.db");
    const nlohmann::json& report = without_database.report;
    std::vector<std::string> names;
    for (const auto& [name, active] : report["protections"].items()) {
        names.push_back(name);
        EXPECT_TRUE(active.is_boolean()) << name;
    }
    std::vector<std::string> expected = kProtections;
    std::sort(expected.begin(), expected.end());  // the parsed object's keys come sorted
    EXPECT_EQ(names, expected);
    bool essential = true;
    for (const std::string& name : kEssential) essential = essential && report["protections"][name];
    EXPECT_EQ(report["isolated"].get<bool>(), essential);
    EXPECT_TRUE(report["notes"].is_array());
    EXPECT_TRUE(report["cgroup_version"] == 0 || report["cgroup_version"] == 1 ||
                report["cgroup_version"] == 2);
    EXPECT_FALSE(report.contains("database"));  // no file: nothing to check
    EXPECT_EQ(without_database.exit_code, report["isolated"].get<bool>() ? 0 : 1);
}

// GRIDJUDGE_CGROUP_VERSION asks for a cgroup version (docs/sandbox.md, "Which cgroup"); a value
// that is neither 1 nor 2 gives no cgroup at all, so the host does not isolate, and says why.
TEST(Doctor, ACgroupVersionThatIsNeitherOneNorTwoIsRefusedByName) {
    ::setenv("GRIDJUDGE_CGROUP_VERSION", "3", 1);
    const Doctor asked = doctor(scratch_dir() / "no-such.db");
    ::unsetenv("GRIDJUDGE_CGROUP_VERSION");
    EXPECT_EQ(asked.exit_code, 1);
    EXPECT_EQ(asked.report["isolated"], false);
    EXPECT_EQ(asked.report["cgroup_version"], 0);
    const auto& notes = asked.report["notes"];
    EXPECT_NE(std::find(notes.begin(), notes.end(),
                        "cgroup: GRIDJUDGE_CGROUP_VERSION='3' is neither 1 nor 2"),
              notes.end())
        << notes.dump(2);
}

// Whether the host's CPU times carry time the hypervisor took (docs/verdicts.md, "CPU time on a
// virtual machine"): the machine kind from /proc/cpuinfo, read here on its own.
TEST(Doctor, SaysWhetherCpuTimesCarryTheHostsTime) {
    std::ifstream cpuinfo("/proc/cpuinfo");
    const std::string text{std::istreambuf_iterator<char>(cpuinfo), {}};
    const bool guest = text.find(" hypervisor") != std::string::npos;

    const nlohmann::json clock = doctor(scratch_dir() / "no-such.db").report["host_clock"];
    EXPECT_EQ(clock["virtual_machine"], guest) << clock.dump(2);
    if (!guest) {
        EXPECT_TRUE(clock["note"].is_null());
    } else if (clock["steal_time_reported"] == false) {
        EXPECT_EQ(clock["steal_share"], 0.0);
        EXPECT_EQ(clock["note"].get<std::string>().rfind(
                      "CPU time: this virtual machine's kernel has reported no steal time", 0),
                  0u)
            << clock.dump(2);
    } else {
        EXPECT_GT(clock["steal_share"].get<double>(), 0.0);
        EXPECT_EQ(clock["note"].get<std::string>().rfind("CPU time: the host took ", 0), 0u);
    }
}

TEST(Doctor, ChecksAHealthyDatabase) {
    const fs::path copy = scratch_dir() / "healthy.db";
    fs::copy_file(shared_database(), copy, fs::copy_options::overwrite_existing);
    const Doctor healthy = doctor(copy);
    EXPECT_EQ(healthy.report["database"], (nlohmann::json{{"location", copy.string()},
                                                          {"ok", true},
                                                          {"problems", nlohmann::json::array()}}))
        << healthy.report.dump(2);
    EXPECT_EQ(healthy.exit_code, healthy.report["isolated"].get<bool>() ? 0 : 1);
}

TEST(Doctor, ADamagedDatabaseFailsWithTheEnginesWords) {
    const fs::path copy = scratch_dir() / "damaged.db";
    fs::copy_file(shared_database(), copy, fs::copy_options::overwrite_existing);
    // The blobs table's root page keeps its cells at the page's end: 0xff over them breaks its
    // b-tree (opening the database reads other tables, so the check itself finds it). The page's
    // number is read, not assumed: schema versions move it.
    std::int64_t page = 0, page_size = 0;
    {
        SQLite::Database db(copy.string(), SQLite::OPEN_READONLY);
        page = db.execAndGet("SELECT rootpage FROM sqlite_master WHERE name = 'blobs'").getInt64();
        page_size = db.execAndGet("PRAGMA page_size").getInt64();
    }
    {
        std::fstream file(copy, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp((page - 1) * page_size + page_size / 2);
        file.write(std::string(static_cast<std::size_t>(page_size / 2), '\xff').data(),
                   page_size / 2);
    }
    const Doctor damaged = doctor(copy);
    EXPECT_EQ(damaged.exit_code, 1);
    const nlohmann::json& database = damaged.report["database"];
    EXPECT_EQ(database["location"], copy.string());
    EXPECT_EQ(database["ok"], false);
    ASSERT_FALSE(database["problems"].empty());
    EXPECT_NE(database["problems"].dump().find("page " + std::to_string(page)), std::string::npos)
        << database.dump(2);

    const testing::ProgramRun text = gridjudge({"doctor", "--db", copy.string()});
    EXPECT_EQ(text.exit_code, 1);
    EXPECT_NE(text.out.find("database " + copy.string() + ": DAMAGED\n"), std::string::npos)
        << text.out;
}

TEST(Doctor, AFileThatIsNoDatabaseIsReportedAsSuch) {
    const fs::path garbage = scratch_dir() / "garbage.db";
    std::ofstream(garbage) << "these are a coach's notes, not a database\n";
    const Doctor report = doctor(garbage);
    EXPECT_EQ(report.exit_code, 1);
    EXPECT_EQ(report.report["database"]["ok"], false);
    EXPECT_EQ(report.report["database"]["problems"],
              (nlohmann::json{"database " + garbage.string() +
                              ": not a gridjudge database (file is not a database)"}));
}

}  // namespace
}  // namespace gridjudge::e2e
