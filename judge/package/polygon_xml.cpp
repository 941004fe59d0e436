#include "judge/package/polygon_xml.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

#include "judge/compile/language.h"
#include "judge/model/limits.h"
#include "judge/model/package_json.h"

namespace gridjudge::package {
namespace {

class XmlReader {
  public:
    explicit XmlReader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const std::string& where, const std::string& why) const {
        throw PackageError(file_ + ": " + where + ": " + why);
    }

    std::int64_t integer(const pugi::xml_node& node, const std::string& where) const {
        const std::string text = node.text().get();
        std::int64_t value = 0;
        auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size())
            fail(where, "expected an integer, found '" + text + "'");
        return value;
    }

    std::optional<double> number(const pugi::xml_node& node, const char* attribute,
                                 const std::string& where) const {
        const pugi::xml_attribute found = node.attribute(attribute);
        if (!found) return std::nullopt;
        const std::string text = found.value();
        double value = 0;
        auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size())
            fail(where + "@" + attribute, "expected a number, found '" + text + "'");
        return value;
    }

    std::optional<PolygonSource> source(const pugi::xml_node& program,
                                        const std::string& where) const {
        const pugi::xml_node node = program.child("source");
        if (!node) return std::nullopt;
        PolygonSource source{node.attribute("path").value(), node.attribute("type").value()};
        if (source.path.empty()) fail(where + "/source@path", "missing");
        return source;
    }

  private:
    std::string file_;
};

std::size_t line_of(std::string_view text, std::ptrdiff_t offset) {
    offset = std::clamp<std::ptrdiff_t>(offset, 0, static_cast<std::ptrdiff_t>(text.size()));
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + offset, '\n'));
}

// The program's name in commands: the source's file name without extension.
std::string program_name(const std::string& path) {
    std::string name = path.substr(path.find_last_of('/') + 1);
    return name.substr(0, name.find('.'));
}

void read_tests(const XmlReader& xml, const pugi::xml_node& testset, PolygonProblem& problem) {
    int index = 0;
    for (const pugi::xml_node& node : testset.child("tests").children("test")) {
        const std::string where = "judging/testset/tests/test[" + std::to_string(++index) + "]";
        PolygonTest test;
        const std::string method = node.attribute("method").as_string("manual");
        if (method != "manual" && method != "generated")
            xml.fail(where + "@method", "'" + method + "' is not manual or generated");
        test.generated = method == "generated";
        test.cmd = node.attribute("cmd").value();
        test.from_file = node.attribute("from-file").value();
        test.group = node.attribute("group").value();
        test.points = xml.number(node, "points", where);
        test.sample = node.attribute("sample").as_bool(false);
        // A blank cmd matters only when the test is not shipped: polygon_import.cpp decides.
        problem.tests.push_back(std::move(test));
    }
    if (const pugi::xml_node count = testset.child("test-count")) {
        const std::int64_t declared = xml.integer(count, "judging/testset/test-count");
        if (declared != static_cast<std::int64_t>(problem.tests.size()))
            xml.fail("judging/testset/test-count", std::to_string(declared) + " tests declared, " +
                                                       std::to_string(problem.tests.size()) +
                                                       " listed");
    }
}

void read_groups(const XmlReader& xml, const pugi::xml_node& testset, PolygonProblem& problem) {
    int index = 0;
    for (const pugi::xml_node& node : testset.child("groups").children("group")) {
        const std::string where = "judging/testset/groups/group[" + std::to_string(++index) + "]";
        PolygonGroup group;
        group.name = node.attribute("name").value();
        if (group.name.empty()) xml.fail(where + "@name", "missing");
        group.points = xml.number(node, "points", where);
        const std::string policy = node.attribute("points-policy").as_string("complete-group");
        if (policy != "complete-group" && policy != "each-test")
            xml.fail(where + "@points-policy",
                     "'" + policy + "' is not complete-group or each-test");
        group.complete_group = policy == "complete-group";
        for (const pugi::xml_node& dependency : node.child("dependencies").children("dependency"))
            group.dependencies.emplace_back(dependency.attribute("group").value());
        problem.groups.push_back(std::move(group));
    }
}

