// Round trips: a fixture imported, exported to its own format and imported again gives the same
// model (provenance aside: it names where each import came from), the jury's tagged solutions
// included, and across formats the same
// tests (sha256), limits, groups and points. Exports refuse what their format cannot hold with
// the reason.
#include <gtest/gtest.h>

#include "judge/package/exporters.h"
#include "judge/package/importers.h"
#include "judge/package/package_folder.h"
#include "tests/packages/cxx17_compile.h"
#include "tests/packages/gxx_tools.h"
#include "tests/packages/test_support.h"

namespace gridjudge::testing {
namespace {

namespace fs = std::filesystem;
using package::ImportOptions;
using package::ImportResult;

ProblemPackage comparable(ProblemPackage package) {
    package.provenance = {};
    return package;
}

class RoundTrip : public ::testing::Test {
  protected:
    ScratchDir scratch;
    GxxTools tools{scratch / "tools"};
    ImportOptions options;

    using Importer = ImportResult (*)(const fs::path&, const fs::path&, package::PackageTools&,
                                      const ImportOptions&);
    using Exporter = package::ExportResult (*)(const package::LoadedPackage&, const fs::path&);

    // Imports `source`, exports the first problem with `exporter` and imports that again.
    std::pair<ProblemPackage, ProblemPackage> twice(Importer importer, const fs::path& source,
                                                    Exporter exporter, Importer reimporter) {
        const ImportResult first = importer(source, scratch / "first", tools, options);
        const package::LoadedPackage loaded =
            package::load_package_folder(first.problems.at(0).folder);
        const fs::path exported = scratch / "exported" / loaded.package.id;
        exporter(loaded, exported);
        const ImportResult second = reimporter(exported, scratch / "second", tools, options);
        return {comparable(first.problems.at(0).package),
                comparable(second.problems.at(0).package)};
    }
};

TEST_F(RoundTrip, PolygonGroupsPointsDependenciesAndTestlibChecker) {
    const auto [first, second] = twice(package::import_polygon, fixture("polygon/aplusb-groups"),
                                       package::export_polygon, package::import_polygon);
    EXPECT_EQ(second, first);
}

TEST_F(RoundTrip, PolygonBuiltinCheckerComesBackBuiltin) {
    const auto [first, second] = twice(package::import_polygon, fixture("polygon/aplusb-plain"),
                                       package::export_polygon, package::import_polygon);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.checker, (ProgramSpec{Protocol::Builtin, "tokens", "", "", {}}));
    const std::string checker = read_text(scratch / "exported/aplusb/files/check.cpp");
    EXPECT_EQ(checker.substr(0, checker.find('\n') + 1), "// gridjudge built-in checker: tokens\n");
}

TEST_F(RoundTrip, KattisScoringGroupsAndOutputValidator) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/sumgroups"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    EXPECT_EQ(read_text(scratch / "exported/sumgroups/data/secret/group1/test_group.yaml"),
              "max_score: 30\nscore_aggregation: pass-fail\n");
}

// The checker's time and memory go out as validation_time and validation_memory and come back
// (the defaults are left out).
TEST_F(RoundTrip, KattisKeepsTheValidationTimeAndMemory) {
    const fs::path package = copy_fixture("kattis/sumgroups", scratch / "sumgroups");
    const std::string yaml = read_text(package / "problem.yaml");
    const std::size_t limits = yaml.find("limits:\n");
    ASSERT_NE(limits, std::string::npos) << yaml;
    write_text(package / "problem.yaml", yaml.substr(0, limits + 8) +
                                             "  validation_time: 75\n  validation_memory: 3072\n" +
                                             yaml.substr(limits + 8));
    const auto [first, second] =
        twice(package::import_kattis, package, package::export_kattis, package::import_kattis);
    EXPECT_EQ(first.limits.checker_time_ms, 75'000);
    EXPECT_EQ(first.limits.checker_memory_mib, 3'072);
    EXPECT_EQ(second, first);
    const std::string exported = read_text(scratch / "exported/sumgroups/problem.yaml");
    EXPECT_NE(exported.find("validation_time: 75\n"), std::string::npos) << exported;
    EXPECT_NE(exported.find("validation_memory: 3072\n"), std::string::npos) << exported;
}

// Issue 14: verdict_rule any-group-accepted was lost on export; Kattis keeps it as problemtools'
// grader flags (accept_if_any_accepted on data/secret, ignore_sample on data/).
TEST_F(RoundTrip, KattisKeepsAnyGroupAccepted) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/echoscore"),
                                       package::export_kattis, package::import_kattis);
    ASSERT_EQ(first.verdict_rule, VerdictRule::AnyGroupAccepted);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.total_points(), 100);
    EXPECT_EQ(read_text(scratch / "exported/echoscore/data/secret/test_group.yaml"),
              "max_score: 100\nscore_aggregation: sum\ngrader_flags: accept_if_any_accepted\n");
    EXPECT_EQ(read_text(scratch / "exported/echoscore/data/test_group.yaml"),
              "grader_flags: ignore_sample\n");
}

