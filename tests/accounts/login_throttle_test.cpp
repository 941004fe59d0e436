// Login throttling with a fake clock: the exact waits of the backoff per username and per
// address, what a success clears, forgetting, the lockout message, and bounded memory under
// a flood of made-up usernames and addresses.
#include "judge/accounts/login_throttle.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/accounts/fake_clock.h"

namespace gridjudge::accounts {
namespace {

using namespace std::chrono_literals;
using testing::FakeClock;

TEST(LoginThrottle, FiveFreeFailuresThenTheWaitDoubles) {
    FakeClock clock;
    LoginThrottle throttle(clock);
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt) << i;
        throttle.record_failure("team01", "10.0.0.1");
    }
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt);
    throttle.record_failure("team01", "10.0.0.1");  // the sixth
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 2s);
    // The username is refused from any address; another username from the same address is not.
    EXPECT_EQ(throttle.refused_until("team01", "10.9.9.9"), clock.now() + 2s);
    EXPECT_EQ(throttle.refused_until("team02", "10.0.0.1"), std::nullopt);

    clock.advance(1s);
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 1s);
    clock.advance(1s);
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt);
    throttle.record_failure("team01", "10.0.0.1");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 4s);
    clock.advance(4s);
    throttle.record_failure("team01", "10.0.0.1");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 8s);
}

TEST(LoginThrottle, WaitStopsGrowingAtFifteenMinutes) {
    FakeClock clock;
    LoginThrottle throttle(clock);
    for (int i = 0; i < 5 + 9; ++i) throttle.record_failure("team01", "10.0.0.1");
    // 2 s · 2^8 = 512 s after the 14th failure.
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 512s);
    throttle.record_failure("team01", "10.0.0.1");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 15min);
    for (int i = 0; i < 100; ++i) throttle.record_failure("team01", "10.0.0.1");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), clock.now() + 15min);
}

TEST(LoginThrottle, SuccessClearsTheUsernameButNotTheAddress) {
    FakeClock clock;
    LoginThrottle throttle(clock);
    for (int i = 0; i < 6; ++i) throttle.record_failure("team01", "10.0.0.1");
    clock.advance(2s);
    throttle.record_success("team01");
    throttle.record_failure("team01", "10.0.0.1");
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt);
    EXPECT_EQ(throttle.tracked_addresses(), 1u);
}

TEST(LoginThrottle, OneAddressCyclingUsernamesIsSlowedAfterFifty) {
    FakeClock clock;
    LoginThrottle throttle(clock);
    for (int i = 0; i < 50; ++i) {
        const std::string username = "guess" + std::to_string(i);
        ASSERT_EQ(throttle.refused_until(username, "203.0.113.5"), std::nullopt) << i;
        throttle.record_failure(username, "203.0.113.5");
    }
    EXPECT_EQ(throttle.refused_until("guess50", "203.0.113.5"), std::nullopt);
    throttle.record_failure("guess50", "203.0.113.5");
    EXPECT_EQ(throttle.refused_until("a-fresh-name", "203.0.113.5"), clock.now() + 1s);
    EXPECT_EQ(throttle.refused_until("a-fresh-name", "203.0.113.6"), std::nullopt);
}

TEST(LoginThrottle, AnHourWithoutFailureStartsOver) {
    FakeClock clock;
    LoginThrottle throttle(clock);
    for (int i = 0; i < 8; ++i) throttle.record_failure("team01", "10.0.0.1");
    clock.advance(1h);
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt);
    throttle.record_failure("team01", "10.0.0.1");  // counts as the first again
    EXPECT_EQ(throttle.refused_until("team01", "10.0.0.1"), std::nullopt);
}

TEST(LoginThrottle, FloodOfMadeUpNamesAndAddressesKeepsMemoryBounded) {
    FakeClock clock;
    LoginThrottlePolicy policy;
    policy.per_username.capacity = 500;
    policy.per_address.capacity = 500;
    LoginThrottle throttle(clock, policy);
    // The victim is locked out first.
    for (int i = 0; i < 10; ++i) throttle.record_failure("team01", "198.51.100.1");
    const auto victim_until = throttle.refused_until("team01", "198.51.100.9");
    ASSERT_EQ(victim_until, clock.now() + 32s);
    // 20 000 failures, each a new username from a new address, some with huge names.
    for (int i = 0; i < 20000; ++i) {
        const std::string name = i % 1000 == 0 ? std::string(1 << 16, 'x') + std::to_string(i)
                                               : "bot" + std::to_string(i);
        throttle.record_failure(name, "fd00::" + std::to_string(i));
        ASSERT_LE(throttle.tracked_usernames(), 500u);
        ASSERT_LE(throttle.tracked_addresses(), 500u);
    }
    EXPECT_EQ(throttle.tracked_usernames(), 500u);
    EXPECT_EQ(throttle.tracked_addresses(), 500u);
    // The flood pushed out its own one-failure entries, not the locked-out username.
    EXPECT_EQ(throttle.refused_until("team01", "198.51.100.9"), victim_until);
}

TEST(LoginThrottle, LockoutMessageSaysWhenToTryAgain) {
    const TimePoint now = testing::contest_afternoon + 47min + 56s;  // 16:47:56
    EXPECT_EQ(lockout_message(now, now + 256s),
              "Too many failed logins. Try again in 4 min 16 s (at 16:52:12 UTC).");
    EXPECT_EQ(lockout_message(now, now + 2s),
              "Too many failed logins. Try again in 2 s (at 16:47:58 UTC).");
    EXPECT_EQ(lockout_message(now, now + 15min),
              "Too many failed logins. Try again in 15 min 0 s (at 17:02:56 UTC).");
}

TEST(LoginThrottle, PolicyWithoutRoomIsRefused) {
    BackoffPolicy none;
    none.capacity = 0;
    EXPECT_THROW(BackoffTable{none}, std::invalid_argument);
    BackoffPolicy backwards;
    backwards.longest_delay = Seconds{1};
    EXPECT_THROW(BackoffTable{backwards}, std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge::accounts
