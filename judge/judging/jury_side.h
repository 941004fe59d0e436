// What the two judges that run a jury program beside the contestant's (interactive problems and
// communication tasks) share: close-on-exec pipes between the boxes, and the jury program's
// limits, one rule for both.
#pragma once

#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge {

struct Pipe {
    sandbox::UniqueFd read, write;
};

// A pipe whose ends are close-on-exec: only the box given an end holds it past its start.
Pipe make_pipe();

// The jury program outlives the contestant's: it must see the program's end and decide. At
// least 10 s of CPU (as CMS gives its trusted programs), twice the program's, and ten seconds of
// wall time past the program's.
sandbox::Limits jury_limits_of(const sandbox::Limits& program, int processes);

// Whether the contestant's program ended before the jury program: it tells cause from effect (a
// program that crashed left the jury program without answers; a jury program that rejected first
// left the program without input or a reader). Decided by the moments each box reaped its
// program, on the clock both boxes stamp: when the runs returned to the judge does not tell, since
// a box's own end (its cgroup, its report) takes longer than the other side's reaction to it, and
// on a loaded machine either box may be late. A program stopped at its wall limit was first when
// the jury program was still there at that limit: the jury program's end then followed from the
// stop (the end of file it read), however late the program's box came to reap it.
// `returned_first` decides only when a box did not stamp its reap (it never started a program).
bool program_ended_first(const sandbox::RunResult& program, const sandbox::RunResult& jury,
                         std::int64_t wall_limit_ms, bool returned_first);

}  // namespace gridjudge
