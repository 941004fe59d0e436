#include "judge/compile/compile_box.h"

namespace gridjudge {

sandbox::RunSpec compile_run_spec(const std::filesystem::path& box, std::vector<std::string> argv,
                                  const std::filesystem::path& log, const CompileLimits& limits,
                                  int processes, std::vector<std::filesystem::path> readonly_binds,
                                  const std::vector<std::string>& environment) {
    sandbox::RunSpec spec;
    spec.argv = std::move(argv);
    spec.env = {"PATH=/usr/bin:/bin", "TMPDIR=/tmp", "LANG=C.UTF-8", "HOME=/tmp"};
    spec.env.insert(spec.env.end(), environment.begin(), environment.end());
    spec.box_dir = box;
    spec.stdout_path = log;
    spec.stderr_path = log;
    spec.profile = sandbox::Profile::Compile;
    // The driver forks cc1plus, as and collect2/ld; a JVM compiler runs many threads.
    spec.limits = {limits.cpu_ms, limits.wall_ms, limits.memory_kib, limits.output_kib, processes};
    spec.readonly_binds = std::move(readonly_binds);
    return spec;
}

}  // namespace gridjudge
