#include "judge/package/package_install.h"

#include <nlohmann/json.hpp>

#include <set>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"

namespace gridjudge::package {
namespace fs = std::filesystem;
namespace {

// The problem.json of the package in `dir`, read as JSON only; std::runtime_error if there is
// none that reads.
nlohmann::json package_manifest(const fs::path& dir) {
    try {
        return nlohmann::json::parse(read_file(dir / "problem.json"));
    } catch (const std::exception&) {
        throw std::runtime_error(dir.string() +
                                 " exists and is not a gridjudge package (no "
                                 "readable problem.json); choose another --out or "
                                 "remove it");
    }
}

// The files a package's problem.json names, itself included (`dir` passed
// check_package_destination). Packages of gridjudge 0.1 (no "format" key) named their tests the
// same way and always had statement.md.
std::set<std::string> files_named_by(const fs::path& dir) {
    const fs::path manifest = dir / "problem.json";
    const nlohmann::json document = package_manifest(dir);
    std::set<std::string> named{"problem.json"};
    if (!document.contains("format")) {  // format 1
        named.insert("statement.md");
        for (const auto& test : document.value("tests", nlohmann::json::array())) {
            named.insert(test.value("input", ""));
            named.insert(test.value("answer", ""));
        }
        return named;
    }
    const ProblemPackage old = read_package_json(read_file(manifest), manifest.string());
    for (const PackageTest& test : old.tests) named.insert({test.input, test.answer});
    for (const Statement& statement : old.statements) named.insert(statement.path);
    for (const std::string& file : old.files) named.insert(file);
    for (const auto& [language, graders] : old.graders)
        named.insert(graders.begin(), graders.end());
    for (const auto& [language, included] : old.included)
        named.insert(included.begin(), included.end());
    for (const PackageSolution& solution : old.solutions) {
        named.insert(solution.source);
        named.insert(solution.companions.begin(), solution.companions.end());
    }
    for (const auto* program : {&old.checker, old.validator ? &*old.validator : nullptr,
                                old.interactor ? &*old.interactor : nullptr})
        if (program && !program->source.empty()) named.insert(program->source);
    return named;
}

// Every regular file under `dir`, relative; links and special files are the user's business
// and are carried over as they are (renamed, never followed).
std::vector<std::string> entries_under(const fs::path& dir) {
    std::vector<std::string> entries;
    for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator();
         ++it) {
        std::error_code unreadable;
        if (it->is_directory(unreadable) && !it->is_symlink()) continue;
        entries.push_back(fs::relative(it->path(), dir).string());
    }
    return entries;
}

// Carries the user's files of `old_dir` into `staging` as extra names of the same files (hard
// links; copies across file systems), so the swap below never loses one.
std::vector<std::string> carry_user_files(const fs::path& old_dir, const fs::path& staging) {
    const std::set<std::string> ours = files_named_by(old_dir);
    std::vector<std::string> kept;
    for (const std::string& entry : entries_under(old_dir)) {
        if (ours.count(entry)) continue;
        const fs::path target = staging / entry;
        if (fs::exists(fs::symlink_status(target)))
            throw std::runtime_error(
                (old_dir / entry).string() +
                " is not part of the old package, and the new package writes a file of the same "
                "name; move it away and run again (nothing was changed)");
        fs::create_directories(target.parent_path());
        std::error_code not_linked;
        fs::create_hard_link(old_dir / entry, target, not_linked);
        if (not_linked) fs::copy(old_dir / entry, target, fs::copy_options::copy_symlinks);
        kept.push_back(entry);
    }
    return kept;
}

}  // namespace

