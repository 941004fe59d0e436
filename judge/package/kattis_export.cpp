// A gridjudge package as a Kattis problem package, format 2025-09. Sample tests go to
// data/sample; the other tests to data/secret/<group>/ with a test_group.yaml each (or directly
// to data/secret when the problem has one group named "secret"). A problem whose every
// non-sample test is worth one point in each-test groups without dependencies is "pass-fail";
// otherwise "scoring": each-test groups whose tests share their points are `sum` groups, sum
// groups too; min groups are `pass-fail` groups (all or nothing, the only kind require_pass may
// name). Max groups and each-test groups with unequal points have no Kattis form and are refused,
// as are file I/O (Kattis programs use standard I/O) and testlib checkers (testlib's exit codes
// are not Kattis's). Paths that already follow the Kattis layout (statement/, output_validator/,
// input_validators/...) are kept, so importing an export of a Kattis import gives it back. The
// jury's solutions go to submissions/<verdict folder>/ (write_submissions).
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/builtin_marker.h"
#include "judge/package/export_support.h"
#include "judge/package/kattis_data.h"
#include "judge/package/solution_tags.h"
#include "judge/util/files.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

// A stable UUID for the problem (the format asks for one): made from the id's SHA-256.
std::string problem_uuid(const std::string& id) {
    std::string hex = sha256_hex("gridjudge problem " + id).substr(0, 32);
    hex[12] = '5';  // the version digit of a name-based UUID
    return hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" +
           hex.substr(16, 4) + "-" + hex.substr(20, 12);
}

std::string seconds_text(std::int64_t ms) {
    std::ostringstream text;
    text << static_cast<double>(ms) / 1000;
    return text.str();
}

class KattisExport {
  public:
    KattisExport(const LoadedPackage& loaded, const fs::path& out)
        : writer_(loaded, out, "Kattis"), package_(loaded.package) {}

    ExportResult run() {
        if (package_.io.mode == IoMode::File)
            writer_.refuse("the problem reads " + package_.io.input_file + " and writes " +
                           package_.io.output_file +
                           "; Kattis programs use standard input and "
                           "output");
        scoring_ = !pass_fail();
        plan_folders();
        write_problem_yaml();
        write_statements();
        write_checker();
        write_validator();
        write_included_code();
        write_data();
        note_answer_files();
        write_submissions();
        return writer_.commit();
    }

  private:
    bool pass_fail() const {
        for (const TestGroup& group : package_.groups)
            if (group.aggregation != Aggregation::EachTest || !group.depends_on.empty())
                return false;
        for (const PackageTest& test : package_.tests)
            if (test.points != (test.sample ? 0 : 1)) return false;
        return true;
    }

    // The folder under data/secret of each group with non-sample tests ("" for secret itself),
    // prefixed with its position when the names would not sort in judging order.
    void plan_folders() {
        std::vector<std::string> groups;
        for (const TestGroup& group : package_.groups)
            for (const PackageTest& test : package_.tests)
                if (test.group == group.name && !test.sample) {
                    groups.push_back(group.name);
                    break;
                }
        std::vector<std::string> names;
        for (const std::string& group : groups) {
            if (group == "secret" && groups.size() == 1) {
                names.push_back("");
                continue;
            }
            names.push_back(portable_name(starts_with(group, "secret/") ? group.substr(7) : group));
        }
        if (!std::is_sorted(names.begin(), names.end()) ||
            std::adjacent_find(names.begin(), names.end()) != names.end()) {
            const std::size_t width = std::to_string(names.size()).size();
            for (std::size_t i = 0; i < names.size(); ++i) {
                const std::string number = std::to_string(i + 1);
                names[i] = std::string(width - number.size(), '0') + number + "-" + names[i];
            }
            writer_.note(
                "group folders are numbered to keep the judging order (Kattis judges "
                "groups in name order)");
        }
        for (std::size_t i = 0; i < groups.size(); ++i) folders_[groups[i]] = names[i];
    }

