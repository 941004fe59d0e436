#include "judge/package/yaml_reading.h"

#include <charconv>
#include <sstream>

#include "judge/model/package_json.h"

namespace gridjudge::package {

YamlFile::YamlFile(std::string_view text, std::string file) : file_(std::move(file)) {
    try {
        root_ = YAML::Load(std::string(text));
    } catch (const YAML::Exception& error) {
        throw PackageError(file_ + ": line " + std::to_string(error.mark.line + 1) +
                           ": malformed YAML: " + error.msg);
    }
}

void YamlFile::fail(const YAML::Node& node, std::string_view field, std::string_view why) const {
    std::string where = file_;
    if (node.IsDefined() && node.Mark().line >= 0)
        where += ": line " + std::to_string(node.Mark().line + 1);
    throw PackageError(where + ": " + std::string(field) + ": " + std::string(why));
}

std::string YamlFile::text(const YAML::Node& node, std::string_view field) const {
    if (!node.IsScalar()) fail(node, field, "expected a single value");
    return node.Scalar();
}

double YamlFile::number(const YAML::Node& node, std::string_view field) const {
    const std::string value = text(node, field);
    double number = 0;
    auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || error != std::errc() || end != value.data() + value.size())
        fail(node, field, "expected a number, found '" + value + "'");
    return number;
}

std::int64_t YamlFile::integer(const YAML::Node& node, std::string_view field) const {
    const std::string value = text(node, field);
    std::int64_t number = 0;
    auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || error != std::errc() || end != value.data() + value.size())
        fail(node, field, "expected an integer, found '" + value + "'");
    return number;
}

bool YamlFile::boolean(const YAML::Node& node, std::string_view field) const {
    const std::string value = text(node, field);
    if (value == "true" || value == "yes" || value == "on") return true;
    if (value == "false" || value == "no" || value == "off") return false;
    fail(node, field, "expected true or false, found '" + value + "'");
}

std::vector<std::string> YamlFile::words(const YAML::Node& node, std::string_view field) const {
    std::vector<std::string> words;
    if (!node.IsDefined() || node.IsNull()) return words;
    if (node.IsSequence()) {
        for (const YAML::Node& item : node) words.push_back(text(item, field));
        return words;
    }
    std::istringstream stream(text(node, field));
    for (std::string word; stream >> word;) words.push_back(word);
    return words;
}

YAML::Node YamlFile::entry(const YAML::Node& node, const char* key, std::string_view field) const {
    if (!node.IsDefined() || node.IsNull()) return YAML::Node(YAML::NodeType::Undefined);
    if (!node.IsMap()) fail(node, field, "expected a map of keys");
    return node[key];
}

}  // namespace gridjudge::package
