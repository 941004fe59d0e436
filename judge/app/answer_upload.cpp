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

namespace {

// A file handed in (a path on disk) and how messages name it.
struct HandedIn {
    fs::path path;
    std::string shown;
};

std::vector<SubmittedFile> gather(const std::vector<HandedIn>& handed_in, const AnswerCaps& caps) {
    Gathering gathering(caps);
    for (const auto& [path, shown] : handed_in) {
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
                // The archive's message names the file by its path: name it as shown instead
                // (an upload's private copy has a path its sender never saw).
                std::string message = error.what();
                if (message.starts_with(path.string()))
                    message = shown + message.substr(path.string().size());
                throw AnswerUploadError(message + "; nothing was queued");
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

// The last component of an uploaded file's sent name (a browser may send a path, a hostile
// client "../x"), or empty when that leaves no usable name.
std::string uploaded_name(const std::string& sent) {
    const std::string name = sent.substr(sent.find_last_of("/\\") + 1);
    if (name.empty() || name == "." || name == ".." || name.size() > 255 || !is_valid_utf8(name))
        return "";
    for (const unsigned char c : name)
        if (c < 0x20 || c == 0x7f) return "";
    return name;
}

}  // namespace

std::vector<SubmittedFile> read_answers(const std::vector<fs::path>& paths,
                                        const AnswerCaps& caps) {
    std::vector<HandedIn> handed_in;
    for (const fs::path& path : paths) handed_in.push_back({path, path.string()});
    return gather(handed_in, caps);
}

std::vector<SubmittedFile> read_uploaded_answers(const std::vector<SubmittedFile>& uploads,
                                                 const AnswerCaps& caps) {
    // Written to a private folder first, each in a folder of its own (two uploads may share a
    // name: gathering then refuses the second by name), so that uploads and files on disk pass
    // the very same checks.
    TempDir folder("gridjudge-uploaded-answers-");
    std::vector<HandedIn> handed_in;
    for (const SubmittedFile& upload : uploads) {
        const std::string name = uploaded_name(upload.name);
        if (name.empty())
            throw AnswerUploadError("uploaded file '" + upload.name +
                                    "': not a usable file name; nothing was queued");
        if (static_cast<std::int64_t>(upload.content.size()) > caps.max_total_bytes)
            throw AnswerUploadError(name + ": over " + describe_bytes(caps.max_total_bytes) +
                                    "; nothing was queued");
        const fs::path own = folder.path() / std::to_string(handed_in.size());
        fs::create_directory(own);
        write_file_atomic(own / name, upload.content);
        handed_in.push_back({own / name, name});
    }
    return gather(handed_in, caps);
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
