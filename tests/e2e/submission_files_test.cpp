// Programs submitted as several files through the real gridjudge: a folder or a zip of Java
// classes, C++ sources and headers, Python modules, compiled by the real toolchains and run in
// the sandbox against a Kattis fixture (a + b): exact verdicts, the entry point chosen by
// Kattis's rule, a missing one a compile error saying the rule, and the hostile folders refused
// before anything is queued.
#include <gtest/gtest.h>

#include "judge/util/files.h"
#include "tests/common/test_zip.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;

// One database holding the Kattis fixture "samplesonly": two samples, a + b.
const fs::path& sums_database() {
    static const fs::path db = [] {
        const fs::path path = scratch_dir() / "files.db";
        const testing::ProgramRun run = gridjudge(
            {"import", (kSourceDir / "tests/packages/fixtures/kattis/samplesonly").string(), "--db",
             path.string(), "--out", (scratch_dir() / "files-packages").string()});
        if (run.exit_code != 0) throw std::runtime_error("import failed: " + run.err);
        return path;
    }();
    return db;
}

// A folder of `files` (name, content) under the scratch folder.
fs::path program_folder(const std::string& folder,
                        const std::vector<std::pair<std::string, std::string>>& files) {
    const fs::path path = scratch_dir() / "programs" / folder;
    for (const auto& [name, content] : files) {
        fs::create_directories((path / name).parent_path());
        write_file_atomic(path / name, content);
    }
    return path;
}

testing::ProgramRun submit(const fs::path& path, std::vector<std::string> options = {}) {
    std::vector<std::string> args{
        "submit", "samplesonly", path.string(), "--db", sums_database().string(), "--json"};
    args.insert(args.end(), options.begin(), options.end());
    return gridjudge(args);
}

const std::string kCppMain =
    "#include <cmath>\n#include <iostream>\n#include \"adder.h\"\n"
    "int main() { long long a, b; std::cin >> a >> b; std::cout << add(a, b) << '\\n'; }\n";
const std::string kCppAdder =
    "#include \"adder.h\"\nlong long add(long long a, long long b) { return a + b; }\n";

TEST(SubmissionFiles, JavaWithSeveralClassesRunsTheClassHoldingMain) {
    const fs::path folder = program_folder(
        "java",
        {{"Solver.java",
          "import java.util.Scanner;\npublic class Solver {\n"
          "    public static void main(String[] args) {\n"
          "        Scanner in = new Scanner(System.in);\n"
          "        System.out.println(Adder.add(in.nextLong(), in.nextLong()));\n    }\n}\n"},
         {"Adder.java",
          "public class Adder {\n"
          "    static long add(long a, long b) { return a + b; }\n}\n"}});
    const testing::ProgramRun run = submit(folder);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["language"], "java17");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["source_name"], "java");
    // Kattis's {mainfile}: no main.*, so the first by name; both classes compiled.
    EXPECT_NE(result["compile_command"].get<std::string>().find("Adder.java Solver.java"),
              std::string::npos)
        << result["compile_command"];
}

// Every source is compiled and linked; a header named like a system header stays the
// contestant's (<cmath> is the system's: the box's folder is not on the <...> search path).
TEST(SubmissionFiles, CppWithAHeaderAndASecondSourceIsAccepted) {
    const fs::path folder =
        program_folder("cpp", {{"sum.cpp", kCppMain},
                               {"adder.h", "long long add(long long a, long long b);\n"},
                               {"adder.cpp", kCppAdder},
                               {"cmath", "#error the contestant's cmath\n"}});
    const testing::ProgramRun run = submit(folder);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["language"], "cpp14");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["compile_command"],
              "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE adder.cpp sum.cpp -o main");
}

TEST(SubmissionFiles, PythonRunsMainPyWhichImportsItsModule) {
    const fs::path folder =
        program_folder("python", {{"adder.py", "def add(a, b):\n    return a + b\n"},
                                  {"main.py",
                                   "import adder\na, b = map(int, input().split())\n"
                                   "print(adder.add(a, b))\n"}});
    const testing::ProgramRun run = submit(folder);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["language"], "python3");
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["compile_command"], "python3 -m py_compile main.py adder.py");
}

