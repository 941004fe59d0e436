// A gridjudge package as a Hydro problem: problem.yaml (pid, title), problem[_LANG].md from the
// markdown statements, and testdata/ with config.yaml and the data files NAME.in / NAME.out.
// Groups become subtasks (their ids: the group names when they are all numbers, else 1, 2, ...),
// each-test groups "sum" subtasks with every case's score, min and max groups their own types,
// dependencies `if`. The tokens checker's line modes are Hydro's default and strict checkers;
// other built-in checkers are written as testlib sources; testlib, lemon and kattis checkers keep
// their sources. The jury's solutions are left out (a note says so): Hydro has no place for them.
// The package's files are judge_extra_files; C and C++ graders of headers only are
// user_extra_files (a grader with sources is refused: Hydro compiles the contestant's file alone).
// A CMS manager whose programs talk on their standard streams is `type: communication`.
#include <algorithm>
#include <map>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/builtin_marker.h"
#include "judge/package/export_support.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

bool all_numbers(const std::vector<TestGroup>& groups) {
    return std::all_of(groups.begin(), groups.end(), [](const TestGroup& group) {
        return !group.name.empty() && group.name.size() < 9 && group.name[0] != '0' &&
               group.name.find_first_not_of("0123456789") == std::string::npos;
    });
}

class HydroExport {
  public:
    HydroExport(const LoadedPackage& loaded, const fs::path& out)
        : writer_(loaded, out, "Hydro"), package_(loaded.package) {}

    ExportResult run() {
        YAML::Emitter problem;
        problem << YAML::BeginMap << YAML::Key << "pid" << YAML::Value << package_.id << YAML::Key
                << "title" << YAML::Value << package_.title << YAML::Key << "tag" << YAML::Value
                << YAML::Flow << YAML::BeginSeq << YAML::EndSeq << YAML::EndMap;
        writer_.write("problem.yaml", std::string(problem.c_str()) + "\n");
        write_statements();
        YAML::Emitter config;
        config << YAML::BeginMap;
        write_settings(config);
        write_subtasks(config);
        config << YAML::EndMap;
        writer_.write("testdata/config.yaml", std::string(config.c_str()) + "\n");
        if (package_.verdict_rule == VerdictRule::AnyGroupAccepted)
            writer_.note(
                "verdict_rule any-group-accepted: config.yaml has no place for it; "
                "Hydro gives a submission its worst case's status (the points are "
                "kept)");
        // Hydro's problem has test data and files shown to contestants (additional_file/), no
        // place for the jury's solutions: publishing them there would hand them out.
        if (!package_.solutions.empty())
            writer_.note(std::to_string(package_.solutions.size()) +
                         " jury solution(s) left out: a Hydro problem has no place for them");
        return writer_.commit();
    }

  private:
    void write_statements() {
        for (const Statement& statement : package_.statements) {
            if (statement.format != "markdown") {
                writer_.note("statement " + statement.path + " (" + statement.format +
                             "): Hydro statements are markdown; left out");
                continue;
            }
            writer_.copy(statement.path, statement.language.empty()
                                             ? "problem.md"
                                             : "problem_" + statement.language + ".md");
        }
    }

    // A program's source into testdata/ (Hydro keeps every file there, flat).
    std::string program(const ProgramSpec& spec) {
        const std::string name = portable_name(base_name(spec.source));
        writer_.copy(spec.source, "testdata/" + name);
        return name;
    }

    // A CMS manager is Hydro's communication `manager` when its processes talk on their
    // standard streams (std_io): Hydro gives the program no FIFOs and compiles no stub.
    void write_manager(YAML::Emitter& config) {
        const std::vector<std::string>& arguments = package_.interactor->arguments;
        const std::string user_io = arguments.empty() ? "fifo_io" : arguments.front();
        if (user_io != "std_io")
            writer_.refuse("the manager talks with the program through FIFOs (" + user_io +
                           "); Hydro's communication programs talk on their standard streams");
        if (!package_.graders.empty())
            writer_.refuse(
                "the communication task's stubs: Hydro compiles the contestant's file "
                "alone");
        config << YAML::Key << "manager" << YAML::Value << program(*package_.interactor);
        config << YAML::Key << "num_processes" << YAML::Value
               << (arguments.size() > 1 ? std::stoi(arguments[1]) : 1);
    }

