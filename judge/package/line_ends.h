// Line ends of text test files: a package prepared on Windows has CRLF where the judge's programs
// (validators reading an end of line, answers compared line by line) expect LF.
#pragma once

#include <filesystem>

namespace gridjudge::package {

// Rewrites `file` with every CRLF as LF when it is text (holds a CRLF and no NUL byte); returns
// whether it did. Streams in chunks, so a test of any size needs little memory; a lone CR stays.
// Throws PackageError naming the file when it cannot be read or written.
bool convert_crlf_to_lf(const std::filesystem::path& file);

}  // namespace gridjudge::package
