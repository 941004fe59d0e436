// BoxRunner: the one way the judge runs a program — a contestant's, a checker, a validator —
// so that the test judges (BatchTestJudge, InteractiveTestJudge) and the judge service can be
// tested with a fake that returns chosen RunResults. SandboxRunner is the real one:
// judge/sandbox's run() with the judge's options.
#pragma once

#include "judge/sandbox/sandbox.h"

namespace gridjudge {

class BoxRunner {
  public:
    virtual ~BoxRunner() = default;
    virtual sandbox::RunResult run(const sandbox::RunSpec& spec) = 0;
};

class SandboxRunner : public BoxRunner {
  public:
    explicit SandboxRunner(sandbox::Options options) : options_(options) {}
    sandbox::RunResult run(const sandbox::RunSpec& spec) override {
        return sandbox::run(spec, options_);
    }

  private:
    sandbox::Options options_;
};

}  // namespace gridjudge
