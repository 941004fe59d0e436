// Kattis / ICPC problem packages (legacy, 2023-07-draft and 2025-09 shapes) to gridjudge package
// folders. problem.yaml gives the name, the type (pass-fail, scoring, interactive), the limits
// (time_limit in seconds where the version has it, memory and output in MiB) and, in legacy
// packages, `validation` and `validator_flags`. The default output validator becomes the
// built-in tokens checker with the same flags (token_options.h); a custom one (output_validators/
// <name>/ or output_validator/) keeps its source and the Kattis protocol, as do the input
// validators (exit 42), which check every case. Validators run sandboxed in whichever language
// the judge runs (a Python output validator like a contestant's Python), with the 2025-09
// `constants` replaced in their sources. The data tree is read by kattis_data.cpp.
#include <algorithm>
#include <cmath>
#include <set>

#include "checkers/token_options.h"
#include "judge/compile/grader_files.h"
#include "judge/compile/language.h"
#include "judge/compile/submitted_sources.h"
#include "judge/model/limits.h"
#include "judge/model/package_json.h"
#include "judge/package/builtin_marker.h"
#include "judge/package/import_frame.h"
#include "judge/package/importers.h"
#include "judge/package/kattis_constants.h"
#include "judge/package/kattis_data.h"
#include "judge/package/kattis_languages.h"
#include "judge/package/kattis_submissions.h"
#include "judge/package/yaml_reading.h"
#include "judge/util/files.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

namespace {

constexpr const char* kProblemYaml = "problem.yaml";

bool is_header(const std::string& name) {
    const std::string extension = fs::path(name).extension().string();
    return extension == ".h" || extension == ".hpp" || extension == ".hh";
}

// A Kattis program (a file, or a folder of files) as gridjudge can run it: one source in a language
// the judge runs (C and C++ with the headers beside it, Python, Java, ...), run in the sandbox
// like a contestant's. nullopt with `why` for anything else (checktestdata and Viva scripts,
// build/run scripts, programs split over several sources).
struct KattisProgram {
    std::string source;
    std::vector<std::string> headers;
};

bool is_judged_source(std::string_view name) {
    const std::string extension = fs::path(std::string(name)).extension().string();
    if (extension == ".sh" || extension == ".bash") return false;
    return language_for_file(name) != nullptr;
}

std::optional<KattisProgram> kattis_program(const ImportContext& context, const std::string& path,
                                            std::string& why) {
    if (context.source().is_file(path)) {
        if (is_judged_source(path)) return KattisProgram{path, {}};
        why = "not in a language the judge runs (" + language_id_list() + ")";
        return std::nullopt;
    }
    KattisProgram program;
    std::vector<std::string> sources;
    for (const PackageDir::Entry& entry : context.source().list(path)) {
        const std::string file = path + "/" + entry.name;
        if (entry.name == "build" || entry.name == "run") {
            why = "programs built by their own build/run scripts are not supported";
            return std::nullopt;
        }
        if (entry.kind != PackageDir::Kind::File) continue;
        if (is_judged_source(entry.name)) sources.push_back(file);
        if (is_header(entry.name)) program.headers.push_back(file);
    }
    // Several C or C++ sources: the one with main() is the program (helpers compiled into it are
    // not supported, the judge compiles one file).
    std::vector<std::string> mains;
    for (const std::string& source : sources)
        if (is_c_or_cpp_source(source) && context.read(source).find("main(") != std::string::npos)
            mains.push_back(source);
    if (sources.size() == 1) mains = sources;
    if (mains.size() != 1) {
        why = sources.empty()
                  ? "no source in a language the judge runs (" + language_id_list() + ")"
                  : "several sources; gridjudge runs one file per program";
        return std::nullopt;
    }
    program.source = mains.front();
    return program;
}

// The Kattis default output validator's flags as the tokens checker's options.
std::vector<std::string> default_validator_options(const std::vector<std::string>& flags,
                                                   const std::string& where) {
    std::vector<std::string> arguments{"text"};
    bool case_sensitive = false;
    for (std::size_t i = 0; i < flags.size(); ++i) {
        const std::string& flag = flags[i];
        if (flag == "case_sensitive") {
            case_sensitive = true;
        } else if (flag == "space_change_sensitive") {
            arguments.push_back(flag);
        } else if (flag == "float_tolerance" || flag == "float_absolute_tolerance" ||
                   flag == "float_relative_tolerance") {
            arguments.push_back(flag);
            if (i + 1 < flags.size()) arguments.push_back(flags[++i]);
        } else {
            throw PackageError(where + ": '" + flag +
                               "' is not a flag of the default output validator");
        }
    }
    if (!case_sensitive) arguments.push_back("case_insensitive");
    try {
        return checkers::token_option_arguments(checkers::parse_token_options(arguments));
    } catch (const std::invalid_argument& error) {
        throw PackageError(where + ": " + error.what());
    }
}

class KattisImport {
  public:
    KattisImport(const ImportContext& context, const YamlFile& yaml)
        : context_(context),
          yaml_(yaml),
          draft_(context, problem_id(), PackageFormat::Kattis),
          package_(draft_.package()) {}

