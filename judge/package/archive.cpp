#include "judge/package/archive.h"

#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>

#include "judge/model/package_json.h"
#include "judge/package/staging_folder.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

using ArchiveHandle = std::unique_ptr<struct archive, int (*)(struct archive*)>;

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

bool ends_with(const std::string& text, std::string_view suffix) {
    return text.size() >= suffix.size() &&
           text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Why an entry name cannot be unpacked, or empty when it can ("./a/b/" is "a/b").
std::string name_problem(std::string& name) {
    if (name.empty()) return "an entry without a name";
    if (name.front() == '/') return "an absolute name";
    while (name.rfind("./", 0) == 0) name.erase(0, 2);
    while (!name.empty() && name.back() == '/') name.pop_back();
    if (name == ".") name.clear();
    std::size_t start = 0;
    while (start <= name.size() && !name.empty()) {
        std::size_t end = name.find('/', start);
        if (end == std::string::npos) end = name.size();
        if (name.compare(start, end - start, "..") == 0) return "a '..' component";
        start = end + 1;
    }
    if (!name.empty() && !is_safe_package_path(name))
        return "not a plain relative name (empty or '.' parts, backslashes or NUL)";
    return {};
}

class Unpacker {
  public:
    Unpacker(const fs::path& archive, const StagingFolder& staging, const ArchiveCaps& caps)
        : archive_(archive),
          staging_(staging),
          caps_(caps),
          reader_(archive_read_new(), archive_read_free) {
        if (!reader_) fail("cannot start libarchive");
        archive_read_support_filter_all(reader_.get());
        archive_read_support_format_zip(reader_.get());
        archive_read_support_format_tar(reader_.get());
        archive_read_support_format_gnutar(reader_.get());
        if (archive_read_open_filename(reader_.get(), archive.c_str(), 1 << 16) != ARCHIVE_OK)
            fail(std::string("not a readable zip or tar archive: ") + library_error());
    }

    void run() {
        for (;;) {
            archive_entry* entry = nullptr;
            const int status = archive_read_next_header(reader_.get(), &entry);
            if (status == ARCHIVE_EOF) return;
            if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
                fail(std::string("corrupt archive: ") + library_error());
            if (++entries_ > caps_.max_entries)
                fail("more than " + std::to_string(caps_.max_entries) + " entries (archive bomb?)");
            unpack(entry);
        }
    }

  private:
    [[noreturn]] void fail(const std::string& why) const {
        throw PackageError(archive_.string() + ": " + why);
    }
    [[noreturn]] void fail_entry(const std::string& name, const std::string& why) const {
        fail("entry '" + name + "': " + why);
    }
    std::string library_error() const {
        const char* text = archive_error_string(reader_.get());
        return text ? text : "unknown error";
    }

    void unpack(archive_entry* entry) {
        const char* raw = archive_entry_pathname_utf8(entry);
        if (!raw) raw = archive_entry_pathname(entry);
        const std::string shown = raw ? raw : "";
        std::string name = shown;
        if (const std::string problem = name_problem(name); !problem.empty())
            fail_entry(shown, problem);
        if (archive_entry_hardlink(entry)) fail_entry(shown, "a hard link");
        const mode_t type = archive_entry_filetype(entry);
        if (type == AE_IFLNK || archive_entry_symlink(entry))
            fail_entry(shown, "a symbolic link (links could lead outside the package)");
        if (type == AE_IFDIR) {
            if (!name.empty()) make_folder(shown, name);
            return;
        }
        if (type != AE_IFREG) fail_entry(shown, "a device, FIFO or socket, not a regular file");
        if (name.empty()) fail_entry(shown, "a file without a name");
        write_file(shown, name);
    }

    void make_folder(const std::string& shown, const std::string& name) {
        std::error_code error;
        fs::create_directories(staging_.path() / name, error);
        if (error) fail_entry(shown, "cannot create the folder: " + error.message());
    }

    void write_file(const std::string& shown, const std::string& name) {
        fs::path path;
        try {
            path = staging_.prepare(name);
        } catch (const std::exception& error) {
            fail_entry(shown, std::string("cannot create its folder: ") + error.what());
        }
        sandbox::UniqueFd fd(
            ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
        if (!fd) {
            if (errno == EEXIST) fail_entry(shown, "appears twice in the archive");
            fail_entry(shown, std::string("cannot create: ") + std::strerror(errno));
        }
        std::int64_t entry_bytes = 0;
        char buffer[1 << 16];
        for (;;) {
            const la_ssize_t got = archive_read_data(reader_.get(), buffer, sizeof buffer);
            if (got < 0) fail_entry(shown, std::string("cannot unpack: ") + library_error());
            if (got == 0) break;
            entry_bytes += got;
            total_bytes_ += got;
            if (entry_bytes > caps_.max_entry_bytes)
                fail_entry(shown, "unpacks to more than " + std::to_string(caps_.max_entry_bytes) +
                                      " bytes (archive bomb?)");
            if (total_bytes_ > caps_.max_total_bytes)
                fail_entry(shown, "the archive unpacks to more than " +
                                      std::to_string(caps_.max_total_bytes) +
                                      " bytes in total (archive bomb?)");
            for (const char* data = buffer; data < buffer + got;) {
                const ssize_t put = ::write(fd.get(), data, buffer + got - data);
                if (put < 0 && errno == EINTR) continue;
                if (put <= 0)
                    fail_entry(shown, std::string("write error: ") + std::strerror(errno));
                data += put;
            }
        }
    }

    fs::path archive_;
    const StagingFolder& staging_;
    const ArchiveCaps& caps_;
    ArchiveHandle reader_;
    std::int64_t entries_ = 0, total_bytes_ = 0;
};

}  // namespace

bool is_archive_name(const fs::path& path) {
    const std::string name = lower(path.filename().string());
    for (std::string_view suffix :
         {".zip", ".kpp", ".tar", ".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tbz2"})
        if (ends_with(name, suffix)) return true;
    return false;
}

void unpack_archive(const fs::path& archive, const fs::path& out_dir, const ArchiveCaps& caps) {
    StagingFolder staging(out_dir);
    Unpacker(archive, staging, caps).run();
    staging.commit();
}

}  // namespace gridjudge::package
