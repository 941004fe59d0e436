// SQLite's leases and wrong clocks. SQLite's 'now' is the clock of the process that asks, so a
// worker whose clock is off sees leases wrongly if leases are times. Here one connection's SQLite
// asks a clock an hour ahead or behind (a VFS of this test's own: SQLite reads the time through
// its VFS), and still cannot take a lease that is being renewed, and takes one whose holder
// stopped only once the whole lease has passed.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <thread>

#include "db/sqlite/sqlite_store.h"
#include "judge/util/files.h"

namespace gridjudge::db {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// The default VFS with its clock moved by `offset_ms`, registered under a name of its own for
// as long as the object lives (a connection opened with it must be closed first). While
// `default_for_new_connections` is in scope, stores opened use it.
class SkewedClock {
  public:
    explicit SkewedClock(std::int64_t offset_ms) {
        base_ = sqlite3_vfs_find(nullptr);
        offset_ms_ = offset_ms;
        skewed_ = *base_;
        skewed_.zName = "gridjudge-skewed-clock";
        skewed_.xCurrentTimeInt64 = [](sqlite3_vfs*, sqlite3_int64* now) {
            const int code = base_->xCurrentTimeInt64(base_, now);
            *now += offset_ms_;
            return code;
        };
        skewed_.xCurrentTime = [](sqlite3_vfs* vfs, double* now) {
            sqlite3_int64 ms = 0;
            const int code = vfs->xCurrentTimeInt64(vfs, &ms);
            *now = static_cast<double>(ms) / 86400000.0;
            return code;
        };
        sqlite3_vfs_register(&skewed_, 0);
    }
    ~SkewedClock() { sqlite3_vfs_unregister(&skewed_); }
    SkewedClock(const SkewedClock&) = delete;
    SkewedClock& operator=(const SkewedClock&) = delete;

    // Opens `path` through the skewed VFS.
    std::unique_ptr<SqliteStore> open(const std::string& path) {
        sqlite3_vfs_register(&skewed_, 1);
        std::unique_ptr<SqliteStore> store;
        try {
            store = std::make_unique<SqliteStore>(path, OpenMode::ReadWrite);
        } catch (...) {
            sqlite3_vfs_register(base_, 1);
            throw;
        }
        sqlite3_vfs_register(base_, 1);
        return store;
    }

  private:
    static inline sqlite3_vfs* base_ = nullptr;
    static inline std::int64_t offset_ms_ = 0;
    sqlite3_vfs skewed_{};
};

double sqlite_now(SqliteStore& store) {
    return store.database().execAndGet(std::string("SELECT ") + kSqliteNow).getDouble();
}

class SqliteLeaseTest : public ::testing::Test {
  protected:
    void SetUp() override {
        SqliteStore setup(path, OpenMode::ReadWrite);
        NewTestSet set;
        set.problem_id = "sum";
        set.title = "Sum";
        set.package_json = R"({"id": "sum"})";
        const std::int64_t test_set = setup.add_test_set(set).id;
        for (const char* user : {"amy", "ben"}) {
            SubmissionRecord s;
            s.problem_id = "sum";
            s.test_set_id = test_set;
            s.user = user;
            s.contest = "spring";
            s.language = "cpp17";
            s.source = "int main() {}";
            s.source_sha256 = sha256_hex(s.source);
            ids.push_back(setup.enqueue(s));
        }
    }

    // A connection whose SQLite clock is `offset_ms` off (one per test).
    std::unique_ptr<SqliteStore> skewed_store(std::int64_t offset_ms) {
        clock = std::make_unique<SkewedClock>(offset_ms);
        return clock->open(path);
    }

    TempDir dir{"gridjudge-sqlite-lease-test-"};
    std::string path = (dir.path() / "test.db").string();
    std::vector<std::int64_t> ids;
    // Destroyed with the fixture, after the test body closed the connections that use it.
    std::unique_ptr<SkewedClock> clock;
};

constexpr std::int64_t kHour = 3600 * 1000;

TEST_F(SqliteLeaseTest, AWorkerWhoseClockIsAnHourAheadCannotTakeALiveLease) {
    SqliteStore holder(path, OpenMode::ReadWrite);
    const std::unique_ptr<SqliteStore> ahead = skewed_store(kHour);
    // The seam works: that connection's SQLite lives an hour later.
    EXPECT_NEAR(sqlite_now(*ahead) - sqlite_now(holder), 3600, 5);

    const std::optional<Claim> held = holder.claim({"holder", 4s, "", ids[0], {}});
    ASSERT_TRUE(held);
    // Renewed every 0.6 s for 3 s: the lease never runs out, however late the other clock is.
    for (int beat = 0; beat < 5; ++beat) {
        EXPECT_EQ(ahead->claim({"ahead", 30s, "", ids[0], {}}), std::nullopt) << "beat " << beat;
        std::this_thread::sleep_for(600ms);
        ASSERT_TRUE(holder.renew(*held, 4s));
    }
    EXPECT_EQ(ahead->claim({"ahead", 30s, "", ids[0], {}}), std::nullopt);
    // The holder stops renewing: after the whole lease (4 s, counted by the one taking over),
    // and not before, the job is taken over.
    std::this_thread::sleep_for(1s);
    EXPECT_EQ(ahead->claim({"ahead", 30s, "", ids[0], {}}), std::nullopt);
    std::this_thread::sleep_for(3200ms);
    const std::optional<Claim> taken = ahead->claim({"ahead", 30s, "", ids[0], {}});
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->attempt, 2);
    EXPECT_FALSE(holder.renew(*held, 4s));  // fenced: the late holder changes nothing
}

TEST_F(SqliteLeaseTest, AHolderWhoseClockIsAnHourBehindKeepsItsLease) {
    const std::unique_ptr<SqliteStore> behind = skewed_store(-kHour);
    SqliteStore other(path, OpenMode::ReadWrite);
    const std::optional<Claim> held = behind->claim({"behind", 2s, "", ids[1], {}});
    ASSERT_TRUE(held);
    EXPECT_EQ(other.claim({"other", 30s, "", ids[1], {}}), std::nullopt);
    std::this_thread::sleep_for(1200ms);
    ASSERT_TRUE(behind->renew(*held, 2s));
    std::this_thread::sleep_for(1200ms);
    EXPECT_EQ(other.claim({"other", 30s, "", ids[1], {}}), std::nullopt);
    EXPECT_EQ(other.submission(ids[1])->worker, "behind");
}

}  // namespace
}  // namespace gridjudge::db