    void run() {
        read_problem_yaml();
        read_statements();
        const KattisData data = read_kattis_data(context_, version_, scoring_);
        read_output_validator(data.output_validator_arguments);
        read_input_validators();
        read_included_code();
        copy_cases(data);
        package_.groups = data.groups;
        if (data.accept_if_any_group_accepted)
            package_.verdict_rule = VerdictRule::AnyGroupAccepted;
        draft_.validate_tests(validators_);
        add_kattis_submissions(draft_);
        draft_.finish();
        context_.result().problems.back().time_limit_rule = time_limit_rule_;
    }

  private:
    std::string problem_id() const {
        if (!context_.options().problem_id.empty()) return context_.options().problem_id;
        return problem_id_from(context_.source().root().filename().string(),
                               context_.source().display("") + " (the package folder's name)");
    }

    YAML::Node entry(const char* key) const {
        return yaml_.entry(yaml_.root(), key, "(top level)");
    }

    void read_problem_yaml() {
        const YAML::Node& root = yaml_.root();
        if (!root.IsNull() && !root.IsMap()) yaml_.fail(root, "(top level)", "expected a map");
        const YAML::Node format = entry("problem_format_version");
        const std::string version =
            format ? yaml_.text(format, "problem_format_version") : "legacy";
        if (version.rfind("legacy", 0) == 0)
            version_ = KattisVersion::Legacy;
        else if (version == "2023-07-draft" || version == "2023-07")
            version_ = KattisVersion::Draft2023;
        else
            version_ = KattisVersion::Spec2025;

        std::set<std::string> types;
        if (const YAML::Node type = entry("type"))
            for (const std::string& word : yaml_.words(type, "type")) types.insert(word);
        if (types.count("multi-pass"))
            yaml_.fail(entry("type"), "type",
                       "'multi-pass' problems are not supported (gridjudge runs a submission "
                       "once per test; it does not run it again on the nextpass.in its output "
                       "validator writes)");
        scoring_ = types.count("scoring") > 0;
        interactive_ = types.count("interactive") > 0;
        // submit-answer: the submission is the answers to the test cases, gridjudge's
        // output-only problem (each test's answer file: answer_file_names).
        if (types.count("submit-answer")) {
            if (interactive_)
                yaml_.fail(entry("type"), "type",
                           "'submit-answer' and 'interactive' exclude each other (the format "
                           "says so)");
            package_.kind = ProblemKind::OutputOnly;
        }

        std::string validation = "default";
        if (const YAML::Node node = entry("validation"))
            validation = yaml_.text(node, "validation");
        custom_validation_ = validation.rfind("custom", 0) == 0;
        if (validation.find("interactive") != std::string::npos) interactive_ = true;
        if (validation.find("score") != std::string::npos)
            context_.note(yaml_.file() +
                          ": validation 'score': the validator's score.txt is not "
                          "read; an accepted case scores its full points");
        if (const YAML::Node flags = entry("validator_flags"))
            validator_flags_ = yaml_.words(flags, "validator_flags");

        constants_ = KattisConstants(yaml_, entry("constants"));
        read_name();
        read_limits();
    }

