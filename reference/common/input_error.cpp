#include "reference/common/input_error.h"

namespace gridjudge {
namespace {
std::string describe(const std::string& source, int line, const std::string& field,
                     const std::string& rule) {
    std::string text = source;
    if (line > 0) text += ":" + std::to_string(line);
    text += ": ";
    if (!field.empty()) text += field + ": ";
    return text + rule;
}
}  // namespace

InputError::InputError(std::string source, int line, std::string field, std::string rule)
    : std::runtime_error(describe(source, line, field, rule)),
      source_(std::move(source)),
      line_(line),
      field_(std::move(field)),
      rule_(std::move(rule)) {}

}  // namespace gridjudge
