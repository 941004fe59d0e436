#include "judge/model/package_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include "judge/model/limits.h"

namespace gridjudge {
namespace {

using nlohmann::json;

constexpr const char* kSolutionVerdicts = "AC, WA, PE, TLE, MLE, OLE, RE, CE or IE";
using nlohmann::ordered_json;

// Reads one JSON object, remembering where it is ("tests[3].group") for messages, and refusing
// keys nobody asked for (a misspelt key must not be silently ignored).
class Fields {
  public:
    Fields(const json& object, std::string path, std::string_view file)
        : object_(object), path_(std::move(path)), file_(file) {
        if (!object_.is_object()) fail("", "expected an object");
    }
    Fields(const Fields&) = delete;

    // Call once every field was read: any other key is an error.
    void finish() const {
        for (const auto& [key, value] : object_.items())
            if (!used_.count(key)) fail(key, "unknown field");
    }

    [[noreturn]] void fail(std::string_view key, const std::string& why) const {
        std::string where = path_;
        if (!key.empty()) where += (where.empty() ? "" : ".") + std::string(key);
        throw PackageError(std::string(file_) + ": " + (where.empty() ? "" : where + ": ") + why);
    }

    bool has(const char* key) const { return object_.contains(key); }

    const json& required(const char* key) {
        used_.insert(key);
        if (!object_.contains(key)) fail(key, "missing");
        return object_.at(key);
    }
    const json* optional(const char* key) {
        used_.insert(key);
        return object_.contains(key) ? &object_.at(key) : nullptr;
    }

    std::string string(const char* key, std::optional<std::string> fallback = std::nullopt) {
        const json* value = fallback ? optional(key) : &required(key);
        if (!value) return *fallback;
        if (!value->is_string()) fail(key, "expected a string");
        return value->get<std::string>();
    }
    std::int64_t integer(const char* key, std::optional<std::int64_t> fallback = std::nullopt) {
        const json* value = fallback ? optional(key) : &required(key);
        if (!value) return *fallback;
        if (!value->is_number_integer()) fail(key, "expected an integer");
        return value->get<std::int64_t>();
    }
    double number(const char* key, std::optional<double> fallback = std::nullopt) {
        const json* value = fallback ? optional(key) : &required(key);
        if (!value) return *fallback;
        if (!value->is_number()) fail(key, "expected a number");
        return value->get<double>();
    }
    bool boolean(const char* key, bool fallback) {
        const json* value = optional(key);
        if (!value) return fallback;
        if (!value->is_boolean()) fail(key, "expected true or false");
        return value->get<bool>();
    }
    std::vector<std::string> strings(const char* key) {
        const json* value = optional(key);
        std::vector<std::string> list;
        if (!value) return list;
        if (!value->is_array()) fail(key, "expected an array of strings");
        for (const json& item : *value) {
            if (!item.is_string()) fail(key, "expected an array of strings");
            list.push_back(item.get<std::string>());
        }
        return list;
    }
    // Calls `each` for every element of an array, with the element's path.
    void array(const char* key, const std::function<void(const json&, const std::string&)>& each,
               bool is_required) {
        const json* value = is_required ? &required(key) : optional(key);
        if (!value) return;
        if (!value->is_array()) fail(key, "expected an array");
        for (std::size_t i = 0; i < value->size(); ++i)
            each((*value)[i], child(key) + "[" + std::to_string(i) + "]");
    }
    std::string child(std::string_view key) const {
        return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
    }
    std::string_view file() const { return file_; }

