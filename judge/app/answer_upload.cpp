#include "judge/app/answer_upload.h"

#include <algorithm>
#include <map>

#include "judge/compile/submitted_sources.h"
#include "judge/model/package_json.h"
#include "judge/package/archive.h"
#include "judge/util/files.h"
#include "judge/util/safe_files.h"
#include "judge/util/utf8.h"

namespace gridjudge::app {
namespace fs = std::filesystem;
namespace {

class Gathering {
  public:
    explicit Gathering(const AnswerCaps& caps) : caps_(caps) {}

    // `shown`: how the file is named in messages (the user's path, or "archive: entry").
    void add_file(const fs::path& path, const std::string& shown) {
        const std::string name = path.filename().string();
        if (name.starts_with(".")) return;
        if (caps_.plain_names)
            if (const std::string why = file_name_refusal(name); !why.empty())
                throw AnswerUploadError(shown + ": " + why + "; nothing was queued");
        if (static_cast<std::int64_t>(files_.size()) >= caps_.max_files)
            throw AnswerUploadError(shown + ": more than " + std::to_string(caps_.max_files) + " " +
                                    std::string(caps_.listed) + "; nothing was queued");
        ReadOutcome read =
            read_regular_file(path, static_cast<std::uint64_t>(caps_.max_file_bytes));
        if (!read.content)
            throw AnswerUploadError(shown + ": " + read.refusal + " (" + std::string(caps_.a_one) +
                                    " is a regular file of at most " +
                                    describe_bytes(caps_.max_file_bytes) + "); nothing was queued");
        if (!is_valid_utf8(*read.content))
            throw AnswerUploadError(shown + ": not UTF-8 text; nothing was queued");
        total_ += static_cast<std::int64_t>(read.content->size());
        if (total_ > caps_.max_total_bytes)
            throw AnswerUploadError(shown + ": the " + std::string(caps_.many) +
                                    " together exceed " + describe_bytes(caps_.max_total_bytes) +
                                    "; nothing was queued");
        if (auto [at, fresh] = seen_.emplace(name, shown); !fresh)
            throw AnswerUploadError(shown + ": a second " + std::string(caps_.one) + " named " +
                                    name + " (the first is " + at->second +
                                    "); nothing was queued");
        files_.push_back({name, std::move(*read.content)});
    }

    // Every file under `folder`, at any depth; links and special files are refused.
    void add_folder(const fs::path& folder, const std::string& shown) {
        for (const DirectoryEntry& entry : list_directory(folder)) {
            const fs::path path = folder / entry.name;
            // "answers/01.out", or "answers.zip:01.out" for an archive's entry.
            const std::string entry_shown = shown + (shown.ends_with(":") ? "" : "/") + entry.name;
            if (entry.name.starts_with(".") || entry.name == "__MACOSX") continue;
            if (entry.kind == EntryKind::Directory)
                add_folder(path, entry_shown);
            else if (entry.kind == EntryKind::Symlink)
                throw AnswerUploadError(entry_shown + ": a symbolic link (" +
                                        std::string(caps_.many) +
                                        " are regular files); nothing was queued");
            else
                add_file(path, entry_shown);
        }
    }

    std::vector<SubmittedFile> take() {
        std::sort(files_.begin(), files_.end(),
                  [](const SubmittedFile& a, const SubmittedFile& b) { return a.name < b.name; });
        return std::move(files_);
    }

  private:
    const AnswerCaps& caps_;
    std::vector<SubmittedFile> files_;
    std::map<std::string, std::string> seen_;
    std::int64_t total_ = 0;
};

}  // namespace

AnswerCaps answer_caps(const ProblemPackage& package) {
    AnswerCaps caps;
    caps.max_file_bytes = package.limits.output_mib << 20;
    return caps;
}

std::vector<SubmittedFile> read_answers(const std::vector<fs::path>& paths,
                                        const AnswerCaps& caps) {
    Gathering gathering(caps);
    for (const fs::path& path : paths) {
        const std::string shown = path.string();
        const EntryKind kind = entry_kind(path);
        if (kind == EntryKind::Missing) throw AnswerUploadError(shown + ": no such file");
        if (kind == EntryKind::Directory) {
            gathering.add_folder(path, shown);
        } else if (kind == EntryKind::RegularFile && package::is_archive_name(path)) {
            TempDir unpacked("gridjudge-answers-");
            package::ArchiveCaps archive_caps;
            archive_caps.max_entries = caps.max_files;
            archive_caps.max_entry_bytes = caps.max_file_bytes;
            archive_caps.max_total_bytes = caps.max_total_bytes;
            try {
                package::unpack_archive(path, unpacked.path() / "answers", archive_caps);
            } catch (const PackageError& error) {
                throw AnswerUploadError(std::string(error.what()) + "; nothing was queued");
            }
            gathering.add_folder(unpacked.path() / "answers", shown + ":");
        } else {
            gathering.add_file(path, shown);
        }
    }
    std::vector<SubmittedFile> files = gathering.take();
    if (files.empty())
        throw AnswerUploadError("no " + std::string(caps.listed) +
                                " were given; nothing was queued");
    return files;
}

AnswerCaps program_file_caps(std::int64_t max_source_bytes) {
    AnswerCaps caps;
    caps.max_files = 100;
    caps.max_file_bytes = max_source_bytes;
    caps.max_total_bytes = max_source_bytes;
    caps.one = "source file";
    caps.a_one = "a source file";
    caps.many = "source files";
    caps.listed = "source files";
    caps.plain_names = true;
    return caps;
}

std::vector<SubmittedFile> read_program_files(const std::vector<fs::path>& paths,
                                              std::int64_t max_source_bytes) {
    return read_answers(paths, program_file_caps(max_source_bytes));
}

}  // namespace gridjudge::app
