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
// One contestant process (CMS's num_processes 1); the importer refuses more.
//
// The verdict, in the interactive judge's order (interactive_test_judge.h): a manager that
// crashes, times out or exits non-zero is IE; then the program's memory, CPU time and output
// limits; a manager that printed no fraction is IE; then whichever side ended first: a program
// that crashed or waited past the wall limit before the manager decided gets that verdict, a
// manager that gave 0 first decides even if the program died afterwards; then the program's own
// end, then the manager's fraction and message.
#pragma once

#include <memory>

#include "judge/judging/batch_test_judge.h"
#include "judge/judging/box_thread.h"
#include "judge/judging/interactive_test_judge.h"

namespace gridjudge {

// How the contestant's program talks to the manager (CMS's user_io).
enum class UserIo { Fifos, StandardStreams };

// "fifo_io" -> Fifos, "std_io" -> StandardStreams, as the manager's package arguments say.
UserIo user_io_of(const InteractorProgram& manager);

class CommunicationTestJudge : public TestJudge {
  public:
    CommunicationTestJudge(BoxRunner& runner, InteractorProgram manager, CompiledProgram program,
                           JudgeSettings settings);

    TestOutcome run(const TestFiles& test, const std::filesystem::path& scratch) const override;

  private:
    BoxRunner& runner_;
    InteractorProgram manager_;
    UserIo user_io_;
    CompiledProgram program_;
    JudgeSettings settings_;
    ProgramLimits program_limits_;
    sandbox::Limits manager_limits_;
    std::unique_ptr<BoxThread> second_box_ = std::make_unique<BoxThread>();
};

}  // namespace gridjudge