  private:
    const json& object_;
    std::string path_;
    std::string_view file_;
    std::set<std::string> used_;
};

ProgramSpec read_program(const json& value, const std::string& path, std::string_view file) {
    Fields fields(value, path, file);
    ProgramSpec program;
    const std::string protocol = fields.string("protocol");
    if (auto parsed = parse_protocol(protocol))
        program.protocol = *parsed;
    else
        fields.fail("protocol", "'" + protocol + "' is not builtin, testlib, kattis or lemon");
    program.name = fields.string("name", "");
    program.source = fields.string("source", "");
    program.language = fields.string("language", "");
    program.arguments = fields.strings("arguments");
    fields.finish();
    return program;
}

ProblemLimits read_limits(const json& value, std::string_view file) {
    Fields fields(value, "limits", file);
    ProblemLimits limits;
    limits.time_ms = fields.integer("time_ms");
    limits.wall_ms = fields.integer("wall_ms", 0);
    limits.memory_mib = fields.integer("memory_mib");
    limits.output_mib = fields.integer("output_mib", 64);
    limits.checker_time_ms = fields.integer("checker_time_ms", ProblemLimits{}.checker_time_ms);
    limits.checker_memory_mib =
        fields.integer("checker_memory_mib", ProblemLimits{}.checker_memory_mib);
    if (const json* multipliers = fields.optional("time_multipliers")) {
        if (!multipliers->is_object()) fields.fail("time_multipliers", "expected an object");
        for (const auto& [family, factor] : multipliers->items()) {
            if (!factor.is_number()) fields.fail("time_multipliers." + family, "expected a number");
            limits.time_multipliers[family] = factor.get<double>();
        }
    }
    fields.finish();
    return limits;
}

ProblemIo read_io(const json& value, std::string_view file) {
    Fields fields(value, "io", file);
    ProblemIo io;
    const std::string mode = fields.string("mode");
    if (mode == "file") {
        io.mode = IoMode::File;
        io.input_file = fields.string("input");
        io.output_file = fields.string("output");
    } else if (mode != "stdio") {
        fields.fail("mode", "'" + mode + "' is not stdio or file");
    }
    fields.finish();
    return io;
}

TestGroup read_group(const json& value, const std::string& path, std::string_view file) {
    Fields fields(value, path, file);
    TestGroup group;
    group.name = fields.string("name");
    group.points = fields.number("points");
    const std::string aggregation = fields.string("aggregation", "each-test");
    if (auto parsed = parse_aggregation(aggregation))
        group.aggregation = *parsed;
    else
        fields.fail("aggregation", "'" + aggregation + "' is not each-test, sum, min or max");
    group.depends_on = fields.strings("depends_on");
    group.validator_arguments = fields.strings("validator_arguments");
    fields.finish();
    return group;
}

PackageTest read_test(const json& value, const std::string& path, std::string_view file) {
    Fields fields(value, path, file);
    PackageTest test;
    test.name = fields.string("name");
    test.group = fields.string("group");
    test.points = fields.number("points", 0);
    test.sample = fields.boolean("sample", false);
    test.input = fields.string("input");
    test.answer = fields.string("answer");
    test.input_sha256 = fields.string("input_sha256", "");
    test.answer_sha256 = fields.string("answer_sha256", "");
    test.generator = fields.string("generator", "");
    test.size_summary = fields.string("size", "");
    test.answer_summary = fields.string("answer_summary", "");
    test.answer_file = fields.string("answer_file", "");
    fields.finish();
    return test;
}

PackageSolution read_solution(const json& value, const std::string& path, std::string_view file) {
    Fields fields(value, path, file);
    PackageSolution solution;
    solution.source = fields.string("source");
    solution.language = fields.string("language", "");
    solution.companions = fields.strings("companions");
    const std::string expected_field = fields.child("expected");
    for (const std::string& name : fields.strings("expected")) {
        const std::optional<Verdict> verdict = parse_verdict(name);
        if (!verdict || *verdict == Verdict::Skipped)
            fields.fail("expected", "'" + name + "' is not a verdict (" + kSolutionVerdicts + ")");
        solution.expected.push_back(*verdict);
    }
    if (fields.has("score")) solution.score = fields.number("score");
    solution.tag = fields.string("tag", "");
    solution.main = fields.boolean("main", false);
    fields.finish();
    return solution;
}

// The line of a byte offset, for "malformed JSON at line N".
std::size_t line_of(std::string_view text, std::size_t byte) {
    byte = std::min(byte, text.size());
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + byte, '\n'));
}

// Whole points are written as integers ("30", not "30.0"): how people write them.
ordered_json points_json(double points) {
    const double whole = std::round(points);
    if (whole == points && std::abs(whole) < 1e15) return static_cast<std::int64_t>(whole);
    return points;
}

