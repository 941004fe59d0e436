// A contest folder as coaches keep them: DIR/<contestant>/<problem>.<ext>, or the NOIP layout
// DIR/<contestant>/<problem>/<problem>.<ext>, where <problem> is a problem's id or its I/O file
// name. The folder is hostile until proven otherwise: only regular files and real directories
// inside it are read (a link to /etc/shadow or /dev/zero, a FIFO, a directory named like a
// source are skipped, each with the reason), and no source may be larger than the cap. A skipped
// entry never stops the rest of the contest. For an output-only problem, the NOIP layout's folder
// DIR/<contestant>/<problem>/ holds the contestant's answer files (answer_upload.h's guards).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "judge/compile/language.h"
#include "judge/judging/answer_files.h"

namespace gridjudge::app {

struct ContestProgram {
    std::string contestant, problem_id;
    std::filesystem::path path;  // for messages
    std::string source_name;     // "puzzle.cpp"
    std::string source;
    const Language* language = nullptr;  // nullptr: `answers` are an output-only submission
    std::vector<SubmittedFile> answers;
};

struct ContestFolder {
    std::vector<ContestProgram> programs;  // sorted by contestant, then file name
    std::vector<std::string> skipped;      // "<path>: <why>"
};

// `problem_for` maps a file stem ("puzzle", "halloween") to a problem id, or nullopt.
// `forced` (--lang) replaces the language the extension says. `output_only` says which problem
// ids take answer files (none when empty). Throws std::runtime_error when `dir` itself is not a
// directory.
ContestFolder scan_contest_folder(
    const std::filesystem::path& dir,
    const std::function<std::optional<std::string>(const std::string&)>& problem_for,
    std::uint64_t max_source_bytes, const Language* forced = nullptr,
    const std::function<bool(const std::string&)>& output_only = {});

}  // namespace gridjudge::app
