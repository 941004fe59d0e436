// A gridjudge command started in the background, for the tests that interrupt, kill or race
// real judging processes; and `eventually`, the polling wait those tests need.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gridjudge::e2e {

// gridjudge ARGS..., started in the background with TMPDIR = `tmp` and the test program's compile
// cache; stdout and stderr go to files in `logs`. Killed with SIGKILL and reaped if still running
// at destruction.
class Background {
  public:
    Background(const std::vector<std::string>& args, const std::filesystem::path& tmp,
               const std::filesystem::path& logs);
    ~Background();
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;

    pid_t pid() const { return pid_; }
    void signal(int number) const;
    // The exit status once it exited within `timeout`; nullopt if it is still running.
    std::optional<int> wait(std::chrono::seconds timeout);
    std::string out() const;
    std::string err() const;

  private:
    std::filesystem::path out_, err_;
    pid_t pid_ = -1;
    bool exited_ = false;
};

// Waits up to `timeout` for `done`, polling every 50 ms; whether it came true.
bool eventually(const std::function<bool()>& done, std::chrono::seconds timeout);

}  // namespace gridjudge::e2e
