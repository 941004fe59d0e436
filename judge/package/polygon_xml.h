// Reading a Polygon package's problem.xml (with pugixml) into plain data: the judging testset
// (limits, path patterns, tests, groups), the I/O files, the programs (checker, validators,
// interactor, executables, main solution), the resources, statements and names. Only the
// reading and the checks a look at the XML can make; polygon_import.cpp maps it to the model.
// Errors name the file and the line (malformed XML) or the element and attribute.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge::package {

struct PolygonSource {
    std::string path, type;  // "files/check.cpp", "cpp.g++17"
};

// A resource compiled with the solutions (a grader or a library of a grader task): a long-form
// <file> with stage COMPILE and asset SOLUTION, for the source types in `for_types`.
struct PolygonGraderFile {
    std::string path, type;
    std::vector<std::string> for_types;  // "cpp.*", "java.*", "cpp.g++17"
};

struct PolygonTest {
    bool generated = false;
    std::string cmd;        // generated tests: "gen 10 20"
    std::string from_file;  // a multi-test generator's output file (not supported)
    std::string group;
    std::optional<double> points;
    bool sample = false;
};

struct PolygonGroup {
    std::string name;
    std::optional<double> points;
    bool complete_group = true;  // points-policy="complete-group"; false: "each-test"
    std::vector<std::string> dependencies;
};

struct PolygonStatement {
    std::string language, type, path;  // "english", "application/x-tex", "statements/..."
};

struct PolygonProblem {
    std::string short_name;
    std::vector<std::pair<std::string, std::string>> names;  // (language, title)
    std::vector<PolygonStatement> statements;
    std::string input_file, output_file;  // empty: standard input and output
    std::int64_t time_limit_ms = 0, memory_limit_bytes = 0;
    std::string input_pattern, answer_pattern;  // "tests/%02d", "tests/%02d.a"
    std::vector<PolygonTest> tests;
    std::vector<PolygonGroup> groups;
    std::vector<PolygonSource> resources;              // <files><resources>
    std::vector<PolygonGraderFile> grader_files;       // those of them compiled with solutions
    std::map<std::string, PolygonSource> executables;  // by program name ("gen")
    std::optional<PolygonSource> checker;
    std::string checker_name, checker_type;  // "std::ncmp.cpp", "testlib"
    std::optional<PolygonSource> interactor;
    std::vector<PolygonSource> validators;
    std::optional<PolygonSource> main_solution;
};

// `file` names problem.xml in messages.
PolygonProblem parse_polygon_xml(std::string_view text, const std::string& file);

// A path pattern with one printf integer conversion ("%d", "%02d") applied to `index`.
// Throws PackageError naming `field` for any other pattern.
std::string format_polygon_pattern(std::string_view pattern, int index, const std::string& field);

// Polygon's source type as the judge's language id: "cpp.g++17" -> "cpp17", "c.gcc" -> "c11",
// "python.3" -> "python3", "python.pypy3" -> "pypy3", "java8" / "java11" -> "java17",
// "pascal.fpc" -> "pascal". "" for a C++ type whose version the judge does not have ("cpp.g++",
// "cpp.msys2-mingw64-9-g++17"): the judge's default C++. nullopt: no language of the judge.
std::optional<std::string> polygon_language_id(std::string_view type);

// The inverse, for the exporter: the Polygon type of a source in the judge's language `id`
// ("cpp17" -> "cpp.g++17", "python3" -> "python.3", "java17" -> "java11", "pascal" ->
// "pascal.fpc"); an empty id or one Polygon has no type for: C for a .c file, else C++17.
std::string polygon_source_type(std::string_view id, std::string_view path);

}  // namespace gridjudge::package
