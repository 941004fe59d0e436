#include "tests/common/test_zip.h"

#include <archive.h>
#include <archive_entry.h>

#include <memory>
#include <stdexcept>

namespace gridjudge::testing {
namespace {

using Writer = std::unique_ptr<struct archive, decltype(&archive_write_free)>;

void add_entries(struct archive* writer, const std::vector<ZipEntry>& entries) {
    for (const ZipEntry& item : entries) {
        const std::unique_ptr<archive_entry, decltype(&archive_entry_free)> entry(
            archive_entry_new(), archive_entry_free);
        archive_entry_set_pathname(entry.get(), item.name.c_str());
        archive_entry_set_filetype(entry.get(), item.type);
        archive_entry_set_perm(entry.get(), 0644);
        if (item.type == AE_IFLNK) archive_entry_set_symlink(entry.get(), item.link_target.c_str());
        const bool regular = item.type == AE_IFREG;
        archive_entry_set_size(entry.get(),
                               regular ? static_cast<la_int64_t>(item.content.size()) : 0);
        if (archive_write_header(writer, entry.get()) != ARCHIVE_OK)
            throw std::runtime_error("zip entry '" + item.name +
                                     "': " + archive_error_string(writer));
        if (regular && !item.content.empty())
            archive_write_data(writer, item.content.data(), item.content.size());
    }
    archive_write_close(writer);
}

}  // namespace

void write_zip(const std::filesystem::path& path, const std::vector<ZipEntry>& entries) {
    const Writer writer(archive_write_new(), archive_write_free);
    archive_write_set_format_zip(writer.get());
    if (archive_write_open_filename(writer.get(), path.c_str()) != ARCHIVE_OK)
        throw std::runtime_error(path.string() + ": cannot write the zip");
    add_entries(writer.get(), entries);
}

std::string zip_bytes(const std::vector<ZipEntry>& entries) {
    const Writer writer(archive_write_new(), archive_write_free);
    archive_write_set_format_zip(writer.get());
    std::vector<char> buffer(4 << 20);
    std::size_t used = 0;
    archive_write_open_memory(writer.get(), buffer.data(), buffer.size(), &used);
    add_entries(writer.get(), entries);
    return std::string(buffer.data(), used);
}

}  // namespace gridjudge::testing
