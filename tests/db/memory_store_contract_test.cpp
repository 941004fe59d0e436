// The in-memory Store for unit tests (db/testing/memory_store.h) obeys the same contract as the
// real stores: the contract tests run on it too, each test's connections sharing one store.
#include "db/forwarding_store.h"
#include "db/testing/memory_store.h"
#include "tests/db/store_fixture.h"

namespace gridjudge::db::testing {
namespace {

// One connection to a shared MemoryStore, as each real backend gives one per open.
class MemoryConnection : public ForwardingStore {
  public:
    explicit MemoryConnection(std::shared_ptr<MemoryStore> memory) : memory_(std::move(memory)) {}
    std::string location() const override { return memory_->location(); }

  protected:
    void around(const std::function<void(Store&)>& call) override { call(*memory_); }

  private:
    std::shared_ptr<MemoryStore> memory_;
};

StoreBackend memory_backend() {
    return {"Memory", [](const std::filesystem::path&) -> StoreMaker {
                auto memory = std::make_shared<MemoryStore>();
                return [memory] { return std::make_unique<MemoryConnection>(memory); };
            }};
}

INSTANTIATE_TEST_SUITE_P(Memory, StoreContractTest, ::testing::Values(memory_backend()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace gridjudge::db::testing
