#include "judge/util/sha256.h"

#include <openssl/evp.h>

#include <stdexcept>

namespace gridjudge {

Sha256::Sha256() : context_(EVP_MD_CTX_new()) {
    if (!context_ || EVP_DigestInit_ex(context_, EVP_sha256(), nullptr) != 1) {
        EVP_MD_CTX_free(context_);
        throw std::runtime_error("SHA-256: cannot initialise OpenSSL's digest");
    }
}

Sha256::~Sha256() {
    EVP_MD_CTX_free(context_);
}

void Sha256::update(std::string_view data) {
    if (EVP_DigestUpdate(context_, data.data(), data.size()) != 1)
        throw std::runtime_error("SHA-256: OpenSSL's digest failed");
}

std::string Sha256::hex() {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(context_, digest, &length) != 1)
        throw std::runtime_error("SHA-256: OpenSSL's digest failed");
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    for (unsigned int i = 0; i < length; ++i) {
        text += kDigits[digest[i] >> 4];
        text += kDigits[digest[i] & 15];
    }
    return text;
}

}  // namespace gridjudge
