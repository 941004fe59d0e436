// GeneratorCall: one generator invocation as a problem setter types it,
//   gridjudge generate huarongdao open --n 30 --m 30 --q 500 --seed 42
// It is also what a package records for each test, so a test can be remade from its line alone.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridjudge {

// A generator was called wrongly (unknown strategy or option, value out of range).
class GeneratorError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct GeneratorCall {
    std::string problem;
    std::string strategy;
    std::vector<std::pair<std::string, std::string>> options;  // in command-line order, no "--"
    std::uint64_t seed = 0;

    // words: PROBLEM STRATEGY [--key value]... --seed N
    static GeneratorCall parse(std::span<const std::string> words);
    std::string command_line() const;  // "gridjudge generate ..." ; parse() round-trips it

    GeneratorCall& set(std::string key, long long value);  // builder for test plans

    // An integer option in [lo, hi]; the default when absent. Throws GeneratorError.
    long long int_option(std::string_view key, long long fallback, long long lo,
                         long long hi) const;
    std::string string_option(std::string_view key, std::string fallback) const;
    // Throws GeneratorError naming the first option not in `known`.
    void expect_only(std::initializer_list<std::string_view> known) const;
};

struct PlannedTest {
    std::string name;   // file stem in the package, e.g. "01"
    std::string group;  // label of the score group, e.g. "small"
    int points = 0;     // awarded when this test is accepted
    GeneratorCall call;
};

}  // namespace gridjudge
