#include "judge/judging/tle_rerun.h"

#include <stdexcept>
#include <string>

#include "judge/util/remove_tree.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

void throw_unless_removed(const fs::path& path) {
    if (const std::string why = remove_tree(path); !why.empty())
        throw std::runtime_error("before running a TLE again: " + why);
}

}  // namespace

bool worth_running_again(const TestOutcome& outcome, std::int64_t time_limit_ms) {
    // The verdict rule weighs CPU time before the wall clock, so a TLE at the limit's CPU time
    // is one by CPU time; a wall-clock TLE has less.
    return outcome.verdict == Verdict::TLE && outcome.cpu_ms >= time_limit_ms &&
           outcome.cpu_ms < 2 * time_limit_ms;
}

TleRerunJudge::TleRerunJudge(std::unique_ptr<TestJudge> inner, std::int64_t time_limit_ms,
                             int reruns, RunGate* gate)
    : inner_(std::move(inner)), time_limit_ms_(time_limit_ms), reruns_(reruns), gate_(gate) {
    if (reruns < 0 || reruns > kMaxTleReruns)
        throw std::invalid_argument("TLE reruns: " + std::to_string(reruns) +
                                    " is out of range (0 to " + std::to_string(kMaxTleReruns) +
                                    ")");
}

TestOutcome TleRerunJudge::run(const TestFiles& test, const fs::path& scratch) const {
    TestOutcome first = [&] {
        const RunGate::SharedTurn beside_the_others(gate_);
        return inner_->run(test, scratch);
    }();
    if (!worth_running_again(first, time_limit_ms_) || reruns_ == 0) return first;
    if (const auto stood = stood_.find(test.group); stood != stood_.end()) {
        first.message += "; not run again: the TLE of test " + stood->second +
                         (test.group.empty() ? "" : " in its group") + " stood on every run";
        return first;
    }
    std::string times = std::to_string(first.cpu_ms) + " ms";
    for (int again = 1; again <= reruns_; ++again) {
        // What the run before left (its box, its output: up to the output limit) goes first,
        // so that a rerun needs no more room than the test's first run; its outcome is kept.
        const fs::path fresh = scratch / ("again-" + std::to_string(again));
        if (again == 1) {
            for (const fs::directory_entry& entry : fs::directory_iterator(scratch))
                throw_unless_removed(entry.path());
        } else {
            throw_unless_removed(scratch / ("again-" + std::to_string(again - 1)));
        }
        fs::create_directories(fresh);
        TestOutcome next = [&] {
            const RunGate::AloneTurn alone(gate_);
            return inner_->run(test, fresh);
        }();
        if (!worth_running_again(next, time_limit_ms_)) {
            const std::string note = "run again after a TLE (CPU time " + times + ")";
            next.message = next.message.empty() ? note : next.message + "; " + note;
            return next;
        }
        times += ", " + std::to_string(next.cpu_ms) + " ms";
    }
    first.message +=
        "; over the limit on each of " + std::to_string(reruns_ + 1) + " runs (" + times + ")";
    stood_.emplace(test.group, test.name);
    return first;
}

}  // namespace gridjudge
