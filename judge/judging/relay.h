// Relay: the judge in the middle of an interaction. The contestant's program and the interactor
// never share a pipe; each talks to the judge, which passes every byte on and keeps the first
// bytes of each direction for the coach to read. A side's end of file is passed on as the other
// side's end of input. The relay never blocks on one side: what a reader does not take yet is
// held (up to a cap, then the writer waits, as with a pipe), and bytes for a side that is gone
// are dropped. A side that has closed its output may still read: a manager that sends its last
// query and closes its pipe still gets the answer, as it would on a pipe of its own. Once a
// side's input is gone (it has ended), the other side's output is closed too: a program that
// goes on writing after the interactor has decided gets EPIPE rather than writing forever.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge {

struct RelayEnds {
    // Read ends the relay takes bytes from, and write ends it passes them to. Owned: closed
    // when the relay is done with them.
    sandbox::UniqueFd from_program, to_interactor;
    sandbox::UniqueFd from_interactor, to_program;
    // Called once the relay has closed to_interactor / to_program (its reader is to see the end
    // of file): a FIFO's reader may not have opened it yet (communication_test_judge.h).
    std::function<void()> closed_to_interactor = {}, closed_to_program = {};
};

struct RelayLog {
    std::string program_to_interactor, interactor_to_program;  // the first bytes of each
    std::size_t program_bytes = 0, interactor_bytes = 0;       // how many passed in all
    // The side's output was closed by the relay because the other side stopped reading while it
    // still wrote: a SIGPIPE it then died of came after the other side had gone.
    bool program_output_cut = false, interactor_output_cut = false;
};

// Runs until both sides have ended (end of file from each) or `stop_fd` becomes readable (the
// judge gives up: both boxes are over). `keep` bytes of each direction are logged.
RelayLog relay(RelayEnds ends, int stop_fd, std::size_t keep = 4096);

// "program -> interactor (12 bytes):\n...\ninteractor -> program (7 bytes):\n..." for results.
std::string describe(const RelayLog& log);

}  // namespace gridjudge
