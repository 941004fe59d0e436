// The box's standard input, output and error, from RunSpec: host files opened by the judge, or
// duplicates of descriptors the caller owns (pipes between boxes). The judge's copies live as
// long as the run: the output files' sizes are compared with the output limit at the end.
#pragma once

#include "judge/sandbox/sandbox.h"
#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox {

struct BoxStdio {
    UniqueFd in, out, err;
};

// Throws std::system_error naming the file that cannot be opened, std::invalid_argument when a
// stream is given both a path and a descriptor.
BoxStdio open_box_stdio(const RunSpec& spec);

}  // namespace gridjudge::sandbox
