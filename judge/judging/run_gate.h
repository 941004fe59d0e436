// RunGate: lets one worker's run have the machine to itself. The workers of one process take a
// shared turn for each test they run; a TLE's rerun (tle_rerun.h) takes the turn alone, so it
// is measured without the other workers' programs beside it. Those share the memory bus and
// the caches even when each worker has a CPU of its own: a second worker moved a memory-bound
// program's CPU time by a median +7 … +14 % (docs/benchmarks.md, "Timing with K workers").
// Compiles are not gated: one beside the same program moved it by −2 … −1 %.
//
// An alone turn waits for the shared turns that hold the gate to end, and no new shared turn
// starts while one waits: a busy pool cannot keep a rerun waiting for ever. Given a lock file,
// the gate is also the machine's (machine_gate.h): the judge processes that share it pause for
// each other's reruns too. Other users of the machine are not paused.
#pragma once

#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <optional>

#include "judge/judging/machine_gate.h"

namespace gridjudge {

class RunGate {
  public:
    // This process's workers only.
    RunGate() = default;
    // And the processes that use the same lock file (throws like MachineGate's constructor).
    explicit RunGate(std::filesystem::path machine_lock_file)
        : machine_(std::in_place, std::move(machine_lock_file)) {}

    // Held for one test's run, beside the other workers' shared turns.
    class SharedTurn {
      public:
        explicit SharedTurn(RunGate* gate);
        ~SharedTurn();
        SharedTurn(const SharedTurn&) = delete;
        SharedTurn& operator=(const SharedTurn&) = delete;

      private:
        RunGate* gate_;
        MachineGate::Turn machine_;  // after the process's turn, released after it
    };

    // Held for a run that must have the machine to itself.
    class AloneTurn {
      public:
        explicit AloneTurn(RunGate* gate);
        ~AloneTurn();
        AloneTurn(const AloneTurn&) = delete;
        AloneTurn& operator=(const AloneTurn&) = delete;

      private:
        RunGate* gate_;
        MachineGate::Turn machine_;
    };

    // For tests: how many shared turns are held now, and alone turns waiting.
    int shared_now() const;
    int alone_waiting() const;

  private:
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    int shared_ = 0;
    int alone_waiting_ = 0;
    bool alone_ = false;
    std::optional<MachineGate> machine_;
};

}  // namespace gridjudge
