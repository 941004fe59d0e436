#include "judge/web/source_files.h"

#include <stdexcept>

#include "judge/judging/answer_files.h"
#include "judge/util/html_text.h"

namespace gridjudge::web {

std::vector<ShownSourceFile> shown_source_files(std::string_view stored) {
    if (is_submitted_files(stored)) {
        try {
            const std::string entry = submitted_entry(stored);
            std::vector<ShownSourceFile> files;
            for (SubmittedFile& file : decode_submitted_files(stored)) {
                const bool is_entry = !entry.empty() && file.name == entry;
                files.push_back({std::move(file.name), std::move(file.content), is_entry});
            }
            return files;
        } catch (const std::invalid_argument&) {
            // Not a list after all: its text, as stored.
        }
    }
    return {{"", std::string(stored), false}};
}

std::string source_file_heading_html(const ShownSourceFile& file) {
    return "<h3 class=\"source-file\">" + html_escape(file.name) +
           (file.entry ? " <span class=\"hint\">entry point</span>" : "") + "</h3>\n";
}

}  // namespace gridjudge::web
