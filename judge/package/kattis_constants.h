// The 2025-09 Kattis format's `constants` (problem.yaml): names whose `{{name}}` or
// `{{name.variant}}` sequences the format replaces in the validators' sources (and in statements,
// included code, submissions, test_group.yaml). A package's output validator is often written
// with them (`if answer == {{k}}`), so it does not even parse until they are replaced.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "judge/package/yaml_reading.h"

namespace gridjudge::package {

class KattisConstants {
  public:
    KattisConstants() = default;
    // Reads problem.yaml's `constants` (absent: none). A name must match [a-zA-Z_][a-zA-Z0-9_]*;
    // a value is a scalar or a map with `value` and variants. Fails naming the field otherwise.
    KattisConstants(const YamlFile& yaml, const YAML::Node& constants);

    bool empty() const { return values_.empty(); }
    // `text` with every {{name}} / {{name.variant}} of a defined constant replaced; sequences
    // naming no constant stay as they are, as the format says.
    std::string substitute(std::string_view text) const;

  private:
    std::map<std::string, std::string, std::less<>> values_;  // "k" and "k.value", "k.tex", ...
};

}  // namespace gridjudge::package
