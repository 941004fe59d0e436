// ReconnectingStore: a worker's store that outlives its database server's restarts. Every call
// that fails with StoreUnavailable is retried on a new connection, after a pause that doubles
// from half a second up to 30 s, until it succeeds or the worker is told to stop (then the
// StoreUnavailable is rethrown). Other errors pass through at once: a broken schema does not get
// better by asking again. A finish whose commit was cut off is recognised on the retry: if the
// submission is done by this very claim, it was stored.
//
// Safe to retry: every call a worker makes is either a read or fenced by its claim. enqueue is
// retried too, and a commit cut off mid-way can then queue a submission twice: commands that
// queue use a plain store and report the failure instead.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "db/forwarding_store.h"

namespace gridjudge::db {

class ReconnectingStore : public ForwardingStore {
  public:
    using Opener = std::function<std::unique_ptr<Store>()>;
    using Log = std::function<void(const std::string&)>;

    // `location`: what location() says before the first connection.
    ReconnectingStore(Opener open, std::string location, std::function<bool()> stopping,
                      Log log = {});

    std::string location() const override { return location_; }

    // Also recognises a finish whose commit was cut off (see above).
    bool finish(const Claim& claim, const JudgmentRecord& judgment) override;

    // How many times a lost connection was replaced (for tests and logs).
    int reconnections() const { return reconnections_; }

  protected:
    // Calls `call` on the current connection (made first if there is none), retrying as the
    // header says. Every other Store method is forwarded through it (ForwardingStore).
    void around(const std::function<void(Store&)>& call) override;

  private:
    // Sleeps `pause` in short steps; false if a stop was asked for meanwhile.
    bool pause(std::chrono::milliseconds pause) const;

    Opener open_;
    std::string location_;
    std::function<bool()> stopping_;
    Log log_;
    std::unique_ptr<Store> store_;
    int reconnections_ = 0;
};

}  // namespace gridjudge::db
