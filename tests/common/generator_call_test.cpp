#include "generators/common/generator_call.h"

#include <gtest/gtest.h>

namespace gridjudge {
namespace {

std::vector<std::string> words(std::initializer_list<const char*> list) {
    return {list.begin(), list.end()};
}

TEST(GeneratorCall, ParsesAndRoundTripsTheCommandLine) {
    auto args = words({"huarongdao", "open", "--n", "30", "--m", "29", "--seed", "77"});
    GeneratorCall call = GeneratorCall::parse(args);
    EXPECT_EQ(call.problem, "huarongdao");
    EXPECT_EQ(call.strategy, "open");
    EXPECT_EQ(call.seed, 77u);
    EXPECT_EQ(call.int_option("n", 1, 1, 30), 30);
    EXPECT_EQ(call.int_option("q", 5, 1, 500), 5);
    EXPECT_EQ(call.command_line(), "gridjudge generate huarongdao open --n 30 --m 29 --seed 77");
}

TEST(GeneratorCall, RejectsBadCallsWithAClearMessage) {
    auto expect_error = [](std::vector<std::string> args, const std::string& message) {
        try {
            GeneratorCall::parse(args);
            ADD_FAILURE() << "accepted: " << message;
        } catch (const GeneratorError& error) {
            EXPECT_EQ(error.what(), message);
        }
    };
    expect_error(words({"huarongdao", "open", "--n", "3"}),
                 "--seed is required (the same seed gives the same test)");
    expect_error(words({"huarongdao", "open", "--seed", "-1"}),
                 "--seed: expected a non-negative integer below 2^64, got '-1'");
    expect_error(words({"huarongdao", "open", "n", "3", "--seed", "1"}),
                 "expected an option like --n, got 'n'");
    expect_error(words({"huarongdao", "open", "--n", "3", "--n", "4", "--seed", "1"}),
                 "--n: given twice");
    expect_error(words({"huarongdao", "open", "--n"}), "--n: missing value");
}

TEST(GeneratorCall, OptionsAreRangeCheckedAndKnown) {
    auto args = words({"p", "s", "--n", "31", "--x", "abc", "--seed", "1"});
    GeneratorCall call = GeneratorCall::parse(args);
    EXPECT_THROW(call.int_option("n", 1, 1, 30), GeneratorError);
    EXPECT_THROW(call.int_option("x", 1, 1, 30), GeneratorError);
    try {
        call.expect_only({"n"});
        ADD_FAILURE();
    } catch (const GeneratorError& error) {
        EXPECT_STREQ(error.what(), "strategy 's' has no option --x (it takes --n)");
    }
}

TEST(GeneratorCall, SetReplacesOrAppends) {
    GeneratorCall call{"p", "s", {}, 3};
    call.set("n", 4).set("m", 5).set("n", 6);
    EXPECT_EQ(call.command_line(), "gridjudge generate p s --n 6 --m 5 --seed 3");
}

}  // namespace
}  // namespace gridjudge