db::NewTestSet new_test_set(const ProblemPackage& package, const fs::path& folder) {
    db::NewTestSet set;
    set.problem_id = package.id;
    set.title = package.title;
    set.package_dir = fs::absolute(folder).string();
    set.package_json = write_package_json(package);
    int position = 0;
    for (const PackageTest& test : package.tests) {
        db::TestRecord row;
        row.position = ++position;
        row.name = test.name;
        row.group = test.group;
        row.points = test.points;
        row.sample = test.sample;
        row.generator = test.generator;
        row.input_sha256 = test.input_sha256;
        row.answer_sha256 = test.answer_sha256;
        row.size_summary = test.size_summary;
        row.answer_summary = test.answer_summary;
        set.blob_files.emplace_back(test.input_sha256, folder / test.input);
        set.blob_files.emplace_back(test.answer_sha256, folder / test.answer);
        set.tests.push_back(std::move(row));
    }
    std::set<std::string> files(package.files.begin(), package.files.end());
    for (const auto& [language, graders] : package.graders)
        files.insert(graders.begin(), graders.end());
    for (const auto& [language, included] : package.included)
        files.insert(included.begin(), included.end());
    for (const Statement& statement : package.statements) files.insert(statement.path);
    for (const PackageSolution& solution : package.solutions) {
        files.insert(solution.source);
        files.insert(solution.companions.begin(), solution.companions.end());
    }
    for (const auto* program : {&package.checker, package.validator ? &*package.validator : nullptr,
                                package.interactor ? &*package.interactor : nullptr})
        if (program && !program->source.empty()) files.insert(program->source);
    for (const std::string& path : files) {
        const std::string data = read_file(folder / path);
        const std::string sha256 = sha256_hex(data);
        set.files.push_back({path, sha256, static_cast<std::int64_t>(data.size())});
        set.blob_files.emplace_back(sha256, folder / path);
    }
    return set;
}

void check_package_destination(const fs::path& destination, const std::string& problem_id) {
    const fs::file_status status = fs::symlink_status(destination);
    if (!fs::exists(status)) return;
    if (fs::is_symlink(status))
        throw std::runtime_error(destination.string() +
                                 " is a symbolic link; give the package folder itself");
    if (fs::is_directory(status) && fs::is_empty(destination)) return;
    const nlohmann::json document = package_manifest(destination);
    const std::string id =
        document.is_object() && document.contains("id") && document["id"].is_string()
            ? document["id"].get<std::string>()
            : "?";
    if (id != problem_id)
        throw std::runtime_error(destination.string() + " holds a package of '" + id +
                                 "', not of " + problem_id + "; choose another --out");
}

InstalledPackage install_package(db::Store* store, const ProblemPackage& package,
                                 const fs::path& staging, const fs::path& destination) {
    InstalledPackage installed;
    check_package(package, (staging / "problem.json").string());
    // The model cannot know the language table; a misspelt key would silently judge that
    // language without its grader.
    for (const auto& [language, files] : package.graders)
        if (find_language(language) == nullptr)
            throw PackageError((staging / "problem.json").string() + ": graders." + language +
                               ": not a language (" + language_id_list() + ")");
    // The folder always carries the manifest the database gets: the two never disagree.
    write_file_atomic(staging / "problem.json", write_package_json(package));
    const fs::path parent = fs::absolute(destination).parent_path();
    fs::create_directories(parent);
    check_package_destination(destination, package.id);
    const bool replacing = fs::exists(fs::symlink_status(destination)) &&
                           !(fs::is_directory(destination) && fs::is_empty(destination));
    if (replacing) installed.kept_files = carry_user_files(destination, staging);

    // The old folder stays aside until the database has the new version.
    TempDir retired("." + destination.filename().string() + ".old-", parent);
    if (fs::exists(destination)) fs::rename(destination, retired.path() / "package");
    try {
        fs::rename(staging, destination);
    } catch (...) {
        if (fs::exists(retired.path() / "package"))
            fs::rename(retired.path() / "package", destination);
        throw;
    }
    if (store == nullptr) return installed;
    try {
        installed.test_set = store->add_test_set(new_test_set(package, destination));
    } catch (...) {
        // The database said no: the folder goes back to what the database still describes.
        fs::rename(destination, retired.path() / "new");
        if (fs::exists(retired.path() / "package"))
            fs::rename(retired.path() / "package", destination);
        throw;
    }
    return installed;
}

fs::path materialize_test_set(db::Store& store, const db::TestSetRecord& set, const fs::path& dir) {
    const ProblemPackage package = read_package_json(
        set.package_json, set.problem_id + " version " + std::to_string(set.version));
    auto write_blob = [&](const std::string& path, const std::string& sha256) {
        const std::optional<std::string> data = store.blob(sha256);
        if (!data)
            throw std::runtime_error("the database lacks " + path + " of " + set.problem_id +
                                     " (sha256 " + sha256 + ")");
        fs::create_directories((dir / path).parent_path());
        write_file_atomic(dir / path, *data);
    };
    for (const PackageTest& test : package.tests) {
        write_blob(test.input, test.input_sha256);
        write_blob(test.answer, test.answer_sha256);
    }
    for (const db::PackageFileRecord& file : store.package_files(set.id))
        write_blob(file.path, file.sha256);
    write_file_atomic(dir / "problem.json", set.package_json);
    return dir;
}

}  // namespace gridjudge::package
