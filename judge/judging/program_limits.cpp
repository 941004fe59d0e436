#include "judge/judging/program_limits.h"

#include <algorithm>
#include <fstream>

namespace gridjudge {

sandbox::Limits judged_limits_of(const JudgeSettings& settings, int processes) {
    sandbox::Limits limits;
    limits.cpu_ms = settings.time_limit_ms;
    limits.wall_ms = settings.wall_limit_ms;
    limits.memory_kib = settings.memory_limit_mib * 1024;
    limits.output_kib = settings.output_limit_mib * 1024;
    limits.processes = processes;  // threads count; fork bombs stop at this cap
    return limits;
}

ProgramLimits program_limits(const JudgeSettings& settings, const CompiledProgram& program,
                             TleMeasure measure) {
    ProgramLimits limits;
    limits.judged = judged_limits_of(settings, program.processes);
    limits.runtime.allowance_kib = program.runtime_allowance_mib * 1024;
    limits.runtime.error_pattern = program.memory_error_pattern;
    limits.runtime.heap_name = program.heap_name;
    limits.box = limits.judged;
    limits.box.memory_kib += limits.runtime.allowance_kib;
    if (measure == TleMeasure::UpToSettings)
        limits.box.cpu_ms = std::max(limits.box.cpu_ms, settings.measure_tle_up_to_ms);
    return limits;
}

sandbox::RunSpec program_run_spec(const CompiledProgram& program, const JudgeSettings& settings,
                                  const ProgramLimits& limits, const std::filesystem::path& box) {
    sandbox::RunSpec spec;
    spec.argv = program_argv(program.run_command, settings.memory_limit_mib);
    spec.readonly_binds = program.readonly_binds;
    spec.env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "ONLINE_JUDGE=1", "HOME=/tmp"};
    for (std::string& variable : program_argv(program.environment, settings.memory_limit_mib))
        spec.env.push_back(std::move(variable));
    spec.box_dir = box;
    spec.limits = limits.box;
    spec.profile = sandbox::Profile::Run;
    spec.cpu = program.cpu;
    return spec;
}

bool keeps_stderr(const CompiledProgram& program) {
    return !program.memory_error_pattern.empty();
}

std::string run_stderr_of(const std::filesystem::path& file) {
    constexpr std::streamoff kKept = 64 * 1024;
    std::ifstream in(file, std::ios::binary | std::ios::ate);
    if (!in) return {};
    const std::streamoff size = in.tellg();
    const std::streamoff from = size > kKept ? size - kKept : 0;
    in.seekg(from);
    std::string text(static_cast<std::size_t>(size - from), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

}  // namespace gridjudge
