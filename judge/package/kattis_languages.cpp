#include "judge/package/kattis_languages.h"

#include "judge/package/import_support.h"

namespace gridjudge::package {

std::string kattis_solution_language(const Language& language) {
    if (language.family == "cpp") return "cpp23";
    if (language.family == "c") return "c17";
    return "";
}

std::string kattis_language_of_source(std::string_view path, std::string_view where) {
    const std::string id = language_of_source(path, where);
    // language_of_source says "" for C++ (the judge's default C++, also for a .C file).
    const Language* language = id.empty() ? find_language("cpp") : find_language(id);
    const std::string dialect = kattis_solution_language(*language);
    return dialect.empty() ? id : dialect;
}

}  // namespace gridjudge::package
