// Hydro problems (problem.yaml, problem[_LANG].md, testdata/config.yaml and the data files) to
// gridjudge package folders; a Hydro export (one folder per problem) gives one package each.
// config.yaml: `time` and `memory` as Hydro writes them ("1s", "1000ms", "256m", "512MB", "1g"),
// `type` (default, interactive, communication with `manager` and `num_processes`, submit_answer;
// others refused), `filename` (file I/O: NAME.in,
// NAME.out; for submit_answer the answer file of each case, '#' its number),
// subtasks with `id`, `score`, `type` (min, max, sum), `cases`, `if`; without subtasks the
// `cases`, or else the data files paired by name, form one sum subtask (or, when the names carry
// subtask numbers, `1-2.in`, the subtasks they name, as Hydro's judge reads them). Scores left open
// are split as Hydro splits them (whole points, the remainder to the last ones). `checker_type`
// default and strict map to the tokens checker's line comparisons; testlib, lemon and kattis
// keep the checker's source. Limits that differ between subtasks or cases take the largest.
// `judge_extra_files` become the package's files (beside the checker and interactor);
// `user_extra_files` headers become the C and C++ graders' headers (other files are refused).
#include <algorithm>
#include <cctype>
#include <climits>
#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "judge/model/limits.h"
#include "judge/model/package_json.h"
#include "judge/package/builtin_marker.h"
#include "judge/package/import_frame.h"
#include "judge/package/importers.h"
#include "judge/package/yaml_reading.h"
#include "judge/util/utf8.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

constexpr const char* kConfig = "testdata/config.yaml";

// Hydro's time: "1s", "1.5s", "1000ms", "1000" (ms). In milliseconds, not yet rounded or
// range-checked (a huge value stays a huge double, never an overflowed integer).
std::optional<double> hydro_time_ms(const std::string& text) {
    static const std::regex kTime(R"(^([0-9]+(?:\.[0-9]*)?)([mMuU]?)[sS]?$)");
    std::smatch match;
    if (!std::regex_match(text, match, kTime)) return std::nullopt;
    const double value = std::strtod(match[1].str().c_str(), nullptr);
    const std::string unit = match[2];
    if (unit.empty() && text.find_first_not_of("0123456789") == std::string::npos)
        return value;  // a bare integer is milliseconds
    const double factor = unit.empty() ? 1000 : (unit == "m" || unit == "M") ? 1 : 0.001;
    return std::floor(value * factor);
}

// Hydro's memory: "256m", "512MB", "1g", "65536k", "256" (MiB). In MiB, rounded up, not yet
// range-checked.
std::optional<double> hydro_memory_mib(const std::string& text) {
    if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos)
        return std::strtod(text.c_str(), nullptr);
    static const std::regex kMemory(R"(^([0-9]+(?:\.[0-9]*)?)([kKmMgG])[bB]?$)");
    std::smatch match;
    if (!std::regex_match(text, match, kMemory)) return std::nullopt;
    const double value = std::strtod(match[1].str().c_str(), nullptr);
    const char unit = static_cast<char>(std::tolower(match[2].str()[0]));
    const double factor = unit == 'k' ? 1.0 / 1024 : unit == 'm' ? 1 : 1024;
    return std::ceil(value * factor);
}

// Hydro's whole-point split of `total` over `count` parts: the last ones get one more.
std::vector<double> split_points(double total, std::size_t count) {
    std::vector<double> parts;
    if (count == 0) return parts;
    const auto whole = static_cast<std::int64_t>(std::max(0.0, std::floor(total)));
    const std::int64_t base = whole / static_cast<std::int64_t>(count);
    const std::int64_t extra_from =
        static_cast<std::int64_t>(count) - whole % static_cast<std::int64_t>(count);
    for (std::size_t i = 0; i < count; ++i)
        parts.push_back(static_cast<double>(base + (static_cast<std::int64_t>(i) >= extra_from)));
    return parts;
}

struct HydroCase {
    std::string input, output;  // in testdata/
    std::optional<double> score;
    std::optional<std::int64_t> time_ms, memory_mib;
    // Paired by file name: the subtask its name gives (`2-1.in`, `a2_1.in`), if it gives one.
    std::optional<long long> subtask_from_name;
};

