// The reference solver as a program (stdin -> stdout), so the kill test can hold it to the same
// one-second rule as the wrong solutions.
#include <iostream>
#include <iterator>
#include <string>

#include "reference/huarongdao/huarongdao.h"

int main() {
    std::string input(std::istreambuf_iterator<char>(std::cin), {});
    std::cout << gridjudge::huarongdao::solve(input, "<stdin>");
}
