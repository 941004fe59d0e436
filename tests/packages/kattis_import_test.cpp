// The Kattis importer on this suite's fixtures: a legacy pass-fail package judged by the default
// validator with float tolerance, and a 2023-07-draft scoring package with a custom output
// validator and nested groups. Exact models, and the errors for what the format leaves open.
#include <gtest/gtest.h>

#include <tuple>

#include "judge/compile/language.h"
#include "judge/package/import_support.h"
#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

PackageTest kattis_test(const fs::path& root, const std::string& name, const std::string& group,
                        double points) {
    return imported_test(name, group, points, root / "data" / (name + ".in"),
                         root / "data" / (name + ".ans"), name.rfind("sample/", 0) == 0);
}

class KattisImport : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;

    ImportResult import(const std::string& name) {
        options.origin = "fixture:" + name;
        return package::import_kattis(fixture("kattis/" + name), scratch / "out", tools, options);
    }
};

TEST_F(KattisImport, LegacyDefaultValidatorFlagsBecomeTokenOptions) {
    options.time_limit_ms = 1500;
    const ImportResult result = import("sumfloat");
    const fs::path root = fixture("kattis/sumfloat");
    ProblemPackage expected;
    expected.id = "sumfloat";
    expected.title = "Sum of two reals";
    expected.statements = {{"en", "tex", "problem_statement/problem.en.tex"}};
    expected.limits = {1500, 0, 512, 64, {}};
    expected.checker = {Protocol::Builtin,
                        "tokens",
                        "",
                        "",
                        {"text", "case_insensitive", "float_tolerance", "1e-06"}};
    expected.validator =
        ProgramSpec{Protocol::Kattis, "", "input_validators/sumcheck/sumcheck.cpp", "cpp23", {}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret", 3, Aggregation::EachTest, {}}};
    expected.tests = {
        kattis_test(root, "sample/1", "sample", 0), kattis_test(root, "secret/01", "secret", 1),
        kattis_test(root, "secret/02", "secret", 1), kattis_test(root, "secret/03", "secret", 1)};
    expected.provenance = {"kattis", "fixture:sumfloat", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(
        result.notes,
        (std::vector<std::string>{"input validator input_validators/format.ctd is not run: not "
                                  "in a language the judge runs (" +
                                  language_id_list() + ")"}));
    EXPECT_EQ(tools.runs(), 4);  // the C++ input validator, once per case
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
}

// Which files are C or C++ sources comes from the judge's language table: ".c++" is one of its
// C++ extensions, so a validator written in it is run like one in ".cpp".
TEST_F(KattisImport, AValidatorInAnyCppExtensionOfTheLanguageTableIsRun) {
    const fs::path copy = scratch / "sumfloat";
    fs::copy(fixture("kattis/sumfloat"), copy, fs::copy_options::recursive);
    fs::rename(copy / "input_validators/sumcheck/sumcheck.cpp",
               copy / "input_validators/sumcheck/sumcheck.c++");
    options.time_limit_ms = 1500;
    options.origin = "fixture:sumfloat";
    const ImportResult result = package::import_kattis(copy, scratch / "out", tools, options);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(
        result.problems[0].package.validator,
        (ProgramSpec{Protocol::Kattis, "", "input_validators/sumcheck/sumcheck.c++", "cpp23", {}}));
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{"input validator input_validators/format.ctd is not run: "
                                        "not in a language the judge runs (" +
                                        language_id_list() + ")"}));
    EXPECT_EQ(tools.runs(), 4);  // the C++ input validator, once per case
}

// The message for a program in no language lists the table's languages and every extension it
// knows, not a list of the importer's own.
TEST(ImportSupport, AProgramInNoLanguageIsRefusedWithTheTablesExtensions) {
    EXPECT_EQ(package_error([] { package::language_of_source("gen.rb", "problem.xml"); }),
              "problem.xml: gen.rb: not in a language the judge runs (" + language_id_list() +
                  "; by extension: .c, .cpp, .cc, .cxx, .c++, .py, .java, .pas, .pp, .dpr, .rs, "
                  ".go, .kt, .cs, .js)");
}

