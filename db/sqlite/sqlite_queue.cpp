// SqliteStore: the queue (claims under leases, fenced results) and the workers' register. Each
// claim takes SQLite's write lock, so two connections can never claim the same submission.
//
// SQLite has no server, so it has no clock of its own: its 'now' is the clock of whichever
// process asks, and a worker whose clock runs an hour ahead would see every lease as long
// expired. So no lease is judged by a time written in the database. A claim and every renewal
// add one to the row's lease beat; a connection that wants a submission being judged notes its
// beat, on its own steady clock, and takes it over only once it has seen the same beat for the
// whole lease: the holder stopped renewing. A worker's clock can be wrong by any amount; only
// its rate counts. (lease_expires is still written, as the holder's clock sees it, to be read.)
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <optional>
#include <set>

#include "db/row_mapping.h"
#include "db/row_values.h"
#include "db/sqlite/sqlite_binding.h"
#include "db/sqlite/sqlite_row.h"
#include "db/sqlite/sqlite_store.h"

namespace gridjudge::db {
namespace {

std::string now_plus(std::chrono::seconds lease) {
    return std::string("(") + kSqliteNow + " + " + std::to_string(lease.count()) + ")";
}

// The claim still holds the submission: nobody claimed it since (attempt) and it is not done.
constexpr const char* kHeld = "id = ? AND attempt = ? AND worker = ? AND status = 'judging'";

void bind_claim(SQLite::Statement& statement, int first, const Claim& claim) {
    statement.bind(first, claim.submission_id);
    statement.bind(first + 1, claim.attempt);
    statement.bind(first + 2, claim.worker);
}

}  // namespace

std::optional<Claim> SqliteStore::claim(const ClaimRequest& request) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    const auto now = std::chrono::steady_clock::now();
    auto bind_filters = [&](SQLite::Statement& statement) {
        statement.bind(1, request.machine_class);
        if (request.only)
            statement.bind(2, *request.only);
        else
            statement.bind(2);
        if (request.contest)
            statement.bind(3, *request.contest);
        else
            statement.bind(3);
    };
    constexpr const char* kAllowed = R"sql(
        (machine_class = '' OR machine_class = ?1) AND (?2 IS NULL OR id = ?2)
        AND (?3 IS NULL OR contest = ?3))sql";

    // The oldest queued submission, and every one being judged whose lease this connection has
    // watched run out: the oldest of them all is taken.
    std::optional<Sighting> taken;
    SQLite::Statement queued(*database_, std::string("SELECT id FROM submissions WHERE "
                                                     "status = 'queued' AND ") +
                                             kAllowed + " ORDER BY id LIMIT 1");
    bind_filters(queued);
    if (queued.executeStep()) taken = Sighting{queued.getColumn(0).getInt64(), -1, -1, now};
    SQLite::Statement judging(*database_,
                              std::string("SELECT id, attempt, lease_beat, lease_seconds FROM "
                                          "submissions WHERE status = 'judging' AND ") +
                                  kAllowed + " ORDER BY id");
    bind_filters(judging);
    std::set<std::int64_t> still_judging;
    while (judging.executeStep()) {
        const Sighting seen{judging.getColumn(0).getInt64(), judging.getColumn(1).getInt(),
                            judging.getColumn(2).getInt64(), now};
        still_judging.insert(seen.id);
        // 0: claimed before leases had a length (schema version 2), with the default one.
        const int stored = judging.getColumn(3).getInt();
        const std::chrono::seconds lease(stored > 0 ? stored : 30);
        if (lease_ran_out(seen, lease) && (!taken || seen.id < taken->id)) taken = seen;
    }
    // A worker looks with the same class and contest every time: what it no longer sees
    // judging is done or back in the queue, and is forgotten (a claim of one submission sees
    // only that one, and forgets nothing).
    if (!request.only)
        std::erase_if(sightings_,
                      [&](const auto& entry) { return still_judging.count(entry.first) == 0; });
    if (!taken) return std::nullopt;

    // Still as it was seen (the write lock has been held since): queued, or judging under the
    // same claim and beat.
    SQLite::Statement take(*database_, std::string(R"sql(
        UPDATE submissions SET status = 'judging', attempt = attempt + 1, worker = ?1,
            claimed_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), progress_test = 0, progress_tests = 0,
            lease_seconds = ?2, lease_beat = lease_beat + 1, lease_expires = )sql") +
                                           now_plus(request.lease) + R"sql(
        WHERE id = ?3 AND (status = 'queued' OR (status = 'judging' AND attempt = ?4
                                                  AND lease_beat = ?5))
        RETURNING id, attempt, lease_beat)sql");
    take.bind(1, request.worker);
    take.bind(2, static_cast<std::int64_t>(request.lease.count()));
    take.bind(3, taken->id);
    take.bind(4, taken->attempt);
    take.bind(5, taken->beat);
    std::optional<Claim> claimed;
    if (take.executeStep()) {
        claimed = Claim{take.getColumn(0).getInt64(), take.getColumn(1).getInt(), request.worker};
        // Its own claim is a beat this connection has seen.
        sightings_[claimed->submission_id] =
            Sighting{claimed->submission_id, claimed->attempt, take.getColumn(2).getInt64(), now};
    }
    take.reset();
    transaction.commit();
    return claimed;
}

