#include "db/testing/memory_store.h"

#include <algorithm>

#include "judge/contest/contest_times.h"
#include "judge/util/files.h"

namespace gridjudge::db::testing {

std::optional<ProblemRecord> MemoryStore::problem(const std::string& id) {
    std::lock_guard lock(mutex_);
    const auto found = problems_.find(id);
    if (found == problems_.end()) return std::nullopt;
    return found->second;
}

std::vector<ProblemRecord> MemoryStore::problems() {
    std::lock_guard lock(mutex_);
    std::vector<ProblemRecord> list;
    for (const auto& [id, problem] : problems_) list.push_back(problem);
    return list;
}

TestSetRecord MemoryStore::add_test_set(const NewTestSet& set) {
    std::lock_guard lock(mutex_);
    // Every blob is read and checked before anything is kept: all or nothing, as in one
    // transaction.
    std::map<std::string, std::string> new_blobs;
    for (const auto& [sha256, file] : set.blob_files) {
        std::string data = read_file(file);
        if (sha256_hex(data) != sha256)
            throw std::runtime_error(file.string() + ": its content does not have the sha256 " +
                                     sha256 + " it was stored under (it changed while storing?)");
        new_blobs.emplace(sha256, std::move(data));
    }
    blobs_.merge(new_blobs);
    int version = 1;
    for (const auto& [id, stored] : test_sets_)
        if (stored.problem_id == set.problem_id) version = std::max(version, stored.version + 1);
    const TestSetRecord stored{next_test_set_++,       set.problem_id,  version,
                               "2026-01-01T00:00:00Z", set.package_dir, set.package_json};
    test_sets_[stored.id] = stored;
    std::vector<TestRecord>& tests = tests_[stored.id];
    for (TestRecord test : set.tests) {
        test.id = next_test_++;
        test.input_bytes = static_cast<std::int64_t>(blobs_[test.input_sha256].size());
        test.answer_bytes = static_cast<std::int64_t>(blobs_[test.answer_sha256].size());
        tests.push_back(std::move(test));
    }
    files_[stored.id] = set.files;
    problems_[set.problem_id] = {set.problem_id, set.title, stored.id};
    return stored;
}

std::optional<TestSetRecord> MemoryStore::test_set(std::int64_t id) {
    std::lock_guard lock(mutex_);
    const auto found = test_sets_.find(id);
    if (found == test_sets_.end()) return std::nullopt;
    return found->second;
}

std::optional<TestSetRecord> MemoryStore::active_test_set(const std::string& problem_id) {
    std::optional<std::int64_t> active;
    {
        std::lock_guard lock(mutex_);
        const auto found = problems_.find(problem_id);
        if (found == problems_.end() || !found->second.active_test_set) return std::nullopt;
        active = found->second.active_test_set;
    }
    return test_set(*active);
}

std::vector<TestSetRecord> MemoryStore::test_sets(const std::string& problem_id) {
    std::lock_guard lock(mutex_);
    std::vector<TestSetRecord> list;
    for (const auto& [id, set] : test_sets_)
        if (set.problem_id == problem_id) list.push_back(set);
    return list;
}

std::vector<TestRecord> MemoryStore::tests(std::int64_t test_set_id) {
    std::lock_guard lock(mutex_);
    const auto found = tests_.find(test_set_id);
    return found == tests_.end() ? std::vector<TestRecord>{} : found->second;
}

std::vector<PackageFileRecord> MemoryStore::package_files(std::int64_t test_set_id) {
    std::lock_guard lock(mutex_);
    std::vector<PackageFileRecord> files = files_[test_set_id];
    for (PackageFileRecord& file : files)
        file.bytes = static_cast<std::int64_t>(blobs_[file.sha256].size());
    std::sort(files.begin(), files.end(),
              [](const auto& a, const auto& b) { return a.path < b.path; });
    return files;
}

std::optional<std::string> MemoryStore::blob(const std::string& sha256) {
    std::lock_guard lock(mutex_);
    const auto found = blobs_.find(sha256);
    if (found == blobs_.end()) return std::nullopt;
    return found->second;
}

std::int64_t MemoryStore::enqueue_locked(const SubmissionRecord& s) {
    if (test_sets_.count(s.test_set_id) == 0)
        throw std::runtime_error("memory store: no test set " + std::to_string(s.test_set_id));
    Job job{s, {}};
    job.row.id = next_submission_++;
    job.row.test_set_version = test_sets_[s.test_set_id].version;
    job.row.status = SubmissionStatus::Queued;
    job.row.attempt = 0;
    job.row.worker.clear();
    job.row.submitted_at = "2026-01-01T00:00:00Z";
    job.row.results.clear();
    job.row.groups.clear();
    jobs_[job.row.id] = job;
    return job.row.id;
}

std::int64_t MemoryStore::enqueue(const SubmissionRecord& s) {
    std::lock_guard lock(mutex_);
    return enqueue_locked(s);
}

std::optional<std::int64_t> MemoryStore::find_submitted_locked(const SubmissionRecord& s) const {
    for (const auto& [id, job] : jobs_)
        if (job.row.contest == s.contest && job.row.user == s.user &&
            job.row.problem_id == s.problem_id && job.row.source_sha256 == s.source_sha256 &&
            !job.row.rejudge_of)
            return id;
    return std::nullopt;
}

std::optional<std::int64_t> MemoryStore::find_submitted(const std::string& contest,
                                                        const std::string& user,
                                                        const std::string& problem_id,
                                                        const std::string& source_sha256) {
    std::lock_guard lock(mutex_);
    SubmissionRecord key;
    key.contest = contest;
    key.user = user;
    key.problem_id = problem_id;
    key.source_sha256 = source_sha256;
    return find_submitted_locked(key);
}

std::optional<std::int64_t> MemoryStore::enqueue_unless_submitted(const SubmissionRecord& s) {
    std::lock_guard lock(mutex_);
    if (find_submitted_locked(s)) return std::nullopt;
    return enqueue_locked(s);
}

RateLimitedEnqueue MemoryStore::enqueue_within_rate(const SubmissionRecord& s,
                                                    const SubmissionRate& rate,
                                                    std::chrono::sys_seconds now) {
    std::lock_guard lock(mutex_);
    const std::string window_start = rate_window_start(rate, now);
    std::vector<std::string> newest_first;
    for (const auto& [id, job] : jobs_)
        if (job.row.contest == s.contest && job.row.user == s.user && !job.row.rejudge_of &&
            job.row.submitted_at > window_start)
            newest_first.push_back(job.row.submitted_at);
    std::sort(newest_first.rbegin(), newest_first.rend());
    const std::chrono::seconds wait = rate_retry_after(rate, newest_first, now);
    if (wait.count() > 0) return {std::nullopt, wait};
    const std::int64_t id = enqueue_locked(s);
    jobs_[id].row.submitted_at = contest::format_abstime(now);
    return {id, std::chrono::seconds{0}};
}

std::optional<Claim> MemoryStore::claim(const ClaimRequest& request) {
    std::lock_guard lock(mutex_);
    const Clock::time_point now = Clock::now();
    for (auto& [id, job] : jobs_) {
        SubmissionRecord& row = job.row;
        const bool claimable = row.status == SubmissionStatus::Queued ||
                               (row.status == SubmissionStatus::Judging && job.lease_ends <= now);
        if (!claimable ||
            (!row.machine_class.empty() && row.machine_class != request.machine_class) ||
            (request.only && *request.only != id) ||
            (request.contest && *request.contest != row.contest))
            continue;
        row.status = SubmissionStatus::Judging;
        ++row.attempt;
        row.worker = request.worker;
        row.claimed_at = "2026-01-01T00:00:01Z";  // a fixed clock: after submitted_at
        row.progress_test = row.progress_tests = 0;
        job.lease_ends = now + request.lease;
        return Claim{id, row.attempt, request.worker};
    }
    return std::nullopt;
}

MemoryStore::Job* MemoryStore::held(const Claim& claim) {
    const auto found = jobs_.find(claim.submission_id);
    if (found == jobs_.end()) return nullptr;
    const SubmissionRecord& row = found->second.row;
    if (row.status != SubmissionStatus::Judging || row.attempt != claim.attempt ||
        row.worker != claim.worker)
        return nullptr;
    return &found->second;
}

bool MemoryStore::renew(const Claim& claim, std::chrono::seconds lease) {
    std::lock_guard lock(mutex_);
    Job* job = held(claim);
    if (job == nullptr) return false;
    job->lease_ends = Clock::now() + lease;
    return true;
}

bool MemoryStore::finish(const Claim& claim, const JudgmentRecord& judgment) {
    std::lock_guard lock(mutex_);
    Job* job = held(claim);
    if (job == nullptr) return false;
    SubmissionRecord& row = job->row;
    row.status = SubmissionStatus::Done;
    row.verdict = judgment.verdict;
    row.score = judgment.score;
    row.max_score = judgment.max_score;
    row.compile_command = judgment.compile_command;
    row.compiler_version = judgment.compiler_version;
    row.compile_log = judgment.compile_log;
    row.judge_version = judgment.judge_version;
    row.machine = judgment.machine;
    row.judged_at = "2026-01-01T00:00:00Z";
    row.results = judgment.results;
    for (ResultRecord& result : row.results)
        for (const TestRecord& test : tests_[row.test_set_id])
            if (test.id == result.test_id) {
                result.test_name = test.name;
                result.group = test.group;
            }
    row.groups = judgment.groups;
    return true;
}

bool MemoryStore::release(const Claim& claim) {
    std::lock_guard lock(mutex_);
    Job* job = held(claim);
    if (job == nullptr) return false;
    job->row.status = SubmissionStatus::Queued;
    return true;
}

bool MemoryStore::report_progress(const Claim& claim, int test, int test_count) {
    std::lock_guard lock(mutex_);
    Job* job = held(claim);
    if (job == nullptr) return false;
    job->row.progress_test = test;
    job->row.progress_tests = test_count;
    return true;
}

QueueCounts MemoryStore::queue_counts(const std::optional<std::string>& contest) {
    std::lock_guard lock(mutex_);
    QueueCounts counts;
    for (const auto& [id, job] : jobs_) {
        if (contest && *contest != job.row.contest) continue;
        switch (job.row.status) {
            case SubmissionStatus::Queued:
                ++counts.queued;
                break;
            case SubmissionStatus::Judging:
                ++counts.judging;
                break;
            case SubmissionStatus::Done:
                ++counts.done;
                break;
        }
    }
    return counts;
}

std::optional<SubmissionRecord> MemoryStore::submission(std::int64_t id) {
    std::lock_guard lock(mutex_);
    const auto found = jobs_.find(id);
    if (found == jobs_.end()) return std::nullopt;
    return found->second.row;
}

std::vector<SubmissionRecord> MemoryStore::submissions(const SubmissionFilter& filter) {
    std::lock_guard lock(mutex_);
    std::vector<SubmissionRecord> list;
    for (auto it = jobs_.rbegin(); it != jobs_.rend(); ++it) {
        SubmissionRecord row = it->second.row;
        if ((filter.problem && *filter.problem != row.problem_id) ||
            (filter.user && *filter.user != row.user) ||
            (filter.contest && *filter.contest != row.contest) ||
            (filter.verdict && row.verdict != filter.verdict) ||
            (filter.status && *filter.status != row.status))
            continue;
        // As the stores list them: without source, results and groups.
        row.source.clear();
        row.results.clear();
        row.groups.clear();
        list.push_back(std::move(row));
    }
    return list;
}

double MemoryStore::now_seconds() {
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

bool MemoryStore::register_worker(const WorkerRecord& worker, std::chrono::seconds alive) {
    std::lock_guard lock(mutex_);
    const auto found = workers_.find(worker.name);
    if (found != workers_.end() && found->second.last_seen &&
        *found->second.last_seen > now_seconds() - static_cast<double>(alive.count()))
        return false;
    WorkerRecord registered = worker;
    registered.started_at = "2026-01-01T00:00:00Z";
    registered.last_seen = now_seconds();
    workers_[worker.name] = registered;
    return true;
}

void MemoryStore::worker_seen(const std::string& name) {
    std::lock_guard lock(mutex_);
    if (const auto found = workers_.find(name); found != workers_.end())
        found->second.last_seen = now_seconds();
}

void MemoryStore::unregister_worker(const std::string& name) {
    std::lock_guard lock(mutex_);
    if (const auto found = workers_.find(name); found != workers_.end())
        found->second.last_seen.reset();
}

std::vector<WorkerRecord> MemoryStore::workers() {
    std::lock_guard lock(mutex_);
    std::vector<WorkerRecord> list;
    for (const auto& [name, worker] : workers_) list.push_back(worker);
    return list;
}

}  // namespace gridjudge::db::testing