// Polygon and Hydro have no place for the rule: the export says so, and the points come back.
TEST_F(RoundTrip, PolygonAndHydroNoteAnyGroupAcceptedAndKeepThePoints) {
    const ImportResult first =
        package::import_kattis(fixture("kattis/echoscore"), scratch / "first", tools, options);
    const package::LoadedPackage loaded = package::load_package_folder(first.problems.at(0).folder);
    ASSERT_EQ(loaded.package.verdict_rule, VerdictRule::AnyGroupAccepted);
    const package::ExportResult polygon = package::export_polygon(loaded, scratch / "polygon");
    ASSERT_EQ(polygon.notes.size(), 2u);  // and the Markdown statement left out
    EXPECT_EQ(polygon.notes.back(),
              "verdict_rule any-group-accepted: problem.xml has no place for it; Polygon gives a "
              "submission its worst test's verdict (the points are kept)");
    const package::ExportResult hydro = package::export_hydro(loaded, scratch / "hydro");
    ASSERT_EQ(hydro.notes.size(), 3u);  // and the groups numbered, the samples made plain
    EXPECT_EQ(hydro.notes.back(),
              "verdict_rule any-group-accepted: config.yaml has no place for it; Hydro gives a "
              "submission its worst case's status (the points are kept)");
    const ImportResult back =
        package::import_polygon(scratch / "polygon", scratch / "back", tools, options);
    EXPECT_EQ(back.problems.at(0).package.verdict_rule, VerdictRule::WorstTest);
    EXPECT_EQ(back.problems.at(0).package.total_points(), 100);
}

TEST_F(RoundTrip, KattisPassFailWithDefaultValidatorFlags) {
    options.time_limit_ms = 1500;
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/sumfloat"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    // The uuid is made from the id: the same problem exports with the same uuid.
    EXPECT_EQ(read_text(scratch / "exported/sumfloat/problem.yaml"),
              "problem_format_version: 2025-09\ntype: pass-fail\nname: Sum of two reals\n"
              "uuid: 750ca6ef-ceac-58fb-1c13-921de9dda302\n"
              "limits:\n  time_limit: 1.5\n  memory: 512\n  output: 64\n");
    const std::string preamble =
        "// gridjudge built-in checker: tokens text case_insensitive float_tolerance 1e-06\n"
        "#define GRIDJUDGE_KATTIS_PROTOCOL 1\n"
        "#define GRIDJUDGE_CHECKER_ARGUMENTS \"text\", \"case_insensitive\", "
        "\"float_tolerance\", \"1e-06\"\n";
    EXPECT_EQ(read_text(scratch / "exported/sumfloat/output_validator/gridjudge_tokens.cpp")
                  .substr(0, preamble.size()),
              preamble);
}

