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

}  // namespace gridjudge
