#include "judge/package/kattis_submissions.h"

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/solution_tags.h"

namespace gridjudge::package {

void add_kattis_submissions(ProblemDraft& draft) {
    const ImportContext& context = draft.context();
    const PackageDir& source = context.source();
    if (!source.is_directory("submissions")) return;
    for (const PackageDir::Entry& folder : source.list("submissions")) {
        if (folder.kind != PackageDir::Kind::Directory) continue;
        const std::optional<std::vector<Verdict>> by_folder = kattis_folder_verdicts(folder.name);
        const std::string folder_path = "submissions/" + folder.name;
        for (const PackageDir::Entry& entry : source.list(folder_path)) {
            const std::string path = folder_path + "/" + entry.name;
            if (entry.kind != PackageDir::Kind::File) {
                context.note("submission " + path + " is a folder of files: not verified");
                continue;
            }
            if (language_for_file(path) == nullptr) {
                context.note("submission " + path + ": no language of the judge runs it");
                continue;
            }
            ExpectedComment comment;
            try {
                comment = expected_comment(context.read(path));
            } catch (const std::invalid_argument& error) {
                throw PackageError(source.display(path) + ": " + error.what());
            }
            PackageSolution solution;
            solution.source = path;
            solution.expected =
                comment.verdicts.empty() && by_folder ? *by_folder : comment.verdicts;
            solution.score = comment.score;
            solution.tag = comment.verdicts.empty() ? folder.name : "@EXPECTED_RESULTS@";
            if (solution.expected.empty()) {
                context.note("submission " + path + ": folder '" + folder.name +
                             "' names no verdict and the file has no @EXPECTED_RESULTS@");
                continue;
            }
            draft.copy(path, path);
            draft.package().solutions.push_back(std::move(solution));
        }
    }
}

}  // namespace gridjudge::package
