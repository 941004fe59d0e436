// The languages Kattis compiles a package's programs in (problemtools' languages.yaml): C and C++
// in their GNU dialects, gnu17 and gnu++23, where the judge's own defaults are strict C11 and
// C++14. A Kattis package's submissions and validators are written for Kattis: judged in the
// judge's defaults, a jury solution using std::ranges or std::map::contains is a compile error
// here and accepted there (27 of the 145 C++ jury submissions of one public regional set).
#pragma once

#include <string>
#include <string_view>

#include "judge/compile/language.h"

namespace gridjudge::package {

// The language id a Kattis package's submission in `language` is stored with: c17 for C, cpp23
// for C++; "" for every other family, whose extension already names the language Kattis uses.
std::string kattis_solution_language(const Language& language);

// A Kattis package program's language id (a validator, checker or interactor): what
// language_of_source says, with C and C++ made the dialects Kattis compiles them in.
std::string kattis_language_of_source(std::string_view path, std::string_view where);

}  // namespace gridjudge::package
