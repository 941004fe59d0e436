#include "judge/package/builtin_marker.h"

#include <sstream>
#include <stdexcept>
#include <vector>

#include "checkers/builtin_checkers.h"
#include "checkers/standalone_sources.h"
#include "judge/model/package_json.h"

namespace gridjudge::package {
namespace {

constexpr std::string_view kMarker = "// gridjudge built-in checker: ";

std::string c_string(std::string_view text) {
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') quoted += '\\';
        quoted += c;
    }
    return quoted + "\"";
}

}  // namespace

std::string exported_checker_source(const ProgramSpec& checker, CheckerProtocol protocol) {
    const std::string_view source = checkers::standalone_checker_source(checker.name);
    if (checker.protocol != Protocol::Builtin || source.empty())
        throw PackageError("checker '" + checker.name + "' has no standalone source to export");
    try {
        checkers::make_builtin_checker(checker.name, checker.arguments);
    } catch (const std::invalid_argument& error) {
        throw PackageError(std::string("checker.arguments: ") + error.what());
    }
    std::string text(kMarker);
    text += checker.name;
    for (const std::string& argument : checker.arguments) text += " " + argument;
    text += "\n";
    if (protocol == CheckerProtocol::Kattis) text += "#define GRIDJUDGE_KATTIS_PROTOCOL 1\n";
    if (!checker.arguments.empty()) {
        text += "#define GRIDJUDGE_CHECKER_ARGUMENTS ";
        for (std::size_t i = 0; i < checker.arguments.size(); ++i)
            text += (i ? ", " : "") + c_string(checker.arguments[i]);
        text += "\n";
    }
    text += source;
    return text;
}

std::optional<ProgramSpec> builtin_checker_of(std::string_view source_text) {
    if (source_text.substr(0, kMarker.size()) != kMarker) return std::nullopt;
    const std::size_t end = source_text.find('\n');
    std::istringstream words(std::string(source_text.substr(kMarker.size(), end - kMarker.size())));
    ProgramSpec checker;
    checker.protocol = Protocol::Builtin;
    if (!(words >> checker.name)) return std::nullopt;
    for (std::string word; words >> word;) checker.arguments.push_back(word);
    try {
        checkers::make_builtin_checker(checker.name, checker.arguments);
    } catch (const std::invalid_argument&) {
        return std::nullopt;  // not ours after all: judged as the foreign source it is
    }
    return checker;
}

}  // namespace gridjudge::package
