// CMS Communication tasks through the real gridjudge: the fixture "guessnum" (a manager in C++,
// stubs in C and C++, user_io fifo_io) imported into a real SQLite file, then judged with the
// manager and the contestant's program each in its own sandbox box. Two variants made here: the
// same task with a manager that crashes, and one without stubs whose programs talk on their
// standard streams (std_io). The contestant's programs of the hostile cases are written here.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>

#include "db/store.h"
#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {

namespace fs = std::filesystem;
const fs::path kTask = kSourceDir / "tests/packages/fixtures/cms/guessnum";
// Stubs in Python and Pascal that load the contestant's code by the task's name.
const fs::path kDoubler = kSourceDir / "tests/packages/fixtures/cms/doubler";
// Two processes, one file of the contestant's each (submission_format: plus.%l, minus.%l).
const fs::path kHalves = kSourceDir / "tests/packages/fixtures/cms/halves";
// Hydro's `type: communication`: the same manager protocol, two processes on their std streams.
const fs::path kHydroRelay = kSourceDir / "tests/packages/fixtures/hydro/communication";

// A copy of guessnum named `name`, for a variant.
fs::path variant(const std::string& name, const std::string& task_yaml) {
    const fs::path folder = scratch_dir() / ("cms-" + name);
    fs::remove_all(folder);
    fs::copy(kTask, folder, fs::copy_options::recursive);
    write_file_atomic(folder / "task.yaml", task_yaml);
    return folder;
}

// A task of two processes (num_processes 2), written here: the manager sends the input's number
// to each process, and process i must answer it plus i.
fs::path two_processes() {
    const fs::path task = scratch_dir() / "cms-twoprocesses";
    fs::remove_all(task);
    for (const char* folder : {"check", "input", "output", "sol"})
        fs::create_directories(task / folder);
    write_file_atomic(task / "task.yaml",
                      "name: twoprocesses\nn_input: 1\ntime_limit: 1\nnum_processes: 2\n");
    write_file_atomic(task / "input/input0.txt", "41\n");
    write_file_atomic(task / "output/output0.txt", "41\n");
    write_file_atomic(task / "check/manager.cpp", R"(#include <csignal>
#include <cstdio>
int main(int argc, char** argv) {
    long x = 0;
    if (argc < 5 || std::scanf("%ld", &x) != 1) return 1;
    std::signal(SIGPIPE, SIG_IGN);
    std::FILE* to[2] = {std::fopen(argv[2], "w"), std::fopen(argv[4], "w")};
    std::FILE* from[2] = {std::fopen(argv[1], "r"), std::fopen(argv[3], "r")};
    for (int i = 0; i < 2; ++i) {
        std::fprintf(to[i], "%ld\n", x);
        std::fflush(to[i]);
    }
    for (int i = 0; i < 2; ++i) {
        long got = 0;
        if (std::fscanf(from[i], "%ld", &got) != 1 || got != x + i) {
            std::printf("0\n");
            std::fprintf(stderr, "process %d did not answer %ld\n", i, x + i);
            return 0;
        }
    }
    std::printf("1\n");
    std::fprintf(stderr, "both processes answered\n");
}
)");
    write_file_atomic(task / "sol/stub.cpp", R"(#include <cstdio>
#include <cstdlib>
int answer(int x, int index);
int main(int argc, char** argv) {
    if (argc < 4) return 1;
    std::FILE* in = std::fopen(argv[1], "r");
    std::FILE* out = std::fopen(argv[2], "w");
    int x = 0;
    if (in == nullptr || out == nullptr || std::fscanf(in, "%d", &x) != 1) return 1;
    std::fprintf(out, "%d\n", answer(x, std::atoi(argv[3])));
}
)");
    return task;
}

