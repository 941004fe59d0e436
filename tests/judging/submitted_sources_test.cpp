// The entry point of a program submitted as several files (Kattis's {mainfile} rule, or the
// file the contestant named), which languages compile every source, and which names a file may
// have.
#include "judge/compile/submitted_sources.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

const Language& language(std::string_view id) {
    const Language* found = find_language(id);
    EXPECT_NE(found, nullptr) << id;
    return *found;
}

std::string entry_of(std::string_view id, const std::vector<std::string>& names,
                     std::string_view named = {}) {
    std::vector<SourceFile> files;
    for (const std::string& name : names) files.push_back({name, ""});
    const EntryChoice choice = choose_entry(language(id), files, named);
    return choice.refusal.empty() ? files[choice.entry].name : "refused: " + choice.refusal;
}

TEST(SubmittedSources, TheEntryPointFollowsKattisMainfileRule) {
    EXPECT_EQ(entry_of("python3", {"util.py", "notes.txt"}), "util.py");              // the only
    EXPECT_EQ(entry_of("python3", {"a.py", "MAIN.py", "z.py"}), "MAIN.py");           // main.*
    EXPECT_EQ(entry_of("python3", {"zeta.py", "beta.py", "alpha.txt"}), "beta.py");   // first
    EXPECT_EQ(entry_of("python3", {"main.py", "solve.py"}, "solve.py"), "solve.py");  // named
    EXPECT_EQ(entry_of("cpp17", {"b.h", "main.h", "b.cpp"}), "b.cpp");  // a header is no entry
    EXPECT_EQ(entry_of("pypy3", {"helper.py", "main.py"}), "main.py");  // PyPy takes .py
    EXPECT_EQ(entry_of("java17", {"Solver.java", "Adder.java"}), "Adder.java");
}

TEST(SubmittedSources, AMissingEntryPointIsRefusedNamingTheRule) {
    EXPECT_EQ(entry_of("cpp17", {"a.h", "b.h"}),
              "refused: none of the submitted files is a cpp17 source: the entry point is the "
              "file named with --entry, else the only cpp17 source (.cpp, .cc, .cxx, .c++), else "
              "the one named main.*, else the first by name");
    EXPECT_EQ(entry_of("python3", {"main.py", "data.txt"}, "data.txt"),
              "refused: the entry point data.txt is not one of the python3 sources submitted: the "
              "entry point is the file named with --entry, else the only python3 source (.py), "
              "else the one named main.*, else the first by name");
}

TEST(SubmittedSources, CompiledTogetherWhereTheCompilerTakesSeveralSources) {
    for (const char* id : {"c11", "cpp17", "java17", "kotlin", "csharp", "go", "python3", "pypy3"})
        EXPECT_TRUE(compiles_every_source(language(id))) << id;
    for (const char* id : {"rust", "pascal", "javascript"})
        EXPECT_FALSE(compiles_every_source(language(id))) << id;
}

TEST(SubmittedSources, OnlyPlainNamesAreTaken) {
    EXPECT_EQ(file_name_refusal("Main.java"), "");
    EXPECT_EQ(file_name_refusal("c++-util_2.h"), "");
    EXPECT_EQ(file_name_refusal(""), "an empty file name");
    EXPECT_EQ(file_name_refusal(".bashrc"), "a hidden file name (it starts with '.')");
    EXPECT_EQ(file_name_refusal(".."), "a hidden file name (it starts with '.')");
    const std::string other =
        "a file name with a character other than letters, digits, '.', '_', '-' and '+'";
    EXPECT_EQ(file_name_refusal("../grader.cpp"), "a hidden file name (it starts with '.')");
    EXPECT_EQ(file_name_refusal("x/../grader.cpp"), other);
    EXPECT_EQ(file_name_refusal("a/b.h"), other);
    EXPECT_EQ(file_name_refusal("caf\xc3\xa9.py"), other);
    EXPECT_EQ(file_name_refusal(std::string(101, 'a')), "a file name longer than 100 bytes");
}

}  // namespace
}  // namespace gridjudge