    void write_problem_yaml() {
        YAML::Emitter yaml;
        yaml << YAML::BeginMap;
        yaml << YAML::Key << "problem_format_version" << YAML::Value << "2025-09";
        yaml << YAML::Key << "type" << YAML::Value;
        if (package_.interactive() || package_.output_only())
            yaml << YAML::Flow << YAML::BeginSeq << (scoring_ ? "scoring" : "pass-fail")
                 << (package_.interactive() ? "interactive" : "submit-answer") << YAML::EndSeq;
        else
            yaml << (scoring_ ? "scoring" : "pass-fail");
        yaml << YAML::Key << "name" << YAML::Value << package_.title;
        yaml << YAML::Key << "uuid" << YAML::Value << problem_uuid(package_.id);
        yaml << YAML::Key << "limits" << YAML::Value << YAML::BeginMap;
        yaml << YAML::Key << "time_limit" << YAML::Value << seconds_text(package_.limits.time_ms);
        yaml << YAML::Key << "memory" << YAML::Value << package_.limits.memory_mib;
        yaml << YAML::Key << "output" << YAML::Value << package_.limits.output_mib;
        if (package_.limits.checker_time_ms != ProblemLimits{}.checker_time_ms)
            yaml << YAML::Key << "validation_time" << YAML::Value
                 << seconds_text(package_.limits.checker_time_ms);
        if (package_.limits.checker_memory_mib != ProblemLimits{}.checker_memory_mib)
            yaml << YAML::Key << "validation_memory" << YAML::Value
                 << package_.limits.checker_memory_mib;
        yaml << YAML::EndMap << YAML::EndMap;
        writer_.write("problem.yaml", std::string(yaml.c_str()) + "\n");
        if (!package_.limits.time_multipliers.empty())
            writer_.note("per-language time multipliers are not exported");
    }

    void write_statements() {
        static const std::map<std::string, std::string> kExtensions{
            {"tex", "tex"}, {"markdown", "md"}, {"pdf", "pdf"}};
        for (const Statement& statement : package_.statements) {
            auto extension = kExtensions.find(statement.format);
            if (extension == kExtensions.end()) {
                writer_.note("statement " + statement.path + " (" + statement.format +
                             "): Kattis statements are TeX, Markdown or PDF; left out");
                continue;
            }
            const bool kattis_path = starts_with(statement.path, "statement/problem.") ||
                                     starts_with(statement.path, "problem_statement/problem.");
            const std::string language = statement.language.empty() ? "en" : statement.language;
            writer_.copy(statement.path,
                         kattis_path ? statement.path
                                     : "statement/problem." + language + "." + extension->second);
        }
    }

    // A program in a Kattis folder: kept where it is when it already is in one.
    std::string program_path(const ProgramSpec& spec, std::string_view folder) const {
        if (starts_with(spec.source, std::string(folder) + "/")) return spec.source;
        return std::string(folder) + "/" + portable_name(base_name(spec.source));
    }

    void write_checker() {
        const ProgramSpec& judge = package_.interactor ? *package_.interactor : package_.checker;
        if (judge.protocol == Protocol::Builtin) {
            writer_.write("output_validator/gridjudge_" + judge.name + ".cpp",
                          exported_checker_source(judge, CheckerProtocol::Kattis));
            return;
        }
        if (judge.protocol != Protocol::Kattis)
            writer_.refuse(std::string(package_.interactor ? "the interactor " : "the checker ") +
                           judge.source + " speaks the " +
                           std::string(protocol_name(judge.protocol)) +
                           " protocol, whose exit codes are not Kattis's (42 accepted, 43 "
                           "rejected); export to Polygon or Hydro, or give it a Kattis validator");
        if (!judge.arguments.empty())
            writer_.note("the output validator's arguments (" +
                         std::to_string(judge.arguments.size()) +
                         ") are passed as data/test_group.yaml output_validator_args");
        const std::string path = program_path(judge, "output_validator");
        writer_.copy(judge.source, path);
        // The headers beside it (the model keeps them in files); the input validator's go with
        // it (write_validator).
        for (const std::string& file : package_.files)
            if (fs::path(file).filename() != "testlib.h" && !validator_header(file))
                writer_.copy(file, starts_with(file, "output_validator/")
                                       ? file
                                       : "output_validator/" + portable_name(base_name(file)));
    }

    static bool beside(const std::string& file, const std::string& source) {
        return fs::path(file).parent_path() == fs::path(source).parent_path();
    }

    // A header of the input validator: in its folder, and not in the checker's.
    bool validator_header(const std::string& file) const {
        if (!package_.validator || package_.validator->protocol != Protocol::Kattis) return false;
        const ProgramSpec& judge = package_.interactor ? *package_.interactor : package_.checker;
        return beside(file, package_.validator->source) &&
               (judge.protocol == Protocol::Builtin || !beside(file, judge.source));
    }

