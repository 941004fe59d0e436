#include "tests/packages/cxx17_compile.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

namespace gridjudge::testing {
namespace fs = std::filesystem;

std::string cxx17_errors(const fs::path& source, const fs::path& scratch) {
    fs::create_directories(scratch);
    const fs::path log = scratch / "cxx17.log";
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (::chdir(source.parent_path().c_str()) != 0) ::_exit(126);
        const int err = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (err < 0) ::_exit(126);
        ::dup2(err, 1);
        ::dup2(err, 2);
        ::execl("/usr/bin/g++", "g++", "-std=c++17", "-fsyntax-only", source.c_str(), nullptr);
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
    std::ifstream file(log);
    std::ostringstream messages;
    messages << file.rdbuf();
    return messages.str().empty() ? "g++ failed without a message" : messages.str();
}

}  // namespace gridjudge::testing
