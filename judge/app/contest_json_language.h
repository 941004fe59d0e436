// The Contest API's "language" and "judgement-type" objects (ccs-specs 2023-06): gridjudge's
// language table (judge/compile/language.h) and verdicts (judge/model/verdict.h) as the spec
// names them.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "judge/compile/language.h"
#include "judge/model/verdict.h"

namespace gridjudge::app {

// id (gridjudge's: "cpp17"), name, entry_point_required (true for Java and Kotlin, whose main
// class the judge finds itself: false), extensions without their dot. Not strict: "family" is
// added.
nlohmann::ordered_json language_json(const Language& language, bool strict);

// The spec's judgement type id of a verdict: AC WA PE TLE MLE OLE, RE as "RTE", CE, IE as "JE";
// nullopt for Skipped (a test that did not run is no run).
std::optional<std::string_view> judgement_type_id(Verdict verdict);

// Every judgement type a gridjudge verdict can be: {id, name, penalty, solved}. A compile error
// and a judging error cost no penalty (the scoreboard's rules, judge/contest/scoreboard_rules.cpp:
// a judging error counts as pending).
nlohmann::ordered_json judgement_types_json();

}  // namespace gridjudge::app
