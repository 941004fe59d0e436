// Checkers: what decides a test once the program exited cleanly within its limits. Built-in ones
// ("tokens", "wallpusher") run inside the judge (a fork and exec per test would cost more than
// many tests take); a package's own checker runs sandboxed like any program, under one of four
// protocols (docs/checkers.md):
//   testlib  `checker input output answer`; exit 0 AC, 1 WA, 2 PE, 3 FAIL, 7 points (stderr
//            starts with the fraction of the test's points, optionally after "points ");
//   kattis   `validator input answer feedback/ [flags] < output`; exit 42 AC, 43 WA; the
//            message is feedback/judgemessage.txt, a score in feedback/score.txt is a fraction;
//   lemon    `spj input output answer full_score score.txt message.txt`; the score out of
//            full_score is the fraction;
//   cms      `checker input answer output`; exit 0, the fraction 0..1 on stdout, the message on
//            stderr.
// A checker that crashes, times out, answers FAIL or anything outside its protocol is the judge's
// fault (IE), never the contestant's.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "checkers/builtin_checkers.h"
#include "judge/compile/compiler.h"
#include "judge/judging/protocols.h"
#include "judge/model/package.h"
#include "judge/model/verdict.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

// Host paths of one test's files; `scratch` is a folder the checker may use.
struct CheckFiles {
    std::filesystem::path input, output, answer, scratch;
};

class Checker {
  public:
    virtual ~Checker() = default;
    virtual CheckerOutcome check(const CheckFiles& files) const = 0;
    // True when the answer file is the only right output, so that a text difference between
    // output and answer shows where a wrong output went wrong. A checker that accepts many
    // answers reports the fault itself (its message), and a diff would point at valid lines.
    virtual bool answer_is_unique() const = 0;
};

class BuiltinChecker : public Checker {
  public:
    // With the arguments the package gives it (the tokens checker's options). nullptr when no
    // built-in checker has that name; std::invalid_argument for arguments it does not take.
    static std::unique_ptr<BuiltinChecker> find(const std::string& name,
                                                const std::vector<std::string>& arguments = {});

    CheckerOutcome check(const CheckFiles& files) const override;
    bool answer_is_unique() const override { return name_ == "tokens"; }

  private:
    BuiltinChecker(std::string name, checkers::ConfiguredCheck function)
        : name_(std::move(name)), function_(std::move(function)) {}

    std::string name_;
    checkers::ConfiguredCheck function_;
};

// A compiled checker of a package, run sandboxed, with `cpu_ms` of CPU time a test (the
// package's limits.checker_time_ms) and twice that of wall time.
class ExternalChecker : public Checker {
  public:
    ExternalChecker(Protocol protocol, CompiledProgram program, std::vector<std::string> arguments,
                    std::int64_t cpu_ms, std::int64_t memory_mib, BoxRunner& runner);

    CheckerOutcome check(const CheckFiles& files) const override;
    bool answer_is_unique() const override { return false; }

  private:
    Protocol protocol_;
    CompiledProgram program_;
    std::vector<std::string> arguments_;
    sandbox::Limits limits_;
    BoxRunner& runner_;
};

// Puts every file of `artifacts` (a compiled program) into `box`: a hard link (it costs nothing;
// the program runs as another user and cannot change it), a copy across file systems.
void place_artifacts(const std::filesystem::path& artifacts, const std::filesystem::path& box);

}  // namespace gridjudge
