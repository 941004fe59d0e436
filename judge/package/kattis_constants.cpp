#include "judge/package/kattis_constants.h"

namespace gridjudge::package {

namespace {

bool is_constant_name(std::string_view name) {
    if (name.empty() || (name[0] >= '0' && name[0] <= '9')) return false;
    for (const char c : name)
        if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9')))
            return false;
    return true;
}

}  // namespace

KattisConstants::KattisConstants(const YamlFile& yaml, const YAML::Node& constants) {
    if (!constants || constants.IsNull()) return;
    if (!constants.IsMap()) yaml.fail(constants, "constants", "expected a map of names to values");
    for (const auto& item : constants) {
        const std::string name = yaml.text(item.first, "constants");
        const std::string field = "constants." + name;
        if (!is_constant_name(name))
            yaml.fail(item.first, field, "not a constant name ([a-zA-Z_][a-zA-Z0-9_]*)");
        if (item.second.IsMap()) {
            const YAML::Node value = yaml.entry(item.second, "value", field);
            if (!value) yaml.fail(item.second, field, "a map without its 'value'");
            for (const auto& variant : item.second) {
                const std::string key = yaml.text(variant.first, field);
                values_[name + "." + key] = yaml.text(variant.second, field + "." + key);
            }
            values_[name] = values_[name + ".value"];
        } else {
            values_[name] = yaml.text(item.second, field);
            values_[name + ".value"] = values_[name];
        }
    }
}

std::string KattisConstants::substitute(std::string_view text) const {
    if (values_.empty()) return std::string(text);
    std::string out;
    out.reserve(text.size());
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find("{{", at);
        if (open == std::string_view::npos) break;
        const std::size_t close = text.find("}}", open + 2);
        if (close == std::string_view::npos) break;
        const std::string_view key = text.substr(open + 2, close - open - 2);
        const auto found = values_.find(key);
        if (found == values_.end()) {
            // Not a constant: keep the braces and look again just after them.
            out.append(text.substr(at, open + 2 - at));
            at = open + 2;
            continue;
        }
        out.append(text.substr(at, open - at));
        out.append(found->second);
        at = close + 2;
    }
    out.append(text.substr(at));
    return out;
}

}  // namespace gridjudge::package
