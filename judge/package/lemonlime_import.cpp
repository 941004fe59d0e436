// LemonLime contests to gridjudge package folders and a contest folder. The contest file
// (<name>.cdf, JSON as LemonLime writes it) lists the tasks: source file name, I/O files or
// standard I/O, comparison mode, special judge, and test cases with their own full score, time
// (ms) and memory (MB) limits, input and output files under data/, and subtask dependencies
// (written by LemonLime as "<n>_lemon_SUbtaskDEPENDENCE_fLAg" entries among the input files).
// Each traditional task becomes a problem, each answer-only task an output-only problem whose
// tests take the answer file LemonLime asks for (the input's base name and the task's
// answerFileExtension: "sum1.out"); interaction/communication tasks are refused. A test case of
// several files is one all-or-nothing group; when every case is one file without dependencies the
// task is one each-test group. Comparison modes map to tokens options; special judges keep their
// C/C++ source (Lemon or testlib protocol). The contestants' sources,
// source/<contestant>/<task>.<ext> or source/<contestant>/<task>/<task>.<ext> in any language the
// judge judges, are laid out as contest/<contestant>/<problem id>.<ext> for `gridjudge grade`; a
// source in another language is left out with a note.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>

#include "checkers/token_options.h"
#include "judge/compile/language.h"
#include "judge/model/limits.h"
#include "judge/model/package_json.h"
#include "judge/package/import_frame.h"
#include "judge/package/importers.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

using nlohmann::json;

constexpr std::string_view kDependencyFlag = "_lemon_SUbtaskDEPENDENCE_fLAg";

enum TaskType { kTraditional = 0, kAnswersOnly = 1, kInteraction = 2 };
enum ComparisonMode {
    kLineByLine = 0,
    kIgnoreSpaces = 1,
    kExternalTool = 2,
    kRealNumber = 3,
    kLemonSpecialJudge = 4,
    kTestlibSpecialJudge = 5
};

// Reads the fields of one JSON object, naming the file and the field in errors.
class JsonFields {
  public:
    JsonFields(const json& object, std::string file, std::string field)
        : object_(object), file_(std::move(file)), field_(std::move(field)) {
        if (!object_.is_object()) fail("", "expected an object");
    }
    [[noreturn]] void fail(const std::string& key, const std::string& why) const {
        throw PackageError(file_ + ": " + field_ + (key.empty() ? "" : "." + key) + ": " + why);
    }
    const json& get(const char* key) const {
        if (!object_.contains(key)) fail(key, "missing");
        return object_.at(key);
    }
    std::string text(const char* key, std::string fallback = "") const {
        if (!object_.contains(key)) return fallback;
        if (!object_.at(key).is_string()) fail(key, "expected a string");
        return object_.at(key).get<std::string>();
    }
    std::int64_t integer(const char* key, std::optional<std::int64_t> fallback = {}) const {
        if (!object_.contains(key) && fallback) return *fallback;
        const json& value = get(key);
        if (!value.is_number()) fail(key, "expected a number");
        const double number = value.get<double>();
        // Beyond 2^53 a double no longer holds every integer; far beyond it, llround overflows.
        if (!(std::fabs(number) <= 9007199254740992.0))
            fail(key, value.dump() + " is out of range for an integer");
        return static_cast<std::int64_t>(std::llround(number));
    }
    bool boolean(const char* key, bool fallback) const {
        if (!object_.contains(key)) return fallback;
        if (!object_.at(key).is_boolean()) fail(key, "expected true or false");
        return object_.at(key).get<bool>();
    }
    std::vector<std::string> strings(const char* key) const {
        const json& value = get(key);
        std::vector<std::string> list;
        if (!value.is_array()) fail(key, "expected a list of strings");
        for (const json& item : value) {
            if (!item.is_string()) fail(key, "expected a list of strings");
            list.push_back(item.get<std::string>());
        }
        return list;
    }
    const std::string& file() const { return file_; }
    const std::string& field() const { return field_; }

  private:
    const json& object_;
    std::string file_, field_;
};

std::size_t line_of(std::string_view text, std::size_t byte) {
    byte = std::min(byte, text.size());
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + byte, '\n'));
}

std::string stem_of(const std::string& path) {
    return fs::path(path).stem().string();
}

class LemonImport {
  public:
    LemonImport(const ImportContext& context, std::string cdf)
        : context_(context), cdf_(std::move(cdf)) {}

