#include "judge/package/input_validation.h"

#include "judge/package/import_support.h"

namespace gridjudge::package {

std::vector<std::string> validator_arguments_for(const ProblemPackage& package,
                                                 const ProgramSpec& validator,
                                                 const PackageTest& test) {
    std::vector<std::string> arguments = validator.arguments;
    if (const TestGroup* group = package.group(test.group))
        arguments.insert(arguments.end(), group->validator_arguments.begin(),
                         group->validator_arguments.end());
    return arguments;
}

std::optional<std::string> invalid_input_reason(const ProgramSpec& validator,
                                                const ToolResult& result) {
    const int valid_code = validator.protocol == Protocol::Kattis ? 42 : 0;
    if (result.signal == 0 && result.exit_code == valid_code) return std::nullopt;
    std::string why = first_line(result.error_output);
    if (why.empty())
        why = result.signal != 0 ? "killed by signal " + std::to_string(result.signal)
                                 : "exit code " + std::to_string(result.exit_code);
    return why;
}

}  // namespace gridjudge::package
