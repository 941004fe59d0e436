#include "judge/accounts/backoff_table.h"

#include <sodium.h>

#include <algorithm>
#include <stdexcept>

#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {
namespace {

constexpr std::size_t digest_bytes = 16;
// 2^30 times the first delay is beyond any cap a contest uses; counting further only risks
// overflowing the shift.
constexpr int counted_failures_limit = 30;

}  // namespace

BackoffTable::BackoffTable(BackoffPolicy policy) : policy_(policy) {
    if (policy_.capacity == 0 || policy_.free_failures < 0 || policy_.first_delay.count() <= 0 ||
        policy_.longest_delay < policy_.first_delay || policy_.forget_after.count() <= 0)
        throw std::invalid_argument("login backoff policy: capacity and delays must be positive");
    require_sodium();
    static_assert(sizeof secret_ >= crypto_generichash_KEYBYTES_MIN);
    randombytes_buf(secret_.data(), secret_.size());
}

std::string BackoffTable::digest(std::string_view key) const {
    std::string out(digest_bytes, '\0');
    crypto_generichash(reinterpret_cast<unsigned char*>(out.data()), out.size(),
                       reinterpret_cast<const unsigned char*>(key.data()), key.size(),
                       secret_.data(), secret_.size());
    return out;
}

bool BackoffTable::stale(const Entry& entry, TimePoint now) const {
    return now - entry.last_failure >= policy_.forget_after;
}

std::optional<TimePoint> BackoffTable::wait_end(const Entry& entry) const {
    const int beyond = entry.failures - policy_.free_failures;
    if (beyond <= 0) return std::nullopt;
    const Seconds doubled{policy_.first_delay.count() *
                          (1LL << std::min(beyond - 1, counted_failures_limit))};
    return entry.last_failure + std::min(doubled, policy_.longest_delay);
}

std::optional<TimePoint> BackoffTable::blocked_until(std::string_view key, TimePoint now) const {
    const auto found = entries_.find(digest(key));
    if (found == entries_.end() || stale(found->second, now)) return std::nullopt;
    const auto end = wait_end(found->second);
    if (!end || *end <= now) return std::nullopt;
    return end;
}

void BackoffTable::record_failure(std::string_view key, TimePoint now) {
    std::string id = digest(key);
    auto found = entries_.find(id);
    if (found == entries_.end()) {
        if (entries_.size() >= policy_.capacity) make_room(now);
        found = entries_.emplace(std::move(id), Entry{}).first;
    } else if (stale(found->second, now)) {
        found->second.failures = 0;
    }
    Entry& entry = found->second;
    entry.failures = std::min(entry.failures + 1, policy_.free_failures + counted_failures_limit);
    entry.last_failure = now;
}

void BackoffTable::forget(std::string_view key) {
    entries_.erase(digest(key));
}

// A full table first drops the keys it would forget anyway; if none, the key with the fewest
// failures (the oldest among those) goes, so a flood of one-failure keys displaces its own kind
// and a locked-out username stays locked. One pass over at most `capacity` entries: far less
// than the Argon2 hash each recorded failure has already cost.
void BackoffTable::make_room(TimePoint now) {
    std::erase_if(entries_, [&](const auto& item) { return stale(item.second, now); });
    if (entries_.size() < policy_.capacity) return;
    const auto weakest =
        std::min_element(entries_.begin(), entries_.end(), [](const auto& left, const auto& right) {
            if (left.second.failures != right.second.failures)
                return left.second.failures < right.second.failures;
            return left.second.last_failure < right.second.last_failure;
        });
    entries_.erase(weakest);
}

}  // namespace gridjudge::accounts
