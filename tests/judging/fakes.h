// Fakes for the judge core's two outside parts, so the test runner, the checkers and the judge
// service are tested without compiling or running anything: FakeBoxRunner answers each run with
// what a test scripts (it may write the files the real program would: its stdout, its output
// file, a checker's feedback), FakeCompiler hands out a prepared result.
#pragma once

#include <functional>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/run/box_runner.h"
#include "judge/util/files.h"

namespace gridjudge::testing {

class FakeBoxRunner : public BoxRunner {
  public:
    using Behaviour = std::function<sandbox::RunResult(const sandbox::RunSpec&)>;
    explicit FakeBoxRunner(Behaviour behaviour) : behaviour_(std::move(behaviour)) {}

    sandbox::RunResult run(const sandbox::RunSpec& spec) override {
        calls.push_back(spec);
        return behaviour_(spec);
    }
    void behave(Behaviour behaviour) { behaviour_ = std::move(behaviour); }

    std::vector<sandbox::RunSpec> calls;

  private:
    Behaviour behaviour_;
};

// A clean exit that wrote `stdout_text` to the run's stdout file.
inline sandbox::RunResult printed(const sandbox::RunSpec& spec, const std::string& stdout_text,
                                  std::int64_t cpu_ms = 10) {
    if (!spec.stdout_path.empty()) write_file_atomic(spec.stdout_path, stdout_text);
    sandbox::RunResult result;
    result.cpu_ms = cpu_ms;
    result.wall_ms = cpu_ms + 2;
    result.memory_kib = 2048;
    return result;
}

class FakeCompiler : public Compiler {
  public:
    // A successful compile: an artifacts folder holding a file named "main".
    FakeCompiler() {
        write_file_atomic(artifacts_.path() / "main", "#!fake\n");
        result.ok = true;
        result.program.artifacts = artifacts_.path();
        result.program.run_command = {"./main"};
        result.command = "g++ -O2 main.cpp -o main";
        result.compiler_version = "g++ (fake) 12";
    }

    CompileResult compile(const CompileRequest& request) override {
        requests.push_back(request);
        return result;
    }

    CompileResult result;
    std::vector<CompileRequest> requests;

  private:
    TempDir artifacts_{"gridjudge-fake-artifacts-"};
};

}  // namespace gridjudge::testing