struct HydroSubtask {
    std::optional<std::int64_t> id;
    std::optional<double> score;
    std::string type = "min";
    std::optional<std::int64_t> time_ms, memory_mib;
    std::vector<HydroCase> cases;
    std::vector<std::int64_t> depends_on;
};

class HydroImport {
  public:
    HydroImport(const ImportContext& context, std::string folder)
        : context_(context), folder_(std::move(folder)) {}

    void run() {
        const YamlFile problem(context_.read(path("problem.yaml")),
                               context_.source().display(path("problem.yaml")));
        std::string id = context_.options().problem_id;
        if (id.empty()) {
            const YAML::Node pid = problem.entry(problem.root(), "pid", "(top level)");
            const std::string name =
                pid ? problem.text(pid, "pid")
                    : fs::path(context_.source().display(folder_)).filename().string();
            id = problem_id_from(name, problem.file() + ": pid");
        }
        ProblemDraft draft(context_, id, PackageFormat::Hydro);
        draft_ = &draft;
        package_ = &draft.package();
        if (const YAML::Node title = problem.entry(problem.root(), "title", "(top level)"))
            package_->title = problem.text(title, "title");
        read_statements();

        if (!context_.source().is_file(path(kConfig)))
            throw PackageError(context_.source().display(path(kConfig)) +
                               ": missing (a Hydro problem's judging settings)");
        const YamlFile config(context_.read(path(kConfig)),
                              context_.source().display(path(kConfig)));
        config_ = &config;
        read_settings();
        std::vector<HydroSubtask> subtasks = read_subtasks();
        make_tests(subtasks);
        draft.validate_tests(validators_);
        draft.finish();
    }

  private:
    std::string path(std::string_view relative) const {
        return folder_.empty() ? std::string(relative) : folder_ + "/" + std::string(relative);
    }

    YAML::Node entry(const char* key) const {
        return config_->entry(config_->root(), key, "(top level)");
    }

    void read_statements() {
        for (const PackageDir::Entry& file : context_.source().list(folder_)) {
            if (file.kind != PackageDir::Kind::File) continue;
            std::string language;
            if (file.name == "problem.md")
                language = "";
            else if (file.name.rfind("problem_", 0) == 0 && file.name.size() > 11 &&
                     file.name.substr(file.name.size() - 3) == ".md")
                language = file.name.substr(8, file.name.size() - 11);
            else
                continue;
            draft_->copy(path(file.name), file.name);
            package_->statements.push_back({language, "markdown", file.name});
        }
    }

    // A limit in the model's range, or an error naming the field, the text and the range.
    std::int64_t in_range(const YAML::Node& node, const std::string& field, const std::string& text,
                          double value, const LimitRange& range) const {
        if (!(value >= static_cast<double>(range.min) && value <= static_cast<double>(range.max)))
            config_->fail(node, field,
                          "'" + text + "' is out of range (" + std::to_string(range.min) + " to " +
                              std::to_string(range.max) + " " + std::string(range.unit) + ")");
        return static_cast<std::int64_t>(value);
    }

    std::int64_t time_of(const YAML::Node& node, const std::string& field) const {
        const std::string text = config_->text(node, field);
        const auto value = hydro_time_ms(text);
        if (!value) config_->fail(node, field, "'" + text + "' is not a time (1s, 1000ms)");
        return in_range(node, field, text, *value, kTimeLimitRange);
    }

    std::int64_t memory_of(const YAML::Node& node, const std::string& field) const {
        const std::string text = config_->text(node, field);
        const auto value = hydro_memory_mib(text);
        if (!value) config_->fail(node, field, "'" + text + "' is not a memory size (256m, 1g)");
        return in_range(node, field, text, *value, kMemoryLimitRange);
    }

