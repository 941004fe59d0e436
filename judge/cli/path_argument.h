// Paths as given on the command line. "maximum/", "maximum/." and "./maximum" all name the folder
// maximum, whose name (a problem id, a contest's name) must not depend on how it was typed: every
// option that names a file or folder is normalised by the same rule before a command sees it.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace gridjudge::cli {

// Lexically normal, without a trailing separator; a path whose last part is "." or ".." (".",
// "dir/..") becomes absolute, so that its last part is the folder's real name. "" and "-" (standard
// input or output) are kept.
std::string normalised_path(const std::string& path);

// The CLI11 transform that applies normalised_path to an option's value (each of its values).
CLI::Validator path_argument();

}  // namespace gridjudge::cli
