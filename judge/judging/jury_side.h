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

}  // namespace gridjudge
