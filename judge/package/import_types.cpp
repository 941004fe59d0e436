#include "judge/package/import_types.h"

namespace gridjudge::package {

std::string_view format_name(PackageFormat format) {
    switch (format) {
        case PackageFormat::Gridjudge:
            return "gridjudge";
        case PackageFormat::Polygon:
            return "polygon";
        case PackageFormat::Kattis:
            return "kattis";
        case PackageFormat::Hydro:
            return "hydro";
        case PackageFormat::LemonLime:
            return "lemonlime";
        case PackageFormat::Cms:
            return "cms";
    }
    return "gridjudge";
}

}  // namespace gridjudge::package
