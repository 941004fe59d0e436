// PostgresStore: the queue (claims under leases, fenced results) and the workers' register.
// Every time is the server's clock (kPostgresNow). A claim locks the row it takes with
// FOR UPDATE SKIP LOCKED: workers claiming together each get a different submission, and none
// waits for another's transaction.
#include "db/postgres/postgres_connection.h"
#include "db/postgres/postgres_params.h"
#include "db/postgres/postgres_row.h"
#include "db/postgres/postgres_schema.h"
#include "db/postgres/postgres_store.h"
#include "db/row_mapping.h"
#include "db/row_values.h"

namespace gridjudge::db {
namespace {

std::string now_plus(std::chrono::seconds lease) {
    return std::string("(") + kPostgresNow + " + " + std::to_string(lease.count()) + ")";
}

// The claim still holds the submission: nobody claimed it since (attempt) and it is not done.
constexpr const char* kHeld = "id = $1 AND attempt = $2 AND worker = $3 AND status = 'judging'";

}  // namespace

std::optional<Claim> PostgresStore::claim(const ClaimRequest& request) {
    return guarded(location_, [&]() -> std::optional<Claim> {
        pqxx::work work(*connection_);
        const pqxx::result taken =
            work.exec_params(std::string(R"sql(
            UPDATE submissions SET status = 'judging', attempt = attempt + 1, worker = $1,
                claimed_at = )sql") +
                                 kPostgresUtcText + R"sql(,
                progress_test = 0, progress_tests = 0,
                lease_beat = lease_beat + 1, lease_seconds = )sql" +
                                 std::to_string(request.lease.count()) +
                                 ", lease_expires = " + now_plus(request.lease) + R"sql(
            WHERE id = (
                SELECT id FROM submissions
                WHERE (status = 'queued' OR (status = 'judging' AND lease_expires < )sql" +
                                 kPostgresNow + R"sql())
                  AND (machine_class = '' OR machine_class = $2)
                  AND ($3::bigint IS NULL OR id = $3) AND ($4::text IS NULL OR contest = $4)
                ORDER BY id LIMIT 1
                FOR UPDATE SKIP LOCKED)
            RETURNING id, attempt)sql",
                             request.worker, request.machine_class, request.only, request.contest);
        work.commit();
        if (taken.empty()) return std::nullopt;
        return Claim{taken[0][0].as<std::int64_t>(), taken[0][1].as<int>(), request.worker};
    });
}

bool PostgresStore::renew(const Claim& claim, std::chrono::seconds lease) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        const pqxx::result updated = work.exec_params(
            "UPDATE submissions SET lease_beat = lease_beat + 1, lease_seconds = " +
                std::to_string(lease.count()) + ", lease_expires = " + now_plus(lease) + " WHERE " +
                kHeld,
            claim.submission_id, claim.attempt, claim.worker);
        work.commit();
        return updated.affected_rows() == 1;
    });
}

bool PostgresStore::release(const Claim& claim) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        const pqxx::result updated = work.exec_params(
            std::string("UPDATE submissions SET status = 'queued', lease_expires = NULL WHERE ") +
                kHeld + " RETURNING machine_class",
            claim.submission_id, claim.attempt, claim.worker);
        if (updated.empty()) return false;
        // Back in the queue: an idle worker may take it now.
        work.exec_params("SELECT pg_notify($1, $2)", kQueueChannel, updated[0][0].c_str());
        work.commit();
        return true;
    });
}

bool PostgresStore::report_progress(const Claim& claim, int test, int test_count) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        // $1 to $3 are the claim (kHeld).
        const pqxx::result updated = work.exec_params(
            std::string("UPDATE submissions SET progress_test = $4, progress_tests = $5 WHERE ") +
                kHeld,
            claim.submission_id, claim.attempt, claim.worker, test, test_count);
        work.commit();
        return updated.affected_rows() == 1;
    });
}

