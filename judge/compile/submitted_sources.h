// A program submitted as several files (Java classes, C++ sources and headers, Python modules):
// which file is the entry point, which files the compiler is given, and which names a file may
// have. The entry point follows Kattis (problemtools' languages.yaml, its {mainfile}): the file
// the contestant named, else the only source, else the source named main.* (any case), else the
// first source by name. Java runs the class holding main (java_main_class.h), preferring the
// entry point's class, as Kattis and DOMjudge do.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "judge/compile/compiler.h"
#include "judge/compile/language.h"

namespace gridjudge {

// Whether `name` has one of the language's extensions.
bool is_source_of(const Language& language, std::string_view name);

struct EntryChoice {
    std::size_t entry = 0;  // index into the files, when `refusal` is empty
    std::string refusal;    // non-empty: no entry point (the contestant's compile error, why)
};

// The entry point among `files` (`named`: the one the contestant chose, "" for none).
EntryChoice choose_entry(const Language& language, const std::vector<SourceFile>& files,
                         std::string_view named);

// Whether the language's compiler is given every source of a submission (C, C++, Java, Kotlin,
// C#, Go, and Python's byte-compiling); otherwise the entry point alone, which finds the others
// itself (a Rust crate's `mod`, a Pascal unit, a JavaScript `require`).
bool compiles_every_source(const Language& language);

// Why `name` cannot be a submitted file's name, or "" when it can: a plain name of letters,
// digits, '.', '_', '-' and '+' (at most 100 bytes), not hidden, so that it cannot leave the
// folder it is written into nor pass for anything but a file.
std::string file_name_refusal(std::string_view name);

}  // namespace gridjudge
