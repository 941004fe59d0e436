#include "judge/package/sandboxed_package_tools.h"

#include "judge/judging/checker.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge::package {
namespace fs = std::filesystem;
namespace {

constexpr sandbox::Limits kToolLimits{/*cpu_ms=*/30'000, /*wall_ms=*/60'000,
                                      /*memory_kib=*/2048 * 1024, /*output_kib=*/512 * 1024,
                                      /*processes=*/64};
constexpr std::size_t kErrorOutputLimit = 64 * 1024;

}  // namespace

SandboxedPackageTools::SandboxedPackageTools(Compiler& compiler, BoxRunner& runner)
    : compiler_(compiler), runner_(runner) {}

// Compiles through the compile cache; nullopt with `result.failure` set when it cannot.
std::optional<CompileResult> SandboxedPackageTools::compile_program(const ToolProgram& program,
                                                                    ToolResult& result) {
    const std::string name = program.source.filename().string();
    const Language* language = program.language.empty() ? language_for_file(program.source.string())
                                                        : find_language(program.language);
    if (language == nullptr) {
        result.failure =
            name + ": no known language for it (languages: " + language_id_list() + ")";
        return std::nullopt;
    }
    CompileRequest request;
    request.language = language;
    try {
        request.source = read_file(program.source);
        for (const fs::path& file : program.include_files)
            request.extra_files.push_back({file.filename().string(), read_file(file)});
    } catch (const std::exception& error) {
        result.failure = error.what();
        return std::nullopt;
    }
    CompileResult compiled = compiler_.compile(request);
    if (!compiled.internal_error.empty()) {
        result.failure = name + ": " + compiled.internal_error;
        return std::nullopt;
    }
    if (!compiled.ok) {
        result.failure = name + " does not compile:\n" + compiled.log;
        result.error_output = compiled.log;
        return std::nullopt;
    }
    return compiled;
}

ToolResult SandboxedPackageTools::compile(const ToolProgram& program) {
    ToolResult result;
    result.ran = compile_program(program, result).has_value();
    if (!result.ran && !result.error_output.empty()) result.failure = result.error_output;
    return result;
}

ToolResult SandboxedPackageTools::run(const ToolProgram& program,
                                      const std::vector<std::string>& arguments,
                                      const fs::path& input, const fs::path& output,
                                      const std::vector<fs::path>& extra_files) {
    ToolResult result;
    const std::string name = program.source.filename().string();
    const std::optional<CompileResult> compiled_or = compile_program(program, result);
    if (!compiled_or) return result;
    const CompileResult& compiled = *compiled_or;
    TempDir box("gridjudge-tool-");
    try {
        place_artifacts(compiled.program.artifacts, box.path());
        for (const fs::path& file : extra_files) fs::copy_file(file, box.path() / file.filename());
    } catch (const std::exception& error) {
        result.failure = error.what();
        return result;
    }
    sandbox::RunSpec spec;
    spec.argv = program_argv(compiled.program.run_command, kToolLimits.memory_kib / 1024);
    spec.readonly_binds = compiled.program.readonly_binds;
    spec.argv.insert(spec.argv.end(), arguments.begin(), arguments.end());
    spec.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"};
    for (std::string& variable :
         program_argv(compiled.program.environment, kToolLimits.memory_kib / 1024))
        spec.env.push_back(std::move(variable));
    spec.box_dir = box.path();
    spec.stdin_path = input;
    spec.stdout_path = output;
    spec.stderr_path = box.path().string() + ".stderr";
    spec.limits = kToolLimits;
    spec.limits.processes = std::max(kToolLimits.processes, compiled.program.processes);
    const sandbox::RunResult run = runner_.run(spec);
    std::error_code ignored;
    if (fs::exists(spec.stderr_path, ignored)) {
        result.error_output = read_file(spec.stderr_path, kErrorOutputLimit);
        fs::remove(spec.stderr_path, ignored);
    }
    result.cpu_ms = run.cpu_ms;
    // A crash is the tool's answer, for its caller to read (a validator that aborts rejects
    // the input); a limit or the sandbox failing is the one rule's failure of a jury program.
    if (std::optional<std::string> failed = jury_program_failure(run, name, JuryCrash::Answers)) {
        result.failure = *failed;
        return result;
    }
    result.ran = true;
    result.exit_code = run.exit_code;
    result.signal = run.signal;
    return result;
}

}  // namespace gridjudge::package
