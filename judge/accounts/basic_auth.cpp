#include "judge/accounts/basic_auth.h"

#include <sodium.h>

#include <algorithm>
#include <vector>

#include "judge/accounts/sodium.h"
#include "judge/util/utf8.h"

namespace gridjudge::accounts {
namespace {

BasicAuthorization refuse(std::string error) {
    return {std::nullopt, std::move(error)};
}

bool has_control_character(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte < 0x20 || byte == 0x7F;
    });
}

bool is_basic_scheme(std::string_view scheme) {
    constexpr std::string_view basic = "basic";
    if (scheme.size() != basic.size()) return false;
    for (std::size_t i = 0; i < basic.size(); ++i) {
        char c = scheme[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != basic[i]) return false;
    }
    return true;
}

// libsodium 1.0.18's decoder takes some bytes above 0x7F for base64 digits (it reads them as
// negative chars); RFC 4648's alphabet is checked here first.
bool only_base64_alphabet(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '+' || c == '/' || c == '=';
    });
}

// The decoded "username:password", wiped when it goes out of scope whichever way it leaves.
class WipedBuffer {
  public:
    explicit WipedBuffer(std::size_t size) : bytes_(size) {}
    ~WipedBuffer() { sodium_memzero(bytes_.data(), bytes_.size()); }
    WipedBuffer(const WipedBuffer&) = delete;
    WipedBuffer& operator=(const WipedBuffer&) = delete;
    unsigned char* data() { return bytes_.data(); }
    std::size_t size() const { return bytes_.size(); }

  private:
    std::vector<unsigned char> bytes_;
};

}  // namespace

BasicAuthorization parse_basic_authorization(std::string_view header_value) {
    if (header_value.size() > basic_authorization_max_bytes)
        return refuse("Authorization header too long (" + std::to_string(header_value.size()) +
                      " bytes; at most " + std::to_string(basic_authorization_max_bytes) + ")");
    const auto space = header_value.find(' ');
    if (space == header_value.npos || !is_basic_scheme(header_value.substr(0, space)))
        return refuse("Authorization is not HTTP Basic (expected \"Basic\" and credentials)");
    std::string_view encoded = header_value.substr(space + 1);
    while (!encoded.empty() && encoded.front() == ' ') encoded.remove_prefix(1);
    while (!encoded.empty() && (encoded.back() == ' ' || encoded.back() == '\t'))
        encoded.remove_suffix(1);
    if (encoded.empty()) return refuse("HTTP Basic credentials are missing");

    require_sodium();
    WipedBuffer decoded(encoded.size() / 4 * 3 + 3);
    std::size_t decoded_size = 0;
    const char* end = nullptr;
    if (!only_base64_alphabet(encoded) ||
        sodium_base642bin(decoded.data(), decoded.size(), encoded.data(), encoded.size(), nullptr,
                          &decoded_size, &end, sodium_base64_VARIANT_ORIGINAL) != 0 ||
        end != encoded.data() + encoded.size())
        return refuse("HTTP Basic credentials are not valid base64");

    const std::string_view text(reinterpret_cast<const char*>(decoded.data()), decoded_size);
    const auto colon = text.find(':');
    if (colon == text.npos)
        return refuse("HTTP Basic credentials have no ':' between username and password");
    const std::string_view username = text.substr(0, colon);
    const std::string_view password = text.substr(colon + 1);
    if (username.empty()) return refuse("HTTP Basic credentials have an empty username");
    if (!is_valid_utf8(username)) return refuse("HTTP Basic username is not valid UTF-8");
    if (!is_valid_utf8(password)) return refuse("HTTP Basic password is not valid UTF-8");
    if (has_control_character(username))
        return refuse("HTTP Basic username contains a control character");
    if (has_control_character(password))
        return refuse("HTTP Basic password contains a control character");
    return {BasicCredentials{std::string(username), Password(password)}, ""};
}

}  // namespace gridjudge::accounts