ordered_json solution_json(const PackageSolution& solution) {
    ordered_json value{{"source", solution.source}};
    if (!solution.language.empty()) value["language"] = solution.language;
    if (!solution.companions.empty()) value["companions"] = solution.companions;
    ordered_json expected = ordered_json::array();
    for (Verdict verdict : solution.expected) expected.push_back(verdict_name(verdict));
    value["expected"] = expected;
    if (solution.score) value["score"] = points_json(*solution.score);
    if (!solution.tag.empty()) value["tag"] = solution.tag;
    if (solution.main) value["main"] = true;
    return value;
}

ordered_json program_json(const ProgramSpec& program) {
    ordered_json value{{"protocol", protocol_name(program.protocol)}};
    if (!program.name.empty()) value["name"] = program.name;
    if (!program.source.empty()) value["source"] = program.source;
    if (!program.language.empty()) value["language"] = program.language;
    if (!program.arguments.empty()) value["arguments"] = program.arguments;
    return value;
}

void check_program(const ProgramSpec& program, const std::string& field,
                   const std::function<void(std::string)>& fail) {
    if (program.protocol == Protocol::Builtin) {
        if (program.name.empty()) fail(field + ".name: a built-in program needs a name");
        if (!program.source.empty()) fail(field + ".source: a built-in program has no source");
        return;
    }
    if (program.source.empty()) fail(field + ".source: missing");
    if (!is_safe_package_path(program.source))
        fail(field + ".source: '" + program.source + "' is not a safe path inside the package");
}

// The last part of a package path: the name a submitted file has in the compile box.
std::string file_name_of(const std::string& path) {
    return path.substr(path.rfind('/') + 1);
}

}  // namespace

bool is_safe_package_path(std::string_view path) {
    if (path.empty() || path.front() == '/' || path.size() > 4096) return false;
    if (path.find('\\') != std::string_view::npos || path.find('\0') != std::string_view::npos)
        return false;
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = path.find('/', start);
        if (end == std::string_view::npos) end = path.size();
        const std::string_view part = path.substr(start, end - start);
        if (part.empty() || part == "." || part == "..") return false;
        start = end + 1;
    }
    return true;
}

bool is_valid_problem_id(std::string_view id) {
    if (id.empty() || id.size() > 64) return false;
    auto lower_or_digit = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (!lower_or_digit(id.front())) return false;
    return std::all_of(id.begin(), id.end(),
                       [&](char c) { return lower_or_digit(c) || c == '_' || c == '-'; });
}

