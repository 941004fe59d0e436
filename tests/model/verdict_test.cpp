#include "judge/model/verdict.h"

#include <gtest/gtest.h>

#include "judge/model/submission_status.h"

namespace gridjudge {
namespace {

TEST(Verdict, NamesRoundTrip) {
    for (Verdict verdict : {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                            Verdict::OLE, Verdict::RE, Verdict::IE, Verdict::CE, Verdict::Skipped})
        EXPECT_EQ(parse_verdict(verdict_name(verdict)), verdict) << verdict_name(verdict);
    EXPECT_FALSE(parse_verdict("ac").has_value());
    EXPECT_FALSE(parse_verdict("").has_value());
}

TEST(Verdict, SeverityOrdersWorstLast) {
    const Verdict order[] = {Verdict::Skipped, Verdict::AC, Verdict::PE,  Verdict::WA,
                             Verdict::OLE,     Verdict::RE, Verdict::MLE, Verdict::TLE,
                             Verdict::CE,      Verdict::IE};
    for (std::size_t i = 1; i < std::size(order); ++i)
        EXPECT_LT(verdict_severity(order[i - 1]), verdict_severity(order[i]))
            << verdict_name(order[i - 1]) << " vs " << verdict_name(order[i]);
}

TEST(SubmissionStatus, NamesRoundTrip) {
    for (SubmissionStatus status :
         {SubmissionStatus::Queued, SubmissionStatus::Judging, SubmissionStatus::Done})
        EXPECT_EQ(parse_status(status_name(status)), status);
    EXPECT_EQ(status_name(SubmissionStatus::Judging), "judging");
    EXPECT_FALSE(parse_status("finished").has_value());
}

}  // namespace
}  // namespace gridjudge
