#include "tests/workers/pool_fixture.h"

#include <sched.h>

#include <thread>

#include "judge/model/package_json.h"
#include "tests/common/package_draft.h"
#include "tests/common/require_environment.h"
#include "tests/db/postgres_server.h"

namespace gridjudge::testing {

PretendCompiler::PretendCompiler() {
    write_file_atomic(artifacts_.path() / "main", "#!pretend\n");
}

CompileResult PretendCompiler::compile(const CompileRequest& request) {
    if (request.source == kBreaksTheCompiler)
        throw std::runtime_error("cannot start the compiler: Resource temporarily unavailable");
    CompileResult result;
    result.ok = true;
    result.program.artifacts = artifacts_.path();
    result.program.run_command = {"./main"};
    result.command = "g++ -O2 main.cpp -o main";
    result.compiler_version = "g++ (pretend) 12";
    return result;
}

sandbox::RunResult AnsweringRunner::run(const sandbox::RunSpec& spec) {
    {
        std::unique_lock lock(mutex_);
        records_.push_back({spec.cpu, ::sched_getcpu()});
        if (threads_.insert(std::this_thread::get_id()).second) worker_started_.notify_all();
        worker_started_.wait_for(lock, std::chrono::minutes(1), [this] {
            return static_cast<int>(threads_.size()) >= meet_workers;
        });
    }
    std::this_thread::sleep_for(run_delay);
    // The input is "input of NAME"; the answer of s1, t1, t2, t3 is 3, 5, 7, 9.
    const std::string input = read_file(spec.stdin_path);
    const std::map<std::string, std::string> answers{
        {"s1", "3"}, {"t1", "5"}, {"t2", "7"}, {"t3", "9"}};
    write_file_atomic(spec.stdout_path, answers.at(input.substr(9, 2)) + "\n");
    sandbox::RunResult result;
    result.cpu_ms = 10;
    result.wall_ms = 12;
    result.memory_kib = 2048;
    return result;
}

int AnsweringRunner::threads_started() const {
    std::lock_guard lock(mutex_);
    return static_cast<int>(threads_.size());
}

std::vector<RunRecord> AnsweringRunner::records() const {
    std::lock_guard lock(mutex_);
    return records_;
}

void PoolTest::SetUp() {
    try {
        connect = GetParam().fresh(scratch.path());
    } catch (const PostgresUnavailable& why) {
        GRIDJUDGE_SKIP_OR_FAIL(why.what());
    }
    store = connect();
    PackageDraft draft("sum", scratch.path() / "sum.staging");
    draft.package().title = "Sum";
    for (const auto& [name, answer] : std::vector<std::pair<std::string, std::string>>{
             {"s1", "3"}, {"t1", "5"}, {"t2", "7"}, {"t3", "9"}})
        draft.add_test(name, "all", 25, "input of " + name + "\n", answer + "\n");
    test_set = draft.install(*store, scratch.path() / "sum");
    data = std::make_unique<TestDataCache>(scratch.path() / "data");
    preparer = std::make_unique<ProblemPreparer>(compiler, runner, *data);
}

std::int64_t PoolTest::queue(const std::string& user, const std::string& contest,
                             const std::string& source) {
    db::SubmissionRecord s;
    s.problem_id = "sum";
    s.test_set_id = test_set.id;
    s.user = user;
    s.contest = contest;
    s.language = "cpp17";
    s.source = source;
    s.source_sha256 = sha256_hex(s.source);
    s.settings.time_limit_ms = 1000;
    s.settings.wall_limit_ms = 2000;
    s.settings.memory_limit_mib = 32;
    return store->enqueue(s);
}

ServiceMaker PoolTest::service_maker() {
    return [this](const JudgeIdentity& identity) {
        return std::make_unique<JudgeService>(compiler, runner, *data, *preparer, identity);
    };
}

WorkerTally PoolTest::run_pool(JobSource& jobs, int workers,
                               const std::function<bool()>& stopping) {
    PoolOptions options;
    options.workers = workers;
    options.name = "pool";
    options.machine = "test-machine";
    options.lease = std::chrono::seconds(10);
    options.poll = std::chrono::milliseconds(100);
    WorkerPool pool(connect, store->location(), service_maker(), jobs, options, stopping, {},
                    {{}, [this](const std::string& line) {
                         std::lock_guard lock(warnings_mutex);
                         warnings.push_back(line);
                     }});
    return pool.join();
}

}  // namespace gridjudge::testing
