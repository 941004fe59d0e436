// Scoring by groups (judge/judging/scoring.h): each aggregation, dependencies, skipped tests, and a
// submission's verdict as the worst verdict of the tests that ran.
#include "judge/judging/scoring.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

// Groups: samples (0 points), a (each-test, 2 x 10), b (min, 30, 3 tests, needs a),
// c (sum, 40, 2 tests), d (max, 20, 2 tests).
ProblemPackage grouped() {
    ProblemPackage package;
    package.groups = {{"samples", 0, Aggregation::EachTest, {}},
                      {"a", 20, Aggregation::EachTest, {}},
                      {"b", 30, Aggregation::Min, {"a"}},
                      {"c", 40, Aggregation::Sum, {}},
                      {"d", 20, Aggregation::Max, {}}};
    auto test = [&](std::string name, std::string group, double points) {
        PackageTest t;
        t.name = std::move(name);
        t.group = std::move(group);
        t.points = points;
        package.tests.push_back(t);
    };
    test("s1", "samples", 0);
    test("a1", "a", 10);
    test("a2", "a", 10);
    test("b1", "b", 0);
    test("b2", "b", 0);
    test("b3", "b", 0);
    test("c1", "c", 0);
    test("c2", "c", 0);
    test("d1", "d", 0);
    test("d2", "d", 0);
    return package;
}

std::vector<std::string> all_tests(const ProblemPackage& package) {
    std::vector<std::string> names;
    for (const PackageTest& test : package.tests) names.push_back(test.name);
    return names;
}

