#include "judge/core/compiler.h"

#include <boost/process.hpp>
#include <cstdlib>
#include <mutex>

#include "judge/core/files.h"

namespace gridjudge {
namespace {

constexpr std::string_view kBinaryName = "main";

// The compiler's own version is part of the cache key: upgrading g++ must recompile.
std::string compiler_version(std::string_view driver) {
    static std::mutex mutex;
    static std::map<std::string, std::string, std::less<>> versions;
    std::lock_guard lock(mutex);
    if (auto found = versions.find(driver); found != versions.end()) return found->second;
    namespace bp = boost::process;
    bp::ipstream out;
    std::string version;
    try {
        bp::child child(std::string(driver), "--version", bp::std_out > out,
                        bp::std_err > bp::null);
        std::getline(out, version);
        child.wait();
    } catch (const std::exception& error) {
        version = std::string("unknown: ") + error.what();
    }
    versions.emplace(std::string(driver), version);
    return version;
}

std::string cap(std::string text, std::size_t limit) {
    if (text.size() <= limit) return text;
    text.resize(limit);
    return text + "\n[compiler output truncated at " + std::to_string(limit / 1024) + " KiB]";
}

}  // namespace

std::filesystem::path default_cache_dir() {
    if (const char* dir = std::getenv("GRIDJUDGE_CACHE"); dir && *dir) return dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "gridjudge";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".cache" / "gridjudge";
    return std::filesystem::temp_directory_path() / "gridjudge-cache";
}

Compiler::Compiler(std::filesystem::path cache_dir, sandbox::Options sandbox_options,
                   CompileLimits limits)
    : cache_dir_(cache_dir),
      sandbox_options_(sandbox_options),
      limits_(limits),
      precompiled_headers_(std::move(cache_dir), sandbox_options, limits) {}

CompileResult Compiler::compile(const std::string& source, const Language& language) {
    CompileResult result;
    const std::string version = compiler_version(language.compiler);
    std::vector<std::string> command = compile_command(language, kBinaryName);
    std::optional<std::filesystem::path> precompiled;
    if (includes_stdcxx_header(source))
        precompiled = precompiled_headers_.for_language(language, version);
    if (precompiled)
        command.insert(command.begin() + 1, {"-I" + std::string(kPrecompiledDir), "-Winvalid-pch"});
    result.command = command_text(command);
    const std::filesystem::path entry =
        cache_dir_ / sha256_hex(result.command + '\n' + version + '\n' + source);
    const std::filesystem::path cached_binary = entry / kBinaryName;
    const std::filesystem::path cached_log = entry / "log";
    try {
        if (std::filesystem::exists(cached_log)) {
            result.cached = true;
            result.log = read_file(cached_log);
            result.ok = std::filesystem::exists(cached_binary);
            if (result.ok) result.binary = cached_binary;
            return result;
        }

        TempDir box("gridjudge-compile-");
        write_file_atomic(box.path() / language.source_name, source);
        if (precompiled) PrecompiledHeaders::place(*precompiled, box.path());
        const sandbox::RunSpec spec =
            compile_run_spec(box.path(), command, box.path().string() + ".log", limits_);
        sandbox::RunResult run = sandbox::run(spec, sandbox_options_);
        std::string log;
        if (std::filesystem::exists(spec.stderr_path)) {
            log = read_file(spec.stderr_path, limits_.log_bytes + 1);
            std::filesystem::remove(spec.stderr_path);
        }
        result.log = cap(std::move(log), limits_.log_bytes);
        result.cpu_ms = run.cpu_ms;
        result.wall_ms = run.wall_ms;
        if (!run.error.empty()) {
            result.internal_error = "compiler sandbox failed: " + run.error;
            return result;
        }
        if (run.cpu_limit_exceeded || run.wall_limit_exceeded)
            result.log += "\n[compilation exceeded the time limit of " +
                          std::to_string(limits_.cpu_ms / 1000) + " s]";
        else if (run.memory_limit_exceeded)
            result.log += "\n[compilation exceeded the memory limit of " +
                          std::to_string(limits_.memory_kib / 1024) + " MiB]";
        else if (run.output_limit_exceeded)
            result.log += "\n[the compiler's output exceeded " +
                          std::to_string(limits_.output_kib / 1024) + " MiB]";
        result.ok = run.exit_code == 0 && run.signal == 0 && !run.cpu_limit_exceeded &&
                    !run.wall_limit_exceeded && !run.memory_limit_exceeded &&
                    !run.output_limit_exceeded && std::filesystem::exists(box.path() / kBinaryName);

        // A limit hit may be the machine's load, not the source: judge it again next time.
        const bool deterministic =
            !run.cpu_limit_exceeded && !run.wall_limit_exceeded && !run.memory_limit_exceeded;
        if (!deterministic) return result;

        // Publish to the cache atomically: build the entry beside it, then rename, so a
        // concurrent judge sees either nothing or a complete entry.
        std::filesystem::create_directories(cache_dir_);
        TempDir staging(".entry-", cache_dir_);
        if (result.ok)
            std::filesystem::copy_file(box.path() / kBinaryName, staging.path() / kBinaryName);
        write_file_atomic(staging.path() / "log", result.log);
        std::error_code raced;
        std::filesystem::rename(staging.path(), entry, raced);  // another judge may have won
        if (result.ok) result.binary = cached_binary;
    } catch (const std::exception& error) {
        result.ok = false;
        result.internal_error = std::string("compile cache: ") + error.what();
    }
    return result;
}

}  // namespace gridjudge
