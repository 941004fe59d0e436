// The site's own files (stylesheets, script, icon), compiled into the executable from
// judge/web/assets and judge/report/assets. They are the only files the server hands out: it
// never maps a URL to a path on disk.
#pragma once

#include <optional>
#include <string_view>

namespace gridjudge::web {

struct StaticAsset {
    std::string_view content, content_type;
};

// By file name ("site.css"); nullopt for anything else.
std::optional<StaticAsset> find_static_asset(std::string_view name);

}  // namespace gridjudge::web
