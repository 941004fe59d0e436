// The server's connection pool (db/store_pool.h): a connection given back is lent again instead
// of a new one being opened (and, for a SQLite writer, integrity-checked again); one that a
// request left through an exception is closed; idle connections are capped; each kind and mode
// has its own shelf.
#include <gtest/gtest.h>

#include <stdexcept>

#include "db/store_pool.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

// A connection that counts how many of its kind exist.
struct Counted {
    explicit Counted(int& alive) : alive(alive) { ++alive; }
    ~Counted() { --alive; }
    int& alive;
};

class ShelfTest : public ::testing::Test {
  protected:
    std::shared_ptr<Shelf<Counted>> shelf(std::size_t idle_limit) {
        return std::make_shared<Shelf<Counted>>(
            [this] {
                ++opened;
                return std::make_unique<Counted>(alive);
            },
            idle_limit);
    }
    Lent<Counted> borrow(const std::shared_ptr<Shelf<Counted>>& from) {
        return Lent<Counted>(from, from->take());
    }

    int opened = 0;
    int alive = 0;
};

TEST_F(ShelfTest, AConnectionGivenBackIsLentAgainWithoutOpeningAnother) {
    const auto connections = shelf(4);
    const Counted* first = nullptr;
    {
        const Lent<Counted> lent = borrow(connections);
        first = lent.get();
    }
    EXPECT_EQ(connections->idle(), 1u);
    const Lent<Counted> again = borrow(connections);
    EXPECT_EQ(again.get(), first);
    EXPECT_EQ(opened, 1);
    EXPECT_EQ(connections->idle(), 0u);
}

TEST_F(ShelfTest, ConnectionsLentAtOnceAreDistinct) {
    const auto connections = shelf(4);
    const Lent<Counted> one = borrow(connections);
    const Lent<Counted> two = borrow(connections);
    EXPECT_NE(one.get(), two.get());
    EXPECT_EQ(opened, 2);
}

TEST_F(ShelfTest, AConnectionLeftThroughAnExceptionIsClosedNotLentAgain) {
    const auto connections = shelf(4);
    try {
        const Lent<Counted> lent = borrow(connections);
        throw std::runtime_error("the request failed half-way");
    } catch (const std::runtime_error&) {
    }
    EXPECT_EQ(connections->idle(), 0u);
    EXPECT_EQ(alive, 0);
    const Lent<Counted> next = borrow(connections);
    EXPECT_EQ(opened, 2);
}

// Borrowed inside a catch block (an exception already caught, none in flight) and given back
// normally: it goes back to the shelf.
TEST_F(ShelfTest, AConnectionBorrowedWhileHandlingAnErrorIsGivenBack) {
    const auto connections = shelf(4);
    try {
        throw std::runtime_error("a refusal the route answers");
    } catch (const std::runtime_error&) {
        const Lent<Counted> lent = borrow(connections);
    }
    EXPECT_EQ(connections->idle(), 1u);
}

TEST_F(ShelfTest, IdleConnectionsBeyondTheLimitAreClosed) {
    const auto connections = shelf(2);
    {
        const Lent<Counted> a = borrow(connections);
        const Lent<Counted> b = borrow(connections);
        const Lent<Counted> c = borrow(connections);
        EXPECT_EQ(alive, 3);
    }
    EXPECT_EQ(connections->idle(), 2u);
    EXPECT_EQ(alive, 2);
}

TEST_F(ShelfTest, AMovedLentGivesItsConnectionBackOnce) {
    const auto connections = shelf(4);
    {
        Lent<Counted> first = borrow(connections);
        Lent<Counted> second = std::move(first);
        EXPECT_FALSE(first);
        EXPECT_TRUE(second);
    }
    EXPECT_EQ(connections->idle(), 1u);
    EXPECT_EQ(alive, 1);
}

TEST_F(ShelfTest, ALentOutlivingItsShelfsOwnerStillGivesItBack) {
    auto connections = shelf(4);
    Lent<Counted> lent = borrow(connections);
    const std::weak_ptr<Shelf<Counted>> watch = connections;
    connections.reset();
    EXPECT_FALSE(watch.expired());  // the Lent keeps it
    lent = Lent<Counted>();
    EXPECT_TRUE(watch.expired());
    EXPECT_EQ(alive, 0);
}

// On a real SQLite file: a store and a contest store of each mode come from their own shelves,
// and the same connection is lent again.
TEST(StorePool, EachKindAndModeHasItsOwnShelfOfRealConnections) {
    const TempDir dir("gridjudge-pool-test-");
    StorePool pool((dir.path() / "pool.db").string());
    const Store* writer = nullptr;
    const ContestStore* contests = nullptr;
    {
        const Lent<Store> store = pool.store(OpenMode::ReadWrite);  // creates the file
        writer = store.get();
        const Lent<ContestStore> contest_store = pool.contests(OpenMode::ReadWrite);
        contests = contest_store.get();
        EXPECT_TRUE(store->problems().empty());
        EXPECT_TRUE(contest_store->contests().empty());
    }
    EXPECT_EQ(pool.idle(), 2u);
    {
        const Lent<Store> reader = pool.store(OpenMode::ReadOnly);
        EXPECT_NE(reader.get(), writer);
        EXPECT_EQ(pool.store(OpenMode::ReadWrite).get(), writer);
        EXPECT_EQ(pool.contests(OpenMode::ReadWrite).get(), contests);
    }
    EXPECT_EQ(pool.idle(), 3u);
}

TEST(StorePool, AFailedOpenIsThrownToTheBorrowerAndNothingIsKept) {
    const TempDir dir("gridjudge-pool-test-");
    const std::string path = (dir.path() / "missing.db").string();
    StorePool pool(path);
    try {
        pool.store(OpenMode::ReadOnly);
        FAIL() << "a missing database was opened read-only";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what()), "database " + path + " does not exist");
    }
    EXPECT_EQ(pool.idle(), 0u);
}

}  // namespace
}  // namespace gridjudge::db
