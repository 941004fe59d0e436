// SHA-256, the one implementation (judge/util/sha256.h) behind the digests the store and
// problem.json record: the standard's own vectors, fed whole and in pieces of every size.
#include "judge/util/sha256.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "judge/util/files.h"

namespace gridjudge {
namespace {

// FIPS 180-2's examples, and the empty message.
constexpr const char* kEmpty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
constexpr const char* kAbc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
constexpr const char* kTwoBlocks =
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
constexpr const char* kMillionAs =
    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
const std::string kTwoBlockMessage = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

TEST(Sha256, OneStringGivesTheStandardsDigests) {
    EXPECT_EQ(sha256_hex(""), kEmpty);
    EXPECT_EQ(sha256_hex("abc"), kAbc);
    EXPECT_EQ(sha256_hex(kTwoBlockMessage), kTwoBlocks);
}

TEST(Sha256, StreamingInPiecesGivesTheSameDigestAsOneString) {
    for (std::size_t piece : {1u, 3u, 63u, 64u, 65u, 1000u}) {
        Sha256 digest;
        std::size_t left = 1'000'000;
        const std::string chunk(piece, 'a');
        while (left > 0) {
            const std::size_t size = std::min(left, piece);
            digest.update(std::string_view(chunk).substr(0, size));
            left -= size;
        }
        EXPECT_EQ(digest.hex(), kMillionAs) << "pieces of " << piece;
    }
    EXPECT_EQ(sha256_hex(std::string(1'000'000, 'a')), kMillionAs);
}

TEST(Sha256, NothingFedIsTheEmptyMessage) {
    Sha256 digest;
    digest.update("");
    EXPECT_EQ(digest.hex(), kEmpty);
}

}  // namespace
}  // namespace gridjudge