TEST_F(KattisImport, LegacyWithoutTimeLimitAsksForOne) {
    EXPECT_EQ(package_error([&] { import("sumfloat"); }),
              fixture("kattis/sumfloat/problem.yaml").string() +
                  ": limits.time_limit: missing (legacy packages leave the time limit to the "
                  "judge); pass one with --time-limit");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

// limits.validation_time (seconds) is the output validator's CPU time a test; the format's
// default, 60 s, is the model's. Out of range is refused naming the file, line and field.
TEST_F(KattisImport, ValidationTimeIsTheCheckersTime) {
    EXPECT_EQ(import("pyvalidated").problems.at(0).package.limits.checker_time_ms, 60'000);
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "slowvalidator");
    std::string yaml = read_text(package / "problem.yaml");
    const std::size_t memory = yaml.find("  memory: 256\n");
    ASSERT_NE(memory, std::string::npos) << yaml;
    write_text(package / "problem.yaml",
               yaml.substr(0, memory) + "  validation_time: 90.5\n" + yaml.substr(memory));
    EXPECT_EQ(package::import_kattis(package, scratch / "out90", tools, options)
                  .problems.at(0)
                  .package.limits.checker_time_ms,
              90'500);
    write_text(package / "problem.yaml",
               yaml.substr(0, memory) + "  validation_time: 0\n" + yaml.substr(memory));
    EXPECT_EQ(
        package_error([&] { package::import_kattis(package, scratch / "out0", tools, options); }),
        (package / "problem.yaml").string() +
            ": line 10: limits.validation_time: 0 s is out of range (1 to 600000 ms)");
}

// limits.validation_memory (MiB) is a guarantee: the checker's memory is at least that, never
// below the judge's own 1024 MiB; out of range is refused naming the file, line and field.
TEST_F(KattisImport, ValidationMemoryIsAtLeastTheCheckersMemory) {
    EXPECT_EQ(import("pyvalidated").problems.at(0).package.limits.checker_memory_mib, 1'024);
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "hungryvalidator");
    const std::string yaml = read_text(package / "problem.yaml");
    const std::size_t memory = yaml.find("  memory: 256\n");
    ASSERT_NE(memory, std::string::npos) << yaml;
    auto imported_with = [&](const std::string& line, const std::string& out) {
        write_text(package / "problem.yaml", yaml.substr(0, memory) + line + yaml.substr(memory));
        return package::import_kattis(package, scratch / out, tools, options)
            .problems.at(0)
            .package.limits.checker_memory_mib;
    };
    EXPECT_EQ(imported_with("  validation_memory: 4096\n", "out4096"), 4'096);
    EXPECT_EQ(imported_with("  validation_memory: 256\n", "out256"), 1'024);
    EXPECT_EQ(package_error([&] { imported_with("  validation_memory: 0\n", "out0"); }),
              (package / "problem.yaml").string() +
                  ": line 10: limits.validation_memory: 0 MiB is out of range (1 to 65536 MiB)");
}

// A 2025-09 (or 2023-07) package without a time limit is no legacy one: the format derives the
// limit from the accepted submissions' times. The refusal said "legacy packages leave the time
// limit to the judge" of every version (the format's own passfail and scoring examples).
TEST_F(KattisImport, A2025PackageWithoutTimeLimitSaysTheFormatDerivesIt) {
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "untimed");
    std::string yaml = read_text(package / "problem.yaml");
    const std::size_t limit = yaml.find("  time_limit:");
    ASSERT_NE(limit, std::string::npos) << yaml;
    yaml.erase(limit, yaml.find('\n', limit) + 1 - limit);
    write_text(package / "problem.yaml", yaml);
    EXPECT_EQ(
        package_error([&] { package::import_kattis(package, scratch / "out", tools, options); }),
        (package / "problem.yaml").string() +
            ": limits.time_limit: missing (the format derives it from the accepted submissions' "
            "running times, which the import does not measure); pass one with --time-limit");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

// A caller that judges (gridjudge import, verify) asks for the rule instead: the factors each
// version names, with their defaults, and a placeholder limit until the solutions are judged.
TEST_F(KattisImport, ACallerThatJudgesGetsTheRuleOfEachVersion) {
    options.derive_time_limit = true;
    const package::ImportedProblem legacy = import("sumfloat").problems.at(0);
    ASSERT_TRUE(legacy.time_limit_rule.has_value());
    const std::string where =
        fixture("kattis/sumfloat/problem.yaml").string() + ": limits.time_limit";
    EXPECT_EQ(*legacy.time_limit_rule,
              (package::TimeLimitRule{5.0, 2.0, 1000, where, "time_multiplier", "", false}));
    EXPECT_EQ(legacy.package.limits.time_ms, 1000);

    const fs::path timed_legacy = copy_fixture("kattis/sumfloat", scratch / "legacy3");
    write_text(timed_legacy / "problem.yaml",
               read_text(timed_legacy / "problem.yaml") +
                   "  time_multiplier: 3\n  time_safety_margin: 1.5\n");
    EXPECT_EQ(*package::import_kattis(timed_legacy, scratch / "out-legacy3", tools, options)
                   .problems.at(0)
                   .time_limit_rule,
              (package::TimeLimitRule{
                  3.0, 1.5, 1000, (timed_legacy / "problem.yaml").string() + ": limits.time_limit",
                  "time_multiplier", "", false}));

    const fs::path untimed = copy_fixture("kattis/pyvalidated", scratch / "untimed");
    std::string yaml = read_text(untimed / "problem.yaml");
    const std::size_t limit = yaml.find("  time_limit: 1\n");
    ASSERT_NE(limit, std::string::npos) << yaml;
    const std::string head = yaml.substr(0, limit), tail = yaml.substr(limit + 16);
    write_text(untimed / "problem.yaml",
               head + "  time_multipliers:\n    ac_to_time_limit: 3\n    time_limit_to_tle: 2\n" +
                   "  time_resolution: 0.25\n" + tail);
    EXPECT_EQ(*package::import_kattis(untimed, scratch / "out-2025", tools, options)
                   .problems.at(0)
                   .time_limit_rule,
              (package::TimeLimitRule{3.0, 2.0, 250,
                                      (untimed / "problem.yaml").string() + ": limits.time_limit",
                                      "ac_to_time_limit", "time_resolution", true}));

    write_text(untimed / "problem.yaml",
               head + "  time_multipliers:\n    ac_to_time_limit: 0.5\n" + tail);
    EXPECT_EQ(package_error(
                  [&] { package::import_kattis(untimed, scratch / "out-half", tools, options); }),
              (untimed / "problem.yaml").string() +
                  ": line 10: limits.time_multipliers.ac_to_time_limit: 0.5 is out of range (1 "
                  "to 100)");
    write_text(untimed / "problem.yaml", head + "  time_resolution: 0\n" + tail);
    EXPECT_EQ(package_error(
                  [&] { package::import_kattis(untimed, scratch / "out-zero", tools, options); }),
              (untimed / "problem.yaml").string() +
                  ": line 9: limits.time_resolution: 0 s is out of range (0.001 to 60)");

    // A package that states its limit keeps it, whatever the caller could do.
    EXPECT_FALSE(
        package::import_kattis(fixture("kattis/pyvalidated"), scratch / "out-timed", tools, options)
            .problems.at(0)
            .time_limit_rule.has_value());
}

TEST_F(KattisImport, ScoringDraftWithOutputValidatorAndNestedGroups) {
    const ImportResult result = import("sumgroups");
    const fs::path root = fixture("kattis/sumgroups");
    ProblemPackage expected;
    expected.id = "sumgroups";
    expected.title = "Sum in groups";
    expected.statements = {{"en", "markdown", "problem_statement/problem.en.md"}};
    expected.limits = {1500, 0, 256, 64, {}};
    expected.checker = {Protocol::Kattis, "", "output_validator/validate.cpp", "cpp23", {}};
    expected.validator =
        ProgramSpec{Protocol::Kattis, "", "input_validators/range.cpp", "cpp23", {}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret/group1", 30, Aggregation::Min, {}},
                       {"secret/group2", 70, Aggregation::Min, {}}};
    expected.tests = {kattis_test(root, "sample/1", "sample", 0),
                      kattis_test(root, "secret/group1/1", "secret/group1", 0),
                      kattis_test(root, "secret/group1/2", "secret/group1", 0),
                      kattis_test(root, "secret/group2/1", "secret/group2", 0),
                      kattis_test(root, "secret/group2/large/1", "secret/group2", 0)};
    expected.files = {"output_validator/validate.h"};
    expected.provenance = {"kattis", "fixture:sumgroups", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, (std::vector<std::string>{
                                "test data group secret/group2 includes its subfolders: scored as "
                                "one min group worth 70"}));
    EXPECT_EQ(tools.runs(), 5);
    const fs::path folder = result.problems[0].folder;
    EXPECT_EQ(read_text(folder / "output_validator/validate.h"),
              read_text(root / "output_validator/validate.h"));
    EXPECT_EQ(package::load_package_folder(folder).package, expected);
}

// problemtools' examples keep a 2023-07 validator one folder down (output_validator/<name>/
// validate.cc, with its header): found there, with the header kept.
TEST_F(KattisImport, OutputValidatorOneFolderDownIsFound) {
    const ImportResult result = import("guessnested");
    const fs::path root = fixture("kattis/guessnested");
    ProblemPackage expected;
    expected.id = "guessnested";
    expected.title = "Guess in a folder";
    expected.statements = {{"en", "markdown", "statement/problem.en.md"}};
    expected.limits = {1000, 0, 128, 64, {}};
    expected.interactor = ProgramSpec{
        Protocol::Kattis, "", "output_validator/guess_validator/validate.cc", "cpp23", {}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret", 1, Aggregation::EachTest, {}}};
    expected.tests = {kattis_test(root, "sample/1", "sample", 0),
                      kattis_test(root, "secret/1", "secret", 1)};
    expected.files = {"output_validator/guess_validator/validate.h"};
    expected.provenance = {"kattis", "fixture:guessnested", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
    EXPECT_EQ(read_text(result.problems[0].folder / "output_validator/guess_validator/validate.h"),
              read_text(root / "output_validator/guess_validator/validate.h"));
}

// A package without data/secret (what exporting a problem of samples only gives) is judged on
// its samples; the input validator's header comes along.
TEST_F(KattisImport, SamplesOnlyPackageIsJudgedOnItsSamples) {
    const ImportResult result = import("samplesonly");
    const fs::path root = fixture("kattis/samplesonly");
    ProblemPackage expected;
    expected.id = "samplesonly";
    expected.title = "Samples only";
    expected.statements = {{"en", "markdown", "statement/problem.en.md"}};
    expected.limits = {1000, 0, 256, 64, {}};
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"text", "case_insensitive"}};
    expected.validator =
        ProgramSpec{Protocol::Kattis, "", "input_validators/pair/pair.cpp", "cpp23", {}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}}};
    expected.tests = {kattis_test(root, "sample/1", "sample", 0),
                      kattis_test(root, "sample/2", "sample", 0)};
    expected.files = {"input_validators/pair/pair.h"};
    expected.provenance = {"kattis", "fixture:samplesonly", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, (std::vector<std::string>{(root / "data/secret").string() +
                                                      ": missing; the samples are the problem's "
                                                      "only tests"}));
    EXPECT_EQ(tools.runs(), 2);
}

// include/<language>/ becomes the package's graders for that language, copied under graders/;
// a language gridjudge does not have and a subfolder are noted and left out.
TEST_F(KattisImport, IncludedCodeBecomesTheGradersOfItsLanguage) {
    const ImportResult result = import("addfunction");
    const fs::path root = fixture("kattis/addfunction");
    ASSERT_EQ(result.problems.size(), 1u);
    const ProblemPackage& package = result.problems[0].package;
    EXPECT_EQ(package.graders, (std::map<std::string, std::vector<std::string>>{
                                   {"c", {"graders/c/grader.c", "graders/c/task.h"}},
                                   {"cpp", {"graders/cpp/grader.cpp", "graders/cpp/task.h"}},
                                   {"java", {"graders/java/Grader.java"}}}));
    EXPECT_EQ(read_text(result.problems[0].folder / "graders/cpp/grader.cpp"),
              read_text(root / "include/cpp/grader.cpp"));
    // include/default is placed beside every submission: no grader, whatever the language.
    EXPECT_EQ(package.included, (std::map<std::string, std::vector<std::string>>{
                                    {"default", {"included/default/data.txt"}}}));
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "include/fortran is not imported: no language 'fortran' here (" +
                      language_id_list() + ")",
                  "include/java/extra is not imported: only the files of include/java are "
                  "included code"}));
}

