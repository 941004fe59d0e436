// A gridjudge package as a Polygon package: problem.xml (written with pugixml) with the judging
// testset — tests as files tests/NN and tests/NN.a, points, groups (each-test, or complete-group
// with the group's points on its first test, as Polygon keeps them) and dependencies — the
// checker, validator and interactor (testlib), the files as resources and the statements. One
// each-test group named "tests" without dependencies is written without groups, points on the
// tests. A sum group becomes each-test with its points spread evenly (the same scores). The
// jury's solutions are written with their tags (write_solutions).
#include <pugixml.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/builtin_marker.h"
#include "judge/package/export_support.h"
#include "judge/package/polygon_xml.h"
#include "judge/package/solution_tags.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

std::string language_name(std::string_view code) {
    static const std::map<std::string_view, std::string_view> kNames{
        {"en", "english"}, {"ru", "russian"}, {"zh", "chinese"},  {"uk", "ukrainian"},
        {"fr", "french"},  {"de", "german"},  {"es", "spanish"},  {"pt", "portuguese"},
        {"pl", "polish"},  {"it", "italian"}, {"ja", "japanese"}, {"ko", "korean"}};
    auto found = kNames.find(code);
    if (found != kNames.end()) return std::string(found->second);
    return code.empty() ? "english" : std::string(code);
}

std::string number_text(double value) {
    std::ostringstream text;
    text.precision(15);
    text << value;
    return text.str();
}

// Polygon's type of a C/C++ source from the model's language id.
std::string source_type(const ProgramSpec& program) {
    return polygon_source_type(program.language, program.source);
}

class PolygonExport {
  public:
    PolygonExport(const LoadedPackage& loaded, const fs::path& out)
        : writer_(loaded, out, "Polygon"), package_(loaded.package) {}

    ExportResult run() {
        if (package_.output_only())
            writer_.refuse("the problem is output-only; Polygon judges programs only");
        pugi::xml_node problem = document_.append_child("problem");
        problem.append_attribute("revision") = "1";
        problem.append_attribute("short-name") = package_.id.c_str();
        pugi::xml_node name = problem.append_child("names").append_child("name");
        name.append_attribute("language") = "english";
        name.append_attribute("value") = package_.title.c_str();
        write_statements(problem.append_child("statements"));
        write_judging(problem.append_child("judging"));
        write_files(problem.append_child("files"));
        write_assets(problem.append_child("assets"));
        std::ostringstream xml;
        document_.save(xml, "    ", pugi::format_default, pugi::encoding_utf8);
        writer_.write("problem.xml", xml.str());
        return writer_.commit();
    }

  private:
    void write_statements(pugi::xml_node statements) {
        static const std::map<std::string, std::string> kTypes{
            {"tex", "application/x-tex"}, {"html", "text/html"}, {"pdf", "application/pdf"}};
        for (const Statement& statement : package_.statements) {
            auto type = kTypes.find(statement.format);
            if (type == kTypes.end()) {
                writer_.note("statement " + statement.path + " (" + statement.format +
                             "): Polygon packages hold TeX, HTML and PDF statements; left out");
                continue;
            }
            const std::string path = statement.path.rfind("statements/", 0) == 0
                                         ? statement.path
                                         : "statements/" + language_name(statement.language) + "/" +
                                               base_name(statement.path);
            writer_.copy(statement.path, path);
            pugi::xml_node node = statements.append_child("statement");
            node.append_attribute("charset") = "UTF-8";
            node.append_attribute("language") = language_name(statement.language).c_str();
            node.append_attribute("path") = path.c_str();
            node.append_attribute("type") = type->second.c_str();
        }
    }

    bool plain_tests() const {
        return package_.groups.size() == 1 && package_.groups[0].name == "tests" &&
               package_.groups[0].aggregation == Aggregation::EachTest &&
               package_.groups[0].depends_on.empty();
    }

