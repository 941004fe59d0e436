#include "judge/contest/contest_package_file.h"

#include <charconv>

#include "judge/contest/contest_file_guard.h"
#include "judge/contest/contest_package.h"
#include "judge/contest/contest_text_checks.h"
#include "judge/contest/json_escapes.h"
#include "judge/util/safe_files.h"

namespace gridjudge::contest {

std::optional<PackageFile> PackageFile::open(const std::filesystem::path& folder,
                                             const std::vector<std::string>& names) {
    std::optional<std::string> chosen;
    for (const std::string& name : names) {
        if (entry_kind(folder / name) == EntryKind::Missing) continue;
        if (chosen)
            throw ContestPackageError(*chosen + " and " + name +
                                      " are both present: keep one of them");
        chosen = name;
    }
    if (!chosen) return std::nullopt;
    const ReadOutcome read = read_regular_file(folder / *chosen, kMaxPackageFileBytes);
    if (!read.content) throw ContestPackageError(*chosen + ": not read: " + read.refusal);
    const std::string text =
        chosen->ends_with(".json") ? json_escapes_as_utf8(*read.content) : *read.content;
    check_file_shape(text, *chosen);
    try {
        return PackageFile(*chosen, YAML::Load(text));
    } catch (const YAML::Exception& error) {
        const std::string line =
            error.mark.line < 0 ? "" : ":" + std::to_string(error.mark.line + 1);
        throw ContestPackageError(*chosen + line + ": malformed: " + error.msg);
    }
}

int PackageFile::line(const YAML::Node& node) {
    if (!node.IsDefined() || node.Mark().line < 0) return 0;
    return node.Mark().line + 1;
}

void PackageFile::fail(const YAML::Node& node, std::string_view field, std::string_view why) const {
    std::string where = name_;
    if (const int at = line(node); at > 0) where += ":" + std::to_string(at);
    throw ContestPackageError(where + ": " + std::string(field) + ": " + std::string(why));
}

std::vector<YAML::Node> PackageFile::items(std::string_view what) const {
    std::vector<YAML::Node> items;
    if (!root_.IsDefined() || root_.IsNull()) return items;
    if (!root_.IsSequence()) fail(root_, what, "expected a list of " + std::string(what));
    for (const YAML::Node& item : root_) {
        if (!item.IsMap()) fail(item, what, "each item must be a map of fields");
        items.push_back(item);
    }
    return items;
}

YAML::Node PackageFile::entry(const YAML::Node& map, const char* key) const {
    if (!map.IsMap()) fail(map, key, "expected a map of fields");
    const YAML::Node& constant = map;
    return constant[key];
}

bool PackageFile::present(const YAML::Node& map, const char* key) const {
    const YAML::Node value = entry(map, key);
    return value.IsDefined() && !value.IsNull();
}

std::string PackageFile::scalar_text(const YAML::Node& map, const char* key) const {
    const YAML::Node value = entry(map, key);
    if (!value.IsDefined() || value.IsNull()) fail(map, key, "missing");
    if (!value.IsScalar()) fail(value, key, "expected a single value, not a list or a map");
    const std::string& scalar = value.Scalar();
    if (!is_valid_utf8(scalar)) fail(value, key, "not valid UTF-8");
    if (has_control_character(scalar)) fail(value, key, "contains a control character");
    return scalar;
}

std::string PackageFile::text(const YAML::Node& map, const char* key) const {
    std::string value = scalar_text(map, key);
    if (value.empty()) fail(entry(map, key), key, "empty");
    return value;
}

std::string PackageFile::optional_text(const YAML::Node& map, const char* key) const {
    return present(map, key) ? scalar_text(map, key) : std::string();
}

std::string PackageFile::id(const YAML::Node& map, const char* key) const {
    const std::string value = text(map, key);
    if (!is_contest_id(value))
        fail(entry(map, key), key,
             "'" + value +
                 "' is not an id ([a-zA-Z0-9_.-], at most 36 characters, not starting with '-' or "
                 "'.', not ending with '.')");
    return value;
}

std::string PackageFile::optional_id(const YAML::Node& map, const char* key) const {
    return present(map, key) ? id(map, key) : std::string();
}

std::int64_t PackageFile::integer(const YAML::Node& map, const char* key) const {
    const std::string value = text(map, key);
    std::int64_t number = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || error != std::errc() || end != value.data() + value.size())
        fail(entry(map, key), key, "expected an integer, found '" + value + "'");
    return number;
}

bool PackageFile::boolean(const YAML::Node& map, const char* key) const {
    const std::string value = text(map, key);
    if (value == "true") return true;
    if (value == "false") return false;
    fail(entry(map, key), key, "expected true or false, found '" + value + "'");
}

}  // namespace gridjudge::contest
