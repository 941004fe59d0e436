// The languages a program may be written in, as data: one row per language says how its source
// is named, compiled and run, which files compiling leaves for the run, how to ask the
// toolchain's version, and which Debian package provides it. The compile command is part of
// every result (and of the compile cache key), so a coach can see exactly what was run.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge {

struct Language {
    std::string_view id;           // "cpp14"
    std::string_view family;       // "cpp": the key of a package's per-language time multiplier
    std::string_view description;  // "C++14 (g++ -std=c++14 -O2)"
    std::vector<std::string_view> extensions;  // ".cpp", ".cc", ...
    std::string_view source_name;              // the file name the compiler sees: "main.cpp"
    // argv templates; "{source}" is the source's name, "{program}" the compiled program's.
    // An empty compile command: the source runs as it is.
    std::vector<std::string_view> compile;
    std::vector<std::string_view> run;
    std::vector<std::string_view> artifacts;  // what compiling leaves for the run: "main"
    std::vector<std::string_view> version;    // prints the toolchain's version on its first line
    std::string_view debian_package;          // what to install when it is missing
    int processes = 64;                       // tasks (processes + threads) a run may hold
};

// The NOIP-style default: C++14 with -O2.
inline constexpr std::string_view kDefaultLanguage = "cpp14";

std::span<const Language> languages();
// By id, or an alias: "cpp"/"c++" = cpp14, "c++17" = cpp17, "c" = c11. nullptr when unknown.
const Language* find_language(std::string_view name);
// From a file name's extension (".c" -> c11, ".cpp" -> the default C++); nullptr when no
// language has it.
const Language* language_for_file(std::string_view path);
// "c11, cpp11, cpp14, ...": for messages.
std::string language_id_list();

// The language's compile command for a source, with the placeholders filled in.
std::vector<std::string> compile_command(const Language& language);
std::vector<std::string> run_command(const Language& language);
// A command line for display: words joined by spaces, /usr/bin/ dropped from the driver.
std::string command_text(const std::vector<std::string>& command);

}  // namespace gridjudge
