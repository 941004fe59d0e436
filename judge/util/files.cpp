#include "judge/util/files.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include "judge/util/remove_tree.h"
#include "judge/util/sha256.h"
#include "judge/util/temp_owner.h"

namespace gridjudge {

std::string read_file(const std::filesystem::path& path, std::size_t max_bytes) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error(path.string() + ": cannot read: " + std::strerror(errno));
    std::string content;
    char buffer[1 << 16];
    while (file && (max_bytes == 0 || content.size() < max_bytes)) {
        std::size_t want = sizeof buffer;
        if (max_bytes != 0) want = std::min(want, max_bytes - content.size());
        file.read(buffer, static_cast<std::streamsize>(want));
        content.append(buffer, static_cast<std::size_t>(file.gcount()));
    }
    return content;
}

void write_file_atomic(const std::filesystem::path& path, std::string_view content) {
    std::filesystem::path temporary = path;
    temporary += ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file.write(content.data(), static_cast<std::streamsize>(content.size()));
        file.flush();
        if (!file) {
            std::error_code ignored;
            std::filesystem::remove(temporary, ignored);
            throw std::runtime_error(path.string() + ": cannot write: " + std::strerror(errno));
        }
    }
    std::filesystem::rename(temporary, path);
}

std::string sha256_hex(std::string_view data) {
    Sha256 digest;
    digest.update(data);
    return digest.hex();
}

TempDir::TempDir(const std::string& prefix, const std::filesystem::path& parent) {
    std::string pattern = (parent / (prefix + owner_tag(this_process()) + "-XXXXXX")).string();
    if (::mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("cannot create a temporary directory in " + parent.string() +
                                 ": " + std::strerror(errno));
    path_ = pattern;
}

TempDir::~TempDir() {
    // Whatever is left (a tree too deep to remove, say) is swept later as a dead owner's folder.
    remove_tree(path_);
}

}  // namespace gridjudge
