#include "checkers/standalone_sources.h"

namespace gridjudge::checkers {

// Generated at build time (embedded_<name>.cpp).
std::string_view standalone_tokens_source();
std::string_view standalone_wallpusher_source();

std::string_view standalone_checker_source(std::string_view name) {
    if (name == "tokens") return standalone_tokens_source();
    if (name == "wallpusher") return standalone_wallpusher_source();
    return {};
}

}  // namespace gridjudge::checkers
