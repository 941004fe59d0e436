#include "judge/core/language.h"

#include <algorithm>
#include <array>

namespace gridjudge {
namespace {

constexpr std::string_view kProgram = "main";

// -DONLINE_JUDGE lets contestants keep debug code out of judged runs, as most judges allow.
// No -static: the sandbox mounts the system libraries read-only and dynamic links are faster.
Language cxx(std::string_view id, std::string_view description, std::string_view standard) {
    return Language{
        id,
        "cpp",
        description,
        {".cpp", ".cc", ".cxx", ".c++"},
        "main.cpp",
        {"/usr/bin/g++", standard, "-O2", "-pipe", "-DONLINE_JUDGE", "{source}", "-o", "{program}"},
        {"./{program}"},
        {kProgram},
        {"/usr/bin/g++", "--version"},
        "g++"};
}

const std::array<Language, 5>& table() {
    static const std::array<Language, 5> kLanguages{
        // Libraries go after the sources, or the linker drops them.
        Language{"c11",
                 "c",
                 "C11 (gcc -std=c11 -O2)",
                 {".c"},
                 "main.c",
                 {"/usr/bin/gcc", "-std=c11", "-O2", "-pipe", "-DONLINE_JUDGE", "{source}", "-o",
                  "{program}", "-lm"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/gcc", "--version"},
                 "gcc"},
        cxx("cpp11", "C++11 (g++ -std=c++11 -O2)", "-std=c++11"),
        cxx("cpp14", "C++14 (g++ -std=c++14 -O2)", "-std=c++14"),
        cxx("cpp17", "C++17 (g++ -std=c++17 -O2)", "-std=c++17"),
        cxx("cpp20", "C++20 (g++ -std=c++20 -O2)", "-std=c++20"),
    };
    return kLanguages;
}

struct Alias {
    std::string_view alias, id;
};
constexpr std::array kAliases{Alias{"c", "c11"},       Alias{"cpp", "cpp14"},
                              Alias{"c++", "cpp14"},   Alias{"c++11", "cpp11"},
                              Alias{"c++14", "cpp14"}, Alias{"c++17", "cpp17"},
                              Alias{"c++20", "cpp20"}};

std::vector<std::string> fill(const std::vector<std::string_view>& words,
                              const Language& language) {
    std::vector<std::string> command;
    for (std::string_view word : words) {
        std::string filled(word);
        for (const auto& [name, value] :
             {std::pair<std::string_view, std::string_view>{"{source}", language.source_name},
              {"{program}", kProgram}})
            if (auto at = filled.find(name); at != std::string::npos)
                filled.replace(at, name.size(), value);
        command.push_back(std::move(filled));
    }
    return command;
}

}  // namespace

std::span<const Language> languages() {
    return table();
}

const Language* find_language(std::string_view name) {
    for (const Alias& alias : kAliases)
        if (alias.alias == name) name = alias.id;
    for (const Language& language : table())
        if (language.id == name) return &language;
    return nullptr;
}

const Language* language_for_file(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    if (dot == std::string_view::npos) return nullptr;
    const std::string_view extension = path.substr(dot);
    // Several C++ standards share ".cpp": the default language wins, else the first listed.
    const Language* chosen = nullptr;
    for (const Language& language : table())
        if (std::find(language.extensions.begin(), language.extensions.end(), extension) !=
            language.extensions.end()) {
            if (language.id == kDefaultLanguage) return &language;
            if (!chosen) chosen = &language;
        }
    return chosen;
}

std::string language_id_list() {
    std::string list;
    for (const Language& language : table())
        list += (list.empty() ? "" : ", ") + std::string(language.id);
    return list;
}

std::vector<std::string> compile_command(const Language& language) {
    return fill(language.compile, language);
}

std::vector<std::string> run_command(const Language& language) {
    return fill(language.run, language);
}

std::string command_text(const std::vector<std::string>& command) {
    std::string text;
    for (const std::string& word : command) {
        std::string_view shown = word;
        if (!text.empty()) text += ' ';
        if (shown.starts_with("/usr/bin/")) shown.remove_prefix(9);
        text += shown;
    }
    return text;
}

}  // namespace gridjudge
