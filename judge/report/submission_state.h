// How a submission's state reads in one word and its score in one cell, the same in every table
// (list, rejudge, ranking): its verdict once judged, else its queue status; "12.5/100".
#pragma once

#include <string>

#include "db/records.h"

namespace gridjudge {

std::string shown_verdict(const db::SubmissionRecord& submission);  // "WA", "queued"
std::string shown_score(const db::SubmissionRecord& submission);    // "40/100"

}  // namespace gridjudge
