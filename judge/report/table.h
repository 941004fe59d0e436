// A plain-text table for the terminal: columns sized to their widest cell (CJK characters
// count as two columns), numbers right-aligned.
#pragma once

#include <string>
#include <vector>

namespace gridjudge {

class TextTable {
  public:
    explicit TextTable(std::vector<std::string> header, std::vector<bool> right_aligned = {});
    void add_row(std::vector<std::string> cells);
    std::string render() const;

  private:
    std::vector<std::string> header_;
    std::vector<bool> right_aligned_;
    std::vector<std::vector<std::string>> rows_;
};

// Columns a UTF-8 string takes in a terminal (ANSI colour sequences take none).
std::size_t display_width(const std::string& text);

}  // namespace gridjudge
