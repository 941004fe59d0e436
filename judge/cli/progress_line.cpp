#include "judge/cli/progress_line.h"

#include <iostream>

namespace gridjudge::cli {

ProgressLine::ProgressLine(int workers, bool enabled)
    : slots_(static_cast<std::size_t>(std::max(workers, 0))), enabled_(enabled) {}

void ProgressLine::record(int slot, const JudgeProgress& p) {
    std::lock_guard lock(mutex_);
    Slot& state = slots_.at(static_cast<std::size_t>(slot));
    switch (p.stage) {
        case JudgeProgress::Stage::Compiling:
            state = {p.submission_id, "compiling"};
            break;
        case JudgeProgress::Stage::Compiled:
        case JudgeProgress::Stage::Testing:
            state = {p.submission_id, "test " + std::to_string(p.test_position) + "/" +
                                          std::to_string(p.test_count)};
            break;
        case JudgeProgress::Stage::Done:
            state = {};
            break;
    }
}

int ProgressLine::busy() const {
    std::lock_guard lock(mutex_);
    int count = 0;
    for (const Slot& slot : slots_) count += slot.submission != 0;
    return count;
}

void ProgressLine::draw(int done, int total, int elsewhere) {
    std::lock_guard lock(mutex_);
    if (!enabled_) return;
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < slots_.size(); ++i)
        parts.push_back("w" + std::to_string(i + 1) + " " +
                        (slots_[i].submission == 0
                             ? "idle"
                             : "#" + std::to_string(slots_[i].submission) + " " + slots_[i].doing));
    if (elsewhere > 0) parts.push_back(std::to_string(elsewhere) + " judged elsewhere");
    std::string line = "[" + std::to_string(done) + "/" + std::to_string(total) + "]";
    for (std::size_t i = 0; i < parts.size(); ++i) line += (i == 0 ? " " : ", ") + parts[i];
    const std::size_t width = line.size();
    if (width < drawn_) line += std::string(drawn_ - width, ' ');
    drawn_ = width;
    std::cerr << "\r" << line << std::flush;
}

void ProgressLine::clear() {
    std::lock_guard lock(mutex_);
    if (!enabled_ || drawn_ == 0) return;
    std::cerr << "\r" << std::string(drawn_, ' ') << "\r" << std::flush;
    drawn_ = 0;
}

}  // namespace gridjudge::cli
