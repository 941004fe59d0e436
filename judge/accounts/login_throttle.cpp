#include "judge/accounts/login_throttle.h"

#include <algorithm>
#include <cstdio>

namespace gridjudge::accounts {

LoginThrottle::LoginThrottle(const Clock& clock, LoginThrottlePolicy policy)
    : clock_(clock), usernames_(policy.per_username), addresses_(policy.per_address) {}

std::optional<TimePoint> LoginThrottle::refused_until(std::string_view username,
                                                      std::string_view address) {
    const TimePoint now = clock_.now();
    const std::lock_guard lock(mutex_);
    const auto by_username = usernames_.blocked_until(username, now);
    const auto by_address = addresses_.blocked_until(address, now);
    if (by_username && by_address) return std::max(*by_username, *by_address);
    return by_username ? by_username : by_address;
}

void LoginThrottle::record_failure(std::string_view username, std::string_view address) {
    const TimePoint now = clock_.now();
    const std::lock_guard lock(mutex_);
    usernames_.record_failure(username, now);
    addresses_.record_failure(address, now);
}

void LoginThrottle::record_success(std::string_view username) {
    const std::lock_guard lock(mutex_);
    usernames_.forget(username);
}

std::size_t LoginThrottle::tracked_usernames() const {
    const std::lock_guard lock(mutex_);
    return usernames_.size();
}

std::size_t LoginThrottle::tracked_addresses() const {
    const std::lock_guard lock(mutex_);
    return addresses_.size();
}

std::string lockout_message(TimePoint now, TimePoint until) {
    const long long wait = std::max<long long>((until - now).count(), 1);
    char in[48];
    if (wait >= 60)
        std::snprintf(in, sizeof in, "%lld min %lld s", wait / 60, wait % 60);
    else
        std::snprintf(in, sizeof in, "%lld s", wait);
    const std::chrono::hh_mm_ss clock{until - std::chrono::floor<std::chrono::days>(until)};
    char at[16];
    std::snprintf(at, sizeof at, "%02d:%02d:%02d", static_cast<int>(clock.hours().count()),
                  static_cast<int>(clock.minutes().count()),
                  static_cast<int>(clock.seconds().count()));
    return std::string("Too many failed logins. Try again in ") + in + " (at " + at + " UTC).";
}

}  // namespace gridjudge::accounts
