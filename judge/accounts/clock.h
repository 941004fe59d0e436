// The time as accounts see it (session expiry, login backoff), behind an interface so that tests
// move it by hand instead of sleeping.
#pragma once

#include <chrono>

#include "judge/contest/contest.h"

namespace gridjudge::accounts {

using contest::Seconds;
using contest::TimePoint;

class Clock {
  public:
    virtual ~Clock() = default;
    virtual TimePoint now() const = 0;
};

class SystemClock final : public Clock {
  public:
    TimePoint now() const override {
        return std::chrono::floor<Seconds>(std::chrono::system_clock::now());
    }
};

}  // namespace gridjudge::accounts
