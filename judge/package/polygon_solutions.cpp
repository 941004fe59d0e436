#include "judge/package/polygon_solutions.h"

#include <pugixml.hpp>

#include <set>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/polygon_xml.h"
#include "judge/package/solution_tags.h"

namespace gridjudge::package {
namespace {

// Polygon's source type as a judge language id; empty: the judge picks the language by the
// file's extension.
std::string language_of(std::string_view type) {
    return polygon_language_id(type).value_or("");
}

}  // namespace

void add_polygon_solutions(ProblemDraft& draft, std::string_view problem_xml) {
    const ImportContext& context = draft.context();
    pugi::xml_document document;
    // problem.xml was parsed by the importer already; a failure here cannot happen silently.
    if (!document.load_buffer(problem_xml.data(), problem_xml.size())) return;
    std::set<std::string> listed;
    const pugi::xml_node solutions = document.child("problem").child("assets").child("solutions");
    for (const pugi::xml_node& node : solutions.children("solution")) {
        const std::string tag = node.attribute("tag").value();
        const std::string path = node.child("source").attribute("path").value();
        const std::string type = node.child("source").attribute("type").value();
        if (path.empty()) continue;
        const auto expected = polygon_tag_verdicts(tag);
        if (!expected) {
            context.note("solution " + path + " (tag '" + tag + "') is not verified");
            continue;
        }
        if (!is_safe_package_path(path) || !context.source().is_file(path)) {
            context.note("solution " + path + " (tag '" + tag + "') is not in the package");
            continue;
        }
        PackageSolution solution;
        solution.source = path;
        solution.language = language_of(type);
        if (solution.language.empty() && language_for_file(path) == nullptr) {
            context.note("solution " + path + " (" + type + "): no language of the judge runs it");
            continue;
        }
        if (!listed.insert(path).second) continue;
        solution.expected = *expected;
        solution.tag = tag;
        solution.main = tag == "main";
        if (!std::filesystem::exists(draft.host_path(path))) draft.copy(path, path);
        draft.package().solutions.push_back(std::move(solution));
    }
}

}  // namespace gridjudge::package