    void write_settings(YAML::Emitter& config) {
        const bool communication =
            package_.interactor && package_.interactor->protocol == Protocol::Cms;
        config << YAML::Key << "type" << YAML::Value
               << (package_.output_only()   ? "submit_answer"
                   : communication          ? "communication"
                   : package_.interactive() ? "interactive"
                                            : "default");
        config << YAML::Key << "time" << YAML::Value
               << std::to_string(package_.limits.time_ms) + "ms";
        config << YAML::Key << "memory" << YAML::Value
               << std::to_string(package_.limits.memory_mib) + "m";
        if (package_.output_only()) {
            // Hydro's judge looks for a submit_answer case's answer under `filename` with '#'
            // replaced by the case's number.
            config << YAML::Key << "filename" << YAML::Value << "#.out";
            for (std::size_t i = 0; i < package_.tests.size(); ++i) {
                const PackageTest& test = package_.tests[i];
                const std::string named = test.answer_file.empty()
                                              ? test.name.substr(test.name.rfind('/') + 1) + ".out"
                                              : test.answer_file;
                if (named != std::to_string(i + 1) + ".out") {
                    writer_.note("Hydro names each answer after its case's number (#.out): test " +
                                 test.name + "'s answer " + named + " is " + std::to_string(i + 1) +
                                 ".out there");
                    break;
                }
            }
        } else if (package_.io.mode == IoMode::File) {
            const std::string stem = fs::path(package_.io.input_file).stem().string();
            if (package_.io.input_file != stem + ".in" || package_.io.output_file != stem + ".out")
                writer_.refuse(
                    "Hydro's file I/O names the files NAME.in and NAME.out; this "
                    "problem uses " +
                    package_.io.input_file + " and " + package_.io.output_file);
            config << YAML::Key << "filename" << YAML::Value << stem;
        }
        if (!package_.limits.time_multipliers.empty())
            writer_.note("per-language time multipliers are not exported");
        write_checker(config);
        if (communication) {
            write_manager(config);
        } else if (package_.interactor) {
            if (package_.interactor->protocol != Protocol::Testlib)
                writer_.refuse("the interactor speaks the " +
                               std::string(protocol_name(package_.interactor->protocol)) +
                               " protocol; Hydro runs testlib interactors");
            config << YAML::Key << "interactor" << YAML::Value << program(*package_.interactor);
        }
        if (package_.validator) {
            if (package_.validator->protocol == Protocol::Testlib)
                config << YAML::Key << "validator" << YAML::Value << program(*package_.validator);
            else
                writer_.note("validator " + package_.validator->source +
                             ": Hydro validators are testlib programs; left out");
        }
        // Hydro puts judge_extra_files beside the checker and interactor, as the judge puts
        // the package's files beside its programs.
        std::vector<std::string> judge_files;
        for (const std::string& file : package_.files) {
            const std::string name = portable_name(base_name(file));
            writer_.copy(file, "testdata/" + name);
            // Hydro compiles testlib programs with its own testlib.h; the copy beside them is
            // what a gridjudge import takes back.
            if (name != "testlib.h") judge_files.push_back(name);
        }
        if (!judge_files.empty()) {
            config << YAML::Key << "judge_extra_files" << YAML::Value << YAML::BeginSeq;
            for (const std::string& name : judge_files) config << name;
            config << YAML::EndSeq;
        }
        write_user_extra_files(config);
    }

    // Graders of headers only (C, C++) are Hydro's user_extra_files: beside the contestant's
    // file, which Hydro's compiler is given alone. A grader with sources compiled with the
    // submission, or in another language, has no place there.
    void write_user_extra_files(YAML::Emitter& config) {
        std::vector<std::string> headers;
        for (const auto& [key, files] : package_.graders) {
            const Language* language = find_language(key);
            if (language == nullptr || (language->family != "c" && language->family != "cpp"))
                writer_.refuse("graders." + key +
                               ": Hydro has no grader of its own; its user_extra_files are "
                               "only placed beside the contestant's file, which suits C and "
                               "C++ headers alone");
            for (const std::string& file : files) {
                const std::string extension = fs::path(file).extension().string();
                if (extension != ".h" && extension != ".hpp" && extension != ".hh" &&
                    extension != ".hxx")
                    writer_.refuse("graders." + key + ": " + file +
                                   " is compiled with the submission; Hydro compiles the "
                                   "contestant's file alone (user_extra_files are only placed "
                                   "beside it)");
                const std::string name = portable_name(base_name(file));
                if (std::find(headers.begin(), headers.end(), name) != headers.end()) continue;
                headers.push_back(name);
                writer_.copy(file, "testdata/" + name);
            }
        }
        if (headers.empty()) return;
        config << YAML::Key << "user_extra_files" << YAML::Value << YAML::BeginSeq;
        for (const std::string& name : headers) config << name;
        config << YAML::EndSeq;
    }

