#include "judge/model/package_json.h"

#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>

namespace gridjudge {
namespace {

ProblemPackage sample_package() {
    ProblemPackage package;
    package.id = "guess-sum";
    package.title = "Guess the Sum";
    package.statements = {{"en", "markdown", "statement.md"}};
    package.limits.time_ms = 2000;
    package.limits.memory_mib = 512;
    package.limits.time_multipliers = {{"java", 2}, {"python", 3}};
    package.limits.checker_time_ms = 90'000;
    package.limits.checker_memory_mib = 2'048;
    package.io = {IoMode::File, "sum.in", "sum.out"};
    package.checker = {Protocol::Testlib, "", "check.cpp", "cpp17", {}};
    package.validator = ProgramSpec{Protocol::Kattis, "", "validate.py", "", {"--n", "10"}};
    package.groups = {{"samples", 0, Aggregation::EachTest, {}},
                      {"small", 40, Aggregation::Min, {"samples"}},
                      {"large", 60, Aggregation::Sum, {"small"}}};
    package.tests = {{"s1", "samples", 0, true, "tests/s1.in", "tests/s1.ans", "", "", "", "", ""},
                     {"1", "small", 0, false, "tests/1.in", "tests/1.ans", "ab", "cd",
                      "gen 1 --n 5", "n=5", "answer 3"},
                     {"2", "large", 0, false, "tests/2.in", "tests/2.ans", "", "", "", "", ""}};
    package.files = {"testlib.h"};
    package.provenance = {"polygon", "/tmp/guess-sum", "", "gridjudge 0.2.0"};
    return package;
}

std::string error_of(const std::string& text) {
    try {
        read_package_json(text, "p/problem.json");
    } catch (const PackageError& error) {
        return error.what();
    }
    return "no error";
}

// The JSON of the sample package with one edit applied at the top level.
std::string edited(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json document = nlohmann::json::parse(write_package_json(sample_package()));
    edit(document);
    return document.dump();
}

TEST(PackageJson, WriteThenReadGivesTheSamePackage) {
    const ProblemPackage package = sample_package();
    const std::string text = write_package_json(package);
    EXPECT_EQ(read_package_json(text, "problem.json"), package);
    EXPECT_EQ(write_package_json(read_package_json(text, "problem.json")), text);
}

// The checker's time is written only when it is not the default (60 s), and read back as such.
TEST(PackageJson, TheCheckerTimeIsWrittenWhenItIsNotTheDefault) {
    ProblemPackage package = sample_package();
    EXPECT_EQ(nlohmann::json::parse(write_package_json(package))["limits"]["checker_time_ms"],
              90'000);
    package.limits.checker_time_ms = 60'000;
    const std::string text = write_package_json(package);
    EXPECT_FALSE(nlohmann::json::parse(text)["limits"].contains("checker_time_ms")) << text;
    EXPECT_EQ(read_package_json(text, "problem.json").limits.checker_time_ms, 60'000);
}

// So is the checker's memory (the default is 1024 MiB).
TEST(PackageJson, TheCheckerMemoryIsWrittenWhenItIsNotTheDefault) {
    ProblemPackage package = sample_package();
    EXPECT_EQ(nlohmann::json::parse(write_package_json(package))["limits"]["checker_memory_mib"],
              2'048);
    package.limits.checker_memory_mib = 1'024;
    const std::string text = write_package_json(package);
    EXPECT_FALSE(nlohmann::json::parse(text)["limits"].contains("checker_memory_mib")) << text;
    EXPECT_EQ(read_package_json(text, "problem.json").limits.checker_memory_mib, 1'024);
}

TEST(PackageJson, MalformedJsonNamesTheFileAndLine) {
    const std::string message = error_of("{\n  \"format\": \"gridjudge-package\",\n  oops\n}");
    EXPECT_EQ(message.rfind("p/problem.json: line 3: malformed JSON", 0), 0u) << message;
}

TEST(PackageJson, UnknownAndMissingFieldsAreNamed) {
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["limits"]["time_limit"] = 5; })),
              "p/problem.json: limits.time_limit: unknown field");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["tests"][1].erase("answer"); })),
              "p/problem.json: tests[1].answer: missing");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["limits"]["memory_mib"] = "256m"; })),
              "p/problem.json: limits.memory_mib: expected an integer");
}

TEST(PackageJson, NewerFormatIsRefused) {
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["format_version"] = 3; })),
              "p/problem.json: format_version: version 3 is newer than this gridjudge reads (2); "
              "use a newer gridjudge");
}