// A validator that takes "--max N" (the largest number it allows), given to one group only.
TEST_F(RoundTrip, KattisPerGroupInputValidatorArguments) {
    const fs::path package = copy_fixture("kattis/sumgroups", scratch / "flags");
    fs::copy_file(fixture("validators/bounded_pair.cpp"), package / "input_validators/range.cpp",
                  fs::copy_options::overwrite_existing);
    const fs::path group1 = package / "data/secret/group1/testdata.yaml";
    write_text(group1, read_text(group1) + "input_validator_flags: --max 10\n");
    const auto [first, second] =
        twice(package::import_kattis, package, package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    ASSERT_EQ(first.groups.size(), 3u);  // sample, group1, group2 (with large)
    EXPECT_EQ(first.groups[0].validator_arguments, std::vector<std::string>{});
    EXPECT_EQ(first.groups[1].name, "secret/group1");
    EXPECT_EQ(first.groups[1].validator_arguments, (std::vector<std::string>{"--max", "10"}));
    EXPECT_EQ(first.groups[2].validator_arguments, std::vector<std::string>{});
    EXPECT_EQ(read_text(scratch / "exported/flags/data/secret/group1/test_group.yaml"),
              "max_score: 30\nscore_aggregation: pass-fail\ninput_validator_args: [--max, 10]\n");
    // The arguments are the group's own: group 2's 900 is too much for them.
    const fs::path group2 = package / "data/secret/group2/testdata.yaml";
    write_text(group2, read_text(group2) + "input_validator_flags: --max 10\n");
    EXPECT_EQ(package_error(
                  [&] { package::import_kattis(package, scratch / "refused", tools, options); }),
              "test 'secret/group2/1' (" + (package / "data/secret/group2/1.in").string() +
                  ") is invalid: validator "
                  "input_validators/range.cpp: a number above 10");
}

// Samples only (no data/secret) comes back; the input validator's header goes with it to its
// folder, not to the output validator's.
TEST_F(RoundTrip, KattisSamplesOnlyWithAValidatorHeader) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/samplesonly"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    const fs::path exported = scratch / "exported/samplesonly";
    EXPECT_EQ(read_text(exported / "input_validators/pair/pair.h"),
              read_text(fixture("kattis/samplesonly/input_validators/pair/pair.h")));
    EXPECT_FALSE(fs::exists(exported / "output_validator/pair.h"));
    EXPECT_FALSE(fs::exists(exported / "data/secret"));
}

// Other judges compile validators as C++17: every source of a Kattis export compiles so.
TEST_F(RoundTrip, EveryKattisExportedSourceCompilesAsCxx17) {
    options.time_limit_ms = 1000;
    int sources = 0;
    for (const char* name : {"sumfloat", "sumgroups", "samplesonly", "guessnested"}) {
        const ImportResult imported = package::import_kattis(
            fixture(std::string("kattis/") + name), scratch / "imported" / name, tools, options);
        const fs::path exported = scratch / "exported" / name;
        package::export_kattis(package::load_package_folder(imported.problems.at(0).folder),
                               exported);
        for (const auto& entry : fs::recursive_directory_iterator(exported)) {
            const std::string extension = entry.path().extension().string();
            if (extension != ".cpp" && extension != ".cc") continue;
            ++sources;
            EXPECT_EQ(cxx17_errors(entry.path(), scratch / "cxx17"), "") << entry.path();
        }
    }
    // sumfloat: tokens checker, input validator; sumgroups: both validators; samplesonly: the
    // tokens checker and the validator; guessnested: the interactive validator.
    EXPECT_EQ(sources, 7);
}

TEST_F(RoundTrip, PolygonTaggedSolutionsKeepTheirTags) {
    const auto [first, second] = twice(package::import_polygon, fixture("polygon/tagged-sum"),
                                       package::export_polygon, package::import_polygon);
    EXPECT_EQ(second, first);
    ASSERT_EQ(second.solutions.size(), 4u);
    EXPECT_EQ(second.solutions[0],
              (PackageSolution{
                  "solutions/main.cpp", "cpp17", {Verdict::AC}, std::nullopt, "main", true}));
    EXPECT_EQ(second.solutions[2], (PackageSolution{"solutions/forever.cpp",
                                                    "cpp17",
                                                    {Verdict::TLE},
                                                    std::nullopt,
                                                    "time-limit-exceeded",
                                                    false}));
}

TEST_F(RoundTrip, KattisSubmissionFoldersAndExpectedResultsComments) {
    options.time_limit_ms = 500;
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/kattis-tagged"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.solutions.size(), 6u);
    const fs::path exported = scratch / "exported/kattis-tagged/submissions";
    EXPECT_EQ(read_text(exported / "wrong_answer/sometimes.cpp"),
              read_text(fixture("kattis/kattis-tagged/submissions/wrong_answer/sometimes.cpp")));
}