    void read_name() {
        const YAML::Node name = entry("name");
        if (!name) return;
        if (name.IsMap()) {
            for (const auto& item : name) {
                const std::string language = item.first.as<std::string>();
                if (package_.title.empty() || language == "en")
                    package_.title = yaml_.text(item.second, "name." + language);
            }
        } else {
            package_.title = yaml_.text(name, "name");
        }
    }

    void read_limits() {
        const YAML::Node limits = entry("limits");
        std::optional<double> seconds;
        if (const YAML::Node time = yaml_.entry(limits, "time_limit", "limits"))
            seconds = yaml_.number(time, "limits.time_limit");
        if (!seconds && context_.source().is_file(".timelimit")) {
            const YamlFile file(context_.read(".timelimit"),
                                context_.source().display(".timelimit"));
            seconds = file.number(file.root(), "time limit in seconds");
        }
        const TimeLimitRule rule = read_time_limit_rule(limits);
        if (seconds) {
            package_.limits.time_ms = static_cast<std::int64_t>(std::llround(*seconds * 1000));
        } else if (context_.options().time_limit_ms) {
            package_.limits.time_ms = *context_.options().time_limit_ms;
        } else if (package_.output_only()) {
            // Nothing runs: the limit is only a value the model must hold.
            package_.limits.time_ms = 1000;
            context_.note(yaml_.file() +
                          ": no limits.time_limit: 1 s, which a submit-answer problem never uses "
                          "(nothing runs)");
        } else if (context_.options().derive_time_limit) {
            // The accepted solutions give it (TimeLimitRule); the caller judges them.
            package_.limits.time_ms = 1000;
            time_limit_rule_ = rule;
        } else {
            // 2023-07 and 2025-09 make it the smallest multiple of time_resolution above the
            // slowest accepted submission's time times ac_to_time_limit: a time this caller
            // does not measure.
            throw PackageError(
                yaml_.file() + ": limits.time_limit: missing " +
                (version_ == KattisVersion::Legacy
                     ? "(legacy packages leave the time limit to the judge)"
                     : "(the format derives it from the accepted submissions' running times, "
                       "which the import does not measure)") +
                "; pass one with --time-limit");
        }
        if (const YAML::Node memory = yaml_.entry(limits, "memory", "limits")) {
            package_.limits.memory_mib = yaml_.integer(memory, "limits.memory");
        } else {
            package_.limits.memory_mib = 2048;
            context_.note(yaml_.file() +
                          ": no limits.memory: 2048 MiB, the format's usual default");
        }
        if (const YAML::Node output = yaml_.entry(limits, "output", "limits"))
            package_.limits.output_mib = yaml_.integer(output, "limits.output");
        // The output validator's time (seconds; the format's default, 60, is the model's).
        if (const YAML::Node time = yaml_.entry(limits, "validation_time", "limits")) {
            const double seconds = yaml_.number(time, "limits.validation_time");
            const LimitRange& range = kCheckerTimeRange;  // the model's range, in ms
            if (!(seconds * 1000 >= static_cast<double>(range.min) &&
                  seconds * 1000 <= static_cast<double>(range.max)))
                yaml_.fail(time, "limits.validation_time",
                           yaml_.text(time, "limits.validation_time") + " s is out of range (" +
                               std::to_string(range.min) + " to " + std::to_string(range.max) +
                               " ms)");
            package_.limits.checker_time_ms = std::llround(seconds * 1000);
        }
        // The output validator's memory (MiB): a guarantee, so a package may ask for more than
        // the judge's default, never less.
        if (const YAML::Node memory = yaml_.entry(limits, "validation_memory", "limits")) {
            const std::int64_t mib = yaml_.integer(memory, "limits.validation_memory");
            if (mib < kCheckerMemoryRange.min || mib > kCheckerMemoryRange.max)
                yaml_.fail(memory, "limits.validation_memory",
                           std::to_string(mib) + " MiB is out of range (" +
                               std::to_string(kCheckerMemoryRange.min) + " to " +
                               std::to_string(kCheckerMemoryRange.max) + " MiB)");
            package_.limits.checker_memory_mib = std::max(mib, ProblemLimits{}.checker_memory_mib);
        }
    }

