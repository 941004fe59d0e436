// /static/NAME: the embedded stylesheets, script and icon; nothing from the file system.
#include "judge/web/handler.h"
#include "judge/web/http_error.h"
#include "judge/web/site.h"
#include "judge/web/static_assets.h"

namespace gridjudge::web {

void add_static_routes(httplib::Server& server) {
    server.Get(
        R"(/static/([A-Za-z0-9._-]+))",
        guarded(Format::Html, [](const auto& request, auto& response) {
            const std::optional<StaticAsset> asset = find_static_asset(request.matches[1].str());
            if (!asset) throw HttpError(404, "there is no such file");
            response.set_header("Cache-Control", "no-cache");
            response.set_content(std::string(asset->content), std::string(asset->content_type));
        }));
}

}  // namespace gridjudge::web
