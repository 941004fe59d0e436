// The language table (judge/compile/language.h): what a file's extension means, the names a source
// is compiled under, and the commands with their placeholders filled in.
#include "judge/compile/language.h"

#include <gtest/gtest.h>

#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "judge/compile/java_main_class.h"
#include "tests/common/require_environment.h"

namespace gridjudge {
namespace {

TEST(Language, ExtensionsAndAliases) {
    EXPECT_EQ(language_for_file("a/b/puzzle.cpp")->id, "cpp14");
    EXPECT_EQ(language_for_file("x.c")->id, "c11");
    EXPECT_EQ(language_for_file("x.py")->id, "python3");
    EXPECT_EQ(language_for_file("Main.java")->id, "java17");
    EXPECT_EQ(language_for_file("x.pas")->id, "pascal");
    EXPECT_EQ(language_for_file("notes.txt"), nullptr);
    EXPECT_EQ(language_for_file("Makefile"), nullptr);
    EXPECT_EQ(find_language("c++17")->id, "cpp17");
    EXPECT_EQ(find_language("java")->id, "java17");
    EXPECT_EQ(find_language("fpc")->id, "pascal");
    EXPECT_EQ(find_language("cobol"), nullptr);
}

TEST(Language, TheNewLanguagesHaveTheirExtensionsAliasesAndFamilies) {
    EXPECT_EQ(language_for_file("main.rs")->id, "rust");
    EXPECT_EQ(language_for_file("main.go")->id, "go");
    EXPECT_EQ(language_for_file("Main.kt")->id, "kotlin");
    EXPECT_EQ(language_for_file("Program.cs")->id, "csharp");
    EXPECT_EQ(language_for_file("main.js")->id, "javascript");
    EXPECT_EQ(language_for_file("main.py")->id, "python3");  // PyPy only when asked for
    EXPECT_EQ(find_language("pypy")->id, "pypy3");
    EXPECT_EQ(find_language("c#")->id, "csharp");
    EXPECT_EQ(find_language("node")->id, "javascript");
    EXPECT_EQ(find_language("golang")->id, "go");
    // The keys of a package's time multipliers (docs/languages.md): PyPy is not CPython.
    EXPECT_EQ(find_language("pypy3")->family, "pypy");
    EXPECT_EQ(find_language("kotlin")->family, "kotlin");
    EXPECT_EQ(find_language("csharp")->family, "csharp");
    EXPECT_EQ(find_language("javascript")->family, "javascript");
}

TEST(Language, AManagedRuntimesHeapFollowsTheMemoryLimit) {
    const std::vector<std::string> node = run_command(*find_language("javascript"), "main.js");
    EXPECT_EQ(program_argv(node, 256)[1], "--max-old-space-size=256");
    const std::vector<std::string> mono = run_command(*find_language("csharp"), "main.cs");
    EXPECT_EQ(program_argv(mono, 64)[1], "--gc-params=max-heap-size=64m");
    const Language& pypy = *find_language("pypy3");
    const std::vector<std::string> pypy_environment(pypy.environment.begin(),
                                                    pypy.environment.end());
    EXPECT_EQ(program_argv(pypy_environment, 256), std::vector<std::string>{"PYPY_GC_MAX=256MB"});
    const Language& go = *find_language("go");
    const std::vector<std::string> go_environment(go.environment.begin(), go.environment.end());
    EXPECT_EQ(program_argv(go_environment, 300).back(), "GOMEMLIMIT=300MiB");
}

TEST(Language, AJavaSourceIsNamedByItsPublicClassNotByItsComments) {
    const Language& java = *find_language("java17");
    EXPECT_EQ(source_name_for(java,
                              "// a public class Fake, said a comment\n"
                              "/* public class Other */\n"
                              "class Helper {}\n"
                              "String s = \"public class Quoted\";\n"
                              "public final class Solution { }\n"),
              "Solution.java");
    EXPECT_EQ(source_name_for(java, "class Main { }"), "Main.java");
    EXPECT_EQ(source_name_for(*find_language("cpp14"), "int main() {}"), "main.cpp");
}

TEST(Language, CommandsFillTheirPlaceholders) {
    const Language& java = *find_language("java17");
    const std::vector<std::string> run = run_command(java, "Solution.java");
    EXPECT_EQ(run.back(), "Solution");
    EXPECT_EQ(program_argv(run, 256)[2], "-Xmx256m");
    const std::vector<std::string> compile = compile_command(*find_language("cpp17"), "main.cpp");
    EXPECT_EQ(command_text(compile), "g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE main.cpp -o main");
    EXPECT_EQ(run_command(*find_language("python3"), "main.py").back(), "main.py");
}

namespace fs = std::filesystem;

std::string read_bytes(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

// Java sources compiled by the real javac in a fresh folder (the test fails if javac does).
class JavaClasses : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!fs::exists("/usr/bin/javac")) GRIDJUDGE_SKIP_OR_FAIL("javac is not installed");
        std::string pattern = (fs::temp_directory_path() / "gridjudge-java-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        folder_ = pattern;
    }
    void TearDown() override { fs::remove_all(folder_); }