    void write_judging(pugi::xml_node judging) {
        const bool file_io = package_.io.mode == IoMode::File;
        judging.append_attribute("input-file") = file_io ? package_.io.input_file.c_str() : "";
        judging.append_attribute("output-file") = file_io ? package_.io.output_file.c_str() : "";
        pugi::xml_node testset = judging.append_child("testset");
        testset.append_attribute("name") = "tests";
        testset.append_child("time-limit").text() = std::to_string(package_.limits.time_ms).c_str();
        testset.append_child("memory-limit").text() =
            std::to_string(package_.limits.memory_mib * 1024 * 1024).c_str();
        testset.append_child("test-count").text() = std::to_string(package_.tests.size()).c_str();
        const std::size_t width =
            std::max<std::size_t>(2, std::to_string(package_.tests.size()).size());
        const std::string pattern = "tests/%0" + std::to_string(width) + "d";
        testset.append_child("input-path-pattern").text() = pattern.c_str();
        testset.append_child("answer-path-pattern").text() = (pattern + ".a").c_str();
        if (!package_.limits.time_multipliers.empty())
            writer_.note("per-language time multipliers: Polygon keeps one time limit; left out");
        if (package_.verdict_rule == VerdictRule::AnyGroupAccepted)
            writer_.note(
                "verdict_rule any-group-accepted: problem.xml has no place for it; "
                "Polygon gives a submission its worst test's verdict (the points are "
                "kept)");

        const bool groups = !plain_tests();
        std::set<std::string> first_seen;
        pugi::xml_node tests = testset.append_child("tests");
        for (std::size_t i = 0; i < package_.tests.size(); ++i) {
            const PackageTest& test = package_.tests[i];
            const TestGroup* group = package_.group(test.group);
            char number[32];
            std::snprintf(number, sizeof number, ("%0" + std::to_string(width) + "zu").c_str(),
                          i + 1);
            writer_.copy(test.input, std::string("tests/") + number);
            writer_.copy(test.answer, std::string("tests/") + number + ".a");
            pugi::xml_node node = tests.append_child("test");
            if (groups) node.append_attribute("group") = test.group.c_str();
            node.append_attribute("method") = "manual";
            node.append_attribute("points") =
                number_text(test_points(test, *group, first_seen)).c_str();
            if (test.sample) node.append_attribute("sample") = "true";
            if (!test.generator.empty() && !generator_noted_) {
                writer_.note(
                    "generated tests are written as files; their generator commands are "
                    "left out");
                generator_noted_ = true;
            }
        }
        if (groups) write_groups(testset.append_child("groups"));
    }

    // Polygon keeps a complete group's points on its tests: all on the first one.
    double test_points(const PackageTest& test, const TestGroup& group,
                       std::set<std::string>& seen) {
        switch (group.aggregation) {
            case Aggregation::EachTest:
                return test.points;
            case Aggregation::Min:
                return seen.insert(group.name).second ? group.points : 0;
            case Aggregation::Sum:
                return group.points / static_cast<double>(tests_in(group.name));
            case Aggregation::Max:
                break;
        }
        writer_.refuse(
            "group '" + group.name +
            "' scores its best test (max); Polygon groups score each test or all of them");
    }

    std::size_t tests_in(const std::string& group) const {
        std::size_t count = 0;
        for (const PackageTest& test : package_.tests) count += test.group == group;
        return count;
    }

    void write_groups(pugi::xml_node groups) {
        for (const TestGroup& group : package_.groups) {
            pugi::xml_node node = groups.append_child("group");
            node.append_attribute("name") = group.name.c_str();
            if (group.aggregation == Aggregation::Min) {
                node.append_attribute("points") = number_text(group.points).c_str();
                node.append_attribute("points-policy") = "complete-group";
            } else {
                node.append_attribute("points-policy") = "each-test";
            }
            if (group.aggregation == Aggregation::Sum)
                writer_.note("group '" + group.name + "' (sum) is written as each-test with its " +
                             format_points(group.points) + " points spread evenly");
            if (!group.depends_on.empty()) {
                pugi::xml_node dependencies = node.append_child("dependencies");
                for (const std::string& dependency : group.depends_on)
                    dependencies.append_child("dependency").append_attribute("group") =
                        dependency.c_str();
            }
        }
    }

