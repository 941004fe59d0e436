// The cache of proved credentials: an entry matches exactly its username, password and stored
// hash, ends after its lifetime, and the table stays within its capacity.
#include "judge/accounts/credential_cache.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "tests/accounts/fake_clock.h"

namespace gridjudge::accounts {
namespace {

using namespace std::chrono_literals;
using testing::contest_afternoon;

TEST(CredentialCache, MatchesExactlyWhatWasProved) {
    VerifiedCredentialCache cache;
    cache.remember("team01", Password("correct horse"), "$argon2id$h1", contest_afternoon);
    EXPECT_TRUE(
        cache.proved("team01", Password("correct horse"), "$argon2id$h1", contest_afternoon));
    EXPECT_FALSE(
        cache.proved("team01", Password("correct hors"), "$argon2id$h1", contest_afternoon));
    EXPECT_FALSE(
        cache.proved("team02", Password("correct horse"), "$argon2id$h1", contest_afternoon));
    // A new stored hash (the password was changed) matches nothing remembered.
    EXPECT_FALSE(
        cache.proved("team01", Password("correct horse"), "$argon2id$h2", contest_afternoon));
}

TEST(CredentialCache, FieldBoundariesCannotBeShifted) {
    VerifiedCredentialCache cache;
    cache.remember("team0", Password("1secret"), "h", contest_afternoon);
    EXPECT_FALSE(cache.proved("team01", Password("secret"), "h", contest_afternoon));
    EXPECT_FALSE(cache.proved("team", Password("01secret"), "h", contest_afternoon));
}

TEST(CredentialCache, EntriesEndAfterTheirLifetime) {
    VerifiedCredentialCache cache(100, 5min);
    cache.remember("team01", Password("pw"), "h", contest_afternoon);
    cache.remember("team02", Password("pw"), "h", contest_afternoon);
    EXPECT_TRUE(cache.proved("team01", Password("pw"), "h", contest_afternoon + 5min - 1s));
    EXPECT_FALSE(cache.proved("team02", Password("pw"), "h", contest_afternoon + 5min));
}

// A team's tool that keeps using its credentials is not sent back to Argon2 every `lifetime`
// (all teams at once, when they started together); one that stops is forgotten a lifetime
// after its last use.
TEST(CredentialCache, EachUseKeepsTheEntryAnotherLifetime) {
    VerifiedCredentialCache cache(100, 5min);
    cache.remember("team01", Password("pw"), "h", contest_afternoon);
    for (int minute = 4; minute <= 60; minute += 4)
        ASSERT_TRUE(cache.proved("team01", Password("pw"), "h", contest_afternoon + minute * 1min))
            << "after " << minute << " minutes";
    EXPECT_TRUE(cache.proved("team01", Password("pw"), "h", contest_afternoon + 65min - 1s));
    EXPECT_FALSE(cache.proved("team01", Password("pw"), "h", contest_afternoon + 70min));
    // A changed password (a new stored hash) still matches nothing, however recently used.
    cache.remember("team02", Password("pw"), "h1", contest_afternoon);
    EXPECT_TRUE(cache.proved("team02", Password("pw"), "h1", contest_afternoon + 1min));
    EXPECT_FALSE(cache.proved("team02", Password("pw"), "h2", contest_afternoon + 1min));
}

TEST(CredentialCache, StaysWithinItsCapacity) {
    VerifiedCredentialCache cache(100, 5min);
    TimePoint now = contest_afternoon;
    for (int i = 0; i < 5000; ++i) {
        cache.remember("team" + std::to_string(i), Password("pw"), "h", now);
        now += 1s;
        ASSERT_LE(cache.size(), 100u);
    }
    // The most recent ones are kept, the oldest went first.
    EXPECT_TRUE(cache.proved("team4999", Password("pw"), "h", now));
    EXPECT_FALSE(cache.proved("team0", Password("pw"), "h", now));
    EXPECT_THROW(VerifiedCredentialCache(0, 5min), std::invalid_argument);
    EXPECT_THROW(VerifiedCredentialCache(10, Seconds{0}), std::invalid_argument);
}

}  // namespace
}  // namespace gridjudge::accounts
