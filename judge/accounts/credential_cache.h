// Credentials an API client has proved, remembered while it keeps using them (each use keeps
// them for another `lifetime`) so that its next requests skip Argon2. HTTP Basic sends the password
// with every request, and one Argon2id check costs ~90 ms of CPU (docs/contests.md): a team's tool
// polling the API, or the last minute's burst of submissions, would otherwise spend the server's
// cores on hashing.
//
// An entry is a keyed BLAKE2b digest (this process's own random key) of the username, the
// password AND the stored hash the password was checked against: once the password changes
// (a new stored hash) the old password no longer matches any entry, at once. Bounded: at most
// `capacity` entries, the ones expiring first go when full.
#pragma once

#include <array>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "judge/accounts/clock.h"
#include "judge/accounts/password.h"

namespace gridjudge::accounts {

class VerifiedCredentialCache {
  public:
    explicit VerifiedCredentialCache(std::size_t capacity = 10000,
                                     Seconds lifetime = Seconds{5 * 60});

    // True when these credentials were proved against this stored hash, or last found here,
    // less than `lifetime` before `now`; finding them keeps them another `lifetime`. Sliding, not
    // fixed from the proof: a fixed window made every team of a contest that started together
    // pay its Argon2 check again at the same moment, `lifetime` later (500 teams: 45 s of CPU
    // at once), and the entry is bound to the stored hash, so a changed password still ends it
    // at once.
    bool proved(std::string_view username, const Password& password, std::string_view stored_hash,
                TimePoint now);
    void remember(std::string_view username, const Password& password, std::string_view stored_hash,
                  TimePoint now);

    std::size_t size() const;

  private:
    std::string digest(std::string_view username, const Password& password,
                       std::string_view stored_hash) const;

    std::size_t capacity_;
    Seconds lifetime_;
    std::array<unsigned char, 32> secret_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, TimePoint> expiry_;  // by digest
};

}  // namespace gridjudge::accounts
