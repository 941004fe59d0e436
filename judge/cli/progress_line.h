// ProgressLine: the one line on stderr that shows a command's judging while it runs — how many
// submissions are done out of how many, what each local worker is on (submission, test), and
// how many are being judged by workers elsewhere. Redrawn in place; workers call record() from
// their own threads.
#pragma once

#include <mutex>
#include <string>
#include <vector>

#include "judge/judging/judge_service.h"

namespace gridjudge::cli {

class ProgressLine {
  public:
    // `enabled` false: nothing is ever drawn (--json, a quiet command).
    ProgressLine(int workers, bool enabled);

    void record(int slot, const JudgeProgress& progress);
    // Local workers busy with a submission now.
    int busy() const;
    // Draws "[done/total] w1 #12 test 3/20, w2 #13 compiling, 2 elsewhere".
    void draw(int done, int total, int elsewhere);
    void clear();

  private:
    struct Slot {
        std::int64_t submission = 0;  // 0: idle
        std::string doing;
    };
    mutable std::mutex mutex_;
    std::vector<Slot> slots_;
    bool enabled_;
    std::size_t drawn_ = 0;  // the width last drawn, to blank it out
};

}  // namespace gridjudge::cli
