// serve: the web UI and JSON API over a database (docs/web.md, docs/api.md). Read-only unless
// started with a token; then POST /api/rejudge judges in a background worker, behind the same
// sandbox gate as submit and grade.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <thread>

#include "judge/cli/commands.h"
#include "judge/cli/judging.h"
#include "judge/cli/lookup.h"
#include "judge/web/auth.h"
#include "judge/web/server.h"

namespace gridjudge::cli {
namespace {

struct ServeArguments {
    std::string host = "127.0.0.1", token;
    std::vector<std::string> allowed_hosts;
    int port = 8080;
    bool unsafe = false, quiet = false;
};

// The judge session is made on the worker thread at the first rejudge, so a server nobody asks
// to rejudge never opens the database for writing.
web::RejudgeWorker::JudgeFunction judge_in_session(const JudgeOptions& options) {
    auto session = std::make_shared<std::unique_ptr<JudgeSession>>();
    return
        [options, session](std::int64_t id, const web::RejudgeWorker::ProgressCallback& progress) {
            if (!*session) *session = std::make_unique<JudgeSession>(options);
            (*session)->judge_now(id, progress);
        };
}

// What is still queued, oldest first. (One being judged under another's lease is not: the
// rejudges are judged one at a time, and waiting for that lease, up to its full length, would
// hold up every rejudge a coach asks for meanwhile. A worker, a grade or the next serve takes it
// over once its lease has ended.)
std::vector<std::int64_t> queued_submissions(db::Store& store) {
    db::SubmissionFilter filter;
    filter.status = SubmissionStatus::Queued;
    std::vector<std::int64_t> ids;
    for (const db::SubmissionRecord& s : store.submissions(filter)) ids.push_back(s.id);
    std::sort(ids.begin(), ids.end());
    return ids;
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
    std::unique_ptr<web::RejudgeWorker> worker;
    if (!args.token.empty()) {
        sandbox_options_or_refuse(args.unsafe);  // a rejudge runs contestants' programs
        JudgeOptions options;
        options.db = location;
        options.unsafe = args.unsafe;
        options.quiet = true;  // the page shows the progress, not the server's terminal
        worker = std::make_unique<web::RejudgeWorker>(judge_in_session(options));
        // What an earlier server (or command) left queued is judged first: a queued rejudge
        // must never wait for a restart that does not come. (On PostgreSQL the workers judge
        // what is queued.)
        if (!db::is_postgres_url(location))
            for (const std::int64_t id :
                 queued_submissions(*open_database(location, db::OpenMode::ReadOnly)))
                worker->enqueue(id);
    }
    if (!web::is_loopback_host(args.host))
        std::cerr << "warning: serving on " << args.host
                  << ": anyone who can reach this address can read every source and result\n";

    web::WebServer server(
        {args.host, args.port, location, args.token, args.allowed_hosts, !args.quiet},
        worker.get());
    const int port = server.bind();
    std::cout << "gridjudge: serving " << shown << " at http://" << url_host(args.host) << ":"
              << port << "/ (" << (worker ? "rejudge allowed with the token" : "read-only")
              << "); Ctrl-C stops" << std::endl;

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
    serve->add_flag("--unsafe", args->unsafe,
                    "With --token: rejudge even if the host gives no isolation (trusted programs)");
    serve->add_flag("--quiet", args->quiet, "Do not log requests on stderr");
    serve->callback([&exit_code, &global, args] { exit_code = run_serve(global, *args); });
}

}  // namespace gridjudge::cli