    // The Kattis language code of a grader's or included code's key: its language's family
    // ("cpp17" and "cpp" are both cpp), Python's being python3.
    std::string kattis_code(const std::string& key) const {
        const Language* language = find_language(key);
        if (language == nullptr) writer_.refuse("graders." + key + ": not a language");
        const std::string family(language->family);
        return family == "python" || family == "pypy" ? "python3" : family;
    }

    // Graders and included code go to include/<language code>/, as Kattis 2023-07 carries
    // included code; include/default holds the files for every language. A Python grader must be
    // main.py there: Kattis runs an included main.* instead of the submission, and takes any
    // other included Python file for a module beside it (the import reads it back so).
    void write_included_code() {
        std::map<std::string, std::string> folder_key;  // include/<code> -> the key written there
        auto write_folder = [&](const std::string& field, const std::string& key,
                                const std::string& code, const std::vector<std::string>& files) {
            const auto [at, fresh] = folder_key.emplace(code, field + "." + key);
            if (!fresh)
                writer_.refuse(field + "." + key + " and " + at->second +
                               " would both be include/" + code);
            for (const std::string& file : files)
                writer_.copy(file, "include/" + code + "/" + base_name(file));
        };
        for (const auto& [key, files] : package_.graders) {
            const std::string code = kattis_code(key);
            const Language& language = *find_language(key);
            const bool run_from_source = std::find(language.run.begin(), language.run.end(),
                                                   "{source}") != language.run.end();
            const bool has_main = std::any_of(files.begin(), files.end(), [](const auto& file) {
                return starts_with(base_name(file), "main.");
            });
            if (run_from_source && !has_main)
                writer_.refuse("graders." + key + ": Kattis runs an included main." +
                               " file instead of the submission, and this " + code +
                               " grader has none (name the grader main.*)");
            write_folder("graders", key, code, files);
        }
        for (const auto& [key, files] : package_.included)
            write_folder("included", key, key == "default" ? key : kattis_code(key), files);
    }

    void write_validator() {
        if (!package_.validator) return;
        if (package_.validator->protocol != Protocol::Kattis) {
            writer_.note("validator " + package_.validator->source + " (" +
                         std::string(protocol_name(package_.validator->protocol)) +
                         "): Kattis input validators exit with 42; left out");
            return;
        }
        std::vector<std::string> headers;
        for (const std::string& file : package_.files)
            if (fs::path(file).filename() != "testlib.h" && validator_header(file))
                headers.push_back(file);
        const std::string& source = package_.validator->source;
        if (headers.empty() ||
            starts_with(fs::path(source).parent_path().string(), "input_validators/")) {
            // Alone, or already in its own folder of input_validators/ with its headers.
            writer_.copy(source, program_path(*package_.validator, "input_validators"));
            for (const std::string& header : headers) writer_.copy(header, header);
            return;
        }
        // With headers: a folder of its own, since every file directly in input_validators/ is
        // a validator of its own.
        const std::string folder =
            "input_validators/" + portable_name(fs::path(source).stem().string()) + "/";
        writer_.copy(source, folder + portable_name(base_name(source)));
        for (const std::string& header : headers)
            writer_.copy(header, folder + portable_name(base_name(header)));
    }

