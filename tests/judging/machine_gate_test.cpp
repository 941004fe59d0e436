// The run gate across the judge processes of one machine (judge/judging/machine_gate.h): real
// processes (forked) on a real lock file. A turn that waits is seen in /proc/locks, where the
// kernel lists each blocked lock request with "->", never guessed from a sleep.
#include "judge/judging/machine_gate.h"

#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <thread>

#include <gtest/gtest.h>

#include "judge/judging/run_gate.h"
#include "tests/common/eventually.h"

namespace gridjudge {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using testing::eventually;

// Lock requests now blocked on `file` ("1: -> OFDLCK ADVISORY WRITE -1 00:2e:1234 0 0").
int waiting_on(const fs::path& file) {
    struct stat info {};
    if (::stat(file.c_str(), &info) != 0) return -1;
    const std::string inode = ":" + std::to_string(info.st_ino) + " ";
    std::ifstream locks("/proc/locks");
    int waiting = 0;
    for (std::string line; std::getline(locks, line);)
        if (line.find("->") != std::string::npos && line.find(inode) != std::string::npos)
            ++waiting;
    return waiting;
}

struct Pipe {
    int read = -1, write = -1;
    Pipe() {
        int fds[2];
        if (::pipe(fds) == 0) read = fds[0], write = fds[1];
    }
    ~Pipe() {
        ::close(read);
        ::close(write);
    }
};

// Whether a byte is ready on the pipe now.
bool has_byte(const Pipe& pipe) {
    pollfd ready{pipe.read, POLLIN, 0};
    return ::poll(&ready, 1, 0) == 1;
}

// Another judge process: takes its turn on the lock file (alone or shared) once it reads a
// byte on `go` (if given), says so with a byte, and holds the turn until it reads a byte on
// `release`. Forked before this process takes a turn: a fork made while a turn is held would
// hold the turn's lock too (the lock is the open file description's, which a fork shares).
pid_t another_judge(const fs::path& lock_file, bool alone, const Pipe& holding, const Pipe& release,
                    const Pipe* go = nullptr) {
    const pid_t pid = ::fork();
    if (pid != 0) return pid;
    // Only the ends this process uses stay open: a test that fails and ends without releasing
    // it then lets it read the end of the file and exit.
    for (int fd = 3; fd < 1024; ++fd)
        if (fd != holding.write && fd != release.read && (!go || fd != go->read)) ::close(fd);
    {
        char go_byte = 0;
        if (go && ::read(go->read, &go_byte, 1) != 1) ::_exit(4);
        const MachineGate gate(lock_file);
        const MachineGate::Turn turn = alone ? gate.alone_turn() : gate.shared_turn();
        char byte = turn ? 'h' : 'x';
        if (::write(holding.write, &byte, 1) != 1) ::_exit(2);
        if (::read(release.read, &byte, 1) != 1) ::_exit(3);
    }
    ::_exit(0);
}

void let_go(pid_t judge, const Pipe& release) {
    ASSERT_EQ(::write(release.write, "r", 1), 1);
    int status = 0;
    ASSERT_EQ(::waitpid(judge, &status, 0), judge);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
}

class MachineGateTest : public ::testing::Test {
  protected:
    void SetUp() override {
        char pattern[] = "/tmp/gridjudge-machine-gate-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        dir_ = pattern;
        lock_file_ = dir_ / "cache" / "run-gate.lock";
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path dir_, lock_file_;
};

// A TLE's rerun in one judge process waits for the test another judge process is running.
TEST_F(MachineGateTest, ARerunInOneProcessWaitsForATestInAnother) {
    RunGate gate(lock_file_);
    ASSERT_TRUE(fs::is_regular_file(lock_file_));  // made, with its folder
    Pipe holding, release;
    const pid_t other = another_judge(lock_file_, /*alone=*/false, holding, release);
    char byte = 0;
    ASSERT_EQ(::read(holding.read, &byte, 1), 1);
    ASSERT_EQ(byte, 'h');
    std::atomic<bool> rerun_started{false};
    std::thread rerun([&] {
        const RunGate::AloneTurn alone(&gate);
        rerun_started = true;
    });
    ASSERT_TRUE(eventually([&] { return waiting_on(lock_file_) == 1; }));
    EXPECT_FALSE(rerun_started);
    let_go(other, release);
    rerun.join();
    EXPECT_TRUE(rerun_started);
    EXPECT_EQ(waiting_on(lock_file_), 0);
}

// While a rerun waits, another process's next test waits behind it, not beside the test the
// rerun waits for: the pool of processes cannot keep the rerun waiting for ever.
TEST_F(MachineGateTest, ANewTestWaitsBehindAWaitingRerun) {
    const MachineGate gate(lock_file_);
    Pipe first_holding, first_release, next_go, next_holding, next_release;
    const pid_t first = another_judge(lock_file_, /*alone=*/false, first_holding, first_release);
    const pid_t next =
        another_judge(lock_file_, /*alone=*/false, next_holding, next_release, &next_go);
    char byte = 0;
    ASSERT_EQ(::read(first_holding.read, &byte, 1), 1);
    std::atomic<bool> rerun_started{false}, rerun_may_end{false};
    std::thread rerun([&] {
        const MachineGate::Turn alone = gate.alone_turn();
        rerun_started = static_cast<bool>(alone);
        while (!rerun_may_end) std::this_thread::sleep_for(1ms);
    });
    ASSERT_TRUE(eventually([&] { return waiting_on(lock_file_) == 1; }));
    ASSERT_EQ(::write(next_go.write, "g", 1), 1);
    ASSERT_TRUE(eventually([&] { return waiting_on(lock_file_) == 2; }));
    EXPECT_FALSE(has_byte(next_holding));  // not beside the first test
    let_go(first, first_release);
    ASSERT_TRUE(eventually([&] { return rerun_started.load(); }));
    EXPECT_EQ(waiting_on(lock_file_), 1);  // the next test, behind the rerun
    EXPECT_FALSE(has_byte(next_holding));
    rerun_may_end = true;
    rerun.join();
    ASSERT_EQ(::read(next_holding.read, &byte, 1), 1);
    EXPECT_EQ(byte, 'h');
    let_go(next, next_release);
}

TEST_F(MachineGateTest, SharedTurnsOfTwoProcessesRunTogether) {
    const MachineGate gate(lock_file_);
    Pipe holding, release;
    const pid_t other = another_judge(lock_file_, /*alone=*/false, holding, release);
    char byte = 0;
    ASSERT_EQ(::read(holding.read, &byte, 1), 1);
    const MachineGate::Turn mine = gate.shared_turn();
    EXPECT_TRUE(mine);
    EXPECT_EQ(waiting_on(lock_file_), 0);
    let_go(other, release);
}

// Only a regular file is locked: a link, a FIFO or a folder at the lock file's path is refused
// by name, and the open does not hang on the FIFO nor follow the link.
TEST_F(MachineGateTest, ALockFileThatIsNoRegularFileIsRefusedByName) {
    fs::create_directories(lock_file_.parent_path());
    const fs::path target = dir_ / "elsewhere";
    std::ofstream(target) << "not gridjudge's";
    const auto refused = [&](const std::string& what) {
        try {
            const MachineGate gate(lock_file_);
            ADD_FAILURE() << what << " was taken for a lock file";
        } catch (const std::system_error& error) {
            EXPECT_NE(std::string(error.what()).find("run gate " + lock_file_.string()),
                      std::string::npos)
                << what << ": " << error.what();
        }
        fs::remove(lock_file_);
    };
    fs::create_symlink(target, lock_file_);
    refused("a link");
    ASSERT_EQ(::mkfifo(lock_file_.c_str(), 0600), 0);
    refused("a FIFO");
    fs::create_directory(lock_file_);
    refused("a folder");
    std::ifstream kept(target);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "not gridjudge's");
}

}  // namespace
}  // namespace gridjudge
