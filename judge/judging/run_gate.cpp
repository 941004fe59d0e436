#include "judge/judging/run_gate.h"

namespace gridjudge {

// A null gate is no gate: a judge without other workers to pause.
RunGate::SharedTurn::SharedTurn(RunGate* gate) : gate_(gate) {
    if (gate_ == nullptr) return;
    std::unique_lock lock(gate_->mutex_);
    gate_->changed_.wait(lock, [&] { return !gate_->alone_ && gate_->alone_waiting_ == 0; });
    ++gate_->shared_;
    lock.unlock();
    if (gate_->machine_) machine_ = gate_->machine_->shared_turn();
}

RunGate::SharedTurn::~SharedTurn() {
    if (gate_ == nullptr) return;
    {
        std::lock_guard lock(gate_->mutex_);
        --gate_->shared_;
    }
    gate_->changed_.notify_all();
}

RunGate::AloneTurn::AloneTurn(RunGate* gate) : gate_(gate) {
    if (gate_ == nullptr) return;
    std::unique_lock lock(gate_->mutex_);
    ++gate_->alone_waiting_;
    gate_->changed_.wait(lock, [&] { return !gate_->alone_ && gate_->shared_ == 0; });
    --gate_->alone_waiting_;
    gate_->alone_ = true;
    lock.unlock();
    if (gate_->machine_) machine_ = gate_->machine_->alone_turn();
}

RunGate::AloneTurn::~AloneTurn() {
    if (gate_ == nullptr) return;
    {
        std::lock_guard lock(gate_->mutex_);
        gate_->alone_ = false;
    }
    gate_->changed_.notify_all();
}

int RunGate::shared_now() const {
    std::lock_guard lock(mutex_);
    return shared_;
}

int RunGate::alone_waiting() const {
    std::lock_guard lock(mutex_);
    return alone_waiting_;
}

}  // namespace gridjudge
