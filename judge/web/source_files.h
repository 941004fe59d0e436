// A submission's stored source as the pages show it. A program of one file is stored as its text;
// one of several files (and an output-only submission's answers) as the text
// encode_submitted_files() writes, which a page must show file by file under each file's name,
// never as that raw text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridjudge::web {

struct ShownSourceFile {
    std::string name;  // empty for a program stored as one text
    std::string content;
    bool entry = false;  // the entry point the contestant named (--entry)
};

// The files of a stored source: several for a list of files, else one without a name (a text
// that only looks like a list and cannot be read as one is shown as it is).
std::vector<ShownSourceFile> shown_source_files(std::string_view stored);

// The file's heading: its name (escaped), marked when it is the named entry point.
std::string source_file_heading_html(const ShownSourceFile& file);

}  // namespace gridjudge::web
