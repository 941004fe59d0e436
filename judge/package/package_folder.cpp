#include "judge/package/package_folder.h"

#include <fstream>
#include <set>

#include "judge/model/package_json.h"
#include "judge/package/package_dir.h"
#include "judge/package/staging_folder.h"
#include "judge/util/sha256.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

std::vector<std::pair<std::string, std::string>> named_files(const ProblemPackage& package) {
    std::vector<std::pair<std::string, std::string>> files;
    for (std::size_t i = 0; i < package.statements.size(); ++i)
        files.emplace_back("statements[" + std::to_string(i) + "].path",
                           package.statements[i].path);
    auto program = [&](const ProgramSpec& spec, const char* field) {
        if (spec.protocol != Protocol::Builtin)
            files.emplace_back(std::string(field) + ".source", spec.source);
    };
    program(package.checker, "checker");
    if (package.validator) program(*package.validator, "validator");
    if (package.interactor) program(*package.interactor, "interactor");
    for (std::size_t i = 0; i < package.files.size(); ++i)
        files.emplace_back("files[" + std::to_string(i) + "]", package.files[i]);
    for (const auto& [language, graders] : package.graders)
        for (std::size_t i = 0; i < graders.size(); ++i)
            files.emplace_back("graders." + language + "[" + std::to_string(i) + "]", graders[i]);
    for (const auto& [language, included] : package.included)
        for (std::size_t i = 0; i < included.size(); ++i)
            files.emplace_back("included." + language + "[" + std::to_string(i) + "]", included[i]);
    for (std::size_t i = 0; i < package.solutions.size(); ++i) {
        const std::string field = "solutions[" + std::to_string(i) + "]";
        files.emplace_back(field + ".source", package.solutions[i].source);
        const std::vector<std::string>& companions = package.solutions[i].companions;
        for (std::size_t j = 0; j < companions.size(); ++j)
            files.emplace_back(field + ".companions[" + std::to_string(j) + "]", companions[j]);
    }
    for (std::size_t i = 0; i < package.tests.size(); ++i) {
        const std::string field = "tests[" + std::to_string(i) + "]";
        files.emplace_back(field + ".input", package.tests[i].input);
        files.emplace_back(field + ".answer", package.tests[i].answer);
    }
    return files;
}

namespace {

// Throws PackageError naming the file when it cannot be read.
std::string sha256_of_file(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw PackageError(path.string() + ": cannot read");
    Sha256 digest;
    char buffer[1 << 16];
    while (file) {
        file.read(buffer, sizeof buffer);
        digest.update(std::string_view(buffer, static_cast<std::size_t>(file.gcount())));
    }
    if (file.bad()) throw PackageError(path.string() + ": read error");
    return digest.hex();
}

// Hashes one named file while checking it; the message carries the manifest field.
std::string checked_sha256(const PackageDir& dir, const std::string& manifest,
                           const std::string& field, const std::string& path,
                           const FolderCaps& caps, std::int64_t& total) {
    try {
        Sha256 digest;
        total += dir.read_chunks(path, caps.max_file_bytes,
                                 [&](std::string_view chunk) { digest.update(chunk); });
        if (total > caps.max_total_bytes)
            throw PackageError(dir.display(path) + ": the package's files exceed the cap of " +
                               std::to_string(caps.max_total_bytes) + " bytes in total");
        return digest.hex();
    } catch (const PackageError& error) {
        throw PackageError(manifest + ": " + field + ": " + error.what());
    }
}

void check_digest(std::string& recorded, const std::string& actual, const std::string& manifest,
                  const std::string& field, const std::string& path) {
    if (recorded.empty()) {
        recorded = actual;
    } else if (recorded != actual) {
        throw PackageError(manifest + ": " + field + ": " + path + " has sha256 " + actual +
                           ", the manifest says " + recorded);
    }
}

}  // namespace

LoadedPackage load_package_folder(const fs::path& dir, const FolderCaps& caps) {
    const PackageDir folder(dir);
    const std::string manifest = folder.display(kManifestName);
    // The manifest is small; a huge one is hostile, not a package.
    const std::string text = folder.read(kManifestName, 64 * kMiB);
    LoadedPackage loaded{dir, read_package_json(text, manifest)};
    ProblemPackage& package = loaded.package;

    const auto files = named_files(package);
    std::set<std::string> distinct;
    for (const auto& [field, path] : files) distinct.insert(path);
    if (static_cast<std::int64_t>(distinct.size()) > caps.max_files)
        throw PackageError(manifest + ": names " + std::to_string(distinct.size()) +
                           " files, above the cap of " + std::to_string(caps.max_files));

    std::int64_t total = 0;
    std::set<std::string> hashed_once;  // a shared file counts once against the total
    for (const auto& [field, path] : files) {
        if (field.rfind("tests[", 0) == 0) continue;  // tests are hashed below, with their digest
        if (!hashed_once.insert(path).second) continue;
        checked_sha256(folder, manifest, field, path, caps, total);
    }
    for (std::size_t i = 0; i < package.tests.size(); ++i) {
        PackageTest& test = package.tests[i];
        const std::string field = "tests[" + std::to_string(i) + "]";
        const std::string input =
            checked_sha256(folder, manifest, field + ".input", test.input, caps, total);
        check_digest(test.input_sha256, input, manifest, field + ".input_sha256", test.input);
        const std::string answer =
            checked_sha256(folder, manifest, field + ".answer", test.answer, caps, total);
        check_digest(test.answer_sha256, answer, manifest, field + ".answer_sha256", test.answer);
    }
    return loaded;
}

void write_problem_json(const StagingFolder& staging, std::string_view folder,
                        ProblemPackage& package) {
    const fs::path root = folder.empty() ? staging.path() : staging.path() / std::string(folder);
    for (PackageTest& test : package.tests) {
        test.input_sha256 = sha256_of_file(root / test.input);
        test.answer_sha256 = sha256_of_file(root / test.answer);
    }
    // Messages name the file where it will be, not the staging folder.
    const fs::path final_root =
        folder.empty() ? staging.destination() : staging.destination() / std::string(folder);
    check_package(package, (final_root / kManifestName).string());
    const std::string manifest =
        folder.empty() ? std::string(kManifestName) : std::string(folder) + "/problem.json";
    staging.write(manifest, write_package_json(package));
}

}  // namespace gridjudge::package
