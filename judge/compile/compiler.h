// Compiler: turns a source into a runnable program. The interface lets the judge service be
// tested with a fake; CachedCompiler is the real one: it compiles in a box (a hostile
// source can attack the compiler too: `#include "/dev/urandom"`), against a precompiled
// <bits/stdc++.h> when the source includes it, and keeps the result in a cache keyed by
// sha256(command, compiler version, files) so grading the same source again costs nothing. Its
// boxes run through a BoxRunner (the sandbox, or a test's fake), and how a compiler's run ended is
// decided by classify_compile_run (judge/run/run_verdict.h).
//
// Only a verdict of the compiler itself is cached: a compile that failed for the judge's reasons
// (a sandbox fault, a full disk, a time limit hit under load) is an internal error, or a CE that
// is not remembered, and the next compile tries again. A cache entry records the sha256 of every
// file it holds and is checked before use; a damaged entry is discarded and rebuilt.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/compile/compile_box.h"
#include "judge/compile/language.h"
#include "judge/compile/precompiled_header.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

struct SourceFile {
    std::string name;  // a plain file name: "testlib.h"
    std::string content;
};

struct CompileRequest {
    const Language* language = nullptr;
    std::string source;                   // the main source's text
    std::vector<SourceFile> extra_files;  // placed beside it (headers it includes)
    // A grader task's jury files (grader_files.h): placed after the others, so that a file of
    // the same name cannot stand in for them; its sources are compiled with the main source
    // and, where the language runs a file or a class, the grader's is the one run.
    std::vector<SourceFile> grader_files;
    // Included code that is no program (Kattis's include/ modules and data files): placed after
    // the submission's own files, so that one of the same name gives way to it as on Kattis, and
    // kept for the run in every language; the submission stays the entry point.
    std::vector<SourceFile> included_files;
    // A program submitted as several files (submitted_sources.h), `source` then unused: each
    // keeps its own name, the entry point is chosen among them (`entry`: the one the contestant
    // named, "" for none), and the language's sources are all compiled where its compiler takes
    // several. Empty: `source` alone, named by the language.
    std::vector<SourceFile> submitted_files;
    std::string entry;
    // With a grader: the contestant's files as the grader expects them ("communication.%l", the
    // package's submission_format). One name: the module a grader run from its source imports.
    // Several: one submitted file of each name, each keeping it.
    std::vector<std::string> submission_format;
};

// What running a compiled program needs, whoever runs it (the test runner, a package's checker,
// a generator).
struct CompiledProgram {
    std::filesystem::path artifacts;  // a folder holding the files the run needs
    // argv inside the box; "{memory_mib}" is filled by program_argv() with the run's limit.
    std::vector<std::string> run_command;
    int processes = 64;                                 // tasks the run may hold (the language's)
    std::vector<std::filesystem::path> readonly_binds;  // host paths the runtime reads
    // "KEY=VALUE" the runtime needs beside the box's own ("PYPY_GC_MAX={memory_mib}MB"), filled
    // by program_argv() like the run command.
    std::vector<std::string> environment;
    // The language's: memory the runtime may use beyond the program's limit, and the line of
    // its standard error that says the program exhausted its heap (language.h).
    std::int64_t runtime_allowance_mib = 0;
    std::string memory_error_pattern = {}, heap_name = {};
    // The CPU its runs are pinned to: the judging worker's own, so that its CPU time does not
    // depend on what the other workers run beside it. Unset: wherever the kernel schedules it.
    std::optional<int> cpu = std::nullopt;
};

struct CompileResult {
    bool ok = false;
    bool cached = false;
    CompiledProgram program;       // when ok
    std::string command;           // what compiling ran, for display
    std::string compiler_version;  // the first line of the toolchain's version
    std::string log;               // compiler messages, capped
    std::string internal_error;    // non-empty: the judge failed, not the source (IE)
    std::int64_t cpu_ms = 0, wall_ms = 0;
};

class Compiler {
  public:
    virtual ~Compiler() = default;
    virtual CompileResult compile(const CompileRequest& request) = 0;
};

// The default cache folder: $GRIDJUDGE_CACHE, else $XDG_CACHE_HOME/gridjudge, else
// ~/.cache/gridjudge.
std::filesystem::path default_cache_dir();

// The toolchain version of `language` (cached per process): part of the cache key, since an
// upgraded compiler must recompile.
std::string toolchain_version(const Language& language);

class CachedCompiler : public Compiler {
  public:
    // `runner` runs the compiler's boxes; it must outlive the compiler.
    CachedCompiler(std::filesystem::path cache_dir, BoxRunner& runner, CompileLimits limits = {});

    CompileResult compile(const CompileRequest& request) override;

  private:
    std::filesystem::path cache_dir_;
    BoxRunner& runner_;
    CompileLimits limits_;
    PrecompiledHeaders precompiled_headers_;
};

}  // namespace gridjudge
