// Argon2id hashes: the right password passes, a wrong one fails, hashes made by another Argon2
// implementation (Debian's `argon2` command, the reference implementation) are read, weaker
// ones ask to be rehashed, and a plaintext password's bytes are wiped.
#include "judge/accounts/password.h"

#include <gtest/gtest.h>

#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace gridjudge::accounts {
namespace {

// Made with the reference implementation's command line tool (Debian package argon2):
//   echo -n "correct horse" | argon2 gridjudgesalt16 -id -t 2 -m 16 -p 1 -e
// that is libsodium's interactive limits exactly (2 passes, 2^16 KiB = 64 MiB, one lane).
constexpr const char* reference_interactive =
    "$argon2id$v=19$m=65536,t=2,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
    "vbsKPTW5KKsguAjOWs8oQJTknatCPMJwvbA3x2AARc4";
//   echo -n "correct horse" | argon2 gridjudgesalt16 -id -t 1 -m 12 -p 1 -e   (weaker)
constexpr const char* reference_weak =
    "$argon2id$v=19$m=4096,t=1,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
    "EncxoC9h38zJaCOnw+a4JnFwUosVpHBM3zgHNtZ+icw";
//   echo -n "correct horse" | argon2 gridjudgesalt16 -i -t 3 -m 12 -p 1 -e   (Argon2i)
constexpr const char* reference_argon2i =
    "$argon2i$v=19$m=4096,t=3,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
    "BpShMI3TI+gS/cnr7gXV0C8a/OA6QT/rH65KSymGOFo";
//   echo -n "correct horse" | argon2 gridjudgesalt16 -id -t 2 -m 16 -p 4 -e   (four lanes)
constexpr const char* reference_four_lanes =
    "$argon2id$v=19$m=65536,t=2,p=4$Z3JpZGp1ZGdlc2FsdDE2$"
    "yfabGZw9qr9QjjqeOeS44tEzOwCZYlg3GFQcNSRwdB4";

TEST(PasswordHash, RightPasswordPassesWrongOneFails) {
    const std::string hash = hash_password(Password("correct horse"));
    EXPECT_TRUE(hash.starts_with("$argon2id$v=19$m=65536,t=2,p=1$")) << hash;
    EXPECT_TRUE(verify_password(hash, Password("correct horse")));
    EXPECT_FALSE(verify_password(hash, Password("correct horsE")));
    EXPECT_FALSE(verify_password(hash, Password("correct horse ")));
    EXPECT_FALSE(verify_password(hash, Password("")));
    EXPECT_FALSE(password_needs_rehash(hash));
}

TEST(PasswordHash, SaltIsFreshEachTime) {
    EXPECT_NE(hash_password(Password("same")), hash_password(Password("same")));
}

TEST(PasswordHash, EmptyAndNonAsciiPasswordsWork) {
    const std::string empty = hash_password(Password(""));
    EXPECT_TRUE(verify_password(empty, Password("")));
    EXPECT_FALSE(verify_password(empty, Password("x")));
    const std::string chinese = hash_password(Password("密码\xF0\x9F\x94\x91"));
    EXPECT_TRUE(verify_password(chinese, Password("密码\xF0\x9F\x94\x91")));
    EXPECT_FALSE(verify_password(chinese, Password("密码")));
}

TEST(PasswordHash, ReferenceImplementationHashVerifies) {
    EXPECT_TRUE(verify_password(reference_interactive, Password("correct horse")));
    EXPECT_FALSE(verify_password(reference_interactive, Password("Correct horse")));
    EXPECT_FALSE(password_needs_rehash(reference_interactive));
}

TEST(PasswordHash, WeakerParametersNeedRehash) {
    EXPECT_TRUE(verify_password(reference_weak, Password("correct horse")));
    EXPECT_TRUE(password_needs_rehash(reference_weak));
}

TEST(PasswordHash, Argon2iHashVerifiesAndNeedsRehash) {
    EXPECT_TRUE(verify_password(reference_argon2i, Password("correct horse")));
    EXPECT_FALSE(verify_password(reference_argon2i, Password("wrong")));
    EXPECT_TRUE(password_needs_rehash(reference_argon2i));
}

TEST(PasswordHash, FourLaneHashVerifies) {
    // Four lanes is argon2-cffi's default: libsodium reads it (computing the lanes one after the
    // other), and with our memory and passes it does not ask for a rehash: libsodium compares
    // only those two.
    EXPECT_TRUE(verify_password(reference_four_lanes, Password("correct horse")));
    EXPECT_FALSE(verify_password(reference_four_lanes, Password("correct horsf")));
    EXPECT_FALSE(password_needs_rehash(reference_four_lanes));
}

TEST(PasswordHash, Argon2dAndVersion10HashesAreUnreadable) {
    // Also made by the reference tool; libsodium reads neither Argon2d nor Argon2 1.0, so they
    // are errors, not wrong passwords: such accounts need a new password.
    //   echo -n "correct horse" | argon2 gridjudgesalt16 -d -t 2 -m 12 -p 1 -e
    const std::string argon2d =
        "$argon2d$v=19$m=4096,t=2,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
        "gFaJTU3eVrcilGftRKCFfezvuoLeh6T5TgyRVu9VBkI";
    //   echo -n "correct horse" | argon2 gridjudgesalt16 -id -t 2 -m 12 -p 1 -v 10 -e
    const std::string version_10 =
        "$argon2id$v=16$m=4096,t=2,p=1$Z3JpZGp1ZGdlc2FsdDE2$"
        "d2PKaHLMGAc7tIYyN2zWf7SbVkdmVojzXz9PhYFRmdY";
    for (const std::string& hash : {argon2d, version_10}) {
        try {
            verify_password(hash, Password("correct horse"));
            ADD_FAILURE() << "read: " << hash;
        } catch (const std::invalid_argument& error) {
            EXPECT_EQ(std::string(error.what()),
                      "not an Argon2 password hash libsodium can read: " +
                          hash.substr(0, hash.find('$', 1)));
        }
    }
}

TEST(PasswordHash, UnreadableHashIsAnErrorNotAWrongPassword) {
    for (const std::string& bad :
         {std::string(""), std::string("plaintext"), std::string("$2y$10$abcdefghijklmnopqrstuv"),
          std::string("$argon2id$v=19$m=65536,t=2,p=1$bm90IGJhc2U2NA"),
          std::string("$argon2id$v=19$m=65536,t=2,p=1$") + std::string(200, 'A'),
          std::string("$argon2id$v=19$m=65536\0,t=2,p=1$Z3JpZGp1ZGdlc2FsdDE2$x", 52)}) {
        EXPECT_THROW(verify_password(bad, Password("x")), std::invalid_argument) << bad;
        EXPECT_THROW(password_needs_rehash(bad), std::invalid_argument) << bad;
    }
}

TEST(PasswordHolder, TakeWipesTheSourceString) {
    std::string field = "hunter2-from-a-form";
    const char* buffer = field.data();
    const std::size_t size = field.size();
    const Password password = Password::take(field);
    EXPECT_EQ(password.reveal(), "hunter2-from-a-form");
    EXPECT_TRUE(field.empty());
    // The string keeps its buffer after clear(): the bytes that were there are zero now.
    EXPECT_EQ(field.data(), buffer);
    for (std::size_t i = 0; i < size; ++i) EXPECT_EQ(buffer[i], '\0') << i;
}

TEST(PasswordHolder, MoveLeavesNothingBehind) {
    Password first("secret");
    Password second = std::move(first);
    EXPECT_EQ(second.reveal(), "secret");
    EXPECT_TRUE(first.empty());  // NOLINT(bugprone-use-after-move): the point of the test
    first = std::move(second);
    EXPECT_EQ(first.reveal(), "secret");
}

// The type cannot reach a log line: no stream operator, no conversion to a string, no copy.
template <typename T>
concept Streamable = requires(std::ostream& out, const T& value) {
    out << value;
};
static_assert(!Streamable<Password>);
static_assert(!std::is_convertible_v<Password, std::string>);
static_assert(!std::is_convertible_v<Password, std::string_view>);
static_assert(!std::is_copy_constructible_v<Password>);
static_assert(!std::is_copy_assignable_v<Password>);

}  // namespace
}  // namespace gridjudge::accounts
