// No silent skips: where CI sets GRIDJUDGE_REQUIRE_SANDBOX=1 the host is known to isolate, and a
// sandbox test that cannot run there means a broken sandbox, so it fails instead of skipping.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace gridjudge::sandbox {

inline bool sandbox_required() {
    const char* required = std::getenv("GRIDJUDGE_REQUIRE_SANDBOX");
    return required && std::string(required) != "0";
}

}  // namespace gridjudge::sandbox

// Skips the current test with `why`, or fails it where the sandbox is required. Returns from
// the calling function, as GTEST_SKIP does.
#define GRIDJUDGE_SKIP_UNLESS_REQUIRED(why)                                                    \
    do {                                                                                       \
        const std::string gridjudge_skip_reason = (why);                                       \
        if (::gridjudge::sandbox::sandbox_required())                                          \
            GTEST_FAIL() << "GRIDJUDGE_REQUIRE_SANDBOX is set, but " << gridjudge_skip_reason; \
        GTEST_SKIP() << gridjudge_skip_reason;                                                 \
    } while (false)