bool PostgresStore::finish(const Claim& claim, const JudgmentRecord& outcome) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        // $1 to $3 are the claim (kHeld), the judgment's values follow.
        const ColumnWrites judgment = judgment_values(outcome);
        const pqxx::result updated =
            work.exec_params("UPDATE submissions SET status = 'done', lease_expires = NULL, " +
                                 assignment_list(judgment, Placeholders::Numbered, 4) +
                                 ", judged_at = " + kPostgresUtcText + " WHERE " + kHeld,
                             claim.submission_id, claim.attempt, claim.worker,
                             pqxx::prepare::make_dynamic_params(postgres_params(judgment)));
        if (updated.affected_rows() != 1) return false;  // rolled back: nothing written

        work.exec_params("DELETE FROM results WHERE submission_id = $1", claim.submission_id);
        work.exec_params("DELETE FROM group_results WHERE submission_id = $1", claim.submission_id);
        for (const ResultRecord& r : outcome.results) {
            const ColumnWrites values = result_values(claim.submission_id, r);
            work.exec_params("INSERT INTO results (" + column_list(values) + ") VALUES (" +
                                 placeholder_list(values, Placeholders::Numbered) + ")",
                             pqxx::prepare::make_dynamic_params(postgres_params(values)));
        }
        int position = 0;
        for (const GroupResultRecord& g : outcome.groups) {
            const ColumnWrites values = group_result_values(claim.submission_id, ++position, g);
            work.exec_params("INSERT INTO group_results (" + column_list(values) + ") VALUES (" +
                                 placeholder_list(values, Placeholders::Numbered) + ")",
                             pqxx::prepare::make_dynamic_params(postgres_params(values)));
        }
        work.commit();
        return true;
    });
}

QueueCounts PostgresStore::queue_counts(const std::optional<std::string>& contest) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        QueueCounts counts;
        for (const pqxx::row& row : work.exec_params(R"sql(
                SELECT status, COUNT(*) FROM submissions WHERE ($1::text IS NULL OR contest = $1)
                GROUP BY status)sql",
                                                     contest)) {
            const int count = row[1].as<int>();
            switch (parse_status(row[0].as<std::string>()).value_or(SubmissionStatus::Queued)) {
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
    });
}

bool PostgresStore::register_worker(const WorkerRecord& worker, std::chrono::seconds alive) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        // Two workers registering the same name at once: the lock on the name makes the second
        // wait for the first's commit, and then see it alive.
        work.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))", worker.name);
        const pqxx::result live = work.exec_params(
            std::string("SELECT 1 FROM workers WHERE name = $1 AND last_seen IS NOT NULL AND "
                        "last_seen > ") +
                kPostgresNow + " - $2",
            worker.name, static_cast<double>(alive.count()));
        if (!live.empty()) return false;
        work.exec_params(std::string(R"sql(
            INSERT INTO workers (name, machine, machine_class, calibration_ms, last_seen)
            VALUES ($1, $2, $3, $4, )sql") +
                             kPostgresNow +
                             R"sql()
            ON CONFLICT (name) DO UPDATE SET machine = excluded.machine,
                machine_class = excluded.machine_class, calibration_ms = excluded.calibration_ms,
                started_at = )sql" +
                             kPostgresUtcText + ", last_seen = excluded.last_seen",
                         worker.name, worker.machine, worker.machine_class, worker.calibration_ms);
        work.commit();
        return true;
    });
}

void PostgresStore::worker_seen(const std::string& name) {
    guarded(location_, [&] {
        pqxx::work work(*connection_);
        work.exec_params(
            std::string("UPDATE workers SET last_seen = ") + kPostgresNow + " WHERE name = $1",
            name);
        work.commit();
    });
}

void PostgresStore::unregister_worker(const std::string& name) {
    guarded(location_, [&] {
        pqxx::work work(*connection_);
        work.exec_params("UPDATE workers SET last_seen = NULL WHERE name = $1", name);
        work.commit();
    });
}

std::vector<WorkerRecord> PostgresStore::workers() {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<WorkerRecord> list;
        for (const pqxx::row& row :
             work.exec(std::string("SELECT ") + kWorkerColumns + " FROM workers ORDER BY name"))
            list.push_back(read_worker(PostgresRow(row)));
        return list;
    });
}

}  // namespace gridjudge::db
