// PostgresStore: submissions as rows — recording them as queued (and notifying idle workers),
// finding one already submitted, and reading them back with their settings, results and group
// scores (the rows are mapped in db/row_mapping.cpp and db/row_values.cpp).
#include "db/postgres/postgres_connection.h"
#include "db/postgres/postgres_params.h"
#include "db/postgres/postgres_row.h"
#include "db/postgres/postgres_store.h"
#include "db/row_mapping.h"
#include "judge/contest/contest_times.h"

namespace gridjudge::db {
namespace {

std::optional<std::string> stored_name(const std::optional<Verdict>& verdict) {
    if (!verdict) return std::nullopt;
    return std::string(verdict_name(*verdict));
}

std::optional<std::string> stored_name(const std::optional<SubmissionStatus>& status) {
    if (!status) return std::nullopt;
    return std::string(status_name(*status));
}

// Inserts `s` as queued in `work` with `values` (its columns) and notifies idle workers; the
// caller commits.
std::int64_t insert_submission(pqxx::work& work, const SubmissionRecord& s,
                               const ColumnWrites& values) {
    const std::int64_t id =
        work.exec_params1("INSERT INTO submissions (" + column_list(values) + ", status) VALUES (" +
                              placeholder_list(values, Placeholders::Numbered) +
                              ", 'queued') RETURNING id",
                          pqxx::prepare::make_dynamic_params(postgres_params(values)))[0]
            .as<std::int64_t>();
    // Delivered when the transaction commits: no worker wakes for a row it cannot see yet.
    work.exec_params("SELECT pg_notify($1, $2)", kQueueChannel, s.machine_class);
    return id;
}

}  // namespace

std::int64_t PostgresStore::enqueue(const SubmissionRecord& s) {
    return guarded(location_, [&] {
        pqxx::work work(*connection_);
        const std::int64_t id = insert_submission(work, s, queued_submission_values(s));
        work.commit();
        return id;
    });
}

std::optional<std::int64_t> PostgresStore::enqueue_unless_submitted(const SubmissionRecord& s) {
    return guarded(location_, [&]() -> std::optional<std::int64_t> {
        pqxx::work work(*connection_);
        // Two transactions looking for the same program at once would both find nothing: the
        // lock on the program's key (held to the commit) makes the second look after the first
        // inserted. Keys that share a hash only wait for each other.
        work.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))",
                         "submitted " + s.contest + "\n" + s.user + "\n" + s.problem_id + "\n" +
                             s.source_sha256);
        const pqxx::result found =
            work.exec_params(R"sql(
            SELECT 1 FROM submissions
            WHERE contest = $1 AND user_name = $2 AND problem_id = $3 AND source_sha256 = $4
              AND rejudge_of IS NULL LIMIT 1)sql",
                             s.contest, s.user, s.problem_id, s.source_sha256);
        if (!found.empty()) return std::nullopt;
        const std::int64_t id = insert_submission(work, s, queued_submission_values(s));
        work.commit();
        return id;
    });
}

RateLimitedEnqueue PostgresStore::enqueue_within_rate(const SubmissionRecord& s,
                                                      const SubmissionRate& rate,
                                                      std::chrono::sys_seconds now) {
    return guarded(location_, [&]() -> RateLimitedEnqueue {
        pqxx::work work(*connection_);
        // Two serve processes counting one team's submissions at once would both see room for
        // one more: the lock on the team's key (held to the commit) makes the second count after
        // the first inserted (each statement of a READ COMMITTED transaction sees the commits
        // made before it). Keys that share a hash only wait for each other.
        work.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))",
                         "rate " + s.contest + "\n" + s.user);
        const pqxx::result newest =
            work.exec_params(R"sql(
            SELECT submitted_at FROM submissions
            WHERE contest = $1 AND user_name = $2 AND rejudge_of IS NULL AND submitted_at > $3
            ORDER BY submitted_at DESC LIMIT $4)sql",
                             s.contest, s.user, rate_window_start(rate, now), rate.limit);
        std::vector<std::string> newest_first;
        for (const auto& row : newest) newest_first.push_back(row[0].as<std::string>());
        const std::chrono::seconds wait = rate_retry_after(rate, newest_first, now);
        if (wait.count() > 0) return {std::nullopt, wait};
        ColumnWrites values = queued_submission_values(s);
        values.push_back({"submitted_at", contest::format_abstime(now)});
        const std::int64_t id = insert_submission(work, s, values);
        work.commit();
        return {id, std::chrono::seconds{0}};
    });
}

std::optional<std::int64_t> PostgresStore::find_submitted(const std::string& contest,
                                                          const std::string& user,
                                                          const std::string& problem_id,
                                                          const std::string& source_sha256) {
    return guarded(location_, [&]() -> std::optional<std::int64_t> {
        pqxx::nontransaction work(*connection_);
        const pqxx::result rows = work.exec_params(R"sql(
            SELECT id FROM submissions
            WHERE contest = $1 AND user_name = $2 AND problem_id = $3 AND source_sha256 = $4
              AND rejudge_of IS NULL
            ORDER BY id LIMIT 1)sql",
                                                   contest, user, problem_id, source_sha256);
        if (rows.empty()) return std::nullopt;
        return rows[0][0].as<std::int64_t>();
    });
}

std::optional<SubmissionRecord> PostgresStore::submission(std::int64_t id) {
    return guarded(location_, [&]() -> std::optional<SubmissionRecord> {
        // One snapshot: the results read belong to the row read.
        pqxx::read_transaction work(*connection_);
        const pqxx::result rows = work.exec_params(std::string("SELECT ") + kSubmissionColumns +
                                                       R"sql(, s.source
            FROM submissions s JOIN test_sets ts ON ts.id = s.test_set_id WHERE s.id = $1)sql",
                                                   id);
        if (rows.empty()) return std::nullopt;
        SubmissionRecord s = read_submission(PostgresRow(rows[0]));
        s.source = rows[0][rows[0].size() - 1].as<std::string>();
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kResultColumns + R"sql(
                FROM results r JOIN tests t ON t.id = r.test_id
                WHERE r.submission_id = $1 ORDER BY r.position)sql",
                              id))
            s.results.push_back(read_result(PostgresRow(row)));
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kGroupResultColumns + R"sql(
                FROM group_results WHERE submission_id = $1 ORDER BY position)sql",
                              id))
            s.groups.push_back(read_group_result(PostgresRow(row)));
        return s;
    });
}

std::vector<SubmissionRecord> PostgresStore::submissions(const SubmissionFilter& filter) {
    return guarded(location_, [&] {
        pqxx::nontransaction work(*connection_);
        std::vector<SubmissionRecord> list;
        for (const pqxx::row& row :
             work.exec_params(std::string("SELECT ") + kSubmissionColumns + R"sql(
            FROM submissions s JOIN test_sets ts ON ts.id = s.test_set_id
            WHERE ($1::text IS NULL OR s.problem_id = $1) AND ($2::text IS NULL OR s.user_name = $2)
              AND ($3::text IS NULL OR s.contest = $3) AND ($4::text IS NULL OR s.verdict = $4)
              AND ($5::text IS NULL OR s.status = $5)
            ORDER BY s.id DESC)sql",
                              filter.problem, filter.user, filter.contest,
                              stored_name(filter.verdict), stored_name(filter.status)))
            list.push_back(read_submission(PostgresRow(row)));
        return list;
    });
}

}  // namespace gridjudge::db
