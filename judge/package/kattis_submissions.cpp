#include "judge/package/kattis_submissions.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <regex>
#include <string_view>

#include "judge/compile/language.h"
#include "judge/compile/submitted_sources.h"
#include "judge/model/package_json.h"
#include "judge/package/kattis_languages.h"
#include "judge/package/solution_tags.h"

namespace gridjudge::package {
namespace {

// problemtools' tie-breaking priorities (its languages.yaml), by language family: a folder
// holding as many sources of two languages is the one Kattis ranks higher.
int kattis_priority(std::string_view family) {
    static const std::map<std::string_view, int> priorities{
        {"cpp", 1000}, {"c", 950},      {"python", 850}, {"pypy", 845},
        {"java", 800}, {"csharp", 700}, {"rust", 575},   {"javascript", 500},
        {"go", 400},   {"pascal", 350}, {"kotlin", 250}};
    const auto found = priorities.find(family);
    return found == priorities.end() ? 0 : found->second;
}

// The language of a program of several files, as problemtools' detect_language picks it: the one
// with the most sources among the files, the higher priority on a tie. nullptr: none.
const Language* folder_language(const std::vector<std::string>& names) {
    std::map<const Language*, int> counts;
    for (const std::string& name : names)
        if (const Language* language = language_for_file(name)) ++counts[language];
    const Language* best = nullptr;
    int best_count = 0;
    for (const auto& [language, count] : counts)
        if (best == nullptr || count > best_count ||
            (count == best_count &&
             kattis_priority(language->family) > kattis_priority(best->family))) {
            best = language;
            best_count = count;
        }
    return best;
}

// problemtools takes a .py file whose first line is a python2 #! (^#!.*python2\b) for Python 2,
// which the judge has no language for: judged as Python 3 it would be a compile error.
bool is_python2(const ImportContext& context, const std::string& path) {
    if (std::filesystem::path(path).extension() != ".py") return false;
    const std::string text = context.read(path);
    static const std::regex shebang(R"(^#!.*python2\b)");
    return std::regex_search(text.substr(0, text.find('\n')), shebang);
}

// BAPCtools skips a submission whose name ends in ".disabled" (a file or a folder): the jury
// keeps it in the package without running it.
bool is_disabled(const std::string& name) {
    constexpr std::string_view suffix = ".disabled";
    return name.size() > suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// A hidden file is no submission: `.gitkeep` keeps an empty verdict folder in git (BAPCtools'
// test problems have one in each), and neither problemtools nor BAPCtools runs it.
bool is_hidden(const std::string& name) {
    return !name.empty() && name.front() == '.';
}

std::string disabled_note(const std::string& path) {
    return "submission " + path + " is disabled (its name ends in .disabled): not verified";
}

std::string python2_note(const std::string& path) {
    return "submission " + path +
           " is Python 2 (its #! line names python2, as Kattis reads it): no language of the "
           "judge runs it";
}

// The expected verdicts of `path`: its @EXPECTED_RESULTS@ comment, else its folder's. Fills
// `solution`'s expected, score and tag; false (with a note) when neither says.
bool read_expectation(const ImportContext& context, const std::string& folder_name,
                      const std::string& path, PackageSolution& solution) {
    ExpectedComment comment;
    try {
        comment = expected_comment(context.read(path));
    } catch (const std::invalid_argument& error) {
        throw PackageError(context.source().display(path) + ": " + error.what());
    }
    const std::optional<std::vector<Verdict>> by_folder = kattis_folder_verdicts(folder_name);
    solution.expected = comment.verdicts.empty() && by_folder ? *by_folder : comment.verdicts;
    solution.score = comment.score;
    solution.tag = comment.verdicts.empty() ? folder_name : "@EXPECTED_RESULTS@";
    if (!solution.expected.empty()) return true;
    context.note("submission " + path + ": folder '" + folder_name +
                 "' names no verdict and the file has no @EXPECTED_RESULTS@");
    return false;
}

// The sorted names of a submission folder's files; nullopt, with a note, when it holds anything
// but files.
std::optional<std::vector<std::string>> submission_file_names(const ImportContext& context,
                                                              const std::string& path) {
    std::vector<std::string> names;
    for (const PackageDir::Entry& entry : context.source().list(path)) {
        if (entry.kind != PackageDir::Kind::File) {
            context.note("submission " + path + " holds " + entry.name +
                         ", which is not a file: not verified");
            return std::nullopt;
        }
        names.push_back(entry.name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// A submission that is a folder: one program of all its files, in the language and with the
// entry point Kattis would choose (submitted_sources.h). A folder holding folders is left out.
void add_folder_submission(ProblemDraft& draft, const std::string& folder_name,
                           const std::string& path) {
    const ImportContext& context = draft.context();
    const std::optional<std::vector<std::string>> listed = submission_file_names(context, path);
    if (!listed) return;
    const std::vector<std::string>& names = *listed;
    const Language* language = folder_language(names);
    if (language == nullptr) {
        context.note("submission " + path + ": no language of the judge runs any of its files");
        return;
    }
    std::vector<SourceFile> files;
    for (const std::string& name : names) files.push_back({name, ""});
    if (language->family == "python")
        for (const std::string& name : names)
            if (is_python2(context, path + "/" + name)) {
                context.note(python2_note(path));
                return;
            }
    const EntryChoice entry = choose_entry(*language, files, "");
    PackageSolution solution;
    // The entry point is a source of the language chosen, which its extension names again.
    solution.source = path + "/" + names[entry.entry];
    solution.language = kattis_solution_language(*language);
    if (!read_expectation(context, folder_name, solution.source, solution)) return;
    for (const std::string& name : names) {
        draft.copy(path + "/" + name, path + "/" + name);
        if (path + "/" + name != solution.source) solution.companions.push_back(path + "/" + name);
    }
    draft.package().solutions.push_back(std::move(solution));
}

// A submit-answer problem's submission: answer files, each known by its file name (answer_files.h),
// in a folder of its own or one file alone. Its expected verdicts are its folder's: an answer file
// carries no comment. A source in a language of the judge is a program, which an output-only
// problem does not run: left out with a note, as is a folder holding a folder.
void add_answer_submission(ProblemDraft& draft, const std::string& folder_name,
                           const std::string& path, bool is_folder) {
    const ImportContext& context = draft.context();
    std::vector<std::string> files;
    if (is_folder) {
        const std::optional<std::vector<std::string>> names = submission_file_names(context, path);
        if (!names) return;
        for (const std::string& name : *names) files.push_back(path + "/" + name);
    } else {
        files.push_back(path);
    }
    for (const std::string& file : files)
        if (language_for_file(file) != nullptr) {
            context.note("submission " + path +
                         " is a program; a submit-answer problem takes answer files, and "
                         "gridjudge runs no program for it: not verified");
            return;
        }
    if (files.empty()) {
        context.note("submission " + path + " holds no answer file: not verified");
        return;
    }
    const std::optional<std::vector<Verdict>> by_folder = kattis_folder_verdicts(folder_name);
    if (!by_folder) {
        context.note("submission " + path + ": folder '" + folder_name +
                     "' names no verdict (answer files carry no @EXPECTED_RESULTS@)");
        return;
    }
    PackageSolution solution;
    solution.source = files.front();
    solution.companions.assign(files.begin() + 1, files.end());
    solution.language = kAnswerSolutionLanguage;
    solution.expected = *by_folder;
    solution.tag = folder_name;
    for (const std::string& file : files) draft.copy(file, file);
    draft.package().solutions.push_back(std::move(solution));
}

}  // namespace

void add_kattis_submissions(ProblemDraft& draft) {
    const ImportContext& context = draft.context();
    const PackageDir& source = context.source();
    if (!source.is_directory("submissions")) return;
    if (source.is_file("submissions/submissions.yaml"))
        context.note(
            "submissions/submissions.yaml is not read: each submission is expected to be "
            "judged as its folder says (accepted, wrong_answer, ...)");
    if (draft.package().output_only()) {
        for (const PackageDir::Entry& folder : source.list("submissions")) {
            if (folder.kind != PackageDir::Kind::Directory) continue;
            const std::string folder_path = "submissions/" + folder.name;
            for (const PackageDir::Entry& entry : source.list(folder_path))
                if (is_hidden(entry.name))
                    continue;
                else if (is_disabled(entry.name))
                    context.note(disabled_note(folder_path + "/" + entry.name));
                else if (entry.kind == PackageDir::Kind::Directory ||
                         entry.kind == PackageDir::Kind::File)
                    add_answer_submission(draft, folder.name, folder_path + "/" + entry.name,
                                          entry.kind == PackageDir::Kind::Directory);
        }
        return;
    }
    for (const PackageDir::Entry& folder : source.list("submissions")) {
        if (folder.kind != PackageDir::Kind::Directory) continue;
        const std::string folder_path = "submissions/" + folder.name;
        for (const PackageDir::Entry& entry : source.list(folder_path)) {
            const std::string path = folder_path + "/" + entry.name;
            if (is_hidden(entry.name)) continue;
            if (is_disabled(entry.name)) {
                context.note(disabled_note(path));
                continue;
            }
            if (entry.kind == PackageDir::Kind::Directory) {
                add_folder_submission(draft, folder.name, path);
                continue;
            }
            if (entry.kind != PackageDir::Kind::File) continue;
            if (language_for_file(path) == nullptr) {
                context.note("submission " + path + ": no language of the judge runs it");
                continue;
            }
            if (is_python2(context, path)) {
                context.note(python2_note(path));
                continue;
            }
            PackageSolution solution;
            solution.source = path;
            solution.language = kattis_solution_language(*language_for_file(path));
            if (!read_expectation(context, folder.name, path, solution)) continue;
            draft.copy(path, path);
            draft.package().solutions.push_back(std::move(solution));
        }
    }
}

}  // namespace gridjudge::package
