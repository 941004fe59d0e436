// ChildProcess: a long-running helper the web tests start (gridjudge serve, chromedriver). Its
// stdout is read line by line to learn what it announces (the port it listens on); its stderr
// goes to a log file. It runs in its own process group, and the destructor ends that group
// (SIGTERM, then SIGKILL), so a browser the helper started goes with it.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::testing {

class ChildProcess {
  public:
    ChildProcess(const std::filesystem::path& exe, const std::vector<std::string>& args,
                 const std::filesystem::path& stderr_log);
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // The first line printed on stdout that contains `text` (without '\n'), skipping others;
    // nullopt if the process closed stdout or printed no such line within `timeout`.
    std::optional<std::string> wait_for_line(const std::string& text,
                                             std::chrono::milliseconds timeout);

    pid_t pid() const { return pid_; }

  private:
    // The next whole line, or nullopt as for wait_for_line.
    std::optional<std::string> read_line(std::chrono::milliseconds timeout);

    pid_t pid_ = -1;
    int stdout_fd_ = -1;
    std::string pending_;  // read but not yet returned
};

// The number right after `marker` in `line` (a port in a helper's announcement), or -1.
int number_after(const std::string& line, const std::string& marker);

}  // namespace gridjudge::testing
