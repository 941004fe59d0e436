#include "judge/judging/program_limits.h"

#include <fstream>

namespace gridjudge {

ProgramLimits program_limits(const JudgeSettings& settings, const CompiledProgram& program) {
    ProgramLimits limits;
    limits.judged.cpu_ms = settings.time_limit_ms;
    limits.judged.wall_ms = settings.wall_limit_ms;
    limits.judged.memory_kib = settings.memory_limit_mib * 1024;
    limits.judged.output_kib = settings.output_limit_mib * 1024;
    limits.judged.processes = program.processes;  // threads count; fork bombs stop at this cap
    limits.runtime.allowance_kib = program.runtime_allowance_mib * 1024;
    limits.runtime.error_pattern = program.memory_error_pattern;
    limits.runtime.heap_name = program.heap_name;
    limits.box = limits.judged;
    limits.box.memory_kib += limits.runtime.allowance_kib;
    return limits;
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
