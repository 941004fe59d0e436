#include "judge/compile/compiler.h"

#include <sys/statvfs.h>

#include <algorithm>
#include <array>
#include <boost/process.hpp>
#include <cstdlib>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>

#include "judge/compile/grader_files.h"
#include "judge/compile/submitted_sources.h"
#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kCacheLayout = "gridjudge compile cache 2";

std::string cap(std::string text, std::size_t limit) {
    if (text.size() <= limit) return text;
    text.resize(limit);
    return text + "\n[compiler output truncated at " + std::to_string(limit / 1024) + " KiB]";
}

// What a compiler says when the machine failed it rather than the source.
constexpr std::array kEnvironmentErrors{"No space left on device",
                                        "Disk quota exceeded",
                                        "Input/output error",
                                        "Cannot allocate memory",
                                        "Resource temporarily unavailable",
                                        "Too many open files",
                                        "Read-only file system"};

bool mentions_environment_error(const std::string& log) {
    for (const char* error : kEnvironmentErrors)
        if (log.find(error) != std::string::npos) return true;
    return false;
}

// A full disk fails the linker in ways it does not always name; a nearly full one is the
// judge's problem whatever the log says.
bool disk_nearly_full(const fs::path& box) {
    struct statvfs space {};
    return ::statvfs(box.c_str(), &space) == 0 &&
           static_cast<unsigned long long>(space.f_bavail) * space.f_frsize < (16ull << 20);
}

// entry/manifest.json: each artifact's sha256, checked before the entry is trusted.
nlohmann::json artifact_manifest(const fs::path& folder) {
    nlohmann::json manifest = nlohmann::json::object();
    for (const auto& file : fs::directory_iterator(folder))
        manifest[file.path().filename().string()] = sha256_hex(read_file(file.path()));
    return manifest;
}

bool entry_intact(const fs::path& entry) {
    try {
        const auto recorded = nlohmann::json::parse(read_file(entry / "manifest.json"));
        return recorded == artifact_manifest(entry / "files");
    } catch (const std::exception&) {
        return false;
    }
}

// The files of `box` the language's run needs: each named artifact (all of them must be there), or
// every file matching a "*.ext" pattern (at least one). Empty: compiling made no program.
// `source_name`: the source as the box holds it, standing in for the language's own name
// ("main.py") among the artifacts, since a file of several keeps its submitted name.
std::vector<std::string> artifacts_in(const fs::path& box, const Language& language,
                                      std::string_view source_name) {
    std::vector<std::string> found;
    for (std::string_view artifact : language.artifacts) {
        if (artifact == language.source_name) artifact = source_name;
        if (!artifact.starts_with("*")) {
            if (!fs::is_regular_file(fs::symlink_status(box / std::string(artifact)))) return {};
            found.emplace_back(artifact);
            continue;
        }
        const std::string suffix(artifact.substr(1));
        bool any = false;
        for (const auto& entry : fs::directory_iterator(box)) {
            const std::string name = entry.path().filename().string();
            if (name.ends_with(suffix) && entry.is_regular_file() && !entry.is_symlink()) {
                found.push_back(name);
                any = true;
            }
        }
        if (!any) return {};
    }
    std::sort(found.begin(), found.end());
    return found;
}

// A language whose run starts a compiled program or class, not one of its sources.
bool runs_a_program(const Language& language) {
    return std::find(language.run.begin(), language.run.end(), "{source}") == language.run.end();
}

// Why the files of a several-file submission cannot be laid out in a box, or "".
std::string submitted_files_refusal(const CompileRequest& request) {
    std::set<std::string> names;
    for (const SourceFile& file : request.submitted_files) {
        if (const std::string why = file_name_refusal(file.name); !why.empty())
            return "the submitted file '" + file.name + "' has " + why;
        if (!names.insert(file.name).second) return "two submitted files are named " + file.name;
        for (const SourceFile& grader : request.grader_files)
            if (grader.name == file.name)
                return "the submitted file " + file.name +
                       " is named like the grader's: the grader is the jury's; rename the file";
    }
    return "";
}

}  // namespace

