#include "judge/accounts/sodium.h"

#include <sodium.h>

#include <stdexcept>

namespace gridjudge::accounts {

void require_sodium() {
    // sodium_init() is thread-safe and returns 1 once it has already run; the static keeps the
    // common path to one load of a flag.
    static const bool started = sodium_init() >= 0;
    if (!started) throw std::runtime_error("libsodium could not start (no source of randomness)");
}

}  // namespace gridjudge::accounts
