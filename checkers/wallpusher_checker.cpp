#include "checkers/wallpusher_checker.h"

#include <optional>
#include <string>
#include <vector>

#include "checkers/wallpusher_replay.h"
#include "reference/common/input_error.h"
#include "reference/wallpusher/input_format.h"

namespace gridjudge::checkers {
namespace {

struct OutputLine {
    int number;                           // 1-based
    std::vector<std::string_view> words;  // separated by spaces or tabs
};

std::vector<OutputLine> split_lines(std::string_view text) {
    std::vector<OutputLine> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        OutputLine line{static_cast<int>(lines.size()) + 1, {}};
        for (std::size_t i = start; i < end;) {
            while (i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) ++i;
            const std::size_t word = i;
            while (i < end && text[i] != ' ' && text[i] != '\t' && text[i] != '\r') ++i;
            if (i > word) line.words.push_back(text.substr(word, i - word));
        }
        lines.push_back(std::move(line));
        start = end + 1;
    }
    return lines;
}

std::string case_name(std::size_t index) {
    return "case " + std::to_string(index + 1);
}

// A case's line holds one word; nullopt, or what is wrong with the line.
std::optional<std::string> word_count_problem(const OutputLine& line) {
    if (line.words.size() == 1) return std::nullopt;
    return "line " + std::to_string(line.number) + " holds " + count_of(line.words.size(), "word") +
           "; expected one word of the letters N, E, S, W";
}

// Only move letters; nullopt, or the first other character.
std::optional<std::string> letter_problem(std::string_view moves) {
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (!wallpusher::direction_of(moves[i]))
            return "move " + std::to_string(i + 1) + ": " + quoted(moves.substr(i, 1)) +
                   " is not one of N, E, S, W";
    return std::nullopt;
}

// Thrown while reading the jury's files: their fault, so the verdict is FAIL.
struct JuryError {
    std::string message;
};

// The jury's escapes, one per case, each checked to be a legal escape.
std::vector<std::string_view> jury_escapes(const std::vector<wallpusher::MazeCase>& cases,
                                           std::string_view answer) {
    std::vector<OutputLine> lines = split_lines(answer);
    while (!lines.empty() && lines.back().words.empty()) lines.pop_back();
    if (lines.size() != cases.size())
        throw JuryError{"answer file has " + count_of(lines.size(), "line") + " for " +
                        count_of(cases.size(), "case")};
    std::vector<std::string_view> escapes;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const std::string name = "answer file, " + case_name(i);
        if (std::optional<std::string> problem = word_count_problem(lines[i]))
            throw JuryError{name + ": " + *problem};
        const std::string_view moves = lines[i].words.front();
        if (std::optional<std::string> problem = letter_problem(moves))
            throw JuryError{name + ", " + *problem};
        if (std::optional<EscapeFault> fault = escape_fault(cases[i].start, moves))
            throw JuryError{fault->in_case(name)};
        escapes.push_back(moves);
    }
    return escapes;
}

// `line` is null past the output's end. Every line before it was a case's (a blank one was
// found wrong first), so the output ends after `index` lines, in the phrasing of every checker.
CheckResult check_case(std::size_t index, const wallpusher::MazeCase& maze, const OutputLine* line,
                       std::size_t case_count, std::string_view jury) {
    const std::string name = case_name(index);
    if (line == nullptr)
        return CheckResult::wrong_answer(
            output_ends_early(index, case_count, "line", "the moves of " + name));
    if (line->words.empty())
        return CheckResult::wrong_answer(name + ": line " + std::to_string(line->number) +
                                         " is empty; expected the case's moves");
    if (std::optional<std::string> problem = word_count_problem(*line))
        return CheckResult::presentation_error(name + ": " + *problem);
    const std::string_view moves = line->words.front();
    if (std::optional<std::string> problem = letter_problem(moves))
        return CheckResult::presentation_error(name + ", " + *problem);
    if (std::optional<EscapeFault> fault = escape_fault(maze.start, moves))
        return CheckResult::wrong_answer(fault->in_case(name));
    if (moves.size() > jury.size())
        return CheckResult::wrong_answer(name + ": " + count_of(moves.size(), "move") + ", but " +
                                         std::to_string(jury.size()) +
                                         (jury.size() == 1 ? " is" : " are") + " enough");
    if (moves.size() < jury.size())
        return CheckResult::fail(name + ": the output escapes in " +
                                 count_of(moves.size(), "move") + ", the jury's answer in " +
                                 std::to_string(jury.size()) +
                                 ": the reference answer is not shortest");
    return CheckResult::ok("");
}

}  // namespace

CheckResult check_wallpusher(std::string_view input, std::string_view output,
                             std::string_view answer) {
    std::vector<wallpusher::MazeCase> cases;
    std::vector<std::string_view> jury;
    try {
        cases = wallpusher::parse_input(input, "input");
        jury = jury_escapes(cases, answer);
    } catch (const InputError& error) {
        return CheckResult::fail(std::string("invalid input file: ") + error.what());
    } catch (const JuryError& error) {
        return CheckResult::fail(error.message);
    }
    const std::vector<OutputLine> lines = split_lines(output);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        CheckResult result =
            check_case(i, cases[i], i < lines.size() ? &lines[i] : nullptr, cases.size(), jury[i]);
        if (result.verdict != CheckVerdict::Ok) return result;
    }
    for (std::size_t i = cases.size(); i < lines.size(); ++i)
        if (!lines[i].words.empty())
            return CheckResult::wrong_answer("extra output after the last case: line " +
                                             std::to_string(lines[i].number) + " " +
                                             quoted(lines[i].words.front()));
    return CheckResult::ok(count_of(cases.size(), "case") + ", every escape shortest");
}

}  // namespace gridjudge::checkers
