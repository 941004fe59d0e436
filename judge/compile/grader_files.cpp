#include "judge/compile/grader_files.h"

#include <algorithm>
#include <cctype>

namespace gridjudge {

namespace {

bool is_source_of(const Language& language, std::string_view name) {
    const std::size_t dot = name.rfind('.');
    if (dot == std::string_view::npos) return false;
    const std::string_view extension = name.substr(dot);
    return std::find(language.extensions.begin(), language.extensions.end(), extension) !=
           language.extensions.end();
}

bool grader_has(const std::vector<SourceFile>& files, std::string_view name) {
    return std::any_of(files.begin(), files.end(),
                       [&](const SourceFile& file) { return file.name == name; });
}

bool runs_a_class(const Language& language) {
    return std::find(language.run.begin(), language.run.end(), "{class}") != language.run.end();
}

bool runs_its_source(const Language& language) {
    return std::find(language.run.begin(), language.run.end(), "{source}") != language.run.end();
}

// The module name a grader in a language run from its source imports the contestant's file by.
constexpr std::string_view kSolutionModule = "solution";

bool is_pascal(const Language& language) {
    return language.family == "pascal";
}

// Skips blanks and Pascal comments ({...}, (*...*), //...) from `at`.
std::size_t skip_blanks(std::string_view text, std::size_t at) {
    while (at < text.size()) {
        const char c = text[at];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f') {
            ++at;
        } else if (c == '{') {
            const std::size_t end = text.find('}', at);
            at = end == std::string_view::npos ? text.size() : end + 1;
        } else if (text.substr(at, 2) == "(*") {
            const std::size_t end = text.find("*)", at + 2);
            at = end == std::string_view::npos ? text.size() : end + 2;
        } else if (text.substr(at, 2) == "//") {
            const std::size_t end = text.find('\n', at);
            at = end == std::string_view::npos ? text.size() : end + 1;
        } else {
            break;
        }
    }
    return at;
}

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

}  // namespace

std::string pascal_unit_name(std::string_view source) {
    std::size_t at = skip_blanks(source, 0);
    std::string keyword;
    while (at < source.size() && is_word_char(source[at]))
        keyword += static_cast<char>(std::tolower(static_cast<unsigned char>(source[at++])));
    if (keyword != "unit") return "";
    const std::size_t start = skip_blanks(source, at);
    if (start == at || start >= source.size() || (source[start] >= '0' && source[start] <= '9'))
        return "";
    std::string name;
    for (at = start; at < source.size() && is_word_char(source[at]); ++at)
        name += static_cast<char>(std::tolower(static_cast<unsigned char>(source[at])));
    at = skip_blanks(source, at);
    if (name.empty() || name.size() > 64 || at >= source.size() || source[at] != ';') return "";
    return name;
}

namespace {}  // namespace

const std::vector<SourceFile>* graders_for(
    const std::map<std::string, std::vector<SourceFile>>& graders, const Language& language) {
    const std::vector<SourceFile>* same_family = nullptr;
    for (const auto& [key, files] : graders) {
        const Language* named = find_language(key);
        if (named == nullptr) continue;
        if (named->id == language.id) return &files;
        // A family's name ("cpp", "c", "java") may alias one of its languages: any of the family.
        if (named->family == language.family && !same_family) same_family = &files;
    }
    return same_family;
}

std::string submission_module(const std::vector<std::string>& submission_format) {
    if (submission_format.size() != 1) return "";
    const std::string& name = submission_format.front();
    return name.substr(0, name.rfind('.'));
}

std::string submission_format_refusal(const Language& language,
                                      const std::vector<std::string>& submission_format,
                                      const std::vector<SourceFile>& submitted) {
    if (submission_format.size() < 2) return "";
    const std::string extension(language.extensions.front());
    std::string formats, missing;
    for (const std::string& name : submission_format) {
        formats += (formats.empty() ? "" : ", ") + name;
        const std::string stem = name.substr(0, name.rfind('.'));
        const bool found =
            std::any_of(submitted.begin(), submitted.end(), [&](const SourceFile& file) {
                return file.name.substr(0, file.name.rfind('.')) == stem &&
                       is_source_of(language, file.name);
            });
        if (!found) missing += (missing.empty() ? "" : ", ") + stem + extension;
    }
    if (missing.empty()) return "";
    return "the task takes one file of each name: " + formats + " (%l: " + extension.substr(1) +
           "); missing: " + missing;
}

