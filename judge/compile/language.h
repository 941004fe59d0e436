// The languages a program may be written in, as data: one row per language says how its source
// is named, compiled and run, which files compiling leaves for the run, what of the host its
// toolchain needs to see, how to ask the toolchain's version, and which Debian package provides
// it. The compile command is part of every result (and of the compile cache key), so a coach can
// see exactly what was run.
#pragma once

#include <cstdint>
#include <filesystem>
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
    // The file name the compiler sees: "main.cpp". Java's is its public class's ("Main.java").
    std::string_view source_name;
    bool source_named_by_class = false;
    // argv templates: "{source}" is the source's file name, "{class}" its name without the
    // extension, "{program}" the compiled program's, "{memory_mib}" the run's memory limit (a
    // JVM must be told its heap). An empty compile command: the source runs as it is.
    std::vector<std::string_view> compile;
    std::vector<std::string_view> run;
    std::vector<std::string_view> artifacts;  // what the run needs: "main", "main.py", "*.class"
    std::vector<std::string_view> version;    // prints the toolchain's version on its first line
    // Host paths the toolchain reads outside /usr (the JVM's configuration in /etc): shown
    // read-only in the box.
    std::vector<std::string_view> readonly_binds;
    std::string_view debian_package;  // what to install when it is missing
    int processes = 64;               // tasks (processes + threads) a run may hold
    int compile_processes = 32;       // and a compile (a JVM compiler has many threads)
    // "KEY=VALUE" added to the box's environment, for the compile and the run; "{memory_mib}"
    // is the run's memory limit (a runtime told its heap: PYPY_GC_MAX, GOMEMLIMIT).
    std::vector<std::string_view> environment = {};
    // A managed runtime whose heap is told the memory limit ({memory_mib}) needs memory of its
    // own beyond it (the JVM's code cache, metaspace, collector tables): the box's memory limit
    // is the program's plus this allowance, so a program is judged by its own limit.
    int runtime_allowance_mib = 0;
    // What the runtime prints on its standard error when the program exhausted its heap (a line
    // containing it): MLE, not RE ("java.lang.OutOfMemoryError"). Empty: none.
    std::string_view memory_error_pattern = {};
    std::string_view heap_name = {};  // "Java heap": for the MLE's message
};

// The NOIP-style default: C++14 with -O2.
inline constexpr std::string_view kDefaultLanguage = "cpp14";

std::span<const Language> languages();
// By id, or an alias: "cpp"/"c++" = cpp14, "c++17" = cpp17, "c" = c11, "python" = python3,
// "java" = java17, "pascal"/"fpc" = pascal, "rs" = rust, "golang" = go, "kt" = kotlin,
// "c#"/"cs"/"mono" = csharp, "js"/"node"/"nodejs" = javascript. nullptr when unknown.
const Language* find_language(std::string_view name);
// From a file name's extension (".c" -> c11, ".cpp" -> the default C++); nullptr when no
// language has it.
const Language* language_for_file(std::string_view path);
// "c11, cpp11, cpp14, ...": for messages.
std::string language_id_list();

// Whether this host has the language's compiler and runtime; otherwise why not, with the
// package to install ("java17 needs openjdk-17-jdk-headless: /usr/bin/javac is missing").
std::string missing_toolchain(const Language& language);

// The file name the source is compiled as ("Main.java" for `public class Main`).
std::string source_name_for(const Language& language, std::string_view source);

// The language's commands with "{source}", "{class}" and "{program}" filled in and every tool
// resolved to its real path (a link through /etc/alternatives would not resolve in the box).
// "{memory_mib}" stays, for program_argv().
std::vector<std::string> compile_command(const Language& language, std::string_view source_name);
std::vector<std::string> run_command(const Language& language, std::string_view source_name);
// The run command of a compiled program whose files are in `artifacts`: for Java, the class run
// is the one holding `public static void main(String[])` (the home judges run that class, public
// or not, whatever its name; java_main_class.h), the source's name when several have main.
std::vector<std::string> run_command(const Language& language, std::string_view source_name,
                                     const std::filesystem::path& artifacts);
// A run command (or the language's environment) with the run's memory limit filled in.
std::vector<std::string> program_argv(std::vector<std::string> run_command,
                                      std::int64_t memory_mib);
// A command line for display: words joined by spaces, /usr/bin/ dropped from the driver.
std::string command_text(const std::vector<std::string>& command);

}  // namespace gridjudge
