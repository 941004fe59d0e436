// What every importer shares. ImportContext owns the bookkeeping of one import: the foreign
// package (read only through PackageDir), the staging folder everything is written to, the caps
// on what may be copied, the PackageTools that run the package's programs, and the notes.
// ProblemDraft is one problem being written into problems/<id>/ of the staging folder: it copies
// files, brings testlib.h when a program needs it, and at the end validates every test with the
// package's validators (through PackageTools) before writing problem.json.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "judge/model/package.h"
#include "judge/package/import_types.h"
#include "judge/package/package_dir.h"
#include "judge/package/package_tools.h"
#include "judge/package/staging_folder.h"

namespace gridjudge::package {

class ImportContext {
  public:
    ImportContext(const PackageDir& source, const StagingFolder& staging, PackageTools& tools,
                  const ImportOptions& options, ImportResult& result);

    const PackageDir& source() const { return source_; }
    PackageTools& tools() const { return tools_; }
    const ImportOptions& options() const { return options_; }
    const StagingFolder& staging() const { return staging_; }
    ImportResult& result() const { return result_; }

    void note(std::string text) const { result_.notes.push_back(std::move(text)); }

    // A whole file of the foreign package (manifests, configs), within the per-file cap.
    std::string read(std::string_view path) const;

    // Copies a foreign file to a staged path; every copy counts against the caps.
    void copy(std::string_view source_path, std::string_view staged_path) const;
    void write(std::string_view staged_path, std::string_view content) const;

    std::string origin() const;

    // Counts a file a program made (a generated test, an answer) against the caps.
    void count_made(const std::filesystem::path& file, std::string_view what) const;

  private:
    void count(std::int64_t bytes, std::string_view what) const;

    const PackageDir& source_;
    const StagingFolder& staging_;
    PackageTools& tools_;
    const ImportOptions& options_;
    ImportResult& result_;
    mutable std::int64_t total_bytes_ = 0, files_ = 0;
};

// The most of a compiler's log an import error quotes.
inline constexpr std::size_t kCompileLogLimit = 8 * 1024;

class ProblemDraft {
  public:
    // `id` must be a valid problem id not yet used in this import.
    ProblemDraft(const ImportContext& context, std::string id, PackageFormat format);

    ProblemPackage& package() { return package_; }
    const ProblemPackage& package() const { return package_; }
    const ImportContext& context() const { return context_; }
    std::string folder() const { return "problems/" + package_.id; }
    std::filesystem::path host_path(std::string_view package_path) const;

    // Copies a file of the foreign package; messages about it (an invalid test) name the
    // foreign file, as its author knows it.
    void copy(std::string_view source_path, std::string_view package_path) const;
    void write(std::string_view package_path, std::string_view content) const;
    // The host path a program writes `package_path` to, its folders created; call made() after.
    std::filesystem::path output_path(std::string_view package_path) const;
    void made(std::string_view package_path) const;

    // Where the foreign package keeps its own testlib.h (empty: it ships none).
    void set_shipped_testlib(std::string path) { shipped_testlib_ = std::move(path); }
    // Makes files/testlib.h available for `needed_by` (a path, for the message): the package's
    // own copy when it ships one, else the --testlib file; without either the import fails
    // saying so. Idempotent.
    void add_testlib(std::string_view needed_by);

    // A program of the foreign package run from the scratch area (generators, the main
    // solution, validators beyond the first): copied there once with `headers` (foreign paths)
    // beside it; the package's files (testlib.h) are given as include files.
    ToolProgram work_program(std::string_view source_path, std::string language,
                             const std::vector<std::string>& headers = {});

    struct Validator {
        ProgramSpec spec;     // protocol and arguments
        ToolProgram program;  // what runs
    };
    // Runs every validator on every test's input (testlib: exit 0 valid; Kattis: exit 42);
    // the first invalid test fails the import, named with the validator's message. A test's
    // group's validator_arguments follow the validator's own (Kattis input_validator_args).
    void validate_tests(const std::vector<Validator>& validators);

    // Compiles `program` (without running it) and throws PackageError "<what> <source>: ..."
    // with the compiler's log when it does not compile. Every program a package brings is
    // compiled at import: validate_tests() compiles the validators, finish() the checker, the
    // validator and the interactor; importers call it for generators they do not run.
    void require_compiles(const ToolProgram& program, std::string_view what,
                          std::string_view source) const;

    // Compiles the checker, validator and interactor (require_compiles), then check_package,
    // sha256 of every test, problem.json; records the problem in the result.
    void finish();

  private:
    const ImportContext& context_;
    ProblemPackage package_;
    bool has_testlib_ = false;
    std::string shipped_testlib_;
    // Package path -> the foreign file it was copied from, as messages name it.
    mutable std::map<std::string, std::string, std::less<>> origins_;
};

// A problem id made from a foreign name: lower case, other characters as '-', at most 64.
// Throws PackageError when nothing usable is left.
std::string problem_id_from(std::string_view name, std::string_view where);

// The language of a program the judge must compile, by its extension through the judge's language
// table: "" for C++ (the judge's default), else the language's id ("c11", "python3", "java17",
// "pascal"). Throws PackageError naming `where` for a shell script or build/run script (nothing
// runs a shell in the sandbox) and for an extension no language has.
std::string language_of_source(std::string_view path, std::string_view where);

// Whether `path` is a C or C++ source by the judge's language table: what a Kattis or LemonLime
// package's own programs must be (their judges build them with a C/C++ compiler).
bool is_c_or_cpp_source(std::string_view path);
// The C and C++ extensions of the language table, in its order (".c", ".cpp", ".cc", ...).
std::vector<std::string_view> c_and_cpp_extensions();

// A C/C++ source's #include lines: the header as written and whether it was "quoted" (a header
// of the program's own, found beside the source) rather than <bracketed>.
struct IncludeLine {
    std::string header;
    bool quoted = false;
};
std::vector<IncludeLine> include_lines(std::string_view source_text);

// True when one of the source's #include lines names testlib.h (a comment mentioning it is not).
bool includes_testlib(std::string_view source_text);

// The program a ProgramSpec of the draft names, for PackageTools: its staged source and every
// file of the package beside it (headers such as testlib.h).
ToolProgram tool_program(const ProblemDraft& draft, const ProgramSpec& spec);

// Throws PackageError "<what> <source>: <why>" unless the run ended (compiled and finished).
void require_ran(const ToolResult& result, std::string_view what, std::string_view source);

// The first non-empty line of a program's error output, for messages (at most 200 characters).
std::string first_line(std::string_view text);

}  // namespace gridjudge::package
