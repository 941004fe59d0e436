#include "judge/accounts/password.h"

#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <semaphore>
#include <stdexcept>
#include <thread>
#include <utility>

#include "judge/accounts/sodium.h"

namespace gridjudge::accounts {

static_assert(password_opslimit == crypto_pwhash_OPSLIMIT_INTERACTIVE);
static_assert(password_memlimit == crypto_pwhash_MEMLIMIT_INTERACTIVE);

Password::Password(std::string_view plaintext)
    : bytes_(std::make_unique<char[]>(plaintext.size() + 1)), size_(plaintext.size()) {
    std::memcpy(bytes_.get(), plaintext.data(), plaintext.size());
}

Password Password::take(std::string& plaintext) {
    Password password(plaintext);
    sodium_memzero(plaintext.data(), plaintext.size());
    plaintext.clear();
    return password;
}

Password::~Password() {
    wipe();
}

Password::Password(Password&& other) noexcept
    : bytes_(std::move(other.bytes_)), size_(std::exchange(other.size_, 0)) {}

Password& Password::operator=(Password&& other) noexcept {
    if (this != &other) {
        wipe();
        bytes_ = std::move(other.bytes_);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

void Password::wipe() noexcept {
    if (bytes_) sodium_memzero(bytes_.get(), size_);
    size_ = 0;
}

namespace {

// libsodium's functions take a NUL-terminated string of at most crypto_pwhash_STRBYTES bytes;
// anything longer, or with a NUL inside, is not a hash it made and must not be read past.
std::string readable_hash(std::string_view phc_hash) {
    if (phc_hash.size() >= crypto_pwhash_STRBYTES || phc_hash.find('\0') != phc_hash.npos)
        throw std::invalid_argument("not an Argon2 password hash (too long or not text)");
    return std::string(phc_hash);
}

// Holds one of the process's hashing slots for its lifetime.
class HashingSlot {
  public:
    HashingSlot() { slots().acquire(); }
    ~HashingSlot() { slots().release(); }
    HashingSlot(const HashingSlot&) = delete;
    HashingSlot& operator=(const HashingSlot&) = delete;

  private:
    static std::counting_semaphore<1024>& slots() {
        static std::counting_semaphore<1024> free_slots(
            static_cast<std::ptrdiff_t>(password_hashing_slots()));
        return free_slots;
    }
};

}  // namespace

std::size_t password_hashing_slots() {
    return std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 1024);
}

std::string hash_password(const Password& password) {
    require_sodium();
    char out[crypto_pwhash_STRBYTES];
    const auto plaintext = password.reveal();
    const HashingSlot slot;
    if (crypto_pwhash_str(out, plaintext.data(), plaintext.size(), password_opslimit,
                          password_memlimit) != 0)
        throw std::runtime_error("hashing a password failed: 64 MiB of memory could not be had");
    return out;
}

bool password_needs_rehash(std::string_view phc_hash) {
    require_sodium();
    const std::string hash = readable_hash(phc_hash);
    const int answer =
        crypto_pwhash_str_needs_rehash(hash.c_str(), password_opslimit, password_memlimit);
    if (answer < 0)
        throw std::invalid_argument("not an Argon2 password hash libsodium can read: " +
                                    hash.substr(0, hash.find('$', 1)));
    return answer == 1;
}

bool verify_password(std::string_view phc_hash, const Password& password) {
    require_sodium();
    const std::string hash = readable_hash(phc_hash);
    // crypto_pwhash_str_verify answers -1 both for a wrong password and for a hash it cannot
    // read; asking needs_rehash first tells the two apart (it parses without hashing).
    password_needs_rehash(hash);
    const auto plaintext = password.reveal();
    const HashingSlot slot;
    return crypto_pwhash_str_verify(hash.c_str(), plaintext.data(), plaintext.size()) == 0;
}

}  // namespace gridjudge::accounts
