#include "judge/cli/io.h"

#include <iostream>
#include <iterator>

#include "judge/cli/commands.h"
#include "judge/util/files.h"

namespace gridjudge::cli {

NamedText read_input(const std::string& path) {
    if (path.empty() || path == "-")
        return {"<stdin>", std::string(std::istreambuf_iterator<char>(std::cin), {})};
    try {
        return {path, read_file(path)};
    } catch (const std::exception& error) {
        throw CommandError(error.what());
    }
}

}  // namespace gridjudge::cli
