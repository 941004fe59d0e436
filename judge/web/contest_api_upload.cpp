#include "judge/web/contest_api_upload.h"

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <vector>

#include "judge/compile/submitted_sources.h"
#include "judge/judging/answer_files.h"
#include "judge/model/package_json.h"
#include "judge/package/archive.h"
#include "judge/util/files.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace fs = std::filesystem;
namespace {

int base64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

// The unpacker's message names the archive by its temporary path; the client knows it as the
// request's `files`.
std::string as_files_message(const std::string& message, const fs::path& archive) {
    const std::string prefix = archive.string() + ": ";
    if (message.rfind(prefix, 0) == 0) return "files: " + message.substr(prefix.size());
    return "files: " + message;
}

}  // namespace

std::string decode_base64(std::string_view text, std::size_t max_bytes, std::string_view field) {
    const std::string name(field);
    if (text.size() % 4 != 0)
        throw HttpError(400, name + ": not base64 (its length is not a multiple of 4)");
    if (text.size() / 4 * 3 > max_bytes + 2)
        throw HttpError(400,
                        name + ": more than " + std::to_string(max_bytes) + " bytes once decoded");
    std::string out;
    out.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::array<int, 4> v{};
        int padding = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = text[i + k];
            const bool last_group = i + 4 == text.size();
            if (c == '=' && last_group && k >= 2 && (k == 3 || text[i + 3] == '=')) {
                ++padding;
                v[k] = 0;
                continue;
            }
            v[k] = base64_value(c);
            if (v[k] < 0 || padding > 0)
                throw HttpError(400, name +
                                         ": not base64 (a character outside its alphabet at "
                                         "offset " +
                                         std::to_string(i + k) + ")");
        }
        const unsigned bits = (v[0] << 18) | (v[1] << 12) | (v[2] << 6) | v[3];
        out += static_cast<char>((bits >> 16) & 0xff);
        if (padding < 2) out += static_cast<char>((bits >> 8) & 0xff);
        if (padding < 1) out += static_cast<char>(bits & 0xff);
    }
    if (out.size() > max_bytes)
        throw HttpError(400,
                        name + ": more than " + std::to_string(max_bytes) + " bytes once decoded");
    return out;
}

SubmittedFile unpack_submission_zip(std::string_view zip) {
    if (zip.empty()) throw HttpError(400, "files: an empty zip");
    if (zip.size() > kMaxZipBytes)
        throw HttpError(400,
                        "files: a zip of more than " + std::to_string(kMaxZipBytes) + " bytes");
    const TempDir scratch("gridjudge-upload-");
    const fs::path archive = scratch.path() / "files.zip";
    write_file_atomic(archive, zip);
    package::ArchiveCaps caps;
    caps.max_entries = kMaxEntries;
    // The ratio cap as a byte cap: never more than kMaxRatio times what was sent.
    caps.max_total_bytes =
        std::min<std::int64_t>(kMaxSourceBytes, static_cast<std::int64_t>(zip.size()) * kMaxRatio);
    caps.max_entry_bytes = caps.max_total_bytes;
    const fs::path out = scratch.path() / "files";
    try {
        package::unpack_archive(archive, out, caps);
    } catch (const PackageError& error) {
        throw HttpError(400, as_files_message(error.what(), archive));
    }
    std::vector<fs::path> files;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(out))
        if (entry.is_regular_file()) files.push_back(entry.path());
    if (files.empty()) throw HttpError(400, "files: the zip holds no file");
    if (files.size() == 1) return {files.front().filename().string(), read_file(files.front())};
    // Several: one program of several files, stored as the judge reads them (its folders
    // flattened, so each name must be plain and once).
    std::sort(files.begin(), files.end(),
              [](const fs::path& a, const fs::path& b) { return a.filename() < b.filename(); });
    std::vector<gridjudge::SubmittedFile> program;
    for (const fs::path& file : files) {
        const std::string name = file.filename().string();
        if (const std::string why = file_name_refusal(name); !why.empty())
            throw HttpError(400, "files: entry '" + name + "': " + why);
        if (!program.empty() && program.back().name == name)
            throw HttpError(400, "files: two entries named '" + name + "'");
        program.push_back({name, read_file(file)});
    }
    try {
        return {"", encode_submitted_files(program)};
    } catch (const std::invalid_argument& error) {
        throw HttpError(400, std::string("files: entry ") + error.what());
    }
}

std::string zip_source(const std::string& name, const std::string& source) {
    if (!is_submitted_files(source)) return zip_one_file(name, source);
    std::vector<std::pair<std::string, std::string>> files;
    for (gridjudge::SubmittedFile& file : decode_submitted_files(source))
        files.emplace_back(std::move(file.name), std::move(file.content));
    return zip_files(files);
}

std::string zip_one_file(const std::string& name, std::string_view content) {
    return zip_files({{name, std::string(content)}});
}

std::string zip_files(const std::vector<std::pair<std::string, std::string>>& files) {
    std::unique_ptr<struct archive, decltype(&archive_write_free)> writer(archive_write_new(),
                                                                          archive_write_free);
    if (!writer || archive_write_set_format_zip(writer.get()) != ARCHIVE_OK)
        throw std::runtime_error("cannot start libarchive's zip writer");
    // The whole zip in memory: a source is at most kMaxSourceBytes, and zip adds little.
    std::size_t room = 64 * 1024;
    for (const auto& [name, content] : files) room += name.size() + content.size() + 1024;
    std::vector<char> buffer(room);
    std::size_t used = 0;
    if (archive_write_open_memory(writer.get(), buffer.data(), buffer.size(), &used) != ARCHIVE_OK)
        throw std::runtime_error(std::string("cannot write a zip: ") +
                                 archive_error_string(writer.get()));
    for (const auto& [name, content] : files) {
        std::unique_ptr<archive_entry, decltype(&archive_entry_free)> entry(archive_entry_new(),
                                                                            archive_entry_free);
        archive_entry_set_pathname_utf8(entry.get(), name.c_str());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_size(entry.get(), static_cast<la_int64_t>(content.size()));
        if (archive_write_header(writer.get(), entry.get()) != ARCHIVE_OK ||
            archive_write_data(writer.get(), content.data(), content.size()) < 0)
            throw std::runtime_error(std::string("cannot write a zip: ") +
                                     archive_error_string(writer.get()));
    }
    if (archive_write_close(writer.get()) != ARCHIVE_OK)
        throw std::runtime_error(std::string("cannot write a zip: ") +
                                 archive_error_string(writer.get()));
    return std::string(buffer.data(), used);
}

}  // namespace gridjudge::web
