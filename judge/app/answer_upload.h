// The answers of an output-only submission gathered from what a contestant hands in: answer
// files, folders of them, or a zip (any archive unpack_archive() takes). Every source is
// hostile (a contestant's folder, an uploaded zip): links, FIFOs and devices are refused by name,
// an archive by archive.h's rules (`../`, links, bombs), and caps bound the count and the bytes.
// Folders are flattened: an answer is known by its file name alone (answer_files.h).
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include "judge/judging/answer_files.h"

namespace gridjudge::app {

struct AnswerCaps {
    std::int64_t max_files = 1000;           // answers in one submission
    std::int64_t max_file_bytes = 64 << 20;  // one answer: the problem's output limit
    std::int64_t max_total_bytes = std::int64_t{256} << 20;  // all answers together
};

// A refusal, naming the path (and the archive entry) and why; nothing is queued.
class AnswerUploadError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The caps for answers to `package`: each answer at most its output limit.
AnswerCaps answer_caps(const ProblemPackage& package);

// The answer files found in `paths`, sorted by name. Hidden files and macOS's "__MACOSX" folder
// are left out. Throws AnswerUploadError for anything refused or when nothing is found.
std::vector<SubmittedFile> read_answers(const std::vector<std::filesystem::path>& paths,
                                        const AnswerCaps& caps);

}  // namespace gridjudge::app
