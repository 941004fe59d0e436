#include "tests/db/store_fixture.h"

#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db::testing {

void StoreContractTest::SetUp() {
    try {
        connect = GetParam().fresh(scratch.path());
    } catch (const gridjudge::testing::PostgresUnavailable& why) {
        GRIDJUDGE_SKIP_OR_FAIL(why.what());
    }
    store = connect();
}

NewTestSet StoreContractTest::small_package(const std::string& id, const std::string& salt) {
    NewTestSet set;
    set.problem_id = id;
    set.title = "Problem " + id;
    set.package_dir = (scratch.path() / id).string();
    set.package_json = "{\"id\": \"" + id + "\"}";
    for (int i = 1; i <= 2; ++i) {
        TestRecord test;
        test.position = i;
        test.name = "0" + std::to_string(i);
        test.group = i == 1 ? "samples" : "main";
        test.points = i == 1 ? 0 : 100;
        test.sample = i == 1;
        test.generator = "gen --n " + std::to_string(i);
        const std::string input = "input " + std::to_string(i) + salt;
        const std::string answer = "answer " + std::to_string(i);
        test.input_sha256 = sha256_hex(input);
        test.answer_sha256 = sha256_hex(answer);
        for (const auto& [sha256, data] :
             {std::pair{test.input_sha256, input}, std::pair{test.answer_sha256, answer}}) {
            const std::filesystem::path file = scratch.path() / sha256;
            write_file_atomic(file, data);
            set.blob_files.emplace_back(sha256, file);
        }
        set.tests.push_back(test);
    }
    const std::string checker = "// checker";
    write_file_atomic(scratch.path() / "check.cpp", checker);
    set.files.push_back(
        {"check.cpp", sha256_hex(checker), static_cast<std::int64_t>(checker.size())});
    set.blob_files.emplace_back(sha256_hex(checker), scratch.path() / "check.cpp");
    return set;
}

SubmissionRecord StoreContractTest::submission_to(const TestSetRecord& set, const std::string& user,
                                                  const std::string& source) {
    SubmissionRecord submission;
    submission.problem_id = set.problem_id;
    submission.test_set_id = set.id;
    submission.user = user;
    submission.contest = "spring";
    submission.language = "cpp17";
    submission.source = source;
    submission.source_name = "main.cpp";
    submission.source_sha256 = sha256_hex(source);
    submission.settings.time_limit_ms = 1500;
    submission.settings.wall_limit_ms = 3000;
    submission.settings.memory_limit_mib = 64;
    submission.settings.output_limit_mib = 8;
    submission.settings.io = {IoMode::File, "sum.in", "sum.out"};
    submission.settings.measure_tle_up_to_ms = 5000;
    return submission;
}

}  // namespace gridjudge::db::testing
