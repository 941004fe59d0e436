#include "judge/package/solution_tags.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>
#include <string>

namespace gridjudge::package {
namespace {

std::string lower(std::string_view text) {
    std::string result(text);
    for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

std::string trim(std::string_view text) {
    const std::size_t start = text.find_first_not_of(" \t\r*/#");
    if (start == std::string_view::npos) return "";
    const std::size_t end = text.find_last_not_of(" \t\r*/#");
    return std::string(text.substr(start, end - start + 1));
}

// One DOMjudge result name (any case) or one of gridjudge's verdict names.
std::optional<std::vector<Verdict>> domjudge_result(std::string_view word) {
    static const std::map<std::string, std::vector<Verdict>> kResults{
        {"correct", {Verdict::AC}},
        {"accepted", {Verdict::AC}},
        {"wrong-answer", {Verdict::WA}},
        {"wrong_answer", {Verdict::WA}},
        {"timelimit", {Verdict::TLE}},
        {"time_limit_exceeded", {Verdict::TLE}},
        // DOMjudge and Kattis report a program that runs out of memory as a run error.
        {"run-error", {Verdict::RE, Verdict::MLE}},
        {"run_time_error", {Verdict::RE, Verdict::MLE}},
        {"compiler-error", {Verdict::CE}},
        // No output is a wrong answer to a checker; a presentation error to a strict one.
        {"no-output", {Verdict::WA, Verdict::PE}},
        {"output-limit", {Verdict::OLE}},
        {"memory-limit", {Verdict::MLE}},
    };
    const std::string key = lower(word);
    if (auto found = kResults.find(key); found != kResults.end()) return found->second;
    if (auto verdict = parse_verdict(std::string(word)); verdict && *verdict != Verdict::Skipped)
        return std::vector<Verdict>{*verdict};
    return std::nullopt;
}

void add_unique(std::vector<Verdict>& into, const std::vector<Verdict>& verdicts) {
    for (Verdict verdict : verdicts)
        if (std::find(into.begin(), into.end(), verdict) == into.end()) into.push_back(verdict);
}

}  // namespace

std::vector<Verdict> rejected_verdicts() {
    return {Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE, Verdict::OLE, Verdict::RE};
}

std::optional<std::vector<Verdict>> polygon_tag_verdicts(std::string_view tag) {
    static const std::map<std::string_view, std::vector<Verdict>> kTags{
        {"main", {Verdict::AC}},
        {"accepted", {Verdict::AC}},
        {"wrong-answer", {Verdict::WA}},
        {"presentation-error", {Verdict::PE}},
        {"time-limit-exceeded", {Verdict::TLE}},
        {"time-limit-exceeded-or-accepted", {Verdict::TLE, Verdict::AC}},
        {"time-limit-exceeded-or-memory-limit-exceeded", {Verdict::TLE, Verdict::MLE}},
        {"memory-limit-exceeded", {Verdict::MLE}},
        {"runtime-error", {Verdict::RE}},
        // "failed": the solution makes the checker fail, the jury's fault.
        {"failed", {Verdict::IE}},
    };
    if (tag == "rejected") return rejected_verdicts();
    if (auto found = kTags.find(tag); found != kTags.end()) return found->second;
    return std::nullopt;
}

std::optional<std::vector<Verdict>> kattis_folder_verdicts(std::string_view folder) {
    static const std::map<std::string_view, std::vector<Verdict>> kFolders{
        {"accepted", {Verdict::AC}},
        {"wrong_answer", {Verdict::WA}},
        {"time_limit_exceeded", {Verdict::TLE}},
        // Kattis has no memory verdict: a program out of memory is a run-time error there.
        {"run_time_error", {Verdict::RE, Verdict::MLE}},
        {"memory_limit_exceeded", {Verdict::MLE}},
        {"output_limit_exceeded", {Verdict::OLE}},
        {"compile_error", {Verdict::CE}},
    };
    if (folder == "rejected") return rejected_verdicts();
    if (auto found = kFolders.find(folder); found != kFolders.end()) return found->second;
    return std::nullopt;
}

namespace {

bool same_verdicts(std::vector<Verdict> a, std::vector<Verdict> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

}  // namespace

std::optional<std::string_view> polygon_tag_for(const std::vector<Verdict>& verdicts) {
    // Polygon's own tags only ("runtime-error" is read, Polygon does not write it).
    for (std::string_view tag :
         {"accepted", "wrong-answer", "presentation-error", "time-limit-exceeded",
          "time-limit-exceeded-or-accepted", "time-limit-exceeded-or-memory-limit-exceeded",
          "memory-limit-exceeded", "failed", "rejected"})
        if (same_verdicts(*polygon_tag_verdicts(tag), verdicts)) return tag;
    return std::nullopt;
}

std::optional<std::string_view> kattis_folder_for(const std::vector<Verdict>& verdicts) {
    for (std::string_view folder :
         {"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "rejected"})
        if (same_verdicts(*kattis_folder_verdicts(folder), verdicts)) return folder;
    return std::nullopt;
}

std::string expected_results_text(const std::vector<Verdict>& verdicts) {
    static const std::map<Verdict, std::string_view> kNames{
        {Verdict::AC, "CORRECT"},       {Verdict::WA, "WRONG-ANSWER"},
        {Verdict::TLE, "TIMELIMIT"},    {Verdict::MLE, "MEMORY-LIMIT"},
        {Verdict::OLE, "OUTPUT-LIMIT"}, {Verdict::CE, "COMPILER-ERROR"}};
    const bool run_error =
        std::find(verdicts.begin(), verdicts.end(), Verdict::RE) != verdicts.end() &&
        std::find(verdicts.begin(), verdicts.end(), Verdict::MLE) != verdicts.end();
    std::string text = "@EXPECTED_RESULTS@: ";
    bool first = true;
    for (Verdict verdict : verdicts) {
        std::string word;
        if (run_error && (verdict == Verdict::RE || verdict == Verdict::MLE)) {
            if (verdict == Verdict::MLE) continue;  // RUN-ERROR, written at RE, means both
            word = "RUN-ERROR";
        } else if (auto name = kNames.find(verdict); name != kNames.end()) {
            word = name->second;
        } else {
            word = std::string(verdict_name(verdict));
        }
        text += (first ? "" : ", ") + word;
        first = false;
    }
    return text;
}

ExpectedComment expected_comment(std::string_view source_text) {
    ExpectedComment comment;
    std::size_t line_start = 0;
    int line = 0;
    while (line_start < source_text.size()) {
        ++line;
        std::size_t line_end = source_text.find('\n', line_start);
        if (line_end == std::string_view::npos) line_end = source_text.size();
        const std::string_view text = source_text.substr(line_start, line_end - line_start);
        line_start = line_end + 1;
        static constexpr std::string_view kResults = "@EXPECTED_RESULTS@:";
        static constexpr std::string_view kScore = "@EXPECTED_SCORE@:";
        if (const std::size_t at = text.find(kResults); at != std::string_view::npos) {
            const std::string list = trim(text.substr(at + kResults.size()));
            std::size_t start = 0;
            while (start <= list.size()) {
                std::size_t end = list.find_first_of(", ", start);
                if (end == std::string::npos) end = list.size();
                const std::string word = list.substr(start, end - start);
                start = end + 1;
                if (word.empty()) continue;
                const auto verdicts = domjudge_result(word);
                if (!verdicts)
                    throw std::invalid_argument("line " + std::to_string(line) +
                                                ": @EXPECTED_RESULTS@: '" + word +
                                                "' is not a result (CORRECT, WRONG-ANSWER, "
                                                "TIMELIMIT, RUN-ERROR, ... or a verdict)");
                add_unique(comment.verdicts, *verdicts);
            }
        } else if (const std::size_t at = text.find(kScore); at != std::string_view::npos) {
            const std::string value = trim(text.substr(at + kScore.size()));
            try {
                std::size_t used = 0;
                comment.score = std::stod(value, &used);
                if (used != value.size()) throw std::invalid_argument(value);
            } catch (const std::exception&) {
                throw std::invalid_argument("line " + std::to_string(line) +
                                            ": @EXPECTED_SCORE@: '" + value + "' is not a number");
            }
        }
    }
    return comment;
}

}  // namespace gridjudge::package
