// The kill-table harness of the three problems' kill tests. It runs contestant-style programs on
// a problem's official tests exactly as the judge runs a submission — judge/judging's
// BatchTestJudge: a fresh sandbox per run, the judge's verdict rule (decide_run_verdict) on CPU
// time, the problem's own checker — and keeps every verdict and CPU time as a table that the
// problem's doc quotes.
//
// Why every run is let go on to twice the time limit (the judge's --measure-tle): a verdict is
// only worth pinning when load cannot flip it. A program is killed by time with a margin when
// it still runs at 2x the limit; it passes with a margin when it needs at most half the limit.
// Anything between is a verdict that depends on the machine, and the margin rule fails it.
// A run that lands between is measured up to three times and the fastest kept: load adds CPU
// time to a memory-bound program (up to x2 with the other core busy), never takes it away.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "judge/judging/batch_test_judge.h"
#include "judge/model/verdict.h"

namespace gridjudge::testing {

struct OfficialTest {
    std::string name, group;
    std::string input, answer;
};

struct KillProblem {
    std::string checker;  // a built-in checker: "tokens", "wallpusher"
    std::int64_t time_limit_ms = 1000;
    std::int64_t memory_limit_mib = 256;
    std::vector<OfficialTest> tests;
};

// One program's outcome on one test.
struct KillRun {
    Verdict verdict = Verdict::IE;
    std::int64_t cpu_ms = 0;
    bool stopped = false;  // a TLE still running at 2x the limit: cpu_ms is where it was stopped
    std::string message;
};

class KillTable {
  public:
    // Writes the tests to a temporary folder. Check sandbox_ready() before running anything.
    explicit KillTable(KillProblem problem);
    ~KillTable();
    KillTable(KillTable&&) noexcept;

    // Empty when the sandbox isolates on this host; otherwise why not (the caller skips, or
    // fails under GRIDJUDGE_REQUIRE_SANDBOX).
    static std::string sandbox_unavailable();

    // Runs `program` (a binary, stdin -> stdout unless `io` names files) on every test, in
    // order (again, for a run between half and twice the limit); later calls return the row
    // kept. `name` labels the row.
    const std::vector<KillRun>& row(const std::string& name, const std::filesystem::path& program,
                                    const ProblemIo& io = {});

    const KillRun& run(const std::string& name, const std::string& test) const;
    std::int64_t time_limit_ms() const { return problem_.time_limit_ms; }
    const std::vector<OfficialTest>& tests() const { return problem_.tests; }
    // The rows' names, in the order they were run.
    const std::vector<std::string>& row_names() const { return order_; }

    // The rows run so far as a Markdown table: one column per test, cells such as "AC 12",
    // "WA 3", "TLE ≥2000" (still running at twice the limit).
    std::string markdown() const;

  private:
    KillProblem problem_;
    struct Files;
    std::unique_ptr<Files> files_;
    std::vector<std::string> order_;  // row names, in the order they were run
    std::map<std::string, std::vector<KillRun>> rows_;
};

// "AC 12", "TLE ≥2000": a table cell.
std::string cell_text(const KillRun& run);

// A program of a kill table: its row name, its binary, and its I/O (file names for NOIP-style
// programs; standard input and output by default).
struct KillProgram {
    std::string name;
    std::filesystem::path path;
    ProblemIo io = {};
};

// The table of a problem's kill test, made and judged once per test binary: every program on
// every test, printed as Markdown for the problem's doc. Without a sandbox no row is run (the
// tests' KillTest fixture skips or fails).
KillTable judge_programs(KillProblem problem, const std::vector<KillProgram>& programs);

// The fixture of every kill test: skips when the host cannot isolate, and fails instead under
// GRIDJUDGE_REQUIRE_SANDBOX.
class KillTest : public ::testing::Test {
  protected:
    void SetUp() override;
};

// How an MLE is held to the margin. Strict: like any verdict, within half the limit, so that
// load cannot turn it into a TLE. AnyTime: wherever it happens — the program needs more memory
// than the limit before it could finish, whatever the load, so it can never pass; only the name
// of its verdict (MLE here, TLE on a slower machine) may differ. For programs whose memory grows
// with their running time, such as a queue that explodes.
enum class MemoryKills { Strict, AnyTime };

// nullopt when the run is clear of the limit by a factor of two either way — at most half the
// limit, or a TLE still running at twice it — else why it is not.
std::optional<std::string> margin_problem(const KillRun& run, std::int64_t time_limit_ms,
                                          MemoryKills memory = MemoryKills::Strict);

// gtest checks on a row that has run.
// Every run of `name` is clear of the limit (margin_problem).
void expect_clear_margins(const KillTable& table, const std::string& name,
                          MemoryKills memory = MemoryKills::Strict);
// Every test of `group` kills `name` by time, still running at twice the limit (or, with
// MemoryKills::AnyTime, by memory).
void expect_excluded_by_time(const KillTable& table, const std::string& name,
                             const std::string& group, MemoryKills memory = MemoryKills::Strict);
// `name` is killed by time on `test` with a margin: a TLE still running at twice the limit.
void expect_excluded_by_time_on(const KillTable& table, const std::string& name,
                                const std::string& test);
// `name` gets exactly `verdict` and `message` on `test` (an empty message is not compared: a
// TLE's message holds a measured time).
void expect_run(const KillTable& table, const std::string& name, const std::string& test,
                Verdict verdict, const std::string& message = "");

}  // namespace gridjudge::testing