TEST(PackageJson, ConsistencyRulesNameTheField) {
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["tests"][2]["group"] = "huge"; })),
              "p/problem.json: tests[2].group: group 'huge' of test '2' is not defined in groups");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["tests"][2]["name"] = "1"; })),
              "p/problem.json: tests[2].name: test '1' appears twice");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["groups"][1]["depends_on"] = {"large"}; })),
              "p/problem.json: groups[1].depends_on: 'large' is not a group defined before "
              "'small'");
    EXPECT_EQ(
        error_of(edited([](nlohmann::json& d) { d["tests"][0]["input"] = "../../etc/shadow"; })),
        "p/problem.json: tests[0].input: '../../etc/shadow' is not a safe path inside the "
        "package");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["limits"]["time_ms"] = 0; })),
              "p/problem.json: limits.time_ms: 0 ms is out of range (1 to 60000 ms)");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["limits"]["checker_time_ms"] = 0; })),
              "p/problem.json: limits.checker_time_ms: 0 ms is out of range (1 to 600000 ms)");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["limits"]["checker_memory_mib"] = 0; })),
              "p/problem.json: limits.checker_memory_mib: 0 MiB is out of range (1 to 65536 MiB)");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["groups"][0]["points"] = 5; })),
              "p/problem.json: groups[0].points: group 'samples' has 5 points but its tests add "
              "up to 0 (each-test groups score their tests' own points)");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["io"]["output"] = "sum.in"; })),
              "p/problem.json: io.output: the output file must differ from the input file");
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) { d["id"] = "Guess Sum"; })),
              "p/problem.json: id: 'Guess Sum' is not a problem id (lower-case letters, digits, "
              "'_' and '-', at most 64)");
}

// A CMS Communication task's manager: an interactor speaking cms, its one argument CMS's user_io.
TEST(PackageJson, ACmsManagerTakesUserIoAsItsOneArgument) {
    ProblemPackage package = sample_package();
    package.interactor = ProgramSpec{Protocol::Cms, "", "check/manager.cpp", "", {"fifo_io"}};
    EXPECT_EQ(read_package_json(write_package_json(package), "p/problem.json"), package);
    auto with_manager = [](nlohmann::json arguments) {
        return edited([&](nlohmann::json& d) {
            d["interactor"] = {{"protocol", "cms"}, {"source", "check/manager.cpp"}};
            if (!arguments.is_null()) d["interactor"]["arguments"] = arguments;
        });
    };
    EXPECT_EQ(error_of(with_manager({"std_io"})), "no error");
    EXPECT_EQ(error_of(with_manager({"fifo_io", "2"})), "no error");
    const std::string refused =
        "p/problem.json: interactor.arguments: a cms manager takes [\"fifo_io\"] or "
        "[\"std_io\"], then optionally its number of contestant processes (\"2\" to \"8\")";
    EXPECT_EQ(error_of(with_manager({"fifo_io", "1"})), refused);
    EXPECT_EQ(error_of(with_manager({"fifo_io", "9"})), refused);
    EXPECT_EQ(error_of(with_manager(nullptr)), refused);
    EXPECT_EQ(error_of(with_manager({"pipes"})), refused);
    EXPECT_EQ(error_of(with_manager({"fifo_io", "std_io"})), refused);
    EXPECT_EQ(error_of(edited([](nlohmann::json& d) {
                  d["interactor"] = {{"protocol", "lemon"}, {"source", "spj.cpp"}};
              })),
              "p/problem.json: interactor.protocol: an interactor speaks testlib, kattis or cms");
}

// submission_format: CMS's names of the contestant's files, read back exactly, each checked.
TEST(PackageJson, TheSubmissionFormatIsNamesInCmsNotation) {
    ProblemPackage package = sample_package();
    EXPECT_EQ(write_package_json(package).find("submission_format"), std::string::npos);
    package.submission_format = {"plus.%l", "minus.%l"};
    EXPECT_EQ(read_package_json(write_package_json(package), "p/problem.json"), package);
    auto with_format = [](nlohmann::json names) {
        return edited([&](nlohmann::json& d) { d["submission_format"] = names; });
    };
    EXPECT_EQ(error_of(with_format({"_task2.%l"})), "no error");
    EXPECT_EQ(error_of(with_format({"plus.cpp"})),
              "p/problem.json: submission_format[0]: 'plus.cpp' is not NAME.%l (a letter or '_', "
              "then letters, digits and '_', then .%l)");
    EXPECT_EQ(error_of(with_format({"plus.%l", "../x.%l"})),
              "p/problem.json: submission_format[1]: '../x.%l' is not NAME.%l (a letter or '_', "
              "then letters, digits and '_', then .%l)");
    EXPECT_EQ(error_of(with_format({"a.%l", "a.%l"})),
              "p/problem.json: submission_format[1]: 'a.%l' is given twice");
    EXPECT_EQ(error_of(with_format({"a1.%l", "a2.%l", "a3.%l", "a4.%l", "a5.%l", "a6.%l", "a7.%l",
                                    "a8.%l", "a9.%l"})),
              "p/problem.json: submission_format: 9 files; at most 8 (one per process)");
}

