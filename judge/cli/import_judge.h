// The judge `import` and `contest import` lend the import use case: a package that leaves its
// time limit to its solutions has them judged (judge/app/derived_time_limit.h) by the same
// parts as `verify`, on every local worker.
#pragma once

#include "judge/app/verify.h"
#include "judge/cli/judging.h"
#include "judge/package/package_tools.h"

namespace gridjudge::cli {

class ImportJudge {
  public:
    // `say` off (--json): no progress on stderr.
    ImportJudge(const sandbox::Options& sandbox_options, package::PackageTools& tools, bool say);
    app::VerifyParts* parts() { return &parts_; }

  private:
    JudgingParts judging_;
    app::VerifyParts parts_;
};

}  // namespace gridjudge::cli