    void write_checker(YAML::Emitter& config) {
        const ProgramSpec& checker = package_.checker;
        if (checker.protocol == Protocol::Builtin && checker.name == "tokens") {
            const std::vector<std::string>& arguments = checker.arguments;
            if (arguments == std::vector<std::string>{"lines"}) {
                config << YAML::Key << "checker_type" << YAML::Value << "default";
                return;
            }
            if (arguments == std::vector<std::string>{"lines", "space_change_sensitive"}) {
                config << YAML::Key << "checker_type" << YAML::Value << "strict";
                return;
            }
        }
        if (checker.protocol == Protocol::Builtin) {
            const std::string name = "gridjudge_" + checker.name + ".cc";
            writer_.write("testdata/" + name,
                          exported_checker_source(checker, CheckerProtocol::Testlib));
            config << YAML::Key << "checker_type" << YAML::Value << "testlib" << YAML::Key
                   << "checker" << YAML::Value << name;
            return;
        }
        if (checker.protocol == Protocol::Cms)
            writer_.refuse(
                "the checker speaks CMS's protocol (the fraction on stdout); Hydro "
                "has no checker_type for it");
        const std::string type = std::string(protocol_name(checker.protocol));
        config << YAML::Key << "checker_type" << YAML::Value << type << YAML::Key << "checker"
               << YAML::Value << program(checker);
    }

    void write_subtasks(YAML::Emitter& config) {
        const bool keep_names = all_numbers(package_.groups);
        std::map<std::string, std::string> ids;
        for (std::size_t i = 0; i < package_.groups.size(); ++i)
            ids[package_.groups[i].name] =
                keep_names ? package_.groups[i].name : std::to_string(i + 1);
        if (!keep_names)
            writer_.note("groups are numbered as Hydro subtasks 1 to " +
                         std::to_string(package_.groups.size()) + " in their order");
        bool samples = false;
        config << YAML::Key << "subtasks" << YAML::Value << YAML::BeginSeq;
        for (const TestGroup& group : package_.groups) {
            config << YAML::BeginMap << YAML::Key << "id" << YAML::Value
                   << std::stoi(ids[group.name]);
            config << YAML::Key << "score" << YAML::Value << group.points;
            const bool each =
                group.aggregation == Aggregation::EachTest || group.aggregation == Aggregation::Sum;
            const char* type = each ? "sum" : group.aggregation == Aggregation::Max ? "max" : "min";
            config << YAML::Key << "type" << YAML::Value << type;
            if (group.aggregation == Aggregation::Sum)
                writer_.note("group '" + group.name + "' (sum) is written as a sum subtask with " +
                             "its points spread evenly over its cases");
            std::size_t count = 0;
            for (const PackageTest& test : package_.tests) count += test.group == group.name;
            config << YAML::Key << "cases" << YAML::Value << YAML::BeginSeq;
            for (const PackageTest& test : package_.tests) {
                if (test.group != group.name) continue;
                samples |= test.sample;
                const std::string name = portable_name(test.name);
                writer_.copy(test.input, "testdata/" + name + ".in");
                writer_.copy(test.answer, "testdata/" + name + ".out");
                config << YAML::BeginMap << YAML::Key << "input" << YAML::Value << name + ".in"
                       << YAML::Key << "output" << YAML::Value << name + ".out";
                if (group.aggregation == Aggregation::EachTest)
                    config << YAML::Key << "score" << YAML::Value << test.points;
                if (group.aggregation == Aggregation::Sum)
                    config << YAML::Key << "score" << YAML::Value
                           << group.points / static_cast<double>(count);
                config << YAML::EndMap;
            }
            config << YAML::EndSeq;
            if (!group.depends_on.empty()) {
                config << YAML::Key << "if" << YAML::Value << YAML::Flow << YAML::BeginSeq;
                for (const std::string& dependency : group.depends_on)
                    config << std::stoi(ids[dependency]);
                config << YAML::EndSeq;
            }
            config << YAML::EndMap;
        }
        config << YAML::EndSeq;
        if (samples) writer_.note("Hydro test data has no sample flag; samples are plain cases");
    }

    ExportWriter writer_;
    const ProblemPackage& package_;
};

}  // namespace

ExportResult export_hydro(const LoadedPackage& package, const fs::path& out) {
    return HydroExport(package, out).run();
}

}  // namespace gridjudge::package
