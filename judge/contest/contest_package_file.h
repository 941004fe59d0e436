// One file of a contest package, read safely and parsed: the helper the package reader takes its
// fields from. Every error names the file, the line (yaml-cpp's marks) and the field:
// "contest.yaml:4: duration: '5:7' is not h:mm:ss".
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace gridjudge::contest {

// No contest file comes near this (a thousand teams' teams.json is a few hundred KiB); a larger
// one is refused before it is read.
inline constexpr std::uint64_t kMaxPackageFileBytes = 16 * 1024 * 1024;

class PackageFile {
  public:
    // The first of `names` present in `folder` (contest.yaml or contest.json: the spec allows
    // either; both present is refused as ambiguous), read as a regular file (never through a
    // link, never blocking on a FIFO, at most kMaxPackageFileBytes) and checked for bombs
    // (contest_file_guard.h). nullopt when none is present. Throws ContestPackageError.
    static std::optional<PackageFile> open(const std::filesystem::path& folder,
                                           const std::vector<std::string>& names);

    const YAML::Node& root() const { return root_; }
    const std::string& name() const { return name_; }

    [[noreturn]] void fail(const YAML::Node& node, std::string_view field,
                           std::string_view why) const;

    // The items of a list file (problems.yaml, teams.json, ...): an empty file or null is none.
    std::vector<YAML::Node> items(std::string_view what) const;

    // A map's entry, or an undefined node when the key is missing (never inserts).
    YAML::Node entry(const YAML::Node& map, const char* key) const;
    bool present(const YAML::Node& map, const char* key) const;

    // A scalar as well-formed UTF-8 text without control characters but tab (numbers too:
    // team_id: 45 is "45"), not empty.
    std::string text(const YAML::Node& map, const char* key) const;
    // The same, but "" when the key is missing, null or empty.
    std::string optional_text(const YAML::Node& map, const char* key) const;
    // An id of the spec's ID shape (contest_text_checks.h).
    std::string id(const YAML::Node& map, const char* key) const;
    std::string optional_id(const YAML::Node& map, const char* key) const;
    std::int64_t integer(const YAML::Node& map, const char* key) const;
    bool boolean(const YAML::Node& map, const char* key) const;

    // The line a node starts on (1-based), 0 if unknown.
    static int line(const YAML::Node& node);

  private:
    // text() without the check that it is not empty.
    std::string scalar_text(const YAML::Node& map, const char* key) const;

    PackageFile(std::string name, YAML::Node root) : name_(std::move(name)), root_(root) {}

    std::string name_;
    YAML::Node root_;
};

}  // namespace gridjudge::contest
