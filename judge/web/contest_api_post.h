// What a team POSTs to the Contest API, read from the request: a submission as the spec's JSON
// (ccs-specs 2023-06, "Modifying submissions": problem_id, language_id and files, a one-element
// array whose `data` is a base64 zip) or as the multipart form DOMjudge's API also takes
// (problem or problem_id, language or language_id, and the source itself as the file field
// code[] or code, or an output-only problem's answers as files[] parts); a clarification as JSON
// (text, problem_id, reply_to_id, to_team_id). For an output-only problem the zip (or the
// files[] parts) holds the answers and language_id may be left out.
// Parsing only: the use cases decide whether it is allowed. Every refusal is an HttpError 400
// naming the field.
#pragma once

#include <httplib.h>

#include <optional>
#include <string>

#include "judge/judging/answer_files.h"
#include "judge/web/contest_api_upload.h"

namespace gridjudge::web {

struct SubmissionPost {
    std::string problem_id;
    std::string language_id;
    SubmittedFile file;   // the program (unpacked from the zip when a language was sent)
    std::string team_id;  // as sent; empty when not
    // The JSON's zip as sent: an output-only problem's answers, which the use case unpacks by
    // its own rules (judge/app/answer_upload.h). Empty for the form.
    std::string zip;
    // The form's files[] parts as sent (name, content): an output-only problem's answer files or
    // zips of them, gathered by the use case by the same rules. Empty for the JSON.
    std::vector<gridjudge::SubmittedFile> answers;
};

SubmissionPost parse_submission_post(const httplib::Request& request);

struct ClarificationPost {
    std::string text;
    std::string problem_id;                 // empty: about the contest
    std::optional<std::int64_t> reply_to;   // the jury's answer to this question
    std::optional<std::string> to_team_id;  // a jury answer to one team (null: to everyone)
};

ClarificationPost parse_clarification_post(const std::string& body);

}  // namespace gridjudge::web
