#include "tests/app/app_fixture.h"

#include "tests/common/package_draft.h"

namespace gridjudge::testing {

void AppTest::SetUp() {
    store = db::open_store((scratch.path() / "gridjudge.db").string());
    first_version = install_sum(2, "v1");
}

db::TestSetRecord AppTest::install_sum(int tests, const std::string& folder) {
    PackageDraft draft("sum", scratch.path() / (folder + ".staging"));
    draft.package().title = "Sum";
    draft.package().limits.time_ms = 1500;
    draft.package().io = {IoMode::File, "summa.in", "summa.out"};
    for (int i = 1; i <= tests; ++i)
        draft.add_test("t" + std::to_string(i), "all", 50, "1 " + std::to_string(i) + "\n",
                       std::to_string(i + 1) + "\n");
    return draft.install(*store, scratch.path() / "sum");
}

std::int64_t AppTest::queue_sum(const std::string& user, const std::string& test_filter) {
    db::SubmissionRecord s;
    s.problem_id = "sum";
    s.test_set_id = first_version.id;
    s.user = user;
    s.language = "cpp17";
    s.source = "int main() {}\n";
    s.source_name = "sum.cpp";
    s.source_sha256 = sha256_hex(s.source);
    s.test_filter = test_filter;
    s.settings.time_limit_ms = 700;  // as if judged with --time-limit 700
    s.settings.wall_limit_ms = 1700;
    s.settings.io = {IoMode::File, "summa.in", "summa.out"};
    return store->enqueue(s);
}

void AppTest::judge(std::int64_t id) {
    const std::optional<db::Claim> claim =
        store->claim({"test-worker", std::chrono::seconds(60), "", id, {}});
    ASSERT_TRUE(claim.has_value());
    db::JudgmentRecord outcome;
    outcome.verdict = Verdict::AC;
    outcome.score = outcome.max_score = 100;
    ASSERT_TRUE(store->finish(*claim, outcome));
}

}  // namespace gridjudge::testing