    void read_settings() {
        std::string type = "default";
        if (const YAML::Node node = entry("type")) type = config_->text(node, "type");
        if (type != "default" && type != "interactive" && type != "submit_answer" &&
            type != "communication")
            config_->fail(entry("type"), "type",
                          "'" + type +
                              "' problems are not supported (default, interactive, "
                              "communication and submit_answer are)");
        if (type == "submit_answer") package_->kind = ProblemKind::OutputOnly;
        time_ms_ = 1000;
        memory_mib_ = 256;
        if (const YAML::Node node = entry("time")) time_ms_ = time_of(node, "time");
        if (const YAML::Node node = entry("memory")) memory_mib_ = memory_of(node, "memory");
        if (const YAML::Node node = entry("filename")) {
            const std::string name = config_->text(node, "filename");
            if (package_->output_only())
                answer_pattern_ = name;
            else
                package_->io = {IoMode::File, name + ".in", name + ".out"};
        }
        for (const char* key : {"time_limit_rate", "memory_limit_rate", "langs"})
            if (entry(key)) context_.note(config_->file() + ": '" + key + "' is not imported");

        std::string checker_type = "default";
        if (const YAML::Node node = entry("checker_type"))
            checker_type = config_->text(node, "checker_type");
        if (checker_type == "default") {
            package_->checker = {Protocol::Builtin, "tokens", "", "", {"lines"}};
        } else if (checker_type == "strict") {
            package_->checker = {
                Protocol::Builtin, "tokens", "", "", {"lines", "space_change_sensitive"}};
        } else if (checker_type == "testlib" || checker_type == "lemon" ||
                   checker_type == "kattis") {
            const Protocol protocol = checker_type == "testlib" ? Protocol::Testlib
                                      : checker_type == "lemon" ? Protocol::Lemon
                                                                : Protocol::Kattis;
            // A gridjudge export's built-in checker comes back as the built-in checker.
            if (std::optional<ProgramSpec> builtin = exported_builtin("checker"))
                package_->checker = *builtin;
            else
                package_->checker = program("checker", protocol);
        } else {
            config_->fail(entry("checker_type"), "checker_type",
                          "'" + checker_type +
                              "' checkers are not supported (default, strict, testlib, lemon and "
                              "kattis are)");
        }
        if (type == "interactive") package_->interactor = program("interactor", Protocol::Testlib);
        if (type == "communication") read_manager();
        if (entry("validator")) {
            package_->validator = program("validator", Protocol::Testlib);
            validators_.push_back(
                {*package_->validator, tool_program(*draft_, *package_->validator)});
        }
        read_judge_extra_files();
        read_user_extra_files();
    }

    // type: communication, as Hydro's judge runs it: `manager` gets each process's pair of pipes
    // (from the program, to the program) as arguments and the case's input on stdin, and writes
    // the fraction on stdout and its message on stderr: CMS's manager protocol. The contestant's
    // `num_processes` (required, 1 to 8 here) processes talk on their standard streams (std_io).
    void read_manager() {
        const YAML::Node node = entry("num_processes");
        if (!node) config_->fail(config_->root(), "num_processes", "missing (type: communication)");
        const std::int64_t processes = config_->integer(node, "num_processes");
        if (processes < 1 || processes > 8)
            config_->fail(node, "num_processes",
                          std::to_string(processes) +
                              " contestant processes: gridjudge runs 1 to 8 beside the manager");
        ProgramSpec manager = program("manager", Protocol::Cms);
        manager.arguments = {"std_io"};
        if (processes > 1) manager.arguments.push_back(std::to_string(processes));
        package_->interactor = std::move(manager);
    }

    // An extra-files list (a file name or a list of them, relative to testdata/, as Hydro's
    // judge reads it): each entry's field and name, every one a plain file of testdata/.
    struct ExtraFile {
        YAML::Node node;
        std::string field, name;
    };
    std::vector<ExtraFile> extra_files(const char* key) const {
        std::vector<ExtraFile> files;
        const YAML::Node node = entry(key);
        if (!node || node.IsNull()) return files;
        const bool list = node.IsSequence();
        for (std::size_t i = 0; i < (list ? node.size() : 1); ++i) {
            const YAML::Node item = list ? node[i] : node;
            const std::string field =
                list ? std::string(key) + "[" + std::to_string(i) + "]" : std::string(key);
            const std::string name = config_->text(item, field);
            // Hydro places each file by its base name; one in a subfolder of testdata/ would
            // change names on the way, so only plain names are taken.
            if (name.empty() || name.find('/') != std::string::npos || name == "." ||
                name == ".." || !is_safe_package_path("testdata/" + name))
                config_->fail(item, field, "'" + name + "' is not a plain file name in testdata/");
            if (!context_.source().is_file(path("testdata/" + name)))
                config_->fail(item, field, "'" + name + "' is not a file of testdata/");
            files.push_back({item, field, name});
        }
        return files;
    }