GraderLayout grader_layout(const Language& language, std::string_view source,
                           const std::vector<SourceFile>& grader_files, std::string_view given_name,
                           std::string_view module) {
    GraderLayout layout;
    layout.source_name =
        given_name.empty() ? source_name_for(language, source) : std::string(given_name);
    layout.run_name = layout.source_name;
    if (grader_files.empty()) return layout;
    if (runs_its_source(language)) {
        const std::string_view own = language.source_name;
        layout.source_name = std::string(module.empty() ? kSolutionModule : module) +
                             std::string(own.substr(own.rfind('.')));
        layout.run_name = layout.source_name;
    }
    for (const SourceFile& file : grader_files)
        if (is_source_of(language, file.name)) layout.compiled_sources.push_back(file.name);
    // A Pascal grader is the program and `uses` the contestant's unit by its name (CMS's
    // `uses taskname;`): the unit's file is named after the unit, where the compiler looks.
    if (const std::string unit = is_pascal(language) ? pascal_unit_name(source) : "";
        !unit.empty()) {
        layout.source_name = unit + ".pas";
        layout.run_name = layout.source_name;
        if (grader_has(grader_files, layout.source_name)) {
            layout.refusal = "the submission's unit " + unit + " is named like the grader's " +
                             layout.source_name + ": the grader is the jury's; rename the unit";
            return layout;
        }
    }
    if (grader_has(grader_files, layout.source_name)) {
        if (language.source_named_by_class) {
            layout.refusal = "the submission's public class is named like the grader's " +
                             layout.source_name + ": the grader is the jury's; rename the class";
            return layout;
        }
        // The contestant never chose this name: theirs gives way to the grader's.
        const std::string extension = layout.source_name.substr(layout.source_name.rfind('.'));
        layout.source_name = "contestant" + extension;
        for (int n = 2; grader_has(grader_files, layout.source_name); ++n)
            layout.source_name = "contestant" + std::to_string(n) + extension;
        layout.run_name = layout.source_name;
    }
    // A class-run language runs the grader's first class, a source-run one its first source: the
    // contestant's own main() (or top-level code) must not bypass it.
    if ((runs_a_class(language) || runs_its_source(language)) && !layout.compiled_sources.empty())
        layout.run_name = layout.compiled_sources.front();
    return layout;
}

void add_grader_sources(std::vector<std::string>& command, const std::string& source_name,
                        const std::vector<std::string>& sources) {
    auto at = std::find(command.begin(), command.end(), source_name);
    if (at == command.end()) return;
    command.insert(at + 1, sources.begin(), sources.end());
}

std::vector<std::vector<std::string>> grader_compile_steps(
    const Language& language, const std::vector<std::string>& command,
    const std::vector<std::string>& contestant_sources,
    const std::vector<std::string>& grader_sources) {
    if (language.family == "pascal" && !grader_sources.empty()) {
        // The grader's first source is the program; the contestant's unit and the grader's
        // other units are found beside it by the names its `uses` gives.
        std::vector<std::string> program = command;
        std::replace(program.begin(), program.end(), contestant_sources.front(),
                     grader_sources.front());
        return {program};
    }
    std::vector<std::string> together = command;
    add_grader_sources(together, contestant_sources.back(), grader_sources);
    const bool separable = language.family == "c" || language.family == "cpp";
    auto output = std::find(command.begin(), command.end(), "-o");
    if (!separable || grader_sources.empty() || output == command.end()) return {together};
    // Alone to objects: the words up to "-o program" (the libraries after it are the link's).
    // One source is named its object; several each get theirs by name (`-c` without `-o`).
    std::vector<std::string> alone(command.begin(), output);
    alone.push_back("-c");
    if (contestant_sources.size() == 1)
        alone.insert(alone.end(), {"-o", object_name(contestant_sources.front())});
    // Then the grader's sources compiled and linked with them, where the sources were.
    std::vector<std::string> link = command;
    for (const std::string& source : contestant_sources)
        std::replace(link.begin(), link.end(), source, object_name(source));
    add_grader_sources(link, object_name(contestant_sources.back()), grader_sources);
    return {alone, link};
}

std::string object_name(const std::string& source) {
    return source.substr(0, source.rfind('.')) + ".o";
}

}  // namespace gridjudge
