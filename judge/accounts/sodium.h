// libsodium must be initialised once before any of its functions is used (it picks its
// implementations and seeds its random generator there). Every part of judge/accounts calls
// require_sodium() first, so no caller has to remember it.
#pragma once

namespace gridjudge::accounts {

// Throws std::runtime_error when libsodium cannot start (no random source): nothing here may
// run on an unseeded generator.
void require_sodium();

}  // namespace gridjudge::accounts