// Verdicts no Kattis folder means travel as DOMjudge comments; verdicts no Polygon tag means get
// the closest wider tag; Hydro drops the solutions with a note.
class SolutionsAcrossFormats : public RoundTrip {
  protected:
    package::LoadedPackage loaded() {
        const ImportResult plain = package::import_polygon(fixture("polygon/aplusb-plain"),
                                                           scratch / "plain", tools, options);
        package::LoadedPackage loaded = package::load_package_folder(plain.problems.at(0).folder);
        std::vector<PackageSolution>& solutions = loaded.package.solutions;
        solutions.push_back({"solutions/main.cpp",
                             "cpp17",
                             {Verdict::TLE, Verdict::AC},
                             std::nullopt,
                             "time-limit-exceeded-or-accepted",
                             false});
        solutions.push_back({"solutions/main.cpp",
                             "",
                             {Verdict::RE, Verdict::MLE},
                             std::nullopt,
                             "run_time_error",
                             false});
        solutions.push_back({"solutions/main.cpp",
                             "",
                             {Verdict::AC, Verdict::WA},
                             37.5,
                             "@EXPECTED_RESULTS@",
                             false});
        return loaded;
    }
};

TEST_F(SolutionsAcrossFormats, KattisGetsFoldersAndComments) {
    const package::ExportResult result = package::export_kattis(loaded(), scratch / "k");
    EXPECT_EQ(result.notes, std::vector<std::string>{});
    const std::string main = read_text(fixture("polygon/aplusb-plain/solutions/main.cpp"));
    EXPECT_EQ(read_text(scratch / "k/submissions/accepted/main.cpp"), main);
    EXPECT_EQ(read_text(scratch / "k/submissions/time_limit_exceeded/main.cpp"),
              "// @EXPECTED_RESULTS@: TIMELIMIT, CORRECT\n" + main);
    EXPECT_EQ(read_text(scratch / "k/submissions/run_time_error/main.cpp"), main);
    EXPECT_EQ(read_text(scratch / "k/submissions/accepted/2-main.cpp"),
              "// @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER\n// @EXPECTED_SCORE@: 37.5\n" + main);
    const ImportResult again =
        package::import_kattis(scratch / "k", scratch / "k2", tools, options);
    const auto& solutions = again.problems.at(0).package.solutions;
    ASSERT_EQ(solutions.size(), 4u);
    // Listed folder by folder, in name order; C++ in the dialect Kattis compiles it in.
    EXPECT_EQ(solutions[0], (PackageSolution{"submissions/accepted/2-main.cpp",
                                             "cpp23",
                                             {Verdict::AC, Verdict::WA},
                                             37.5,
                                             "@EXPECTED_RESULTS@",
                                             false}));
    EXPECT_EQ(solutions[1], (PackageSolution{"submissions/accepted/main.cpp",
                                             "cpp23",
                                             {Verdict::AC},
                                             std::nullopt,
                                             "accepted",
                                             false}));
    EXPECT_EQ(solutions[2], (PackageSolution{"submissions/run_time_error/main.cpp",
                                             "cpp23",
                                             {Verdict::RE, Verdict::MLE},
                                             std::nullopt,
                                             "run_time_error",
                                             false}));
    EXPECT_EQ(solutions[3], (PackageSolution{"submissions/time_limit_exceeded/main.cpp",
                                             "cpp23",
                                             {Verdict::TLE, Verdict::AC},
                                             std::nullopt,
                                             "@EXPECTED_RESULTS@",
                                             false}));
}

TEST_F(SolutionsAcrossFormats, PolygonGetsTagsOrTheClosestWiderOne) {
    const package::ExportResult result = package::export_polygon(loaded(), scratch / "p");
    EXPECT_EQ(result.notes,
              (std::vector<std::string>{
                  "solution solutions/main.cpp ('run_time_error'): no Polygon tag means its "
                  "verdicts; written as rejected",
                  "solution solutions/main.cpp ('@EXPECTED_RESULTS@'): no Polygon tag means its "
                  "verdicts; written as do-not-run",
                  "solution solutions/main.cpp: Polygon tags carry no score; its expected score "
                  "is left out"}));
    // Without a language the judge runs a .cpp file as its default C++ (C++14).
    const std::string xml = read_text(scratch / "p/problem.xml");
    const std::string expected =
        "        <solutions>\n"
        "            <solution tag=\"main\">\n"
        "                <source path=\"solutions/main.cpp\" type=\"cpp.g++17\" />\n"
        "            </solution>\n"
        "            <solution tag=\"time-limit-exceeded-or-accepted\">\n"
        "                <source path=\"solutions/2-main.cpp\" type=\"cpp.g++17\" />\n"
        "            </solution>\n"
        "            <solution tag=\"rejected\">\n"
        "                <source path=\"solutions/3-main.cpp\" type=\"cpp.g++14\" />\n"
        "            </solution>\n"
        "            <solution tag=\"do-not-run\">\n"
        "                <source path=\"solutions/4-main.cpp\" type=\"cpp.g++14\" />\n"
        "            </solution>\n"
        "        </solutions>\n";
    EXPECT_NE(xml.find(expected), std::string::npos) << xml;
}

