// What must never change a verdict or stop the judge, through the real executable: a program
// that leaves a folder tree deeper than the judge's open-file limit (the judge removes it and
// judges on); three grades of one contest started at once (each program queued once, on SQLite
// and on PostgreSQL); a full temporary folder (the job goes back to the queue, never a WA or an
// RE); and a PostgreSQL password, read from the environment or a password file, or hidden from
// the command line every local user can read.
#include <gtest/gtest.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <fstream>
#include <map>
#include <pqxx/pqxx>
#include <thread>

#include "judge/util/files.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"
#include "tests/e2e/background.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

const fs::path kExamples = kSourceDir / "examples/contest";

// Lowers this process's soft open-file limit (and so its children's) for the scope.
class OpenFileLimit {
  public:
    explicit OpenFileLimit(rlim_t soft) {
        ::getrlimit(RLIMIT_NOFILE, &saved_);
        rlimit lowered = saved_;
        lowered.rlim_cur = soft;
        ::setrlimit(RLIMIT_NOFILE, &lowered);
    }
    ~OpenFileLimit() { ::setrlimit(RLIMIT_NOFILE, &saved_); }

  private:
    rlimit saved_{};
};

// TMPDIR for the gridjudge commands run in the scope.
class ScopedTmpdir {
  public:
    explicit ScopedTmpdir(const fs::path& dir) {
        if (const char* old = std::getenv("TMPDIR")) saved_ = old;
        ::setenv("TMPDIR", dir.c_str(), 1);
    }
    ~ScopedTmpdir() {
        if (saved_)
            ::setenv("TMPDIR", saved_->c_str(), 1);
        else
            ::unsetenv("TMPDIR");
    }

  private:
    std::optional<std::string> saved_;
};

std::string copy_of_shared_database(const std::string& name) {
    const fs::path copy = scratch_dir() / (name + ".db");
    fs::copy_file(shared_database(), copy);
    return copy.string();
}