    void write_data() {
        const ProgramSpec& judge = package_.interactor ? *package_.interactor : package_.checker;
        const bool arguments = judge.protocol == Protocol::Kattis && !judge.arguments.empty();
        const bool any_group = any_group_accepted();
        if (arguments || any_group) {
            YAML::Emitter root;
            root << YAML::BeginMap;
            if (arguments)
                root << YAML::Key << "output_validator_args" << YAML::Value << YAML::Flow
                     << judge.arguments;
            // The samples stay out of the verdict, as problemtools' root grader leaves them
            // out with ignore_sample: secret's verdict is the submission's.
            if (any_group) root << YAML::Key << "grader_flags" << YAML::Value << "ignore_sample";
            root << YAML::EndMap;
            writer_.write("data/test_group.yaml", std::string(root.c_str()) + "\n");
        }
        double secret_points = 0;
        for (const TestGroup& group : package_.groups) {
            auto folder = folders_.find(group.name);
            if (folder == folders_.end()) continue;  // samples only
            write_group(group, folder->second);
            secret_points += group.points;
        }
        write_sample_arguments();
        for (const PackageTest& test : package_.tests) {
            if (!test.sample) continue;
            if (test.points > 0 && !sample_noted_) {
                writer_.note("sample tests score nothing on Kattis; their points are left out");
                sample_noted_ = true;
            }
            const std::string name = file_name(test, "sample");
            case_names_[test.name] = "sample/" + name;
            writer_.copy(test.input, "data/sample/" + name + ".in");
            writer_.copy(test.answer, "data/sample/" + name + ".ans");
        }
        const bool secret_is_the_group = folders_.size() == 1 && folders_.begin()->second.empty();
        if ((scoring_ || any_group) && !secret_is_the_group) {
            YAML::Emitter secret;
            secret << YAML::BeginMap;
            if (scoring_)
                secret << YAML::Key << "max_score" << YAML::Value << secret_points << YAML::Key
                       << "score_aggregation" << YAML::Value << "sum";
            // verdict_rule any-group-accepted: problemtools' default grader flag, which Kattis
            // and gridjudge's import read on data/secret (the format's 2023-07 and 2025-09
            // versions have no key of their own for it).
            if (any_group)
                secret << YAML::Key << "grader_flags" << YAML::Value << "accept_if_any_accepted";
            secret << YAML::EndMap;
            writer_.write("data/secret/test_group.yaml", std::string(secret.c_str()) + "\n");
        }
    }

    // The rule only means something with groups under data/secret.
    bool any_group_accepted() const {
        if (package_.verdict_rule != VerdictRule::AnyGroupAccepted) return false;
        const bool secret_is_the_group = folders_.size() == 1 && folders_.begin()->second.empty();
        return !secret_is_the_group;
    }

    // data/sample/ is a folder of its own: the samples' group's input validator arguments go to
    // its test_group.yaml.
    void write_sample_arguments() {
        for (const PackageTest& test : package_.tests) {
            if (!test.sample) continue;
            YAML::Emitter yaml;
            yaml << YAML::BeginMap;
            const bool arguments = write_validator_arguments(yaml, *package_.group(test.group));
            yaml << YAML::EndMap;
            if (arguments)
                writer_.write("data/sample/test_group.yaml", std::string(yaml.c_str()) + "\n");
            return;
        }
    }

    // A test's file name in its folder: the rest of its name after the folder's path when it has
    // one (so an imported Kattis case keeps its name), else its name made portable.
    std::string file_name(const PackageTest& test, const std::string& folder_path) const {
        if (starts_with(test.name, folder_path + "/"))
            return test.name.substr(folder_path.size() + 1);
        return portable_name(test.name);
    }

    void write_group(const TestGroup& group, const std::string& folder) {
        const std::string folder_path = folder.empty() ? "secret" : "secret/" + folder;
        std::vector<const PackageTest*> tests;
        for (const PackageTest& test : package_.tests)
            if (test.group == group.name && !test.sample) tests.push_back(&test);
        std::vector<std::string> names;
        for (const PackageTest* test : tests) names.push_back(file_name(*test, folder_path));
        if (!std::is_sorted(names.begin(), names.end())) {
            const std::size_t width = std::to_string(names.size()).size();
            for (std::size_t i = 0; i < names.size(); ++i) {
                const std::string number = std::to_string(i + 1);
                names[i] = std::string(width - number.size(), '0') + number + "-" + names[i];
            }
            writer_.note("tests of group '" + group.name + "' are numbered to keep their order");
        }
        for (std::size_t i = 0; i < tests.size(); ++i) {
            case_names_[tests[i]->name] = folder_path + "/" + names[i];
            writer_.copy(tests[i]->input, "data/" + folder_path + "/" + names[i] + ".in");
            writer_.copy(tests[i]->answer, "data/" + folder_path + "/" + names[i] + ".ans");
        }
        YAML::Emitter yaml;
        yaml << YAML::BeginMap;
        if (scoring_) {
            yaml << YAML::Key << "max_score" << YAML::Value << group.points;
            yaml << YAML::Key << "score_aggregation" << YAML::Value << aggregation(group, tests);
            if (!group.depends_on.empty()) {
                yaml << YAML::Key << "require_pass" << YAML::Value << YAML::Flow << YAML::BeginSeq;
                for (const std::string& dependency : group.depends_on)
                    yaml << required_name(group, dependency);
                yaml << YAML::EndSeq;
            }
        }
        const bool arguments = write_validator_arguments(yaml, group);
        yaml << YAML::EndMap;
        if (!folder.empty())
            writer_.write("data/" + folder_path + "/test_group.yaml",
                          std::string(yaml.c_str()) + "\n");
        else if (scoring_ || arguments)
            writer_.write("data/secret/test_group.yaml", std::string(yaml.c_str()) + "\n");
    }

