#include "judge/judging/jury_side.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <system_error>

namespace gridjudge {

Pipe make_pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        throw std::system_error(errno, std::generic_category(), "pipe");
    return {sandbox::UniqueFd(fds[0]), sandbox::UniqueFd(fds[1])};
}

sandbox::Limits jury_limits_of(const sandbox::Limits& program, int processes) {
    return {std::max<std::int64_t>(10'000, 2 * program.cpu_ms), program.wall_ms + 10'000,
            1024 * 1024, 64 * 1024, std::max(16, processes)};
}

bool program_ended_first(const sandbox::RunResult& program, const sandbox::RunResult& jury,
                         std::int64_t wall_limit_ms, bool returned_first) {
    const std::int64_t jury_reaped = jury.steps.program_ended;
    const std::int64_t wall_limit_at = program.steps.exec_called + wall_limit_ms * 1'000'000;
    if (program.wall_limit_exceeded && program.steps.exec_called > 0 &&
        jury_reaped >= wall_limit_at)
        return true;
    const std::int64_t program_reaped = program.steps.program_ended;
    return program_reaped > 0 && jury_reaped > 0 ? program_reaped < jury_reaped : returned_first;
}

}  // namespace gridjudge