fs::path default_cache_dir() {
    if (const char* dir = std::getenv("GRIDJUDGE_CACHE"); dir && *dir) return dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return fs::path(xdg) / "gridjudge";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".cache" / "gridjudge";
    return fs::temp_directory_path() / "gridjudge-cache";
}

std::string toolchain_version(const Language& language) {
    static std::mutex mutex;
    static std::map<std::string, std::string, std::less<>> versions;
    std::lock_guard lock(mutex);
    if (auto found = versions.find(language.id); found != versions.end()) return found->second;
    namespace bp = boost::process;
    std::string version;
    try {
        std::vector<std::string> args(language.version.begin() + 1, language.version.end());
        bp::ipstream out;
        bp::child child(std::string(language.version.front()), args,
                        (bp::std_out & bp::std_err) > out);
        std::getline(out, version);
        child.wait();
    } catch (const std::exception& error) {
        version = std::string("unknown: ") + error.what();
    }
    versions.emplace(std::string(language.id), version);
    return version;
}

CachedCompiler::CachedCompiler(fs::path cache_dir, BoxRunner& runner, CompileLimits limits)
    : cache_dir_(cache_dir),
      runner_(runner),
      limits_(limits),
      precompiled_headers_(std::move(cache_dir), runner, limits) {}

CompileResult CachedCompiler::compile(const CompileRequest& asked) {
    const Language& language = *asked.language;
    CompileResult result;
    result.compiler_version = toolchain_version(language);
    // Several files: the entry point stands in for `source`, the others sit beside it.
    CompileRequest request = asked;
    std::string given_name;
    std::vector<SourceFile> others;
    if (!asked.submitted_files.empty()) {
        if (const std::string refusal = submitted_files_refusal(asked); !refusal.empty()) {
            result.log = refusal;  // the contestant's doing: their CE, not cached
            return result;
        }
        const EntryChoice choice = choose_entry(language, asked.submitted_files, asked.entry);
        if (!choice.refusal.empty()) {
            result.log = choice.refusal;
            return result;
        }
        request.source = asked.submitted_files[choice.entry].content;
        given_name = asked.submitted_files[choice.entry].name;
        for (std::size_t i = 0; i < asked.submitted_files.size(); ++i)
            if (i != choice.entry) others.push_back(asked.submitted_files[i]);
    }
    std::vector<std::string> other_sources;
    if (compiles_every_source(language))
        for (const SourceFile& file : others)
            if (is_source_of(language, file.name)) other_sources.push_back(file.name);
    // The task's names for the contestant's files (CMS's submission format): one is the module
    // the stub imports; several each keep their own, and every one must be there.
    std::string module = submission_module(request.submission_format);
    if (!request.grader_files.empty() && request.submission_format.size() > 1) {
        const std::vector<SourceFile> submitted =
            asked.submitted_files.empty() ? std::vector<SourceFile>{{given_name, request.source}}
                                          : asked.submitted_files;
        if (const std::string refusal =
                submission_format_refusal(language, request.submission_format, submitted);
            !refusal.empty()) {
            result.log = refusal;  // the contestant's doing: their CE, not cached
            return result;
        }
        module = given_name.substr(0, given_name.rfind('.'));
    }
    const GraderLayout graders =
        grader_layout(language, request.source, request.grader_files, given_name, module);
    if (!graders.refusal.empty()) {
        // The contestant's doing (a Java class named like the grader's): their CE, not cached.
        result.log = graders.refusal;
        return result;
    }
    const std::string& source_name = graders.source_name;
    // A grader imports the entry point under its own name (solution.py): another submitted file
    // of that name would overwrite it in the box.
    for (const SourceFile& file : others)
        if (file.name == source_name) {
            result.log = "the submitted file " + file.name + " is named like the entry point " +
                         given_name + " becomes for the grader; choose it as the entry point " +
                         "or rename it";
            return result;
        }
    std::vector<std::string> contestant_sources{source_name};
    contestant_sources.insert(contestant_sources.end(), other_sources.begin(), other_sources.end());
    if (!request.grader_files.empty() && (language.family == "c" || language.family == "cpp")) {
        // Each of the contestant's C or C++ sources compiles to NAME.o beside the others.
        std::map<std::string, std::string> objects;
        for (const std::string& source : contestant_sources)
            if (auto [at, added] = objects.emplace(object_name(source), source); !added) {
                result.log = "the submitted files " + at->second + " and " + source +
                             " would both compile to " + at->first + ": rename one";
                return result;
            }
    }
    std::vector<std::string> command = compile_command(language, source_name);
    result.program.run_command = run_command(language, graders.run_name);
    result.program.processes = language.processes;
    std::vector<fs::path> binds(language.readonly_binds.begin(), language.readonly_binds.end());
    result.program.readonly_binds = binds;
    result.program.environment.assign(language.environment.begin(), language.environment.end());
    result.program.runtime_allowance_mib = language.runtime_allowance_mib;
    result.program.memory_error_pattern = language.memory_error_pattern;
    result.program.heap_name = language.heap_name;
    add_grader_sources(command, source_name, other_sources);  // the contestant's, beside it
    const bool any_includes_stdcxx =
        includes_stdcxx_header(request.source) ||
        std::any_of(others.begin(), others.end(),
                    [](const SourceFile& file) { return includes_stdcxx_header(file.content); });
    std::optional<fs::path> precompiled;
    if (!command.empty() && any_includes_stdcxx)
        precompiled = precompiled_headers_.for_language(language, result.compiler_version);
    if (precompiled)
        command.insert(command.begin() + 1, {"-I" + std::string(kPrecompiledDir), "-Winvalid-pch"});
    std::vector<std::vector<std::string>> steps{command};
    if (!request.grader_files.empty())
        steps =
            grader_compile_steps(language, command, contestant_sources, graders.compiled_sources);
    for (const std::vector<std::string>& step : steps)
        result.command += (result.command.empty() ? "" : " && ") + command_text(step);

    // The layout version keeps entries of an older gridjudge (another folder shape) from ever
    // being read as this one's.
    std::string key = std::string(kCacheLayout) + '\n' + result.command + '\n' +
                      result.compiler_version + '\n' + request.source;
    for (const SourceFile& file : request.extra_files)
        key += '\n' + file.name + '\n' + sha256_hex(file.content);
    for (const SourceFile& file : request.grader_files)
        key += "\ngrader " + file.name + '\n' + sha256_hex(file.content);
    for (const SourceFile& file : request.included_files)
        key += "\nincluded " + file.name + '\n' + sha256_hex(file.content);
    for (const SourceFile& file : others)
        key += "\nsubmitted " + file.name + '\n' + sha256_hex(file.content);
    const fs::path entry = cache_dir_ / sha256_hex(key);
    try {
        if (fs::exists(entry / "log")) {
            if (fs::exists(entry / "files") && !entry_intact(entry)) {
                // Damaged (a disk error, someone's hands): rebuilt below like a miss.
                fs::remove_all(entry);
            } else {
                result.cached = true;
                result.log = read_file(entry / "log");
                result.ok = fs::exists(entry / "files");
                if (result.ok) {
                    result.program.artifacts = entry / "files";
                    result.program.run_command =
                        run_command(language, graders.run_name, result.program.artifacts);
                }
                return result;
            }
        }

        TempDir box("gridjudge-compile-");
        write_file_atomic(box.path() / source_name, request.source);
        for (const SourceFile& file : request.extra_files)
            write_file_atomic(box.path() / file.name, file.content);
        for (const SourceFile& file : others)
            write_file_atomic(box.path() / file.name, file.content);
        for (const SourceFile& file : request.included_files)
            write_file_atomic(box.path() / file.name, file.content);
        // The grader's sources only for the last run (grader_compile_steps).
        auto is_grader_source = [&](const SourceFile& file) {
            return std::find(graders.compiled_sources.begin(), graders.compiled_sources.end(),
                             file.name) != graders.compiled_sources.end();
        };
        for (const SourceFile& file : request.grader_files)
            if (!is_grader_source(file)) write_file_atomic(box.path() / file.name, file.content);
        bool compiled = true;
        if (command.empty())
            for (const SourceFile& file : request.grader_files)
                if (is_grader_source(file)) write_file_atomic(box.path() / file.name, file.content);
        if (!command.empty() && precompiled) PrecompiledHeaders::place(*precompiled, box.path());
        for (std::size_t step = 0; compiled && !command.empty() && step < steps.size(); ++step) {
            if (step + 1 == steps.size())
                for (const SourceFile& file : request.grader_files)
                    if (is_grader_source(file))
                        write_file_atomic(box.path() / file.name, file.content);
            const sandbox::RunSpec spec = compile_run_spec(
                box.path(), steps[step], box.path().string() + ".log", limits_,
                language.compile_processes, binds,
                program_argv(result.program.environment, limits_.memory_kib / 1024));
            const sandbox::RunResult run = runner_.run(spec);
            std::string log;
            if (fs::exists(spec.stderr_path)) {
                log = read_file(spec.stderr_path, limits_.log_bytes + 1);
                fs::remove(spec.stderr_path);
            }
            result.log = cap(result.log + log, limits_.log_bytes);
            result.cpu_ms += run.cpu_ms;
            result.wall_ms += run.wall_ms;
            const CompileRunOutcome ended = classify_compile_run(run, spec.limits, log);
            if (ended.end == CompileRunEnd::SandboxFailed) {
                result.internal_error = ended.message;
                return result;
            }
            if (!ended.message.empty()) result.log += "\n" + ended.message;
            compiled = ended.end == CompileRunEnd::Compiled;
            if (!compiled) {
                if (disk_nearly_full(box.path())) {
                    result.internal_error =
                        "the compiler failed for the judge's reasons: the disk of " +
                        box.path().parent_path().string() +
                        " is (nearly) full; nothing was cached, the next judging compiles again";
                    return result;
                }
                // A limit hit may be the machine's load, a crash the compiler's fault, and a
                // complaint about the machine may be passing (or a source's #error imitating
                // one): all are the source's CE for now, but never remembered.
                if (ended.end == CompileRunEnd::Interrupted ||
                    mentions_environment_error(result.log))
                    return result;
            }
        }
        std::vector<std::string> artifacts = artifacts_in(box.path(), language, source_name);
        // A language run from its source needs the submission's other files (its modules),
        // and the grader it runs.
        if (!artifacts.empty() && !runs_a_program(language)) {
            for (const SourceFile& file : others)
                if (std::find(artifacts.begin(), artifacts.end(), file.name) == artifacts.end())
                    artifacts.push_back(file.name);
            for (const SourceFile& file : request.grader_files)
                if (std::find(artifacts.begin(), artifacts.end(), file.name) == artifacts.end())
                    artifacts.push_back(file.name);
        }
        // Included code goes with every program: a module it imports, a file it reads.
        if (!artifacts.empty())
            for (const SourceFile& file : request.included_files)
                if (std::find(artifacts.begin(), artifacts.end(), file.name) == artifacts.end())
                    artifacts.push_back(file.name);
        compiled = compiled && !artifacts.empty();

        // Publish to the cache atomically: build the entry beside it, then rename, so a
        // concurrent judge sees either nothing or a complete entry.
        fs::create_directories(cache_dir_);
        TempDir staging(".entry-", cache_dir_);
        if (compiled) {
            fs::create_directory(staging.path() / "files");
            for (const std::string& artifact : artifacts)
                fs::copy_file(box.path() / artifact, staging.path() / "files" / artifact);
            write_file_atomic(staging.path() / "manifest.json",
                              artifact_manifest(staging.path() / "files").dump());
        }
        write_file_atomic(staging.path() / "log", result.log);
        std::error_code raced;
        fs::rename(staging.path(), entry, raced);  // another judge may have won: same content
        result.ok = compiled;
        if (compiled) {
            result.program.artifacts = entry / "files";
            result.program.run_command =
                run_command(language, graders.run_name, result.program.artifacts);
        }
    } catch (const std::exception& error) {
        result.ok = false;
        result.internal_error = std::string("compile cache: ") + error.what();
    }
    return result;
}

}  // namespace gridjudge
