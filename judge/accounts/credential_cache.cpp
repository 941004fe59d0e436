#include "judge/accounts/credential_cache.h"

#include <sodium.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {
namespace {

// Each field is preceded by its length, so that no two different triples hash the same input
// ("ab" + "c" against "a" + "bc").
void absorb(crypto_generichash_state& state, std::string_view field) {
    const std::uint64_t size = field.size();
    crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(&size), sizeof size);
    crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(field.data()),
                              field.size());
}

}  // namespace

VerifiedCredentialCache::VerifiedCredentialCache(std::size_t capacity, Seconds lifetime)
    : capacity_(capacity), lifetime_(lifetime) {
    if (capacity_ == 0 || lifetime_.count() <= 0)
        throw std::invalid_argument("credential cache: capacity and lifetime must be positive");
    require_sodium();
    randombytes_buf(secret_.data(), secret_.size());
}

std::string VerifiedCredentialCache::digest(std::string_view username, const Password& password,
                                            std::string_view stored_hash) const {
    crypto_generichash_state state;
    crypto_generichash_init(&state, secret_.data(), secret_.size(), crypto_generichash_BYTES);
    absorb(state, username);
    absorb(state, password.reveal());
    absorb(state, stored_hash);
    std::string out(crypto_generichash_BYTES, '\0');
    crypto_generichash_final(&state, reinterpret_cast<unsigned char*>(out.data()), out.size());
    sodium_memzero(&state, sizeof state);
    return out;
}

bool VerifiedCredentialCache::proved(std::string_view username, const Password& password,
                                     std::string_view stored_hash, TimePoint now) {
    const std::string key = digest(username, password, stored_hash);
    const std::lock_guard lock(mutex_);
    const auto found = expiry_.find(key);
    if (found == expiry_.end() || now >= found->second) return false;
    found->second = std::max(found->second, now + lifetime_);
    return true;
}

void VerifiedCredentialCache::remember(std::string_view username, const Password& password,
                                       std::string_view stored_hash, TimePoint now) {
    std::string key = digest(username, password, stored_hash);
    const std::lock_guard lock(mutex_);
    if (!expiry_.contains(key) && expiry_.size() >= capacity_) {
        std::erase_if(expiry_, [&](const auto& item) { return item.second <= now; });
        if (expiry_.size() >= capacity_) {
            const auto soonest = std::min_element(
                expiry_.begin(), expiry_.end(),
                [](const auto& left, const auto& right) { return left.second < right.second; });
            expiry_.erase(soonest);
        }
    }
    expiry_.insert_or_assign(std::move(key), now + lifetime_);
}

std::size_t VerifiedCredentialCache::size() const {
    const std::lock_guard lock(mutex_);
    return expiry_.size();
}

}  // namespace gridjudge::accounts