// Issue 14: the format's own `maximal` example was refused ("output_validator: no C or C++
// source"): its output validator is Python, written with the package's constants. Validators in
// any language the judge runs are kept with their language and run (here by the test tools, in
// the judge in its sandbox), their {{constants}} replaced; one folder down too (BAPCtools).
TEST_F(KattisImport, PythonValidatorsWithConstantsAreRun) {
    const ImportResult result = import("pyvalidated");
    const fs::path root = fixture("kattis/pyvalidated");
    ProblemPackage expected;
    expected.id = "pyvalidated";
    expected.title = "Shift by a constant";
    expected.statements = {{"en", "markdown", "statement/problem.en.md"}};
    expected.limits = {1000, 0, 256, 64, {}};
    expected.checker = {Protocol::Kattis, "", "output_validator/validator.py", "python3", {}};
    expected.validator =
        ProgramSpec{Protocol::Kattis, "", "input_validators/bounds/validate.py", "python3", {}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret", 2, Aggregation::EachTest, {}}};
    expected.tests = {kattis_test(root, "sample/1", "sample", 0),
                      kattis_test(root, "secret/1", "secret", 1),
                      kattis_test(root, "secret/2", "secret", 1)};
    expected.solutions = {
        {"submissions/accepted/shift.py", "", {Verdict::AC}, std::nullopt, "accepted", false},
        {"submissions/wrong_answer/double.py",
         "",
         {Verdict::WA},
         std::nullopt,
         "wrong_answer",
         false}};
    expected.provenance = {"kattis", "fixture:pyvalidated", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
    // The input validator ran on the three tests, its constants replaced (else a SyntaxError).
    EXPECT_EQ(tools.runs(), 3);
    const fs::path folder = result.problems[0].folder;
    const std::string validator = read_text(folder / "output_validator/validator.py");
    EXPECT_NE(validator.find("answer == n + 3 else 43"), std::string::npos) << validator;
    EXPECT_EQ(validator.find("{{"), std::string::npos) << validator;
    EXPECT_NE(read_text(folder / "input_validators/bounds/validate.py")
                  .find("# One integer n, 1 <= n <= 1000 (10^3 in the statement)"),
              std::string::npos);

    // The stored output validator judges by the Kattis protocol: 42 accepts, 43 rejects.
    const package::ToolProgram checker{folder / "output_validator/validator.py", "python3", {}};
    const fs::path feedback = scratch / "feedback";
    fs::create_directories(feedback);
    const fs::path output = scratch / "team.out";
    const auto judge = [&](const std::string& team) {
        write_text(output, team);
        const package::ToolResult run =
            tools.run(checker,
                      {(folder / "tests/secret/1.in").string(),
                       (folder / "tests/secret/1.ans").string(), feedback.string()},
                      output, scratch / "validator.out");
        EXPECT_TRUE(run.ran) << run.failure;
        return run.exit_code;
    };
    EXPECT_EQ(judge("13\n"), 42);
    EXPECT_EQ(judge("20\n"), 43);
    EXPECT_EQ(judge("thirteen\n"), 43);
}

// A 2023-07 package graded with the legacy keys, as problemtools grades it: accept_score per
// accepted case, grader_flags min per group: 40 + 60 = 100 points (the 2023-07 defaults alone
// would make it 1 + 1); accept_if_any_accepted on data/secret with ignore_sample on data/ make
// a submission with one group accepted AC, as problemtools' default grader does.
TEST_F(KattisImport, LegacyGradingKeysInA2023PackageScoreAsProblemtools) {
    const ImportResult result = import("echoscore");
    const fs::path root = fixture("kattis/echoscore");
    ProblemPackage expected;
    expected.id = "echoscore";
    expected.title = "Sum for points";
    expected.statements = {{"en", "markdown", "statement/problem.en.md"}};
    expected.limits = {1000, 0, 256, 64, {}};
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"text", "case_insensitive"}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret/group1", 40, Aggregation::Min, {}},
                       {"secret/group2", 60, Aggregation::Min, {}}};
    expected.tests = {kattis_test(root, "sample/1", "sample", 0),
                      kattis_test(root, "secret/group1/1", "secret/group1", 0),
                      kattis_test(root, "secret/group1/2", "secret/group1", 0),
                      kattis_test(root, "secret/group2/1", "secret/group2", 0),
                      kattis_test(root, "secret/group2/2", "secret/group2", 0)};
    expected.verdict_rule = VerdictRule::AnyGroupAccepted;
    expected.provenance = {"kattis", "fixture:echoscore", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.problems[0].package.total_points(), 100);
    // problem.json keeps the rule.
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
    EXPECT_NE(read_text(result.problems[0].folder / "problem.json")
                  .find("\"verdict_rule\": \"any-group-accepted\""),
              std::string::npos);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
}

