#include "judge/report/table.h"

#include <algorithm>

namespace gridjudge {

std::size_t display_width(const std::string& text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        // ANSI colour sequences ("\x1b[31m") take no columns.
        if (text.compare(i, 2, "\x1b[") == 0) {
            i = text.find('m', i + 2);
            i = i == std::string::npos ? text.size() : i + 1;
            continue;
        }
        unsigned char lead = static_cast<unsigned char>(text[i]);
        std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        // Three-byte sequences starting at U+1100 and up are mostly wide (CJK, full-width).
        width += (length >= 3) ? 2 : 1;
        i += length;
    }
    return width;
}

TextTable::TextTable(std::vector<std::string> header, std::vector<bool> right_aligned)
    : header_(std::move(header)), right_aligned_(std::move(right_aligned)) {
    right_aligned_.resize(header_.size(), false);
}

void TextTable::add_row(std::vector<std::string> cells) {
    cells.resize(header_.size());
    rows_.push_back(std::move(cells));
}

std::string TextTable::render() const {
    std::vector<std::size_t> widths(header_.size());
    for (std::size_t c = 0; c < header_.size(); ++c) {
        widths[c] = display_width(header_[c]);
        for (const auto& row : rows_) widths[c] = std::max(widths[c], display_width(row[c]));
    }
    auto render_row = [&](const std::vector<std::string>& cells) {
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            std::string padding(widths[c] - display_width(cells[c]), ' ');
            if (c > 0) line += "  ";
            line += right_aligned_[c] ? padding + cells[c] : cells[c] + padding;
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        return line + "\n";
    };
    std::string text = render_row(header_);
    std::size_t total = 0;
    for (std::size_t width : widths) total += width;
    text += std::string(total + 2 * (widths.size() - 1), '-') + "\n";
    for (const auto& row : rows_) text += render_row(row);
    return text;
}

}  // namespace gridjudge