const fs::path& communication_database() {
    static const fs::path db = [] {
        const fs::path path = scratch_dir() / "cms-communication.db";
        // The manager crashes at the first guess, saying why on stderr.
        const fs::path crashing = variant("guessnum-crash", "name: guessnum_crash\nn_input: 2\n");
        std::string manager = read_file(crashing / "check/manager.cpp");
        const std::string at = "        const int reply =";
        manager.insert(manager.find(at),
                       "        std::fprintf(stderr, \"manager bug at query %ld\\n\", queries);\n"
                       "        std::fflush(stderr);\n        std::abort();\n");
        manager.insert(0, "#include <cstdlib>\n");
        write_file_atomic(crashing / "check/manager.cpp", manager);
        // The manager takes its time before it opens its FIFOs (a slow interpreter starting).
        const fs::path slow = variant("guessnum-slow", "name: guessnum_slow\nn_input: 2\n");
        manager = read_file(slow / "check/manager.cpp");
        const std::string opens = "    std::FILE* to_user =";
        manager.insert(manager.find(opens), "    usleep(500000);\n");
        manager.insert(0, "#include <unistd.h>\n");
        write_file_atomic(slow / "check/manager.cpp", manager);
        // No stub: CMS's "alone", the program on its standard streams.
        const fs::path stdio = variant("guessnum-stdio", "name: guessnum_stdio\nn_input: 2\n");
        for (const char* stub : {"sol/stub.c", "sol/stub.cpp"}) fs::remove(stdio / stub);
        for (const fs::path& task :
             {kTask, crashing, slow, stdio, two_processes(), kDoubler, kHalves, kHydroRelay}) {
            const testing::ProgramRun run =
                gridjudge({"import", task.string(), "--db", path.string(), "--out",
                           (scratch_dir() / "cms-communication-packages").string()});
            if (run.exit_code != 0) throw std::runtime_error("import failed: " + run.err);
        }
        return path;
    }();
    return db;
}

