#include "db/store_pool.h"

namespace gridjudge::db {

StorePool::StorePool(std::string location, std::size_t idle_per_shelf)
    : location_(std::move(location)) {
    for (const OpenMode mode : {OpenMode::ReadWrite, OpenMode::ReadOnly}) {
        stores_[shelf_index(mode)] = std::make_shared<Shelf<Store>>(
            [location = location_, mode] { return open_store(location, mode); }, idle_per_shelf);
        contests_[shelf_index(mode)] = std::make_shared<Shelf<ContestStore>>(
            [location = location_, mode] { return open_contest_store(location, mode); },
            idle_per_shelf);
    }
}

Lent<Store> StorePool::store(OpenMode mode) {
    const std::shared_ptr<Shelf<Store>>& shelf = stores_[shelf_index(mode)];
    return Lent<Store>(shelf, shelf->take());
}

Lent<ContestStore> StorePool::contests(OpenMode mode) {
    const std::shared_ptr<Shelf<ContestStore>>& shelf = contests_[shelf_index(mode)];
    return Lent<ContestStore>(shelf, shelf->take());
}

std::size_t StorePool::idle() const {
    std::size_t total = 0;
    for (const auto& shelf : stores_) total += shelf->idle();
    for (const auto& shelf : contests_) total += shelf->idle();
    return total;
}

}  // namespace gridjudge::db
