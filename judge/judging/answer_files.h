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

// {"format": "gridjudge-files", "files": [{"name": ..., "content": ...}, ...]}, and "entry": the
// file a program submission named as its entry point (`--entry`), when it named one. Throws
// std::invalid_argument for a content that is not UTF-8. A program of one file is stored as its
// plain text instead, as it always was.
std::string encode_submitted_files(const std::vector<SubmittedFile>& files,
                                   std::string_view entry = {});

// Whether a stored source is a list of files encode_submitted_files() wrote (it starts with the
// format's name) rather than one program's text.
bool is_submitted_files(std::string_view text);

// The entry point a text of encode_submitted_files() names; empty when none was named.
std::string submitted_entry(std::string_view text);

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
