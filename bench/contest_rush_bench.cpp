// The rush (issue 16, section 6): a real `gridjudge serve` on loopback, with its own local
// workers, on a real SQLite file holding a live contest of 500 teams with accounts and the three
// built-in problems; client threads POST submissions through the Contest API with HTTP Basic
// (cpp-httplib's client), at a steady rate and then a burst, while a jury client polls the API's
// judgements. Before the measured run, a warm-up: every team makes one authenticated GET, as
// teams' tools do at a contest's start (a team's first request costs one Argon2 check; later ones
// hit the proved-credentials cache). Prints:
//
//   warm-up             how many teams authenticated, in how many seconds (not in the figures)
//   accepted/s          submissions answered 201, per second of the run
//   POST latency        p50/p99 of every POST (201 or not), wall time (what a team waits)
//   submit-to-verdict   p50/p99 from the POST's answer until the API shows its judgement
//   open scoreboards    K Server-Sent Events streams of the public scoreboard, open from before
//                       the run to its end (contest_rush_streams.h): for each new verdict, how
//                       long until every open stream showed it (p50/p99/max), against 1 s
//   scoreboard          the scoreboard bench (1000 teams x 13 problems x 50 000 submissions),
//                       run as it is: build/bin/gridjudge_bench_scoreboard 5
//   one judgement each  PASS when every accepted submission has exactly one judgement
//
// Every loop is bounded (the run's duration, then at most --drain seconds for the workers to
// finish); the bench stops by itself and its scratch folder goes with it.
//
//   build/bin/gridjudge_bench_contest_rush [--duration 60] [--burst 10] [--steady-rate 5]
//       [--burst-rate 50] [--clients 32] [--jobs 2] [--drain 180] [--warm-up 1]
//       [--scoreboards 1000] [--workers 0]
//   --workers W: serve judges nothing itself (--jobs 0); one separate `gridjudge worker --jobs W`
//   process does (on the same two cores: the judging still competes with the requests).
//   --postgres 1: the contest on a PostgreSQL server of the bench's own, two `serve --jobs 0`
//   sharing the clients, two worker processes, one SIGKILLed mid-burst (contest_rush_postgres.h).
//   --jobs 0 (and --workers 0): nothing is judged; the requests' path is measured alone (the
//   verdict figures and the one-judgement check do not apply then).
//   --clients N (up to 256): each blocks on its POST, so the offered rate needs rate x latency.
//   the full run: --duration 600 --burst 60
#include <httplib.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "bench/contest_rush_postgres.h"
#include "bench/contest_rush_streams.h"
#include "db/contest_store.h"
#include "judge/accounts/password.h"
#include "judge/util/files.h"
#include "tests/web/child_process.h"