    // judge_extra_files: Hydro copies them beside the checker (and interactor) when it compiles
    // and runs it; the package's files are put beside the jury's programs the same way.
    void read_judge_extra_files() {
        for (const ExtraFile& extra : extra_files("judge_extra_files")) {
            const std::string file = "testdata/" + extra.name;
            if (std::find(package_->files.begin(), package_->files.end(), file) !=
                package_->files.end())
                continue;  // an included header copied with its program already
            // testlib.h is the package's one testlib, taken when a program includes it.
            if (extra.name == "testlib.h" &&
                std::find(package_->files.begin(), package_->files.end(), "files/testlib.h") !=
                    package_->files.end())
                continue;
            draft_->copy(path(file), file);
            package_->files.push_back(file);
        }
    }

    // user_extra_files: Hydro puts them beside the contestant's file (foo.cc), but hands its
    // compiler that file alone, so a header the contestant includes is what they are for. Such
    // headers become the C and C++ graders' headers: beside the submission, never compiled, and
    // never replaced by a file of the contestant's. Anything else (a source Hydro compiles only
    // when compile.sh says how, compile.sh and execute.sh themselves, data files the program
    // reads) has no place in gridjudge and is refused by name.
    void read_user_extra_files() {
        std::vector<std::string> headers;
        for (const auto& [node, field, name] : extra_files("user_extra_files")) {
            const std::string extension = fs::path(name).extension().string();
            if (extension != ".h" && extension != ".hpp" && extension != ".hh" &&
                extension != ".hxx")
                config_->fail(node, field,
                              "'" + name +
                                  "' cannot be mapped: Hydro places it beside the contestant's "
                                  "file and compiles that file alone (compile.sh and "
                                  "execute.sh replace its commands); gridjudge takes headers "
                                  "(.h, .hpp, .hh, .hxx), which become the C and C++ graders' "
                                  "headers");
            const std::string file = "graders/" + name;
            draft_->copy(path("testdata/" + name), file);
            headers.push_back(file);
        }
        if (headers.empty()) return;
        package_->graders["c"] = headers;
        package_->graders["cpp"] = headers;
    }

    // The built-in checker a gridjudge export wrote as `key`'s source, if that is what it is.
    std::optional<ProgramSpec> exported_builtin(const char* key) {
        const YAML::Node node = entry(key);
        if (!node || node.IsMap()) return std::nullopt;
        const std::string source = "testdata/" + config_->text(node, key);
        if (!context_.source().is_file(path(source))) return std::nullopt;
        return builtin_checker_of(context_.read(path(source)));
    }

    // A program named in config.yaml (a file name in testdata/, or {file, lang}).
    ProgramSpec program(const char* key, Protocol protocol) {
        const YAML::Node node = entry(key);
        if (!node) config_->fail(config_->root(), key, "missing");
        const std::string name = node.IsMap()
                                     ? config_->text(config_->entry(node, "file", key), key)
                                     : config_->text(node, key);
        const std::string source = "testdata/" + name;
        if (!context_.source().is_file(path(source)))
            config_->fail(node, key, "'" + name + "' is not a file of testdata/");
        ProgramSpec spec{protocol, "", source, language_of_source(name, config_->file()), {}};
        draft_->copy(path(source), source);
        copy_own_headers(source);
        if (includes_testlib(context_.read(path(source)))) {
            if (context_.source().is_file(path("testdata/testlib.h")))
                draft_->set_shipped_testlib(path("testdata/testlib.h"));
            draft_->add_testlib(path(source));
        }
        return spec;
    }

    // The headers of its own a program includes ("validate.h" beside the checker in testdata/)
    // go into the package's files, so the judge compiles it as Hydro does; a quoted header that
    // is not in testdata/ is left to the compiler (a system header), which the import runs.
    void copy_own_headers(const std::string& source) {
        const std::string folder = fs::path(source).parent_path().string();
        for (const IncludeLine& include : include_lines(context_.read(path(source)))) {
            const std::string header = folder + "/" + include.header;
            if (!include.quoted || fs::path(include.header).filename() == "testlib.h" ||
                include.header.find('/') != std::string::npos || !is_safe_package_path(header) ||
                !context_.source().is_file(path(header)))
                continue;
            if (std::find(package_->files.begin(), package_->files.end(), header) !=
                package_->files.end())
                continue;
            draft_->copy(path(header), header);
            package_->files.push_back(header);
        }
    }