// Without ignore_sample on data/, problemtools' root grader sees the samples too: the rule
// cannot follow, and the note says what gridjudge does instead.
TEST_F(KattisImport, AcceptIfAnyAcceptedWithoutIgnoreSampleIsNoted) {
    const fs::path package = copy_fixture("kattis/echoscore", scratch / "samples-count");
    write_text(package / "data/testdata.yaml", "range: 0 100\n");
    const ImportResult result =
        package::import_kattis(package, scratch / "out-samples", tools, options);
    EXPECT_EQ(result.problems.at(0).package.verdict_rule, VerdictRule::WorstTest);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  (package / "data/secret/testdata.yaml").string() +
                  ": grader_flags accept_if_any_accepted: Kattis calls a submission with that "
                  "group partly solved accepted; gridjudge gives it its worst test's verdict "
                  "with the partial score"}));
}

// A rejected case that scores, and a grader flag the default grader does not have, are refused
// naming the file and the key.
TEST_F(KattisImport, UnsupportedLegacyGradingIsRefusedNamingTheKey) {
    const fs::path package = copy_fixture("kattis/echoscore", scratch / "bad");
    write_text(package / "data/secret/group2/testdata.yaml", "accept_score: 60\nreject_score: 5\n");
    const std::string reject =
        package_error([&] { package::import_kattis(package, scratch / "out", tools, options); });
    EXPECT_NE(reject.find((package / "data/secret/group2/testdata.yaml").string()),
              std::string::npos)
        << reject;
    EXPECT_NE(reject.find("reject_score"), std::string::npos) << reject;
    EXPECT_NE(reject.find("a rejected case scoring points is not supported"), std::string::npos)
        << reject;
    write_text(package / "data/secret/group2/testdata.yaml", "grader_flags: min median\n");
    const std::string flag =
        package_error([&] { package::import_kattis(package, scratch / "out", tools, options); });
    EXPECT_NE(flag.find("'median' is not a flag of the default grader"), std::string::npos) << flag;
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

// The format's `maximal` example ships Python included code, a module its submissions import:
// Kattis puts it beside the submission, which stays the program run. It is `included` code (with
// the constants written in), not a grader; it was left out before, and every Python submission
// failed to import it.
TEST_F(KattisImport, PythonIncludedCodeIsAModuleBesideTheSubmission) {
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "included");
    fs::create_directories(package / "include/python3");
    write_text(package / "include/python3/include.py", "shift = {{shift}}\n");
    const ImportResult result = package::import_kattis(package, scratch / "out", tools, options);
    EXPECT_EQ(result.notes, std::vector<std::string>{});
    const ProblemPackage& imported = result.problems.at(0).package;
    EXPECT_TRUE(imported.graders.empty());
    EXPECT_EQ(imported.included, (std::map<std::string, std::vector<std::string>>{
                                     {"python3", {"included/python3/include.py"}}}));
    EXPECT_EQ(read_text(result.problems[0].folder / "included/python3/include.py"), "shift = 3\n");
}

