// PreparedProblem: one version of a problem made ready to judge with — its package model read
// from the store, its test rows, and its checker: a built-in one, or the package's own source
// compiled (in the compile sandbox, through the compile cache). Prepared once per test set by a
// ProblemPreparer and shared by every submission judged on it.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "db/store.h"
#include "judge/compile/compiler.h"
#include "judge/judging/cached_test_data.h"
#include "judge/judging/checker.h"
#include "judge/judging/interactive_test_judge.h"
#include "judge/model/package.h"
#include "judge/run/box_runner.h"

namespace gridjudge {

struct PreparedProblem {
    db::TestSetRecord test_set;
    ProblemPackage package;
    std::vector<db::TestRecord> tests;
    std::unique_ptr<Checker> checker;
    std::optional<InteractorProgram> interactor;  // an interactive problem's, compiled
    // A grader task's files per language key, as the package names them (graders_for picks).
    std::map<std::string, std::vector<SourceFile>> graders;
    // Included code per language key or "default" (ProblemPackage::included), read likewise.
    std::map<std::string, std::vector<SourceFile>> included;
    // Non-empty: the problem cannot judge anything (its checker does not compile, its
    // package is unreadable). Every submission on it is IE with this message.
    std::string setup_error;
};

// A package program (checker, validator, interactor) compiled from the package's files.
struct PackageProgram {
    CompileResult compiled;
    std::string error;         // non-empty: it could not be compiled (the message says why)
    bool judge_fault = false;  // the compiler failed for the machine's reasons, not the source's
};

class ProblemPreparer {
  public:
    ProblemPreparer(Compiler& compiler, BoxRunner& runner, TestDataCache& data);

    // Thread-safe; the result is kept for the life of the preparer.
    std::shared_ptr<const PreparedProblem> prepare(db::Store& store, std::int64_t test_set_id);

    // Compiles `program` (a source of the package stored as test set `test_set_id`) with the
    // package's other files beside it.
    PackageProgram compile_package_program(db::Store& store, std::int64_t test_set_id,
                                           const ProblemPackage& package,
                                           const ProgramSpec& program);

  private:
    std::shared_ptr<PreparedProblem> build(db::Store& store, std::int64_t test_set_id);
    // The package's grader or included files (`field` names which in messages), read from the
    // stored package (std::runtime_error if one is missing or a key is not a language, nor
    // "default" where `default_key` allows it).
    std::map<std::string, std::vector<SourceFile>> load_keyed_files(
        db::Store& store, std::int64_t test_set_id,
        const std::map<std::string, std::vector<std::string>>& keyed, const std::string& field,
        bool default_key);

    Compiler& compiler_;
    BoxRunner& runner_;
    TestDataCache& data_;
    std::mutex mutex_;
    std::map<std::int64_t, std::shared_ptr<PreparedProblem>> prepared_;
};

}  // namespace gridjudge
