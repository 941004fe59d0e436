#include "judge/model/package.h"

#include <cmath>
#include <cstdio>

namespace gridjudge {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> parse_by_name(std::string_view name, const Enum (&values)[N],
                                  std::string_view (*name_of)(Enum)) {
    for (Enum value : values)
        if (name_of(value) == name) return value;
    return std::nullopt;
}

}  // namespace

const TestGroup* ProblemPackage::group(const std::string& name) const {
    for (const TestGroup& g : groups)
        if (g.name == name) return &g;
    return nullptr;
}

double ProblemPackage::total_points() const {
    double total = 0;
    for (const TestGroup& g : groups) total += g.points;
    return total;
}

std::string_view protocol_name(Protocol protocol) {
    switch (protocol) {
        case Protocol::Builtin:
            return "builtin";
        case Protocol::Testlib:
            return "testlib";
        case Protocol::Kattis:
            return "kattis";
        case Protocol::Lemon:
            return "lemon";
        case Protocol::Cms:
            return "cms";
    }
    return "builtin";
}

std::optional<Protocol> parse_protocol(std::string_view name) {
    static constexpr Protocol kAll[] = {Protocol::Builtin, Protocol::Testlib, Protocol::Kattis,
                                        Protocol::Lemon, Protocol::Cms};
    return parse_by_name(name, kAll, protocol_name);
}

std::string_view aggregation_name(Aggregation aggregation) {
    switch (aggregation) {
        case Aggregation::EachTest:
            return "each-test";
        case Aggregation::Sum:
            return "sum";
        case Aggregation::Min:
            return "min";
        case Aggregation::Max:
            return "max";
    }
    return "each-test";
}

std::string_view verdict_rule_name(VerdictRule rule) {
    return rule == VerdictRule::AnyGroupAccepted ? "any-group-accepted" : "worst-test";
}

std::optional<VerdictRule> parse_verdict_rule(std::string_view name) {
    static constexpr VerdictRule kAll[] = {VerdictRule::WorstTest, VerdictRule::AnyGroupAccepted};
    return parse_by_name(name, kAll, verdict_rule_name);
}

std::string_view problem_kind_name(ProblemKind kind) {
    return kind == ProblemKind::OutputOnly ? "output-only" : "batch";
}

std::optional<ProblemKind> parse_problem_kind(std::string_view name) {
    static constexpr ProblemKind kAll[] = {ProblemKind::Batch, ProblemKind::OutputOnly};
    return parse_by_name(name, kAll, problem_kind_name);
}

std::optional<Aggregation> parse_aggregation(std::string_view name) {
    static constexpr Aggregation kAll[] = {Aggregation::EachTest, Aggregation::Sum,
                                           Aggregation::Min, Aggregation::Max};
    return parse_by_name(name, kAll, aggregation_name);
}

std::string_view io_mode_name(IoMode mode) {
    return mode == IoMode::File ? "file" : "stdio";
}

std::string format_points(double points) {
    // Two decimals are what any judge's points carry; below that is rounding noise of sums.
    const double rounded = std::round(points * 100) / 100;
    char text[64];
    std::snprintf(text, sizeof text, "%.2f", rounded == 0 ? 0.0 : rounded);
    std::string shown = text;
    while (shown.back() == '0') shown.pop_back();
    if (shown.back() == '.') shown.pop_back();
    return shown;
}

}  // namespace gridjudge
