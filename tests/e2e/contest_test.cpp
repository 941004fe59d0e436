// A live contest through the real gridjudge on a real SQLite file: examples/live-contest
// imported (its three Kattis packages and its accounts), started, submitted to as its teams,
// judged by a real worker in the sandbox, its scoreboard exact; the refusals a user meets
// (the same contest twice, a problem that is neither in the package nor stored, a second
// start, a submission after the end), the export of the finished contest, and a team's question
// asked from the command line.
#include <gtest/gtest.h>

#include "db/contest_store.h"
#include "db/store.h"
#include "judge/util/files.h"
#include "tests/common/run_program.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;

class ContestCli : public ::testing::Test {
  protected:
    void SetUp() override {
        static int count = 0;
        folder = scratch_dir() / ("contest-" + std::to_string(++count));
        fs::create_directories(folder);
        db = (folder / "gridjudge.db").string();
    }
    testing::ProgramRun run(std::vector<std::string> args, const std::string& input = "") {
        args.insert(args.begin(), "contest");
        args.push_back("--db");
        args.push_back(db);
        return gridjudge(args, input, folder);
    }
    fs::path source(const std::string& name, const std::string& text) {
        write_file_atomic(folder / name, text);
        return folder / name;
    }
    fs::path folder;
    std::string db;
};

