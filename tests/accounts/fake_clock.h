// A clock the test moves by hand: backoff and expiry without sleeping.
#pragma once

#include <chrono>

#include "judge/accounts/clock.h"

namespace gridjudge::accounts::testing {

// 2026-11-24 16:00:00 UTC, a contest afternoon.
inline const TimePoint contest_afternoon{std::chrono::sys_days{std::chrono::year{2026} / 11 / 24} +
                                         std::chrono::hours{16}};

class FakeClock final : public Clock {
  public:
    TimePoint now() const override { return now_; }
    void advance(Seconds by) { now_ += by; }

  private:
    TimePoint now_ = contest_afternoon;
};

}  // namespace gridjudge::accounts::testing
