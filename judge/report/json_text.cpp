#include "judge/report/json_text.h"

namespace gridjudge {
namespace {

template <typename Json>
std::string dumped(const Json& json) {
    return json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string json_text(const nlohmann::ordered_json& json) {
    return dumped(json);
}

std::string json_text(const nlohmann::json& json) {
    return dumped(json);
}

}  // namespace gridjudge
