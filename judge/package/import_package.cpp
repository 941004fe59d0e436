#include "judge/package/import_package.h"

#include "judge/model/package_json.h"
#include "judge/package/archive.h"
#include "judge/package/importers.h"
#include "judge/package/package_dir.h"
#include "judge/util/files.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

// A scratch folder beside the destination (same file system), removed with what it holds. Its
// name carries its owner (TempDir), so one left by a killed import is swept by the next.
class ScratchFolder {
  public:
    explicit ScratchFolder(const fs::path& beside)
        : dir_(std::string(kUnpackPrefix), make_parent(beside)) {}
    const fs::path& path() const { return dir_.path(); }

  private:
    static fs::path make_parent(const fs::path& beside) {
        const fs::path parent = fs::absolute(beside).parent_path();
        fs::create_directories(parent);
        return parent;
    }
    TempDir dir_;
};

// Messages and notes about an unpacked archive name the archive, not the scratch folder: the
// unpacked folder's path is replaced by the archive's ("pkg.zip/tests/01").
std::string name_archive(std::string text, const std::string& unpacked,
                         const std::string& archive) {
    for (std::size_t at = text.find(unpacked); at != std::string::npos;
         at = text.find(unpacked, at + archive.size()))
        text.replace(at, unpacked.size(), archive);
    return text;
}

bool has_extension(const PackageDir& dir, const std::string& extension) {
    for (const PackageDir::Entry& entry : dir.list())
        if (entry.kind == PackageDir::Kind::File && fs::path(entry.name).extension() == extension)
            return true;
    return false;
}

// An archive of one folder: the package is that folder.
fs::path package_root(const fs::path& unpacked) {
    const PackageDir dir(unpacked);
    const auto entries = dir.list();
    if (entries.size() == 1 && entries.front().kind == PackageDir::Kind::Directory &&
        !detect_format(unpacked))
        return unpacked / entries.front().name;
    return unpacked;
}

ImportResult import_folder(PackageFormat format, const fs::path& dir, const fs::path& out_dir,
                           PackageTools& tools, const ImportOptions& options) {
    switch (format) {
        case PackageFormat::Gridjudge:
            return import_gridjudge(dir, out_dir, tools, options);
        case PackageFormat::Polygon:
            return import_polygon(dir, out_dir, tools, options);
        case PackageFormat::Kattis:
            return import_kattis(dir, out_dir, tools, options);
        case PackageFormat::Hydro:
            return import_hydro(dir, out_dir, tools, options);
        case PackageFormat::LemonLime:
            return import_lemonlime(dir, out_dir, tools, options);
        case PackageFormat::Cms:
            return import_cms(dir, out_dir, tools, options);
    }
    throw PackageError(dir.string() + ": unknown package format");
}

}  // namespace

std::optional<PackageFormat> detect_format(const fs::path& path) {
    const PackageDir dir(path);
    if (dir.is_file("problem.json")) return PackageFormat::Gridjudge;
    if (dir.is_file("problem.xml")) return PackageFormat::Polygon;
    if (has_extension(dir, ".cdf")) return PackageFormat::LemonLime;
    if (dir.is_file("task.yaml")) return PackageFormat::Cms;
    if (dir.is_file("problem.yaml")) {
        if (dir.is_directory("testdata")) return PackageFormat::Hydro;
        if (dir.is_directory("data")) return PackageFormat::Kattis;
        return std::nullopt;
    }
    for (const PackageDir::Entry& entry : dir.list())
        if (entry.kind == PackageDir::Kind::Directory &&
            dir.is_file(entry.name + "/problem.yaml") && dir.is_directory(entry.name + "/testdata"))
            return PackageFormat::Hydro;
    // A CMS contest folder: contest.yaml beside one folder per task.
    if (dir.is_file("contest.yaml"))
        for (const PackageDir::Entry& entry : dir.list())
            if (entry.kind == PackageDir::Kind::Directory && dir.is_file(entry.name + "/task.yaml"))
                return PackageFormat::Cms;
    return std::nullopt;
}

ImportResult import_package(const fs::path& path, const fs::path& out_dir, PackageTools& tools,
                            const ImportOptions& options) {
    ImportOptions with_origin = options;
    if (with_origin.origin.empty()) with_origin.origin = path.string();
    std::error_code error;
    const fs::file_status status = fs::symlink_status(path, error);
    if (fs::is_directory(status)) {
        // "maximal/" (a shell's completion) names the folder "maximal", whose name formats such
        // as Kattis take for the problem's id.
        fs::path folder = path;
        while (folder.filename().empty() && folder.has_relative_path())
            folder = folder.parent_path();
        const auto format = detect_format(folder);
        if (!format)
            throw PackageError(path.string() +
                               ": not a package gridjudge knows (no problem.json, problem.xml, "
                               "problem.yaml with data/ or testdata/, *.cdf, or task.yaml)");
        return import_folder(*format, folder, out_dir, tools, with_origin);
    }
    if (!fs::is_regular_file(status))
        throw PackageError(path.string() + ": not a folder or a regular archive file");
    if (!is_archive_name(path))
        throw PackageError(path.string() +
                           ": not an archive gridjudge unpacks (.zip, .kpp, .tar, .tar.gz, .tgz, "
                           ".tar.xz, .tar.bz2)");
    const ScratchFolder scratch(out_dir);
    // The folder is named after the archive: formats that name the problem by its folder
    // (Kattis) see the archive's name.
    std::string stem = path.filename().string();
    stem = stem.substr(0, stem.find('.'));
    if (stem.empty()) stem = "package";
    const fs::path unpacked = scratch.path() / stem;
    unpack_archive(path, unpacked, options.archive_caps);
    const fs::path root = package_root(unpacked);
    const auto format = detect_format(root);
    if (!format)
        throw PackageError(path.string() + ": the archive holds no package gridjudge knows");
    try {
        ImportResult result = import_folder(*format, root, out_dir, tools, with_origin);
        for (std::string& note : result.notes)
            note = name_archive(note, unpacked.string(), path.string());
        return result;
    } catch (const PackageError& error) {
        throw PackageError(name_archive(error.what(), unpacked.string(), path.string()));
    }
}

}  // namespace gridjudge::package
