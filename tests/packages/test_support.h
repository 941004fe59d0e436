// Helpers of the package tests: fixture paths, scratch folders that remove themselves, whole-file
// reads, and the message of the PackageError an action throws.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>

#include "judge/model/package.h"

namespace gridjudge::testing {

std::filesystem::path fixture(const std::string& relative);
std::filesystem::path mini_testlib();

class ScratchDir {
  public:
    ScratchDir();
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

  private:
    std::filesystem::path path_;
};

// A copy of a fixture to break on purpose.
std::filesystem::path copy_fixture(const std::string& relative, const std::filesystem::path& to);

std::string read_text(const std::filesystem::path& path);
void write_text(const std::filesystem::path& path, const std::string& text);
std::string sha256_hex(const std::string& text);

// A test as every importer stores it: `name`, its files tests/NAME.in and tests/NAME.ans, hashed
// from the foreign package's own `input` and `answer` files.
PackageTest imported_test(const std::string& name, const std::string& group, double points,
                          const std::filesystem::path& input, const std::filesystem::path& answer,
                          bool sample = false);

// The what() of the PackageError `action` throws; a test failure (and "") when it throws
// nothing or something else.
std::string package_error(const std::function<void()>& action);

}  // namespace gridjudge::testing
