// Failed logins counted per key (a username, or a client address), each key waiting twice as long
// after each failure beyond its free ones, in a table of bounded size: a stream of made-up keys
// (an attacker cycling usernames or addresses) cannot grow memory, and cannot push out a key that
// is locked out in favour of its own fresh ones.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "judge/accounts/clock.h"

namespace gridjudge::accounts {

struct BackoffPolicy {
    int free_failures = 5;           // failures with no wait at all
    Seconds first_delay{2};          // the wait after the first one beyond them
    Seconds longest_delay{15 * 60};  // the doubling stops here
    Seconds forget_after{60 * 60};   // a key with no failure this long starts over
    std::size_t capacity = 10000;    // keys kept at most
};

class BackoffTable {
  public:
    explicit BackoffTable(BackoffPolicy policy);

    // The time until which `key` must wait; nullopt when it may try now.
    std::optional<TimePoint> blocked_until(std::string_view key, TimePoint now) const;
    void record_failure(std::string_view key, TimePoint now);
    void forget(std::string_view key);

    std::size_t size() const { return entries_.size(); }
    const BackoffPolicy& policy() const { return policy_; }

  private:
    struct Entry {
        int failures = 0;
        TimePoint last_failure;
    };

    // Keys are kept as a keyed BLAKE2b digest (16 bytes, this table's own random key): every
    // entry has the same small size whatever the username's length, the table holds no
    // usernames or addresses in clear, and nobody outside can make two keys collide.
    std::string digest(std::string_view key) const;
    bool stale(const Entry& entry, TimePoint now) const;
    std::optional<TimePoint> wait_end(const Entry& entry) const;
    void make_room(TimePoint now);

    BackoffPolicy policy_;
    std::array<unsigned char, 32> secret_;
    std::unordered_map<std::string, Entry> entries_;
};

}  // namespace gridjudge::accounts
