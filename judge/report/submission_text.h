// The terminal form of a judged submission: header, how it was judged (the settings stored with
// it, the compile command and compiler, the judge and machine), per-test table (verdict, CPU/wall
// time and memory against its limits, exit, score, checker message), group scores, where each
// wrong output first departs from the answer (line and token), and a summary line.
#pragma once

#include <string>

#include "db/records.h"

namespace gridjudge {

// Colour: verdicts in their ANSI colours, for a terminal; Plain: for files and pipes.
enum class TextStyle { Plain, Colour };

std::string render_submission(const db::SubmissionRecord& submission,
                              TextStyle style = TextStyle::Plain);

}  // namespace gridjudge
