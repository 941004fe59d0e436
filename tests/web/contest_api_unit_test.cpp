// The Contest API's pieces without a server: each object's JSON from plain records (exactly the
// spec's properties when strict), and the hostile uploads a team can send as `files` (base64,
// zips with "..", absolute names, links, bombs, too many entries), each refused with 400 and a
// message that names the entry.
#include <archive_entry.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "judge/app/contest_json_clarification.h"
#include "judge/app/contest_json_contest.h"
#include "judge/app/contest_json_language.h"
#include "judge/app/contest_json_problem.h"
#include "judge/app/contest_json_submission.h"
#include "judge/app/contest_json_team.h"
#include "judge/judging/answer_files.h"
#include "judge/web/contest_api_upload.h"
#include "judge/web/contest_data.h"
#include "judge/web/http_error.h"
#include "tests/common/test_zip.h"

namespace gridjudge::web {
namespace {

using testing::zip_bytes;
using testing::ZipEntry;

using namespace std::chrono_literals;
using Json = nlohmann::ordered_json;

contest::TimePoint at(const char* text) {
    return app::stored_time(text, "test");
}

db::ContestRecord sample_contest(contest::ScoringKind scoring) {
    db::ContestRecord record;
    record.settings.id = "nwerc";
    record.settings.name = "NWERC";
    record.settings.start_time = at("2026-11-24T10:00:00Z");
    record.settings.duration = 5h;
    record.settings.scoreboard_freeze_duration = 1h;
    record.settings.scoring = scoring;
    record.settings.penalty_minutes = 20;
    return record;
}

TEST(ContestApiJson, ContestHasExactlyTheSpecsPropertiesWhenStrict) {
    const Json strict = app::contest_json(sample_contest(contest::ScoringKind::pass_fail), true);
    EXPECT_EQ(strict.dump(),
              R"({"id":"nwerc","name":"NWERC","formal_name":"NWERC",)"
              R"("start_time":"2026-11-24T10:00:00Z","duration":"5:00:00",)"
              R"("scoreboard_freeze_duration":"1:00:00","scoreboard_type":"pass-fail",)"
              R"("penalty_time":20})");
    const Json loose = app::contest_json(sample_contest(contest::ScoringKind::pass_fail), false);
    EXPECT_EQ(loose["scoring"], "pass_fail");
    EXPECT_EQ(loose["window"], "fixed");
}

// The spec's schema forbids penalty_time on a score board.
TEST(ContestApiJson, ScoreContestHasNoPenaltyTime) {
    const Json json = app::contest_json(sample_contest(contest::ScoringKind::oi), true);
    EXPECT_EQ(json["scoreboard_type"], "score");
    EXPECT_FALSE(json.contains("penalty_time"));
    db::ContestRecord unscheduled = sample_contest(contest::ScoringKind::ioi);
    unscheduled.settings.start_time.reset();
    unscheduled.settings.scoreboard_freeze_duration.reset();
    const Json later = app::contest_json(unscheduled, true);
    EXPECT_TRUE(later["start_time"].is_null());
    EXPECT_TRUE(later["scoreboard_freeze_duration"].is_null());
}

TEST(ContestApiJson, StateWritesNullForWhatHasNotHappened) {
    contest::ContestStateTimes state;
    state.started = at("2026-11-24T10:00:05Z");
    EXPECT_EQ(app::state_json(state).dump(),
              R"({"started":"2026-11-24T10:00:05Z","frozen":null,"ended":null,"thawed":null,)"
              R"("finalized":null,"end_of_updates":null})");
}

TEST(ContestApiJson, ApiInformationNamesTheVersion) {
    EXPECT_EQ(app::api_information_json().dump(),
              R"({"version":"2023-06","version_url":"https://ccs-specs.icpc.io/2023-06/)"
              R"(contest_api","provider":{"name":"gridjudge"}})");
}

TEST(ContestApiJson, ProblemLeavesOutEmptyColorsAndRoundsTheTimeLimit) {
    db::ContestProblemRecord problem{"sum", "A", "Sum", "", "", 1};
    EXPECT_EQ(app::problem_json(problem, {12, 1.0004}).dump(),
              R"({"id":"sum","label":"A","name":"Sum","ordinal":1,"time_limit":1.0,)"
              R"("test_data_count":12})");
    problem.rgb = "#ff0000";
    problem.color = "red";
    EXPECT_EQ(app::problem_json(problem, {3, std::nullopt}).dump(),
              R"({"id":"sum","label":"A","name":"Sum","ordinal":1,"rgb":"#ff0000",)"
              R"("color":"red","test_data_count":3})");
}

TEST(ContestApiJson, VerdictsAsTheSpecsJudgementTypes) {
    EXPECT_EQ(app::judgement_type_id(Verdict::RE), "RTE");
    EXPECT_EQ(app::judgement_type_id(Verdict::IE), "JE");
    EXPECT_EQ(app::judgement_type_id(Verdict::Skipped), std::nullopt);
    const Json types = app::judgement_types_json();
    ASSERT_EQ(types.size(), 9u);
    EXPECT_EQ(types[0].dump(), R"({"id":"AC","name":"correct","penalty":false,"solved":true})");
    EXPECT_EQ(types[7].dump(),
              R"({"id":"CE","name":"compiler error","penalty":false,"solved":false})");
}

TEST(ContestApiJson, LanguageExtensionsWithoutTheirDot) {
    const Language* cpp = find_language("cpp17");
    ASSERT_NE(cpp, nullptr);
    const Json json = app::language_json(*cpp, true);
    EXPECT_EQ(json["id"], "cpp17");
    EXPECT_EQ(json["entry_point_required"], false);
    EXPECT_EQ(json["extensions"][0], "cpp");
    EXPECT_FALSE(json.contains("family"));
    EXPECT_EQ(app::language_json(*cpp, false)["family"], "cpp");
}

TEST(ContestApiJson, TeamOrganizationAndAccountNeverAPassword) {
    contest::Team team{"t1", "<b>Team</b>", "", "org1", true, 60s};
    EXPECT_EQ(app::team_json(team, true).dump(),
              R"({"id":"t1","name":"<b>Team</b>","label":"t1","display_name":null,)"
              R"("organization_id":"org1","hidden":true})");
    EXPECT_EQ(app::team_json(team, false)["extra_time"], 60);
    EXPECT_EQ(app::organization_json({"org1", "Uni", "", "NLD"}).dump(),
              R"({"id":"org1","name":"Uni","formal_name":null,"country":"NLD"})");
    contest::Account judge{"j1", "jury", contest::AccountKind::judge, "t1", ""};
    EXPECT_EQ(app::account_json(judge).dump(),
              R"({"id":"j1","username":"jury","type":"judge","team_id":null})");
}

db::SubmissionRecord judged_submission() {
    db::SubmissionRecord s;
    s.id = 7;
    s.problem_id = "sum";
    s.user = "t1";
    s.contest = "nwerc";
    s.language = "cpp17";
    s.source_name = "sum.cpp";
    s.submitted_at = "2026-11-24T10:12:30Z";
    s.claimed_at = "2026-11-24T10:12:31Z";  // a worker took it a second later
    s.status = SubmissionStatus::Done;
    s.verdict = Verdict::WA;
    s.judged_at = "2026-11-24T10:12:33Z";
    db::ResultRecord first;
    first.position = 1;
    first.verdict = Verdict::AC;
    first.cpu_ms = 120;
    db::ResultRecord second = first;
    second.position = 2;
    second.verdict = Verdict::WA;
    second.cpu_ms = 340;
    db::ResultRecord skipped = first;
    skipped.position = 3;
    skipped.verdict = Verdict::Skipped;
    s.results = {first, second, skipped};
    return s;
}

TEST(ContestApiJson, SubmissionJudgementAndRuns) {
    const app::ContestClockOrigin origin{at("2026-11-24T10:00:00Z")};
    const db::SubmissionRecord s = judged_submission();
    EXPECT_EQ(
        app::submission_json(s, origin, true).dump(),
        R"({"id":"7","language_id":"cpp17","problem_id":"sum","team_id":"t1",)"
        R"("time":"2026-11-24T10:12:30Z","contest_time":"0:12:30",)"
        R"("files":[{"href":"contests/nwerc/submissions/7/files","mime":"application/zip"}]})");
    // The judgement starts when the worker's claim took it, not when it was queued.
    EXPECT_EQ(app::judgement_json(s, origin, false).dump(),
              R"({"id":"7","submission_id":"7","judgement_type_id":"WA",)"
              R"("start_time":"2026-11-24T10:12:31Z","start_contest_time":"0:12:31",)"
              R"("end_time":"2026-11-24T10:12:33Z","end_contest_time":"0:12:33",)"
              R"("max_run_time":0.34})");
    const Json runs = app::runs_json(s, origin);
    ASSERT_EQ(runs.size(), 2u);  // the skipped test is no run
    EXPECT_EQ(runs[1].dump(),
              R"({"id":"7-2","judgement_id":"7","ordinal":2,"judgement_type_id":"WA",)"
              R"("time":"2026-11-24T10:12:33Z","contest_time":"0:12:33","run_time":0.34})");
}

TEST(ContestApiJson, PendingJudgementAndARejudge) {
    const app::ContestClockOrigin origin{at("2026-11-24T10:00:00Z")};
    db::SubmissionRecord s = judged_submission();
    s.id = 9;
    s.rejudge_of = 7;
    s.status = SubmissionStatus::Judging;
    s.verdict.reset();
    s.judged_at.reset();
    EXPECT_EQ(app::judgement_json(s, origin, true).dump(),
              R"({"id":"9","submission_id":"7","judgement_type_id":null,)"
              R"("start_time":"2026-11-24T10:12:31Z","start_contest_time":"0:12:31",)"
              R"("end_time":null,"end_contest_time":null,"max_run_time":null})");
    // Not claimed yet (queued, or judged before the store kept claims): when it was queued.
    s.status = SubmissionStatus::Queued;
    s.claimed_at.reset();
    EXPECT_EQ(app::judgement_json(s, origin, true)["start_time"], "2026-11-24T10:12:30Z");
    EXPECT_TRUE(app::runs_json(s, origin).empty());
}

TEST(ContestApiJson, ClarificationBeforeTheStartHasANegativeContestTime) {
    db::ClarificationRecord c;
    c.id = 3;
    c.contest_id = "nwerc";
    c.from_team_id = "t1";
    c.problem_id = "sum";
    c.text = "Is n > 0?";
    c.time = at("2026-11-24T09:59:30Z");
    EXPECT_EQ(app::clarification_json(c, {at("2026-11-24T10:00:00Z")}).dump(),
              R"({"id":"3","from_team_id":"t1","to_team_id":null,"reply_to_id":null,)"
              R"("problem_id":"sum","text":"Is n > 0?","time":"2026-11-24T09:59:30Z",)"
              R"("contest_time":"-0:00:30"})");
}

// --- uploads

std::string refusal(const std::string& zip) {
    try {
        unpack_submission_zip(zip);
    } catch (const HttpError& error) {
        EXPECT_EQ(error.status(), 400);
        return error.what();
    }
    return "accepted";
}

TEST(ContestApiUpload, OneSourceFileComesOut) {
    const SubmittedFile file =
        unpack_submission_zip(zip_bytes({{"src/", "", AE_IFDIR}, {"src/sum.cpp", "int main(){}"}}));
    EXPECT_EQ(file.name, "sum.cpp");
    EXPECT_EQ(file.content, "int main(){}");
    // What GET .../files answers unpacks to the same.
    const SubmittedFile again = unpack_submission_zip(zip_one_file("a.py", "print(1)\n"));
    EXPECT_EQ(again.name, "a.py");
    EXPECT_EQ(again.content, "print(1)\n");
}

// Several files are one program of several files (folders flattened, sorted by name), stored as
// the judge reads them; GET .../files gives them back as they came.
TEST(ContestApiUpload, SeveralFilesAreOneProgramAndComeBackAsSent) {
    const SubmittedFile program = unpack_submission_zip(zip_bytes(
        {{"src/Solver.java", "class Solver {}"}, {"src/util/Adder.java", "class Adder {}"}}));
    EXPECT_EQ(program.name, "");
    EXPECT_EQ(program.content, encode_submitted_files({{"Adder.java", "class Adder {}"},
                                                       {"Solver.java", "class Solver {}"}}));
    const SubmittedFile again = unpack_submission_zip(zip_source("ignored", program.content));
    EXPECT_EQ(again.content, program.content);
    EXPECT_EQ(unpack_submission_zip(zip_source("a.py", "print(1)\n")).name, "a.py");
}

TEST(ContestApiUpload, EntriesThatLeaveTheFolderOrLinkAreRefusedByName) {
    EXPECT_EQ(refusal(zip_bytes({{"../evil.cpp", "x"}})).rfind("files: entry '../evil.cpp': ", 0),
              0u);
    EXPECT_EQ(
        refusal(zip_bytes({{"/etc/evil.cpp", "x"}})).rfind("files: entry '/etc/evil.cpp': ", 0),
        0u);
    EXPECT_EQ(refusal(zip_bytes({{"a.cpp", "", AE_IFLNK, "/etc/passwd"}})),
              "files: entry 'a.cpp': a symbolic link (links could lead outside the package)");
}

TEST(ContestApiUpload, BombsAndCrowdsAreRefused) {
    // 200 KiB of zeros: under the 256 KiB source cap, but a thousand times its zip.
    const std::string zeros_zip = zip_bytes({{"a.cpp", std::string(200 * 1024, '\0')}});
    ASSERT_LT(zeros_zip.size() * kMaxRatio, 200u * 1024);
    EXPECT_EQ(refusal(zeros_zip), "files: entry 'a.cpp': unpacks to more than " +
                                      std::to_string(zeros_zip.size() * kMaxRatio) +
                                      " bytes (archive bomb?)");
    // Past the 256 KiB cap at a ratio the ratio cap lets through.
    std::string lines;
    for (int i = 0; lines.size() < 300 * 1024; ++i)
        lines += "    sum[" + std::to_string(i % 997) + "] += x;\n";
    const std::string big_zip = zip_bytes({{"a.cpp", lines}});
    ASSERT_GT(big_zip.size() * kMaxRatio, kMaxSourceBytes);
    ASSERT_LE(big_zip.size(), kMaxZipBytes);
    EXPECT_EQ(refusal(big_zip),
              "files: entry 'a.cpp': unpacks to more than 262144 bytes (archive bomb?)");
    std::vector<ZipEntry> crowd;
    for (int i = 0; i < 17; ++i) crowd.push_back({"f" + std::to_string(i) + ".cpp", "x"});
    EXPECT_EQ(refusal(zip_bytes(crowd)), "files: more than 16 entries (archive bomb?)");
    EXPECT_EQ(refusal(zip_bytes({{"x/a.cpp", "x"}, {"y/a.cpp", "y"}})),
              "files: two entries named 'a.cpp'");
    EXPECT_EQ(refusal(zip_bytes({{"a.cpp", "x"}, {"my b.h", "y"}})),
              "files: entry 'my b.h': a file name with a character other than letters, digits, "
              "'.', '_', '-' and '+'");
    EXPECT_EQ(refusal(std::string(kMaxZipBytes + 1, 'x')), "files: a zip of more than 40960 bytes");
    EXPECT_EQ(refusal("not a zip").rfind("files: not a readable zip or tar archive", 0), 0u);
}

TEST(ContestApiUpload, Base64IsStrictAndCapped) {
    EXPECT_EQ(decode_base64("aGk=", 10, "files"), "hi");
    EXPECT_EQ(decode_base64("aGVsbG8h", 10, "files"), "hello!");
    const auto message = [](std::string_view text, std::size_t cap) -> std::string {
        try {
            decode_base64(text, cap, "files");
        } catch (const HttpError& error) {
            return error.what();
        }
        return "decoded";
    };
    EXPECT_EQ(message("aGk", 10), "files: not base64 (its length is not a multiple of 4)");
    EXPECT_EQ(message("a=Gk", 10),
              "files: not base64 (a character outside its alphabet at offset 1)");
    EXPECT_EQ(message("aGk=aGk=", 10),
              "files: not base64 (a character outside its alphabet at offset 3)");
    EXPECT_EQ(message("aGVsbG8h", 5), "files: more than 5 bytes once decoded");
}

// A team over its rate gets 429 with the wait in Retry-After and in the message, on the pages
// and the API alike (both answer a use case's refusal through contest_guarded's owner).
TEST(ContestErrorAnswer, ARateLimitedTeamGets429WithRetryAfter) {
    const httplib::Server::Handler handler =
        contest_guarded(Format::Json, [](const httplib::Request&, httplib::Response&) {
            throw app::ContestError(app::ContestError::Kind::rate_limited,
                                    "too many submissions: try again in 42 s", 42s);
        });
    httplib::Request request;
    httplib::Response response;
    handler(request, response);
    EXPECT_EQ(response.status, 429);
    EXPECT_EQ(response.get_header_value("Retry-After"), "42");
    EXPECT_EQ(Json::parse(response.body),
              Json({{"error", "too many submissions: try again in 42 s"}, {"status", 429}}));
    // Any other refusal says nothing about retrying.
    const httplib::Server::Handler invalid =
        contest_guarded(Format::Json, [](const httplib::Request&, httplib::Response&) {
            throw app::ContestError(app::ContestError::Kind::invalid, "the source is empty");
        });
    httplib::Response refused;
    invalid(request, refused);
    EXPECT_EQ(refused.status, 400);
    EXPECT_FALSE(refused.has_header("Retry-After"));
}

}  // namespace
}  // namespace gridjudge::web
