#include "judge/cli/path_argument.h"

#include <filesystem>

namespace gridjudge::cli {
namespace fs = std::filesystem;

std::string normalised_path(const std::string& path) {
    if (path.empty() || path == "-") return path;
    fs::path normal = fs::path(path).lexically_normal();
    if (normal.filename() == "." || normal.filename() == "..")
        normal = fs::absolute(normal).lexically_normal();
    // "dir/" keeps its separator through lexically_normal (its last part is empty); the root
    // ("/") has nothing to remove.
    if (!normal.has_filename() && normal != normal.root_path()) normal = normal.parent_path();
    return normal.string();
}

CLI::Validator path_argument() {
    return CLI::Validator(
        [](std::string& value) {
            value = normalised_path(value);
            return std::string();
        },
        "PATH");
}

}  // namespace gridjudge::cli
