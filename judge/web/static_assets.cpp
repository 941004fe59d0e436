#include "judge/web/static_assets.h"

#include <array>

#include "judge/report/report_html.h"

namespace gridjudge::web {

// Compiled in from judge/web/assets by gridjudge_embed_text (judge/web/CMakeLists.txt).
std::string_view site_stylesheet();
std::string_view app_script();
std::string_view favicon_svg();

std::optional<StaticAsset> find_static_asset(std::string_view name) {
    struct Entry {
        std::string_view name;
        std::string_view (*content)();
        std::string_view content_type;
    };
    static constexpr std::array kAssets{
        Entry{"report.css", report_stylesheet, "text/css; charset=utf-8"},
        Entry{"site.css", site_stylesheet, "text/css; charset=utf-8"},
        Entry{"app.js", app_script, "text/javascript; charset=utf-8"},
        Entry{"favicon.svg", favicon_svg, "image/svg+xml"},
    };
    for (const Entry& asset : kAssets)
        if (asset.name == name) return StaticAsset{asset.content(), asset.content_type};
    return std::nullopt;
}

}  // namespace gridjudge::web