    // How the accepted solutions give the time limit (TimeLimitRule): legacy's time_multiplier
    // and time_safety_margin (whole seconds), or 2023-07's time_multipliers and time_resolution.
    TimeLimitRule read_time_limit_rule(const YAML::Node& limits) const {
        TimeLimitRule rule;
        rule.where = yaml_.file() + ": limits.time_limit";
        auto factor = [&](const YAML::Node& parent, const char* key, const std::string& field,
                          double& value) {
            const YAML::Node node = yaml_.entry(parent, key, field.substr(0, field.rfind('.')));
            if (!node) return;
            value = yaml_.number(node, field);
            if (!(value >= 1 && value <= 100))
                yaml_.fail(node, field, yaml_.text(node, field) + " is out of range (1 to 100)");
        };
        if (version_ == KattisVersion::Legacy) {
            rule.ac_to_time_limit = 5.0;
            rule.time_limit_to_tle = 2.0;
            rule.multiplier_key = "time_multiplier";
            rule.resolution_key = "";
            factor(limits, "time_multiplier", "limits.time_multiplier", rule.ac_to_time_limit);
            factor(limits, "time_safety_margin", "limits.time_safety_margin",
                   rule.time_limit_to_tle);
            return rule;
        }
        rule.bounded_by_every_solution_without_tle = version_ == KattisVersion::Spec2025;
        const YAML::Node multipliers = yaml_.entry(limits, "time_multipliers", "limits");
        factor(multipliers, "ac_to_time_limit", "limits.time_multipliers.ac_to_time_limit",
               rule.ac_to_time_limit);
        factor(multipliers, "time_limit_to_tle", "limits.time_multipliers.time_limit_to_tle",
               rule.time_limit_to_tle);
        if (const YAML::Node resolution = yaml_.entry(limits, "time_resolution", "limits")) {
            const double seconds = yaml_.number(resolution, "limits.time_resolution");
            if (!(seconds >= 0.001 && seconds <= 60))
                yaml_.fail(resolution, "limits.time_resolution",
                           yaml_.text(resolution, "limits.time_resolution") +
                               " s is out of range (0.001 to 60)");
            rule.resolution_ms = std::llround(seconds * 1000);
        }
        return rule;
    }

    void read_statements() {
        for (const char* folder : {"problem_statement", "statement"}) {
            if (!context_.source().is_directory(folder)) continue;
            for (const PackageDir::Entry& file : context_.source().list(folder)) {
                if (file.kind != PackageDir::Kind::File || file.name.rfind("problem.", 0) != 0)
                    continue;
                // problem.tex, problem.en.tex, problem.sv.md, problem.pdf
                const std::string rest = file.name.substr(8);
                const std::size_t dot = rest.rfind('.');
                const std::string extension =
                    dot == std::string::npos ? rest : rest.substr(dot + 1);
                const std::string language = dot == std::string::npos ? "en" : rest.substr(0, dot);
                const std::string format = extension == "tex"   ? "tex"
                                           : extension == "md"  ? "markdown"
                                           : extension == "pdf" ? "pdf"
                                                                : "";
                if (format.empty()) continue;
                const std::string path = std::string(folder) + "/" + file.name;
                draft_.copy(path, path);
                package_.statements.push_back({language.empty() ? "en" : language, format, path});
            }
        }
    }

