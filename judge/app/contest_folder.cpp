#include "judge/app/contest_folder.h"

#include "judge/app/answer_upload.h"
#include "judge/util/safe_files.h"

namespace gridjudge::app {
namespace fs = std::filesystem;
namespace {

struct Scan {
    const std::function<std::optional<std::string>(const std::string&)>& problem_for;
    std::uint64_t max_bytes;
    const Language* forced;
    const std::function<bool(const std::string&)>& output_only;
    ContestFolder folder;

    void skip(const fs::path& path, const std::string& why) {
        folder.skipped.push_back(path.string() + ": " + why);
    }

    // A file that names a source by its extension: read it, or say why not.
    void take(const std::string& contestant, const fs::path& path, const Language* language) {
        const std::string stem = path.stem().string();
        const std::optional<std::string> problem = problem_for(stem);
        if (!problem) {
            skip(path, "no problem is named '" + stem + "'");
            return;
        }
        ReadOutcome read = read_regular_file(path, max_bytes);
        if (!read.content) {
            skip(path, read.refusal);
            return;
        }
        folder.programs.push_back({contestant, *problem, path, path.filename().string(),
                                   std::move(*read.content), forced ? forced : language});
    }

    // An output-only problem's folder: every file in it is an answer; refused as a whole.
    bool take_answers(const std::string& contestant, const fs::path& dir) {
        const std::optional<std::string> problem = problem_for(dir.filename().string());
        if (!problem || !output_only || !output_only(*problem)) return false;
        try {
            folder.programs.push_back({contestant, *problem, dir, dir.filename().string(), "",
                                       nullptr, read_answers({dir}, AnswerCaps{})});
        } catch (const AnswerUploadError& error) {
            folder.skipped.push_back(error.what());
        }
        return true;
    }

    // NOIP layout: <problem>/<problem>.<ext>. The first source extension found wins.
    void take_noip(const std::string& contestant, const fs::path& dir) {
        if (take_answers(contestant, dir)) return;
        const std::string name = dir.filename().string();
        for (const DirectoryEntry& entry : list_directory(dir)) {
            const fs::path path = dir / entry.name;
            if (path.stem().string() != name) continue;
            const Language* language = language_for_file(entry.name);
            if (language == nullptr) continue;
            take(contestant, path, language);
            return;
        }
    }

    void contestant(const fs::path& dir) {
        const std::string name = dir.filename().string();
        for (const DirectoryEntry& entry : list_directory(dir)) {
            const fs::path path = dir / entry.name;
            const Language* language = language_for_file(entry.name);
            if (entry.kind == EntryKind::Directory) {
                if (language != nullptr)
                    skip(path, "a directory named like a source file");
                else
                    take_noip(name, path);
                continue;
            }
            if (language == nullptr) continue;  // notes, inputs, binaries: not programs
            take(name, path, language);
        }
    }
};

}  // namespace

ContestFolder scan_contest_folder(
    const fs::path& dir,
    const std::function<std::optional<std::string>(const std::string&)>& problem_for,
    std::uint64_t max_source_bytes, const Language* forced,
    const std::function<bool(const std::string&)>& output_only) {
    Scan scan{problem_for, max_source_bytes, forced, output_only, {}};
    for (const DirectoryEntry& entry : list_directory(dir)) {
        const fs::path path = dir / entry.name;
        switch (entry.kind) {
            case EntryKind::Directory:
                scan.contestant(path);
                break;
            case EntryKind::Symlink:
                scan.skip(path, "a symbolic link, not a contestant's folder");
                break;
            case EntryKind::RegularFile:
                break;  // a README or the like beside the contestants' folders
            default:
                scan.skip(path, "a special file, not a contestant's folder");
                break;
        }
    }
    return std::move(scan.folder);
}

}  // namespace gridjudge::app
