// Scoring, the one owner of how test outcomes add up (docs/verdicts.md): tests belong to groups;
// a group's score follows its aggregation (each-test, sum, min, max: judge/model/package.h) over
// the fractions its tests earned; a group whose dependencies are not fully solved scores nothing,
// and its tests are skipped, as are the rest of a `min` group once one of its tests scored 0.
// The submission's verdict is the worst verdict of the tests that ran (verdict_severity), or as
// the package's verdict_rule says (a Kattis scoring problem: AC once a group is fully accepted);
// its score the sum of its groups'.
//
// Used as the tests run: ask skip_reason() before a test, record() after it, totals() at the end.
// Only the tests selected for the submission count (a --tests subset scores what it ran).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "judge/model/package.h"
#include "judge/model/verdict.h"

namespace gridjudge {

struct GroupScore {
    std::string group;
    Verdict verdict = Verdict::AC;  // worst of the tests that ran; Skipped if none ran
    double score = 0, max_score = 0;
};

struct SubmissionScore {
    Verdict verdict = Verdict::AC;
    double score = 0, max_score = 0;
    std::vector<GroupScore> groups;  // in the package's order, groups with selected tests only
};

class Scoring {
  public:
    // `selected`: the names of the tests the submission runs, in judging order.
    Scoring(const ProblemPackage& package, const std::vector<std::string>& selected);

    // Why the test must not run ("group 'small' already scores 0", "depends on group 'samples',
    // which is not fully solved"), or nullopt: run it.
    std::optional<std::string> skip_reason(const std::string& test) const;
    void record(const std::string& test, Verdict verdict, double fraction);
    void record_skipped(const std::string& test);

    // The points a test's fraction is worth on its own, for the per-test column: its own points
    // in an each-test group, an even share in a sum group, none in min and max groups (their
    // score exists only for the whole group).
    double test_max_points(const std::string& test) const;

    SubmissionScore totals() const;

  private:
    struct GroupState {
        const TestGroup* group = nullptr;
        int selected = 0, ran = 0;
        std::vector<double> fractions;  // of the tests that ran
        double each_test_score = 0;
        Verdict worst = Verdict::Skipped;
        bool failed = false;  // some test scored below full, or was skipped
    };

    const GroupState& state_of(const std::string& test) const;
    GroupState& state_of(const std::string& test);
    double group_score(const GroupState& state) const;
    double group_max(const GroupState& state) const;
    bool has_samples(const std::string& group) const;

    const ProblemPackage& package_;
    std::map<std::string, const PackageTest*> tests_;
    std::vector<std::string> order_;  // group names in the package's order
    std::map<std::string, GroupState> groups_;
    Verdict worst_ = Verdict::Skipped;
};

}  // namespace gridjudge
