// CMS tasks in the italy_yaml layout (what cmsImportTask reads) to gridjudge package folders:
// task.yaml (name, title, time_limit in seconds, memory_limit in MiB, infile/outfile, n_input,
// public_testcases, score_type / score_type_parameters, output_only), input/input<N>.txt and
// output/output<N>.txt numbered from 0, gen/GEN (a `# ST: <points>` comment starts a subtask,
// every other non-comment line or `# COPY:` is a test), the comparator's source check/checker.*
// or cor/correttore.* (CMS's protocol: Protocol::Cms), sol/ (graders and headers, tagged
// solutions), the statement in testo/ or statement/. A folder of tasks (contest.yaml beside them)
// gives one package each. What CMS does that gridjudge does not (tokens, feedback levels,
// attachments, other score types) is refused naming the field or left out
// with a note. A Communication task (check/manager.* or cor/manager.*: the jury's manager talking
// with the contestant's program through FIFOs, the program compiled with sol/stub.*) becomes an
// interactive problem whose interactor speaks CMS's manager protocol.
#include <algorithm>
#include <cmath>
#include <regex>
#include <set>

#include "judge/compile/language.h"
#include "judge/model/limits.h"
#include "judge/model/package_json.h"
#include "judge/package/import_frame.h"
#include "judge/package/importers.h"
#include "judge/package/solution_tags.h"
#include "judge/package/yaml_reading.h"
#include "judge/util/utf8.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

// One subtask of gen/GEN or of GroupMin's parameters: its points and how many tests it takes.
struct CmsSubtask {
    double points = 0;
    std::int64_t tests = 0;
};

// What decides the tests' points: CMS's score type.
struct CmsScoring {
    bool grouped = false;            // GroupMin (or GroupMul judged as GroupMin)
    double points_per_test = 0;      // Sum
    std::vector<CmsSubtask> groups;  // grouped
    std::int64_t n_input = 0;
};

// A CMS test's codename: its number with three digits, as CMS shows it and names its output-only
// answers (output_000.txt).
std::string codename(std::int64_t number) {
    std::string text = std::to_string(number);
    if (text.size() < 3) text.insert(0, 3 - text.size(), '0');
    return text;
}

std::string trim(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos) return "";
    const std::size_t end = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(begin, end - begin + 1));
}

// The graders' language keys by the extension of sol/grader.<ext>, as CMS names its graders.
const std::vector<std::pair<std::string, std::string>>& grader_languages() {
    static const std::vector<std::pair<std::string, std::string>> kLanguages{
        {".c", "c"}, {".cpp", "cpp"}, {".pas", "pascal"}, {".java", "java17"}, {".py", "python3"}};
    return kLanguages;
}

