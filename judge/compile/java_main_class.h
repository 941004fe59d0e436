// Which compiled Java class a program starts in. Kattis and DOMjudge run the class that holds
// `public static void main(String[])`, whatever the file or the class is called; gridjudge does
// the same by reading the .class files javac left (their constant pool and method table, the
// JVM's own description of the class), not by guessing from the source text.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridjudge {

// The class's binary name ("Solver", "Outer$Inner") when the class file declares
// `public static void main(String[])`; nullopt when it does not or is not a class file.
std::optional<std::string> main_class_of(std::string_view class_file);

// The class to run among the .class files of `folder`: `preferred` (the source file's name) when
// it has main, else the one top-level class with main, else the one class with main; nullopt
// when none or several qualify (the JVM then says what is wrong).
std::optional<std::string> java_main_class(const std::filesystem::path& folder,
                                           std::string_view preferred);

}  // namespace gridjudge
