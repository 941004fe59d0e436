// HTTP Basic parsing: well-formed credentials, and each kind of hostile Authorization header
// (not Basic, invalid base64, no colon, empty username, huge, invalid UTF-8, control
// characters) with its exact refusal, none of which quotes the password.
#include "judge/accounts/basic_auth.h"

#include <gtest/gtest.h>

#include <string>

#include "judge/util/utf8.h"

namespace gridjudge::accounts {
namespace {

// The refusal of `header`; fails the test if it was accepted or quotes "secret".
std::string refusal(const std::string& header) {
    const BasicAuthorization parsed = parse_basic_authorization(header);
    EXPECT_FALSE(parsed.credentials.has_value()) << header;
    EXPECT_EQ(parsed.error.find("secret"), std::string::npos) << parsed.error;
    return parsed.error;
}

TEST(BasicAuth, ReadsUsernameAndPassword) {
    // base64("team01:correct horse")
    const BasicAuthorization parsed =
        parse_basic_authorization("Basic dGVhbTAxOmNvcnJlY3QgaG9yc2U=");
    ASSERT_TRUE(parsed.credentials.has_value()) << parsed.error;
    EXPECT_EQ(parsed.error, "");
    EXPECT_EQ(parsed.credentials->username, "team01");
    EXPECT_EQ(parsed.credentials->password.reveal(), "correct horse");
}

TEST(BasicAuth, SchemeInAnyCaseAndExtraSpaces) {
    for (const std::string header :
         {"basic dGVhbTAxOmNvcnJlY3QgaG9yc2U=", "BASIC   dGVhbTAxOmNvcnJlY3QgaG9yc2U=  "}) {
        const BasicAuthorization parsed = parse_basic_authorization(header);
        ASSERT_TRUE(parsed.credentials.has_value()) << header << ": " << parsed.error;
        EXPECT_EQ(parsed.credentials->username, "team01");
        EXPECT_EQ(parsed.credentials->password.reveal(), "correct horse");
    }
}

TEST(BasicAuth, PasswordMayHoldColonsOrBeEmpty) {
    const auto colons = parse_basic_authorization("Basic dGVhbTAxOmE6Yjpj");  // team01:a:b:c
    ASSERT_TRUE(colons.credentials.has_value());
    EXPECT_EQ(colons.credentials->username, "team01");
    EXPECT_EQ(colons.credentials->password.reveal(), "a:b:c");
    const auto empty = parse_basic_authorization("Basic dGVhbTAxOg==");  // team01:
    ASSERT_TRUE(empty.credentials.has_value());
    EXPECT_EQ(empty.credentials->username, "team01");
    EXPECT_TRUE(empty.credentials->password.empty());
}

TEST(BasicAuth, Utf8UsernameAndPassword) {
    const auto parsed = parse_basic_authorization("Basic 6Zif5LyNMDE65a+G56CB8J+UkQ==");
    ASSERT_TRUE(parsed.credentials.has_value()) << parsed.error;
    EXPECT_EQ(parsed.credentials->username, "队伍01");
    EXPECT_EQ(parsed.credentials->password.reveal(), "密码🔑");
}

TEST(BasicAuth, HeaderAsCurlSendsIt) {
    // Captured from curl 7.88 (Debian 12): curl -u 'team01:pa:ss wörd' http://…/api/contests
    const auto parsed = parse_basic_authorization("Basic dGVhbTAxOnBhOnNzIHfDtnJk");
    ASSERT_TRUE(parsed.credentials.has_value()) << parsed.error;
    EXPECT_EQ(parsed.credentials->username, "team01");
    EXPECT_EQ(parsed.credentials->password.reveal(), "pa:ss wörd");
}

TEST(BasicAuth, OtherSchemesAreNotBasic) {
    const std::string not_basic =
        "Authorization is not HTTP Basic (expected \"Basic\" and credentials)";
    EXPECT_EQ(refusal("Bearer dGVhbTAxOmNvcnJlY3QgaG9yc2U="), not_basic);
    EXPECT_EQ(refusal("Basicx dGVhbTAxOmNvcnJlY3QgaG9yc2U="), not_basic);
    EXPECT_EQ(refusal("Basic"), not_basic);
    EXPECT_EQ(refusal(""), not_basic);
    EXPECT_EQ(refusal("dGVhbTAxOmNvcnJlY3QgaG9yc2U="), not_basic);
    EXPECT_EQ(refusal("Basic "), "HTTP Basic credentials are missing");
    EXPECT_EQ(refusal("Basic    "), "HTTP Basic credentials are missing");
}

TEST(BasicAuth, InvalidBase64IsRefused) {
    const std::string invalid = "HTTP Basic credentials are not valid base64";
    EXPECT_EQ(refusal("Basic !!!!"), invalid);
    EXPECT_EQ(refusal("Basic dGVhbTAx OmE="), invalid);     // a space inside
    EXPECT_EQ(refusal("Basic dGVhbTAxOg"), invalid);        // padding left out
    EXPECT_EQ(refusal("Basic dGVhbTAxOg==="), invalid);     // one '=' too many
    EXPECT_EQ(refusal("Basic -_86-_8="), invalid);          // the URL-safe alphabet
    EXPECT_EQ(refusal("Basic dGVhbTAxOg==dGVh"), invalid);  // data after the padding
    EXPECT_EQ(refusal(std::string("Basic dGVh\0bTAxOg==", 19)), invalid);
    // Non-ASCII: libsodium's own decoder takes these four bytes for three bytes of data.
    EXPECT_EQ(refusal("Basic \xC3\xA9\xC3\xA9"), invalid);
    EXPECT_EQ(refusal("Basic dGVhbTAx\xFFmE="), invalid);
}

TEST(BasicAuth, NoColonOrEmptyUsernameIsRefused) {
    EXPECT_EQ(refusal("Basic dGVhbTAx"),  // team01
              "HTTP Basic credentials have no ':' between username and password");
    EXPECT_EQ(refusal("Basic OnNlY3JldA=="),  // :secret
              "HTTP Basic credentials have an empty username");
}

TEST(BasicAuth, HugeHeaderIsRefusedUnread) {
    EXPECT_EQ(refusal("Basic " + std::string(5000, 'A')),
              "Authorization header too long (5006 bytes; at most 4096)");
    EXPECT_EQ(refusal("Basic " + std::string(1 << 24, 'A')),
              "Authorization header too long (16777222 bytes; at most 4096)");
    // Just within the cap it is decoded (4088 characters are 3064 zero bytes: no colon).
    EXPECT_EQ(refusal("Basic " + std::string(4086, 'A') + "=="),
              "HTTP Basic credentials have no ':' between username and password");
}

TEST(BasicAuth, InvalidUtf8IsRefused) {
    EXPECT_EQ(refusal("Basic //46c2VjcmV0"),  // FF FE ":secret"
              "HTTP Basic username is not valid UTF-8");
    EXPECT_EQ(refusal("Basic dGVhbTAxOnNlY3JldMMo"),  // "secret" C3 28
              "HTTP Basic password is not valid UTF-8");
    EXPECT_EQ(refusal("Basic dGVhbTAxOnNlY3JldMCv"),  // overlong '/'
              "HTTP Basic password is not valid UTF-8");
    EXPECT_EQ(refusal("Basic dGVhbTAxOnNlY3JldO2ggA=="),  // a UTF-16 surrogate
              "HTTP Basic password is not valid UTF-8");
}

TEST(BasicAuth, ControlCharactersAreRefused) {
    EXPECT_EQ(refusal("Basic dGVhbQEwMTpzZWNyZXQ="),  // "team\x01" "01:secret"
              "HTTP Basic username contains a control character");
    EXPECT_EQ(refusal("Basic dGVhbTAxADpzZWNyZXQ="),  // "team01\0:secret"
              "HTTP Basic username contains a control character");
    EXPECT_EQ(refusal("Basic dGVhbTAxOnNlY3JldAo="),  // "team01:secret\n"
              "HTTP Basic password contains a control character");
}

TEST(Utf8, StrictValidation) {
    EXPECT_TRUE(is_valid_utf8(""));
    EXPECT_TRUE(is_valid_utf8("plain ASCII"));
    EXPECT_TRUE(is_valid_utf8("é 队伍 🔑 \xF4\x8F\xBF\xBF"));  // U+10FFFF, the last
    EXPECT_FALSE(is_valid_utf8("\x80"));                      // a lone continuation
    EXPECT_FALSE(is_valid_utf8("\xC3"));                      // cut short
    EXPECT_FALSE(is_valid_utf8("\xE9\x98"));                  // cut short
    EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));                  // overlong '/'
    EXPECT_FALSE(is_valid_utf8("\xE0\x80\xAF"));              // overlong '/'
    EXPECT_FALSE(is_valid_utf8("\xF0\x80\x80\xAF"));          // overlong '/'
    EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));              // U+D800, a surrogate
    EXPECT_FALSE(is_valid_utf8("\xF4\x90\x80\x80"));          // U+110000
    EXPECT_FALSE(is_valid_utf8("\xFF"));
    EXPECT_FALSE(is_valid_utf8("ok\xC3("));
}

}  // namespace
}  // namespace gridjudge::accounts