// An included main.* is what problemtools runs instead of the submission (its mainfile): a
// grader, run itself as gridjudge's Python graders are.
TEST_F(KattisImport, AnIncludedPythonMainIsTheGrader) {
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "included");
    fs::create_directories(package / "include/python3");
    write_text(package / "include/python3/main.py", "import solution\n");
    write_text(package / "include/python3/helper.py", "x = 1\n");
    const ImportResult result = package::import_kattis(package, scratch / "out", tools, options);
    const ProblemPackage& imported = result.problems.at(0).package;
    EXPECT_TRUE(imported.included.empty());
    EXPECT_EQ(imported.graders,
              (std::map<std::string, std::vector<std::string>>{
                  {"python3", {"graders/python3/helper.py", "graders/python3/main.py"}}}));
}

// The format's own `scoring` example is 2025-09 but gives its groups' points the 2023-07 draft's
// way (`scoring: {score: 30, aggregation: min}`): refused before ("max_score: missing"), the
// score is now the group's max_score, with a note.
TEST_F(KattisImport, DraftScoringScoreInA2025PackageIsTheMaxScore) {
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "draftscore");
    std::string yaml = read_text(package / "problem.yaml");
    yaml.replace(yaml.find("type: pass-fail\n"), 15, "type: scoring");
    write_text(package / "problem.yaml", yaml);
    for (const auto& [group, test, score] :
         {std::tuple{"a", "1", "30"}, std::tuple{"b", "2", "70"}}) {
        const fs::path folder = package / "data/secret" / group;
        fs::create_directories(folder);
        for (const char* extension : {".in", ".ans"})
            fs::rename(package / "data/secret" / (std::string(test) + extension),
                       folder / (std::string(test) + extension));
        write_text(folder / "test_group.yaml",
                   std::string("scoring:\n  score: ") + score + "\n  aggregation: min\n");
    }
    const ImportResult result = package::import_kattis(package, scratch / "out", tools, options);
    const ProblemPackage& imported = result.problems.at(0).package;
    EXPECT_EQ(imported.groups, (std::vector<TestGroup>{{"sample", 0, Aggregation::EachTest, {}},
                                                       {"secret/a", 30, Aggregation::Min, {}},
                                                       {"secret/b", 70, Aggregation::Min, {}}}));
    EXPECT_EQ(imported.total_points(), 100);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "data/secret/a: scoring.score (the 2023-07 draft's key) taken as max_score",
                  "data/secret/b: scoring.score (the 2023-07 draft's key) taken as max_score"}));
}

