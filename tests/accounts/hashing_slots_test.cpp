// The memory bound of password hashing: at most one Argon2 run per core at a time in a process,
// so a burst of logins does not hold 64 MiB per web thread. A measurement of the process's peak
// memory: its own binary, labelled "timing" and kept out of the sanitizer run, whose quarantine
// keeps freed blocks resident (the peak would count every run, bounded or not).
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <string>
#include <thread>
#include <vector>

#include "judge/accounts/password.h"

namespace gridjudge::accounts {
namespace {

long peak_resident_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

TEST(PasswordHash, ConcurrentChecksHoldOneSlotPerCore) {
    // One hash made first, alone: its own run sets the peak to one run's worth.
    const std::string hash = hash_password(Password("correct horse"));
    // Four more threads than slots verify at once. Each Argon2 run touches 64 MiB; without the
    // slots the peak would grow by (slots + 4) × 64 MiB.
    const std::size_t threads = password_hashing_slots() + 4;
    const long before = peak_resident_kib();
    std::vector<std::thread> checks;
    std::vector<int> right(threads, 0);
    for (std::size_t i = 0; i < threads; ++i)
        checks.emplace_back(
            [&, i] { right[i] = verify_password(hash, Password("correct horse")) ? 1 : 0; });
    for (auto& check : checks) check.join();
    for (std::size_t i = 0; i < threads; ++i) EXPECT_EQ(right[i], 1) << i;
    const long grown_mib = (peak_resident_kib() - before) / 1024;
    EXPECT_LE(grown_mib, static_cast<long>(password_hashing_slots()) * 64 + 32)
        << "slots " << password_hashing_slots() << ", threads " << threads;
}

}  // namespace
}  // namespace gridjudge::accounts
