#include "tests/common/package_draft.h"

#include "judge/package/package_install.h"
#include "judge/util/files.h"

namespace gridjudge::testing {
namespace fs = std::filesystem;

PackageDraft::PackageDraft(std::string id, fs::path folder) : folder_(std::move(folder)) {
    package_.id = id;
    package_.title = "Test problem " + id;
    fs::create_directories(folder_ / "tests");
}

void PackageDraft::add_test(const std::string& name, const std::string& group, double points,
                            const std::string& input, const std::string& answer) {
    PackageTest test;
    test.name = name;
    test.group = group;
    test.points = points;
    test.input = "tests/" + name + ".in";
    test.answer = "tests/" + name + ".ans";
    write_file_atomic(folder_ / test.input, input);
    write_file_atomic(folder_ / test.answer, answer);
    test.input_sha256 = sha256_hex(input);
    test.answer_sha256 = sha256_hex(answer);
    TestGroup* existing = nullptr;
    for (TestGroup& candidate : package_.groups)
        if (candidate.name == group) existing = &candidate;
    if (existing == nullptr)
        existing = &package_.groups.emplace_back(TestGroup{group, 0, Aggregation::EachTest, {}});
    existing->points += points;
    package_.tests.push_back(std::move(test));
}

void PackageDraft::add_file(const fs::path& source, const std::string& path) {
    fs::create_directories((folder_ / path).parent_path());
    fs::copy_file(source, folder_ / path);
}

db::TestSetRecord PackageDraft::install(db::Store& store, const fs::path& destination) {
    return *package::install_package(&store, package_, folder_, destination).test_set;
}

}  // namespace gridjudge::testing
