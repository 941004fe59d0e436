#include "generators/common/generator_call.h"

#include <charconv>

namespace gridjudge {
namespace {
std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        throw GeneratorError("--seed: expected a non-negative integer below 2^64, got '" + text +
                             "'");
    return value;
}
}  // namespace

GeneratorCall GeneratorCall::parse(std::span<const std::string> words) {
    if (words.size() < 2)
        throw GeneratorError("usage: generate PROBLEM STRATEGY [--key value]... --seed N");
    GeneratorCall call;
    call.problem = words[0];
    call.strategy = words[1];
    bool have_seed = false;
    for (std::size_t i = 2; i < words.size(); i += 2) {
        const std::string& key = words[i];
        if (key.size() < 3 || key.rfind("--", 0) != 0)
            throw GeneratorError("expected an option like --n, got '" + key + "'");
        if (i + 1 >= words.size()) throw GeneratorError(key + ": missing value");
        std::string name = key.substr(2);
        if (name == "seed") {
            call.seed = parse_seed(words[i + 1]);
            have_seed = true;
        } else {
            for (const auto& [existing, value] : call.options)
                if (existing == name) throw GeneratorError(key + ": given twice");
            call.options.emplace_back(name, words[i + 1]);
        }
    }
    if (!have_seed) throw GeneratorError("--seed is required (the same seed gives the same test)");
    return call;
}

std::string GeneratorCall::command_line() const {
    std::string line = "gridjudge generate " + problem + " " + strategy;
    for (const auto& [key, value] : options) line += " --" + key + " " + value;
    return line + " --seed " + std::to_string(seed);
}

GeneratorCall& GeneratorCall::set(std::string key, long long value) {
    for (auto& [existing, old] : options)
        if (existing == key) {
            old = std::to_string(value);
            return *this;
        }
    options.emplace_back(std::move(key), std::to_string(value));
    return *this;
}

long long GeneratorCall::int_option(std::string_view key, long long fallback, long long lo,
                                    long long hi) const {
    for (const auto& [name, text] : options) {
        if (name != key) continue;
        long long value = 0;
        auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size())
            throw GeneratorError("--" + name + ": expected an integer, got '" + text + "'");
        if (value < lo || value > hi)
            throw GeneratorError("--" + name + ": must be between " + std::to_string(lo) + " and " +
                                 std::to_string(hi) + ", got " + text);
        return value;
    }
    return fallback;
}

std::string GeneratorCall::string_option(std::string_view key, std::string fallback) const {
    for (const auto& [name, value] : options)
        if (name == key) return value;
    return fallback;
}

void GeneratorCall::expect_only(std::initializer_list<std::string_view> known) const {
    for (const auto& [name, value] : options) {
        bool ok = false;
        for (auto k : known) ok = ok || k == name;
        if (!ok) {
            std::string list;
            for (auto k : known) list += (list.empty() ? "--" : ", --") + std::string(k);
            throw GeneratorError("strategy '" + strategy + "' has no option --" + name +
                                 (list.empty() ? " (it takes none)" : " (it takes " + list + ")"));
        }
    }
}

}  // namespace gridjudge
