#include "checkers/token_options.h"

#include <charconv>
#include <stdexcept>

namespace gridjudge::checkers {
namespace {

double tolerance_value(const std::vector<std::string>& arguments, std::size_t& index) {
    const std::string& name = arguments[index];
    if (index + 1 >= arguments.size())
        throw std::invalid_argument("tokens checker: '" + name + "' needs a value");
    const std::string& text = arguments[++index];
    double value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !(value >= 0))
        throw std::invalid_argument("tokens checker: '" + name + " " + text +
                                    "': the tolerance must be a non-negative number");
    return value;
}

void set_once(std::optional<double>& slot, double value, const std::string& name) {
    if (slot)
        throw std::invalid_argument("tokens checker: '" + name +
                                    "' sets a tolerance that is already set");
    slot = value;
}

std::string number_text(double value) {
    char text[64];
    auto [end, error] = std::to_chars(text, text + sizeof text, value);
    return std::string(text, error == std::errc() ? end : text);
}

}  // namespace

TokenOptions parse_token_options(const std::vector<std::string>& arguments) {
    TokenOptions options;
    bool mode_given = false;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& word = arguments[i];
        if (word == "text" || word == "lines") {
            if (mode_given)
                throw std::invalid_argument("tokens checker: '" + word +
                                            "': only one of text and lines may be given");
            options.mode = word == "text" ? TokenOptions::Mode::Text : TokenOptions::Mode::Lines;
            mode_given = true;
        } else if (word == "case_insensitive") {
            options.case_insensitive = true;
        } else if (word == "space_change_sensitive") {
            options.space_change_sensitive = true;
        } else if (word == "float_absolute_tolerance") {
            set_once(options.absolute_tolerance, tolerance_value(arguments, i), word);
        } else if (word == "float_relative_tolerance") {
            set_once(options.relative_tolerance, tolerance_value(arguments, i), word);
        } else if (word == "float_tolerance") {
            const double value = tolerance_value(arguments, i);
            set_once(options.absolute_tolerance, value, word);
            set_once(options.relative_tolerance, value, word);
        } else {
            throw std::invalid_argument("tokens checker: unknown option '" + word + "'");
        }
    }
    const bool flags = options.case_insensitive || options.space_change_sensitive;
    const bool tolerance = options.absolute_tolerance || options.relative_tolerance;
    if (options.mode == TokenOptions::Mode::Integers && (flags || tolerance))
        throw std::invalid_argument(
            "tokens checker: case_insensitive, space_change_sensitive and tolerances need 'text' "
            "or 'lines' (integers are compared as numbers)");
    if (options.mode == TokenOptions::Mode::Lines && tolerance)
        throw std::invalid_argument("tokens checker: float tolerances need 'text', not 'lines'");
    return options;
}

std::vector<std::string> token_option_arguments(const TokenOptions& options) {
    std::vector<std::string> arguments;
    if (options.mode == TokenOptions::Mode::Text) arguments.emplace_back("text");
    if (options.mode == TokenOptions::Mode::Lines) arguments.emplace_back("lines");
    if (options.case_insensitive) arguments.emplace_back("case_insensitive");
    if (options.space_change_sensitive) arguments.emplace_back("space_change_sensitive");
    const auto& absolute = options.absolute_tolerance;
    const auto& relative = options.relative_tolerance;
    if (absolute && relative && *absolute == *relative) {
        arguments.insert(arguments.end(), {"float_tolerance", number_text(*absolute)});
        return arguments;
    }
    if (absolute)
        arguments.insert(arguments.end(), {"float_absolute_tolerance", number_text(*absolute)});
    if (relative)
        arguments.insert(arguments.end(), {"float_relative_tolerance", number_text(*relative)});
    return arguments;
}

}  // namespace gridjudge::checkers
