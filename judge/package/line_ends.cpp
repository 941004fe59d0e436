#include "judge/package/line_ends.h"

#include <fstream>
#include <string>
#include <vector>

#include "judge/model/package_json.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

constexpr std::size_t kChunk = 1 << 20;

// Whether the file holds a CRLF and no NUL byte (a CR ending one chunk may meet LF in the next).
bool is_text_with_crlf(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw PackageError(file.string() + ": cannot be read");
    std::vector<char> buffer(kChunk);
    bool crlf = false, previous_cr = false;
    while (in.read(buffer.data(), static_cast<std::streamsize>(buffer.size())), in.gcount() > 0) {
        const auto count = static_cast<std::size_t>(in.gcount());
        for (std::size_t i = 0; i < count; ++i) {
            const char c = buffer[i];
            if (c == '\0') return false;
            crlf |= previous_cr && c == '\n';
            previous_cr = c == '\r';
        }
    }
    return crlf;
}

}  // namespace

bool convert_crlf_to_lf(const fs::path& file) {
    if (!is_text_with_crlf(file)) return false;
    const fs::path converted = file.string() + ".lf";
    {
        std::ifstream in(file, std::ios::binary);
        std::ofstream out(converted, std::ios::binary | std::ios::trunc);
        if (!in || !out) throw PackageError(file.string() + ": cannot convert its line ends");
        std::vector<char> buffer(kChunk);
        std::string kept;
        bool pending_cr = false;  // a CR ending the previous chunk, not yet written
        while (in.read(buffer.data(), static_cast<std::streamsize>(buffer.size())),
               in.gcount() > 0) {
            const auto count = static_cast<std::size_t>(in.gcount());
            kept.clear();
            for (std::size_t i = 0; i < count; ++i) {
                const char c = buffer[i];
                if (pending_cr && c != '\n') kept += '\r';
                pending_cr = c == '\r';
                if (!pending_cr) kept += c;
            }
            out.write(kept.data(), static_cast<std::streamsize>(kept.size()));
        }
        if (pending_cr) out.put('\r');
        if (!out.flush()) throw PackageError(file.string() + ": cannot convert its line ends");
    }
    fs::rename(converted, file);
    return true;
}

}  // namespace gridjudge::package