// Kattis multi-pass (2023-07 and 2025-09: `type: ... multi-pass`, limits.validation_passes) is
// refused, naming the file, line, key and what gridjudge does not do.
TEST_F(KattisImport, MultiPassIsRefusedNamingTheKey) {
    const fs::path package = copy_fixture("kattis/pyvalidated", scratch / "multipass");
    std::string yaml = read_text(package / "problem.yaml");
    yaml.replace(yaml.find("type: pass-fail\n"), 15, "type: pass-fail multi-pass");
    write_text(package / "problem.yaml", yaml);
    const std::string error =
        package_error([&] { package::import_kattis(package, scratch / "out", tools, options); });
    EXPECT_EQ(error, (package / "problem.yaml").string() +
                         ": line 5: type: 'multi-pass' problems are not supported (gridjudge runs "
                         "a submission once per test; it does not run it again on the "
                         "nextpass.in its output validator writes)");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

// Issue 19: a Kattis submit-answer problem was refused ("'submit-answer' problems are not
// supported"). It is an output-only problem: each case's answer is the file named as the case's
// answer in the package (kattis_answer_files: 2.ans for data/secret/2; sample_1.ans and
// secret_1.ans where data/sample/1 and data/secret/1 share a name). Its jury submissions are
// answer files: a folder of them, or one alone, expected what its folder says; a program is left
// out with a note, as is the time limit nothing uses.
TEST_F(KattisImport, SubmitAnswerIsAnOutputOnlyProblemOfAnswerFiles) {
    const ImportResult result = import("divisors");
    const fs::path root = fixture("kattis/divisors");
    ProblemPackage expected;
    expected.id = "divisors";
    expected.title = "Smallest prime factor";
    expected.kind = ProblemKind::OutputOnly;
    expected.statements = {{"en", "markdown", "statement/problem.en.md"}};
    expected.limits = {1000, 0, 256, 64, {}};
    expected.checker = {Protocol::Builtin, "tokens", "", "", {"text", "case_insensitive"}};
    expected.groups = {{"sample", 0, Aggregation::EachTest, {}},
                       {"secret", 3, Aggregation::EachTest, {}}};
    expected.tests = {
        kattis_test(root, "sample/1", "sample", 0), kattis_test(root, "secret/1", "secret", 1),
        kattis_test(root, "secret/2", "secret", 1), kattis_test(root, "secret/3", "secret", 1)};
    expected.tests[0].answer_file = "sample_1.ans";
    expected.tests[1].answer_file = "secret_1.ans";
    expected.tests[2].answer_file = "2.ans";
    expected.tests[3].answer_file = "3.ans";
    const std::string all = "submissions/accepted/all/";
    const std::string wrong = "submissions/wrong_answer/";
    expected.solutions = {
        {all + "2.ans",
         "answers",
         {Verdict::AC},
         std::nullopt,
         "accepted",
         false,
         {all + "3.out", all + "sample_1.ans", all + "secret_1.ans"}},
        {wrong + "3.ans", "answers", {Verdict::WA}, std::nullopt, "wrong_answer", false},
        {wrong + "no_sample/2.ans",
         "answers",
         {Verdict::WA},
         std::nullopt,
         "wrong_answer",
         false,
         {wrong + "no_sample/3.ans", wrong + "no_sample/secret_1.ans"}},
        {wrong + "one_wrong/2.ans",
         "answers",
         {Verdict::WA},
         std::nullopt,
         "wrong_answer",
         false,
         {wrong + "one_wrong/3.ans", wrong + "one_wrong/sample_1.ans",
          wrong + "one_wrong/secret_1.ans"}}};
    expected.provenance = {"kattis", "fixture:divisors", "", ""};

    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package, expected);
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  (root / "problem.yaml").string() +
                      ": no limits.time_limit: 1 s, which a submit-answer problem never uses "
                      "(nothing runs)",
                  "submission submissions/accepted/factor.py is a program; a submit-answer "
                  "problem takes answer files, and gridjudge runs no program for it: not "
                  "verified"}));
    EXPECT_EQ(package::load_package_folder(result.problems[0].folder).package, expected);
    EXPECT_EQ(read_text(result.problems[0].folder / (all + "3.out")), "97\n");
}

