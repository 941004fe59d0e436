// Removing a folder whatever a contestant's program made of it. std::filesystem::remove_all
// keeps one open directory per level, so a tree deeper than the process's open-file limit (a
// program can make one in a loop of mkdir and chdir) cannot be removed with it, and a box that
// cannot be removed used to stop all judging. remove_tree keeps at most two directories open at
// any depth, never follows a symbolic link, and makes a folder it may not read readable first.
#pragma once

#include <filesystem>
#include <string>

namespace gridjudge {

// Removes `path` and everything below it; a missing `path` is not an error. Returns an empty
// string on success, else what could not be removed and why.
std::string remove_tree(const std::filesystem::path& path);

}  // namespace gridjudge
