// Archives as a coach hands them in: zip and tar.gz packages import like folders; hostile
// archives are refused entry by entry with the entry's name — absolute names, ".." components,
// symbolic and hard links, FIFOs, more entries or more unpacked bytes than the caps (counted
// while unpacking) — and leave nothing behind.
#include <archive.h>
#include <archive_entry.h>
#include <gtest/gtest.h>

#include "judge/package/archive.h"
#include "judge/package/import_package.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;

struct Entry {
    std::string name;
    mode_t type = AE_IFREG;
    std::string content;  // regular files
    std::string link;     // symbolic and hard links
};

void write_archive(const fs::path& path, const std::vector<Entry>& entries, bool zip) {
    struct archive* writer = archive_write_new();
    if (zip) {
        archive_write_set_format_zip(writer);
    } else {
        archive_write_set_format_pax_restricted(writer);
        archive_write_add_filter_gzip(writer);
    }
    ASSERT_EQ(archive_write_open_filename(writer, path.c_str()), ARCHIVE_OK);
    for (const Entry& item : entries) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, item.name.c_str());
        archive_entry_set_filetype(entry, item.type);
        archive_entry_set_perm(entry, 0644);
        if (item.type == AE_IFLNK) archive_entry_set_symlink(entry, item.link.c_str());
        if (!item.link.empty() && item.type == AE_IFREG)
            archive_entry_set_hardlink(entry, item.link.c_str());
        archive_entry_set_size(entry, item.type == AE_IFREG && item.link.empty()
                                          ? static_cast<la_int64_t>(item.content.size())
                                          : 0);
        archive_write_header(writer, entry);
        if (!item.content.empty())
            archive_write_data(writer, item.content.data(), item.content.size());
        archive_entry_free(entry);
    }
    archive_write_close(writer);
    archive_write_free(writer);
}

// The Kattis sumfloat fixture's files as archive entries under `prefix`.
std::vector<Entry> fixture_entries(const std::string& folder, const std::string& prefix) {
    std::vector<Entry> entries;
    const fs::path root = fixture(folder);
    for (const auto& file : fs::recursive_directory_iterator(root))
        if (file.is_regular_file())
            entries.push_back({prefix + fs::relative(file.path(), root).string(), AE_IFREG,
                               read_text(file.path()), ""});
    return entries;
}

class Archive : public ::testing::Test {
  protected:
    ScratchDir scratch;

    std::string unpack_error(const std::vector<Entry>& entries,
                             const package::ArchiveCaps& caps = {}) {
        const fs::path archive = scratch / "hostile.tar.gz";
        write_archive(archive, entries, false);
        const std::string error =
            package_error([&] { package::unpack_archive(archive, scratch / "out", caps); });
        EXPECT_FALSE(fs::exists(scratch / "out"));
        EXPECT_FALSE(fs::exists(scratch / "evil"));
        const std::string prefix = archive.string() + ": ";
        return error.rfind(prefix, 0) == 0 ? error.substr(prefix.size()) : error;
    }
};

TEST_F(Archive, ZipOfAKattisPackageImportsNamedAfterTheArchive) {
    write_archive(scratch / "sumfloat.zip", fixture_entries("kattis/sumfloat", "sumfloat/"), true);
    GxxTools tools(scratch / "tools");
    package::ImportOptions options;
    options.time_limit_ms = 1000;
    const package::ImportResult result =
        package::import_package(scratch / "sumfloat.zip", scratch / "out", tools, options);
    EXPECT_EQ(result.format, package::PackageFormat::Kattis);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package.id, "sumfloat");
    EXPECT_EQ(result.problems[0].package.tests.size(), 4u);
    EXPECT_EQ(result.problems[0].package.provenance.origin, (scratch / "sumfloat.zip").string());
    // The unpacked copy is gone; only the import is left.
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(scratch.path()))
        left.push_back(entry.path().filename().string());
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (std::vector<std::string>{"out", "sumfloat.zip", "tools"}));
}

