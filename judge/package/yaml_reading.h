// Reading the YAML files of foreign packages (Kattis problem.yaml and testdata.yaml, Hydro
// problem.yaml and config.yaml) with yaml-cpp, with errors a problem setter can act on: the file,
// the line and the field ("problem.yaml: line 4: limits.memory: expected a number").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace gridjudge::package {

class YamlFile {
  public:
    // Throws PackageError "<file>: line N: malformed YAML: <why>".
    YamlFile(std::string_view text, std::string file);

    const YAML::Node& root() const { return root_; }
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(const YAML::Node& node, std::string_view field,
                           std::string_view why) const;

    // A scalar as text (numbers too: "1s", "256", "1e-6").
    std::string text(const YAML::Node& node, std::string_view field) const;
    double number(const YAML::Node& node, std::string_view field) const;
    std::int64_t integer(const YAML::Node& node, std::string_view field) const;
    bool boolean(const YAML::Node& node, std::string_view field) const;
    // A string of words, or a sequence of strings: ["a", "b"].
    std::vector<std::string> words(const YAML::Node& node, std::string_view field) const;
    // A map's entry, or an undefined node; fails unless `node` is a map (or null).
    YAML::Node entry(const YAML::Node& node, const char* key, std::string_view field) const;

  private:
    std::string file_;
    YAML::Node root_;
};

}  // namespace gridjudge::package
