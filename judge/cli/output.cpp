#include "judge/cli/output.h"

#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "judge/cli/commands.h"
#include "judge/report/json_text.h"
#include "judge/report/submission_json.h"
#include "judge/report/submission_text.h"

namespace gridjudge::cli {
namespace {
// Verdict colours only for a person at a terminal who has not asked for none (no-color.org).
bool colour_terminal() {
    return isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr;
}
}  // namespace

void print_json(const nlohmann::ordered_json& json) {
    std::cout << json_text(json);
}

void print_json(const nlohmann::json& json) {
    std::cout << json_text(json);
}

void print_submission(db::Store& store, std::int64_t id, bool json) {
    std::optional<db::SubmissionRecord> submission = store.submission(id);
    if (!submission) throw CommandError("no submission with id " + std::to_string(id));
    if (json)
        print_json(submission_json(*submission));
    else
        std::cout << render_submission(*submission,
                                       colour_terminal() ? TextStyle::Colour : TextStyle::Plain);
}

void print_submissions(db::Store& store, const std::vector<std::int64_t>& ids, bool json) {
    if (!json) {
        for (const std::int64_t id : ids) print_submission(store, id, false);
        return;
    }
    nlohmann::ordered_json all = nlohmann::ordered_json::array();
    for (const std::int64_t id : ids) {
        std::optional<db::SubmissionRecord> submission = store.submission(id);
        if (!submission) throw CommandError("no submission with id " + std::to_string(id));
        all.push_back(submission_json(*submission));
    }
    print_json(all);
}

}  // namespace gridjudge::cli
