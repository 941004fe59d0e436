#include "tests/e2e/background.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;
using namespace std::chrono_literals;

Background::Background(const std::vector<std::string>& args, const fs::path& tmp,
                       const fs::path& logs)
    : out_(logs / "stdout"), err_(logs / "stderr") {
    fs::create_directories(logs);
    write_file_atomic(out_, "");  // there to read before the child opens them
    write_file_atomic(err_, "");
    const std::string cache = (scratch_dir() / "cache").string();
    pid_ = ::fork();
    if (pid_ == 0) {
        ::setenv("TMPDIR", tmp.c_str(), 1);
        ::setenv("GRIDJUDGE_CACHE", cache.c_str(), 1);
        const int out = ::open(out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = ::open(err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(out, 1);
        ::dup2(err, 2);
        std::vector<char*> argv{const_cast<char*>(GRIDJUDGE_BIN)};
        for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
        argv.push_back(nullptr);
        ::execv(GRIDJUDGE_BIN, argv.data());
        ::_exit(127);
    }
}

Background::~Background() {
    if (pid_ > 0 && !exited_) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
}

void Background::signal(int number) const {
    ::kill(pid_, number);
}

std::optional<int> Background::wait(std::chrono::seconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            exited_ = true;
            return status;
        }
        std::this_thread::sleep_for(20ms);
    }
    return std::nullopt;
}

std::string Background::out() const {
    return read_file(out_);
}

std::string Background::err() const {
    return read_file(err_);
}

bool eventually(const std::function<bool()>& done, std::chrono::seconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        if (done()) return true;
        std::this_thread::sleep_for(50ms);
    }
    return done();
}

}  // namespace gridjudge::e2e