// submit-answer and interactive exclude each other in the format: refused naming the key.
TEST_F(KattisImport, SubmitAnswerAndInteractiveAreRefusedTogether) {
    const fs::path package = copy_fixture("kattis/divisors", scratch / "both");
    std::string yaml = read_text(package / "problem.yaml");
    yaml.replace(yaml.find("type: pass-fail submit-answer"), 29,
                 "type: [pass-fail, submit-answer, interactive]");
    write_text(package / "problem.yaml", yaml);
    const std::string error =
        package_error([&] { package::import_kattis(package, scratch / "out", tools, options); });
    EXPECT_EQ(error, (package / "problem.yaml").string() +
                         ": line 7: type: 'submit-answer' and 'interactive' exclude each other "
                         "(the format says so)");
    EXPECT_FALSE(fs::exists(scratch / "out"));
}

// A .py submission whose #! line names python2 is Python 2 for Kattis (problemtools' language
// detection; its own `different` example has one). The judge has no Python 2: it was judged as
// Python 3 and got CE where the package expects AC. It is left out with a note, alone or in a
// folder; a Python 3 file is kept.
TEST_F(KattisImport, APython2ShebangSubmissionIsLeftOutNotJudgedAsPython3) {
    const ImportResult result = import("python2shebang");
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems[0].package.solutions,
              (std::vector<PackageSolution>{{"submissions/accepted/echo3.py",
                                             "",
                                             {Verdict::AC},
                                             std::nullopt,
                                             "accepted",
                                             false}}));
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "submission submissions/accepted/echo2.py is Python 2 (its #! line names "
                  "python2, as Kattis reads it): no language of the judge runs it",
                  "submission submissions/accepted/two_files is Python 2 (its #! line names "
                  "python2, as Kattis reads it): no language of the judge runs it"}));
}

// BAPCtools keeps submissions it does not run under names ending in .disabled (its own `hello`
// test problem has a Java folder test-multifile-multipackage.java.disabled). The folder was
// imported and judged (RE where its comment expects CORRECT); the file was only noted as in no
// language. Both are now left out, said so. A hidden `.gitkeep` (one in each of BAPCtools' empty
// verdict folders) is no submission and no note. submissions.yaml (2025-09's expectations by glob)
// is not read, and said so.
TEST_F(KattisImport, DisabledSubmissionsAreLeftOutAsBapctoolsLeavesThem) {
    const ImportResult result = import("disabled");
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(
        result.problems[0].package.solutions,
        (std::vector<PackageSolution>{
            {"submissions/accepted/echo.py", "", {Verdict::AC}, std::nullopt, "accepted", false}}));
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "submissions/submissions.yaml is not read: each submission is expected to be "
                  "judged as its folder says (accepted, wrong_answer, ...)",
                  "submission submissions/accepted/echo_all.py.disabled is disabled (its name "
                  "ends in .disabled): not verified",
                  "submission submissions/accepted/two_classes.java.disabled is disabled (its "
                  "name ends in .disabled): not verified"}));
}

}  // namespace
}  // namespace gridjudge::testing
