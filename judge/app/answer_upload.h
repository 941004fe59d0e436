// The answers of an output-only submission, or the files of a program submitted as several,
// gathered from what a contestant hands in: files, folders of them, or a zip (any archive
// unpack_archive() takes). Every source is hostile (a contestant's folder, an uploaded zip): links,
// FIFOs and devices are refused by name, an archive by archive.h's rules (`../`, links, bombs), and
// caps bound the count and the bytes. Folders are flattened: an answer is known by its file name
// alone (answer_files.h).
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "judge/judging/answer_files.h"

namespace gridjudge::app {

struct AnswerCaps {
    std::int64_t max_files = 1000;           // answers in one submission
    std::int64_t max_file_bytes = 64 << 20;  // one answer: the problem's output limit
    std::int64_t max_total_bytes = std::int64_t{256} << 20;  // all answers together
    // How the files are called in messages ("a second answer named ..."), and whether their
    // names must be plain (file_name_refusal: a program's files are written into a compile box
    // under their names).
    std::string_view one = "answer", a_one = "an answer", many = "answers";
    std::string_view listed = "answer files";
    bool plain_names = false;
};

// The caps for a program submitted as several files: at most 100 files, each and all together
// within `max_source_bytes`, plain names only.
AnswerCaps program_file_caps(std::int64_t max_source_bytes);

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

// The answers as uploaded over the web (each part's sent name and content: answer files, or
// zips of them), gathered by the same rules as read_answers() and named in messages by their
// sent names ("answers.zip: entry '../x': ..."). A sent name is kept by its last component
// only; one that leaves no usable name (empty, "..", control characters, not UTF-8, over 255
// bytes) is refused.
std::vector<SubmittedFile> read_uploaded_answers(const std::vector<SubmittedFile>& uploads,
                                                 const AnswerCaps& caps);

// A program's files gathered the same way, with program_file_caps(): one submission.
std::vector<SubmittedFile> read_program_files(const std::vector<std::filesystem::path>& paths,
                                              std::int64_t max_source_bytes);

}  // namespace gridjudge::app
