// The problem package model: everything the judge, the reports and the web know about a problem,
// whatever made it (`gen` for the built-in problems, `import` for Polygon, Kattis, Hydro and
// LemonLime packages). It is plain data; its file form is problem.json, format version 2
// (package_json.h, documented in docs/package-format.md), and the database keeps the same JSON
// beside the test rows. Nothing here knows a particular problem.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "judge/model/verdict.h"

namespace gridjudge {

// The format version this build writes and the newest it reads.
inline constexpr int kPackageFormatVersion = 2;

// Limits as the package states them; the judge turns them into a run's limits
// (judge/model/limits.h owns the ranges and the defaults).
struct ProblemLimits {
    std::int64_t time_ms = 1000;    // CPU time per test
    std::int64_t wall_ms = 0;       // 0: derived from time_ms by the judge
    std::int64_t memory_mib = 256;  // also the stack limit
    std::int64_t output_mib = 64;   // the largest file the program may write
    // Per language family ("python", "java", "pascal", "c", "cpp"): the time limit is multiplied
    // by this for programs in that language.
    std::map<std::string, double> time_multipliers;
    // CPU time a package's own checker (output validator) may take on one test: Kattis's
    // validation_time, whose default (60 s) is every package's. A checker that needs it is
    // slow, not broken; only a broken one runs into it, and that test is then IE.
    std::int64_t checker_time_ms = 60'000;
    // Memory the package's checker may use on one test: Kattis's validation_memory, a guarantee
    // (the format's typical default is 2048 MiB; gridjudge's own is 1024).
    std::int64_t checker_memory_mib = 1024;

    bool operator==(const ProblemLimits&) const = default;
};

enum class IoMode { Stdio, File };

// File mode (NOIP): the program finds the test's input in `input_file` in its working directory
// (and on stdin too) and must write its answer to `output_file`; only that file is judged.
struct ProblemIo {
    IoMode mode = IoMode::Stdio;
    std::string input_file, output_file;  // file mode only: "puzzle.in", "puzzle.out"

    bool operator==(const ProblemIo&) const = default;
};

// How a program outside the judge speaks to it.
enum class Protocol {
    Builtin,  // a checker or validator compiled into gridjudge, called in process by name
    Testlib,  // checker: `check in out ans` exit 0 AC, 1 WA, 2 PE, 3 FAIL, 7 points;
              // validator: input on stdin, exit 0 valid; interactor: `interactor in tout [ans]`
    Kattis,   // output validator: `validate in ans feedback_dir < out`, exit 42 AC, 43 WA;
              // input validator: stdin, exit 42 valid; interactive: `validate in ans feedback_dir`
    Lemon,    // LemonLime special judge: `spj in out ans full_score score_file message_file`
    Cms,      // CMS comparator: `checker in ans out`; stdout the fraction 0..1, stderr the message
};

// A checker, validator or interactor: built in (by name) or a source file of the package,
// compiled by the judge (in its compile sandbox, cached) and run sandboxed with its own limits.
struct ProgramSpec {
    Protocol protocol = Protocol::Builtin;
    std::string name;      // Builtin: "tokens", "wallpusher", a built-in problem's validator id
    std::string source;    // otherwise: the source's path in the package
    std::string language;  // a language id ("cpp17"); empty: from the source's extension
    // Extra arguments: Kattis validator flags ("float_tolerance 1e-6" as two words), testlib
    // validator flags; for the built-in tokens checker, its options.
    std::vector<std::string> arguments;

    bool operator==(const ProgramSpec&) const = default;
};

// How a group's tests add up to the group's score. A test's fraction is 1 for AC, 0 for a
// failure, between for a checker's partial points.
enum class Aggregation {
    EachTest,  // every test carries its own points: score = sum of fraction x test points
    Sum,       // the group's points spread evenly: score = points x mean fraction
    Min,       // all or nothing: score = points x smallest fraction (later tests may be skipped)
    Max,       // score = points x largest fraction
};

struct TestGroup {
    std::string name;
    double points = 0;  // EachTest: the sum of its tests' points
    Aggregation aggregation = Aggregation::EachTest;
    // Groups that must be fully solved for this one to score; otherwise its tests are skipped.
    std::vector<std::string> depends_on;
    // Added after the validator's own arguments when it checks this group's inputs (Kattis's
    // per-group input_validator_args / input_validator_flags). The default initializer lets the
    // many {name, points, aggregation, depends_on} initializers stay as they are.
    std::vector<std::string> validator_arguments = {};

    bool operator==(const TestGroup&) const = default;
};

struct PackageTest {
    std::string name;   // unique in the package: "01", "sample-1", "secret/g1/03"
    std::string group;  // a TestGroup's name
    double points = 0;  // used by EachTest groups
    bool sample = false;
    std::string input, answer;  // paths in the package
    std::string input_sha256, answer_sha256;
    std::string generator;  // the command line that remakes the input; empty for a manual test
    std::string size_summary, answer_summary;  // one line each, for people
    // Output-only problems: the name of the file a contestant submits as this test's answer when
    // the package's own format names it (LemonLime: the input's base name and the task's answer
    // extension, "data1.out"), besides the names every output-only test takes
    // (judge/judging/answer_files.h). Empty: only those.
    std::string answer_file = {};

