#include "judge/judging/scoring.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace gridjudge {

Scoring::Scoring(const ProblemPackage& package, const std::vector<std::string>& selected)
    : package_(package) {
    for (const TestGroup& group : package.groups) {
        order_.push_back(group.name);
        groups_[group.name].group = &group;
    }
    std::map<std::string, const PackageTest*> all;
    for (const PackageTest& test : package.tests) all[test.name] = &test;
    for (const std::string& name : selected) {
        auto found = all.find(name);
        if (found == all.end()) throw std::invalid_argument("no test named '" + name + "'");
        tests_[name] = found->second;
        ++groups_.at(found->second->group).selected;
    }
}

const Scoring::GroupState& Scoring::state_of(const std::string& test) const {
    return groups_.at(tests_.at(test)->group);
}

Scoring::GroupState& Scoring::state_of(const std::string& test) {
    return groups_.at(tests_.at(test)->group);
}

std::optional<std::string> Scoring::skip_reason(const std::string& test) const {
    const GroupState& state = state_of(test);
    for (const std::string& dependency : state.group->depends_on) {
        const GroupState& needed = groups_.at(dependency);
        if (needed.selected > 0 && needed.failed)
            return "its group '" + state.group->name + "' depends on group '" + dependency +
                   "', which is not fully solved";
    }
    if (state.group->aggregation == Aggregation::Min && state.failed &&
        std::any_of(state.fractions.begin(), state.fractions.end(),
                    [](double fraction) { return fraction <= 0; }))
        return "its group '" + state.group->name + "' already scores 0";
    return std::nullopt;
}

void Scoring::record(const std::string& test, Verdict verdict, double fraction) {
    GroupState& state = state_of(test);
    ++state.ran;
    state.fractions.push_back(fraction);
    state.each_test_score += fraction * tests_.at(test)->points;
    if (fraction < 1) state.failed = true;
    if (verdict_severity(verdict) > verdict_severity(state.worst)) state.worst = verdict;
    if (verdict_severity(verdict) > verdict_severity(worst_)) worst_ = verdict;
}

void Scoring::record_skipped(const std::string& test) {
    state_of(test).failed = true;
}

double Scoring::test_max_points(const std::string& test) const {
    const GroupState& state = state_of(test);
    switch (state.group->aggregation) {
        case Aggregation::EachTest:
            return tests_.at(test)->points;
        case Aggregation::Sum:
            return state.group->points / state.selected;
        case Aggregation::Min:
        case Aggregation::Max:
            break;
    }
    return 0;
}

double Scoring::group_max(const GroupState& state) const {
    if (state.group->aggregation != Aggregation::EachTest) return state.group->points;
    double total = 0;
    for (const auto& [name, test] : tests_)
        if (test->group == state.group->name) total += test->points;
    return total;
}

double Scoring::group_score(const GroupState& state) const {
    for (const std::string& dependency : state.group->depends_on) {
        const GroupState& needed = groups_.at(dependency);
        if (needed.selected > 0 && needed.failed) return 0;
    }
    const std::vector<double>& fractions = state.fractions;
    const double points = state.group->points;
    switch (state.group->aggregation) {
        case Aggregation::EachTest:
            return state.each_test_score;
        case Aggregation::Sum:
            // A skipped test earned nothing: the mean is over every selected test.
            return points * std::accumulate(fractions.begin(), fractions.end(), 0.0) /
                   state.selected;
        case Aggregation::Min:
            if (state.ran < state.selected) return 0;
            return points * *std::min_element(fractions.begin(), fractions.end());
        case Aggregation::Max:
            if (fractions.empty()) return 0;
            return points * *std::max_element(fractions.begin(), fractions.end());
    }
    return 0;
}

bool Scoring::has_samples(const std::string& group) const {
    for (const PackageTest& test : package_.tests)
        if (test.group == group && test.sample) return true;
    return false;
}

SubmissionScore Scoring::totals() const {
    SubmissionScore total;
    total.verdict = worst_ == Verdict::Skipped ? Verdict::AC : worst_;
    bool some_group_accepted = false;
    for (const std::string& name : order_) {
        const GroupState& state = groups_.at(name);
        if (state.selected == 0) continue;
        if (state.ran == state.selected && !state.failed && state.worst == Verdict::AC &&
            !has_samples(name))
            some_group_accepted = true;
        GroupScore group{name, state.worst, group_score(state), group_max(state)};
        total.score += group.score;
        total.max_score += group.max_score;
        total.groups.push_back(std::move(group));
    }
    // A judge's own failure stays one whatever the rule (problemtools' JE does too).
    if (package_.verdict_rule == VerdictRule::AnyGroupAccepted && some_group_accepted &&
        total.verdict != Verdict::IE)
        total.verdict = Verdict::AC;
    return total;
}

}  // namespace gridjudge