    void compile(const std::string& file, const std::string& source) {
        std::ofstream(folder_ / file) << source;
        const std::string command = "cd '" + folder_.string() + "' && /usr/bin/javac " + file;
        ASSERT_EQ(std::system(command.c_str()), 0) << source;
    }

    fs::path folder_;
};

// Kattis and DOMjudge run the class that holds main: a class that is neither public nor named
// Main runs (it used to be `java Main`: ClassNotFoundException, RE).
TEST_F(JavaClasses, TheClassHoldingMainIsRunWhateverItsName) {
    compile("Main.java",
            "class Pair { int a; static void main(int x) {} }\n"
            "class Solver {\n"
            "    static class Inner { public static void main(String[] a) {} }\n"
            "    public static void main(String[] args) { System.out.println(1); }\n"
            "}\n");
    EXPECT_EQ(main_class_of(read_bytes(folder_ / "Solver.class")), "Solver");
    EXPECT_EQ(main_class_of(read_bytes(folder_ / "Solver$Inner.class")), "Solver$Inner");
    // main(int) is not an entry point.
    EXPECT_EQ(main_class_of(read_bytes(folder_ / "Pair.class")), std::nullopt);
    // The top-level class wins over the nested one; the file's own name when it has main.
    EXPECT_EQ(java_main_class(folder_, "Main"), "Solver");
    EXPECT_EQ(java_main_class(folder_, "Solver$Inner"), "Solver$Inner");
    EXPECT_EQ(run_command(*find_language("java17"), "Main.java", folder_).back(), "Solver");
}

TEST_F(JavaClasses, SeveralTopLevelMainsLeaveTheFilesName) {
    compile("Main.java",
            "class A { public static void main(String[] a) {} }\n"
            "class B { public static void main(String[] a) {} }\n");
    EXPECT_EQ(java_main_class(folder_, "Main"), std::nullopt);
    EXPECT_EQ(run_command(*find_language("java17"), "Main.java", folder_).back(), "Main");
}

// Class files are contestants' output: broken or cut ones are no class, never a crash.
TEST_F(JavaClasses, BrokenClassFilesAreNoClass) {
    compile("Main.java", "class Go { public static void main(String[] a) {} }\n");
    const std::string bytes = read_bytes(folder_ / "Go.class");
    ASSERT_EQ(main_class_of(bytes), "Go");
    for (std::size_t size = 0; size < bytes.size(); ++size)
        EXPECT_EQ(main_class_of(bytes.substr(0, size)), std::nullopt) << size;
    EXPECT_EQ(main_class_of("not a class file at all"), std::nullopt);
    std::string huge_pool = bytes.substr(0, 8) + "\xff\xff" + std::string(64, '\x07');
    EXPECT_EQ(main_class_of(huge_pool), std::nullopt);
    std::string unknown_tag = bytes;
    unknown_tag[10] = '\x63';  // the first constant's tag
    EXPECT_EQ(main_class_of(unknown_tag), std::nullopt);
}

}  // namespace
}  // namespace gridjudge
