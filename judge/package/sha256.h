// SHA-256 of package files, as the lowercase hex digest problem.json records. Streaming, so a
// large test is hashed while it is read, never held in memory.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

struct evp_md_ctx_st;

namespace gridjudge::package {

class Sha256 {
  public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void update(std::string_view data);
    std::string hex();  // the digest of everything so far; call once

  private:
    evp_md_ctx_st* context_;
};

std::string sha256_of_text(std::string_view data);

// Throws PackageError naming the file when it cannot be read.
std::string sha256_of_file(const std::filesystem::path& path);

}  // namespace gridjudge::package
