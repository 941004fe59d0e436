// The CPU calibration of a worker: a fixed, deterministic CPU-bound loop timed as the calling
// thread's CPU time. Stored with the worker when it registers, so that a coach comparing a TLE
// judged on one machine with an AC judged on another can see how fast each machine's CPU is.
#pragma once

#include <cstdint>

namespace gridjudge {

struct Calibration {
    double cpu_ms = 0;        // the best of a few runs: the least disturbed one
    std::uint64_t check = 0;  // the loop's result, the same on every machine
};

// Runs the loop (about 0.1 s of CPU on a 2020s core, a few times) on the calling thread: pin the
// thread first to calibrate one CPU.
Calibration measure_calibration();

}  // namespace gridjudge
