// read_host_clock on /proc files as a bare machine, a virtual machine whose kernel reports steal
// time, and one whose kernel does not (this project's CI host is such a machine) write them.
#include "judge/sandbox/host_clock.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <fstream>

namespace gridjudge::sandbox {
namespace {
namespace fs = std::filesystem;

constexpr const char* kBareFlags = "flags\t\t: fpu vme de pse tsc msr pae mce cx8 apic sse2 ht\n";
constexpr const char* kGuestFlags =
    "flags\t\t: fpu vme de pse tsc msr sse2 ht syscall hypervisor lahf_lm cr8_legacy\n";

class HostClockTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string pattern = (fs::temp_directory_path() / "host-clock-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        dir_ = pattern;
    }
    void TearDown() override { fs::remove_all(dir_); }

    HostClock read(const std::string& flags_line, const std::string& stat) {
        std::ofstream(dir_ / "cpuinfo") << "processor\t: 0\nvendor_id\t: AuthenticAMD\n"
                                        << flags_line << "\nprocessor\t: 1\n"
                                        << flags_line;
        std::ofstream(dir_ / "stat") << stat << "cpu0 1 2 3 4 5 6 7 8 0 0\nintr 12345\n";
        return read_host_clock(dir_ / "cpuinfo", dir_ / "stat");
    }

    fs::path dir_;
};

TEST_F(HostClockTest, ABareMachineHasNothingToSay) {
    const HostClock clock = read(kBareFlags, "cpu  100 0 50 800 10 0 5 0 0 0\n");
    EXPECT_FALSE(clock.virtual_machine);
    EXPECT_FALSE(clock.steal_unreported());
    EXPECT_EQ(host_clock_note(clock), std::nullopt);
}

TEST_F(HostClockTest, AGuestWithoutStealTimeIsNamed) {
    const HostClock clock =
        read(kGuestFlags, "cpu  7381513 580063 3416299 2937515 36540 0 33406 0 0 0\n");
    EXPECT_TRUE(clock.virtual_machine);
    EXPECT_EQ(clock.steal_ticks, 0ULL);
    EXPECT_TRUE(clock.steal_unreported());
    EXPECT_EQ(host_clock_note(clock),
              "CPU time: this virtual machine's kernel has reported no steal time since boot, so "
              "time the host gives its other guests while a program runs counts as that "
              "program's CPU time; times near a limit move with the host's load");
}

// Guest time (the last two columns) is already counted in user and nice: it is not added again.
TEST_F(HostClockTest, AGuestsStealTimeIsAShareOfAllItsTime) {
    const HostClock clock = read(kGuestFlags, "cpu  500 100 200 1150 20 5 5 20 400 0\n");
    EXPECT_EQ(clock.steal_ticks, 20ULL);
    EXPECT_EQ(clock.total_ticks, 2000ULL);
    ASSERT_TRUE(clock.steal_share());
    EXPECT_DOUBLE_EQ(*clock.steal_share(), 0.01);
    EXPECT_FALSE(clock.steal_unreported());
    EXPECT_EQ(host_clock_note(clock),
              "CPU time: the host took 1.00 % of this virtual machine's CPU time since boot "
              "(steal time), which a kernel with paravirtual time accounting leaves out of "
              "programs' CPU times");
}

TEST_F(HostClockTest, AStatWithoutAStealColumnIsNotReadAsNoSteal) {
    const HostClock clock = read(kGuestFlags, "cpu  500 100 200 1150 20 5 5\n");
    EXPECT_EQ(clock.steal_ticks, std::nullopt);
    EXPECT_FALSE(clock.steal_unreported());
    EXPECT_EQ(host_clock_note(clock),
              "CPU time: this virtual machine's steal time cannot be read (/proc/stat)");
}

TEST_F(HostClockTest, MissingFilesSayNothingFalse) {
    const HostClock clock = read_host_clock(dir_ / "no-cpuinfo", dir_ / "no-stat");
    EXPECT_FALSE(clock.virtual_machine);
    EXPECT_EQ(clock.steal_ticks, std::nullopt);
    EXPECT_EQ(clock.steal_share(), std::nullopt);
    EXPECT_EQ(host_clock_note(clock), std::nullopt);
}

}  // namespace
}  // namespace gridjudge::sandbox
