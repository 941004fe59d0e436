#include "judge/compile/submitted_sources.h"

#include <algorithm>
#include <array>

namespace gridjudge {

bool is_source_of(const Language& language, std::string_view name) {
    const std::size_t dot = name.rfind('.');
    if (dot == std::string_view::npos) return false;
    const std::string_view extension = name.substr(dot);
    // A language sharing another's files (PyPy's are Python's) lists none: its source's.
    if (language.extensions.empty())
        return extension == language.source_name.substr(language.source_name.rfind('.'));
    return std::find(language.extensions.begin(), language.extensions.end(), extension) !=
           language.extensions.end();
}

namespace {

bool named_main(std::string_view name) {
    const std::string_view stem = name.substr(0, name.find('.'));
    if (stem.size() != 4) return false;
    std::string lower(stem);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower == "main";
}

std::string extension_list(const Language& language) {
    std::string list;
    for (std::string_view extension : language.extensions)
        list += (list.empty() ? "" : ", ") + std::string(extension);
    return list;
}

}  // namespace

EntryChoice choose_entry(const Language& language, const std::vector<SourceFile>& files,
                         std::string_view named) {
    const std::string rule = "the entry point is the file named with --entry, else the only " +
                             std::string(language.id) + " source (" + extension_list(language) +
                             "), else the one named main.*, else the first by name";
    EntryChoice choice;
    if (!named.empty()) {
        for (std::size_t i = 0; i < files.size(); ++i)
            if (files[i].name == named) {
                if (!is_source_of(language, named)) break;
                choice.entry = i;
                return choice;
            }
        choice.refusal = "the entry point " + std::string(named) + " is not one of the " +
                         std::string(language.id) + " sources submitted: " + rule;
        return choice;
    }
    std::vector<std::size_t> sources;
    for (std::size_t i = 0; i < files.size(); ++i)
        if (is_source_of(language, files[i].name)) sources.push_back(i);
    if (sources.empty()) {
        choice.refusal =
            "none of the submitted files is a " + std::string(language.id) + " source: " + rule;
        return choice;
    }
    for (std::size_t i : sources)
        if (named_main(files[i].name)) {
            choice.entry = i;
            return choice;
        }
    choice.entry = *std::min_element(
        sources.begin(), sources.end(),
        [&](std::size_t a, std::size_t b) { return files[a].name < files[b].name; });
    return choice;
}

bool compiles_every_source(const Language& language) {
    constexpr std::array kFamilies{"c", "cpp", "java", "kotlin", "csharp", "go", "python", "pypy"};
    return std::find(kFamilies.begin(), kFamilies.end(), language.family) != kFamilies.end();
}

std::string file_name_refusal(std::string_view name) {
    if (name.empty()) return "an empty file name";
    if (name.size() > 100) return "a file name longer than 100 bytes";
    if (name.starts_with(".")) return "a hidden file name (it starts with '.')";
    for (const char c : name) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-' || c == '+';
        if (!plain)
            return "a file name with a character other than letters, digits, '.', '_', '-' and "
                   "'+'";
    }
    return "";
}

}  // namespace gridjudge