    // The group's input validator arguments, when the validator goes with the export.
    bool write_validator_arguments(YAML::Emitter& yaml, const TestGroup& group) const {
        if (group.validator_arguments.empty() || !package_.validator ||
            package_.validator->protocol != Protocol::Kattis)
            return false;
        yaml << YAML::Key << "input_validator_args" << YAML::Value << YAML::Flow
             << group.validator_arguments;
        return true;
    }

    std::string aggregation(const TestGroup& group, const std::vector<const PackageTest*>& tests) {
        switch (group.aggregation) {
            case Aggregation::Min:
                return "pass-fail";
            case Aggregation::Sum:
                return "sum";
            case Aggregation::EachTest:
                for (const PackageTest* test : tests)
                    if (std::fabs(test->points - tests.front()->points) > 1e-9)
                        writer_.refuse("group '" + group.name +
                                       "' gives its tests different points; a Kattis group "
                                       "shares its points evenly");
                return "sum";
            case Aggregation::Max:
                break;
        }
        writer_.refuse("group '" + group.name +
                       "' scores its best test (max); Kattis groups score with sum or min");
    }

    std::string required_name(const TestGroup& group, const std::string& dependency) {
        const TestGroup* required = package_.group(dependency);
        auto folder = folders_.find(dependency);
        if (folder == folders_.end()) return "sample";  // a group of samples only
        if (required->aggregation != Aggregation::Min)
            writer_.refuse("group '" + group.name + "' depends on '" + dependency +
                           "', which is not all-or-nothing; Kattis requires only pass-fail groups");
        return folder->second.empty() ? "secret" : "secret/" + folder->second;
    }

    // A submit-answer problem's answers are named after the cases (kattis_answer_files); a test
    // whose own answer name (answer_file: LemonLime's, Hydro's) is another is noted.
    void note_answer_files() {
        if (!package_.output_only()) return;
        std::vector<std::string> cases;
        for (const PackageTest& test : package_.tests) cases.push_back(case_names_.at(test.name));
        const std::vector<std::string> files = kattis_answer_files(cases);
        for (std::size_t i = 0; i < package_.tests.size(); ++i) {
            const PackageTest& test = package_.tests[i];
            if (!test.answer_file.empty() && test.answer_file != files[i])
                writer_.note(
                    "Kattis has no name of its own for a submit-answer case's answer; "
                    "gridjudge reads data/" +
                    cases[i] + "'s as " + files[i] + ": test " + test.name + "'s answer " +
                    test.answer_file + " is " + files[i] + " there");
        }
    }

    // An output-only problem's solution (answer files): a folder of them under
    // submissions/<folder>/, where the import reads them back; an answer file carries no
    // comment, so verdicts no folder means, or a score, are noted and left to the folder.
    void write_answer_solution(const PackageSolution& solution, std::set<std::string>& used) {
        std::vector<std::string> files{solution.source};
        files.insert(files.end(), solution.companions.begin(), solution.companions.end());
        const std::string own = fs::path(solution.source).parent_path().string();
        const std::string own_folder = fs::path(own).parent_path().filename().string();
        const bool in_place = starts_with(own, "submissions/" + own_folder + "/") &&
                              solution.tag == own_folder && kattis_folder_for(solution.expected) &&
                              !solution.score;
        // One answer file right in its verdict folder (submissions/wrong_answer/3.ans).
        const bool loose = solution.companions.empty() && own == "submissions/" + solution.tag &&
                           kattis_folder_for(solution.expected) && !solution.score;
        if (loose && used.insert(solution.source).second) {
            writer_.copy(solution.source, solution.source);
            return;
        }
        if (in_place && used.insert(own).second) {
            for (const std::string& file : files) writer_.copy(file, file);
            return;
        }
        const auto exact = kattis_folder_for(solution.expected);
        const std::string folder = exact ? std::string(*exact) : closest_folder(solution);
        if (!exact || solution.score)
            writer_.note("answers " + own + ": an answer file carries no @EXPECTED_RESULTS@ " +
                         "or @EXPECTED_SCORE@ comment; written to submissions/" + folder +
                         "/ (expected " + expected_results_text(solution.expected) +
                         (solution.score ? ", score " + score_text(*solution.score) : "") + ")");
        const std::string stem = portable_name(base_name(own.empty() ? "answers" : own));
        std::string name = stem;
        for (int n = 2; !used.insert("submissions/" + folder + "/" + name).second; ++n)
            name = std::to_string(n) + "-" + stem;
        for (const std::string& file : files)
            writer_.copy(file, "submissions/" + folder + "/" + name + "/" + base_name(file));
    }