    void run() {
        const std::string text = context_.read(cdf_);
        const std::string file = context_.source().display(cdf_);
        if (text.find_first_not_of(" \t\r\n") == std::string::npos ||
            (text[text.find_first_not_of(" \t\r\n")] != '{'))
            throw PackageError(file +
                               ": not a JSON contest file (an old binary Lemon file? open "
                               "and save it in LemonLime to convert it)");
        json document;
        try {
            document = json::parse(text);
        } catch (const json::parse_error& error) {
            throw PackageError(file + ": line " + std::to_string(line_of(text, error.byte)) +
                               ": malformed JSON: " + error.what());
        }
        const JsonFields contest(document, file, "(contest)");
        if (document.contains("version") && contest.text("version") != "1.0")
            contest.fail("version", "'" + contest.text("version") + "' is not 1.0");
        const json& tasks = contest.get("tasks");
        if (!tasks.is_array() || tasks.empty()) contest.fail("tasks", "expected a list of tasks");
        if (tasks.size() > 1 && !context_.options().problem_id.empty())
            throw PackageError(file + ": " + std::to_string(tasks.size()) +
                               " tasks; --id names one problem");
        for (std::size_t i = 0; i < tasks.size(); ++i)
            import_task(JsonFields(tasks[i], file, "tasks[" + std::to_string(i) + "]"));
        copy_sources();
    }

  private:
    struct Task {
        std::string source_name;  // the task's source file name: "sum"
        std::string problem_id;
    };

    void import_task(const JsonFields& task) {
        const std::int64_t type = task.integer("taskType", kTraditional);
        if (type != kTraditional && type != kAnswersOnly)
            task.fail("taskType", "interaction and communication tasks are not supported");
        const std::string source_name = task.text("sourceFileName");
        if (source_name.empty()) task.fail("sourceFileName", "empty");
        const std::string id = context_.options().problem_id.empty()
                                   ? problem_id_from(source_name, task.file() + ": " + task.field())
                                   : context_.options().problem_id;
        ProblemDraft draft(context_, id, PackageFormat::LemonLime);
        ProblemPackage& package = draft.package();
        package.title = task.text("problemTitle");
        // An answer-only task runs nothing: no I/O files; its answers are files of their own.
        if (type == kAnswersOnly) {
            package.kind = ProblemKind::OutputOnly;
            const std::string extension = task.text("answerFileExtension", "out");
            if (extension.empty() || extension.find('/') != std::string::npos)
                task.fail("answerFileExtension",
                          "'" + extension + "' is not a file name extension");
        } else {
            read_io(task, package);
        }
        read_comparison(task, draft);
        read_cases(task, draft);
        draft.finish();
        tasks_.push_back({source_name, id});
    }

    void read_io(const JsonFields& task, ProblemPackage& package) {
        const bool standard_input = task.boolean("standardInputCheck", false);
        const bool standard_output = task.boolean("standardOutputCheck", false);
        if (standard_input && standard_output) return;
        package.io = {IoMode::File, task.text("inputFileName"), task.text("outputFileName")};
        if (standard_input || standard_output)
            context_.note(task.file() + ": " + task.field() +
                          ": standard input with file output (or the reverse) is judged as file "
                          "I/O (" +
                          package.io.input_file + ", " + package.io.output_file + ")");
    }

    void read_comparison(const JsonFields& task, ProblemDraft& draft) {
        ProblemPackage& package = draft.package();
        const std::int64_t mode = task.integer("comparisonMode", kIgnoreSpaces);
        auto tokens = [&](std::vector<std::string> arguments) {
            package.checker = {
                Protocol::Builtin, "tokens", "", "",
                checkers::token_option_arguments(checkers::parse_token_options(arguments))};
        };
        switch (mode) {
            case kLineByLine:
                tokens({"lines", "space_change_sensitive"});
                return;
            case kIgnoreSpaces:
                tokens({"text"});
                return;
            case kExternalTool:
                tokens({"lines"});
                context_.note(task.file() + ": " + task.field() + ": the external diff (" +
                              task.text("diffArguments") +
                              ") is approximated by a line comparison ignoring trailing spaces");
                return;
            case kRealNumber: {
                const std::int64_t digits = task.integer("realPrecision", 3);
                tokens({"text", "float_tolerance", "1e-" + std::to_string(digits)});
                return;
            }
            case kLemonSpecialJudge:
            case kTestlibSpecialJudge:
                package.checker = special_judge(
                    task, draft, mode == kLemonSpecialJudge ? Protocol::Lemon : Protocol::Testlib);
                return;
        }
        task.fail("comparisonMode", std::to_string(mode) + " is not a LemonLime comparison mode");
    }