TEST_F(SolutionsAcrossFormats, HydroSaysItDropsThem) {
    const package::ExportResult result = package::export_hydro(loaded(), scratch / "h");
    ASSERT_EQ(result.notes.size(), 4u);
    EXPECT_EQ(result.notes.back(),
              "4 jury solution(s) left out: a Hydro problem has no place for them");
}

TEST_F(RoundTrip, HydroSubtasksFileIoAndTestlibChecker) {
    options.testlib_header = mini_testlib();
    const auto [first, second] = twice(package::import_hydro, fixture("hydro/aplusb"),
                                       package::export_hydro, package::import_hydro);
    EXPECT_EQ(second, first);
}

// Issue 19: judge_extra_files and user_extra_files come back from a Hydro export (the old export
// left both lists out and the graders with them); a grader with a source is refused.
TEST_F(RoundTrip, HydroKeepsTheExtraFiles) {
    options.testlib_header = mini_testlib();
    const auto [first, second] = twice(package::import_hydro, fixture("hydro/extrafiles"),
                                       package::export_hydro, package::import_hydro);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.graders.at("cpp"), std::vector<std::string>{"graders/sum.h"});
}

TEST_F(RoundTrip, HydroKeepsACommunicationProblem) {
    const auto [first, second] = twice(package::import_hydro, fixture("hydro/communication"),
                                       package::export_hydro, package::import_hydro);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.interactor->arguments, (std::vector<std::string>{"std_io", "2"}));
}

// Hydro gives a communication program no FIFOs and compiles no stub: a CMS task that needs them
// is refused by name.
TEST_F(RoundTrip, HydroRefusesACommunicationTaskOfFifos) {
    const ImportResult cms =
        package::import_cms(fixture("cms/guessnum"), scratch / "c", tools, options);
    ASSERT_EQ(cms.problems.size(), 1u);
    const package::LoadedPackage loaded = package::load_package_folder(cms.problems[0].folder);
    EXPECT_EQ(package_error([&] { package::export_hydro(loaded, scratch / "h"); }),
              "guessnum: cannot export to Hydro: the manager talks with the program through FIFOs "
              "(fifo_io); Hydro's communication programs talk on their standard streams");
    EXPECT_FALSE(fs::exists(scratch / "h"));
}

TEST_F(RoundTrip, HydroRefusesAGraderCompiledWithTheSubmission) {
    const ImportResult kattis =
        package::import_kattis(fixture("kattis/addfunction"), scratch / "k", tools, options);
    ASSERT_EQ(kattis.problems.size(), 1u);
    const package::LoadedPackage loaded = package::load_package_folder(kattis.problems[0].folder);
    EXPECT_EQ(package_error([&] { package::export_hydro(loaded, scratch / "h"); }),
              "addfunction: cannot export to Hydro: graders.c: graders/c/grader.c is compiled "
              "with the submission; Hydro compiles the contestant's file alone (user_extra_files "
              "are only placed beside it)");
    EXPECT_FALSE(fs::exists(scratch / "h"));
}

// The graders and the files for every language come back from a Kattis export: include/<code>/,
// as Kattis 2023-07 carries included code. Before, the export left them out.
TEST_F(RoundTrip, KattisKeepsTheGradersAndTheIncludedCode) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/addfunction"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second.graders, first.graders);
    EXPECT_EQ(second.included, first.included);
    EXPECT_EQ(second.graders.size(), 3u);
    EXPECT_EQ(second.included.at("default"), std::vector<std::string>{"included/default/data.txt"});
    const fs::path exported = scratch / "exported/addfunction/include";
    for (const char* file :
         {"cpp/grader.cpp", "cpp/task.h", "c/grader.c", "java/Grader.java", "default/data.txt"})
        EXPECT_EQ(read_text(exported / file),
                  read_text(fixture("kattis/addfunction/include") / file))
            << file;
}