// Kattis's rule (problemtools' accept_if_any_accepted over data/secret's groups, samples
// ignored): AC once a group without samples is fully accepted; a judge error stays one.
TEST(Scoring, AnyGroupAcceptedRuleAsKattisGradesScoringProblems) {
    ProblemPackage package = grouped();
    package.tests[0].sample = true;
    package.verdict_rule = VerdictRule::AnyGroupAccepted;
    const auto judge = [&](const std::map<std::string, Verdict>& verdicts) {
        Scoring scoring(package, all_tests(package));
        for (const PackageTest& test : package.tests) {
            if (scoring.skip_reason(test.name)) {
                scoring.record_skipped(test.name);
                continue;
            }
            const Verdict verdict =
                verdicts.count(test.name) ? verdicts.at(test.name) : Verdict::WA;
            scoring.record(test.name, verdict, verdict == Verdict::AC ? 1 : 0);
        }
        return scoring.totals();
    };
    // Group a accepted, the sample and everything else wrong: AC with a's 20 points.
    SubmissionScore total = judge({{"a1", Verdict::AC}, {"a2", Verdict::AC}});
    EXPECT_EQ(total.verdict, Verdict::AC);
    EXPECT_DOUBLE_EQ(total.score, 20);
    // Only the sample and half of a: no group is accepted, the worst verdict stands.
    total = judge({{"s1", Verdict::AC}, {"a1", Verdict::AC}});
    EXPECT_EQ(total.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(total.score, 10);
    // A judge error is not hidden by an accepted group.
    total = judge({{"a1", Verdict::AC}, {"a2", Verdict::AC}, {"c1", Verdict::IE}});
    EXPECT_EQ(total.verdict, Verdict::IE);
    // gridjudge's own rule: the worst test.
    package.verdict_rule = VerdictRule::WorstTest;
    total = judge({{"a1", Verdict::AC}, {"a2", Verdict::AC}});
    EXPECT_EQ(total.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(total.score, 20);
}

TEST(Scoring, EveryAggregationAddsUpItsGroup) {
    const ProblemPackage package = grouped();
    Scoring scoring(package, all_tests(package));
    for (const char* name : {"s1", "a1", "a2", "b1", "b2", "b3"})
        scoring.record(name, Verdict::AC, 1);
    scoring.record("c1", Verdict::AC, 1);
    scoring.record("c2", Verdict::WA, 0.5);  // partial points
    scoring.record("d1", Verdict::WA, 0);
    scoring.record("d2", Verdict::WA, 0.25);
    const SubmissionScore total = scoring.totals();
    EXPECT_EQ(total.verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(total.score, 20 + 30 + 30 + 5);
    EXPECT_DOUBLE_EQ(total.max_score, 110);
    ASSERT_EQ(total.groups.size(), 5u);
    EXPECT_DOUBLE_EQ(total.groups[3].score, 30);  // c: 40 x mean(1, 0.5)
    EXPECT_DOUBLE_EQ(total.groups[4].score, 5);   // d: 20 x max(0, 0.25)
    EXPECT_EQ(total.groups[4].verdict, Verdict::WA);
    EXPECT_DOUBLE_EQ(scoring.test_max_points("a1"), 10);
    EXPECT_DOUBLE_EQ(scoring.test_max_points("c1"), 20);
    EXPECT_DOUBLE_EQ(scoring.test_max_points("b1"), 0);
}

TEST(Scoring, AMinGroupStopsAtItsFirstZeroAndTheRestIsSkipped) {
    const ProblemPackage package = grouped();
    Scoring scoring(package, all_tests(package));
    for (const char* name : {"s1", "a1", "a2"}) scoring.record(name, Verdict::AC, 1);
    EXPECT_EQ(scoring.skip_reason("b1"), std::nullopt);
    scoring.record("b1", Verdict::TLE, 0);
    EXPECT_EQ(scoring.skip_reason("b2"), "its group 'b' already scores 0");
    scoring.record_skipped("b2");
    scoring.record_skipped("b3");
    const SubmissionScore total = scoring.totals();
    EXPECT_EQ(total.verdict, Verdict::TLE);
    EXPECT_EQ(total.groups[2].verdict, Verdict::TLE);
    EXPECT_DOUBLE_EQ(total.groups[2].score, 0);
    EXPECT_DOUBLE_EQ(total.groups[2].max_score, 30);
}

TEST(Scoring, AGroupWhoseDependencyIsNotSolvedIsSkippedAndScoresNothing) {
    const ProblemPackage package = grouped();
    Scoring scoring(package, all_tests(package));
    scoring.record("s1", Verdict::AC, 1);
    scoring.record("a1", Verdict::AC, 1);
    scoring.record("a2", Verdict::WA, 0);
    EXPECT_EQ(scoring.skip_reason("b1"),
              "its group 'b' depends on group 'a', which is not fully solved");
    EXPECT_EQ(scoring.skip_reason("c1"), std::nullopt);  // c needs nothing
    const SubmissionScore total = scoring.totals();
    EXPECT_DOUBLE_EQ(total.groups[1].score, 10);
    EXPECT_DOUBLE_EQ(total.groups[2].score, 0);
    EXPECT_EQ(total.groups[2].verdict, Verdict::Skipped);
}

TEST(Scoring, OnlyTheSelectedTestsCount) {
    const ProblemPackage package = grouped();
    Scoring scoring(package, {"a1", "c2"});
    scoring.record("a1", Verdict::AC, 1);
    scoring.record("c2", Verdict::AC, 1);
    const SubmissionScore total = scoring.totals();
    EXPECT_EQ(total.verdict, Verdict::AC);
    ASSERT_EQ(total.groups.size(), 2u);
    EXPECT_DOUBLE_EQ(total.max_score, 10 + 40);
    EXPECT_DOUBLE_EQ(total.score, 10 + 40);
    EXPECT_THROW(Scoring(package, {"zz"}), std::invalid_argument);
}

TEST(Scoring, AJudgeFaultHidesEverythingAndSkippedNeverDecides) {
    const ProblemPackage package = grouped();
    Scoring scoring(package, {"a1", "a2"});
    scoring.record("a1", Verdict::IE, 0);
    scoring.record("a2", Verdict::TLE, 0);
    EXPECT_EQ(scoring.totals().verdict, Verdict::IE);
    Scoring nothing_ran(package, {"b1"});
    nothing_ran.record_skipped("b1");
    EXPECT_EQ(nothing_ran.totals().verdict, Verdict::AC);
}

}  // namespace
}  // namespace gridjudge
