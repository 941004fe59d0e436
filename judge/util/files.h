// Small file helpers the judge needs everywhere: whole-file reads, atomic writes (write to a
// sibling temporary, then rename: a reader never sees half a file), a self-removing temporary
// directory, and SHA-256 of a string.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace gridjudge {

// Throws std::runtime_error naming the path. max_bytes > 0 reads at most that many bytes.
std::string read_file(const std::filesystem::path& path, std::size_t max_bytes = 0);
void write_file_atomic(const std::filesystem::path& path, std::string_view content);

std::string sha256_hex(std::string_view data);

// Owns a fresh directory (mkdtemp) and removes it with everything inside on destruction. Its
// name is `prefix`, this process's owner tag and a random suffix (temp_owner.h), so that a
// folder outliving a killed process can be recognised and swept (stale_temp_dirs.h).
class TempDir {
  public:
    explicit TempDir(const std::string& prefix = "gridjudge-",
                     const std::filesystem::path& parent = std::filesystem::temp_directory_path());
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace gridjudge
