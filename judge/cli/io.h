// Reading a command's input: a named file or standard input, with the name errors should use.
#pragma once

#include <string>

namespace gridjudge::cli {

struct NamedText {
    std::string name;  // the file's path, or "<stdin>"
    std::string text;
};

// path empty or "-": standard input. Throws CommandError naming the file if it cannot be read.
NamedText read_input(const std::string& path);

}  // namespace gridjudge::cli
