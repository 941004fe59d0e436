#include "generators/common/rng.h"

namespace gridjudge {
namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
}  // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& word : state_) word = splitmix64(seed);
}

std::uint64_t Rng::next_u64() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
}

long long Rng::uniform(long long lo, long long hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    if (span == ~0ULL) return static_cast<long long>(next_u64());
    const std::uint64_t range = span + 1;
    // 2^64 mod range: rejecting the values below it leaves a multiple of range, so every
    // result is equally likely.
    const std::uint64_t threshold = (0 - range) % range;
    std::uint64_t x;
    do {
        x = next_u64();
    } while (x < threshold);
    return lo + static_cast<long long>(x % range);
}

bool Rng::chance(std::uint64_t numerator, std::uint64_t denominator) {
    return static_cast<std::uint64_t>(uniform(0, static_cast<long long>(denominator) - 1)) <
           numerator;
}

std::uint64_t derive_seed(std::uint64_t master_seed, std::uint64_t index) {
    std::uint64_t x = master_seed ^ (index * 0xD1B54A32D192ED03ULL);
    splitmix64(x);
    return splitmix64(x);
}

}  // namespace gridjudge
