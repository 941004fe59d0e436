// InputError: the one way reference code refuses an input. It names the file, the line, the field
// and the rule that was broken, so a problem setter can fix the file without reading our code.
#pragma once

#include <stdexcept>
#include <string>

namespace gridjudge {

class InputError : public std::runtime_error {
  public:
    // line is 1-based; 0 means "the file as a whole" (e.g. an empty file).
    InputError(std::string source, int line, std::string field, std::string rule);

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    const std::string& field() const { return field_; }
    const std::string& rule() const { return rule_; }

  private:
    std::string source_;
    int line_;
    std::string field_;
    std::string rule_;
};

}  // namespace gridjudge
