// How an exported built-in checker is marked, so that importing an export gives the built-in
// checker back instead of a foreign source. Exporters write the checker's standalone source
// (checkers/standalone_sources.h) with a first line
//     // gridjudge built-in checker: tokens text case_insensitive
// (the name, then its arguments) and the macros that choose the protocol and bake the options
// in. Importers that find this line on a checker's source use the built-in checker it names.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "judge/model/package.h"

namespace gridjudge::package {

enum class CheckerProtocol { Testlib, Kattis };

// The whole exported source for `checker` (a Builtin ProgramSpec). Throws PackageError when the
// checker has no standalone source or its arguments are not ones it takes.
std::string exported_checker_source(const ProgramSpec& checker, CheckerProtocol protocol);

// The built-in checker a source names on its first line; nullopt for any other source.
std::optional<ProgramSpec> builtin_checker_of(std::string_view source_text);

}  // namespace gridjudge::package
