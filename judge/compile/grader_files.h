// Grader (function) tasks: how the jury's grader files join a contestant's source in the compile
// box. The grader's sources (the files with the language's extensions) are compiled after the
// contestant's; its headers only sit beside it. The contestant cannot replace a grader file: a
// source whose file name would be a grader's is renamed (C, C++) or, where the name is the
// contestant's own choice (a Java public class), refused with a compile error. Where a language
// runs a file or a class rather than a linked program (Java, Python, JavaScript), the grader's is
// the one run, and a language run from its source gets the contestant's file as the module the
// grader imports: `solution.py` (`import solution`), `solution.js` (`require('./solution.js')`).
// A Pascal grader is the program compiled, and the contestant's unit is named after the unit it
// declares, so the grader's `uses NAME;` finds it.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/compile/language.h"

namespace gridjudge {

struct GraderLayout {
    std::string source_name;  // the contestant's file name in the compile box
    std::string run_name;     // the file whose name the run command takes ({source}, {class})
    std::vector<std::string> compiled_sources;  // the grader's files given to the compiler
    std::string refusal;  // non-empty: the source cannot be compiled with this grader (why)
};

// The grader files a package gives for `language`, from its graders keyed by language id or
// alias: the key naming this very language first ("cpp17"), else one of its family ("cpp" for
// cpp17). nullptr: the package has no grader for it.
const std::vector<SourceFile>* graders_for(
    const std::map<std::string, std::vector<SourceFile>>& graders, const Language& language);

// The contestant's file with no grader is laid out as always (source_name_for), or keeps
// `given_name`, the name it was submitted with among several files, when that is not empty.
// `module` names the file a grader run from its source imports (`import communication`): its
// name without extension; empty: `solution`.
GraderLayout grader_layout(const Language& language, std::string_view source,
                           const std::vector<SourceFile>& grader_files,
                           std::string_view given_name = {}, std::string_view module = {});

// The module a grader imports the contestant's file by, from the package's submission_format
// (submission_format_files checks a submission of several names): the one name's stem; "" for
// none, or for several (each submitted file then keeps its own name).
std::string submission_module(const std::vector<std::string>& submission_format);

// A submission to a task whose submission_format names several files: "" when `submitted`
// holds one source of `language` named after each ("user1.%l" -> user1.py), else the contestant's
// compile error naming the missing files.
std::string submission_format_refusal(const Language& language,
                                      const std::vector<std::string>& submission_format,
                                      const std::vector<SourceFile>& submitted);

// The compiler runs that build a submission with a grader, from the language's `command` (which
// holds the contestant's `contestant_sources`, the entry point first). C and C++ take two: the
// contestant's files alone to objects (`-c -o main.o`; several: `-c`, each to NAME.o), in a box
// holding the grader's headers but not its sources, so no #include can bring the grader's lines
// into the log the contestant reads; then the grader's sources compiled and linked with those
// objects. Other languages take one run with the grader's sources after the contestant's. The
// grader's sources go into the box just before the last run.
std::vector<std::vector<std::string>> grader_compile_steps(
    const Language& language, const std::vector<std::string>& command,
    const std::vector<std::string>& contestant_sources,
    const std::vector<std::string>& grader_sources);

// The name a Pascal unit declares (`unit Addition;` -> "addition", lower case as Free Pascal
// looks for its file), after blanks and comments; "" when the source is no unit.
std::string pascal_unit_name(std::string_view source);

// The object file a C or C++ source compiles to on its own: "main.cpp" -> "main.o".
std::string object_name(const std::string& source);

// Puts `sources` right after the contestant's `source_name` in the compile command (before
// the libraries a C linker wants last).
void add_grader_sources(std::vector<std::string>& command, const std::string& source_name,
                        const std::vector<std::string>& sources);

}  // namespace gridjudge
