// Rng: the generators' own pseudo-random source. Tests must be byte-identical on every machine,
// so nothing here relies on std::uniform_int_distribution or other library-defined mappings:
// xoshiro256** seeded through splitmix64, and bounded integers by rejection sampling.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace gridjudge {

class Rng {
  public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next_u64();
    // Uniform integer in [lo, hi] (inclusive); lo <= hi.
    long long uniform(long long lo, long long hi);
    // True with probability numerator / denominator.
    bool chance(std::uint64_t numerator, std::uint64_t denominator);

    template <typename T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<std::size_t>(uniform(0, (long long)i - 1))]);
    }
    template <typename T>
    const T& pick(const std::vector<T>& items) {
        return items[static_cast<std::size_t>(uniform(0, (long long)items.size() - 1))];
    }

  private:
    std::uint64_t state_[4];
};

// A well-mixed seed for the index-th test of a plan run with `master_seed`.
std::uint64_t derive_seed(std::uint64_t master_seed, std::uint64_t index);

}  // namespace gridjudge
