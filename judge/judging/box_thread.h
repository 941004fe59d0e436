// BoxThread: one long-lived thread that runs boxes for another. A test of an interactive problem
// runs two boxes at once, the program's and the interactor's; the sandbox keeps a box server per
// judging thread, so the second box gets a thread that lives as long as the runner, not one
// (and a box server) per test.
#pragma once

#include <condition_variable>
#include <functional>
#include <future>
#include <mutex>
#include <optional>
#include <thread>

namespace gridjudge {

class BoxThread {
  public:
    BoxThread() : thread_([this] { loop(); }) {}
    ~BoxThread() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    BoxThread(const BoxThread&) = delete;
    BoxThread& operator=(const BoxThread&) = delete;

    // Runs `job` on the thread; one job at a time.
    template <typename Result>
    std::future<Result> run(std::function<Result()> job) {
        auto task = std::make_shared<std::packaged_task<Result()>>(std::move(job));
        std::future<Result> result = task->get_future();
        {
            std::lock_guard lock(mutex_);
            job_ = [task] { (*task)(); };
        }
        wake_.notify_all();
        return result;
    }

  private:
    void loop() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stopping_ || job_.has_value(); });
            if (stopping_) return;
            std::function<void()> job = std::move(*job_);
            job_.reset();
            lock.unlock();
            job();
            lock.lock();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<std::function<void()>> job_;
    bool stopping_ = false;
    std::thread thread_;  // last: starts after everything it uses exists
};

}  // namespace gridjudge