    // LemonLime runs a compiled special judge; gridjudge compiles it from the source beside it.
    ProgramSpec special_judge(const JsonFields& task, ProblemDraft& draft, Protocol protocol) {
        const std::string judge = task.text("specialJudge");
        if (judge.empty()) task.fail("specialJudge", "empty");
        std::string source;
        const fs::path named("data/" + judge);
        // The source beside the program LemonLime names, in a C or C++ extension of the
        // language table (the first one present, in the table's order).
        for (const std::string_view extension : c_and_cpp_extensions()) {
            const std::string candidate =
                (named.parent_path() / (named.stem().string() + std::string(extension))).string();
            if (source.empty() && context_.source().is_file(candidate)) source = candidate;
        }
        if (is_c_or_cpp_source(named.string())) source = named.string();
        if (source.empty() || !context_.source().is_file(source))
            task.fail("specialJudge",
                      "data/" + judge + ": gridjudge compiles special judges from " +
                          "source; no " + named.stem().string() + ".cpp (or .cc, .c) beside it");
        const std::string target = "checker/" + fs::path(source).filename().string();
        draft.copy(source, target);
        if (protocol == Protocol::Testlib || includes_testlib(context_.read(source)))
            draft.add_testlib(source);
        return {protocol, "", target, language_of_source(source, task.file()), {}};
    }

    void read_cases(const JsonFields& task, ProblemDraft& draft) {
        ProblemPackage& package = draft.package();
        const json& cases = task.get("testCases");
        if (!cases.is_array() || cases.empty())
            task.fail("testCases", "expected a list of test cases");
        struct Case {
            double score;
            std::vector<std::pair<std::string, std::string>> files;
            std::vector<std::string> depends_on;
        };
        std::vector<Case> read;
        std::set<std::int64_t> times, memories;
        bool simple = true;
        for (std::size_t i = 0; i < cases.size(); ++i) {
            const JsonFields test(cases[i], task.file(),
                                  task.field() + ".testCases[" + std::to_string(i) + "]");
            Case entry;
            entry.score = static_cast<double>(test.integer("fullScore"));
            times.insert(limit(test, "timeLimit", kTimeLimitRange));
            memories.insert(limit(test, "memoryLimit", kMemoryLimitRange));
            std::vector<std::string> inputs;
            for (const std::string& input : test.strings("inputFiles")) {
                if (input.size() > kDependencyFlag.size() &&
                    input.compare(input.size() - kDependencyFlag.size(), kDependencyFlag.size(),
                                  kDependencyFlag) == 0)
                    entry.depends_on.push_back(
                        input.substr(0, input.size() - kDependencyFlag.size()));
                else
                    inputs.push_back(input);
            }
            const std::vector<std::string> outputs = test.strings("outputFiles");
            if (inputs.size() != outputs.size() || inputs.empty())
                test.fail("outputFiles", std::to_string(inputs.size()) + " input files and " +
                                             std::to_string(outputs.size()) + " output files");
            for (std::size_t j = 0; j < inputs.size(); ++j)
                entry.files.emplace_back(inputs[j], outputs[j]);
            simple = simple && entry.files.size() == 1 && entry.depends_on.empty();
            read.push_back(std::move(entry));
        }
        package.limits.time_ms = *times.rbegin();
        package.limits.memory_mib = *memories.rbegin();
        if (times.size() > 1 || memories.size() > 1)
            context_.note(task.file() + ": " + task.field() +
                          ": limits differ between test cases; the package takes the largest (" +
                          std::to_string(package.limits.time_ms) + " ms, " +
                          std::to_string(package.limits.memory_mib) + " MiB)");
        if (simple) package.groups.push_back({"tests", 0, Aggregation::EachTest, {}});
        for (std::size_t i = 0; i < read.size(); ++i) {
            const std::string group = simple ? "tests" : std::to_string(i + 1);
            if (!simple)
                package.groups.push_back(
                    {group, read[i].score, Aggregation::Min, read[i].depends_on});
            for (const auto& [input, output] : read[i].files) {
                PackageTest test;
                test.name = stem_of(input);
                for (const PackageTest& other : package.tests)
                    if (other.name == test.name)
                        throw PackageError(task.file() + ": " + task.field() + ": test '" +
                                           test.name + "' appears twice (data/" + input + ")");
                test.group = group;
                test.points = simple ? read[i].score : 0;
                test.input = "tests/" + test.name + ".in";
                test.answer = "tests/" + test.name + ".ans";
                if (package.output_only())
                    test.answer_file = test.name + "." + task.text("answerFileExtension", "out");
                draft.copy("data/" + input, test.input);
                draft.copy("data/" + output, test.answer);
                if (simple) package.groups.back().points += test.points;
                package.tests.push_back(std::move(test));
            }
        }
    }