bool is_submission_format_name(std::string_view name) {
    constexpr std::string_view kExtension = ".%l";
    if (name.size() <= kExtension.size() || name.size() > 64 + kExtension.size() ||
        name.substr(name.size() - kExtension.size()) != kExtension)
        return false;
    const std::string_view stem = name.substr(0, name.size() - kExtension.size());
    auto letter = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    };
    if (!letter(stem.front())) return false;
    return std::all_of(stem.begin(), stem.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

void check_package(const ProblemPackage& package, std::string_view file_name) {
    auto fail = [&](const std::string& why) {
        throw PackageError(std::string(file_name) + ": " + why);
    };
    if (!is_valid_problem_id(package.id))
        fail("id: '" + package.id +
             "' is not a problem id (lower-case letters, digits, '_' and '-', at most 64)");
    if (package.title.empty()) fail("title: empty");
    try {
        check_limit("limits.time_ms", package.limits.time_ms, kTimeLimitRange);
        if (package.limits.wall_ms != 0)
            check_limit("limits.wall_ms", package.limits.wall_ms, kWallLimitRange);
        check_limit("limits.memory_mib", package.limits.memory_mib, kMemoryLimitRange);
        check_limit("limits.output_mib", package.limits.output_mib, kOutputLimitRange);
        check_limit("limits.checker_time_ms", package.limits.checker_time_ms, kCheckerTimeRange);
        check_limit("limits.checker_memory_mib", package.limits.checker_memory_mib,
                    kCheckerMemoryRange);
    } catch (const std::invalid_argument& error) {
        fail(error.what());
    }
    for (const auto& [family, factor] : package.limits.time_multipliers)
        if (!(factor > 0 && factor <= 100))
            fail("limits.time_multipliers." + family + ": " + std::to_string(factor) +
                 " is out of range (above 0, at most 100)");
    if (package.io.mode == IoMode::File) {
        for (const auto& [field, name] : {std::pair{"io.input", &package.io.input_file},
                                          std::pair{"io.output", &package.io.output_file}})
            if (name->empty() || name->find('/') != std::string::npos || *name == "." ||
                *name == "..")
                fail(std::string(field) + ": '" + *name + "' is not a plain file name");
        if (package.io.input_file == package.io.output_file)
            fail("io.output: the output file must differ from the input file");
    }
    for (std::size_t i = 0; i < package.files.size(); ++i)
        if (!is_safe_package_path(package.files[i]))
            fail("files[" + std::to_string(i) + "]: '" + package.files[i] +
                 "' is not a safe path inside the package");
    // Graders and included code are placed side by side in the compile box, by their plain names.
    auto check_keyed_files = [&](const std::map<std::string, std::vector<std::string>>& keyed,
                                 const std::string& what, const std::string& empty_list) {
        for (const auto& [language, files] : keyed) {
            const std::string field = what + "." + language;
            if (language.empty()) fail(what + ": a language key is empty");
            if (files.empty()) fail(field + ": " + empty_list);
            std::set<std::string> names;
            for (std::size_t i = 0; i < files.size(); ++i) {
                const std::string at = field + "[" + std::to_string(i) + "]";
                if (!is_safe_package_path(files[i]))
                    fail(at + ": '" + files[i] + "' is not a safe path inside the package");
                if (!names.insert(file_name_of(files[i])).second)
                    fail(at + ": a second file named '" + file_name_of(files[i]) +
                         "' for the same language");
            }
        }
    };
    check_keyed_files(package.graders, "graders", "no file (a grader needs its source)");
    check_keyed_files(package.included, "included", "no file");
    std::set<std::string> formats;
    for (std::size_t i = 0; i < package.submission_format.size(); ++i) {
        const std::string& name = package.submission_format[i];
        const std::string at = "submission_format[" + std::to_string(i) + "]";
        if (!is_submission_format_name(name))
            fail(at + ": '" + name +
                 "' is not NAME.%l (a letter or '_', then letters, digits and '_', then .%l)");
        if (!formats.insert(name).second) fail(at + ": '" + name + "' is given twice");
    }
    if (package.submission_format.size() > 8)
        fail("submission_format: " + std::to_string(package.submission_format.size()) +
             " files; at most 8 (one per process)");
    check_program(package.checker, "checker", fail);
    if (package.validator) check_program(*package.validator, "validator", fail);
    if (package.interactor) {
        check_program(*package.interactor, "interactor", fail);
        if (package.interactor->protocol == Protocol::Builtin ||
            package.interactor->protocol == Protocol::Lemon)
            fail("interactor.protocol: an interactor speaks testlib, kattis or cms");
        // A CMS manager's arguments: how the contestant's program talks to it (CMS's user_io),
        // through the FIFOs named on its command line or its standard streams; then, for more
        // than one, how many contestant processes it talks with (CMS's num_processes).
        const std::vector<std::string>& arguments = package.interactor->arguments;
        const bool user_io =
            !arguments.empty() && (arguments[0] == "fifo_io" || arguments[0] == "std_io");
        const bool processes =
            arguments.size() == 1 || (arguments.size() == 2 && arguments[1].size() == 1 &&
                                      arguments[1][0] >= '2' && arguments[1][0] <= '8');
        if (package.interactor->protocol == Protocol::Cms && !(user_io && processes))
            fail(
                "interactor.arguments: a cms manager takes [\"fifo_io\"] or [\"std_io\"], then "
                "optionally its number of contestant processes (\"2\" to \"8\")");
    }
    if (package.output_only() && package.interactor)
        fail("interactor: an output-only problem runs no program to interact with");
    for (std::size_t i = 0; i < package.statements.size(); ++i)
        if (!is_safe_package_path(package.statements[i].path))
            fail("statements[" + std::to_string(i) + "].path: '" + package.statements[i].path +
                 "' is not a safe path inside the package");

    std::set<std::string> solution_sources;
    for (std::size_t i = 0; i < package.solutions.size(); ++i) {
        const PackageSolution& solution = package.solutions[i];
        const std::string field = "solutions[" + std::to_string(i) + "]";
        if (!is_safe_package_path(solution.source))
            fail(field + ".source: '" + solution.source +
                 "' is not a safe path inside the package");
        if (!solution_sources.insert(solution.source).second)
            fail(field + ".source: '" + solution.source + "' is listed twice");
        // Each file of a program of several is submitted under its own name: no two alike.
        std::set<std::string> names{file_name_of(solution.source)};
        for (std::size_t j = 0; j < solution.companions.size(); ++j) {
            const std::string& companion = solution.companions[j];
            const std::string companion_field = field + ".companions[" + std::to_string(j) + "]";
            if (!is_safe_package_path(companion))
                fail(companion_field + ": '" + companion +
                     "' is not a safe path inside the package");
            if (!names.insert(file_name_of(companion)).second)
                fail(companion_field + ": '" + companion +
                     "' has the file name of another file of the same solution");
        }
        // An output-only problem runs no program: its solutions are answer files, and only its.
        if (package.output_only() != (solution.language == kAnswerSolutionLanguage))
            fail(field + ".language: " +
                 (package.output_only() ? "an output-only problem's solutions are answer files "
                                          "(language '" +
                                              std::string(kAnswerSolutionLanguage) + "')"
                                        : std::string("'") + kAnswerSolutionLanguage +
                                              "' solutions belong to output-only problems"));
        if (solution.expected.empty()) fail(field + ".expected: no verdict");
        for (Verdict verdict : solution.expected)
            if (verdict == Verdict::Skipped)
                fail(field + ".expected: SK is not a verdict of a program");
        if (solution.score && !(*solution.score >= 0 && *solution.score <= 1e9))
            fail(field + ".score: " + format_points(*solution.score) + " is out of range");
    }
    std::map<std::string, std::size_t> group_index;
    for (std::size_t i = 0; i < package.groups.size(); ++i) {
        const TestGroup& group = package.groups[i];
        const std::string field = "groups[" + std::to_string(i) + "]";
        if (group.name.empty()) fail(field + ".name: empty");
        if (!group_index.emplace(group.name, i).second)
            fail(field + ".name: group '" + group.name + "' is defined twice");
        if (!(group.points >= 0 && group.points <= 1e9))
            fail(field + ".points: " + format_points(group.points) + " is out of range");
        for (const std::string& dependency : group.depends_on) {
            auto found = group_index.find(dependency);
            // Dependencies point back: a group is judged after the groups it depends on, which
            // also rules out cycles.
            if (found == group_index.end() || found->second >= i)
                fail(field + ".depends_on: '" + dependency + "' is not a group defined before '" +
                     group.name + "'");
        }
    }
    std::set<std::string> test_names;
    std::map<std::string, double> each_test_points;
    for (std::size_t i = 0; i < package.tests.size(); ++i) {
        const PackageTest& test = package.tests[i];
        const std::string field = "tests[" + std::to_string(i) + "]";
        if (test.name.empty()) fail(field + ".name: empty");
        if (!test_names.insert(test.name).second)
            fail(field + ".name: test '" + test.name + "' appears twice");
        if (!group_index.count(test.group))
            fail(field + ".group: group '" + test.group + "' of test '" + test.name +
                 "' is not defined in groups");
        if (!(test.points >= 0 && test.points <= 1e9))
            fail(field + ".points: " + format_points(test.points) + " is out of range");
        for (const auto& [key, path] :
             {std::pair{".input", &test.input}, std::pair{".answer", &test.answer}})
            if (!is_safe_package_path(*path))
                fail(field + key + ": '" + *path + "' is not a safe path inside the package");
        if (!test.answer_file.empty() && (test.answer_file.find('/') != std::string::npos ||
                                          test.answer_file == "." || test.answer_file == ".."))
            fail(field + ".answer_file: '" + test.answer_file + "' is not a plain file name");
        if (!test.answer_file.empty() && !package.output_only())
            fail(field + ".answer_file: only an output-only problem's tests take answer files");
        each_test_points[test.group] += test.points;
    }
    for (std::size_t i = 0; i < package.groups.size(); ++i) {
        const TestGroup& group = package.groups[i];
        if (group.aggregation != Aggregation::EachTest) continue;
        const double sum = each_test_points[group.name];
        if (std::abs(sum - group.points) > 1e-6)
            fail("groups[" + std::to_string(i) + "].points: group '" + group.name + "' has " +
                 format_points(group.points) + " points but its tests add up to " +
                 format_points(sum) + " (each-test groups score their tests' own points)");
    }
}

ProblemPackage read_package_json(std::string_view text, std::string_view file_name) {
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        throw PackageError(std::string(file_name) + ": line " +
                           std::to_string(line_of(text, error.byte)) +
                           ": malformed JSON: " + error.what());
    }
    ProblemPackage package;
    {
        Fields fields(document, "", file_name);
        const std::string format = fields.string("format");
        if (format != "gridjudge-package")
            fields.fail("format", "'" + format + "' is not \"gridjudge-package\"");
        const std::int64_t version = fields.integer("format_version");
        if (version > kPackageFormatVersion)
            fields.fail("format_version", "version " + std::to_string(version) +
                                              " is newer than this gridjudge reads (" +
                                              std::to_string(kPackageFormatVersion) +
                                              "); use a newer gridjudge");
        if (version < kPackageFormatVersion)
            fields.fail("format_version",
                        "version " + std::to_string(version) +
                            " is an old format; make the package again with this gridjudge");
        package.id = fields.string("id");
        package.title = fields.string("title");
        // Absent in every package older than output-only problems: they are all batch.
        const std::string kind = fields.string("kind", "batch");
        if (auto parsed = parse_problem_kind(kind))
            package.kind = *parsed;
        else
            fields.fail("kind", "'" + kind + "' is not batch or output-only");
        fields.array(
            "statements",
            [&](const json& value, const std::string& path) {
                Fields statement(value, path, file_name);
                Statement entry;
                entry.language = statement.string("language", "");
                entry.format = statement.string("format");
                entry.path = statement.string("path");
                statement.finish();
                package.statements.push_back(std::move(entry));
            },
            false);
        package.limits = read_limits(fields.required("limits"), file_name);
        package.io = read_io(fields.required("io"), file_name);
        package.checker = read_program(fields.required("checker"), "checker", file_name);
        if (const json* validator = fields.optional("validator"))
            package.validator = read_program(*validator, "validator", file_name);
        if (const json* interactor = fields.optional("interactor"))
            package.interactor = read_program(*interactor, "interactor", file_name);
        fields.array(
            "groups",
            [&](const json& value, const std::string& path) {
                package.groups.push_back(read_group(value, path, file_name));
            },
            true);
        fields.array(
            "tests",
            [&](const json& value, const std::string& path) {
                package.tests.push_back(read_test(value, path, file_name));
            },
            true);
        package.files = fields.strings("files");
        // graders and included: per language key, a non-empty list of file paths.
        auto read_keyed_files = [&](const char* what,
                                    std::map<std::string, std::vector<std::string>>& keyed) {
            const json* object = fields.optional(what);
            if (!object) return;
            if (!object->is_object()) fields.fail(what, "expected an object");
            for (const auto& [language, files] : object->items()) {
                const json one{{language, files}};  // read alone, for its messages' path
                Fields entry(one, what, file_name);
                if (!files.is_array() || files.empty())
                    entry.fail(language, "expected a non-empty array of file paths");
                keyed[language] = entry.strings(language.c_str());
            }
        };
        read_keyed_files("graders", package.graders);
        read_keyed_files("included", package.included);
        package.submission_format = fields.strings("submission_format");
        fields.array(
            "solutions",
            [&](const json& value, const std::string& path) {
                package.solutions.push_back(read_solution(value, path, file_name));
            },
            false);
        const std::string rule = fields.string("verdict_rule", "worst-test");
        if (auto parsed = parse_verdict_rule(rule))
            package.verdict_rule = *parsed;
        else
            fields.fail("verdict_rule", "'" + rule + "' is not worst-test or any-group-accepted");
        if (const json* provenance = fields.optional("provenance")) {
            Fields origin(*provenance, "provenance", file_name);
            package.provenance.format = origin.string("format", "gridjudge");
            package.provenance.origin = origin.string("origin", "");
            package.provenance.seed = origin.string("seed", "");
            package.provenance.generated_by = origin.string("generated_by", "");
            origin.finish();
        }
        fields.finish();
    }
    check_package(package, file_name);
    return package;
}

