// SHA-256 as the lowercase hex digest the store and problem.json record, the only
// implementation in the project. Streaming, so a large test is hashed while it is read, never
// held in memory; sha256_hex (files.h) is the one-string form.
#pragma once

#include <string>
#include <string_view>

struct evp_md_ctx_st;

namespace gridjudge {

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

}  // namespace gridjudge
