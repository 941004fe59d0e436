#include "judge/compile/language.h"

#include <algorithm>
#include <array>
#include <regex>
#include <system_error>

#include "judge/compile/java_main_class.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kProgram = "main";

// A JVM told -Xmx<limit> peaks at 30-40 MiB beyond its heap (its code cache, metaspace, class
// data, the collector's tables: docs/languages.md has the figures); the box allows it 96, room
// for a larger program's classes and JIT code.
constexpr int kJvmAllowanceMib = 96;
// What the JVM prints when a program exhausted its heap (uncaught, the thread's exception line:
// `Exception in thread "main" java.lang.OutOfMemoryError: Java heap space`).
constexpr std::string_view kJvmMemoryError = "java.lang.OutOfMemoryError";

// -DONLINE_JUDGE lets contestants keep debug code out of judged runs, as most judges allow.
// No -static: the sandbox mounts the system libraries read-only and dynamic links are faster.
Language cxx(std::string_view id, std::string_view description, std::string_view standard) {
    Language language{
        id,
        "cpp",
        description,
        {".cpp", ".cc", ".cxx", ".c++"},
        "main.cpp",
        false,
        {"/usr/bin/g++", standard, "-O2", "-pipe", "-DONLINE_JUDGE", "{source}", "-o", "{program}"},
        {"./{program}"},
        {kProgram},
        {"/usr/bin/g++", "--version"},
        {},
        "g++"};
    return language;
}