    HydroCase read_case(const YAML::Node& node, const std::string& field) const {
        HydroCase test;
        test.input = config_->text(config_->entry(node, "input", field), field + ".input");
        test.output = config_->text(config_->entry(node, "output", field), field + ".output");
        if (const YAML::Node score = config_->entry(node, "score", field))
            test.score = config_->number(score, field + ".score");
        if (const YAML::Node time = config_->entry(node, "time", field))
            test.time_ms = time_of(time, field + ".time");
        if (const YAML::Node memory = config_->entry(node, "memory", field))
            test.memory_mib = memory_of(memory, field + ".memory");
        return test;
    }

    std::vector<HydroSubtask> read_subtasks() {
        std::vector<HydroSubtask> subtasks;
        if (const YAML::Node list = entry("subtasks"); list && list.size() > 0) {
            if (!list.IsSequence()) config_->fail(list, "subtasks", "expected a list");
            for (std::size_t i = 0; i < list.size(); ++i) {
                const std::string field = "subtasks[" + std::to_string(i) + "]";
                const YAML::Node node = list[i];
                HydroSubtask subtask;
                if (const YAML::Node id = config_->entry(node, "id", field))
                    subtask.id = config_->integer(id, field + ".id");
                if (const YAML::Node score = config_->entry(node, "score", field))
                    subtask.score = config_->number(score, field + ".score");
                if (const YAML::Node type = config_->entry(node, "type", field)) {
                    subtask.type = config_->text(type, field + ".type");
                    if (subtask.type != "min" && subtask.type != "max" && subtask.type != "sum")
                        config_->fail(type, field + ".type",
                                      "'" + subtask.type + "' is not min, max or sum");
                }
                if (const YAML::Node time = config_->entry(node, "time", field))
                    subtask.time_ms = time_of(time, field + ".time");
                if (const YAML::Node memory = config_->entry(node, "memory", field))
                    subtask.memory_mib = memory_of(memory, field + ".memory");
                const YAML::Node cases = config_->entry(node, "cases", field);
                if (!cases || !cases.IsSequence() || cases.size() == 0)
                    config_->fail(node, field + ".cases", "a subtask needs a list of cases");
                for (std::size_t j = 0; j < cases.size(); ++j)
                    subtask.cases.push_back(
                        read_case(cases[j], field + ".cases[" + std::to_string(j) + "]"));
                if (const YAML::Node depends = config_->entry(node, "if", field)) {
                    if (!depends.IsSequence())
                        config_->fail(depends, field + ".if", "expected a list of subtask ids");
                    for (std::size_t j = 0; j < depends.size(); ++j)
                        subtask.depends_on.push_back(config_->integer(depends[j], field + ".if"));
                }
                subtasks.push_back(std::move(subtask));
            }
            // Hydro judges subtasks in id order.
            std::stable_sort(subtasks.begin(), subtasks.end(), [](const auto& a, const auto& b) {
                return a.id.value_or(0) < b.id.value_or(0);
            });
            return subtasks;
        }
        HydroSubtask all;
        all.type = "sum";
        if (const YAML::Node cases = entry("cases"); cases && cases.size() > 0) {
            for (std::size_t j = 0; j < cases.size(); ++j)
                all.cases.push_back(read_case(cases[j], "cases[" + std::to_string(j) + "]"));
        } else {
            all.cases = cases_from_file_names();
            const bool numbered =
                std::any_of(all.cases.begin(), all.cases.end(),
                            [](const HydroCase& test) { return test.subtask_from_name; });
            if (numbered) return subtasks_from_file_names(all.cases);
            context_.note(config_->file() +
                          ": no cases listed: " + std::to_string(all.cases.size()) +
                          " cases paired by file name, points split evenly");
        }
        subtasks.push_back(std::move(all));
        return subtasks;
    }

