// run(): chooses how to isolate a run from the host's protections (probed once per process).
#include "judge/sandbox/sandbox.h"

#include "judge/sandbox/box_run.h"

namespace gridjudge::sandbox {
namespace {

const Protections& host_protections() {
    static const Protections protections = detect_protections();
    return protections;
}

std::string refusal(const Protections& protections) {
    std::string text = "this host cannot isolate a run (use --unsafe to run anyway)";
    for (const std::string& note : protections.notes) text += "; " + note;
    return text;
}

}  // namespace

RunResult run(const RunSpec& spec, const Options& options) {
    const Protections& host = host_protections();
    if (host.isolated()) return run_box(spec, full_isolation(host));
    if (options.unsafe) return run_box(spec, unsafe_isolation(host));
    RunResult result;
    result.error = refusal(host);
    return result;
}

}  // namespace gridjudge::sandbox
