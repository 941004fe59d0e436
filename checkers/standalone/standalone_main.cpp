// The main() of a standalone checker: one self-contained source, made at build time from the
// checker's own files (cmake/AmalgamateSources.cmake), that gridjudge writes into exported
// packages so another judge can compile it with g++ alone. It speaks the protocol the exporter
// chose by the macros it puts first in the file:
//   testlib (default; Polygon, Hydro): `check input output answer`, exit 0 AC, 1 WA, 2 PE,
//     3 FAIL, one-line message on stderr; further arguments (a result file) are ignored;
//   Kattis (GRIDJUDGE_KATTIS_PROTOCOL defined): `validate input answer feedback_dir [arguments]
//     < output`, exit 42 accepted, 43 rejected (WA and PE alike), the message in
//     feedback_dir/judgemessage.txt; a FAIL (the jury's files are wrong) exits 1 with
//     judgeerror.txt, which Kattis reports as a judge error.
// GRIDJUDGE_CHECKER_ARGUMENTS, when defined, is a list of string literals: the checker's options
// as the problem gives them (the tokens checker's "text", ...), placed before any command-line
// arguments.
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/check_result.h"

namespace gridjudge::checkers {
// Defined by the checker's entry file (standalone/<name>_entry.cpp).
CheckResult standalone_check(std::string_view input, std::string_view output,
                             std::string_view answer, const std::vector<std::string>& arguments);
}  // namespace gridjudge::checkers

namespace {

using gridjudge::checkers::CheckResult;
using gridjudge::checkers::CheckVerdict;

std::string read_whole(std::istream& stream) {
    return std::string(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

std::string read_named(const char* path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error(std::string("cannot read ") + path);
    return read_whole(file);
}

std::string one_line(std::string message) {
    for (char& c : message)
        if (c == '\n' || c == '\r') c = ' ';
    return message;
}

std::vector<std::string> baked_arguments() {
#ifdef GRIDJUDGE_CHECKER_ARGUMENTS
    return {GRIDJUDGE_CHECKER_ARGUMENTS};
#else
    return {};
#endif
}

#ifdef GRIDJUDGE_KATTIS_PROTOCOL
void write_feedback(const std::string& folder, const char* name, const std::string& text) {
    std::ofstream file(folder + "/" + name, std::ios::binary);
    file << text << "\n";
}

int kattis_main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: " << argv[0] << " input answer feedback_dir [arguments] < output\n";
        return 1;
    }
    CheckResult result = CheckResult::fail("");
    try {
        std::vector<std::string> arguments = baked_arguments();
        for (int i = 4; i < argc; ++i) arguments.emplace_back(argv[i]);
        const std::string input = read_named(argv[1]);
        const std::string answer = read_named(argv[2]);
        const std::string output = read_whole(std::cin);
        result = gridjudge::checkers::standalone_check(input, output, answer, arguments);
    } catch (const std::exception& error) {
        result = CheckResult::fail(error.what());
    }
    const std::string message = one_line(result.message);
    std::cerr << message << "\n";
    switch (result.verdict) {
        case CheckVerdict::Ok:
            write_feedback(argv[3], "judgemessage.txt", message);
            return 42;
        case CheckVerdict::WrongAnswer:
        case CheckVerdict::PresentationError:
            write_feedback(argv[3], "judgemessage.txt", message);
            return 43;
        case CheckVerdict::Fail:
            break;
    }
    write_feedback(argv[3], "judgeerror.txt", message);
    return 1;
}
#else
int testlib_main(int argc, char** argv) {
    CheckResult result = CheckResult::fail("");
    try {
        if (argc < 4)
            throw std::runtime_error(std::string("usage: ") + argv[0] + " input output answer");
        result = gridjudge::checkers::standalone_check(read_named(argv[1]), read_named(argv[2]),
                                                       read_named(argv[3]), baked_arguments());
    } catch (const std::exception& error) {
        result = CheckResult::fail(error.what());
    }
    std::cerr << one_line(result.message) << "\n";
    return static_cast<int>(result.verdict);
}
#endif

}  // namespace

int main(int argc, char** argv) {
#ifdef GRIDJUDGE_KATTIS_PROTOCOL
    return kattis_main(argc, argv);
#else
    return testlib_main(argc, argv);
#endif
}