    // Hydro's judge (readSubtasksFromFiles) takes the subtask from a name `[PREFIX]S-N.in` or
    // `[PREFIX]S_N.in` (S the subtask, N the case); a name without one is in subtask 1. A subtask
    // is scored min when its first file (in name order) names it, else sum, and the subtasks
    // share 100 points in id order.
    std::vector<HydroSubtask> subtasks_from_file_names(std::vector<HydroCase> cases) const {
        std::vector<std::size_t> by_name(cases.size());
        for (std::size_t i = 0; i < cases.size(); ++i) by_name[i] = i;
        std::stable_sort(by_name.begin(), by_name.end(), [&](std::size_t a, std::size_t b) {
            return cases[a].input < cases[b].input;
        });
        std::map<long long, HydroSubtask> subtasks;
        for (std::size_t i : by_name) {
            const long long id = cases[i].subtask_from_name.value_or(1);
            if (subtasks.count(id) == 0) {
                HydroSubtask subtask;
                subtask.id = id;
                subtask.type = cases[i].subtask_from_name ? "min" : "sum";
                subtasks.emplace(id, std::move(subtask));
            }
        }
        // Cases keep their order by number (cases_from_file_names) inside each subtask.
        for (HydroCase& test : cases)
            subtasks.at(test.subtask_from_name.value_or(1)).cases.push_back(std::move(test));
        std::vector<HydroSubtask> list;
        for (auto& [id, subtask] : subtasks) list.push_back(std::move(subtask));
        context_.note(config_->file() + ": no cases listed: " + std::to_string(cases.size()) +
                      " cases paired by file name in " + std::to_string(list.size()) +
                      " subtasks numbered by their names (S-N.in: subtask S, case N), as Hydro's "
                      "judge reads them; points split evenly");
        return list;
    }

    // The subtask number in a data file's name as Hydro's judge reads it: `1-2.in`, `a1_2.in`,
    // `subtask_3_1.in`, `测试2-1.in`; none for `5.in`, `data.1.in`, `a_2.in`.
    static std::optional<long long> subtask_in_name(const std::string& name) {
        static const std::regex kWordName(
            R"(^[A-Za-z0-9_.-]*?(?:(\d*)[-_])?\d+\.(?:in|IN|txt|TXT|in\.txt|IN\.TXT)$)");
        static const std::regex kOtherName(R"(^\D*(\d+)[-_]\d+\.(?:in|IN)$)");
        std::smatch match;
        std::string digits;
        if (std::regex_match(name, match, kWordName))
            digits = match[1].str();
        else if (std::regex_match(name, match, kOtherName))
            digits = match[1].str();
        if (digits.empty()) return std::nullopt;
        return digits.size() > 18 ? LLONG_MAX : std::stoll(digits);
    }

