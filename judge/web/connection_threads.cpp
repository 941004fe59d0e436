#include "judge/web/connection_threads.h"

#include <pthread.h>

#include <condition_variable>
#include <deque>
#include <mutex>

namespace gridjudge::web {

struct ConnectionThreads::State {
    std::size_t max_threads;
    std::mutex mutex;
    std::condition_variable all_done;
    std::deque<std::function<void()>> waiting;
    std::size_t threads = 0;
};

namespace {

struct ThreadStart {
    std::shared_ptr<ConnectionThreads::State> state;
    std::function<void()> task;
};

}  // namespace

// Runs its task, then the waiting ones, until none is left.
static void* run_tasks(void* argument) {
    std::unique_ptr<ThreadStart> start(static_cast<ThreadStart*>(argument));
    std::shared_ptr<ConnectionThreads::State> state = std::move(start->state);
    std::function<void()> task = std::move(start->task);
    start.reset();
    for (;;) {
        task();
        task = nullptr;
        std::lock_guard lock(state->mutex);
        if (state->waiting.empty()) {
            if (--state->threads == 0) state->all_done.notify_all();
            return nullptr;
        }
        task = std::move(state->waiting.front());
        state->waiting.pop_front();
    }
}

ConnectionThreads::ConnectionThreads(std::size_t max_threads) : state_(std::make_shared<State>()) {
    state_->max_threads = max_threads;
}

ConnectionThreads::~ConnectionThreads() {
    shutdown();
}

void ConnectionThreads::enqueue(std::function<void()> task) {
    {
        std::lock_guard lock(state_->mutex);
        if (state_->threads >= state_->max_threads) {
            state_->waiting.push_back(std::move(task));
            return;
        }
        ++state_->threads;
    }
    auto start = std::make_unique<ThreadStart>(ThreadStart{state_, std::move(task)});
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, kStackBytes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    const int created = pthread_create(&thread, &attributes, run_tasks, start.get());
    pthread_attr_destroy(&attributes);
    if (created == 0) {
        start.release();  // the thread owns it now
        return;
    }
    // No thread to be had (the system's limit): the connection waits for a running thread, or,
    // when none runs, is served here, on the accepting thread, rather than dropped.
    std::unique_lock lock(state_->mutex);
    --state_->threads;
    if (state_->threads > 0) {
        state_->waiting.push_back(std::move(start->task));
        return;
    }
    lock.unlock();
    start->task();
}

void ConnectionThreads::shutdown() {
    std::unique_lock lock(state_->mutex);
    state_->all_done.wait(lock, [&] { return state_->threads == 0 && state_->waiting.empty(); });
}

std::size_t ConnectionThreads::running() const {
    std::lock_guard lock(state_->mutex);
    return state_->threads;
}

}  // namespace gridjudge::web
