#include "judge/app/refused.h"

#include <string>

namespace gridjudge::app {

void require_printable(const std::string& name, const std::string& field) {
    std::string shown = name;
    for (char& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    if (shown != name)
        throw Refused(field + " '" + shown +
                      "' contains control characters (shown as ?); names must be printable");
}

}  // namespace gridjudge::app