namespace {

using namespace gridjudge;
using Clock = std::chrono::steady_clock;
using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr const char* kContest = "rush";
constexpr int kTeams = 500;
constexpr const char* kTeamPassword = "rush team password";
constexpr const char* kJuryPassword = "rush jury password";
// The built-in problems and an accepted example solution of each (examples/contest/alice).
const char* const kProblems[] = {"huarongdao", "wallpusher", "halloween"};

struct Options {
    int duration = 60;       // seconds of the whole run
    int burst = 10;          // its last seconds, at the burst rate
    double steady_rate = 5;  // submissions per second before the burst
    double burst_rate = 50;
    int clients = 32;  // a POST blocks its client: the offered rate needs rate x latency clients
    int jobs = 2;
    int drain = 180;         // seconds the workers get to finish after the last POST
    bool warm_up = true;     // 0: every team's first request (and its Argon2) falls in the run
    int scoreboards = 1000;  // open scoreboard streams (0: none)
    int workers = 0;         // > 0: serve --jobs 0 and a separate worker process with W workers
    bool postgres = false;   // contest_rush_postgres.h
};

Options parse_options(int argc, char** argv) {
    Options options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const double value = std::atof(argv[i + 1]);
        if (flag == "--duration")
            options.duration = static_cast<int>(value);
        else if (flag == "--burst")
            options.burst = static_cast<int>(value);
        else if (flag == "--steady-rate")
            options.steady_rate = value;
        else if (flag == "--burst-rate")
            options.burst_rate = value;
        else if (flag == "--clients")
            options.clients = static_cast<int>(value);
        else if (flag == "--jobs")
            options.jobs = static_cast<int>(value);
        else if (flag == "--drain")
            options.drain = static_cast<int>(value);
        else if (flag == "--warm-up")
            options.warm_up = value != 0;
        else if (flag == "--scoreboards")
            options.scoreboards = static_cast<int>(value);
        else if (flag == "--workers")
            options.workers = static_cast<int>(value);
        else if (flag == "--postgres")
            options.postgres = value != 0;
        else
            throw std::runtime_error("unknown flag " + flag + " (see the file's comment)");
    }
    if (options.duration < 1 || options.burst < 0 || options.burst > options.duration ||
        options.clients < 1 || options.clients > 256 || options.jobs < 0 || options.drain < 1 ||
        options.scoreboards < 0 || options.scoreboards > 4000 || options.workers < 0 ||
        options.workers > 16 || (options.postgres && options.workers > 0))
        throw std::runtime_error("flags out of range (see the file's comment)");
    return options;
}

void run_or_throw(const std::string& command) {
    if (std::system(command.c_str()) != 0) throw std::runtime_error("failed: " + command);
}

// The store's problems (generated by the real CLI) and the contest on them, written through the
// real SQLite contest store. One Argon2id hash serves every team: 500 hashes would take minutes
// and measure nothing of the rush.
void prepare(const fs::path& bin, const fs::path& dir, const fs::path& database) {
    for (const char* problem : kProblems)
        run_or_throw("'" + (bin / "gridjudge").string() + "' gen " + problem +
                     " --seed 2026 --out '" + (dir / problem).string() + "' --db '" +
                     database.string() + "' > /dev/null 2>&1");
    const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(database.string());
    db::ContestRecord record;
    record.settings.id = kContest;
    record.settings.name = "The rush";
    record.settings.start_time =
        std::chrono::floor<contest::Seconds>(std::chrono::system_clock::now()) -
        std::chrono::minutes(10);
    record.settings.duration = std::chrono::hours(5);
    contests->put_contest(record);
    std::vector<db::ContestProblemRecord> problems;
    for (int p = 0; p < 3; ++p)
        problems.push_back({kProblems[p], std::string(1, static_cast<char>('A' + p)), kProblems[p],
                            "red", "#ff0000", p + 1});
    contests->put_problems(kContest, problems);
    contests->put_organization(kContest, {"uni", "University", "The University", "NLD"});
    const std::string team_hash = accounts::hash_password(accounts::Password(kTeamPassword));
    for (int t = 0; t < kTeams; ++t) {
        const std::string id = "t" + std::to_string(t);
        contests->put_team(kContest, {id, "Team " + id, "", "uni", false, {}});
        contests->create_account(
            {{"a-" + id, "team" + std::to_string(t), contest::AccountKind::team, id, id},
             kContest,
             team_hash});
    }
    contests->create_account({{"a-jury", "jury", contest::AccountKind::judge, "", "Jury"},
                              "",
                              accounts::hash_password(accounts::Password(kJuryPassword))});
}

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1));
    return values[index];
}

struct Accepted {
    std::string id;
    Clock::time_point answered;
};

struct Results {
    std::mutex mutex;
    std::vector<double> post_ms;
    std::vector<Accepted> accepted;
    std::map<int, int> refused;               // status -> count
    long not_sent = 0;                        // still due when the run's time was over
    std::vector<std::string> first_refusals;  // the first answer of each refused status
};

