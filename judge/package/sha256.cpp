#include "judge/package/sha256.h"

#include <openssl/evp.h>

#include <fstream>
#include <stdexcept>

#include "judge/model/package_json.h"

namespace gridjudge::package {

Sha256::Sha256() : context_(EVP_MD_CTX_new()) {
    if (!context_ || EVP_DigestInit_ex(context_, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256: cannot initialise OpenSSL's digest");
}

Sha256::~Sha256() {
    EVP_MD_CTX_free(context_);
}

void Sha256::update(std::string_view data) {
    EVP_DigestUpdate(context_, data.data(), data.size());
}

std::string Sha256::hex() {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(context_, digest, &length);
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    for (unsigned int i = 0; i < length; ++i) {
        text += kDigits[digest[i] >> 4];
        text += kDigits[digest[i] & 15];
    }
    return text;
}

std::string sha256_of_text(std::string_view data) {
    Sha256 digest;
    digest.update(data);
    return digest.hex();
}

std::string sha256_of_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw PackageError(path.string() + ": cannot read");
    Sha256 digest;
    char buffer[1 << 16];
    while (file) {
        file.read(buffer, sizeof buffer);
        digest.update(std::string_view(buffer, static_cast<std::size_t>(file.gcount())));
    }
    if (file.bad()) throw PackageError(path.string() + ": read error");
    return digest.hex();
}

}  // namespace gridjudge::package