bool SqliteStore::lease_ran_out(const Sighting& seen, std::chrono::seconds lease) {
    const auto known = sightings_.find(seen.id);
    if (known == sightings_.end() || known->second.attempt != seen.attempt ||
        known->second.beat != seen.beat) {
        // A claim or a renewal this connection had not seen: the lease starts again from now.
        sightings_[seen.id] = seen;
        return false;
    }
    return seen.when - known->second.when >= lease;
}

bool SqliteStore::renew(const Claim& claim, std::chrono::seconds lease) {
    SQLite::Statement update(*database_,
                             "UPDATE submissions SET lease_beat = lease_beat + 1, "
                             "lease_seconds = " +
                                 std::to_string(lease.count()) +
                                 ", lease_expires = " + now_plus(lease) + " WHERE " + kHeld);
    bind_claim(update, 1, claim);
    return update.exec() == 1;
}

bool SqliteStore::release(const Claim& claim) {
    SQLite::Statement update(
        *database_,
        std::string("UPDATE submissions SET status = 'queued', lease_expires = NULL WHERE ") +
            kHeld);
    bind_claim(update, 1, claim);
    return update.exec() == 1;
}

bool SqliteStore::report_progress(const Claim& claim, int test, int test_count) {
    SQLite::Statement update(
        *database_,
        std::string("UPDATE submissions SET progress_test = ?, progress_tests = ? WHERE ") + kHeld);
    update.bind(1, test);
    update.bind(2, test_count);
    bind_claim(update, 3, claim);
    return update.exec() == 1;
}