// Client `index` of `clients`: the submissions whose sequence number is index mod clients, each
// at its scheduled time (steady rate, then the burst rate), teams in turn.
void post_submissions(int index, const Options& options, int port,
                      const std::vector<std::string>& sources, Clock::time_point start,
                      Results& results) {
    const double steady_seconds = options.duration - options.burst;
    const long steady_count = static_cast<long>(steady_seconds * options.steady_rate);
    const long total = steady_count + static_cast<long>(options.burst * options.burst_rate);
    for (long n = index; n < total; n += options.clients) {
        const double due =
            n < steady_count
                ? static_cast<double>(n) / options.steady_rate
                : steady_seconds + static_cast<double>(n - steady_count) / options.burst_rate;
        // A client that fell behind its schedule by the end gives up the rest: the run is
        // bounded, and what was not sent is counted as such.
        if (Clock::now() > start + std::chrono::seconds(options.duration + 10)) {
            const std::lock_guard lock(results.mutex);
            ++results.not_sent;
            continue;
        }
        std::this_thread::sleep_until(start + std::chrono::duration_cast<Clock::duration>(
                                                  std::chrono::duration<double>(due)));
        const int team = static_cast<int>(n % kTeams);
        const int problem = static_cast<int>((n / kTeams) % 3);
        httplib::Client client("127.0.0.1", port);
        client.set_read_timeout(30, 0);
        client.set_basic_auth("team" + std::to_string(team), kTeamPassword);
        const httplib::MultipartFormDataItems form = {
            {"problem_id", kProblems[problem], "", ""},
            {"language_id", "cpp17", "", ""},
            {"code", sources[problem], std::string(kProblems[problem]) + ".cpp", "text/x-c++src"},
        };
        const Clock::time_point sent = Clock::now();
        const httplib::Result answer =
            client.Post("/api/contests/" + std::string(kContest) + "/submissions", form);
        const Clock::time_point answered = Clock::now();
        const std::lock_guard lock(results.mutex);
        results.post_ms.push_back(
            std::chrono::duration<double, std::milli>(answered - sent).count());
        if (answer && answer->status == 201)
            results.accepted.push_back({Json::parse(answer->body).at("id"), answered});
        else if (++results.refused[answer ? answer->status : -1] == 1)
            results.first_refusals.push_back(answer ? std::to_string(answer->status) + " " +
                                                          answer->body.substr(0, 300)
                                                    : "no answer");
    }
}

// Every team's first authenticated request, spread over `clients` threads; returns how many
// teams were answered 200.
int warm_up(int clients, int port) {
    std::atomic<int> next{0};
    std::atomic<int> answered{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < clients; ++i)
        threads.emplace_back([&] {
            for (int team = next++; team < kTeams; team = next++) {
                httplib::Client client("127.0.0.1", port);
                client.set_read_timeout(60, 0);
                client.set_basic_auth("team" + std::to_string(team), kTeamPassword);
                const httplib::Result answer = client.Get("/api/contests/" + std::string(kContest));
                if (answer && answer->status == 200) ++answered;
            }
        });
    for (std::thread& thread : threads) thread.join();
    return answered;
}

// The jury's judgements as the API lists them: submission id -> how many judgements, and the ids
// whose judgement has a verdict.
struct Judgements {
    std::map<std::string, int> count;
    std::vector<std::string> judged;
    std::vector<std::string> accepted;  // judged AC
};

std::optional<Judgements> fetch_judgements(int port) {
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(30, 0);
    client.set_basic_auth("jury", kJuryPassword);
    const httplib::Result answer =
        client.Get("/api/contests/" + std::string(kContest) + "/judgements");
    if (!answer || answer->status != 200) return std::nullopt;
    Judgements judgements;
    for (const Json& judgement : Json::parse(answer->body)) {
        const std::string id = judgement.at("submission_id");
        ++judgements.count[id];
        if (judgement.contains("judgement_type_id") && !judgement["judgement_type_id"].is_null()) {
            judgements.judged.push_back(id);
            if (judgement["judgement_type_id"] == "AC") judgements.accepted.push_back(id);
        }
    }
    return judgements;
}

// The open files the streams need (a soft limit of 1024 is common).
void raise_open_file_limit() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= limit.rlim_max) return;
    limit.rlim_cur = limit.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &limit);
}

