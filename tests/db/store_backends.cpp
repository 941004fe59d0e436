#include "tests/db/store_backends.h"

namespace gridjudge::db::testing {

std::vector<StoreBackend> store_backends() {
    return {{"SQLite", [](const std::filesystem::path& scratch) -> StoreMaker {
                 const std::string path = (scratch / "test.db").string();
                 return [path] { return open_store(path, OpenMode::ReadWrite); };
             }}};
}

}  // namespace gridjudge::db::testing