    void read_output_validator(const std::vector<std::string>& data_arguments) {
        std::vector<std::string> flags = validator_flags_;
        flags.insert(flags.end(), data_arguments.begin(), data_arguments.end());
        std::string folder;
        for (const char* candidate : {"output_validator", "output_validators"})
            if (context_.source().is_directory(candidate)) folder = candidate;
        const bool custom = custom_validation_ || interactive_ ||
                            (version_ != KattisVersion::Legacy && !folder.empty());
        if (!custom) {
            package_.checker = {
                Protocol::Builtin, "tokens", "", "",
                default_validator_options(flags, yaml_.file() + ": validator_flags")};
            return;
        }
        if (folder.empty())
            throw PackageError(context_.source().display("output_validators") +
                               ": missing (the problem asks for a custom output validator)");
        std::string path = folder;
        if (folder == "output_validators") {
            const auto entries = context_.source().list(folder);
            if (entries.size() != 1)
                throw PackageError(context_.source().display(folder) + ": " +
                                   std::to_string(entries.size()) +
                                   " output validators; gridjudge judges with one");
            path += "/" + entries.front().name;
        } else {
            path = program_folder(folder);
        }
        std::string why;
        const auto program = kattis_program(context_, path, why);
        if (!program) throw PackageError(context_.source().display(path) + ": " + why);
        if (auto builtin = builtin_checker_of(context_.read(program->source));
            builtin && !interactive_) {
            package_.checker = *builtin;
            return;
        }
        ProgramSpec spec{Protocol::Kattis, "", program->source,
                         kattis_language_of_source(program->source, yaml_.file()), flags};
        copy_program(*program);
        if (interactive_)
            package_.interactor = spec;
        else
            package_.checker = spec;
    }

    // output_validator/ is the program itself in the 2023-07 layout, but packages written for
    // problemtools keep it one level down, as the legacy layout did (output_validator/<name>/
    // validate.cc): a folder with no source of its own and one subfolder means that subfolder.
    std::string program_folder(const std::string& folder) const {
        std::vector<std::string> subfolders;
        for (const PackageDir::Entry& entry : context_.source().list(folder)) {
            if (entry.kind == PackageDir::Kind::File &&
                (is_judged_source(entry.name) || entry.name == "build" || entry.name == "run"))
                return folder;
            if (entry.kind == PackageDir::Kind::Directory) subfolders.push_back(entry.name);
        }
        return subfolders.size() == 1 ? folder + "/" + subfolders.front() : folder;
    }

    // The program's source as the package stores it: its constants replaced (2025-09).
    void copy_program(const KattisProgram& program) {
        if (constants_.empty())
            draft_.copy(program.source, program.source);
        else
            draft_.write(program.source, constants_.substitute(context_.read(program.source)));
        for (const std::string& header : program.headers) {
            draft_.copy(header, header);
            package_.files.push_back(header);
        }
        if (includes_testlib(context_.read(program.source))) draft_.add_testlib(program.source);
    }

    void read_input_validators() {
        for (const char* folder : {"input_validators", "input_format_validators"}) {
            if (!context_.source().is_directory(folder)) continue;
            for (const PackageDir::Entry& entry : context_.source().list(folder)) {
                const std::string path = std::string(folder) + "/" + entry.name;
                std::string why;
                const auto program = kattis_program(context_, path, why);
                if (!program) {
                    context_.note("input validator " + path + " is not run: " + why);
                    continue;
                }
                ProgramSpec spec{Protocol::Kattis,
                                 "",
                                 program->source,
                                 kattis_language_of_source(program->source, path),
                                 {}};
                if (!package_.validator) {
                    copy_program(*program);
                    package_.validator = spec;
                }
                ToolProgram work =
                    draft_.work_program(program->source, spec.language, program->headers);
                if (!constants_.empty())
                    write_file_atomic(work.source,
                                      constants_.substitute(context_.read(program->source)));
                validators_.push_back({spec, std::move(work)});
            }
        }
    }