// How long until every open stream showed each new verdict. The k-th verdict's moment is taken
// as the start of the last jury poll that did not show it yet (the k-th smallest of those), so
// these are upper bounds, by up to one poll interval (250 ms) plus one poll's time. A stream
// "shows" the k-th verdict with its first board of at least k solved cells.
void print_stream_delays(const bench::ScoreboardStreams& streams,
                         std::vector<Clock::time_point> verdicts) {
    std::sort(verdicts.begin(), verdicts.end());
    std::vector<double> every_stream_ms;  // per verdict: the slowest stream
    std::vector<double> all_ms;           // per verdict and stream
    std::size_t never = 0;
    for (std::size_t k = 1; k <= verdicts.size(); ++k) {
        double slowest = 0;
        bool all = true;
        for (std::size_t s = 0; s < streams.count(); ++s) {
            const auto& arrivals = streams.arrivals(s);
            const auto shown = std::find_if(arrivals.begin(), arrivals.end(), [&](const auto& a) {
                return a.solved >= static_cast<int>(k);
            });
            if (shown == arrivals.end()) {
                all = false;
                continue;
            }
            const double ms = std::max(
                0.0,
                std::chrono::duration<double, std::milli>(shown->at - verdicts[k - 1]).count());
            all_ms.push_back(ms);
            slowest = std::max(slowest, ms);
        }
        if (all)
            every_stream_ms.push_back(slowest);
        else
            ++never;
    }
    std::printf(
        "open scoreboards: %zu streams (%d refused, %d reopened after the server ended them), "
        "%.0f MiB received in %ld whole boards and %ld deltas\n",
        streams.count(), streams.refused(), streams.reopened(),
        static_cast<double>(streams.bytes()) / (1 << 20), streams.boards(), streams.deltas());
    // Every byte the streams got (whole boards on connect and reconnect included), per verdict
    // and stream: what one verdict costs the loopback for each open page.
    if (!verdicts.empty() && streams.count() > 0)
        std::printf("  bytes per verdict and stream: %.1f KiB\n",
                    static_cast<double>(streams.bytes()) / 1024 /
                        static_cast<double>(verdicts.size() * streams.count()));
    std::printf(
        "  until every open stream showed a new verdict: p50 %.0f ms, p99 %.0f ms, max %.0f ms "
        "over %zu verdicts (target 1000 ms; upper bounds, see the source)%s\n",
        percentile(every_stream_ms, 0.5), percentile(every_stream_ms, 0.99),
        every_stream_ms.empty() ? 0.0
                                : *std::max_element(every_stream_ms.begin(), every_stream_ms.end()),
        every_stream_ms.size(),
        never > 0 ? (", " + std::to_string(never) + " verdicts not on every stream").c_str() : "");
    std::printf("  per stream and verdict: p50 %.0f ms, p99 %.0f ms\n", percentile(all_ms, 0.5),
                percentile(all_ms, 0.99));
}

