#include "judge/compile/precompiled_header.h"

#include <boost/process.hpp>

#include "judge/run/run_verdict.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kHeader = "stdc++.h";
constexpr std::string_view kPrecompiled = "stdc++.h.gch";

// The first line `driver ARG` prints ("" if it cannot run).
std::string driver_answer(std::string_view driver, const char* arg) {
    namespace bp = boost::process;
    try {
        bp::ipstream out;
        bp::child child(std::string(driver), arg, bp::std_out > out, bp::std_err > bp::null);
        std::string line;
        std::getline(out, line);
        child.wait();
        return child.exit_code() == 0 ? line : "";
    } catch (const std::exception&) {
        return "";
    }
}

// g++ keeps it at /usr/include/<machine>/c++/<major version>/bits/stdc++.h.
std::optional<fs::path> stdcxx_header(std::string_view driver) {
    const std::string machine = driver_answer(driver, "-dumpmachine");
    const std::string version = driver_answer(driver, "-dumpversion");
    const fs::path header =
        fs::path("/usr/include") / machine / "c++" / version / "bits" / std::string(kHeader);
    if (machine.empty() || version.empty() || !fs::is_regular_file(header)) return std::nullopt;
    return header;
}

// The language's flags: its compile command without the driver, the source and the output.
std::vector<std::string> compile_flags(const Language& language) {
    const std::vector<std::string> command = compile_command(language, language.source_name);
    std::vector<std::string> flags;
    for (std::size_t i = 1; i < command.size(); ++i) {
        if (command[i] == language.source_name) continue;
        if (command[i] == "-o") {
            ++i;
            continue;
        }
        flags.push_back(command[i]);
    }
    return flags;
}

}  // namespace

bool includes_stdcxx_header(std::string_view source) {
    return source.find("<bits/stdc++.h>") != std::string_view::npos;
}

PrecompiledHeaders::PrecompiledHeaders(fs::path cache_dir, BoxRunner& runner, CompileLimits limits)
    : cache_dir_(std::move(cache_dir)), runner_(runner), limits_(limits) {}

std::optional<fs::path> PrecompiledHeaders::for_language(const Language& language,
                                                         const std::string& compiler_version) {
    if (language.family != "cpp" || language.compile.empty()) return std::nullopt;
    const std::string driver = compile_command(language, language.source_name).front();
    const std::vector<std::string> flags = compile_flags(language);
    std::string flag_text;
    for (const std::string& flag : flags) flag_text += flag + ' ';
    const fs::path folder = cache_dir_ / ("pch-" + sha256_hex(flag_text + '\n' + compiler_version));
    // One build at a time: two workers compiling their first C++ program must not both build.
    std::lock_guard lock(mutex_);
    if (fs::exists(folder / "bits" / std::string(kPrecompiled))) return folder;
    if (auto tried = tried_.find(folder); tried != tried_.end()) return std::nullopt;
    tried_.insert(folder);  // one attempt per process: a failed build is not retried per compile

    const std::optional<fs::path> header = stdcxx_header(driver);
    if (!header) return std::nullopt;
    try {
        TempDir box("gridjudge-pch-");
        const fs::path bits = box.path() / std::string(kPrecompiledDir) / "bits";
        fs::create_directories(bits);
        fs::copy_file(*header, bits / std::string(kHeader));
        std::vector<std::string> argv{driver};
        argv.insert(argv.end(), flags.begin(), flags.end());
        const std::string source = std::string(kPrecompiledDir) + "/bits/" + std::string(kHeader);
        // Written to the box itself: only the box folder is the compiler's to write.
        argv.insert(argv.end(), {"-x", "c++-header", source, "-o", std::string(kPrecompiled)});
        // The header is trusted, but it is still the compile sandbox, with room for its size.
        CompileLimits limits = limits_;
        limits.cpu_ms = std::max<std::int64_t>(limits.cpu_ms, 60'000);
        limits.wall_ms = std::max<std::int64_t>(limits.wall_ms, 120'000);
        limits.output_kib = std::max<std::int64_t>(limits.output_kib, 1024 * 1024);
        const fs::path log = box.path().string() + ".log";
        const sandbox::RunSpec spec = compile_run_spec(box.path(), argv, log, limits);
        const sandbox::RunResult run = runner_.run(spec);
        fs::remove(log);
        if (classify_compile_run(run, spec.limits).end != CompileRunEnd::Compiled)
            return std::nullopt;

        // Publish whole or not at all, read-only: compiles link these files into their boxes.
        fs::create_directories(cache_dir_);
        TempDir staging(".pch-", cache_dir_);
        fs::create_directory(staging.path() / "bits");
        for (std::string_view name : {kHeader, kPrecompiled}) {
            const fs::path target = staging.path() / "bits" / std::string(name);
            fs::copy_file(
                name == kHeader ? bits / std::string(name) : box.path() / std::string(name),
                target);
            fs::permissions(target,
                            fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
        }
        std::error_code raced;
        fs::rename(staging.path(), folder, raced);  // another judge may have published first
        return folder;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

void PrecompiledHeaders::place(const fs::path& precompiled, const fs::path& box) {
    const fs::path bits = box / std::string(kPrecompiledDir) / "bits";
    fs::create_directories(bits);
    for (std::string_view name : {kHeader, kPrecompiled}) {
        std::error_code not_linked;  // another file system: copy instead
        fs::create_hard_link(precompiled / "bits" / std::string(name), bits / std::string(name),
                             not_linked);
        if (not_linked)
            fs::copy_file(precompiled / "bits" / std::string(name), bits / std::string(name));
    }
}

}  // namespace gridjudge
