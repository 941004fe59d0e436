// The language table (judge/core/language.h): what a file's extension means, the names a source
// is compiled under, and the commands with their placeholders filled in.
#include "judge/core/language.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace gridjudge
