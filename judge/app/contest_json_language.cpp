#include "judge/app/contest_json_language.h"

namespace gridjudge::app {
namespace {

struct JudgementType {
    Verdict verdict;
    const char* id;
    const char* name;
    bool penalty;
    bool solved;
};

constexpr JudgementType kJudgementTypes[] = {
    {Verdict::AC, "AC", "correct", false, true},
    {Verdict::WA, "WA", "wrong answer", true, false},
    {Verdict::PE, "PE", "presentation error", true, false},
    {Verdict::TLE, "TLE", "time limit exceeded", true, false},
    {Verdict::MLE, "MLE", "memory limit exceeded", true, false},
    {Verdict::OLE, "OLE", "output limit exceeded", true, false},
    {Verdict::RE, "RTE", "run-time error", true, false},
    {Verdict::CE, "CE", "compiler error", false, false},
    {Verdict::IE, "JE", "judging error", false, false},
};

}  // namespace

nlohmann::ordered_json language_json(const Language& language, bool strict) {
    nlohmann::ordered_json extensions = nlohmann::ordered_json::array();
    for (std::string_view extension : language.extensions) {
        if (extension.starts_with('.')) extension.remove_prefix(1);
        extensions.push_back(std::string(extension));
    }
    nlohmann::ordered_json json{{"id", std::string(language.id)},
                                {"name", std::string(language.description)},
                                {"entry_point_required", false},
                                {"extensions", std::move(extensions)}};
    if (!strict) json["family"] = std::string(language.family);
    return json;
}

std::optional<std::string_view> judgement_type_id(Verdict verdict) {
    for (const JudgementType& type : kJudgementTypes)
        if (type.verdict == verdict) return type.id;
    return std::nullopt;
}

nlohmann::ordered_json judgement_types_json() {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const JudgementType& type : kJudgementTypes)
        list.push_back({{"id", type.id},
                        {"name", type.name},
                        {"penalty", type.penalty},
                        {"solved", type.solved}});
    return list;
}

}  // namespace gridjudge::app