    void write_files(pugi::xml_node files) {
        const std::map<std::string, std::vector<std::string>> graders = grader_masks();
        pugi::xml_node resources = files.append_child("resources");
        for (const std::string& file : package_.files) {
            if (graders.count(file) != 0) continue;  // written with the graders, below
            writer_.copy(file, file);
            pugi::xml_node node = resources.append_child("file");
            node.append_attribute("path") = file.c_str();
            const std::string extension = fs::path(file).extension().string();
            if (extension == ".h" || extension == ".hpp") node.append_attribute("type") = "h.g++";
        }
        // In the graders' own order: a language's files come back in it.
        std::set<std::string> written;
        for (const auto& [key, grader_files] : package_.graders)
            for (const std::string& file : grader_files) {
                if (!written.insert(file).second) continue;
                write_grader_file(resources, file, graders.at(file));
            }
    }

    void write_grader_file(pugi::xml_node resources, const std::string& file,
                           const std::vector<std::string>& masks) {
        writer_.copy(file, file);
        pugi::xml_node node = resources.append_child("file");
        node.append_attribute("path") = file.c_str();
        const std::string extension = fs::path(file).extension().string();
        const std::string type =
            extension == ".h" || extension == ".hpp" ? "h.g++" : solution_type({file});
        node.append_attribute("type") = type.c_str();
        mark_grader(node, masks);
    }

    // Graders are resources compiled with the solutions, as Polygon's own packages mark them:
    // for-types="cpp.*;c.*" and <stages><stage name="COMPILE"/></stages><assets><asset
    // name="SOLUTION"/></assets>. Each file of the package is one resource with every mask of
    // the languages it is a grader of. Included code that is no grader has no Polygon form.
    std::map<std::string, std::vector<std::string>> grader_masks() {
        std::map<std::string, std::vector<std::string>> masks;
        for (const auto& [key, files] : package_.graders) {
            const Language* language = find_language(key);
            if (language == nullptr) writer_.refuse("graders." + key + ": not a language");
            const std::string mask = polygon_mask(language->family);
            for (const std::string& file : files) {
                std::vector<std::string>& list = masks[file];
                if (std::find(list.begin(), list.end(), mask) == list.end()) list.push_back(mask);
            }
        }
        for (const auto& [key, files] : package_.included)
            writer_.note("included." + key + " (" + std::to_string(files.size()) +
                         " file(s) placed beside every submission): Polygon has no such files; "
                         "left out");
        return masks;
    }

    static void mark_grader(pugi::xml_node node, const std::vector<std::string>& masks) {
        std::string types;
        for (const std::string& mask : masks) types += (types.empty() ? "" : ";") + mask;
        node.prepend_attribute("for-types") = types.c_str();
        node.append_child("stages").append_child("stage").append_attribute("name") = "COMPILE";
        node.append_child("assets").append_child("asset").append_attribute("name") = "SOLUTION";
    }

    // Polygon's source-type mask of a language family (the import reads it back).
    static std::string polygon_mask(std::string_view family) {
        static const std::map<std::string_view, std::string> kPrefixes{
            {"python", "python"}, {"pypy", "pypy"}, {"pascal", "pas"}, {"javascript", "js"}};
        const auto found = kPrefixes.find(family);
        return (found == kPrefixes.end() ? std::string(family) : found->second) + ".*";
    }

    pugi::xml_node program(pugi::xml_node parent, const char* element, const ProgramSpec& spec,
                           const char* what) {
        if (spec.protocol != Protocol::Testlib)
            writer_.refuse(std::string(what) + " " + spec.source + " speaks the " +
                           std::string(protocol_name(spec.protocol)) +
                           " protocol; Polygon runs testlib programs");
        writer_.copy(spec.source, spec.source);
        pugi::xml_node node = parent.append_child(element);
        pugi::xml_node source = node.append_child("source");
        source.append_attribute("path") = spec.source.c_str();
        source.append_attribute("type") = source_type(spec).c_str();
        return node;
    }