bool SqliteStore::finish(const Claim& claim, const JudgmentRecord& outcome) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    const ColumnWrites judgment = judgment_values(outcome);
    SQLite::Statement update(
        *database_, "UPDATE submissions SET status = 'done', lease_expires = NULL, " +
                        assignment_list(judgment, Placeholders::Question) +
                        ", judged_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE " + kHeld);
    bind_values(update, judgment);
    bind_claim(update, static_cast<int>(judgment.size()) + 1, claim);
    if (update.exec() != 1) return false;  // the transaction rolls back: nothing written

    SQLite::Statement clear(*database_, "DELETE FROM results WHERE submission_id = ?");
    clear.bind(1, claim.submission_id);
    clear.exec();
    SQLite::Statement clear_groups(*database_, "DELETE FROM group_results WHERE submission_id = ?");
    clear_groups.bind(1, claim.submission_id);
    clear_groups.exec();

    // The statements are made for the first row of each; every row binds the same columns.
    std::optional<SQLite::Statement> insert;
    for (const ResultRecord& r : outcome.results) {
        const ColumnWrites values = result_values(claim.submission_id, r);
        if (!insert)
            insert.emplace(*database_, "INSERT INTO results (" + column_list(values) +
                                           ") VALUES (" +
                                           placeholder_list(values, Placeholders::Question) + ")");
        bind_values(*insert, values);
        insert->exec();
        insert->reset();
    }
    std::optional<SQLite::Statement> insert_group;
    int position = 0;
    for (const GroupResultRecord& g : outcome.groups) {
        const ColumnWrites values = group_result_values(claim.submission_id, ++position, g);
        if (!insert_group)
            insert_group.emplace(
                *database_, "INSERT INTO group_results (" + column_list(values) + ") VALUES (" +
                                placeholder_list(values, Placeholders::Question) + ")");
        bind_values(*insert_group, values);
        insert_group->exec();
        insert_group->reset();
    }
    transaction.commit();
    return true;
}

QueueCounts SqliteStore::queue_counts(const std::optional<std::string>& contest) {
    SQLite::Statement row(*database_, R"sql(
        SELECT status, COUNT(*) FROM submissions WHERE (?1 IS NULL OR contest = ?1)
        GROUP BY status)sql");
    if (contest)
        row.bind(1, *contest);
    else
        row.bind(1);
    QueueCounts counts;
    while (row.executeStep()) {
        const int count = row.getColumn(1).getInt();
        switch (parse_status(row.getColumn(0).getString()).value_or(SubmissionStatus::Queued)) {
            case SubmissionStatus::Queued:
                counts.queued = count;
                break;
            case SubmissionStatus::Judging:
                counts.judging = count;
                break;
            case SubmissionStatus::Done:
                counts.done = count;
                break;
        }
    }
    return counts;
}

bool SqliteStore::register_worker(const WorkerRecord& worker, std::chrono::seconds alive) {
    SQLite::Transaction transaction(*database_, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement live(*database_, std::string(R"sql(
        SELECT 1 FROM workers WHERE name = ? AND last_seen IS NOT NULL AND last_seen > )sql") +
                                           kSqliteNow + " - " + std::to_string(alive.count()));
    live.bind(1, worker.name);
    if (live.executeStep()) return false;
    live.reset();
    SQLite::Statement upsert(*database_, std::string(R"sql(
        INSERT INTO workers (name, machine, machine_class, calibration_ms, last_seen)
        VALUES (?, ?, ?, ?, )sql") + kSqliteNow +
                                             R"sql()
        ON CONFLICT (name) DO UPDATE SET machine = excluded.machine,
            machine_class = excluded.machine_class, calibration_ms = excluded.calibration_ms,
            started_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), last_seen = excluded.last_seen)sql");
    upsert.bind(1, worker.name);
    upsert.bind(2, worker.machine);
    upsert.bind(3, worker.machine_class);
    upsert.bind(4, worker.calibration_ms);
    upsert.exec();
    transaction.commit();
    return true;
}

void SqliteStore::worker_seen(const std::string& name) {
    SQLite::Statement update(*database_, std::string("UPDATE workers SET last_seen = ") +
                                             kSqliteNow + " WHERE name = ?");
    update.bind(1, name);
    update.exec();
}

void SqliteStore::unregister_worker(const std::string& name) {
    SQLite::Statement update(*database_, "UPDATE workers SET last_seen = NULL WHERE name = ?");
    update.bind(1, name);
    update.exec();
}

std::vector<WorkerRecord> SqliteStore::workers() {
    SQLite::Statement row(*database_,
                          std::string("SELECT ") + kWorkerColumns + " FROM workers ORDER BY name");
    std::vector<WorkerRecord> list;
    while (row.executeStep()) list.push_back(read_worker(SqliteRow(row)));
    return list;
}

}  // namespace gridjudge::db
