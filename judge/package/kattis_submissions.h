// The jury submissions of a Kattis/ICPC problem folder: submissions/<verdict>/FILE, each one's
// expected verdicts from its folder (accepted, wrong_answer, time_limit_exceeded,
// run_time_error, ...), or from a DOMjudge @EXPECTED_RESULTS@ comment in the file, which says
// more (solution_tags.h); @EXPECTED_SCORE@ gives the score it must get. Each one the judge can
// run is copied to the same path in the package and listed in `solutions`. A submission that is
// a folder is one program of its files, in the language and with the entry point Kattis chooses
// (the most sources, then problemtools' priority; main.* else the first by name), its other
// files the solution's `companions`. One in a language the judge lacks is left out with a note.
#pragma once

#include "judge/package/import_support.h"

namespace gridjudge::package {

void add_kattis_submissions(ProblemDraft& draft);

}  // namespace gridjudge::package
