// How a grader task's files join a submission: which package entry a language gets, the
// contestant's file renamed or refused when it would take a grader file's name, the grader's
// sources placed right after the contestant's in the compile command, and which file is run.
#include "judge/compile/grader_files.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

const Language& language(std::string_view id) {
    const Language* found = find_language(id);
    EXPECT_NE(found, nullptr) << id;
    return *found;
}

TEST(GraderFiles, ALanguageGetsItsOwnEntryElseItsFamilys) {
    const std::map<std::string, std::vector<SourceFile>> graders{
        {"cpp", {{"grader.cpp", "family"}}},
        {"cpp20", {{"grader.cpp", "own"}}},
        {"c", {{"grader.c", "c"}}},
        {"no-such-language", {{"x", "x"}}}};
    EXPECT_EQ(graders_for(graders, language("cpp20"))->front().content, "own");
    EXPECT_EQ(graders_for(graders, language("cpp17"))->front().content, "family");
    EXPECT_EQ(graders_for(graders, language("c11"))->front().content, "c");
    EXPECT_EQ(graders_for(graders, language("java17")), nullptr);
}

// A language run from its source runs the grader's, and the contestant's file is the module it
// imports: solution.py, solution.js.
TEST(GraderFiles, ASourceRunLanguageRunsTheGraderAndImportsTheContestantsModule) {
    const GraderLayout python =
        grader_layout(language("python3"), "def add(a, b): return a + b", {{"grader.py", ""}});
    EXPECT_EQ(python.source_name, "solution.py");
    EXPECT_EQ(python.run_name, "grader.py");
    EXPECT_EQ(python.compiled_sources, std::vector<std::string>{"grader.py"});
    EXPECT_EQ(python.refusal, "");
    const GraderLayout js = grader_layout(language("javascript"), "", {{"grader.js", ""}});
    EXPECT_EQ(js.source_name, "solution.js");
    EXPECT_EQ(js.run_name, "grader.js");
}

TEST(GraderFiles, TheGradersSourcesFollowTheContestantsAndHeadersOnlySitBeside) {
    const GraderLayout layout =
        grader_layout(language("c11"), "long long add(long long a, long long b);",
                      {{"grader.c", ""}, {"task.h", ""}, {"more.c", ""}});
    EXPECT_EQ(layout.source_name, "main.c");
    EXPECT_EQ(layout.run_name, "main.c");
    EXPECT_EQ(layout.compiled_sources, (std::vector<std::string>{"grader.c", "more.c"}));
    EXPECT_EQ(layout.refusal, "");
    std::vector<std::string> command = compile_command(language("c11"), layout.source_name);
    add_grader_sources(command, layout.source_name, layout.compiled_sources);
    EXPECT_EQ(command_text(command),
              "gcc -std=c11 -O2 -pipe -DONLINE_JUDGE main.c grader.c more.c -o main -lm");
}

TEST(GraderFiles, AGraderNamedLikeTheContestantsFileMovesTheContestantsAside) {
    const GraderLayout layout = grader_layout(language("cpp14"), "int add(int, int);",
                                              {{"main.cpp", ""}, {"contestant.cpp", ""}});
    EXPECT_EQ(layout.source_name, "contestant2.cpp");
    EXPECT_EQ(layout.compiled_sources, (std::vector<std::string>{"main.cpp", "contestant.cpp"}));
}

TEST(GraderFiles, AJavaClassNamedLikeTheGraderIsRefusedAndTheGradersClassRuns) {
    const std::vector<SourceFile> graders{{"Grader.java", ""}};
    const GraderLayout refused =
        grader_layout(language("java17"), "public class Grader { }", graders);
    EXPECT_EQ(refused.refusal,
              "the submission's public class is named like the grader's Grader.java: the grader "
              "is the jury's; rename the class");
    const GraderLayout layout = grader_layout(language("java17"), "public class Add { }", graders);
    EXPECT_EQ(layout.source_name, "Add.java");
    EXPECT_EQ(layout.run_name, "Grader.java");
    EXPECT_EQ(layout.refusal, "");
}

