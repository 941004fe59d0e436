#include "judge/cli/import_judge.h"

#include <iostream>

namespace gridjudge::cli {

ImportJudge::ImportJudge(const sandbox::Options& sandbox_options, package::PackageTools& tools,
                         bool say)
    : judging_(sandbox_options, JudgePolicy{}) {
    parts_.tools = &tools;
    parts_.make_service = judging_.service_maker();
    parts_.workers = default_local_workers();
    parts_.stopping = [] { return StopOnSignals::requested(); };
    if (say) parts_.say = [](const std::string& line) { std::cerr << line << "\n"; };
}

}  // namespace gridjudge::cli
