// Login throttling: failed logins slow down both the username tried and the client address
// they came from, each with its own backoff (backoff_table.h). Thread-safe: the web server's
// handlers share one.
#pragma once

#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "judge/accounts/backoff_table.h"
#include "judge/accounts/clock.h"

namespace gridjudge::accounts {

struct LoginThrottlePolicy {
    // A username: 5 tries, then 2 s, 4 s, 8 s, … up to 15 minutes between tries. Guessing
    // one team's password is then hopeless, and a team that mistypes waits seconds.
    BackoffPolicy per_username{};
    // An address: a whole contest hall often reaches the server from one address (NAT), so
    // it gets many more free failures before the same doubling, capped at 5 minutes.
    BackoffPolicy per_address{50, Seconds{1}, Seconds{5 * 60}, Seconds{60 * 60}, 10000};
};

class LoginThrottle {
  public:
    explicit LoginThrottle(const Clock& clock, LoginThrottlePolicy policy = {});

    // The time until which a login of `username` from `address` is refused (the later of the
    // two waits); nullopt when it may be tried now.
    std::optional<TimePoint> refused_until(std::string_view username, std::string_view address);
    void record_failure(std::string_view username, std::string_view address);
    // A right password clears its username's failures. The address keeps its own: one team
    // logging in must not wipe out the count of another user guessing from the same place.
    void record_success(std::string_view username);

    std::size_t tracked_usernames() const;
    std::size_t tracked_addresses() const;

  private:
    const Clock& clock_;
    mutable std::mutex mutex_;
    BackoffTable usernames_;
    BackoffTable addresses_;
};

// What a refused login shows: when to try again, as a wait and as a UTC time of day, e.g.
// "Too many failed logins. Try again in 4 min 16 s (at 16:50:12 UTC)."
std::string lockout_message(TimePoint now, TimePoint until);

}  // namespace gridjudge::accounts