    void write_assets(pugi::xml_node assets) {
        const ProgramSpec& checker = package_.checker;
        if (checker.protocol == Protocol::Builtin) {
            const std::string path = "files/check.cpp";
            writer_.write(path, exported_checker_source(checker, CheckerProtocol::Testlib));
            pugi::xml_node node = assets.append_child("checker");
            node.append_attribute("type") = "testlib";
            pugi::xml_node source = node.append_child("source");
            source.append_attribute("path") = path.c_str();
            // The wallpusher checker shares the reference rules, written in C++20.
            source.append_attribute("type") = checker.name == "tokens" ? "cpp.g++17" : "cpp.g++20";
        } else {
            program(assets, "checker", checker, "checker").append_attribute("type") = "testlib";
        }
        if (package_.validator) {
            if (package_.validator->protocol == Protocol::Testlib)
                program(assets.append_child("validators"), "validator", *package_.validator,
                        "validator");
            else
                writer_.note("validator " + package_.validator->source + " (" +
                             std::string(protocol_name(package_.validator->protocol)) +
                             "): Polygon validators are testlib programs; left out");
        }
        if (package_.interactor) program(assets, "interactor", *package_.interactor, "interactor");
        write_solutions(assets);
    }

    // The jury's solutions with Polygon's tags: the solution's own tag when it is Polygon's and
    // means its verdicts, else the tag that means exactly them; verdicts no tag means (Kattis's
    // run_time_error: RE or MLE) get the closest wider tag, "rejected", and a note; a solution
    // that may be accepted or rejected otherwise than by time has no tag and stays unverified
    // ("do-not-run"), with a note.
    void write_solutions(pugi::xml_node assets) {
        if (package_.solutions.empty()) return;
        pugi::xml_node solutions = assets.append_child("solutions");
        std::set<std::string> used;
        for (const PackageSolution& solution : package_.solutions) {
            if (!solution.companions.empty()) {
                writer_.note("solution " + solution.source +
                             ": a program of several files; Polygon solutions are one file, "
                             "left out");
                continue;
            }
            const std::string tag = solution_tag(solution);
            std::string path = solution.source;
            if (path.rfind("solutions/", 0) != 0 || !used.insert(path).second) {
                const std::string name = portable_name(base_name(solution.source));
                path = "solutions/" + name;
                for (int n = 2; !used.insert(path).second; ++n)
                    path = "solutions/" + std::to_string(n) + "-" + name;
            }
            writer_.copy(solution.source, path);
            pugi::xml_node node = solutions.append_child("solution");
            node.append_attribute("tag") = tag.c_str();
            pugi::xml_node source = node.append_child("source");
            source.append_attribute("path") = path.c_str();
            source.append_attribute("type") = solution_type(solution).c_str();
            if (solution.score)
                writer_.note("solution " + solution.source +
                             ": Polygon tags carry no score; its expected score is left out");
        }
    }

    std::string solution_tag(const PackageSolution& solution) {
        if (solution.main) return "main";
        if (auto own = polygon_tag_verdicts(solution.tag); own && *own == solution.expected)
            return solution.tag;
        if (auto tag = polygon_tag_for(solution.expected)) return std::string(*tag);
        const bool accepts = std::find(solution.expected.begin(), solution.expected.end(),
                                       Verdict::AC) != solution.expected.end();
        writer_.note("solution " + solution.source + " ('" + solution.tag +
                     "'): no Polygon tag means its verdicts; written as " +
                     (accepts ? "do-not-run" : "rejected"));
        return accepts ? "do-not-run" : "rejected";
    }

    // Polygon's source type of a solution in any of the judge's languages.
    static std::string solution_type(const PackageSolution& solution) {
        const Language* language = solution.language.empty() ? language_for_file(solution.source)
                                                             : find_language(solution.language);
        const std::string id = language ? std::string(language->id) : "";
        return polygon_source_type(id, solution.source);
    }

    ExportWriter writer_;
    const ProblemPackage& package_;
    pugi::xml_document document_;
    bool generator_noted_ = false;
};

}  // namespace

ExportResult export_polygon(const LoadedPackage& package, const fs::path& out) {
    return PolygonExport(package, out).run();
}

}  // namespace gridjudge::package
