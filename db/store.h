// Store: every read and write of gridjudge's database, behind one interface with two
// implementations — SQLite (the embedded default, db/sqlite/) and PostgreSQL (for a team whose
// workers run on several machines, db/postgres/). Both keep the same schema and obey the same
// contract, which tests/db checks on both:
//   - multi-row writes happen in one transaction: a killed process leaves all or nothing;
//   - test data and package files are blobs addressed by their sha256, stored once;
//   - a submission is a job: queued, then claimed by one worker at a time under a lease that
//     the worker renews, then done. No worker's clock decides a lease: PostgreSQL's leases are
//     the server's clock; SQLite, which has none, counts renewals (sqlite_queue.cpp).
//     A result is stored only by the claim that holds the lease (worker + attempt): the late
//     write of a worker presumed dead changes nothing.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/records.h"
#include "db/submission_rate.h"

namespace gridjudge::db {

enum class OpenMode { ReadWrite, ReadOnly };

// The database cannot be reached for now (its server restarted, the network dropped): the same
// call may succeed later on a new connection. Any other exception from a store is lasting.
class StoreUnavailable : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// What `doctor` and a refused open report about a database's health.
struct IntegrityReport {
    bool ok = true;
    std::vector<std::string> problems;  // the first few problems found, in the engine's words
};

struct ClaimRequest {
    std::string worker;
    std::chrono::seconds lease{30};
    std::string machine_class;  // the worker's class: it may take jobs for this class or for any
    // Set: claim exactly this submission if it is claimable (submit and rejudge judge what they
    // queued at once); else the oldest claimable one.
    std::optional<std::int64_t> only;
    std::optional<std::string> contest;  // only jobs of this contest
};

class Store {
  public:
    virtual ~Store() = default;

    // The file path, or the URL without its password.
    virtual std::string location() const = 0;

    // --- problems and their versioned packages
    virtual std::optional<ProblemRecord> problem(const std::string& id) = 0;
    virtual std::vector<ProblemRecord> problems() = 0;
    // Stores a new version of the problem's package (the problem itself on first use), every
    // blob not yet stored, the test rows and the package files, and makes it the active version,
    // in one transaction. Returns it with its id and version.
    virtual TestSetRecord add_test_set(const NewTestSet& test_set) = 0;
    virtual std::optional<TestSetRecord> test_set(std::int64_t id) = 0;
    virtual std::optional<TestSetRecord> active_test_set(const std::string& problem_id) = 0;
    virtual std::vector<TestSetRecord> test_sets(const std::string& problem_id) = 0;
    virtual std::vector<TestRecord> tests(std::int64_t test_set_id) = 0;
    virtual std::vector<PackageFileRecord> package_files(std::int64_t test_set_id) = 0;
    // The bytes stored under `sha256`; nullopt if there are none.
    virtual std::optional<std::string> blob(const std::string& sha256) = 0;

    // --- submissions and the queue
    // Records a submission as queued; returns its id.
    virtual std::int64_t enqueue(const SubmissionRecord& submission) = 0;
    // The submission of the same program by the same contestant to the same problem in the same
    // contest (by source sha256), rejudges aside: grading a contest again queues nothing twice.
    virtual std::optional<std::int64_t> find_submitted(const std::string& contest,
                                                       const std::string& user,
                                                       const std::string& problem_id,
                                                       const std::string& source_sha256) = 0;
    // Queues `submission` unless find_submitted finds it, in one atomic step: several commands
    // grading one contest at once queue each program once. The new id; nullopt if it was there.
    virtual std::optional<std::int64_t> enqueue_unless_submitted(
        const SubmissionRecord& submission) = 0;
    // Queues `submission` (submitted at `now`) unless its contestant already has `rate.limit`
    // submissions in its contest, rejudges aside, submitted in the `rate.window` before `now`:
    // the count and the insert are one atomic step, so connections of several processes
    // counting at once never let one more through. Refused: no id, and the wait.
    virtual RateLimitedEnqueue enqueue_within_rate(const SubmissionRecord& submission,
                                                   const SubmissionRate& rate,
                                                   std::chrono::sys_seconds now) = 0;
    // Atomically takes the oldest queued submission, or one whose lease has expired, that the
    // request allows: marks it judging, increments its attempt, sets the lease. nullopt: none.
    virtual std::optional<Claim> claim(const ClaimRequest& request) = 0;
    // Extends the lease; false if the claim no longer holds it (expired and taken, or done).
    virtual bool renew(const Claim& claim, std::chrono::seconds lease) = 0;
    // Stores the outcome and every result, marking the submission done — only if `claim` still
    // holds it. False (nothing written) otherwise.
    virtual bool finish(const Claim& claim, const JudgmentRecord& outcome) = 0;
    // Gives the submission back to the queue (the worker cannot judge it: its disk is full, it
    // is stopping). False if the claim no longer held it.
    virtual bool release(const Claim& claim) = 0;
    // Notes that the claim's worker is running test `test` of `test_count`, for pages served by
    // another process — only if `claim` still holds it. One small write; a worker calls it now
    // and then, not for every test (judge/worker/store_progress.h). A claim resets it to 0 of 0.
    virtual bool report_progress(const Claim& claim, int test, int test_count) = 0;
    virtual QueueCounts queue_counts(const std::optional<std::string>& contest) = 0;

    virtual std::optional<SubmissionRecord> submission(std::int64_t id) = 0;
    // Newest first, without source, results and groups.
    virtual std::vector<SubmissionRecord> submissions(const SubmissionFilter& filter = {}) = 0;

    // --- workers
    // Registers a worker by name; false if a live worker (seen within `alive`) has that name.
    virtual bool register_worker(const WorkerRecord& worker, std::chrono::seconds alive) = 0;
    virtual void worker_seen(const std::string& name) = 0;
    virtual void unregister_worker(const std::string& name) = 0;
    virtual std::vector<WorkerRecord> workers() = 0;

    // --- health
    virtual IntegrityReport check_integrity() = 0;
};

// The default database: $GRIDJUDGE_DB if set, else ./gridjudge.db.
std::string default_database_location();

// Opens `location`: a postgresql:// (or postgres://) URL, or a SQLite file path. Creates and
// migrates the database in ReadWrite mode; ReadOnly never creates nor migrates. Throws
// std::runtime_error naming the database on any problem (StoreUnavailable when its server cannot
// be reached).
std::unique_ptr<Store> open_store(const std::string& location, OpenMode mode = OpenMode::ReadWrite);

bool is_postgres_url(const std::string& location);

// Overwrites with 'x', in place, the passwords of every postgresql:// URL in `text` (its user
// part's and any `password=` parameter's). For the command line: /proc/PID/cmdline shows a
// process's arguments to every local user for as long as it runs.
void hide_url_passwords(char* text);

// How an idle worker learns that jobs may have been queued: PostgreSQL sends a notification with
// every enqueue and release; SQLite cannot, and is polled. Either way a worker also looks again
// after its polling interval, since an expired lease sends nothing.
class QueueSignal {
  public:
    virtual ~QueueSignal() = default;
    // Waits up to `timeout`; true if jobs may have been queued since the last call.
    virtual bool wait(std::chrono::milliseconds timeout) = 0;
};

// The signal of the database at `location`: notifications on PostgreSQL (on a connection of its
// own, re-established when the server comes back), a plain sleep on SQLite.
std::unique_ptr<QueueSignal> open_queue_signal(const std::string& location);

}  // namespace gridjudge::db
