#include "checkers/checker_main.h"

#include <exception>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace gridjudge::checkers {
namespace {

std::string read_whole_file(const char* path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error(std::string("cannot read ") + path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

// The judge shows the message in one table cell: keep it on one line.
std::string one_line(std::string message) {
    for (char& c : message)
        if (c == '\n' || c == '\r') c = ' ';
    return message;
}

}  // namespace

int run_checker_main(int argc, char** argv, CheckFunction check) {
    CheckResult result = CheckResult::fail("");
    try {
        if (argc != 4)
            throw std::runtime_error(std::string("usage: ") + (argc > 0 ? argv[0] : "checker") +
                                     " input output answer");
        const std::string input = read_whole_file(argv[1]);
        const std::string output = read_whole_file(argv[2]);
        const std::string answer = read_whole_file(argv[3]);
        result = check(input, output, answer);
    } catch (const std::exception& error) {
        result = CheckResult::fail(error.what());
    }
    std::cerr << one_line(result.message) << "\n";
    return static_cast<int>(result.verdict);
}

}  // namespace gridjudge::checkers
