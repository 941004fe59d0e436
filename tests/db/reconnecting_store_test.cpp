// ReconnectingStore's logic on a store kept in memory (db::testing::MemoryStore) behind
// connections that fail on cue: what is retried and how often, what passes through at once, and
// a finish whose commit went through but whose answer was lost. The same store against a real
// PostgreSQL server that restarts is in tests/workers/worker_parts_test.cpp.
#include <gtest/gtest.h>

#include "db/forwarding_store.h"
#include "db/reconnecting_store.h"
#include "db/testing/memory_store.h"

namespace gridjudge::db {
namespace {

using testing::MemoryStore;

// What a test scripts for the connections to the one MemoryStore.
struct Script {
    int unavailable = 0;              // the next calls that fail with StoreUnavailable
    bool lasting = false;             // every call fails with a lasting error
    bool lose_finish_answer = false;  // the next finish is stored, then the connection drops
    int opened = 0;
};

class ScriptedConnection : public ForwardingStore {
  public:
    ScriptedConnection(MemoryStore& memory, Script& script) : memory_(memory), script_(script) {}
    std::string location() const override { return memory_.location(); }

    bool finish(const Claim& claim, const JudgmentRecord& judgment) override {
        const bool stored = ForwardingStore::finish(claim, judgment);
        if (script_.lose_finish_answer) {
            script_.lose_finish_answer = false;
            throw StoreUnavailable("memory: the connection was lost while committing");
        }
        return stored;
    }

  protected:
    void around(const std::function<void(Store&)>& call) override {
        if (script_.lasting) throw std::runtime_error("memory: no such table: problems");
        if (script_.unavailable > 0) {
            --script_.unavailable;
            throw StoreUnavailable("memory: the server went away");
        }
        call(memory_);
    }

  private:
    MemoryStore& memory_;
    Script& script_;
};

class ReconnectingStoreTest : public ::testing::Test {
  protected:
    ReconnectingStore store_that_stops_when(std::function<bool()> stopping) {
        return ReconnectingStore(
            [this] {
                ++script.opened;
                return std::make_unique<ScriptedConnection>(memory, script);
            },
            "memory", std::move(stopping),
            [this](const std::string& line) { log.push_back(line); });
    }

    // A queued submission, claimed by worker `w1`.
    Claim claimed() {
        NewTestSet set;
        set.problem_id = "sum";
        set.title = "Sum";
        const std::int64_t test_set = memory.add_test_set(set).id;
        SubmissionRecord submission;
        submission.problem_id = "sum";
        submission.test_set_id = test_set;
        submission.user = "alice";
        memory.enqueue(submission);
        return *memory.claim({"w1"});
    }

    MemoryStore memory;
    Script script;
    std::vector<std::string> log;
};

TEST_F(ReconnectingStoreTest, RetriesOnANewConnectionWithPausesThatDouble) {
    ReconnectingStore store = store_that_stops_when([] { return false; });
    script.unavailable = 2;
    EXPECT_TRUE(store.problems().empty());
    EXPECT_EQ(script.opened, 3);
    EXPECT_EQ(store.reconnections(), 2);
    EXPECT_EQ(log, (std::vector<std::string>{"memory: the server went away; trying again in 0.5 s",
                                             "connected to memory again",
                                             "memory: the server went away; trying again in 1 s",
                                             "connected to memory again"}));
    EXPECT_TRUE(store.workers().empty());
    EXPECT_EQ(script.opened, 3);  // the connection is kept while it works
}

TEST_F(ReconnectingStoreTest, ALastingErrorPassesThroughAtOnce) {
    ReconnectingStore store = store_that_stops_when([] { return false; });
    script.lasting = true;
    try {
        store.problems();
        FAIL() << "no error";
    } catch (const StoreUnavailable&) {
        FAIL() << "a lasting error was retried as a passing one";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what()), "memory: no such table: problems");
    }
    EXPECT_EQ(script.opened, 1);
    EXPECT_TRUE(log.empty());
}

TEST_F(ReconnectingStoreTest, GivesUpWithTheErrorWhenTheWorkerIsStopping) {
    ReconnectingStore store = store_that_stops_when([] { return true; });
    script.unavailable = 1'000;
    EXPECT_THROW(store.workers(), StoreUnavailable);
    EXPECT_EQ(script.opened, 1);
}

TEST_F(ReconnectingStoreTest, AFinishCommittedBeforeItsAnswerWasLostCountsAsStored) {
    const Claim claim = claimed();
    ReconnectingStore store = store_that_stops_when([] { return false; });
    script.lose_finish_answer = true;
    JudgmentRecord judgment;
    judgment.verdict = Verdict::AC;
    judgment.score = judgment.max_score = 100;
    EXPECT_TRUE(store.finish(claim, judgment));
    EXPECT_EQ(store.reconnections(), 1);
    EXPECT_EQ(memory.submission(claim.submission_id)->status, SubmissionStatus::Done);
    // A claim that no longer holds the submission is told so, retried or not.
    EXPECT_FALSE(store.finish({claim.submission_id, claim.attempt + 1, "w2"}, judgment));
    script.unavailable = 1;
    EXPECT_FALSE(store.finish({claim.submission_id, claim.attempt + 1, "w2"}, judgment));
}

}  // namespace
}  // namespace gridjudge::db