int run(int argc, char** argv) {
    const Options options = parse_options(argc, argv);
    raise_open_file_limit();
    const fs::path bin = fs::canonical("/proc/self/exe").parent_path();
    const TempDir scratch("gridjudge-rush-");
    std::unique_ptr<bench::PostgresRush> postgres;
    if (options.postgres) postgres = std::make_unique<bench::PostgresRush>(bin, scratch.path());
    const fs::path database =
        postgres ? fs::path(postgres->database()) : scratch.path() / "rush.db";
    setenv("GRIDJUDGE_CACHE", (scratch.path() / "cache").c_str(), 1);
    std::printf("preparing %d teams and 3 problems in %s ...\n", kTeams, database.c_str());
    prepare(bin, scratch.path(), database);
    std::vector<std::string> sources;
    for (const char* problem : kProblems)
        sources.push_back(read_file(fs::path(GRIDJUDGE_SOURCE_DIR) / "examples/contest/alice" /
                                    (std::string(problem) + ".cpp")));

    testing::ChildProcess serve(
        bin / "gridjudge",
        {"serve", "--db", database.string(), "--port", "0", "--quiet", "--token", "rush-token",
         "--jobs", std::to_string(options.workers > 0 || postgres ? 0 : options.jobs)},
        scratch.path() / "serve.log");
    // Its output (a line per judged submission) goes nowhere: no one reads its pipe.
    std::unique_ptr<testing::ChildProcess> worker;
    if (options.workers > 0)
        worker = std::make_unique<testing::ChildProcess>(
            "/bin/sh",
            std::vector<std::string>{"-c", "exec '" + (bin / "gridjudge").string() + "' --db '" +
                                               database.string() + "' worker --poll 1 --jobs " +
                                               std::to_string(options.workers) + " > /dev/null"},
            scratch.path() / "worker.log");
    const std::optional<std::string> line =
        serve.wait_for_line("serving", std::chrono::seconds(60));
    const int port = line ? testing::number_after(*line, "127.0.0.1:") : -1;
    if (port <= 0) throw std::runtime_error("serve did not start (see its log)");
    std::vector<int> ports{port};  // the clients are spread over them
    if (postgres) {
        ports.push_back(postgres->start_second_serve());
        postgres->start_workers();
    }

    if (options.warm_up) {
        const Clock::time_point warm_start = Clock::now();
        const int authenticated = warm_up(options.clients, port);
        std::printf("warm-up: %d teams authenticated in %.1f s (of %d; not in the figures below)\n",
                    authenticated, std::chrono::duration<double>(Clock::now() - warm_start).count(),
                    kTeams);
        std::fflush(stdout);
    }
    std::unique_ptr<bench::ScoreboardStreams> streams;
    if (options.scoreboards > 0) {
        const Clock::time_point opening = Clock::now();
        streams = std::make_unique<bench::ScoreboardStreams>(
            port, "/contests/" + std::string(kContest) + "/scoreboard/events", options.scoreboards);
        const int with_board = streams->wait_for_first_boards(std::chrono::seconds(60));
        std::printf("opened %d scoreboard streams: %d got their first board in %.1f s\n",
                    options.scoreboards, with_board,
                    std::chrono::duration<double>(Clock::now() - opening).count());
        std::fflush(stdout);
    }
    std::printf(
        "posting for %d s (%d s steady at %.1f/s, then %d s at %.1f/s), %d clients, "
        "%d %s worker(s)\n",
        options.duration, options.duration - options.burst, options.steady_rate, options.burst,
        options.burst_rate, options.clients, options.workers > 0 ? options.workers : options.jobs,
        options.workers > 0 ? "separate" : "local");
    Results results;
    const Clock::time_point start = Clock::now();
    if (postgres)  // the middle of the burst
        postgres->kill_a_worker_at(
            start + std::chrono::milliseconds(1000 * options.duration - 500 * options.burst));
    std::vector<std::thread> clients;
    for (int i = 0; i < options.clients; ++i)
        clients.emplace_back(post_submissions, i, std::cref(options), ports[i % ports.size()],
                             std::cref(sources), start, std::ref(results));

    // The jury polls the judgements, every 250 ms, until every accepted submission has its
    // verdict after the posting ended, or the drain time is over.
    std::map<std::string, Clock::time_point> verdict_seen;
    std::vector<Clock::time_point> accepted_verdicts;  // see print_stream_delays
    std::set<std::string> accepted_seen;
    Clock::time_point previous_poll = start;
    std::atomic<bool> posting{true};
    std::thread waiter([&] {
        for (auto& client : clients) client.join();
        posting = false;
    });
    const Clock::time_point give_up_floor = start + std::chrono::seconds(options.duration);
    Judgements last;
    while (true) {
        std::this_thread::sleep_for(std::chrono::milliseconds(250));
        const Clock::time_point poll_start = Clock::now();
        if (const std::optional<Judgements> now = fetch_judgements(port)) {
            last = *now;
            for (const std::string& id : last.judged) verdict_seen.emplace(id, Clock::now());
            for (const std::string& id : last.accepted)
                if (accepted_seen.insert(id).second) accepted_verdicts.push_back(previous_poll);
            previous_poll = poll_start;
        }
        if (posting) continue;
        std::size_t accepted = 0;
        {
            const std::lock_guard lock(results.mutex);
            accepted = results.accepted.size();
        }
        if (verdict_seen.size() >= accepted) break;
        if (Clock::now() > std::max(give_up_floor, start) + std::chrono::seconds(options.drain) +
                               std::chrono::seconds(options.burst))
            break;
    }
    waiter.join();
    const double posting_seconds = options.duration;

    std::vector<double> to_verdict_ms;
    for (const Accepted& accepted : results.accepted)
        if (const auto seen = verdict_seen.find(accepted.id); seen != verdict_seen.end())
            to_verdict_ms.push_back(
                std::chrono::duration<double, std::milli>(seen->second - accepted.answered)
                    .count());
    std::printf("\nposted %zu, accepted %zu (%.1f/s over %.0f s)", results.post_ms.size(),
                results.accepted.size(),
                static_cast<double>(results.accepted.size()) / posting_seconds, posting_seconds);
    for (const auto& [status, count] : results.refused) std::printf(", %d x %d", count, status);
    if (results.not_sent > 0) std::printf(", %ld not sent (behind schedule)", results.not_sent);
    for (const std::string& refusal : results.first_refusals)
        std::printf("\n  first refusal: %s", refusal.c_str());
    double load[3] = {0, 0, 0};
    getloadavg(load, 3);  // the figures mean little without it: the two cores are shared
    std::printf("\nPOST latency: p50 %.1f ms, p99 %.1f ms (wall; load average %.1f %.1f %.1f)\n",
                percentile(results.post_ms, 0.5), percentile(results.post_ms, 0.99), load[0],
                load[1], load[2]);
    std::printf("submit-to-verdict: %zu judged, p50 %.0f ms, p99 %.0f ms (polled every 250 ms)\n",
                to_verdict_ms.size(), percentile(to_verdict_ms, 0.5),
                percentile(to_verdict_ms, 0.99));
    if (streams) {
        // The last verdict's board is still on its way (the feed polls twice a second).
        std::this_thread::sleep_for(std::chrono::seconds(3));
        streams->stop();
        print_stream_delays(*streams, accepted_verdicts);
    } else {
        std::printf("open scoreboards: none (--scoreboards 0)\n");
    }

    // On PostgreSQL: what the killed worker held was judged by another.
    const bool killed_worker_judged = !postgres || postgres->report();
    // Exactly one judgement per accepted submission, none lost, none doubled.
    std::size_t missing = 0, doubled = 0;
    for (const Accepted& accepted : results.accepted) {
        const auto found = last.count.find(accepted.id);
        if (found == last.count.end())
            ++missing;
        else if (found->second != 1)
            ++doubled;
    }
    const bool pass = missing == 0 && doubled == 0 && !results.accepted.empty() &&
                      last.judged.size() == results.accepted.size() && killed_worker_judged;
    // A judgement without a verdict is a submission still being judged when the drain ended:
    // not lost, but not finished either, so the check cannot pass.
    std::printf(
        "one judgement per accepted submission: %s (%zu accepted, %zu with a verdict, "
        "%zu still unjudged after the drain, %zu without a judgement, %zu with more "
        "than one)\n",
        pass ? "PASS" : "FAIL", results.accepted.size(), last.judged.size(),
        results.accepted.size() - std::min(results.accepted.size(), last.judged.size()), missing,
        doubled);

    std::printf("\nscoreboard (bench/scoreboard_bench.cpp):\n");
    std::fflush(stdout);
    run_or_throw("'" + (bin / "gridjudge_bench_scoreboard").string() + "' 5");
    return pass ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "gridjudge_bench_contest_rush: %s\n", error.what());
        return 2;
    }
}
