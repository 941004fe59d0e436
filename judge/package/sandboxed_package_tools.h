// SandboxedPackageTools: the judge's PackageTools — a package's generator, solution or validator
// compiled through the compile cache and run in the sandbox like a contestant's program, with
// limits fit for tools (a generator may run longer and write more than a solution).
#pragma once

#include <optional>

#include "judge/compile/compiler.h"
#include "judge/package/package_tools.h"
#include "judge/run/box_runner.h"

namespace gridjudge::package {

class SandboxedPackageTools : public PackageTools {
  public:
    SandboxedPackageTools(Compiler& compiler, BoxRunner& runner);

    ToolResult run(const ToolProgram& program, const std::vector<std::string>& arguments,
                   const std::filesystem::path& input, const std::filesystem::path& output,
                   const std::vector<std::filesystem::path>& extra_files) override;
    ToolResult compile(const ToolProgram& program) override;

  private:
    std::optional<CompileResult> compile_program(const ToolProgram& program, ToolResult& result);

    Compiler& compiler_;
    BoxRunner& runner_;
};

}  // namespace gridjudge::package
