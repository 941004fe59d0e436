// MachineGate: the RunGate's turns across the judge processes of one machine (several `worker`
// or `grade` processes sharing a cache folder), through advisory locks on one lock file. A
// shared turn holds a read lock on the file's "gate" byte; an alone turn holds a write lock on
// it. Both first take the "turnstile" byte: a shared turn only in passing, an alone turn for
// as long as it waits and runs, so that no new shared turn starts while an alone turn waits (a
// busy pool of processes cannot keep a rerun waiting for ever).
//
// Open file description locks (F_OFD_SETLKW): each turn opens the file anew, so the locks are
// the turn's own, not its process's (POSIX record locks would merge the turns of a process's
// threads), and closing the turn's descriptor drops them, also when the process dies. The
// descriptor is close-on-exec; a process forked without an exec while a turn is held would hold
// its lock too (the judge's children all exec).
#pragma once

#include <filesystem>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge {

class MachineGate {
  public:
    // Creates the lock file (and its folder) if need be. Throws std::system_error naming the
    // path when it cannot be opened, or when it is not a regular file (a link, a FIFO, a
    // folder: nothing but a file gridjudge made is locked).
    explicit MachineGate(std::filesystem::path lock_file);

    // One turn's hold on the file; released when destroyed. Invalid (holding nothing) when the
    // file could not be opened or locked at the time: the turn then goes ungated.
    using Turn = sandbox::UniqueFd;

    Turn shared_turn() const;
    Turn alone_turn() const;

    const std::filesystem::path& lock_file() const { return lock_file_; }

  private:
    sandbox::UniqueFd open_lock_file() const;

    std::filesystem::path lock_file_;
};

}  // namespace gridjudge