    // Data files paired by name as Hydro pairs them, numbered in the name (NAME<n>.in with
    // NAME<n>.out or .ans; input<n>.txt with output<n>.txt) or in the extension (NAME.in<n> with
    // NAME.out<n>, .ans<n> or .ou<n>; NAME.I<n> with NAME.O<n>). NAME is any text (non-ASCII
    // too); an input without its output, or a name that is not UTF-8, is left out with a note.
    std::vector<HydroCase> cases_from_file_names() const {
        struct Rule {
            std::regex input;
            std::vector<std::string> outputs;  // "$1" the name, "$2" the number
        };
        static const std::vector<Rule> kRules{
            {std::regex(R"(^(.*?)(\d+)\.(?:in|IN|txt|TXT|in\.txt|IN\.TXT)$)"),
             {"$1$2.out", "$1$2.ans", "$1$2.OUT", "$1$2.ANS", "$1$2.out.txt", "$1$2.ans.txt"}},
            {std::regex(R"(^(input)(\d+)\.txt$)"), {"output$2.txt"}},
            {std::regex(R"(^(.*)\.in(\d+)$)"), {"$1.out$2", "$1.ans$2", "$1.ou$2"}},
            {std::regex(R"(^(.*)\.IN(\d+)$)"), {"$1.OUT$2", "$1.ANS$2", "$1.OU$2"}},
            {std::regex(R"(^(.*)\.I(\d+)$)"), {"$1.O$2"}},
        };
        std::vector<std::pair<long long, HydroCase>> found;
        std::vector<std::string> unpaired, not_utf8;
        for (const PackageDir::Entry& file : context_.source().list(path("testdata"))) {
            if (file.kind != PackageDir::Kind::File) continue;
            bool input = false, paired = false;
            for (const Rule& rule : kRules) {
                std::smatch match;
                if (!std::regex_match(file.name, match, rule.input)) continue;
                input = true;
                for (const std::string& pattern : rule.outputs) {
                    const std::string output = match.format(pattern);
                    if (output == file.name ||
                        !context_.source().is_file(path("testdata/" + output)))
                        continue;
                    const std::string digits = match[2].str();
                    // The number orders the cases; one too long for an integer sorts last.
                    const long long number = digits.size() > 18 ? LLONG_MAX : std::stoll(digits);
                    found.push_back(
                        {number, {file.name, output, {}, {}, {}, subtask_in_name(file.name)}});
                    paired = true;
                    break;
                }
                if (paired) break;
            }
            if (paired && !is_valid_utf8(file.name)) {
                found.pop_back();
                not_utf8.push_back(file.name);
            } else if (input && !paired) {
                unpaired.push_back(file.name);
            }
        }
        if (!unpaired.empty())
            context_.note(
                context_.source().display(path("testdata")) + ": " +
                std::to_string(unpaired.size()) +
                " input files without an output file are left out: " + join_names(unpaired));
        if (!not_utf8.empty())
            context_.note(context_.source().display(path("testdata")) + ": " +
                          std::to_string(not_utf8.size()) +
                          " data files whose names are not UTF-8 are left out (a package's "
                          "names must be text)");
        if (found.empty())
            throw PackageError(context_.source().display(path("testdata")) +
                               ": no case listed in config.yaml and no NAME1.in / NAME1.out pair");
        std::stable_sort(found.begin(), found.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<HydroCase> cases;
        for (auto& [number, test] : found) cases.push_back(std::move(test));
        return cases;
    }

    static std::string join_names(const std::vector<std::string>& names) {
        std::string text;
        for (std::size_t i = 0; i < names.size() && i < 10; ++i) text += (i ? ", " : "") + names[i];
        if (names.size() > 10) text += ", ...";
        return text;
    }

    void make_tests(std::vector<HydroSubtask>& subtasks) {
        // Scores left open share what the given ones leave of 100, as Hydro shares them.
        double given = 0;
        std::size_t open = 0;
        for (const HydroSubtask& subtask : subtasks) {
            given += subtask.score.value_or(0);
            open += !subtask.score;
        }
        std::vector<double> shares = split_points(std::max(0.0, 100 - given), open);
        std::size_t next_share = 0;
        std::set<std::int64_t> limits_time, limits_memory;
        for (std::size_t i = 0; i < subtasks.size(); ++i) {
            HydroSubtask& subtask = subtasks[i];
            const double score = subtask.score ? *subtask.score : shares[next_share++];
            TestGroup group;
            group.name = std::to_string(subtask.id.value_or(static_cast<std::int64_t>(i + 1)));
            for (std::int64_t dependency : subtask.depends_on)
                group.depends_on.push_back(std::to_string(dependency));
            std::vector<double> case_points(subtask.cases.size(), 0);
            if (subtask.type == "sum") {
                double case_given = 0;
                std::size_t case_open = 0;
                for (const HydroCase& test : subtask.cases) {
                    case_given += test.score.value_or(0);
                    case_open += !test.score;
                }
                const std::vector<double> case_shares =
                    split_points(std::max(0.0, score - case_given), case_open);
                std::size_t next = 0;
                for (std::size_t j = 0; j < subtask.cases.size(); ++j)
                    case_points[j] =
                        subtask.cases[j].score ? *subtask.cases[j].score : case_shares[next++];
                group.aggregation = Aggregation::EachTest;
                for (double points : case_points) group.points += points;
            } else {
                group.aggregation = subtask.type == "max" ? Aggregation::Max : Aggregation::Min;
                group.points = score;
            }
            for (std::size_t j = 0; j < subtask.cases.size(); ++j) {
                const HydroCase& hydro = subtask.cases[j];
                limits_time.insert(hydro.time_ms.value_or(subtask.time_ms.value_or(time_ms_)));
                limits_memory.insert(
                    hydro.memory_mib.value_or(subtask.memory_mib.value_or(memory_mib_)));
                add_test(hydro, group.name, case_points[j]);
            }
            package_->groups.push_back(std::move(group));
        }
        package_->limits.time_ms = *limits_time.rbegin();
        package_->limits.memory_mib = *limits_memory.rbegin();
        if (limits_time.size() > 1 || limits_memory.size() > 1)
            context_.note(config_->file() +
                          ": limits differ between subtasks or cases; the "
                          "package takes the largest (" +
                          std::to_string(package_->limits.time_ms) + " ms, " +
                          std::to_string(package_->limits.memory_mib) + " MiB)");
    }

    void add_test(const HydroCase& hydro, const std::string& group, double points) {
        PackageTest test;
        // "a1.in" is test "a1"; a file numbered in its extension ("NAME.I1", "NAME.in1") keeps
        // its whole name, since NAME alone is every case's.
        const std::string stem = fs::path(hydro.input).stem().string();
        const std::string extension = fs::path(hydro.input).extension().string();
        const bool numbered_extension =
            !extension.empty() && std::isdigit(static_cast<unsigned char>(extension.back()));
        test.name = stem.empty() || numbered_extension ? hydro.input : stem;
        for (const PackageTest& other : package_->tests)
            if (other.name == test.name)
                throw PackageError(config_->file() + ": test '" + test.name +
                                   "' appears twice (case input " + hydro.input + ")");
        test.group = group;
        test.points = points;
        test.input = "tests/" + test.name + ".in";
        test.answer = "tests/" + test.name + ".ans";
        draft_->copy(path("testdata/" + hydro.input), test.input);
        draft_->copy(path("testdata/" + hydro.output), test.answer);
        if (package_->output_only()) test.answer_file = answer_file_of(hydro);
        package_->tests.push_back(std::move(test));
    }

    // The file a submit_answer case's answer is looked for in, as Hydro's judge names it:
    // `filename` with '#' replaced by the case's number (1-based, in the problem's order), or else
    // the case's input itself, trimmed and kept to the characters [A-Za-z0-9_.-].
    std::string answer_file_of(const HydroCase& hydro) const {
        std::string name;
        if (!answer_pattern_.empty()) {
            name = answer_pattern_;
            const std::size_t hash = name.find('#');
            if (hash != std::string::npos)
                name.replace(hash, 1, std::to_string(package_->tests.size() + 1));
        } else {
            for (const char c : context_.read(path("testdata/" + hydro.input)))
                if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-')
                    name += c;
        }
        if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos)
            throw PackageError(config_->file() + ": case input " + hydro.input +
                               ": the answer file name '" + name +
                               "' is not a plain file name (submit_answer)");
        return name;
    }

