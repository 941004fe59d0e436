// The answers an output-only submission carries, one file per test, and the one text they are
// stored as (a submission's source is one text in the store: a JSON object listing the files, so
// that no table changes). Which file answers which test is decided here and nowhere else.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "judge/model/package.h"

namespace gridjudge {

struct SubmittedFile {
    std::string name;     // a plain file name: no folders
    std::string content;  // UTF-8 text (the store keeps text)
};

// {"format": "gridjudge-files", "files": [{"name": ..., "content": ...}, ...]}. Throws
// std::invalid_argument for a content that is not UTF-8.
std::string encode_submitted_files(const std::vector<SubmittedFile>& files);

// The files of a text encode_submitted_files() wrote. Throws std::invalid_argument for any other
// text.
std::vector<SubmittedFile> decode_submitted_files(std::string_view text);

// The names a contestant's answer to `test` may have, in the order they are looked for: the
// package's own (`answer_file`, LemonLime's "data1.out"), then "<test name>.out", then CMS's
// "output_<test name>.txt". A test named with folders ("secret/g1/03") is looked for by its last
// part.
std::vector<std::string> answer_names(const PackageTest& test);

// The file of `files` that answers `test`, or nullptr.
const SubmittedFile* find_answer(const std::vector<SubmittedFile>& files, const PackageTest& test);

}  // namespace gridjudge