TEST_F(ContestCli, TheExampleImportsRunsAndScoresExactly) {
    auto imported = run({"import", (kSourceDir / "examples/live-contest").string(), "--out",
                         (folder / "packages").string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_EQ(imported.out,
              "imported contest live-demo: 3 problems imported, 0 already stored, 3 teams, 2 "
              "organizations, 5 accounts\n");
    // Again: the contest exists, nothing more is stored.
    const auto again = run({"import", (kSourceDir / "examples/live-contest").string(), "--out",
                            (folder / "packages2").string()});
    EXPECT_EQ(again.exit_code, 1);
    EXPECT_EQ(again.err, "gridjudge: contest 'live-demo' already exists\n");
    EXPECT_FALSE(fs::exists(folder / "packages2"));

    const auto early = run({"submit", "live-demo", source("a.cpp", "int main(){}\n").string(),
                            "--team", "owls", "--problem", "A", "--language", "cpp17"});
    EXPECT_EQ(early.exit_code, 1);
    EXPECT_EQ(early.err, "gridjudge: the contest has not started yet\n");

    ASSERT_EQ(run({"start", "live-demo"}).out, "contest live-demo is running\n");
    EXPECT_EQ(run({"start", "live-demo"}).exit_code, 1);

    const fs::path right = source(
        "add.cpp",
        "#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<'\\n';}\n");
    const fs::path wrong =
        source("add_int.py", "a, b = map(int, input().split())\nprint((a + b) % 2**31)\n");
    const fs::path reverse = source("rev.py", "print(input()[::-1])\n");
    for (const auto& [team, problem, file, language] :
         std::vector<std::array<std::string, 4>>{{"owls", "A", right.string(), "cpp17"},
                                                 {"foxes", "A", wrong.string(), "python3"},
                                                 {"foxes", "B", reverse.string(), "python3"}}) {
        const auto submitted = run({"submit", "live-demo", file, "--team", team, "--problem",
                                    problem, "--language", language});
        EXPECT_EQ(submitted.exit_code, 0) << submitted.err;
    }
    const auto worked = gridjudge({"worker", "--db", db, "--jobs", "1", "--once"}, "", folder);
    ASSERT_EQ(worked.exit_code, 0) << worked.err;

    // Judged within the contest's first minute: minute 0, and foxes' wrong try on A costs no
    // penalty since A is unsolved. The team name's markup is data, written as given.
    const auto board = run({"scoreboard", "live-demo", "--format", "csv"});
    ASSERT_EQ(board.exit_code, 0) << board.err;
    EXPECT_EQ(board.out,
              "rank,team_id,team,num_solved,total_time,A,B,C\r\n"
              "1,owls,Night Owls,1,0,1/0,,\r\n"
              "1,foxes,Quick Foxes,1,0,1/-,1/0,\r\n"
              "3,bears,Bears <b>&</b> Co,0,0,,,\r\n");

    EXPECT_EQ(run({"end", "live-demo"}).out, "contest live-demo is over\n");
    const auto late = run({"submit", "live-demo", right.string(), "--team", "bears", "--problem",
                           "A", "--language", "cpp17"});
    EXPECT_EQ(late.err, "gridjudge: the contest is over: no more submissions\n");

    const auto exported = run({"export", "live-demo", (folder / "export").string()});
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    for (const char* file :
         {"contest.yaml", "problems.yaml", "accounts.yaml", "teams.json", "organizations.json",
          "submissions.json", "judgements.json", "scoreboard.json", "event-feed.ndjson"})
        EXPECT_TRUE(fs::exists(folder / "export" / file)) << file;
    const auto judgements = nlohmann::json::parse(read_file(folder / "export/judgements.json"));
    ASSERT_EQ(judgements.size(), 3u);
    EXPECT_EQ(judgements[0]["judgement_type_id"], "AC");
    EXPECT_EQ(judgements[1]["judgement_type_id"], "WA");
    // No password is exported.
    EXPECT_EQ(read_file(folder / "export/accounts.yaml").find("demo-"), std::string::npos);
}

// A zip made here with Python's zipfile: `entries` are (name in the archive, file or folder).
void make_zip(const fs::path& zip, const std::vector<std::pair<std::string, fs::path>>& entries) {
    std::string script = "import sys, zipfile, os\nz = zipfile.ZipFile(sys.argv[1], 'w')\n";
    std::vector<std::string> args{"-c", "", zip.string()};
    for (const auto& [name, path] : entries) {
        args.push_back(name);
        args.push_back(path.string());
    }
    script +=
        "for name, path in zip(sys.argv[2::2], sys.argv[3::2]):\n"
        "    if os.path.isdir(path):\n"
        "        for root, _, files in os.walk(path):\n"
        "            for f in files:\n"
        "                full = os.path.join(root, f)\n"
        "                z.write(full, os.path.join(name, os.path.relpath(full, path)))\n"
        "    else:\n"
        "        z.write(path, name)\n"
        "z.close()\n";
    args[1] = script;
    const auto made = testing::run_program("/usr/bin/python3", args, "", std::chrono::seconds(60));
    ASSERT_EQ(made.exit_code, 0) << made.err;
}

TEST_F(ContestCli, AZipImportsAndOneThatClimbsOutIsRefusedStoringNothing) {
    const fs::path good = folder / "live.zip";
    make_zip(good, {{"live-contest", kSourceDir / "examples/live-contest"}});
    const auto imported = run({"import", good.string(), "--out", (folder / "packages").string()});
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_EQ(imported.out.rfind("imported contest live-demo: 3 problems imported", 0), 0u);

    const fs::path evil = folder / "evil.zip";
    write_file_atomic(folder / "evil.txt", "x\n");
    make_zip(evil, {{"contest.yaml", kSourceDir / "examples/live-contest/contest.yaml"},
                    {"../evil.txt", folder / "evil.txt"}});
    const auto refused = run({"import", evil.string()});
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_NE(refused.err.find("entry '../evil.txt'"), std::string::npos) << refused.err;
    EXPECT_EQ(run({"show", "live-demo"}).exit_code, 0);  // the first import, unchanged
}

// Issue 19: `contest submit` without --language hands in an output-only problem's answers (files,
// folders of them or a zip), through the same upload guards as `submit`: a link and a zip's `../`
// entry are refused by name, nothing queued; the answers queued are judged with their points.
// The old command asked for one source file and a language.
TEST_F(ContestCli, ATeamSubmitsAnOutputOnlyProblemsAnswers) {
    ASSERT_EQ(gridjudge({"import", (kSourceDir / "tests/packages/fixtures/hydro/answers").string(),
                         "--db", db},
                        "", folder)
                  .exit_code,
              0);
    ASSERT_EQ(
        run({"create", "oo", "--duration", "5h", "--scoring", "ioi", "--problem", "A=answers"})
            .exit_code,
        0);
    ASSERT_EQ(run({"add-team", "oo", "t1"}).exit_code, 0);
    ASSERT_EQ(run({"start", "oo"}).exit_code, 0);
    const fs::path first = source("first.txt", "8\n");
    const fs::path second = source("second.txt", "31\n");

    fs::create_directories(folder / "linked");
    const fs::path link = folder / "linked/second.txt";
    fs::create_symlink("/etc/passwd", link);
    const auto linked = run({"submit", "oo", first.string(), (folder / "linked").string(), "--team",
                             "t1", "--problem", "A"});
    EXPECT_EQ(linked.exit_code, 1);
    EXPECT_EQ(linked.err, "gridjudge: " + link.string() +
                              ": a symbolic link (answers are regular files); nothing was "
                              "queued\n");
    const fs::path evil = folder / "evil.zip";
    make_zip(evil, {{"../first.txt", first}});
    const auto climbing = run({"submit", "oo", evil.string(), "--team", "t1", "--problem", "A"});
    EXPECT_EQ(climbing.exit_code, 1);
    EXPECT_EQ(climbing.err, "gridjudge: " + evil.string() +
                                ": entry '../first.txt': a '..' component; nothing was queued\n");
    const auto two_sources = run({"submit", "oo", first.string(), second.string(), "--team", "t1",
                                  "--problem", "A", "--language", "cpp17"});
    EXPECT_EQ(two_sources.exit_code, 1);
    EXPECT_EQ(two_sources.err,
              "gridjudge: --language: a program is one source file, 2 were given (an "
              "output-only problem's answers are given without --language)\n");
    EXPECT_TRUE(db::open_store(db)->submissions({}).empty());

    const auto submitted =
        run({"submit", "oo", first.string(), second.string(), "--team", "t1", "--problem", "A"});
    ASSERT_EQ(submitted.exit_code, 0) << submitted.err;
    EXPECT_EQ(submitted.out.rfind("submission 1 queued at contest time ", 0), 0u) << submitted.out;
    const auto worked = gridjudge({"worker", "--db", db, "--jobs", "1", "--once"}, "", folder);
    ASSERT_EQ(worked.exit_code, 0) << worked.err;
    const auto judged = db::open_store(db)->submission(1);
    ASSERT_TRUE(judged);
    EXPECT_EQ(judged->language, "answers");
    ASSERT_TRUE(judged->verdict);
    EXPECT_EQ(*judged->verdict, Verdict::WA);
    EXPECT_EQ(judged->score, 40);
}

TEST_F(ContestCli, AProblemNeitherInThePackageNorStoredIsRefusedBeforeAnythingIsStored) {
    const fs::path package = folder / "package";
    fs::create_directories(package);
    write_file_atomic(package / "contest.yaml", "id: lost\nname: Lost\nduration: 1:00:00\n");
    write_file_atomic(package / "problems.yaml", "- id: nowhere\n  label: A\n");
    const auto imported = run({"import", package.string()});
    EXPECT_EQ(imported.exit_code, 1);
    EXPECT_EQ(imported.err,
              "gridjudge: problems.yaml: problem 'nowhere' has no folder nowhere/ in the package "
              "and is not in the store\n");
    EXPECT_EQ(run({"show", "lost"}).err, "gridjudge: no contest 'lost'\n");
}

TEST_F(ContestCli, ATeamAddedWithAPasswordOnStandardInput) {
    ASSERT_EQ(run({"import", (kSourceDir / "examples/live-contest").string(), "--out",
                   (folder / "packages").string()})
                  .exit_code,
              0);
    const auto added =
        run({"add-team", "live-demo", "cats", "--name", "Cats", "--username", "cats"},
            "a cat's secret\n");
    EXPECT_EQ(added.exit_code, 0) << added.err;
    EXPECT_EQ(added.out, "team cats is in contest live-demo, logging in as cats\n");
    EXPECT_EQ(added.err.find("secret"), std::string::npos);
    const auto no_password = run({"add-team", "live-demo", "dogs", "--username", "dogs"}, "");
    EXPECT_EQ(no_password.exit_code, 1);
    EXPECT_EQ(no_password.err, "gridjudge: no password on standard input (give it as one line)\n");
}

TEST_F(ContestCli, ATeamAsksTheJuryFromTheCommandLine) {
    ASSERT_EQ(run({"import", (kSourceDir / "examples/live-contest").string(), "--out",
                   (folder / "packages").string()})
                  .exit_code,
              0);
    const auto early = run({"clarify", "live-demo", "Is n positive?", "--team", "owls"});
    EXPECT_EQ(early.exit_code, 1);
    EXPECT_EQ(early.err, "gridjudge: the contest has not started yet\n");
    ASSERT_EQ(run({"start", "live-demo"}).exit_code, 0);

    const auto asked = run({"clarify", "live-demo", "Is n positive?", "--team", "owls"});
    EXPECT_EQ(asked.exit_code, 0) << asked.err;
    EXPECT_EQ(asked.out, "question 1 from team owls sent to the jury of live-demo\n");
    const auto stranger = run({"clarify", "live-demo", "Hello?", "--team", "nobody"});
    EXPECT_EQ(stranger.exit_code, 1);
    EXPECT_EQ(stranger.err, "gridjudge: no team 'nobody' in this contest\n");
    const auto empty = run({"clarify", "live-demo", "", "--team", "owls"});
    EXPECT_EQ(empty.exit_code, 1);
    const auto announced = run({"clarify", "live-demo", "Yes, n is positive."});
    EXPECT_EQ(announced.out, "announcement 2 sent to every team of live-demo\n");

    const auto stored = db::open_contest_store(db)->clarifications("live-demo", std::nullopt);
    ASSERT_EQ(stored.size(), 2u);
    EXPECT_EQ(stored[0].from_team_id, "owls");
    EXPECT_EQ(stored[0].to_team_id, "");
    EXPECT_EQ(stored[0].text, "Is n positive?");
    EXPECT_FALSE(stored[0].reply_to);
    EXPECT_EQ(stored[1].from_team_id, "");
}

}  // namespace
}  // namespace gridjudge::e2e