TEST_F(Archive, TarGzOfAPolygonPackageAtTheRoot) {
    write_archive(scratch / "aplusb.tar.gz", fixture_entries("polygon/aplusb-plain", "./"), false);
    GxxTools tools(scratch / "tools");
    const package::ImportResult result =
        package::import_package(scratch / "aplusb.tar.gz", scratch / "out", tools, {});
    EXPECT_EQ(result.format, package::PackageFormat::Polygon);
    EXPECT_EQ(result.problems.at(0).package.id, "aplusb");
}

TEST_F(Archive, ParentComponentIsRefused) {
    EXPECT_EQ(unpack_error({{"ok.txt", AE_IFREG, "fine\n", ""}, {"../evil", AE_IFREG, "x", ""}}),
              "entry '../evil': a '..' component");
    EXPECT_EQ(unpack_error({{"a/../../evil", AE_IFREG, "x", ""}}),
              "entry 'a/../../evil': a '..' component");
}

TEST_F(Archive, AbsoluteNameIsRefused) {
    EXPECT_EQ(unpack_error({{"/tmp/evil", AE_IFREG, "x", ""}}),
              "entry '/tmp/evil': an absolute name");
}

TEST_F(Archive, LinksAreRefused) {
    EXPECT_EQ(unpack_error({{"tests/1.in", AE_IFLNK, "", "/etc/passwd"}}),
              "entry 'tests/1.in': a symbolic link (links could lead outside the package)");
    EXPECT_EQ(unpack_error({{"a.txt", AE_IFREG, "a", ""}, {"b.txt", AE_IFREG, "", "a.txt"}}),
              "entry 'b.txt': a hard link");
}

TEST_F(Archive, FifoEntryIsRefused) {
    EXPECT_EQ(unpack_error({{"tests/1.in", AE_IFIFO, "", ""}}),
              "entry 'tests/1.in': a device, FIFO or socket, not a regular file");
}

TEST_F(Archive, TooManyEntries) {
    package::ArchiveCaps caps;
    caps.max_entries = 5;
    std::vector<Entry> entries;
    for (int i = 0; i < 6; ++i) entries.push_back({"f" + std::to_string(i), AE_IFREG, "x", ""});
    EXPECT_EQ(unpack_error(entries, caps), "more than 5 entries (archive bomb?)");
}

TEST_F(Archive, HugeUnpackedSizeStopsWhileStreaming) {
    package::ArchiveCaps caps;
    caps.max_entry_bytes = 1 << 20;
    // 8 MiB of zeros compress to a few KiB.
    EXPECT_EQ(unpack_error({{"big", AE_IFREG, std::string(8 << 20, '\0'), ""}}, caps),
              "entry 'big': unpacks to more than 1048576 bytes (archive bomb?)");
    caps = {};
    caps.max_total_bytes = 1 << 20;
    EXPECT_EQ(unpack_error({{"a", AE_IFREG, std::string(600 << 10, '\0'), ""},
                            {"b", AE_IFREG, std::string(600 << 10, '\0'), ""}},
                           caps),
              "entry 'b': the archive unpacks to more than 1048576 bytes in total (archive bomb?)");
}

TEST_F(Archive, DuplicateEntryIsRefused) {
    EXPECT_EQ(unpack_error({{"a.txt", AE_IFREG, "1", ""}, {"a.txt", AE_IFREG, "2", ""}}),
              "entry 'a.txt': appears twice in the archive");
}

TEST_F(Archive, SymlinkInAnArchiveFailsTheWholeImport) {
    std::vector<Entry> entries = fixture_entries("polygon/aplusb-plain", "");
    entries.push_back({"tests/05", AE_IFLNK, "", "../../../etc/passwd"});
    write_archive(scratch / "linked.zip", entries, true);
    GxxTools tools(scratch / "tools");
    EXPECT_EQ(package_error([&] {
                  package::import_package(scratch / "linked.zip", scratch / "out", tools, {});
              }),
              (scratch / "linked.zip").string() +
                  ": entry 'tests/05': a symbolic link (links could lead outside the package)");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

}  // namespace
}  // namespace gridjudge::testing
