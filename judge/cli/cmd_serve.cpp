// serve: the web UI and JSON API over a database (docs/web.md, docs/api.md). Read-only unless
// started with a token; then POST /api/rejudge queues a rejudge (judge/app/rejudge.h), and the
// server judges what is queued with a pool of local workers (judge/worker's WorkerPool, as
// `worker` and every other judging command do, behind the same sandbox gate), whose progress the
// submission page follows live. With --jobs 0 it judges nothing itself: separate `gridjudge
// worker` processes do.
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <iostream>
#include <thread>

#include "judge/accounts/login_throttle.h"
#include "judge/accounts/password.h"
#include "judge/app/contest_account_book.h"
#include "judge/app/contest_error.h"
#include "judge/app/contest_login.h"
#include "judge/app/contest_operations.h"
#include "judge/cli/commands.h"
#include "judge/cli/judge_options.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/web/auth.h"
#include "judge/web/contest_site.h"
#include "judge/web/live_progress.h"
#include "judge/web/server.h"

namespace gridjudge::cli {
namespace {

struct ServeArguments {
    std::string host = "127.0.0.1", token;
    std::vector<std::string> allowed_hosts;
    int port = 8080;
    bool quiet = false;
    JudgeOptions judge;
};

// How much lower the server's own judging runs than its requests (in nice steps; 19 is the
// lowest of all).
constexpr int kJudgingNice = 10;

// The server's own workers: they judge everything queued in the database (what an earlier server
// or command left, and each rejudge asked for here) until the server stops, reporting their
// progress to `board`. Runs on its own thread from construction to destruction.
class ServingWorkers {
  public:
    ServingWorkers(const JudgeOptions& options, web::LiveProgressBoard& board)
        : session_(stopped_by(options, &stop_)), thread_([this, &board] { run(board); }) {}
    ~ServingWorkers() {
        stop_ = true;
        thread_.join();
    }
    ServingWorkers(const ServingWorkers&) = delete;
    ServingWorkers& operator=(const ServingWorkers&) = delete;

    int workers() const { return session_.workers(); }

  private:
    static JudgeOptions stopped_by(JudgeOptions options, const std::atomic<bool>* stop) {
        options.stop = stop;
        return options;
    }

    void run(web::LiveProgressBoard& board) {
        // The pages and the API answer first: a request must not wait behind a compile or a
        // contestant's program for a core (the rush, docs/web.md). The judging threads this
        // thread starts, and the box servers, compilers and programs they start, inherit its
        // lower priority. A verdict reads CPU time, which the priority does not change, and a
        // program kept waiting for a core is not TLE (docs/verdicts.md).
        const auto self = static_cast<id_t>(gettid());
        errno = 0;
        const int own = getpriority(PRIO_PROCESS, self);
        if (errno == 0) setpriority(PRIO_PROCESS, self, std::min(own + kJudgingNice, 19));
        QueuedJobs jobs(std::nullopt, QueuedJobs::Until::Stopped);
        try {
            session_.judge(jobs, [&board](int, const JudgeProgress& p) { board.record(p); });
        } catch (const std::exception& error) {
            // A lasting failure of the judge's set-up or database; the server goes on serving,
            // and what is queued stays queued for a worker or the next serve.
            std::cerr << "gridjudge serve: judging stopped: " << error.what() << "\n";
        }
    }

    std::atomic<bool> stop_{false};
    JudgeSession session_;
    std::thread thread_;  // last: starts after everything it uses exists
};

// The live contests' pages: the login rules on a connection of their own, and the pages' store
// and contest store on another, opened when the contest pages are first used (docs/web.md,
// "Live contests").
class ServingContests {
  public:
    explicit ServingContests(const std::string& location)
        : location_(location), throttle_(clock_), site_([this] { return connect(); }, clock_) {}

    web::ContestSite& site() { return site_; }

  private:
    web::ContestSite::Parts connect() {
        login_store_ = db::open_contest_store(location_);
        contests_ = db::open_contest_store(location_);
        store_ = db::open_store(location_, db::OpenMode::ReadWrite);
        login_ = std::make_unique<app::ContestLogin>(*login_store_, throttle_, clock_);
        return {*login_, *store_, *contests_};
    }