// C and C++: the contestant's file alone to an object, then the grader compiled and linked with
// it (the libraries stay with the link); Java in one run.
TEST(GraderFiles, CAndCppCompileTheContestantsFileAloneFirst) {
    const Language& c = language("c11");
    const auto steps =
        grader_compile_steps(c, compile_command(c, "main.c"), {"main.c"}, {"grader.c", "more.c"});
    ASSERT_EQ(steps.size(), 2u);
    EXPECT_EQ(command_text(steps[0]), "gcc -std=c11 -O2 -pipe -DONLINE_JUDGE main.c -c -o main.o");
    EXPECT_EQ(command_text(steps[1]),
              "gcc -std=c11 -O2 -pipe -DONLINE_JUDGE main.o grader.c more.c -o main -lm");
    const Language& java = language("java17");
    const auto java_steps = grader_compile_steps(java, compile_command(java, "Add.java"),
                                                 {"Add.java"}, {"Grader.java"});
    ASSERT_EQ(java_steps.size(), 1u);
    EXPECT_NE(command_text(java_steps[0]).find("Add.java Grader.java"), std::string::npos);
}

// Issue 19: several contestant sources each compile alone to their own object (-c without -o),
// then the grader's sources are compiled and linked after the last of them.
TEST(GraderFiles, SeveralContestantSourcesEachCompileToTheirOwnObject) {
    const Language& cpp = language("cpp17");
    std::vector<std::string> command = compile_command(cpp, "main.cpp");
    add_grader_sources(command, "main.cpp", {"helper.cc"});
    const auto steps =
        grader_compile_steps(cpp, command, {"main.cpp", "helper.cc"}, {"grader.cpp"});
    ASSERT_EQ(steps.size(), 2u);
    EXPECT_EQ(command_text(steps[0]),
              "g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE main.cpp helper.cc -c");
    EXPECT_EQ(command_text(steps[1]),
              "g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE main.o helper.o grader.cpp -o main");
}

// A Pascal unit's declared name, after comments, in lower case; a program or a malformed header
// has none.
TEST(GraderFiles, APascalUnitIsNamedAfterTheUnitItDeclares) {
    EXPECT_EQ(pascal_unit_name("{ header }\n(* more *)\n// line\nUNIT  Addition ;\ninterface"),
              "addition");
    EXPECT_EQ(pascal_unit_name("program addition;\nbegin end."), "");
    EXPECT_EQ(pascal_unit_name("unit 9lives;"), "");
    EXPECT_EQ(pascal_unit_name("unit ../evil;"), "");
    EXPECT_EQ(pascal_unit_name("unitary;"), "");
    const GraderLayout layout = grader_layout(language("pascal"), "unit Addition;\n",
                                              {{"grader.pas", "program grader; uses addition;"}});
    EXPECT_EQ(layout.source_name, "addition.pas");
    // The grader is the program compiled (the tool's own path aside).
    const std::vector<std::string> step =
        grader_compile_steps(language("pascal"),
                             compile_command(language("pascal"), "addition.pas"), {"addition.pas"},
                             {"grader.pas"})
            .front();
    EXPECT_EQ(std::vector<std::string>(step.begin() + 1, step.end()),
              (std::vector<std::string>{"-O2", "-XS", "-dONLINE_JUDGE", "grader.pas", "-omain"}));
}

TEST(GraderFiles, WithoutAGraderTheSourceIsLaidOutAsAlways) {
    const GraderLayout layout = grader_layout(language("java17"), "public class Sum { }", {});
    EXPECT_EQ(layout.source_name, "Sum.java");
    EXPECT_EQ(layout.run_name, "Sum.java");
    EXPECT_TRUE(layout.compiled_sources.empty());
}

}  // namespace
}  // namespace gridjudge
