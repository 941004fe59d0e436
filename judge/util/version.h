// gridjudge's own version, stored with every result (CMake's project version).
#pragma once

#include <string>

namespace gridjudge {

inline std::string gridjudge_version() {
    return std::string("gridjudge ") + GRIDJUDGE_VERSION;
}

}  // namespace gridjudge