nlohmann::json list(const std::string& db) {
    const testing::ProgramRun run = gridjudge({"list", "--db", db, "--json"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

// alice's accepted huarongdao program, which first leaves 1500 nested folders in its box (a
// mkdir and chdir loop: no file stays open) and goes back to the box to solve.
std::string deep_tree_program() {
    return R"(#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
namespace {
struct DeepTree {
    DeepTree() {
        const int box = open(".", O_RDONLY | O_DIRECTORY);
        for (int level = 0; level < 1500; ++level)
            if (mkdir("d", 0755) != 0 || chdir("d") != 0) break;
        fchdir(box);
        close(box);
    }
} deep_tree;
}  // namespace
)" + read_file(kExamples / "alice/huarongdao.cpp");
}

TEST(JudgeFailures, ATreeDeeperThanTheJudgesOpenFileLimitIsRemovedAndTheNextJobJudged) {
    const fs::path deep = scratch_dir() / "deep-tree.cpp";
    write_file_atomic(deep, deep_tree_program());
    const std::string db = copy_of_shared_database("deep-tree");
    const fs::path tmp = scratch_dir() / "deep-tree-tmp";
    fs::create_directories(tmp);
    // 1500 levels under `ulimit -n 1024`, the judge's own limit.
    const OpenFileLimit limit(1024);
    const ScopedTmpdir tmpdir(tmp);
    const testing::ProgramRun run =
        gridjudge({"submit", "huarongdao", deep.string(), "--tests", "1-2", "--db", db, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json judged = parse_json(run);
    EXPECT_EQ(judged["status"], "done") << run.out;
    EXPECT_EQ(judged["verdict"], "AC") << run.out;
    EXPECT_EQ(judged["tests"].size(), 2u) << run.out;
    // Every box was removed, the deep ones too.
    EXPECT_TRUE(fs::is_empty(tmp)) << fs::directory_iterator(tmp)->path();

    // The job behind it is judged, and nothing is left queued.
    const testing::ProgramRun next =
        gridjudge({"submit", "huarongdao", (kExamples / "alice/huarongdao.cpp").string(), "--tests",
                   "1", "--db", db, "--json"});
    ASSERT_EQ(next.exit_code, 0) << next.err;
    EXPECT_EQ(parse_json(next)["verdict"], "AC") << next.out;
    const nlohmann::json all = list(db);
    EXPECT_EQ(all.size(), 2u) << all.dump(2);
    for (const auto& submission : all) EXPECT_EQ(submission["status"], "done") << all.dump(2);
}

// --- three grades at once

// `count` contestants, each with a program that does not compile (judged in a moment).
fs::path contest_of_uncompilable_programs(const std::string& name, int count) {
    const fs::path contest = scratch_dir() / name;
    for (int i = 1; i <= count; ++i) {
        const fs::path folder = contest / ("user" + std::to_string(i));
        fs::create_directories(folder);
        write_file_atomic(folder / "huarongdao.cpp",
                          "int main( { return " + std::to_string(i) + "; }\n");
    }
    return contest;
}

void three_grades_queue_each_program_once(const std::string& db, const std::string& name) {
    constexpr int kPrograms = 8;
    const fs::path contest = contest_of_uncompilable_programs(name, kPrograms);
    const fs::path tmp = scratch_dir() / (name + "-tmp");
    fs::create_directories(tmp);
    std::vector<std::unique_ptr<Background>> grades;
    for (int i = 1; i <= 3; ++i)
        grades.push_back(std::make_unique<Background>(
            std::vector<std::string>{"grade", contest.string(), "--db", db, "--contest", name,
                                     "--jobs", "1", "--json"},
            tmp, scratch_dir() / (name + "-logs") / std::to_string(i)));
    for (auto& grade : grades) {
        const std::optional<int> status = grade->wait(180s);
        ASSERT_TRUE(status.has_value()) << grade->err();
        EXPECT_TRUE(WIFEXITED(*status) && WEXITSTATUS(*status) == 0) << grade->err();
        const nlohmann::json ranking = parse_json({false, 0, grade->out(), grade->err()});
        EXPECT_EQ(ranking["ranking"].size(), static_cast<std::size_t>(kPrograms)) << grade->out();
    }
    std::map<std::string, int> per_user;
    for (const auto& submission : list(db)) {
        ++per_user[submission["user"].get<std::string>()];
        EXPECT_EQ(submission["status"], "done");
        EXPECT_EQ(submission["verdict"], "CE");
    }
    std::map<std::string, int> once;
    for (int i = 1; i <= kPrograms; ++i) once["user" + std::to_string(i)] = 1;
    EXPECT_EQ(per_user, once);
}

TEST(JudgeFailures, ThreeGradesOfOneContestAtOnceQueueEachProgramOnceOnSqlite) {
    three_grades_queue_each_program_once(copy_of_shared_database("three-grades"),
                                         "three-grades-sqlite");
}

TEST(JudgeFailures, ThreeGradesOfOneContestAtOnceQueueEachProgramOnceOnPostgres) {
    std::string why;
    testing::PostgresServer* server = testing::shared_postgres_server(&why);
    if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
    const std::string url = server->create_database();
    const testing::ProgramRun gen =
        gridjudge({"gen", "huarongdao", "--seed", "2026", "--db", url, "--out",
                   (scratch_dir() / "three-grades-packages" / "huarongdao").string()});
    ASSERT_EQ(gen.exit_code, 0) << gen.err;
    three_grades_queue_each_program_once(url, "three-grades-postgres");
}

// --- a full temporary folder

// A tmpfs of `bytes` at `where`, in this test process's own mount namespace (its children, the
// judges, see it; the host does not). False, with the reason, where that is not allowed.
bool mount_small_tmpfs(const fs::path& where, std::size_t bytes, std::string& why) {
    fs::create_directories(where);
    if (::unshare(CLONE_NEWNS) != 0) {
        why = std::string("unshare(CLONE_NEWNS): ") + std::strerror(errno);
        return false;
    }
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ||
        ::mount("tmpfs", where.c_str(), "tmpfs", 0, ("size=" + std::to_string(bytes)).c_str()) !=
            0) {
        why = std::string("mount tmpfs: ") + std::strerror(errno);
        return false;
    }
    return true;
}

// Writes `file` until the folder's file system is full.
void fill(const fs::path& file) {
    std::ofstream out(file, std::ios::binary);
    const std::string block(1 << 16, 'x');
    while (out.write(block.data(), static_cast<std::streamsize>(block.size()))) {
    }
}

struct CorrectProgram {
    std::string problem, file;
};

TEST(JudgeFailures, AFullTemporaryFolderGivesTheJobBackAndNeverAWrongVerdict) {
    const std::string db = copy_of_shared_database("full-tmp");
    const std::vector<CorrectProgram> programs{{"huarongdao", "alice/huarongdao.cpp"},
                                               {"wallpusher", "erin/wallpusher.py"}};
    // Compiled once with room, as a judge that has compiled them before would have them.
    for (const CorrectProgram& program : programs) {
        const testing::ProgramRun first =
            gridjudge({"submit", program.problem, (kExamples / program.file).string(), "--tests",
                       "1", "--db", db, "--json"});
        ASSERT_EQ(first.exit_code, 0) << first.err;
        ASSERT_EQ(parse_json(first)["verdict"], "AC") << first.out;
    }

    const fs::path full = scratch_dir() / "full-tmp";
    std::string why;
    // Room enough for a test once the filler is gone: 64 MiB of output limit and 16 MiB more.
    if (!mount_small_tmpfs(full, 96 << 20, why)) GRIDJUDGE_SKIP_OR_FAIL(why);
    struct Unmount {
        fs::path where;
        ~Unmount() { ::umount2(where.c_str(), MNT_DETACH); }
    } unmount{full};
    fill(full / "filler");
    std::vector<std::int64_t> given_back;
    {
        const ScopedTmpdir tmpdir(full);
        for (const CorrectProgram& program : programs) {
            const testing::ProgramRun run =
                gridjudge({"submit", program.problem, (kExamples / program.file).string(),
                           "--tests", "1", "--db", db, "--json"});
            EXPECT_EQ(run.exit_code, 0) << run.err;
            const nlohmann::json shown = parse_json(run);
            EXPECT_EQ(shown["status"], "queued") << run.out;
            EXPECT_TRUE(shown["verdict"].is_null()) << run.out;
            EXPECT_NE(run.err.find("goes back to the queue: this worker cannot judge it: the "
                                   "temporary folder " +
                                   full.string() + " has "),
                      std::string::npos)
                << run.err;
            given_back.push_back(shown["id"].get<std::int64_t>());
        }
    }
    // With room again, the same jobs are judged, and accepted.
    fs::remove(full / "filler");
    {
        const ScopedTmpdir tmpdir(full);
        const testing::ProgramRun worker =
            gridjudge({"worker", "--db", db, "--jobs", "1", "--once"});
        ASSERT_EQ(worker.exit_code, 0) << worker.err;
        EXPECT_EQ(worker.err.find("goes back to the queue"), std::string::npos) << worker.err;
    }
    for (const std::int64_t id : given_back) {
        const nlohmann::json judged =
            parse_json(gridjudge({"show", std::to_string(id), "--db", db, "--json"}));
        EXPECT_EQ(judged["status"], "done") << judged.dump(2);
        EXPECT_EQ(judged["verdict"], "AC") << judged.dump(2);
    }
}

// --- the PostgreSQL password

constexpr const char* kPassword = "Sesame-0451";

// A database owned by the role `judge`, whose password is checked (scram-sha-256): the test
// server trusts everyone else.
std::string password_database(testing::PostgresServer& server) {
    static const std::string name = [&] {
        pqxx::connection admin(server.url("postgres"));
        pqxx::nontransaction work(admin);
        work.exec("CREATE ROLE judge LOGIN PASSWORD '" + std::string(kPassword) + "'");
        work.exec("CREATE DATABASE judged OWNER judge");
        const fs::path hba = server.dir() / "data" / "pg_hba.conf";
        write_file_atomic(hba, "local all judge scram-sha-256\n" + read_file(hba));
        work.exec("SELECT pg_reload_conf()");
        return std::string("judged");
    }();
    return name;
}

// The worker registered as `name` in `url`'s database (read as the superuser).
bool registered(testing::PostgresServer& server, const std::string& name) {
    pqxx::connection admin(server.url("judged"));
    pqxx::nontransaction work(admin);
    try {
        return !work.exec_params("SELECT 1 FROM workers WHERE name LIKE $1 || '%'", name).empty();
    } catch (const pqxx::sql_error&) {
        return false;  // no schema yet
    }
}

std::string command_line(pid_t pid) {
    std::string text = read_file("/proc/" + std::to_string(pid) + "/cmdline");
    for (char& c : text)
        if (c == '\0') c = ' ';
    return text;
}

class PostgresPassword : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string why;
        server = testing::shared_postgres_server(&why);
        if (server == nullptr) GRIDJUDGE_SKIP_OR_FAIL(why);
        database = password_database(*server);
        fs::create_directories(tmp);
    }
    void TearDown() override {
        ::unsetenv("PGPASSWORD");
        ::unsetenv("PGPASSFILE");
    }

    std::vector<std::string> worker(const std::string& url, const std::string& name) {
        return {"worker", "--db", url, "--jobs", "1", "--poll", "1", "--name", name};
    }

    testing::PostgresServer* server = nullptr;
    std::string database;
    fs::path tmp = scratch_dir() / "password-tmp";
};

TEST_F(PostgresPassword, IsCheckedAndRefusedWhenMissing) {
    const testing::ProgramRun run =
        gridjudge({"worker", "--db", server->url(database, "judge"), "--jobs", "1", "--once"});
    EXPECT_NE(run.exit_code, 0);
    EXPECT_NE(run.err.find("no password supplied"), std::string::npos) << run.err;
}

TEST_F(PostgresPassword, InTheUrlIsHiddenFromTheWorkersCommandLine) {
    const std::string url = server->url(database, std::string("judge:") + kPassword);
    Background running(worker(url, "in-url"), tmp, scratch_dir() / "password-logs/in-url");
    ASSERT_TRUE(eventually([&] { return registered(*server, "in-url"); }, 60s)) << running.err();
    const std::string shown = command_line(running.pid());
    EXPECT_EQ(shown.find(kPassword), std::string::npos) << shown;
    EXPECT_NE(shown.find("postgresql://judge:" + std::string(std::strlen(kPassword), 'x') + "@"),
              std::string::npos)
        << shown;
    EXPECT_EQ(running.err().find(kPassword), std::string::npos) << running.err();
}

TEST_F(PostgresPassword, IsReadFromPgpassword) {
    ::setenv("PGPASSWORD", kPassword, 1);
    Background running(worker(server->url(database, "judge"), "from-env"), tmp,
                       scratch_dir() / "password-logs/from-env");
    EXPECT_TRUE(eventually([&] { return registered(*server, "from-env"); }, 60s)) << running.err();
}

TEST_F(PostgresPassword, IsReadFromAPasswordFile) {
    const fs::path file = scratch_dir() / "pgpass";
    write_file_atomic(file, "*:*:*:judge:" + std::string(kPassword) + "\n");
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
    ::setenv("PGPASSFILE", file.c_str(), 1);
    Background running(worker(server->url(database, "judge"), "from-file"), tmp,
                       scratch_dir() / "password-logs/from-file");
    EXPECT_TRUE(eventually([&] { return registered(*server, "from-file"); }, 60s)) << running.err();
}

}  // namespace
}  // namespace gridjudge::e2e
