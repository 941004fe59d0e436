// What a use case throws when it refuses its request before doing anything (a limit out of range,
// a test selection that names no test, a name that is not printable, an unknown problem). The
// message is for the user as it is; the CLI prints it and the web answers 400 with it.
#pragma once

#include <stdexcept>
#include <string>

namespace gridjudge::app {

class Refused : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Names a coach reads in a terminal (contestant, contest) must be printable: a control character
// (an escape sequence) in a name could rewrite the coach's terminal. Throws Refused naming
// `field` otherwise.
void require_printable(const std::string& name, const std::string& field);

}  // namespace gridjudge::app