nlohmann::json submit(const std::string& problem, const fs::path& source) {
    const testing::ProgramRun run = gridjudge(
        {"submit", problem, source.string(), "--db", communication_database().string(), "--json"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return parse_json(run);
}

// A contestant's file, as given.
fs::path program_file(const std::string& name, const std::string& text) {
    const fs::path file = scratch_dir() / "cms-communication-programs" / name;
    fs::create_directories(file.parent_path());
    write_file_atomic(file, text);
    return file;
}

// A contestant's file for guessnum: play() as given.
fs::path contestant(const std::string& name, const std::string& play) {
    return program_file(name, "#include \"guessnum.h\"\n" + play);
}

// The verdicts and messages of a result's tests, one "VERDICT message" each.
std::vector<std::string> test_lines(const nlohmann::json& result) {
    std::vector<std::string> lines;
    for (const auto& test : result["tests"])
        lines.push_back(test["verdict"].get<std::string>() + " " +
                        test["message"].get<std::string>());
    return lines;
}

TEST(CmsCommunication, TheJurysSolutionsInCAndCppScoreEverything) {
    for (const char* solution : {"sol/solution.cpp", "sol/solution_c.c"}) {
        const nlohmann::json result = submit("guessnum", kTask / solution);
        EXPECT_EQ(result["verdict"], "AC") << solution << result.dump(2);
        EXPECT_EQ(result["score"], 100);
        EXPECT_EQ(test_lines(result), (std::vector<std::string>{"AC found 573 in 8 queries",
                                                                "AC found 1 in 9 queries"}));
    }
}

// The manager's fraction (0.5) and its message, exactly. The program's second ask of the found
// number meets a manager that has decided and gone (SIGPIPE): no fault of the program's.
TEST(CmsCommunication, TooManyQueriesScoreTheManagersFraction) {
    const nlohmann::json result = submit("guessnum", kTask / "sol/wrong_asks_twice.cpp");
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 50);
    EXPECT_EQ(test_lines(result),
              (std::vector<std::string>{"WA found 573 in 15 queries, more than 10",
                                        "WA found 1 in 17 queries, more than 10"}));
}

TEST(CmsCommunication, AProgramComputingForeverIsTle) {
    const nlohmann::json result = submit("guessnum", kTask / "sol/tle_loops.cpp");
    EXPECT_EQ(result["verdict"], "TLE") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    ASSERT_EQ(result["tests"].size(), 2u);
    EXPECT_EQ(result["tests"][0]["verdict"], "TLE");
    EXPECT_GE(result["tests"][0]["cpu_ms"].get<int>(), 1000);
}

// The program stops at once: the manager reads the end of its FIFO and decides.
TEST(CmsCommunication, AProgramThatStopsAtOnceGetsTheManagersWord) {
    const nlohmann::json result =
        submit("guessnum", contestant("stops.cpp", "void play(long) {}\n"));
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    EXPECT_EQ(test_lines(result), (std::vector<std::string>{"WA no answer after 0 queries",
                                                            "WA no answer after 0 queries"}));
}

// Closing both FIFOs and then waiting: the manager must not wait with it. It reads the end of
// file and decides first; the program, still waiting, is stopped at its wall limit, and the
// manager's word stands.
TEST(CmsCommunication, AProgramThatClosesItsFifosAndWaitsDoesNotHangTheManager) {
    const auto started = std::chrono::steady_clock::now();
    const nlohmann::json result = submit("guessnum", contestant("closes.cpp", R"(
#include <unistd.h>
void play(long) {
    for (int fd = 3; fd < 16; ++fd) close(fd);
    for (;;) pause();
}
)"));
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(test_lines(result), (std::vector<std::string>{"WA no answer after 0 queries",
                                                            "WA no answer after 0 queries"}));
    // Far below the manager's own wall limit (11 s and more per test).
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(20));
}

// Never reading nor writing: both sides wait; the program's wall limit ends it (TLE), then the
// manager reads the end of file and ends too.
TEST(CmsCommunication, AProgramThatNeverTalksIsStoppedAtItsWallLimit) {
    const nlohmann::json result = submit("guessnum", contestant("waits.cpp", R"(
#include <unistd.h>
void play(long) {
    for (;;) pause();
}
)"));
    EXPECT_EQ(result["verdict"], "TLE") << result.dump(2);
    ASSERT_EQ(result["tests"].size(), 2u);
    for (const auto& test : result["tests"]) {
        EXPECT_EQ(test["verdict"], "TLE") << test.dump(2);
        EXPECT_LT(test["cpu_ms"].get<int>(), 1000);
    }
}

// The manager's box holds the input (the secret) as input.txt; the program's box holds only its
// program and its own two FIFOs. A program that finds the secret guesses it at once (AC); one
// that does not guesses 2 and stops.
TEST(CmsCommunication, TheProgramCannotOpenTheManagersFiles) {
    const nlohmann::json result = submit("guessnum", contestant("peeks.cpp", R"(
#include <cstdio>
void play(long) {
    const char* paths[] = {"input.txt", "../manager/input.txt", "/box/../manager/input.txt",
                           "../input.txt", "/input.txt", "/tmp/input.txt"};
    for (const char* path : paths) {
        long secret = 0;
        std::FILE* file = std::fopen(path, "r");
        if (file != nullptr && std::fscanf(file, "%ld", &secret) == 1) {
            guess(secret);
            return;
        }
    }
    guess(2);
}
)"));
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(test_lines(result), (std::vector<std::string>{"WA no answer after 1 queries",
                                                            "WA no answer after 1 queries"}));
}

// A program that is over before the manager has opened its FIFO (here: it exits before main, so
// it never opens its own): the manager's open of the FIFO it reads must find the end of file, not
// wait for a writer until its wall limit (then IE "the manager timed out").
TEST(CmsCommunication, AManagerOpeningItsFifoAfterTheProgramEndedReadsTheEnd) {
    const nlohmann::json result = submit("guessnum_slow", contestant("gone.cpp", R"(
#include <cstdlib>
static const int gone = (std::exit(0), 0);
void play(long) {}
)"));
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(test_lines(result), (std::vector<std::string>{"WA no answer after 0 queries",
                                                            "WA no answer after 0 queries"}));
}

// The program's box is its own to change: one that replaces its FIFOs' names by links to a host
// FIFO must not make the judge open that FIFO (the judge reaches its FIFOs by what it opened
// before the run, never by name). It guesses once to say it could replace them.
TEST(CmsCommunication, FifoNamesReplacedByLinksDoNotLeadTheJudgeOutOfTheBox) {
    const fs::path host_fifo = scratch_dir() / "cms-communication-host-fifo";
    fs::remove(host_fifo);
    ASSERT_EQ(::mkfifo(host_fifo.c_str(), 0666), 0);
    // A writer that comes and goes shows as a hang-up to this reader.
    const int reader = ::open(host_fifo.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    ASSERT_GE(reader, 0);
    const nlohmann::json result = submit("guessnum", contestant("relinks.cpp", R"(
#include <unistd.h>
void play(long) {
    const char* host = ")" + host_fifo.string() + R"(";
    if (unlink("u0_to_m") == 0 && symlink(host, "u0_to_m") == 0 && unlink("m_to_u0") == 0 &&
        symlink(host, "m_to_u0") == 0)
        guess(2);
}
)"));
    EXPECT_EQ(result["verdict"], "WA") << result.dump(2);
    EXPECT_EQ(test_lines(result), (std::vector<std::string>{"WA no answer after 1 queries",
                                                            "WA no answer after 1 queries"}));
    pollfd watched{reader, POLLIN, 0};
    EXPECT_EQ(::poll(&watched, 1, 0), 0) << "the judge opened the host FIFO the link led to";
    ::close(reader);
}

// With fifo_io the program's standard output is not the manager's channel: what it prints there
// goes nowhere, as in CMS.
TEST(CmsCommunication, WhatAFifoProgramPrintsOnStdoutDoesNotReachTheManager) {
    const nlohmann::json result = submit("guessnum", contestant("chatty.cpp", R"(
#include <cstdio>
void play(long bound) {
    long low = 1, high = bound;
    while (low <= high) {
        const long middle = (low + high) / 2;
        std::printf("0\n%ld\nmy guess is %ld\n", middle + 1, middle);
        std::fflush(stdout);
        const int reply = guess(middle);
        if (reply == 0) return;
        if (reply > 0) low = middle + 1; else high = middle - 1;
    }
}
)"));
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
}

TEST(CmsCommunication, AManagerThatCrashesIsAJudgeError) {
    const nlohmann::json result = submit("guessnum_crash", kTask / "sol/solution.cpp");
    EXPECT_EQ(result["verdict"], "IE") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    ASSERT_GE(result["tests"].size(), 1u);
    EXPECT_EQ(result["tests"][0]["verdict"], "IE");
    EXPECT_EQ(result["tests"][0]["message"],
              "the manager crashed (SIGABRT): manager bug at query 1");
}

// num_processes 2: two boxes of the program at once, each with its index and FIFOs of its own.
TEST(CmsCommunication, TwoProcessesRunAtOnceEachWithItsIndex) {
    const nlohmann::json result =
        submit("twoprocesses",
               program_file("two.cpp", "int answer(int x, int index) { return x + index; }\n"));
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(test_lines(result), std::vector<std::string>{"AC both processes answered"});
    // One process computing forever: its own CPU time limit, named by its index.
    const nlohmann::json spinning = submit("twoprocesses", program_file("spins.cpp", R"(
int answer(int x, int index) {
    volatile long spin = x;
    while (index == 1) spin = spin * 7 + 1;
    return x;
}
)"));
    EXPECT_EQ(spinning["verdict"], "TLE") << spinning.dump(2);
    ASSERT_EQ(spinning["tests"].size(), 1u);
    EXPECT_EQ(spinning["tests"][0]["message"].get<std::string>().rfind("process 1: CPU time", 0),
              0u)
        << spinning.dump(2);
}

// std_io: the whole program reads the manager's words on stdin and answers on stdout.
TEST(CmsCommunication, WithoutAStubTheProgramTalksOnItsStandardStreams) {
    const fs::path program = scratch_dir() / "cms-communication-programs" / "stdio.cpp";
    fs::create_directories(program.parent_path());
    write_file_atomic(program, R"(#include <cstdio>
int main() {
    long bound = 0;
    if (std::scanf("%ld", &bound) != 1) return 1;
    long low = 1, high = bound;
    while (low <= high) {
        const long middle = (low + high) / 2;
        std::printf("%ld\n", middle);
        std::fflush(stdout);
        int reply = 0;
        if (std::scanf("%d", &reply) != 1 || reply == 0) return 0;
        if (reply > 0) low = middle + 1; else high = middle - 1;
    }
}
)");
    const nlohmann::json result = submit("guessnum_stdio", program);
    EXPECT_EQ(result["verdict"], "AC") << result.dump(2);
    EXPECT_EQ(result["score"], 100);
    EXPECT_EQ(test_lines(result),
              (std::vector<std::string>{"AC found 573 in 8 queries", "AC found 1 in 9 queries"}));
}

// CMS's stubs load the contestant's code by the task's name (`import doubler`, `uses doubler`):
// the contestant's file is named so, whatever it was called when submitted. The wrong programs
// double the first test's numbers and only 10 of the second's: 50 + 50 * 1/4.
TEST(CmsCommunication, PythonAndPascalStubsLoadTheContestantsCodeByTheTasksName) {
    for (const char* language : {"py", "pas"}) {
        const nlohmann::json right =
            submit("doubler", kDoubler / (std::string("sol/solution.") + language));
        EXPECT_EQ(right["verdict"], "AC") << language << right.dump(2);
        EXPECT_EQ(right["score"], 100) << language;
        EXPECT_EQ(test_lines(right),
                  (std::vector<std::string>{"AC doubled 3 of 3", "AC doubled 4 of 4"}))
            << language;
        const nlohmann::json wrong =
            submit("doubler", kDoubler / (std::string("sol/wrong_from_15.") + language));
        EXPECT_EQ(wrong["verdict"], "WA") << language << wrong.dump(2);
        EXPECT_EQ(wrong["score"], 62.5) << language;
        EXPECT_EQ(test_lines(wrong),
                  (std::vector<std::string>{"AC doubled 3 of 3", "WA doubled 1 of 4"}))
            << language;
    }
}

// A folder of the contestant's files for halves, one per name given.
fs::path halves_submission(const std::string& name,
                           const std::vector<std::pair<std::string, std::string>>& files) {
    const fs::path folder = scratch_dir() / "cms-communication-programs" / name;
    fs::remove_all(folder);
    fs::create_directories(folder);
    for (const auto& [file, text] : files) write_file_atomic(folder / file, text);
    return folder;
}

// Two processes, one file each (plus.%l for process 0, minus.%l for process 1), submitted
// together as a folder and compiled with the stub; the manager scores each process's answer.
TEST(CmsCommunication, ATwoProcessTaskTakesOneFileOfTheContestantsPerProcess) {
    const std::string plus_cpp = "long long next(long long number) { return number + 1; }\n";
    const std::string minus_cpp = "long long previous(long long number) { return number - 1; }\n";
    const nlohmann::json right = submit(
        "halves",
        halves_submission("halves-right", {{"plus.cpp", plus_cpp}, {"minus.cpp", minus_cpp}}));
    EXPECT_EQ(right["verdict"], "AC") << right.dump(2);
    EXPECT_EQ(right["score"], 100);
    EXPECT_EQ(test_lines(right), std::vector<std::string>{"AC process 0 right, process 1 right"});
    const nlohmann::json python = submit(
        "halves", halves_submission("halves-python",
                                    {{"plus.py", "def next(number):\n    return number + 1\n"},
                                     {"minus.py", "def previous(number):\n    return number\n"}}));
    EXPECT_EQ(python["verdict"], "WA") << python.dump(2);
    EXPECT_EQ(python["score"], 50);
    EXPECT_EQ(test_lines(python), std::vector<std::string>{"WA process 0 right, process 1 wrong"});
}

// A submission without one of the task's files is the contestant's compile error naming it.
TEST(CmsCommunication, ATwoProcessSubmissionMissingAFileIsRefusedByName) {
    const nlohmann::json result = submit(
        "halves",
        halves_submission("halves-half", {{"plus.py", "def next(number):\n    return number + 1\n"},
                                          {"helper.py", "X = 1\n"}}));
    EXPECT_EQ(result["verdict"], "CE") << result.dump(2);
    EXPECT_EQ(result["score"], 0);
    EXPECT_EQ(
        result["compile_log"],
        "the task takes one file of each name: plus.%l, minus.%l (%l: py); missing: minus.py");
    const nlohmann::json alone = submit(
        "halves", program_file("one.cpp", "long long next(long long n) { return n + 1; }\n"));
    EXPECT_EQ(alone["verdict"], "CE") << alone.dump(2);
    EXPECT_EQ(alone["compile_log"],
              "the task takes one file of each name: plus.%l, minus.%l (%l: cpp); missing: "
              "plus.cpp, minus.cpp");
}

// `contest submit` takes a folder as one program: a team hands in a two-process task's files,
// one per process, and a worker judges them with the stub.
TEST(CmsCommunication, ATeamSubmitsATwoProcessTasksFilesAsAFolder) {
    const fs::path folder = scratch_dir() / "cms-communication-contest";
    fs::remove_all(folder);
    fs::create_directories(folder);
    const std::string db = (folder / "gridjudge.db").string();
    auto contest = [&](std::vector<std::string> args) {
        args.insert(args.begin(), "contest");
        args.insert(args.end(), {"--db", db});
        return gridjudge(args, "", folder);
    };
    ASSERT_EQ(
        gridjudge({"import", kHalves.string(), "--db", db, "--out", (folder / "packages").string()},
                  "", folder)
            .exit_code,
        0);
    ASSERT_EQ(
        contest({"create", "duo", "--duration", "5h", "--scoring", "ioi", "--problem", "A=halves"})
            .exit_code,
        0);
    ASSERT_EQ(contest({"add-team", "duo", "t1"}).exit_code, 0);
    ASSERT_EQ(contest({"start", "duo"}).exit_code, 0);
    const fs::path files = halves_submission(
        "halves-team", {{"plus.py", "def next(number):\n    return number + 1\n"},
                        {"minus.py", "def previous(number):\n    return number - 1\n"}});
    const testing::ProgramRun submitted = contest({"submit", "duo", files.string(), "--team", "t1",
                                                   "--problem", "A", "--language", "python3"});
    ASSERT_EQ(submitted.exit_code, 0) << submitted.err;
    const testing::ProgramRun worked =
        gridjudge({"worker", "--db", db, "--jobs", "1", "--once"}, "", folder);
    ASSERT_EQ(worked.exit_code, 0) << worked.err;
    const auto judged = db::open_store(db)->submission(1);
    ASSERT_TRUE(judged);
    ASSERT_TRUE(judged->verdict);
    EXPECT_EQ(*judged->verdict, Verdict::AC);
    EXPECT_EQ(judged->score, 100);
}

// Hydro's communication problem: each process reads the manager's number on stdin and answers on
// stdout, with its index as its argument, as Hydro's judge runs it.
TEST(HydroCommunication, TheManagerScoresEachProcessOnItsStandardStreams) {
    const nlohmann::json right = submit("relay", program_file("relay.cpp", R"(#include <cstdio>
#include <cstdlib>
int main(int argc, char** argv) {
    long long number = 0;
    if (argc < 2 || std::scanf("%lld", &number) != 1) return 1;
    std::printf("%lld\n", number + std::atoll(argv[argc - 1]));
}
)"));
    EXPECT_EQ(right["verdict"], "AC") << right.dump(2);
    EXPECT_EQ(right["score"], 100);
    EXPECT_EQ(test_lines(right), std::vector<std::string>{"AC 2 of 2 processes answered"});
    const nlohmann::json wrong = submit("relay", program_file("relay_echo.cpp", R"(#include <cstdio>
int main() {
    long long number = 0;
    if (std::scanf("%lld", &number) != 1) return 1;
    std::printf("%lld\n", number);
}
)"));
    EXPECT_EQ(wrong["verdict"], "WA") << wrong.dump(2);
    EXPECT_EQ(wrong["score"], 50);
    EXPECT_EQ(test_lines(wrong), std::vector<std::string>{"WA 1 of 2 processes answered"});
}

}  // namespace
}  // namespace gridjudge::e2e
