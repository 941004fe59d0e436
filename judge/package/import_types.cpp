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
    }
    return "gridjudge";
}

std::optional<PackageFormat> parse_format(std::string_view name) {
    for (PackageFormat format :
         {PackageFormat::Gridjudge, PackageFormat::Polygon, PackageFormat::Kattis,
          PackageFormat::Hydro, PackageFormat::LemonLime})
        if (format_name(format) == name) return format;
    return std::nullopt;
}

}  // namespace gridjudge::package