// Case aside, as Polygon writes them: <stage name="COMPILE"/>, <asset name="SOLUTION"/>.
bool names_any(const pugi::xml_node& list, const char* item, std::string_view wanted) {
    for (const pugi::xml_node& node : list.children(item)) {
        std::string name = node.attribute("name").value();
        for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (name == wanted) return true;
    }
    return false;
}

// The same lists written as attributes by some tools (stages="COMPILE" assets="SOLUTION").
bool attribute_lists(const pugi::xml_node& file, const char* attribute, std::string_view wanted) {
    std::string text = file.attribute(attribute).value();
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char& c : text)
        if (c == ';' || c == ',') c = ' ';
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        if (std::string_view(text).substr(start, end - start) == wanted) return true;
        start = end + 1;
    }
    return false;
}

bool is_solution_compile_resource(const pugi::xml_node& file) {
    return (names_any(file.child("stages"), "stage", "compile") ||
            attribute_lists(file, "stages", "compile")) &&
           (names_any(file.child("assets"), "asset", "solution") ||
            attribute_lists(file, "assets", "solution"));
}

// "cpp.*;java.*" (Polygon separates the masks with ';').
std::vector<std::string> split_types(std::string_view text) {
    std::vector<std::string> types;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(';', start);
        if (end == std::string_view::npos) end = text.size();
        std::string type(text.substr(start, end - start));
        while (!type.empty() && type.front() == ' ') type.erase(type.begin());
        while (!type.empty() && type.back() == ' ') type.pop_back();
        if (!type.empty()) types.push_back(type);
        start = end + 1;
    }
    return types;
}

void read_programs(const XmlReader& xml, const pugi::xml_node& root, PolygonProblem& problem) {
    for (const pugi::xml_node& file : root.child("files").child("resources").children("file")) {
        problem.resources.push_back(
            {file.attribute("path").value(), file.attribute("type").value()});
        if (is_solution_compile_resource(file))
            problem.grader_files.push_back({file.attribute("path").value(),
                                            file.attribute("type").value(),
                                            split_types(file.attribute("for-types").value())});
    }
    for (const pugi::xml_node& executable :
         root.child("files").child("executables").children("executable"))
        if (auto source = xml.source(executable, "files/executables/executable"))
            problem.executables[program_name(source->path)] = *source;
    const pugi::xml_node assets = root.child("assets");
    if (const pugi::xml_node checker = assets.child("checker")) {
        problem.checker = xml.source(checker, "assets/checker");
        problem.checker_name = checker.attribute("name").value();
        problem.checker_type = checker.attribute("type").as_string("testlib");
    }
    if (const pugi::xml_node interactor = assets.child("interactor"))
        problem.interactor = xml.source(interactor, "assets/interactor");
    for (const pugi::xml_node& validator : assets.child("validators").children("validator"))
        if (auto source = xml.source(validator, "assets/validators/validator"))
            problem.validators.push_back(*source);
    for (const pugi::xml_node& solution : assets.child("solutions").children("solution"))
        if (std::string_view(solution.attribute("tag").value()) == "main")
            problem.main_solution = xml.source(solution, "assets/solutions/solution[@tag=main]");
}

}  // namespace

