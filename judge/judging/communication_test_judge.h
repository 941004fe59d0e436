// CommunicationTestJudge: one test of a CMS Communication task. The jury's manager and the
// contestant's program (usually compiled with the task's stub) run at the same time, each in its
// own box with its own limits: the manager reads the test's input (on stdin and as input.txt, as
// in CMS), talks with the program through the FIFOs named on its command line
// (`manager u0_to_m m_to_u0`), and says the outcome as a CMS comparator does: the fraction on
// stdout, the message on stderr (Protocol::Cms). The program gets its own FIFOs' names as
// arguments (`m_to_u0 u0_to_m`, user_io `fifo_io`; its standard output then goes nowhere, as in
// CMS) or talks on its standard streams (`std_io`). The boxes never share a FIFO: the judge's
// relay (relay.h) passes the bytes on and keeps the first of each direction for the coach.
//
// Several contestant processes (CMS's num_processes) run at once, each in a box of its own with
// its own FIFOs (u1_to_m, m_to_u1, ...) and its index as its last argument; their CPU times add up
// against the time limit, as in CMS.
//
// The verdict, in the interactive judge's order (interactive_test_judge.h): a manager that
// crashes, times out or exits non-zero is IE; then the program's memory, CPU time and output
// limits; a manager that printed no fraction is IE; then whichever side ended first: a program
// that crashed or waited past the wall limit before the manager decided gets that verdict, a
// manager that gave 0 first decides even if the program died afterwards; then the program's own
// end, then the manager's fraction and message.
#pragma once

#include <memory>
#include <vector>

#include "judge/judging/batch_test_judge.h"
#include "judge/judging/box_thread.h"
#include "judge/judging/interactive_test_judge.h"

namespace gridjudge {

// How the contestant's program talks to the manager (CMS's user_io).
enum class UserIo { Fifos, StandardStreams };

// "fifo_io" -> Fifos, "std_io" -> StandardStreams, as the manager's first package argument says.
UserIo user_io_of(const InteractorProgram& manager);
// The number of contestant processes: the manager's second package argument, 1 without it.
int processes_of(const InteractorProgram& manager);

class CommunicationTestJudge : public TestJudge {
  public:
    CommunicationTestJudge(BoxRunner& runner, InteractorProgram manager, CompiledProgram program,
                           JudgeSettings settings);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    struct Process;

    BoxRunner& runner_;
    InteractorProgram manager_;
    UserIo user_io_;
    CompiledProgram program_;
    JudgeSettings settings_;
    ProgramLimits program_limits_;
    sandbox::Limits manager_limits_;
    int processes_;
    std::unique_ptr<BoxThread> second_box_ = std::make_unique<BoxThread>();  // the manager's
    std::vector<std::unique_ptr<BoxThread>> other_boxes_;                    // processes 1, 2, ...
};

}  // namespace gridjudge