    // The jury's solutions in submissions/<folder>/, the folder saying the verdict. A solution
    // that may get several verdicts no folder means (Polygon's time-limit-exceeded-or-accepted),
    // or that must get an exact score, carries DOMjudge's @EXPECTED_RESULTS@ / @EXPECTED_SCORE@
    // comment on its first line (after a #! line), which overrides the folder; the folder is then
    // that of its first verdict. A solution already in its Kattis folder keeps its path.
    void write_submissions() {
        std::set<std::string> used;
        for (const PackageSolution& solution : package_.solutions) {
            if (solution.language == kAnswerSolutionLanguage) {
                write_answer_solution(solution, used);
                continue;
            }
            // A program of several files is a folder of them, its name the folder's own.
            const bool several = !solution.companions.empty();
            const std::string own =
                several ? fs::path(solution.source).parent_path().string() : solution.source;
            const std::string own_folder = fs::path(own).parent_path().filename().string();
            const bool in_place =
                starts_with(own, "submissions/" + own_folder + "/") &&
                (solution.tag == own_folder || solution.tag == "@EXPECTED_RESULTS@");
            if (in_place && used.insert(own).second) {
                writer_.copy(solution.source, solution.source);
                for (const std::string& companion : solution.companions)
                    writer_.copy(companion, companion);
                continue;
            }
            const auto exact = kattis_folder_for(solution.expected);
            const bool comment = !exact || solution.score.has_value();
            const std::string folder = exact ? std::string(*exact) : closest_folder(solution);
            std::string name = portable_name(base_name(own));
            for (int n = 2; !used.insert("submissions/" + folder + "/" + name).second; ++n)
                name = std::to_string(n) + "-" + portable_name(base_name(own));
            const std::string target = "submissions/" + folder + "/" + name;
            const std::string entry_target =
                several ? target + "/" + base_name(solution.source) : target;
            if (comment)
                writer_.write(entry_target, with_expected_comment(solution));
            else
                writer_.copy(solution.source, entry_target);
            for (const std::string& companion : solution.companions)
                writer_.copy(companion, target + "/" + base_name(companion));
        }
    }

    static std::string closest_folder(const PackageSolution& solution) {
        for (Verdict verdict : solution.expected)
            if (auto folder = kattis_folder_for({verdict})) return std::string(*folder);
        const bool accepts = std::find(solution.expected.begin(), solution.expected.end(),
                                       Verdict::AC) != solution.expected.end();
        return accepts ? "accepted" : "rejected";
    }

    static std::string score_text(double score) {
        std::ostringstream text;
        text.precision(15);
        text << score;
        return text.str();
    }

    std::string with_expected_comment(const PackageSolution& solution) const {
        const Language* language = solution.language.empty() ? language_for_file(solution.source)
                                                             : find_language(solution.language);
        const bool hash =
            language != nullptr && (language->family == "python" || language->family == "pypy");
        const std::string marker = hash ? "# " : "// ";
        std::string lines;
        if (!kattis_folder_for(solution.expected))
            lines += marker + expected_results_text(solution.expected) + "\n";
        if (solution.score)
            lines += marker + "@EXPECTED_SCORE@: " + score_text(*solution.score) + "\n";
        std::string text = writer_.read(solution.source);
        const std::size_t after_shebang =
            starts_with(text, "#!") ? std::min(text.find('\n'), text.size() - 1) + 1 : 0;
        return text.insert(after_shebang, lines);
    }

    ExportWriter writer_;
    const ProblemPackage& package_;
    bool scoring_ = true, sample_noted_ = false;
    std::map<std::string, std::string> folders_;
    std::map<std::string, std::string> case_names_;  // test name -> its case's name under data/
};

}  // namespace

ExportResult export_kattis(const LoadedPackage& package, const fs::path& out) {
    return KattisExport(package, out).run();
}

}  // namespace gridjudge::package
