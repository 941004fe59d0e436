#include "tests/db/store_backends.h"

#include "tests/db/postgres_server.h"

namespace gridjudge::db::testing {

std::vector<StoreBackend> store_backends() {
    return {{"SQLite",
             [](const std::filesystem::path& scratch) -> StoreMaker {
                 const std::string path = (scratch / "test.db").string();
                 return [path] { return open_store(path, OpenMode::ReadWrite); };
             }},
            {"PostgreSQL", [](const std::filesystem::path&) -> StoreMaker {
                 std::string why;
                 gridjudge::testing::PostgresServer* server =
                     gridjudge::testing::shared_postgres_server(&why);
                 if (server == nullptr) throw gridjudge::testing::PostgresUnavailable(why);
                 const std::string url = server->create_database();
                 return [url] { return open_store(url, OpenMode::ReadWrite); };
             }}};
}

}  // namespace gridjudge::db::testing
