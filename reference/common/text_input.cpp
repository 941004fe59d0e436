#include "reference/common/text_input.h"

#include <charconv>
#include <limits>

namespace gridjudge {
namespace {

std::vector<std::string_view> split_tokens(std::string_view text) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

std::string quoted(std::string_view token) {
    constexpr std::size_t kShown = 20;
    std::string shown(token.substr(0, kShown));
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
    return "'" + shown + (token.size() > kShown ? "...'" : "'");
}

}  // namespace

TextInput::TextInput(std::string_view text, std::string source) : source_(std::move(source)) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines_.push_back(line);
        start = end + 1;
    }
}

Line TextInput::next_line(std::string_view what) {
    if (at_end()) {
        int last = static_cast<int>(lines_.size());
        fail(last + 1, what, "expected here, but the file ends");
    }
    Line line;
    line.number = static_cast<int>(next_ + 1);
    line.text = lines_[next_++];
    line.tokens = split_tokens(line.text);
    return line;
}

void TextInput::expect_token_count(const Line& line, std::size_t count,
                                   std::string_view what) const {
    if (line.tokens.size() == count) return;
    fail(line.number, what,
         "expected " + std::to_string(count) + " value" + (count == 1 ? "" : "s") + ", found " +
             std::to_string(line.tokens.size()));
}

long long TextInput::int_field(const Line& line, std::size_t index, std::string_view field,
                               long long lo, long long hi) const {
    if (index >= line.tokens.size())
        fail(line.number, field,
             "missing (the line has only " + std::to_string(line.tokens.size()) + " values)");
    std::string_view token = line.tokens[index];
    long long value = 0;
    std::size_t digits_from = (!token.empty() && token[0] == '-') ? 1 : 0;
    bool digits_only = token.size() > digits_from;
    for (std::size_t i = digits_from; i < token.size(); ++i)
        digits_only = digits_only && token[i] >= '0' && token[i] <= '9';
    if (!digits_only) fail(line.number, field, "expected an integer, found " + quoted(token));
    auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        fail(line.number, field, "integer " + quoted(token) + " is out of range");
    if (value < lo || value > hi)
        fail(line.number, field,
             "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", found " +
                 std::to_string(value));
    return value;
}

void TextInput::expect_only_blank_lines(std::string_view after_what) {
    while (!at_end()) {
        Line line = next_line("");
        if (!line.tokens.empty())
            fail(line.number, "",
                 "unexpected content after " + std::string(after_what) + ": " +
                     quoted(line.tokens.front()));
    }
}

void TextInput::fail(int line, std::string_view field, std::string_view rule) const {
    throw InputError(source_, line, std::string(field), std::string(rule));
}

}  // namespace gridjudge