// Tagged solutions (verify): written only when present, so a package without them keeps its
// bytes; read back exactly; each field checked by name.
TEST(PackageJson, SolutionsRoundTripAndAreCheckedByField) {
    ProblemPackage package = sample_package();
    const std::string without = write_package_json(package);
    EXPECT_EQ(without.find("solutions"), std::string::npos);
    package.solutions = {
        {"solutions/main.cpp", "cpp17", {Verdict::AC}, std::nullopt, "main", true},
        {"submissions/wrong_answer/w.py", "", {Verdict::WA, Verdict::TLE}, 50, "", false}};
    const std::string text = write_package_json(package);
    EXPECT_NE(
        text.find("\"solutions\": [\n    {\n      \"source\": \"solutions/main.cpp\",\n      "
                  "\"language\": \"cpp17\",\n      \"expected\": [\n        \"AC\"\n      ],\n"
                  "      \"tag\": \"main\",\n      \"main\": true\n    },"),
        std::string::npos)
        << text;
    EXPECT_EQ(read_package_json(text, "problem.json"), package);

    auto with_solution = [&](const std::function<void(nlohmann::json&)>& edit) {
        nlohmann::json document = nlohmann::json::parse(text);
        edit(document["solutions"][1]);
        return error_of(document.dump());
    };
    EXPECT_EQ(with_solution([](nlohmann::json& s) {
                  s["expected"] = {"WA", "OK"};
              }),
              "p/problem.json: solutions[1].expected: 'OK' is not a verdict (AC, WA, PE, TLE, MLE, "
              "OLE, RE, CE or IE)");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["expected"] = {"SK"}; }),
              "p/problem.json: solutions[1].expected: 'SK' is not a verdict (AC, WA, PE, TLE, MLE, "
              "OLE, RE, CE or IE)");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["expected"] = nlohmann::json::array(); }),
              "p/problem.json: solutions[1].expected: no verdict");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["source"] = "../w.py"; }),
              "p/problem.json: solutions[1].source: '../w.py' is not a safe path inside the "
              "package");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["source"] = "solutions/main.cpp"; }),
              "p/problem.json: solutions[1].source: 'solutions/main.cpp' is listed twice");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["verdict"] = "AC"; }),
              "p/problem.json: solutions[1].verdict: unknown field");
    EXPECT_EQ(with_solution([](nlohmann::json& s) { s["score"] = -1; }),
              "p/problem.json: solutions[1].score: -1 is out of range");
}

// Grader tasks' files per language: written only when present, read back exactly, and every
// bad entry named by its language and index.
TEST(PackageJson, GradersRoundTripAndAreCheckedByField) {
    ProblemPackage package = sample_package();
    EXPECT_EQ(write_package_json(package).find("graders"), std::string::npos);
    package.graders = {{"cpp", {"graders/grader.cpp", "graders/task.h"}},
                       {"java17", {"graders/Grader.java"}}};
    const std::string text = write_package_json(package);
    EXPECT_NE(text.find("\"graders\": {\n    \"cpp\": [\n      \"graders/grader.cpp\",\n      "
                        "\"graders/task.h\"\n    ],\n    \"java17\": [\n      "
                        "\"graders/Grader.java\"\n    ]\n  }"),
              std::string::npos)
        << text;
    EXPECT_EQ(read_package_json(text, "problem.json"), package);

    auto with_graders = [&](const nlohmann::json& graders) {
        nlohmann::json document = nlohmann::json::parse(text);
        document["graders"] = graders;
        return error_of(document.dump());
    };
    EXPECT_EQ(with_graders({{"cpp", {"../grader.cpp"}}}),
              "p/problem.json: graders.cpp[0]: '../grader.cpp' is not a safe path inside the "
              "package");
    EXPECT_EQ(with_graders({{"cpp", nlohmann::json::array()}}),
              "p/problem.json: graders.cpp: expected a non-empty array of file paths");
    EXPECT_EQ(with_graders({{"c", "grader.c"}}),
              "p/problem.json: graders.c: expected a non-empty array of file paths");
    EXPECT_EQ(with_graders({{"c", {"grader.c", 7}}}),
              "p/problem.json: graders.c: expected an array of strings");
    EXPECT_EQ(with_graders({{"cpp", {"a/grader.cpp", "b/grader.cpp"}}}),
              "p/problem.json: graders.cpp[1]: a second file named 'grader.cpp' for the same "
              "language");
    EXPECT_EQ(with_graders(nlohmann::json::array({"grader.cpp"})),
              "p/problem.json: graders: expected an object");
}

TEST(PackageJson, SafePaths) {
    EXPECT_TRUE(is_safe_package_path("tests/01.in"));
    for (const char* bad : {"", "/etc/passwd", "a/../b", "./a", "a//b", "a\\b", "..", "a/"})
        EXPECT_FALSE(is_safe_package_path(bad)) << bad;
}

TEST(PackageJson, PointsAreShownWithAtMostTwoDecimals) {
    EXPECT_EQ(format_points(100), "100");
    EXPECT_EQ(format_points(12.5), "12.5");
    EXPECT_EQ(format_points(100.0 / 3), "33.33");
    EXPECT_EQ(format_points(0.1 + 0.2), "0.3");
    EXPECT_EQ(format_points(-0.0), "0");
}

}  // namespace
}  // namespace gridjudge
