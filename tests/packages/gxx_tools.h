// GxxTools: a PackageTools for this test suite only. It compiles with g++ (gcc for C) directly
// (Python: checks the syntax with py_compile, runs python3) and runs the program unsandboxed, so
// it is used for this suite's own fixture programs and nothing else (the judge's implementation
// compiles and runs in its sandbox). Compiled programs are reused for the same source within one
// GxxTools. A run gets 10 s of CPU at most.
// ThrowingTools forwards to another PackageTools and throws on its N-th run: an import
// interrupted half-way.
#pragma once

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/package/package_tools.h"

namespace gridjudge::testing {

class GxxTools : public package::PackageTools {
  public:
    explicit GxxTools(std::filesystem::path work);

    package::ToolResult run(const package::ToolProgram& program,
                            const std::vector<std::string>& arguments,
                            const std::filesystem::path& input, const std::filesystem::path& output,
                            const std::vector<std::filesystem::path>& extra_files = {}) override;
    package::ToolResult compile(const package::ToolProgram& program) override;

    int runs() const { return runs_; }
    int compiles() const { return compiles_; }

  private:
    // The command that runs the program, or the compiler's messages in `failure`.
    std::vector<std::string> build(const package::ToolProgram& program, std::string& failure);

    std::filesystem::path work_;
    std::map<std::string, std::vector<std::string>> compiled_;
    int runs_ = 0, compiles_ = 0;
};

class ThrowingTools : public package::PackageTools {
  public:
    ThrowingTools(package::PackageTools& inner, int throw_on_run)
        : inner_(inner), throw_on_(throw_on_run) {}

    package::ToolResult run(const package::ToolProgram& program,
                            const std::vector<std::string>& arguments,
                            const std::filesystem::path& input, const std::filesystem::path& output,
                            const std::vector<std::filesystem::path>& extra_files = {}) override {
        if (++runs_ == throw_on_) throw std::runtime_error("interrupted on purpose");
        return inner_.run(program, arguments, input, output, extra_files);
    }
    package::ToolResult compile(const package::ToolProgram& program) override {
        return inner_.compile(program);
    }

  private:
    package::PackageTools& inner_;
    int throw_on_, runs_ = 0;
};

}  // namespace gridjudge::testing