    bool operator==(const PackageTest&) const = default;
};

struct Statement {
    std::string language;  // "en", "zh"
    std::string format;    // "markdown", "html", "tex", "pdf", "text"
    std::string path;      // in the package

    bool operator==(const Statement&) const = default;
};

// Where the package came from, for the coach and for `export`.
struct Provenance {
    std::string format = "gridjudge";  // "gridjudge", "polygon", "kattis", "hydro", "lemonlime",
                                       // "cms"
    std::string origin;                // the imported path, or the gen command line
    std::string seed;                  // gen's master seed
    std::string generated_by;          // "gridjudge 0.2.0"

    bool operator==(const Provenance&) const = default;
};

// A program the package carries to prove itself (`gridjudge verify`): the jury's solutions with
// the verdicts they are meant to get, whatever tagged them (Polygon's tags, Kattis's
// submissions/<verdict>/ folders, DOMjudge's @EXPECTED_RESULTS@ comments).
struct PackageSolution {
    std::string source;             // its path in the package; of several files, the entry point
    std::string language;           // a language id ("cpp17", "python3"); empty: from the extension
    std::vector<Verdict> expected;  // every verdict the solution may get; never empty
    std::optional<double> score;    // the exact score it must get, when the package says
    std::string tag;                // the package's own words: "main", "wrong-answer"
    bool main = false;              // the reference solution (Polygon's tag "main")
    // A program of several files (Kattis's submissions/<verdict>/<folder>/): the other files'
    // paths, each submitted beside `source` under its own name. Empty: `source` alone.
    std::vector<std::string> companions = {};

    bool operator==(const PackageSolution&) const = default;
};

// How a submission's overall verdict follows from its tests' (judge/judging/scoring.h).
enum class VerdictRule {
    WorstTest,  // the worst verdict of the tests that ran: gridjudge's own rule
    // AC when some group without samples has every test accepted, else the worst test's
    // verdict: problemtools' default grader with accept_if_any_accepted on data/secret (its
    // groups) and ignore_sample on data/ (the scoring packages Kattis publishes).
    AnyGroupAccepted,
};

// What a contestant submits for the problem.
enum class ProblemKind {
    Batch,       // a program, run on every test (interactive when the package has an interactor)
    OutputOnly,  // answers, one file per test, judged by the checker: nothing is compiled or run
};

struct ProblemPackage {
    std::string id;  // [a-z0-9][a-z0-9_-]*, at most 64 characters
    std::string title;
    std::vector<Statement> statements;
    ProblemLimits limits;
    ProblemIo io;
    ProgramSpec checker{Protocol::Builtin, "tokens", "", "", {}};  // the built-in token compare
    std::optional<ProgramSpec> validator;   // checks every input the package brings
    std::optional<ProgramSpec> interactor;  // present: an interactive problem
    std::vector<TestGroup> groups;          // in judging order; every test's group is here
    std::vector<PackageTest> tests;         // in judging order
    std::vector<std::string> files;         // other files the programs need (testlib.h, headers)
    // A grader (function) task's jury files per language, keyed by a language id or alias ("cpp",
    // "c", "java17"): compiled with the contestant's source and placed after it (its sources are
    // added to the compile command, its headers put beside it). Empty: the contestant writes the
    // whole program. A language without an entry is judged as in any batch problem.
    std::map<std::string, std::vector<std::string>> graders;
    // The contestant's files as the graders expect them, in CMS's notation ("communication.%l":
    // %l is the language's extension). One name: the module a stub run from its source imports
    // (`import communication`). Several: a submission holds one file of each name (a
    // Communication task's process each), compiled together with the grader. Empty: as always.
    std::vector<std::string> submission_format;
    // Included code that is no program of its own (Kattis's include/<language>/ without a main.*,
    // and include/default for every language), keyed by a language id or alias, or "default":
    // placed beside the submission after its own files and kept for its run (a Python module it
    // imports, a data file it reads); the submission stays the entry point.
    std::map<std::string, std::vector<std::string>> included;
    // The jury's tagged solutions (verify).
    std::vector<PackageSolution> solutions;
    VerdictRule verdict_rule = VerdictRule::WorstTest;
    Provenance provenance;
    ProblemKind kind = ProblemKind::Batch;

    bool interactive() const { return interactor.has_value(); }
    bool output_only() const { return kind == ProblemKind::OutputOnly; }
    const TestGroup* group(const std::string& name) const;
    // Points of the whole problem: the sum over groups.
    double total_points() const;

    bool operator==(const ProblemPackage&) const = default;
};

// "builtin", "testlib", "kattis", "lemon", "cms"
std::string_view protocol_name(Protocol protocol);
std::optional<Protocol> parse_protocol(std::string_view name);
std::string_view aggregation_name(Aggregation aggregation);  // "each-test", "sum", "min", "max"
std::optional<Aggregation> parse_aggregation(std::string_view name);
std::string_view io_mode_name(IoMode mode);            // "stdio", "file"
std::string_view verdict_rule_name(VerdictRule rule);  // "worst-test", "any-group-accepted"
std::optional<VerdictRule> parse_verdict_rule(std::string_view name);
std::string_view problem_kind_name(ProblemKind kind);  // "batch", "output-only"
std::optional<ProblemKind> parse_problem_kind(std::string_view name);

// "12.5", "100", "33.33": a score as people read it (at most two decimals, no trailing zeros).
std::string format_points(double points);

}  // namespace gridjudge
