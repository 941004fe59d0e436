// The rlimits probe in a judge that holds many descriptors: `gridjudge serve` with hundreds of
// open scoreboard streams has every descriptor below the compile and run profiles'
// RLIMIT_NOFILE in use. The probe used to take the failed open() under that limit (-1) as the
// next limit to try, found it refused, and called RLIMIT_NOFILE "not enforced": every
// submission was then an internal error ("this host cannot isolate a run").
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <vector>

#include <gtest/gtest.h>

#include "judge/sandbox/rlimits.h"

namespace gridjudge::sandbox {
namespace {

TEST(RlimitsProbe, AJudgeHoldingMoreDescriptorsThanTheLimitStillProbesIt) {
    const std::vector<RlimitSetting> settings =
        plan_rlimits(Limits{}, Profile::Compile, false, false);
    rlimit nofile{};
    for (const RlimitSetting& setting : settings)
        if (setting.resource == RLIMIT_NOFILE) nofile = setting.value;
    ASSERT_GT(nofile.rlim_cur, 0u);
    std::vector<int> held;  // every descriptor up to the limit and a few beyond
    for (rlim_t i = 0; i <= nofile.rlim_cur + 8; ++i) {
        const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        ASSERT_GE(fd, 0);
        held.push_back(fd);
    }
    EXPECT_EQ(rlimits_refused(settings), std::nullopt);
    for (int fd : held) ::close(fd);
}

}  // namespace
}  // namespace gridjudge::sandbox
