#include "tests/db/contest_store_backends.h"

#include "db/testing/memory_contest_store.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::db::testing {

std::vector<ContestStoreBackend> contest_store_backends() {
    return {{"Memory",
             [](const std::filesystem::path&) -> ContestStoreMaker {
                 // Each "connection" is another handle on the one store the test made.
                 std::shared_ptr<MemoryContestStore> memory =
                     std::make_shared<MemoryContestStore>();
                 return [memory] { return memory->another_connection(); };
             }},
            {"SQLite",
             [](const std::filesystem::path& scratch) -> ContestStoreMaker {
                 const std::string path = (scratch / "test.db").string();
                 return [path] { return open_contest_store(path, OpenMode::ReadWrite); };
             }},
            {"PostgreSQL", [](const std::filesystem::path&) -> ContestStoreMaker {
                 std::string why;
                 gridjudge::testing::PostgresServer* server =
                     gridjudge::testing::shared_postgres_server(&why);
                 if (server == nullptr) throw gridjudge::testing::PostgresUnavailable(why);
                 const std::string url = server->create_database();
                 return [url] { return open_contest_store(url, OpenMode::ReadWrite); };
             }}};
}

}  // namespace gridjudge::db::testing