// A Python module beside the submission stays one through a Kattis export (it is not main.*).
TEST_F(RoundTrip, KattisKeepsPythonIncludedModules) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/included-modules"),
                                       package::export_kattis, package::import_kattis);
    EXPECT_EQ(second, first);
    EXPECT_EQ(second.included.at("python3"),
              std::vector<std::string>{"included/python3/shiftlib.py"});
}

// Polygon's graders are resources compiled with the solutions, for the languages of their
// for-types masks; the export writes them so (problem.xml and files), and they come back.
TEST_F(RoundTrip, PolygonKeepsTheGraders) {
    const auto [first, second] = twice(package::import_polygon, fixture("polygon/addfunction"),
                                       package::export_polygon, package::import_polygon);
    EXPECT_EQ(second.graders, first.graders);
    EXPECT_EQ((std::map<std::string, std::vector<std::string>>{
                  {"cpp", {"files/grader.cpp", "files/task.h"}}, {"java", {"files/Grader.java"}}}),
              second.graders);
    EXPECT_EQ(second.solutions, first.solutions);
    for (const char* file : {"files/grader.cpp", "files/task.h", "files/Grader.java"})
        EXPECT_EQ(read_text(scratch / "exported/addfunction" / file),
                  read_text(fixture("polygon/addfunction") / file))
            << file;
}

// A Kattis grader task through Polygon: the graders keep their languages (cpp, c, java).
TEST_F(RoundTrip, KattisGradersThroughPolygon) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/addfunction"),
                                       package::export_polygon, package::import_polygon);
    EXPECT_EQ(second.graders, first.graders);
}

// Across formats names change (each format names tests its own way); what is judged does not.
void expect_same_judging(const ProblemPackage& a, const ProblemPackage& b) {
    EXPECT_EQ(a.limits, b.limits);
    EXPECT_EQ(a.io, b.io);
    ASSERT_EQ(a.tests.size(), b.tests.size());
    for (std::size_t i = 0; i < a.tests.size(); ++i) {
        EXPECT_EQ(a.tests[i].input_sha256, b.tests[i].input_sha256) << i;
        EXPECT_EQ(a.tests[i].answer_sha256, b.tests[i].answer_sha256) << i;
        EXPECT_EQ(a.tests[i].points, b.tests[i].points) << i;
    }
    ASSERT_EQ(a.groups.size(), b.groups.size());
    for (std::size_t i = 0; i < a.groups.size(); ++i) {
        EXPECT_EQ(a.groups[i].points, b.groups[i].points) << i;
        EXPECT_EQ(a.groups[i].aggregation, b.groups[i].aggregation) << i;
        EXPECT_EQ(a.groups[i].depends_on.size(), b.groups[i].depends_on.size()) << i;
    }
}

TEST_F(RoundTrip, LemonLimeTasksThroughPolygonAndHydro) {
    const ImportResult contest = package::import_lemonlime(fixture("lemonlime/contest"),
                                                           scratch / "contest", tools, options);
    const package::LoadedPackage sum = package::load_package_folder(contest.problems.at(0).folder);
    const package::LoadedPackage diff = package::load_package_folder(contest.problems.at(1).folder);

    package::export_polygon(sum, scratch / "polygon/sum");
    const ImportResult polygon =
        package::import_polygon(scratch / "polygon/sum", scratch / "from-polygon", tools, options);
    expect_same_judging(sum.package, polygon.problems.at(0).package);
    EXPECT_EQ(polygon.problems.at(0).package.checker, sum.package.checker);

    package::export_hydro(diff, scratch / "hydro/diff");
    const ImportResult hydro =
        package::import_hydro(scratch / "hydro/diff", scratch / "from-hydro", tools, options);
    expect_same_judging(diff.package, hydro.problems.at(0).package);
    EXPECT_EQ(hydro.problems.at(0).package.checker.protocol, Protocol::Lemon);
    EXPECT_EQ(read_text(scratch / "hydro/diff/testdata/spj.cpp"),
              read_text(fixture("lemonlime/contest/data/diff/spj.cpp")));
}

