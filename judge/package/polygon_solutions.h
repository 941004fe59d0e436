// The jury solutions of a Polygon package, with their tags: problem.xml's
// <assets><solutions><solution tag="..."><source path="..." type="..."/></solution>. Each one the
// judge can run is copied into the package at its own path and listed in `solutions` with the
// verdicts its tag allows (solution_tags.h); the others are left out with a note.
#pragma once

#include <string_view>

#include "judge/package/import_support.h"

namespace gridjudge::package {

// `problem_xml` is problem.xml's text (already read by the importer).
void add_polygon_solutions(ProblemDraft& draft, std::string_view problem_xml);

}  // namespace gridjudge::package