const std::vector<Language>& table() {
    static const std::vector<Language> kLanguages{
        // Libraries go after the sources, or the linker drops them.
        Language{"c11",
                 "c",
                 "C11 (gcc -std=c11 -O2)",
                 {".c"},
                 "main.c",
                 false,
                 {"/usr/bin/gcc", "-std=c11", "-O2", "-pipe", "-DONLINE_JUDGE", "{source}", "-o",
                  "{program}", "-lm"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/gcc", "--version"},
                 {},
                 "gcc"},
        // The GNU dialect of C17: what Kattis (problemtools' languages.yaml) compiles C in, so a
        // package's C submission that uses typeof or other extensions gets the verdict there.
        Language{"c17",
                 "c",
                 "C17 with GNU extensions (gcc -std=gnu17 -O2), as Kattis compiles C",
                 {".c"},
                 "main.c",
                 false,
                 {"/usr/bin/gcc", "-std=gnu17", "-O2", "-pipe", "-DONLINE_JUDGE", "{source}", "-o",
                  "{program}", "-lm"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/gcc", "--version"},
                 {},
                 "gcc"},
        cxx("cpp11", "C++11 (g++ -std=c++11 -O2)", "-std=c++11"),
        cxx("cpp14", "C++14 (g++ -std=c++14 -O2)", "-std=c++14"),
        cxx("cpp17", "C++17 (g++ -std=c++17 -O2)", "-std=c++17"),
        cxx("cpp20", "C++20 (g++ -std=c++20 -O2)", "-std=c++20"),
        // The GNU dialect of C++23: what Kattis compiles C++ in (g++ 12 knows it as gnu++2b).
        cxx("cpp23", "C++23 with GNU extensions (g++ -std=gnu++23 -O2), as Kattis compiles C++",
            "-std=gnu++23"),
        // Byte-compiled first, so a syntax error is a compile error, not a runtime error.
        Language{"python3",
                 "python",
                 "Python 3 (python3, byte-compiled first)",
                 {".py"},
                 "main.py",
                 false,
                 {"/usr/bin/python3", "-m", "py_compile", "{source}"},
                 {"/usr/bin/python3", "{source}"},
                 {"main.py"},
                 {"/usr/bin/python3", "--version"},
                 {},
                 "python3"},
        // The heap is the memory limit (the JVM cannot see the box's cgroup), the box allows the
        // JVM's own memory beyond it, and a heap exhausted is MLE; the serial
        // collector keeps the JVM's threads few; a deep recursion gets a 256 MiB stack.
        Language{"java17",
                 "java",
                 "Java 17 (javac; java -Xmx<memory limit> -Xss256m)",
                 {".java"},
                 "Main.java",
                 true,
                 {"/usr/bin/javac", "-J-XX:+UseSerialGC", "-J-Xmx512m", "-encoding", "UTF-8",
                  "{source}"},
                 {"/usr/bin/java", "-XX:+UseSerialGC", "-Xmx{memory_mib}m", "-Xss256m", "-cp", ".",
                  "{class}"},
                 {"*.class"},
                 {"/usr/bin/java", "-version"},
                 {"/etc/java-17-openjdk"},
                 "openjdk-17-jdk-headless",
                 128,
                 128,
                 {},
                 kJvmAllowanceMib,
                 kJvmMemoryError,
                 "Java heap"},
        // The compiler itself, not the fpc driver: the driver finds it through a link in
        // /etc/alternatives, which the box has not. -XS: linked statically. Its configuration
        // (unit paths) is Debian's /etc/fpc.cfg.
        Language{"pascal",
                 "pascal",
                 "Pascal (Free Pascal 3.2, -O2)",
                 {".pas", ".pp", ".dpr"},
                 "main.pas",
                 false,
                 {"/usr/bin/ppcx64", "-O2", "-XS", "-dONLINE_JUDGE", "{source}", "-o{program}"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/ppcx64", "-iV"},
                 {"/etc/fpc.cfg"},
                 "fp-compiler"},
        // rustc links through `cc`, a link in /etc/alternatives the box has not: gcc instead.
        Language{"rust",
                 "rust",
                 "Rust 2021 (rustc -O)",
                 {".rs"},
                 "main.rs",
                 false,
                 {"/usr/bin/rustc", "--edition", "2021", "-O", "-C", "linker=/usr/bin/gcc", "--cfg",
                  "ONLINE_JUDGE", "{source}", "-o", "{program}"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/rustc", "--version"},
                 {},
                 "rustc",
                 64,
                 64},
        // A static program (no cgo) built outside any module; the build cache and GOPATH are in
        // the box's /tmp. GOMEMLIMIT makes the collector work harder near the memory limit
        // instead of letting garbage push the program over it; the runtime's threads (the
        // scheduler's, the collector's) fit in the default task cap.
        Language{"go",
                 "go",
                 "Go (go build)",
                 {".go"},
                 "main.go",
                 false,
                 {"/usr/bin/go", "build", "-o", "{program}", "{source}"},
                 {"./{program}"},
                 {kProgram},
                 {"/usr/bin/go", "version"},
                 {},
                 "golang-go",
                 64,
                 64,
                 {"GOCACHE=/tmp/go-build", "GOPATH=/tmp/go", "GO111MODULE=off", "CGO_ENABLED=0",
                  "GOMEMLIMIT={memory_mib}MiB"}},
        // Kotlin/JVM: Debian's compiler run by the JVM directly (kotlinc is a bash script),
        // its standard library on the run's class path; the main class (MainKt for main.kt)
        // is found in the compiled classes as for Java. The compiler is a short JVM run: its
        // first JIT tier only costs a third less CPU time (4.5 s -> 3 s for a small source).
        Language{"kotlin",
                 "kotlin",
                 "Kotlin (kotlinc; java -Xmx<memory limit> -Xss256m)",
                 {".kt"},
                 "main.kt",
                 false,
                 {"/usr/bin/java", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xmx512m",
                  "-Xss64m", "-cp", "/usr/share/kotlin/kotlinc/lib/kotlin-preloader.jar",
                  "org.jetbrains.kotlin.preloading.Preloader", "-cp",
                  "/usr/share/kotlin/kotlinc/lib/kotlin-compiler.jar",
                  "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler", "-kotlin-home",
                  "/usr/share/kotlin/kotlinc", "-no-reflect", "{source}", "-d", "."},
                 {"/usr/bin/java", "-XX:+UseSerialGC", "-Xmx{memory_mib}m", "-Xss256m", "-cp",
                  "/usr/share/java/kotlin-stdlib.jar:.", "{class}"},
                 {"*.class"},
                 {"/usr/bin/dpkg-query", "--showformat=kotlin ${Version}\n", "--show", "kotlin"},
                 {"/etc/java-17-openjdk"},
                 "kotlin",
                 128,
                 128,
                 {},
                 kJvmAllowanceMib,
                 kJvmMemoryError,
                 "Java heap"},
        // Mono: mcs (a shell script) is mono running mcs.exe, called directly; the run's heap
        // is the memory limit. Mono reads its configuration from /etc/mono.
        Language{"csharp",
                 "csharp",
                 "C# (Mono mcs -optimize+; mono)",
                 {".cs"},
                 "main.cs",
                 false,
                 {"/usr/bin/mono", "/usr/lib/mono/4.5/mcs.exe", "-optimize+",
                  "-define:ONLINE_JUDGE", "-out:main.exe", "{source}"},
                 {"/usr/bin/mono", "--gc-params=max-heap-size={memory_mib}m", "main.exe"},
                 {"main.exe"},
                 {"/usr/bin/mono", "--version"},
                 {"/etc/mono"},
                 "mono-mcs",
                 64,
                 64},
        // Checked first (a syntax error is a compile error); V8's heap is the memory limit.
        Language{"javascript",
                 "javascript",
                 "JavaScript (Node.js)",
                 {".js"},
                 "main.js",
                 false,
                 {"/usr/bin/node", "--check", "{source}"},
                 {"/usr/bin/node", "--max-old-space-size={memory_mib}", "{source}"},
                 {"main.js"},
                 {"/usr/bin/node", "--version"},
                 {},
                 "nodejs"},
        // PyPy's collector is told the memory limit (PYPY_GC_MAX), so it collects before it.
        Language{"pypy3",
                 "pypy",
                 "PyPy 3 (pypy3, byte-compiled first)",
                 {},
                 "main.py",
                 false,
                 {"/usr/bin/pypy3", "-m", "py_compile", "{source}"},
                 {"/usr/bin/pypy3", "{source}"},
                 {"main.py"},
                 {"/usr/bin/pypy3", "--version"},
                 {},
                 "pypy3",
                 64,
                 32,
                 {"PYPY_GC_MAX={memory_mib}MB"}},
    };
    return kLanguages;
}

struct Alias {
    std::string_view alias, id;
};
constexpr std::array kAliases{
    Alias{"c", "c11"},         Alias{"cpp", "cpp14"},       Alias{"c++", "cpp14"},
    Alias{"c++11", "cpp11"},   Alias{"c++14", "cpp14"},     Alias{"c++17", "cpp17"},
    Alias{"c++20", "cpp20"},   Alias{"c++23", "cpp23"},     Alias{"gnu++23", "cpp23"},
    Alias{"gnu17", "c17"},     Alias{"python", "python3"},  Alias{"py", "python3"},
    Alias{"java", "java17"},   Alias{"pas", "pascal"},      Alias{"fpc", "pascal"},
    Alias{"rs", "rust"},       Alias{"golang", "go"},       Alias{"kt", "kotlin"},
    Alias{"c#", "csharp"},     Alias{"cs", "csharp"},       Alias{"mono", "csharp"},
    Alias{"js", "javascript"}, Alias{"node", "javascript"}, Alias{"nodejs", "javascript"},
    Alias{"pypy", "pypy3"}};

// A tool the box can reach: /usr/bin/java is a link through /etc/alternatives, which the box has
// not, so such a tool is named by its real path. Links that stay under /usr (g++ ->
// x86_64-linux-gnu-g++-12) are kept: they work in the box and read better.
std::string resolve_tool(std::string_view path) {
    fs::path hop(path);
    std::error_code error;
    for (int hops = 0; hops < 16 && fs::is_symlink(hop, error); ++hops) {
        fs::path target = fs::read_symlink(hop, error);
        if (error) break;
        if (target.is_relative()) target = hop.parent_path() / target;
        if (target.lexically_normal().string().starts_with("/etc/")) {
            const fs::path real = fs::canonical(fs::path(path), error);
            return error ? std::string(path) : real.string();
        }
        hop = target;
    }
    return std::string(path);
}

// Java source without its comments and string literals, which may say "public class" too.
std::string code_only(std::string_view source) {
    std::string code;
    for (std::size_t i = 0; i < source.size(); ++i) {
        if (source.compare(i, 2, "//") == 0) {
            i = source.find('\n', i);
            if (i == std::string_view::npos) break;
        } else if (source.compare(i, 2, "/*") == 0) {
            i = source.find("*/", i + 2);
            if (i == std::string_view::npos) break;
            ++i;
            code += ' ';
            continue;
        } else if (source[i] == '"' || source[i] == '\'') {
            const char quote = source[i];
            for (++i; i < source.size() && source[i] != quote; ++i)
                if (source[i] == '\\') ++i;
            code += ' ';
            continue;
        }
        code += source[i];
    }
    return code;
}

std::string class_of(std::string_view source_name) {
    return std::string(source_name.substr(0, source_name.rfind('.')));
}

std::vector<std::string> fill(const std::vector<std::string_view>& words,
                              std::string_view source_name) {
    std::vector<std::string> command;
    const std::string klass = class_of(source_name);
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string filled(words[i]);
        for (const auto& [name, value] :
             {std::pair<std::string_view, std::string_view>{"{source}", source_name},
              {"{class}", klass},
              {"{program}", kProgram}})
            if (auto at = filled.find(name); at != std::string::npos)
                filled.replace(at, name.size(), value);
        command.push_back(i == 0 && filled.starts_with("/") ? resolve_tool(filled) : filled);
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

std::string missing_toolchain(const Language& language) {
    std::vector<std::string_view> tools;
    if (!language.compile.empty()) tools.push_back(language.compile.front());
    if (language.run.front().starts_with("/")) tools.push_back(language.run.front());
    for (std::string_view bind : language.readonly_binds) tools.push_back(bind);
    for (std::string_view tool : tools) {
        std::error_code error;
        if (!fs::exists(fs::path(tool), error))
            return std::string(language.id) + " needs the Debian package " +
                   std::string(language.debian_package) + ": " + std::string(tool) +
                   " is missing (GRIDJUDGE_WITH_LANGUAGES=1 scripts/install-deps.sh installs it)";
    }
    return "";
}

std::string source_name_for(const Language& language, std::string_view source) {
    if (!language.source_named_by_class) return std::string(language.source_name);
    // The public class names the file (javac insists); without one, the default name.
    static const std::regex public_class(
        R"(public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][A-Za-z0-9_$]*))");
    const std::string code = code_only(source);
    std::smatch match;
    if (std::regex_search(code, match, public_class)) return match[1].str() + ".java";
    return std::string(language.source_name);
}

std::vector<std::string> compile_command(const Language& language, std::string_view source_name) {
    return fill(language.compile, source_name);
}

std::vector<std::string> run_command(const Language& language, std::string_view source_name) {
    return fill(language.run, source_name);
}

std::vector<std::string> run_command(const Language& language, std::string_view source_name,
                                     const fs::path& artifacts) {
    const bool runs_a_class =
        std::find(language.run.begin(), language.run.end(), "{class}") != language.run.end();
    if (!runs_a_class) return run_command(language, source_name);
    const std::string file_class = class_of(source_name);
    const std::optional<std::string> main = java_main_class(artifacts, file_class);
    // {class} is filled from a file name: the main class's.
    return fill(language.run, main ? *main + ".java" : std::string(source_name));
}

std::vector<std::string> program_argv(std::vector<std::string> run_command,
                                      std::int64_t memory_mib) {
    for (std::string& word : run_command)
        if (auto at = word.find("{memory_mib}"); at != std::string::npos)
            word.replace(at, 12, std::to_string(memory_mib));
    return run_command;
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
