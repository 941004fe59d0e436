#include "judge/core/language.h"

#include <array>

namespace gridjudge {
namespace {
// -DONLINE_JUDGE lets contestants keep debug code out of judged runs, as most judges allow.
// No -static: the sandbox mounts the system libraries read-only and dynamic links are faster.
const std::array kLanguages{
    Language{"c11",
             "C11 (gcc -std=c11 -O2)",
             "main.c",
             "/usr/bin/gcc",
             {"-std=c11", "-O2", "-pipe", "-DONLINE_JUDGE", "-lm"}},
    Language{"cpp11",
             "C++11 (g++ -std=c++11 -O2)",
             "main.cpp",
             "/usr/bin/g++",
             {"-std=c++11", "-O2", "-pipe", "-DONLINE_JUDGE"}},
    Language{"cpp14",
             "C++14 (g++ -std=c++14 -O2)",
             "main.cpp",
             "/usr/bin/g++",
             {"-std=c++14", "-O2", "-pipe", "-DONLINE_JUDGE"}},
    Language{"cpp17",
             "C++17 (g++ -std=c++17 -O2)",
             "main.cpp",
             "/usr/bin/g++",
             {"-std=c++17", "-O2", "-pipe", "-DONLINE_JUDGE"}},
    Language{"cpp20",
             "C++20 (g++ -std=c++20 -O2)",
             "main.cpp",
             "/usr/bin/g++",
             {"-std=c++20", "-O2", "-pipe", "-DONLINE_JUDGE"}},
};
struct Alias {
    std::string_view alias, id;
};
constexpr std::array kAliases{Alias{"c", "c11"},       Alias{"cpp", "cpp14"},
                              Alias{"c++", "cpp14"},   Alias{"c++11", "cpp11"},
                              Alias{"c++14", "cpp14"}, Alias{"c++17", "cpp17"},
                              Alias{"c++20", "cpp20"}};
}  // namespace

std::span<const Language> languages() {
    return kLanguages;
}

const Language* find_language(std::string_view name) {
    for (const Alias& alias : kAliases)
        if (alias.alias == name) name = alias.id;
    for (const Language& language : kLanguages)
        if (language.id == name) return &language;
    return nullptr;
}

const Language* language_for_file(std::string_view path) {
    if (path.size() >= 2 && path.substr(path.size() - 2) == ".c") return find_language("c11");
    return find_language(kDefaultLanguage);
}

std::vector<std::string> compile_command(const Language& language, std::string_view output_name) {
    std::vector<std::string> command{std::string(language.compiler)};
    for (std::string_view flag : language.flags)
        if (flag != "-lm") command.emplace_back(flag);
    command.emplace_back(language.source_name);
    command.emplace_back("-o");
    command.emplace_back(output_name);
    // Libraries go after the sources, or the linker drops them.
    for (std::string_view flag : language.flags)
        if (flag == "-lm") command.emplace_back(flag);
    return command;
}

std::string compile_command_text(const Language& language, std::string_view output_name) {
    return command_text(compile_command(language, output_name));
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
