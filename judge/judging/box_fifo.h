// BoxFifo: a named pipe in a box's folder that a program inside the box opens by name (CMS's
// managers and stubs take their FIFOs' paths as arguments), with the judge holding the other
// end. The judge never lets the two boxes share a pipe: each box has FIFOs of its own, and the
// relay (relay.h) carries the bytes between them, as it does between standard streams.
//
// Opening the judge's end never waits for the box: the box may never open its side (it crashed
// first, or never tried), or open it late. How each end is held:
// - a FIFO the box writes into: the judge holds it for reading, so the box's open for writing
//   finds a reader at once. Once the box is over, `end_input` makes the judge's end read the end
//   of file even if the box never opened it.
// - a FIFO the box reads from: the judge holds a reader of its own (which keeps what was written
//   until the box reads it) and gives the relay a writer, so the box's open for reading finds a
//   writer at once. When the relay has closed the writer, `end_output` makes sure the box reads
//   the end of file even if it opens the FIFO only then (Linux would make that open wait for a
//   writer forever): a box waiting in its open is woken, and when nothing is left unread the
//   FIFO's name is given to an empty file, so that a later open reads the end of file at once.
//   Bytes left unread by a box that never opened the FIFO keep the name a FIFO: a box opening it
//   after that waits until its wall limit.
#pragma once

#include <filesystem>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge {

enum class FifoDirection {
    FromBox,  // the program inside writes, the judge reads
    ToBox,    // the judge writes, the program inside reads
};

class BoxFifo {
  public:
    // Makes the FIFO `path` (any user may open it: the box runs as another user) and opens the
    // judge's end, non-blocking.
    BoxFifo(std::filesystem::path path, FifoDirection direction);

    // The judge's end, for the relay (which then owns it).
    sandbox::UniqueFd take_end();
    // FromBox: once the box is over, a writer comes and goes, so that the judge's end reads the
    // end of file even if the box never opened the FIFO (Linux reports a hang-up only after a
    // writer has been there).
    void end_input() const;
    // ToBox: the relay has closed the judge's writer (see above). Called on the relay's thread.
    void end_output() const;

  private:
    std::filesystem::path path_;
    FifoDirection direction_;
    sandbox::UniqueFd end_;
    sandbox::UniqueFd own_reader_;  // ToBox: keeps the bytes until the box reads them
    // FromBox: the FIFO itself, taken before the box runs: the box may replace its name (by a
    // link to a host file, say), and the judge must never open what the name then leads to.
    sandbox::UniqueFd fifo_itself_;
};

}  // namespace gridjudge
