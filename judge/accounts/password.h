// Passwords: the plaintext's holder, and Argon2id hashes in the PHC string form
// ("$argon2id$v=19$m=65536,t=2,p=1$salt$hash") that every Argon2 implementation reads and writes.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace gridjudge::accounts {

// A plaintext password. It cannot be printed (no operator<<, no to_string, no implicit
// conversion: a log line that tries does not compile), cannot be copied by accident, and its
// bytes are wiped (sodium_memzero) when it is destroyed. Its buffer is allocated once and never
// grows, so no reallocation leaves an unwiped copy behind.
class Password {
  public:
    Password() = default;
    explicit Password(std::string_view plaintext);
    // Takes the plaintext out of a string it came in (a form field, a decoded header) and wipes
    // that string's bytes, so only this object holds them.
    static Password take(std::string& plaintext);

    ~Password();
    Password(Password&& other) noexcept;
    Password& operator=(Password&& other) noexcept;
    Password(const Password&) = delete;
    Password& operator=(const Password&) = delete;

    // The bytes, for the hash function only.
    std::string_view reveal() const { return {bytes_.get(), size_}; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

  private:
    void wipe() noexcept;

    std::unique_ptr<char[]> bytes_;
    std::size_t size_ = 0;
};

// Argon2id with libsodium's "interactive" limits: 2 passes over 64 MiB (docs/contests.md gives
// the reason and a login's measured cost). A hash made with other limits still verifies;
// password_needs_rehash() tells the login to store a new one.
inline constexpr unsigned long long password_opslimit = 2;
inline constexpr std::size_t password_memlimit = 64ull * 1024 * 1024;

// At most this many Argon2 computations (hash or verify) run at once in the process, one per
// core: each takes 64 MiB, and the web's handler threads outnumber the cores. More at once
// would not finish sooner (the work is CPU-bound), only hold more memory; the others wait.
std::size_t password_hashing_slots();

// A fresh random salt each call. Throws std::runtime_error when the memory cannot be had.
std::string hash_password(const Password& password);

// True when `password` is the one `phc_hash` was made from. Reads what libsodium reads:
// Argon2id and Argon2i of version 19 (v=19), any lanes. Throws std::invalid_argument when
// `phc_hash` is something else (Argon2d, Argon2 1.0, bcrypt, a broken store): that is an
// account that cannot log in, not a wrong password.
bool verify_password(std::string_view phc_hash, const Password& password);

// True when `phc_hash` was made with other limits or another Argon2 variant than hash_password
// uses today. Throws std::invalid_argument like verify_password.
bool password_needs_rehash(std::string_view phc_hash);

}  // namespace gridjudge::accounts