TEST(SubmissionFiles, AZipOfAProgramIsOneSubmissionAndEntryChoosesItsEntryPoint) {
    const fs::path zip = scratch_dir() / "python.zip";
    // solve.py is the entry; main.py would be Kattis's choice without --entry (and prints 0).
    testing::write_zip(
        zip, {{"solve/adder.py", "def add(a, b):\n    return a + b\n"},
              {"solve/solve.py", "import adder\nprint(adder.add(*map(int, input().split())))\n"},
              {"solve/main.py", "print(0)\n"}});
    const testing::ProgramRun chosen = submit(zip, {"--entry", "solve.py"});
    ASSERT_EQ(chosen.exit_code, 0) << chosen.err;
    EXPECT_EQ(parse_json(chosen)["verdict"], "AC") << chosen.out;
    const testing::ProgramRun by_rule = submit(zip);
    ASSERT_EQ(by_rule.exit_code, 0) << by_rule.err;
    EXPECT_EQ(parse_json(by_rule)["verdict"], "WA") << by_rule.out;
}

TEST(SubmissionFiles, NoSourceOfTheLanguageIsACompileErrorNamingTheRule) {
    const fs::path folder = program_folder(
        "no-entry", {{"adder.txt", "def add(a, b):\n    return a + b\n"}, {"notes.txt", "x\n"}});
    const testing::ProgramRun run = submit(folder, {"--lang", "python3"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    EXPECT_EQ(result["verdict"], "CE");
    EXPECT_EQ(result["compile_log"],
              "none of the submitted files is a python3 source: the entry point is the file named "
              "with --entry, else the only python3 source (.py), else the one named main.*, else "
              "the first by name");
}

// Every refusal names the path and queues nothing.
TEST(SubmissionFiles, HostileFoldersAreRefusedAndQueueNothing) {
    const fs::path linked = program_folder("linked", {{"main.cpp", kCppMain}});
    fs::create_symlink("/etc/passwd", linked / "adder.h");
    const testing::ProgramRun link = submit(linked);
    EXPECT_EQ(link.exit_code, 1);
    EXPECT_EQ(link.err, "gridjudge: " + (linked / "adder.h").string() +
                            ": a symbolic link (source files are regular files); nothing was "
                            "queued\n");

    const fs::path twice =
        program_folder("twice", {{"main.cpp", kCppMain}, {"a/adder.h", "x"}, {"b/adder.h", "y"}});
    const testing::ProgramRun duplicate = submit(twice);
    EXPECT_EQ(duplicate.exit_code, 1);
    EXPECT_EQ(duplicate.err, "gridjudge: " + (twice / "b/adder.h").string() +
                                 ": a second source file named adder.h (the first is " +
                                 (twice / "a/adder.h").string() + "); nothing was queued\n");

    const fs::path spaced = program_folder("spaced", {{"main.cpp", kCppMain}, {"my adder.h", "x"}});
    const testing::ProgramRun space = submit(spaced);
    EXPECT_EQ(space.exit_code, 1);
    EXPECT_EQ(space.err, "gridjudge: " + (spaced / "my adder.h").string() +
                             ": a file name with a character other than letters, digits, '.', "
                             "'_', '-' and '+'; nothing was queued\n");

    std::vector<std::pair<std::string, std::string>> many;
    for (int i = 0; i < 101; ++i) many.emplace_back("h" + std::to_string(1000 + i) + ".h", "");
    const fs::path crowded = program_folder("crowded", many);
    const testing::ProgramRun crowd = submit(crowded);
    EXPECT_EQ(crowd.exit_code, 1);
    EXPECT_NE(crowd.err.find(": more than 100 source files; nothing was queued\n"),
              std::string::npos)
        << crowd.err;

    const fs::path large =
        program_folder("large", {{"main.cpp", kCppMain}, {"big.h", std::string(3000, 'x')}});
    const testing::ProgramRun big = submit(large, {"--max-source-kib", "2"});
    EXPECT_EQ(big.exit_code, 1);
    EXPECT_NE(big.err.find("big.h: "), std::string::npos) << big.err;
    EXPECT_NE(big.err.find("nothing was queued"), std::string::npos) << big.err;

    const fs::path unnamed = program_folder("unnamed", {{"main.cpp", kCppMain}});
    const testing::ProgramRun entry = submit(unnamed, {"--entry", "nope.cpp"});
    EXPECT_EQ(entry.exit_code, 1);
    EXPECT_EQ(entry.err, "gridjudge: " + unnamed.string() +
                             ": no file named nope.cpp (--entry) among its files; nothing was "
                             "queued\n");

    const testing::ProgramRun listed =
        gridjudge({"list", "--db", sums_database().string(), "--json"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    for (const nlohmann::json& row : parse_json(listed))
        EXPECT_TRUE(row["source_name"] != "linked" && row["source_name"] != "twice" &&
                    row["source_name"] != "spaced" && row["source_name"] != "crowded" &&
                    row["source_name"] != "large" && row["source_name"] != "unnamed")
            << row.dump();
}

}  // namespace
}  // namespace gridjudge::e2e