    // A test case's limit in the model's range (LemonLime's ms and MB are the model's units).
    static std::int64_t limit(const JsonFields& test, const char* key, const LimitRange& range) {
        const std::int64_t value = test.integer(key);
        if (value < range.min || value > range.max)
            test.fail(key, std::to_string(value) + " is out of range (" +
                               std::to_string(range.min) + " to " + std::to_string(range.max) +
                               " " + std::string(range.unit) + ")");
        return value;
    }

    // source/<contestant>/<task>.<ext> or source/<contestant>/<task>/<task>.<ext>.
    void copy_sources() {
        if (!context_.source().is_directory("source")) return;
        bool any = false;
        for (const PackageDir::Entry& contestant : context_.source().list("source")) {
            if (contestant.kind != PackageDir::Kind::Directory) continue;
            if (!is_safe_package_path(contestant.name) ||
                std::any_of(contestant.name.begin(), contestant.name.end(),
                            [](char c) { return static_cast<unsigned char>(c) < 32; })) {
                context_.note("contestant folder '" + contestant.name +
                              "' is not a usable name; left out");
                continue;
            }
            for (const Task& task : tasks_) {
                const std::string found = find_source(contestant.name, task.source_name);
                if (found.empty()) continue;
                const std::string extension = fs::path(found).extension().string();
                context_.copy(found,
                              "contest/" + contestant.name + "/" + task.problem_id + extension);
                any = true;
            }
        }
        if (any) context_.result().contest = context_.staging().destination() / "contest";
    }

    // The contestant's source for a task in any language the judge judges (by the extensions of
    // the judge's language table); a file named for the task in another language is noted as
    // left out, so a contestant's missing score has a reason.
    std::string find_source(const std::string& contestant, const std::string& task) const {
        for (const std::string& folder :
             {"source/" + contestant, "source/" + contestant + "/" + task})
            for (const Language& language : languages())
                for (std::string_view extension : language.extensions) {
                    const std::string path = folder + "/" + task + std::string(extension);
                    if (context_.source().is_file(path)) return path;
                }
        for (const std::string& folder :
             {"source/" + contestant, "source/" + contestant + "/" + task}) {
            if (!context_.source().is_directory(folder)) continue;
            for (const PackageDir::Entry& file : context_.source().list(folder))
                if (file.kind == PackageDir::Kind::File && stem_of(file.name) == task &&
                    file.name != task)
                    context_.note(context_.source().display(folder + "/" + file.name) +
                                  ": not in a language gridjudge judges (" + language_id_list() +
                                  "); left out");
        }
        return {};
    }

    const ImportContext& context_;
    std::string cdf_;
    std::vector<Task> tasks_;
};

}  // namespace

ImportResult import_lemonlime(const fs::path& source_dir, const fs::path& out_dir,
                              PackageTools& tools, const ImportOptions& options) {
    return run_import(
        PackageFormat::LemonLime, source_dir, out_dir, tools, options,
        [](const ImportContext& context) {
            std::vector<std::string> contests;
            for (const PackageDir::Entry& entry : context.source().list())
                if (entry.kind == PackageDir::Kind::File &&
                    fs::path(entry.name).extension() == ".cdf")
                    contests.push_back(entry.name);
            if (contests.size() != 1)
                throw PackageError(context.source().display("") + ": " +
                                   std::to_string(contests.size()) +
                                   " contest files (*.cdf); a LemonLime contest has one");
            LemonImport(context, contests.front()).run();
        });
}

}  // namespace gridjudge::package