std::string write_package_json(const ProblemPackage& package) {
    ordered_json document{{"format", "gridjudge-package"},
                          {"format_version", kPackageFormatVersion},
                          {"id", package.id},
                          {"title", package.title}};
    if (package.kind != ProblemKind::Batch) document["kind"] = problem_kind_name(package.kind);
    ordered_json statements = ordered_json::array();
    for (const Statement& statement : package.statements) {
        ordered_json entry;
        if (!statement.language.empty()) entry["language"] = statement.language;
        entry["format"] = statement.format;
        entry["path"] = statement.path;
        statements.push_back(entry);
    }
    document["statements"] = statements;
    ordered_json limits{{"time_ms", package.limits.time_ms}};
    if (package.limits.wall_ms != 0) limits["wall_ms"] = package.limits.wall_ms;
    limits["memory_mib"] = package.limits.memory_mib;
    limits["output_mib"] = package.limits.output_mib;
    if (package.limits.checker_time_ms != ProblemLimits{}.checker_time_ms)
        limits["checker_time_ms"] = package.limits.checker_time_ms;
    if (package.limits.checker_memory_mib != ProblemLimits{}.checker_memory_mib)
        limits["checker_memory_mib"] = package.limits.checker_memory_mib;
    if (!package.limits.time_multipliers.empty())
        limits["time_multipliers"] = package.limits.time_multipliers;
    document["limits"] = limits;
    document["io"] = package.io.mode == IoMode::File
                         ? ordered_json{{"mode", "file"},
                                        {"input", package.io.input_file},
                                        {"output", package.io.output_file}}
                         : ordered_json{{"mode", "stdio"}};
    document["checker"] = program_json(package.checker);
    if (package.validator) document["validator"] = program_json(*package.validator);
    if (package.interactor) document["interactor"] = program_json(*package.interactor);
    ordered_json groups = ordered_json::array();
    for (const TestGroup& group : package.groups) {
        ordered_json entry{{"name", group.name},
                           {"points", points_json(group.points)},
                           {"aggregation", aggregation_name(group.aggregation)}};
        if (!group.depends_on.empty()) entry["depends_on"] = group.depends_on;
        if (!group.validator_arguments.empty())
            entry["validator_arguments"] = group.validator_arguments;
        groups.push_back(entry);
    }
    document["groups"] = groups;
    ordered_json tests = ordered_json::array();
    for (const PackageTest& test : package.tests) {
        ordered_json entry{
            {"name", test.name}, {"group", test.group}, {"points", points_json(test.points)}};
        if (test.sample) entry["sample"] = true;
        entry["input"] = test.input;
        entry["answer"] = test.answer;
        if (!test.input_sha256.empty()) entry["input_sha256"] = test.input_sha256;
        if (!test.answer_sha256.empty()) entry["answer_sha256"] = test.answer_sha256;
        if (!test.generator.empty()) entry["generator"] = test.generator;
        if (!test.size_summary.empty()) entry["size"] = test.size_summary;
        if (!test.answer_summary.empty()) entry["answer_summary"] = test.answer_summary;
        if (!test.answer_file.empty()) entry["answer_file"] = test.answer_file;
        tests.push_back(entry);
    }
    document["tests"] = tests;
    if (!package.files.empty()) document["files"] = package.files;
    if (!package.graders.empty()) document["graders"] = package.graders;
    if (!package.submission_format.empty())
        document["submission_format"] = package.submission_format;
    if (!package.included.empty()) document["included"] = package.included;
    if (!package.solutions.empty()) {
        ordered_json solutions = ordered_json::array();
        for (const PackageSolution& solution : package.solutions)
            solutions.push_back(solution_json(solution));
        document["solutions"] = solutions;
    }
    if (package.verdict_rule != VerdictRule::WorstTest)
        document["verdict_rule"] = verdict_rule_name(package.verdict_rule);
    ordered_json provenance{{"format", package.provenance.format}};
    if (!package.provenance.origin.empty()) provenance["origin"] = package.provenance.origin;
    if (!package.provenance.seed.empty()) provenance["seed"] = package.provenance.seed;
    if (!package.provenance.generated_by.empty())
        provenance["generated_by"] = package.provenance.generated_by;
    document["provenance"] = provenance;
    return document.dump(2) + "\n";
}

}  // namespace gridjudge