    std::string location_;
    accounts::SystemClock clock_;
    accounts::LoginThrottle throttle_;
    std::unique_ptr<db::ContestStore> login_store_, contests_;
    std::unique_ptr<db::Store> store_;
    std::unique_ptr<app::ContestLogin> login_;
    web::ContestSite site_;
};

// `--token` is the password of the judge account "judge" (created, or given the token as its new
// password when it exists): the jury logs in to the contest pages with it, and the API's Bearer
// token goes on working as before.
constexpr const char* kTokenJudge = "judge";

void make_token_judge(db::ContestStore& contests, const std::string& token) {
    std::string plaintext = token;
    const accounts::Password password = accounts::Password::take(plaintext);
    app::StoreAccountBook book(contests);
    if (const auto existing = book.find_by_username(kTokenJudge)) {
        if (existing->account.kind == contest::AccountKind::team)
            throw CommandError(std::string("--token: the account '") + kTokenJudge +
                               "' is a team account; the token's judge account needs that name");
        if (!accounts::verify_password(existing->password_hash, password)) {
            book.set_password_hash(existing->account.id, accounts::hash_password(password));
            book.delete_sessions_of(existing->account.id);  // the old token's sessions end
        }
        return;
    }
    const contest::Account judge{kTokenJudge, kTokenJudge, contest::AccountKind::judge, "", "Jury"};
    app::add_staff_account(contests, judge, password, accounts::SystemClock().now());
}

// What the first line says about writing and judging.
std::string serving_note(const std::string& token, const ServingWorkers* workers) {
    // Teams submit through the contest pages whatever the token; without one nothing here judges.
    if (token.empty()) return "no rejudge, no local workers: `gridjudge worker` judges";
    if (workers == nullptr) return "rejudge allowed with the token; workers elsewhere judge";
    return "rejudge allowed with the token; " + std::to_string(workers->workers()) +
           " local worker(s) judge";
}

std::string url_host(const std::string& host) {
    return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

int run_serve(const GlobalOptions& global, const ServeArguments& args) {
    // SIGINT and SIGTERM are taken by sigwait below; blocked before any thread starts, so every
    // thread inherits the mask and none is interrupted mid-request.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

    // Fails now, with the CLI's message, if the file is missing or has a schema this build
    // cannot read; each request opens it again, read-only. `shown` is its location without a
    // URL's password; `location` (with it) is only ever used to connect.
    const std::string location = resolved_location(global.db);
    const std::string shown = open_database(location, db::OpenMode::ReadOnly)->location();
    // A read-only server judges nothing; one that takes rejudges judges what is queued (a queued
    // rejudge must never wait for a restart that does not come), unless --jobs 0 leaves that to
    // separate workers.
    web::LiveProgressBoard board;
    std::unique_ptr<ServingWorkers> workers;
    if (!args.token.empty()) {
        JudgeOptions options = args.judge;
        options.db = location;
        options.quiet = true;  // the page shows the progress, not the server's terminal
        if (options.jobs.value_or(1) == 0)
            // Judged elsewhere; a server that takes rejudges still asks what every judging
            // command asks of its host (docs/web.md).
            sandbox_options_or_refuse(options.unsafe);
        else
            workers = std::make_unique<ServingWorkers>(options, board);
    }
    if (!web::is_loopback_host(args.host))
        std::cerr << "warning: serving on " << args.host
                  << ": anyone who can reach this address can read every source and result\n";

    {
        // Creates (or migrates to) the live contests' tables now, so that every request finds
        // them; closed again at once.
        const std::unique_ptr<db::ContestStore> contests = db::open_contest_store(location);
        if (!args.token.empty()) make_token_judge(*contests, args.token);
    }
    ServingContests contests(location);

    web::WebServer server(
        {args.host, args.port, location, args.token, args.allowed_hosts, !args.quiet},
        workers ? &board : nullptr, &contests.site());
    const int port = server.bind();
    std::cout << "gridjudge: serving " << shown << " at http://" << url_host(args.host) << ":"
              << port << "/ (" << serving_note(args.token, workers.get()) << "); Ctrl-C stops"
              << std::endl;

    std::string failure;
    std::thread serving([&server, &failure] {
        try {
            server.run();
        } catch (const std::exception& error) {
            failure = error.what();
            kill(getpid(), SIGTERM);  // wakes the sigwait below
        }
    });
    int signal_number = 0;
    sigwait(&stop_signals, &signal_number);
    server.stop();
    serving.join();
    if (!failure.empty()) throw CommandError(failure);
    return 0;
}

}  // namespace

void add_serve_command(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto args = std::make_shared<ServeArguments>();
    auto* serve = app.add_subcommand("serve", "Serve the review web UI and JSON API");
    serve->add_option("--host", args->host, "Address to listen on")->capture_default_str();
    serve
        ->add_option("--allow-host", args->allowed_hosts,
                     "Also answer to this Host name (repeatable; loopback names always)")
        ->check(CLI::Validator(
            [](const std::string& name) -> std::string {
                if (name.empty() || name.find_first_of(":/ []") != std::string::npos)
                    return "'" + name + "' is not a host name (a name such as judge.lan, no port)";
                return "";
            },
            "NAME"));
    serve->add_option("--port", args->port, "Port (0: any free port)")
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    serve
        ->add_option("--token", args->token,
                     "Allow rejudging to clients sending 'Authorization: Bearer TOKEN'")
        ->envname("GRIDJUDGE_TOKEN");
    serve->add_flag("--unsafe", args->judge.unsafe,
                    "With --token: rejudge even if the host gives no isolation (trusted programs)");
    serve
        ->add_option("--jobs", args->judge.jobs,
                     "With --token: local workers judging what is queued (default: one per "
                     "CPU; 0: none, separate `gridjudge worker` processes judge)")
        ->check(CLI::Range(0, 256));
    add_tle_reruns_option(serve, args->judge);
    serve->add_flag("--quiet", args->quiet, "Do not log requests on stderr");
    serve->callback([&exit_code, &global, args] { exit_code = run_serve(global, *args); });
}

}  // namespace gridjudge::cli