// Issue 19: Kattis export refused output-only problems. It writes a submit-answer package whose
// answer folders the import reads back as the same solutions, each case answered by the same
// file name (kattis_answer_files), so the round trip gives the same model.
TEST_F(RoundTrip, KattisSubmitAnswerKeepsItsAnswerFilesAndSolutions) {
    const auto [first, second] = twice(package::import_kattis, fixture("kattis/divisors"),
                                       package::export_kattis, package::import_kattis);
    ASSERT_EQ(first.kind, ProblemKind::OutputOnly);
    ASSERT_EQ(first.solutions.size(), 4u);
    EXPECT_EQ(second, first);
    const std::string yaml = read_text(scratch / "exported/divisors/problem.yaml");
    EXPECT_NE(yaml.find("\ntype: [pass-fail, submit-answer]\n"), std::string::npos) << yaml;
    EXPECT_EQ(read_text(scratch / "exported/divisors/submissions/wrong_answer/one_wrong/3.ans"),
              "1\n");
}

// A Hydro submit_answer problem names its answers otherwise (here as each input says): the
// export says which file answers which case on Kattis, and the import reads them so.
TEST_F(RoundTrip, HydroSubmitAnswerToKattisSaysWhatEachAnswerIsCalled) {
    const fs::path hydro = copy_fixture("hydro/answers", scratch / "answers");
    std::string config = read_text(hydro / "testdata/config.yaml");
    for (const char* score : {"score: 40", "score: 60"})
        config.replace(config.find(score), 9, "score: 50");
    write_text(hydro / "testdata/config.yaml", config);
    const ImportResult first = package::import_hydro(hydro, scratch / "first", tools, options);
    const package::LoadedPackage loaded = package::load_package_folder(first.problems.at(0).folder);
    ASSERT_EQ(loaded.package.tests.at(0).answer_file, "first.txt");
    const package::ExportResult exported =
        package::export_kattis(loaded, scratch / "kattis" / loaded.package.id);
    EXPECT_EQ(exported.notes,
              (std::vector<std::string>{
                  "Kattis has no name of its own for a submit-answer case's answer; gridjudge "
                  "reads data/secret/1/1's as 1.ans: test 1's answer first.txt is 1.ans there",
                  "Kattis has no name of its own for a submit-answer case's answer; gridjudge "
                  "reads data/secret/1/2's as 2.ans: test 2's answer second.txt is 2.ans there"}));
    const ImportResult back = package::import_kattis(scratch / "kattis" / loaded.package.id,
                                                     scratch / "back", tools, options);
    const ProblemPackage& again = back.problems.at(0).package;
    EXPECT_EQ(again.kind, ProblemKind::OutputOnly);
    ASSERT_EQ(again.tests.size(), 2u);
    EXPECT_EQ(again.tests[0].answer_file, "1.ans");
    EXPECT_EQ(again.tests[0].answer_sha256, loaded.package.tests[0].answer_sha256);
    EXPECT_EQ(again.total_points(), 100);
}

TEST_F(RoundTrip, ExportsRefuseWhatTheirFormatCannotHold) {
    const ImportResult contest = package::import_lemonlime(fixture("lemonlime/contest"),
                                                           scratch / "contest", tools, options);
    const package::LoadedPackage sum = package::load_package_folder(contest.problems.at(0).folder);
    const package::LoadedPackage diff = package::load_package_folder(contest.problems.at(1).folder);
    EXPECT_EQ(package_error([&] { package::export_kattis(sum, scratch / "k-sum"); }),
              "sum: cannot export to Kattis: the problem reads sum.in and writes sum.out; Kattis "
              "programs use standard input and output");
    EXPECT_EQ(package_error([&] { package::export_polygon(diff, scratch / "p-diff"); }),
              "diff: cannot export to Polygon: checker checker/spj.cpp speaks the lemon "
              "protocol; Polygon runs testlib programs");
    EXPECT_EQ(package_error([&] { package::export_kattis(diff, scratch / "k-diff"); }),
              "diff: cannot export to Kattis: the checker checker/spj.cpp speaks the lemon "
              "protocol, whose exit codes are not Kattis's (42 accepted, 43 rejected); export to "
              "Polygon or Hydro, or give it a Kattis validator");
    // Nothing half-written.
    for (const char* out : {"k-sum", "p-diff", "k-diff"}) EXPECT_FALSE(fs::exists(scratch / out));
}

}  // namespace
}  // namespace gridjudge::testing