// The verdicts a sol/ file's name says it is meant to get ("wrong", "tle", ...); nullopt when the
// name says nothing a judge can check. Names are split into words at '_', '-' and '.'.
std::optional<std::vector<Verdict>> verdicts_by_name(const std::string& name) {
    std::set<std::string> words;
    std::string word;
    for (const char c : fs::path(name).stem().string() + "_") {
        if (c == '_' || c == '-' || c == '.') {
            if (!word.empty()) words.insert(word);
            word.clear();
        } else {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    auto said = [&](std::initializer_list<const char*> names) {
        return std::any_of(names.begin(), names.end(),
                           [&](const char* n) { return words.count(n) > 0; });
    };
    if (said({"wrong", "wa", "sbagliata"})) return std::vector<Verdict>{Verdict::WA};
    if (said({"tle", "slow", "lenta"})) return std::vector<Verdict>{Verdict::TLE};
    if (said({"mle"})) return std::vector<Verdict>{Verdict::MLE};
    if (said({"rte", "re", "crash"})) return std::vector<Verdict>{Verdict::RE};
    if (said({"sol", "solution", "soluzione", "correct", "ac", "ok", "model"}))
        return std::vector<Verdict>{Verdict::AC};
    return std::nullopt;
}

class CmsImport {
  public:
    CmsImport(const ImportContext& context, std::string folder)
        : context_(context), folder_(std::move(folder)) {}

    void run() {
        const YamlFile task(context_.read(path("task.yaml")),
                            context_.source().display(path("task.yaml")));
        task_ = &task;
        std::string id = context_.options().problem_id;
        const YAML::Node name = entry({"name", "nome_breve"});
        if (id.empty()) {
            const std::string given =
                name ? text(name, "name")
                     : fs::path(context_.source().display(folder_)).filename().string();
            id = problem_id_from(given, task.file() + ": name");
        }
        ProblemDraft draft(context_, id, PackageFormat::Cms);
        draft_ = &draft;
        package_ = &draft.package();
        if (const YAML::Node title = entry({"title", "nome"}))
            package_->title = text(title, "title");
        note_ignored_fields();
        refuse_other_task_types();
        if (const YAML::Node output_only = entry({"output_only"}))
            if (task.boolean(output_only, "output_only")) package_->kind = ProblemKind::OutputOnly;
        // A Communication task's program talks with the manager: infile and outfile do not apply.
        const std::optional<JuryFile> manager =
            package_->output_only() ? std::nullopt : manager_source();
        if (!package_->output_only()) {
            read_limits();
            if (!manager) read_io();
        }
        read_statements();
        const CmsScoring scoring = read_scoring();
        add_tests(scoring);
        read_public_testcases();
        if (manager)
            read_manager(*manager);
        else
            read_checker();
        if (!package_->output_only()) read_sol();
        if (!package_->graders.empty()) read_submission_format(id);
        note_attachments();
        draft.validate_tests({});
        draft.finish();
    }

  private:
    std::string path(std::string_view relative) const {
        return folder_.empty() ? std::string(relative) : folder_ + "/" + std::string(relative);
    }
    std::string display(std::string_view relative) const {
        return context_.source().display(path(relative));
    }
    bool is_file(std::string_view relative) const {
        return context_.source().is_file(path(relative));
    }

    // A text field of task.yaml, refused unless it is UTF-8 (a package's texts are JSON's).
    std::string text(const YAML::Node& node, const char* field) const {
        const std::string value = task_->text(node, field);
        if (!is_valid_utf8(value)) task_->fail(node, field, "not UTF-8 text");
        return value;
    }

    // The first of `keys` task.yaml has (CMS reads the Italian names too).
    YAML::Node entry(std::initializer_list<const char*> keys) const {
        for (const char* key : keys)
            if (YAML::Node node = task_->entry(task_->root(), key, "(top level)")) return node;
        return YAML::Node(YAML::NodeType::Undefined);
    }

    void note_ignored_fields() const {
        std::vector<std::string> tokens, others;
        if (task_->root().IsMap())
            for (const auto& item : task_->root()) {
                const std::string key = item.first.as<std::string>("");
                if (key.rfind("token_", 0) == 0)
                    tokens.push_back(key);
                else if (key == "feedback_level" || key == "score_mode" ||
                         key == "max_submission_number" || key == "max_user_test_number" ||
                         key == "min_submission_interval" || key == "min_user_test_interval" ||
                         key == "score_precision" || key == "primary_language" ||
                         key == "total_value" || key == "version")
                    others.push_back(key);
            }
        auto join = [](const std::vector<std::string>& keys) {
            std::string text;
            for (const std::string& key : keys) text += (text.empty() ? "" : ", ") + key;
            return text;
        };
        if (!tokens.empty())
            context_.note(task_->file() + ": " + join(tokens) +
                          " not imported: gridjudge has no tokens (every submission is judged "
                          "in full)");
        others.erase(std::remove_if(others.begin(), others.end(),
                                    [](const std::string& key) {
                                        return key == "total_value" || key == "primary_language";
                                    }),
                     others.end());
        if (!others.empty())
            context_.note(task_->file() + ": " + join(others) +
                          " not imported: contest settings gridjudge does not keep per problem");
    }

    // BatchAndOutput tasks are not imported.
    void refuse_other_task_types() const {
        for (const char* key : {"output_only_testcases", "output_optional_testcases"})
            if (const YAML::Node node = entry({key});
                node && !node.IsNull() && !(node.IsScalar() && node.Scalar().empty()))
                task_->fail(node, key,
                            "a BatchAndOutput task (some tests answered by files): not "
                            "imported yet");
    }

    void read_limits() {
        if (const YAML::Node node = entry({"time_limit", "timeout"})) {
            const double seconds = task_->number(node, "time_limit");
            const double ms = std::round(seconds * 1000);
            if (!(ms >= static_cast<double>(kTimeLimitRange.min) &&
                  ms <= static_cast<double>(kTimeLimitRange.max)))
                task_->fail(node, "time_limit",
                            "'" + task_->text(node, "time_limit") +
                                "' seconds is out of range (0.001 to " +
                                std::to_string(kTimeLimitRange.max / 1000) + ")");
            package_->limits.time_ms = static_cast<std::int64_t>(ms);
        } else {
            context_.note(task_->file() + ": no time_limit; the default " +
                          std::to_string(package_->limits.time_ms) + " ms");
        }
        if (const YAML::Node node = entry({"memory_limit", "memlimit"})) {
            const std::int64_t mib = task_->integer(node, "memory_limit");
            if (mib < kMemoryLimitRange.min || mib > kMemoryLimitRange.max)
                task_->fail(node, "memory_limit",
                            std::to_string(mib) + " MiB is out of range (" +
                                std::to_string(kMemoryLimitRange.min) + " to " +
                                std::to_string(kMemoryLimitRange.max) + ")");
            package_->limits.memory_mib = mib;
        } else {
            context_.note(task_->file() + ": no memory_limit; the default " +
                          std::to_string(package_->limits.memory_mib) + " MiB");
        }
    }

    // A file name of task.yaml: "" (stdin or stdout), else a plain name in the program's folder.
    std::string io_name(const char* key, const char* fallback) const {
        const YAML::Node node = entry({key});
        if (!node) return fallback;  // CMS's default is file I/O
        if (node.IsNull()) return "";
        const std::string name = text(node, key);
        if (!name.empty() && (name.find('/') != std::string::npos || name == "." || name == ".." ||
                              name.find('\0') != std::string::npos))
            task_->fail(node, key, "'" + name + "' is not a plain file name");
        return name;
    }

    void read_io() {
        const std::string input = io_name("infile", "input.txt");
        const std::string output = io_name("outfile", "output.txt");
        if (input.empty() && output.empty()) return;
        if (output.empty())
            task_->fail(entry({"outfile"}), "outfile",
                        "empty (standard output) while infile is '" + input +
                            "': gridjudge's file I/O judges the output file; give both or neither");
        if (input == output)
            task_->fail(entry({"outfile"}), "outfile", "the same file as infile ('" + input + "')");
        // A program reading stdin finds the input there too in file mode.
        package_->io = {IoMode::File, input.empty() ? "input.txt" : input, output};
        if (input.empty() && output == "input.txt") package_->io.input_file = "input.in";
    }

    void read_statements() {
        for (const char* folder : {"statement", "testo"}) {
            if (!context_.source().is_directory(path(folder))) continue;
            std::string primary = "it";  // CMS's default
            if (const YAML::Node node = entry({"primary_language"}))
                primary = text(node, "primary_language");
            for (const PackageDir::Entry& file : context_.source().list(path(folder))) {
                if (file.kind != PackageDir::Kind::File) continue;
                const fs::path name(file.name);
                if (name.extension() != ".pdf") continue;
                const std::string stem = name.stem().string();
                const std::string language = stem == folder ? primary : stem;
                const std::string to = "statement/" + file.name;
                draft_->copy(path(std::string(folder) + "/" + file.name), to);
                package_->statements.push_back({language, "pdf", to});
            }
        }
    }

    // gen/GEN as CMS reads it: its subtasks (none: one group of equal points) and its tests.
    CmsScoring read_gen() const {
        const std::string file = display("gen/GEN");
        const std::string text = context_.read(path("gen/GEN"));
        CmsScoring scoring;
        std::optional<CmsSubtask> open;
        std::int64_t line_number = 0, loose = 0;
        std::size_t at = 0;
        while (at < text.size()) {
            std::size_t end = text.find('\n', at);
            if (end == std::string::npos) end = text.size();
            const std::string line = trim(std::string_view(text).substr(at, end - at));
            at = end + 1;
            ++line_number;
            const std::size_t hash = line.find('#');
            const std::string test = trim(line.substr(0, hash));
            const std::string comment =
                hash == std::string::npos ? "" : trim(line.substr(hash + 1));
            const bool copy = comment.rfind("COPY:", 0) == 0;
            const bool subtask = comment.rfind("ST:", 0) == 0;
            const auto where = [&] {
                return file + ": line " + std::to_string(line_number) + ": ";
            };
            if (static_cast<int>(!test.empty()) + copy + subtask > 1)
                throw PackageError(where() + "a test and a command on one line");
            if (subtask) {
                const std::string points = trim(comment.substr(3));
                std::int64_t value = 0;
                try {
                    std::size_t used = 0;
                    value = std::stoll(points, &used);
                    if (used != points.size() || value < 0) throw std::invalid_argument(points);
                } catch (const std::exception&) {
                    throw PackageError(where() + "ST: '" + points +
                                       "' is not a whole number of points");
                }
                if (open)
                    scoring.groups.push_back(*open);
                else if (loose > 0)
                    throw PackageError(where() + std::to_string(loose) +
                                       " tests come before the first subtask (# ST:)");
                open = CmsSubtask{static_cast<double>(value), 0};
            } else if (!test.empty() || copy) {
                if (open)
                    ++open->tests;
                else
                    ++loose;
                ++scoring.n_input;
            }
        }
        if (open) {
            scoring.groups.push_back(*open);
            scoring.grouped = true;
            double total = 0;
            for (const CmsSubtask& group : scoring.groups) total += group.points;
            if (total != 100)
                throw PackageError(file + ": the subtasks' points add up to " +
                                   format_points(total) + ", not 100 (CMS requires 100)");
        }
        return scoring;
    }

    // The scoring: task.yaml's own score_type when it gives score_type, its parameters and
    // n_input (as CMS decides), else gen/GEN's subtasks, else n_input tests of equal points.
    CmsScoring read_scoring() const {
        const YAML::Node type = entry({"score_type"});
        const YAML::Node parameters = entry({"score_type_parameters"});
        const YAML::Node n_input = entry({"n_input"});
        CmsScoring scoring;
        if (type && parameters && n_input) {
            scoring.n_input = count(n_input);
            read_score_type(type, parameters, scoring);
            return scoring;
        }
        if (type || parameters)
            context_.note(task_->file() +
                          ": score_type and score_type_parameters count only with n_input (as in "
                          "CMS); the subtasks of gen/GEN are used");
        if (is_file("gen/GEN")) {
            scoring = read_gen();
            if (n_input && count(n_input) != scoring.n_input)
                task_->fail(n_input, "n_input",
                            std::to_string(count(n_input)) + " tests, but gen/GEN lists " +
                                std::to_string(scoring.n_input));
        } else {
            if (!n_input)
                task_->fail(task_->root(), "n_input",
                            "missing (without gen/GEN it says how many tests there are)");
            scoring.n_input = count(n_input);
        }
        if (!scoring.grouped) {
            double total = 100;
            if (const YAML::Node node = entry({"total_value"}))
                total = task_->number(node, "total_value");
            scoring.points_per_test =
                scoring.n_input == 0 ? 0 : total / static_cast<double>(scoring.n_input);
        }
        return scoring;
    }

    // n_input within the caps on the files an import copies (two per test).
    std::int64_t count(const YAML::Node& node) const {
        const std::int64_t n = task_->integer(node, "n_input");
        const std::int64_t most = context_.options().caps.max_files / 2;
        if (n < 1 || n > most)
            task_->fail(
                node, "n_input",
                std::to_string(n) + " tests is out of range (1 to " + std::to_string(most) + ")");
        return n;
    }

    void read_score_type(const YAML::Node& type_node, const YAML::Node& parameters,
                         CmsScoring& scoring) const {
        const std::string type = text(type_node, "score_type");
        if (type == "Sum") {
            scoring.points_per_test = task_->number(parameters, "score_type_parameters");
            return;
        }
        if (type != "GroupMin" && type != "GroupMul")
            task_->fail(type_node, "score_type",
                        "'" + type + "' is not imported (Sum, GroupMin and GroupMul are)");
        if (type == "GroupMul") {
            // A product of fractions equals their minimum when every fraction is 0 or 1: CMS's
            // own comparison (no checker) gives nothing else.
            if (has_checker())
                task_->fail(type_node, "score_type",
                            "'GroupMul' with a checker is not imported: gridjudge's groups take "
                            "the minimum of partial scores, not their product");
            context_.note(task_->file() +
                          ": score_type GroupMul scored as GroupMin (the same without a checker: "
                          "every test is 0 or 1)");
        }
        if (!parameters.IsSequence() || parameters.size() == 0)
            task_->fail(parameters, "score_type_parameters",
                        "expected a list of [points, number of tests]");
        std::int64_t tests = 0;
        for (std::size_t i = 0; i < parameters.size(); ++i) {
            const std::string field = "score_type_parameters[" + std::to_string(i) + "]";
            const YAML::Node item = parameters[i];
            if (!item.IsSequence() || item.size() < 2)
                task_->fail(item, field, "expected [points, number of tests]");
            CmsSubtask subtask;
            subtask.points = task_->number(item[0], field + "[0]");
            if (item[1].IsScalar() &&
                item[1].Scalar().find_first_not_of("0123456789") != std::string::npos)
                task_->fail(item[1], field + "[1]",
                            "'" + item[1].Scalar() +
                                "': subtasks chosen by a pattern of test names are not imported "
                                "(a number of tests is)");
            subtask.tests = task_->integer(item[1], field + "[1]");
            if (subtask.points < 0 || subtask.tests < 1)
                task_->fail(item, field, "points must be 0 or more and tests at least 1");
            tests += subtask.tests;
            scoring.groups.push_back(subtask);
        }
        if (tests != scoring.n_input)
            task_->fail(parameters, "score_type_parameters",
                        "the subtasks take " + std::to_string(tests) + " tests, n_input is " +
                            std::to_string(scoring.n_input));
        scoring.grouped = true;
    }

    void add_tests(const CmsScoring& scoring) {
        std::vector<std::pair<std::string, std::int64_t>> groups;  // name, tests
        if (scoring.grouped) {
            for (std::size_t i = 0; i < scoring.groups.size(); ++i) {
                const std::string name = "subtask" + std::to_string(i + 1);
                package_->groups.push_back({name, scoring.groups[i].points, Aggregation::Min, {}});
                groups.push_back({name, scoring.groups[i].tests});
            }
        } else {
            package_->groups.push_back({"all", 0, Aggregation::EachTest, {}});
            groups.push_back({"all", scoring.n_input});
        }
        std::int64_t number = 0;
        for (const auto& [group, tests] : groups) {
            for (std::int64_t i = 0; i < tests; ++i, ++number) {
                const std::string input = "input/input" + std::to_string(number) + ".txt";
                const std::string output = "output/output" + std::to_string(number) + ".txt";
                for (const std::string& file : {input, output})
                    if (!is_file(file))
                        throw PackageError(display(file) + ": missing (test " +
                                           std::to_string(number) + " of " +
                                           std::to_string(scoring.n_input) + ")");
                PackageTest test;
                test.name = codename(number);
                test.group = group;
                test.points = scoring.grouped ? 0 : scoring.points_per_test;
                test.input = "tests/" + test.name + ".in";
                test.answer = "tests/" + test.name + ".ans";
                draft_->copy(path(input), test.input);
                draft_->copy(path(output), test.answer);
                package_->tests.push_back(std::move(test));
            }
        }
        if (!scoring.grouped)
            package_->groups.front().points =
                scoring.points_per_test * static_cast<double>(scoring.n_input);
    }

    // public_testcases: "all" or test numbers "0, 2": shown as samples, scored as any test.
    void read_public_testcases() {
        const YAML::Node node = entry({"public_testcases", "risultati"});
        if (!node || node.IsNull()) return;
        const std::string text = this->text(node, "public_testcases");
        if (trim(text) == "all") {
            for (PackageTest& test : package_->tests) test.sample = true;
            return;
        }
        std::size_t at = 0;
        while (at <= text.size()) {
            std::size_t comma = text.find(',', at);
            if (comma == std::string::npos) comma = text.size();
            const std::string item = trim(text.substr(at, comma - at));
            at = comma + 1;
            if (item.empty()) continue;
            if (item.find_first_not_of("0123456789") != std::string::npos || item.size() > 9 ||
                std::stoll(item) >= static_cast<std::int64_t>(package_->tests.size()))
                task_->fail(node, "public_testcases",
                            "'" + item + "' is not a test number (0 to " +
                                std::to_string(package_->tests.size() - 1) + ")");
            package_->tests[std::stoul(item)].sample = true;
        }
    }

    // A jury program's source: the comparator's check/checker.<ext> or cor/correttore.<ext>
    // (the manager's check/manager.<ext> or cor/manager.<ext>), or CMS's own extensionless
    // check/checker when it is a Python script (CMS runs it by its #! line): kept as
    // check/checker.py. `from` is its path in the task, `to` in the package.
    struct JuryFile {
        std::string from, to;
    };
    using JuryNames = std::initializer_list<std::pair<const char*, const char*>>;
    std::optional<JuryFile> checker_source() const {
        return jury_source({{"check", "checker"}, {"cor", "correttore"}}, "comparator");
    }
    std::optional<JuryFile> manager_source() const {
        return jury_source({{"check", "manager"}, {"cor", "manager"}}, "manager");
    }
    std::optional<JuryFile> jury_source(JuryNames names, const std::string& what) const {
        for (const auto& [folder, stem] : names) {
            if (!context_.source().is_directory(path(folder))) continue;
            for (const PackageDir::Entry& file : context_.source().list(path(folder)))
                if (file.kind == PackageDir::Kind::File && fs::path(file.name).stem() == stem &&
                    !fs::path(file.name).extension().empty() &&
                    language_for_file(file.name) != nullptr) {
                    const std::string at = std::string(folder) + "/" + file.name;
                    return JuryFile{at, at};
                }
        }
        for (const auto& [folder, stem] : names) {
            const std::string binary = std::string(folder) + "/" + stem;
            if (!is_file(binary)) continue;
            const std::string text = context_.read(path(binary));
            const std::string first = text.substr(0, text.find('\n'));
            if (first.rfind("#!", 0) == 0 && first.find("python3") != std::string::npos)
                return JuryFile{binary, binary + ".py"};
            throw PackageError(display(binary) + ": a compiled " + what +
                               " without its source (gridjudge compiles a package's programs: "
                               "put the source beside it, " +
                               binary + ".cpp)");
        }
        return std::nullopt;
    }
    bool has_checker() const {
        for (const auto& [folder, stem] :
             {std::pair{"check", "checker"}, std::pair{"cor", "correttore"}}) {
            if (!context_.source().is_directory(path(folder))) continue;
            for (const PackageDir::Entry& file : context_.source().list(path(folder)))
                if (fs::path(file.name).stem() == stem) return true;
        }
        return false;
    }

    void read_checker() {
        const std::optional<JuryFile> checker = checker_source();
        if (!checker) {
            // CMS's "diff": white space between tokens and at line ends does not count.
            package_->checker = {Protocol::Builtin, "tokens", "", "", {"lines"}};
            return;
        }
        draft_->copy(path(checker->from), checker->to);
        package_->checker = {Protocol::Cms,
                             "",
                             checker->to,
                             language_of_source(checker->to, display(checker->from)),
                             {}};
        copy_quoted_headers(*checker);
    }

    // A Communication task: the manager is the problem's interactor (CMS's manager protocol),
    // with CMS's task.yaml parameters: num_processes (1 to 8 contestant processes at once) and
    // user_io (fifo_io, or std_io; by default fifo_io with a stub in sol/, else std_io, as CMS's
    // loader chooses).
    void read_manager(const JuryFile& manager) {
        std::int64_t processes = 1;
        if (const YAML::Node node = entry({"num_processes"}); node && !node.IsNull()) {
            processes = task_->integer(node, "num_processes");
            if (processes < 1 || processes > 8)
                task_->fail(node, "num_processes",
                            std::to_string(processes) +
                                " contestant processes: gridjudge runs 1 to 8 beside the manager");
        }
        std::string user_io = has_stub() ? "fifo_io" : "std_io";
        if (const YAML::Node node = entry({"user_io"}); node && !node.IsNull()) {
            user_io = text(node, "user_io");
            if (user_io != "fifo_io" && user_io != "std_io")
                task_->fail(node, "user_io", "'" + user_io + "' is neither fifo_io nor std_io");
        }
        draft_->copy(path(manager.from), manager.to);
        std::vector<std::string> arguments{user_io};
        if (processes > 1) arguments.push_back(std::to_string(processes));
        package_->interactor =
            ProgramSpec{Protocol::Cms, "", manager.to,
                        language_of_source(manager.to, display(manager.from)), arguments};
        copy_quoted_headers(manager);
        if (checker_source())
            context_.note(display("check") +
                          ": the comparator is not used in a Communication task (the manager "
                          "decides, as in CMS)");
    }

    bool has_stub() const {
        for (const auto& [extension, language] : grader_languages())
            if (is_file("sol/stub" + extension)) return true;
        return false;
    }

    // The headers a jury program includes by a quoted name, found beside it, go into the
    // package's files (a testlib.h is the package's testlib).
    void copy_quoted_headers(const JuryFile& program) {
        const std::string* source = &program.to;
        const std::string folder = fs::path(*source).parent_path().string();
        for (const IncludeLine& include : include_lines(context_.read(path(program.from)))) {
            const std::string header = folder + "/" + include.header;
            if (!include.quoted || include.header.find('/') != std::string::npos ||
                !is_file(header))
                continue;
            if (fs::path(include.header).filename() == "testlib.h") {
                draft_->set_shipped_testlib(path(header));
                draft_->add_testlib(*source);
                continue;
            }
            draft_->copy(path(header), header);
            package_->files.push_back(header);
        }
    }

    static bool is_header(const std::string& name) {
        const std::string extension = fs::path(name).extension().string();
        return extension == ".h" || extension == ".hpp" ||
               (name.size() > 7 && name.substr(name.size() - 7) == "lib.pas");
    }

    // sol/: grader.<ext> and the headers beside them become the graders of each language; the
    // other sources whose names say a verdict become the package's tagged solutions.
    void read_sol() {
        if (!context_.source().is_directory(path("sol"))) return;
        const std::vector<PackageDir::Entry> files = context_.source().list(path("sol"));
        std::vector<std::string> headers, pascal_units, left_out;
        for (const PackageDir::Entry& file : files) {
            if (file.kind != PackageDir::Kind::File) continue;
            if (fs::path(file.name).extension() == ".pas" && is_header(file.name))
                pascal_units.push_back(file.name);
            else if (is_header(file.name))
                headers.push_back(file.name);
        }
        // A Communication task's stub plays the grader's part: it holds main() and calls the
        // contestant's functions.
        const std::string jury_stem = package_->interactive() ? "stub" : "grader";
        for (const auto& [extension, language] : grader_languages()) {
            const std::string grader = jury_stem + extension;
            if (!is_file("sol/" + grader)) continue;
            std::vector<std::string> paths{"graders/" + grader};
            draft_->copy(path("sol/" + grader), paths.front());
            const std::vector<std::string>& beside = language == "pascal" ? pascal_units
                                                     : language == "c" || language == "cpp"
                                                         ? headers
                                                         : std::vector<std::string>{};
            for (const std::string& header : beside) paths.push_back("graders/" + header);
            package_->graders[language] = std::move(paths);
        }
        if (!package_->graders.empty()) {
            std::set<std::string> copied;
            for (const auto& [language, paths] : package_->graders)
                for (std::size_t i = 1; i < paths.size(); ++i)
                    if (copied.insert(paths[i]).second)
                        draft_->copy(path("sol/" + paths[i].substr(8)), paths[i]);
        }
        for (const PackageDir::Entry& file : files) {
            if (file.kind != PackageDir::Kind::File || is_header(file.name)) continue;
            const std::string stem = fs::path(file.name).stem().string();
            if (stem == "grader" || stem == "stub") continue;
            const std::string from = "sol/" + file.name;
            if (language_for_file(file.name) == nullptr) continue;
            const std::optional<std::vector<Verdict>> expected = verdicts_by_name(file.name);
            if (!expected) {
                left_out.push_back(file.name);
                continue;
            }
            PackageSolution solution;
            solution.source = "solutions/" + file.name;
            solution.expected = *expected;
            solution.tag = "sol/" + file.name;
            draft_->copy(path(from), solution.source);
            package_->solutions.push_back(std::move(solution));
        }
        if (!left_out.empty()) {
            std::string names;
            for (const std::string& name : left_out) names += (names.empty() ? "" : ", ") + name;
            context_.note(display("sol") + ": " + names +
                          " not listed as solutions: the name says no verdict (solution, wrong, "
                          "tle, ...)");
        }
    }

    // The names the graders (stubs) know the contestant's files by, in CMS's notation: CMS's
    // loader gives `<task name>.%l` (a Python stub's `import <name>`, a Pascal one's `uses`);
    // `submission_format` (a list, or names separated by commas, as CMS's admin takes them)
    // gives others, one per process in a two-process task ("user1.%l, user2.%l").
    void read_submission_format(const std::string& id) {
        const YAML::Node node = entry({"submission_format"});
        if (!node || node.IsNull()) {
            const YAML::Node name = entry({"name", "nome_breve"});
            const std::string task = name ? text(name, "name") : id;
            if (is_submission_format_name(task + ".%l"))
                package_->submission_format = {task + ".%l"};
            else
                context_.note(task_->file() + ": name '" + task +
                              "' is no module name: the stubs import the contestant's file as "
                              "solution");
            return;
        }
        std::vector<std::string> names;
        if (node.IsSequence()) {
            for (const YAML::Node& item : node) names.push_back(text(item, "submission_format"));
        } else {
            const std::string list = text(node, "submission_format");
            std::size_t at = 0;
            while (at <= list.size()) {
                std::size_t comma = list.find(',', at);
                if (comma == std::string::npos) comma = list.size();
                names.push_back(trim(list.substr(at, comma - at)));
                at = comma + 1;
            }
        }
        std::set<std::string> seen;
        for (const std::string& name : names) {
            if (!is_submission_format_name(name))
                task_->fail(node, "submission_format",
                            "'" + name +
                                "' is not NAME.%l (a letter or '_', then letters, digits and '_')");
            if (!seen.insert(name).second)
                task_->fail(node, "submission_format", "'" + name + "' is given twice");
        }
        if (names.size() > 8)
            task_->fail(node, "submission_format",
                        std::to_string(names.size()) + " files; at most 8 (one per process)");
        package_->submission_format = std::move(names);
    }

    void note_attachments() const {
        if (!context_.source().is_directory(path("att"))) return;
        context_.note(display("att") +
                      ": attachments are not imported (a gridjudge package has none); give them "
                      "to contestants with the statement");
    }

    const ImportContext& context_;
    std::string folder_;  // the task's folder in the import ("" for the root)
    const YamlFile* task_ = nullptr;
    ProblemDraft* draft_ = nullptr;
    ProblemPackage* package_ = nullptr;
};

}  // namespace

ImportResult import_cms(const fs::path& source_dir, const fs::path& out_dir, PackageTools& tools,
                        const ImportOptions& options) {
    return run_import(PackageFormat::Cms, source_dir, out_dir, tools, options,
                      [](const ImportContext& context) {
                          if (context.source().is_file("task.yaml")) {
                              CmsImport(context, "").run();
                              return;
                          }
                          // A contest folder: one folder per task.
                          std::vector<std::string> folders;
                          for (const PackageDir::Entry& entry : context.source().list())
                              if (entry.kind == PackageDir::Kind::Directory &&
                                  context.source().is_file(entry.name + "/task.yaml"))
                                  folders.push_back(entry.name);
                          if (folders.size() > 1 && !context.options().problem_id.empty())
                              throw PackageError(context.source().display("") + ": " +
                                                 std::to_string(folders.size()) +
                                                 " tasks; --id names one problem");
                          for (const std::string& folder : folders)
                              CmsImport(context, folder).run();
                      });
}

}  // namespace gridjudge::package