PolygonProblem parse_polygon_xml(std::string_view text, const std::string& file) {
    pugi::xml_document document;
    const pugi::xml_parse_result parsed = document.load_buffer(text.data(), text.size());
    if (!parsed)
        throw PackageError(file + ": line " + std::to_string(line_of(text, parsed.offset)) +
                           ": malformed XML: " + parsed.description());
    const XmlReader xml(file);
    const pugi::xml_node root = document.child("problem");
    if (!root) xml.fail("problem", "missing (not a Polygon problem.xml)");

    PolygonProblem problem;
    problem.short_name = root.attribute("short-name").value();
    for (const pugi::xml_node& name : root.child("names").children("name"))
        problem.names.emplace_back(name.attribute("language").value(),
                                   name.attribute("value").value());
    for (const pugi::xml_node& statement : root.child("statements").children("statement"))
        problem.statements.push_back({statement.attribute("language").value(),
                                      statement.attribute("type").value(),
                                      statement.attribute("path").value()});

    const pugi::xml_node judging = root.child("judging");
    if (!judging) xml.fail("judging", "missing");
    problem.input_file = judging.attribute("input-file").value();
    problem.output_file = judging.attribute("output-file").value();
    pugi::xml_node testset = judging.find_child_by_attribute("testset", "name", "tests");
    if (!testset) testset = judging.child("testset");
    if (!testset) xml.fail("judging/testset", "missing");
    const pugi::xml_node time = testset.child("time-limit");
    if (!time) xml.fail("judging/testset/time-limit", "missing");
    problem.time_limit_ms = xml.integer(time, "judging/testset/time-limit");
    const pugi::xml_node memory = testset.child("memory-limit");
    if (!memory) xml.fail("judging/testset/memory-limit", "missing");
    problem.memory_limit_bytes = xml.integer(memory, "judging/testset/memory-limit");
    // The model's ranges, named by problem.xml's own fields (memory is in bytes there).
    if (problem.time_limit_ms < kTimeLimitRange.min || problem.time_limit_ms > kTimeLimitRange.max)
        xml.fail("judging/testset/time-limit", std::to_string(problem.time_limit_ms) +
                                                   " ms is out of range (" +
                                                   std::to_string(kTimeLimitRange.min) + " to " +
                                                   std::to_string(kTimeLimitRange.max) + " ms)");
    if (problem.memory_limit_bytes < 1 ||
        problem.memory_limit_bytes > kMemoryLimitRange.max * std::int64_t{1024 * 1024})
        xml.fail("judging/testset/memory-limit",
                 std::to_string(problem.memory_limit_bytes) + " bytes is out of range (1 to " +
                     std::to_string(kMemoryLimitRange.max * std::int64_t{1024 * 1024}) +
                     " bytes, " + std::to_string(kMemoryLimitRange.max) + " MiB)");
    problem.input_pattern = testset.child("input-path-pattern").text().get();
    problem.answer_pattern = testset.child("answer-path-pattern").text().get();
    if (problem.input_pattern.empty()) xml.fail("judging/testset/input-path-pattern", "missing");
    read_tests(xml, testset, problem);
    read_groups(xml, testset, problem);
    read_programs(xml, root, problem);
    return problem;
}

std::string format_polygon_pattern(std::string_view pattern, int index, const std::string& field) {
    const std::size_t percent = pattern.find('%');
    std::size_t end = percent == std::string_view::npos ? percent : percent + 1;
    while (end != std::string_view::npos && end < pattern.size() &&
           (pattern[end] == '0' || (pattern[end] >= '1' && pattern[end] <= '9')))
        ++end;
    if (percent == std::string_view::npos || end >= pattern.size() || pattern[end] != 'd' ||
        pattern.find('%', end) != std::string_view::npos || end - percent > 4)
        throw PackageError(field + ": '" + std::string(pattern) +
                           "' is not a path with one %d conversion");
    char number[32];
    const std::string conversion(pattern.substr(percent, end + 1 - percent));
    std::snprintf(number, sizeof number, conversion.c_str(), index);
    return std::string(pattern.substr(0, percent)) + number + std::string(pattern.substr(end + 1));
}

std::optional<std::string> polygon_language_id(std::string_view type) {
    if (type.rfind("c.", 0) == 0) return "c11";
    if (type.rfind("cpp.", 0) == 0) {
        const std::size_t plus = type.rfind("++");
        const std::string version(plus == std::string_view::npos ? "" : type.substr(plus + 2));
        const std::string id = "cpp" + version;
        return !version.empty() && find_language(id) != nullptr ? id : "";
    }
    if (type == "python.3") return "python3";
    if (type == "python.pypy3") return "pypy3";
    if (type.rfind("java", 0) == 0) return "java17";
    if (type == "pascal.fpc") return "pascal";
    return std::nullopt;
}

std::string polygon_source_type(std::string_view id, std::string_view path) {
    if (id == "c11") return "c.gcc";
    if (id.rfind("cpp", 0) == 0 && id.size() > 3) return "cpp.g++" + std::string(id.substr(3));
    if (id == "python3") return "python.3";
    if (id == "pypy3") return "python.pypy3";
    if (id == "java17") return "java11";
    if (id == "pascal") return "pascal.fpc";
    const Language* language = language_for_file(path);
    if (language != nullptr && language->family == "c") return "c.gcc";
    return "cpp.g++17";
}

}  // namespace gridjudge::package
