// The languages a submission may be written in, and how each is compiled. The flags are part
// of every result (and of the compile cache key), so a coach can see exactly what was run.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge {

struct Language {
    std::string_view id;           // "cpp14"
    std::string_view description;  // "C++14 (g++ -std=c++14 -O2)"
    std::string_view source_name;  // the file name the compiler sees: "main.cpp"
    std::string_view compiler;     // absolute path of the driver
    std::vector<std::string_view> flags;
};

// The NOIP-style default: C++14 with -O2.
inline constexpr std::string_view kDefaultLanguage = "cpp14";

std::span<const Language> languages();
// By id, or an alias: "cpp"/"c++" = cpp14, "c++17" = cpp17, "c" = c11. nullptr when unknown.
const Language* find_language(std::string_view name);
// From a file extension: ".c" -> c11, anything C++-like -> the default C++ language.
const Language* language_for_file(std::string_view path);

// The full compiler command line: driver, flags, source, -o output.
std::vector<std::string> compile_command(const Language& language, std::string_view output_name);
// "g++ -std=c++14 -O2 ... main.cpp -o main", for display and storage.
std::string compile_command_text(const Language& language, std::string_view output_name);
// A command line for display: words joined by spaces, /usr/bin/ dropped from the driver.
std::string command_text(const std::vector<std::string>& command);

}  // namespace gridjudge
