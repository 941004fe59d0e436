#include "tests/e2e/checker_package.h"

#include "db/store.h"
#include "judge/model/package_json.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;

fs::path database_with_checker(const std::string& id, const std::string& checker_source,
                               std::int64_t checker_time_ms) {
    const fs::path folder = scratch_dir() / ("package-" + id);
    fs::create_directories(folder / "tests");
    write_file_atomic(folder / "tests/1.in", "1 2\n");
    write_file_atomic(folder / "tests/1.ans", "3\n");
    write_file_atomic(folder / "checker.cpp", checker_source);

    ProblemPackage package;
    package.id = id;
    package.title = "A plus B, checker " + id;
    package.limits.time_ms = 1000;
    package.limits.memory_mib = 64;
    package.limits.checker_time_ms = checker_time_ms;
    package.checker = {Protocol::Testlib, "", "checker.cpp", "", {}};
    package.groups = {{"all", 100, Aggregation::EachTest, {}}};
    PackageTest test;
    test.name = "1";
    test.group = "all";
    test.points = 100;
    test.input = "tests/1.in";
    test.answer = "tests/1.ans";
    test.input_sha256 = sha256_hex(read_file(folder / test.input));
    test.answer_sha256 = sha256_hex(read_file(folder / test.answer));
    package.tests = {test};

    db::NewTestSet set;
    set.problem_id = id;
    set.title = package.title;
    set.package_dir = folder.string();
    set.package_json = write_package_json(package);
    db::TestRecord row;
    row.position = 1;
    row.name = test.name;
    row.group = test.group;
    row.points = test.points;
    row.input_sha256 = test.input_sha256;
    row.answer_sha256 = test.answer_sha256;
    set.tests = {row};
    const std::string checker_sha256 = sha256_hex(checker_source);
    set.files = {{"checker.cpp", checker_sha256, static_cast<std::int64_t>(checker_source.size())}};
    set.blob_files = {{test.input_sha256, folder / test.input},
                      {test.answer_sha256, folder / test.answer},
                      {checker_sha256, folder / "checker.cpp"}};

    const fs::path database = scratch_dir() / (id + ".db");
    db::open_store(database.string())->add_test_set(set);
    return database;
}

}  // namespace gridjudge::e2e