    // include/<language>/: the spec's "included code", copied beside every submission in that
    // language after its own files. Where Kattis compiles every source (C, C++, Java) or takes
    // an included main.* as the entry point (problemtools' mainfile), the files are a grader
    // task's graders. Otherwise, in a language run from its source, they are modules beside the
    // submission, which stays the entry point (a Python `import include`): `included`. So are
    // include/default's files, for every language. A language code this gridjudge does not
    // know is noted and left out.
    void read_included_code() {
        if (!context_.source().is_directory("include")) return;
        for (const PackageDir::Entry& language : context_.source().list("include")) {
            const std::string folder = "include/" + language.name;
            if (language.kind != PackageDir::Kind::Directory) {
                context_.note(folder +
                              " is not imported: included code sits in include/<language>/");
                continue;
            }
            const Language* judged = find_language(language.name);
            if (judged == nullptr && language.name != "default") {
                context_.note(folder + " is not imported: no language '" + language.name +
                              "' here (" + language_id_list() + ")");
                continue;
            }
            std::vector<std::string> names;
            for (const PackageDir::Entry& entry : context_.source().list(folder)) {
                if (entry.kind != PackageDir::Kind::File) {
                    context_.note(folder + "/" + entry.name +
                                  " is not imported: only the files of " + folder +
                                  " are included code");
                    continue;
                }
                names.push_back(entry.name);
            }
            if (names.empty()) continue;
            const bool modules = judged == nullptr ||
                                 (runs_its_source(*judged) && !holds_a_main_source(*judged, names));
            const std::string target = (modules ? "included/" : "graders/") + language.name;
            std::vector<std::string> files;
            for (const std::string& name : names) {
                const std::string path = folder + "/" + name;
                if (constants_.empty())
                    draft_.copy(path, target + "/" + name);
                else
                    draft_.write(target + "/" + name, constants_.substitute(context_.read(path)));
                files.push_back(target + "/" + name);
            }
            (modules ? package_.included : package_.graders)[language.name] = std::move(files);
        }
    }

    static bool runs_its_source(const Language& language) {
        return std::find(language.run.begin(), language.run.end(), "{source}") !=
               language.run.end();
    }

    // Whether one of `names` is a main.* source of `language`: problemtools then runs it instead
    // of the submission.
    static bool holds_a_main_source(const Language& language,
                                    const std::vector<std::string>& names) {
        return std::any_of(names.begin(), names.end(), [&](const std::string& name) {
            const std::string stem = name.substr(0, name.find('.'));
            std::string lower(stem);
            std::transform(lower.begin(), lower.end(), lower.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            return lower == "main" && is_source_of(language, name);
        });
    }

    void copy_cases(const KattisData& data) {
        std::vector<std::string> names;
        for (const KattisCase& kattis : data.cases) names.push_back(kattis.name);
        const std::vector<std::string> answer_files =
            package_.output_only() ? kattis_answer_files(names) : std::vector<std::string>{};
        for (const KattisCase& kattis : data.cases) {
            PackageTest test;
            if (!answer_files.empty()) test.answer_file = answer_files[package_.tests.size()];
            test.name = kattis.name;
            test.group = kattis.group;
            test.points = kattis.points;
            test.sample = kattis.sample;
            test.input = "tests/" + kattis.name + ".in";
            test.answer = "tests/" + kattis.name + ".ans";
            draft_.copy(kattis.input, test.input);
            draft_.copy(kattis.answer, test.answer);
            package_.tests.push_back(std::move(test));
        }
    }

    const ImportContext& context_;
    const YamlFile& yaml_;
    ProblemDraft draft_;
    ProblemPackage& package_;
    KattisVersion version_ = KattisVersion::Legacy;
    std::optional<TimeLimitRule> time_limit_rule_;
    bool scoring_ = false, interactive_ = false, custom_validation_ = false;
    std::vector<std::string> validator_flags_;
    KattisConstants constants_;
    std::vector<ProblemDraft::Validator> validators_;
};

}  // namespace

ImportResult import_kattis(const fs::path& source_dir, const fs::path& out_dir, PackageTools& tools,
                           const ImportOptions& options) {
    return run_import(PackageFormat::Kattis, source_dir, out_dir, tools, options,
                      [](const ImportContext& context) {
                          const YamlFile yaml(context.read(kProblemYaml),
                                              context.source().display(kProblemYaml));
                          KattisImport(context, yaml).run();
                      });
}

}  // namespace gridjudge::package
