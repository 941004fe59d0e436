// problem.json, format version 2: the file form of ProblemPackage (docs/package-format.md).
// Reading is strict: an unknown key, a wrong type, a missing field, a test in an undefined group,
// a dependency cycle, an unsafe path or a limit out of range is a PackageError naming the file,
// the line (for malformed JSON) or the field ("tests[3].group"). Writing is stable (fixed key
// order), so the same package always gives the same bytes.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "judge/model/package.h"

namespace gridjudge {

class PackageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The language of an output-only problem's solutions: their source and companions are answer
// files (found by their names, as a contestant's are), judged without running anything. An
// output-only problem's solutions are all of it, and no other problem's is.
inline constexpr const char* kAnswerSolutionLanguage = "answers";

// `file_name` is used in messages only ("packages/x/problem.json").
ProblemPackage read_package_json(std::string_view text, std::string_view file_name);
std::string write_package_json(const ProblemPackage& package);

// The consistency rules every package obeys, whatever made it (read_package_json applies them;
// importers call it on what they built). Throws PackageError "<file_name>: <field>: <why>".
void check_package(const ProblemPackage& package, std::string_view file_name);

// A path inside a package: relative, no "..", no empty or "." parts, no backslash or NUL.
bool is_safe_package_path(std::string_view path);
// A problem id: [a-z0-9][a-z0-9_-]*, at most 64 characters.
bool is_valid_problem_id(std::string_view id);
// A name of submission_format: NAME.%l, NAME a letter or '_' then letters, digits and '_' (a
// module, unit or class name in every language), at most 64 characters.
bool is_submission_format_name(std::string_view name);

}  // namespace gridjudge