    const ImportContext& context_;
    std::string folder_;  // the problem's folder in the import ("" for the root)
    ProblemDraft* draft_ = nullptr;
    ProblemPackage* package_ = nullptr;
    std::string answer_pattern_;  // submit_answer's `filename`: "ans#.txt"
    const YamlFile* config_ = nullptr;
    std::int64_t time_ms_ = 1000, memory_mib_ = 256;
    std::vector<ProblemDraft::Validator> validators_;
};

}  // namespace

ImportResult import_hydro(const fs::path& source_dir, const fs::path& out_dir, PackageTools& tools,
                          const ImportOptions& options) {
    return run_import(PackageFormat::Hydro, source_dir, out_dir, tools, options,
                      [](const ImportContext& context) {
                          if (context.source().is_file("problem.yaml")) {
                              HydroImport(context, "").run();
                              return;
                          }
                          // An export of several problems: one folder each.
                          std::vector<std::string> folders;
                          for (const PackageDir::Entry& entry : context.source().list())
                              if (entry.kind == PackageDir::Kind::Directory &&
                                  context.source().is_file(entry.name + "/problem.yaml"))
                                  folders.push_back(entry.name);
                          if (folders.size() > 1 && !context.options().problem_id.empty())
                              throw PackageError(context.source().display("") + ": " +
                                                 std::to_string(folders.size()) +
                                                 " problems; --id names one problem");
                          for (const std::string& folder : folders)
                              HydroImport(context, folder).run();
                      });
}

}  // namespace gridjudge::package
