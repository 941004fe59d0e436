// Import's destination checks (check_package_destination), which import runs for every problem
// before it installs the first, and install_package again for its own folder.
#include <gtest/gtest.h>

#include <filesystem>

#include "judge/package/package_install.h"
#include "judge/util/files.h"

namespace gridjudge::testing {
namespace {
namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& content) {
    fs::create_directories(path.parent_path());
    write_file_atomic(path, content);
}

class PackageDestinationTest : public ::testing::Test {
  protected:
    // The message check_package_destination refuses `destination` with, or "" if it takes it.
    std::string refusal(const fs::path& destination) {
        try {
            package::check_package_destination(destination, "sum");
        } catch (const std::runtime_error& error) {
            return error.what();
        }
        return "";
    }

    TempDir scratch{"gridjudge-destination-"};
};

TEST_F(PackageDestinationTest, AnAbsentOrEmptyFolderOrTheSameProblemsPackageIsTaken) {
    EXPECT_EQ(refusal(scratch.path() / "absent"), "");
    fs::create_directory(scratch.path() / "empty");
    EXPECT_EQ(refusal(scratch.path() / "empty"), "");
    write(scratch.path() / "same" / "problem.json", R"({"id": "sum", "format": 2})");
    EXPECT_EQ(refusal(scratch.path() / "same"), "");
}

TEST_F(PackageDestinationTest, AnotherProblemsPackageIsRefusedNamingBoth) {
    const fs::path other = scratch.path() / "other";
    write(other / "problem.json", R"({"id": "puzzle", "format": 2})");
    EXPECT_EQ(refusal(other),
              other.string() + " holds a package of 'puzzle', not of sum; choose another --out");
    write(other / "problem.json", R"({"id": 7})");
    EXPECT_EQ(refusal(other),
              other.string() + " holds a package of '?', not of sum; choose another --out");
}

TEST_F(PackageDestinationTest, AFolderThatIsNoPackageIsRefused) {
    const std::string not_a_package =
        " exists and is not a gridjudge package (no readable problem.json); choose another "
        "--out or remove it";
    const fs::path notes = scratch.path() / "notes";
    write(notes / "NOTES.md", "mine\n");
    EXPECT_EQ(refusal(notes), notes.string() + not_a_package);
    const fs::path broken = scratch.path() / "broken";
    write(broken / "problem.json", "{\"id\": \"sum\"");  // cut short
    EXPECT_EQ(refusal(broken), broken.string() + not_a_package);
    const fs::path file = scratch.path() / "file";
    write(file, "a file, not a folder\n");
    EXPECT_EQ(refusal(file), file.string() + not_a_package);
}

// A link is refused even when it leads to an empty folder or to the same problem's package:
// installing through it would swap the link, not the folder the user meant.
TEST_F(PackageDestinationTest, ASymbolicLinkIsRefusedWhereverItLeads) {
    const std::string is_a_link = " is a symbolic link; give the package folder itself";
    fs::create_directory(scratch.path() / "empty");
    fs::create_directory_symlink(scratch.path() / "empty", scratch.path() / "to-empty");
    EXPECT_EQ(refusal(scratch.path() / "to-empty"),
              (scratch.path() / "to-empty").string() + is_a_link);
    write(scratch.path() / "same" / "problem.json", R"({"id": "sum", "format": 2})");
    fs::create_directory_symlink(scratch.path() / "same", scratch.path() / "to-same");
    EXPECT_EQ(refusal(scratch.path() / "to-same"),
              (scratch.path() / "to-same").string() + is_a_link);
    fs::create_directory_symlink(scratch.path() / "nowhere", scratch.path() / "dangling");
    EXPECT_EQ(refusal(scratch.path() / "dangling"),
              (scratch.path() / "dangling").string() + is_a_link);
}

}  // namespace
}  // namespace gridjudge::testing
