// sandbox_overhead [RUNS]: the cost of one sandboxed run of a trivial program (/usr/bin/true)
// against a bare fork/exec/wait of the same program, with the thread's kept box (sandbox::run,
// where the host allows one), with kept boxes for two file trees used in turn, and with a box made
// for each run, interleaved in rounds. Prints mean
// and median wall times and the CPU time spent per run (the judge's and its children's, cgroup and
// namespace work included), then the median time of each step of a sandboxed run (RunSteps), so
// that the cost left over bare is visible where it is. Not a test: the figures are recorded in
// docs/sandbox.md.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "judge/sandbox/box_run.h"
#include "judge/sandbox/sandbox.h"

namespace {

using Clock = std::chrono::steady_clock;

struct Figures {
    double mean_ms, median_ms;
    double cpu_ms;  // CPU time of this process and its children per run: steadier on a busy host
};

double cpu_ms_so_far() {
    double total = 0;
    for (int who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
        rusage usage{};
        ::getrusage(who, &usage);
        total += (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
                 (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    }
    return total;
}

// Runs `once` on a thread of its own: the thread's box server is reaped when the thread ends,
// and only then is its CPU time in this process's account of its children.
Figures measure(int runs, const std::function<void()>& once) {
    std::vector<double> times;
    const double cpu_before = cpu_ms_so_far();
    std::thread([&] {
        for (int i = 0; i < runs; ++i) {
            const auto start = Clock::now();
            once();
            times.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        }
    }).join();
    const double cpu_per_run = (cpu_ms_so_far() - cpu_before) / runs;
    std::sort(times.begin(), times.end());
    return {std::accumulate(times.begin(), times.end(), 0.0) / runs, times[times.size() / 2],
            cpu_per_run};
}

double median_of(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// One step of a run: from one RunSteps stamp to the next.
struct Step {
    const char* name;
    std::int64_t gridjudge::sandbox::RunSteps::*from, gridjudge::sandbox::RunSteps::*to;
};

void print_steps(const std::vector<gridjudge::sandbox::RunSteps>& runs) {
    using S = gridjudge::sandbox::RunSteps;
    const Step steps[] = {
        {"prepare: files, mount plan, pipes", &S::started, &S::prepared},
        {"request to server / kept box ready", &S::prepared, &S::server_received},
        {"clone the init (kept box: none)", &S::server_received, &S::init_cloned},
        {"id maps, go / kept box: order sent", &S::init_cloned, &S::go_sent},
        {"go: the init wakes up", &S::go_sent, &S::go_received},
        {"mounts: the private root", &S::go_received, &S::tree_built},
        {"fork, program's set-up", &S::tree_built, &S::exec_called},
        {"exec, program, its exit", &S::exec_called, &S::program_ended},
        {"report to the judge", &S::program_ended, &S::report_read},
        {"reap the init (namespaces go)", &S::report_read, &S::init_reaped},
        {"result, cgroup, files let go", &S::init_reaped, &S::finished},
        {"whole run", &S::started, &S::finished},
    };
    std::printf("steps of sandbox::run (%zu runs):\n", runs.size());
    double sum = 0;
    for (const Step& step : steps) {
        std::vector<double> times;
        for (const S& run : runs)
            if (run.*step.from != 0 && run.*step.to != 0)
                times.push_back(static_cast<double>(run.*step.to - run.*step.from) / 1e6);
        if (times.empty()) {
            std::printf("  %-34s (not stamped)\n", step.name);
            continue;
        }
        const double median = median_of(times);
        const double mean = std::accumulate(times.begin(), times.end(), 0.0) / times.size();
        if (step.from != &S::started || step.to != &S::finished) sum += median;
        std::printf("  %-34s median %6.3f ms, mean %6.3f ms\n", step.name, median, mean);
    }
    std::printf("  %-34s median %6.3f ms\n", "sum of the steps' medians", sum);
    // Off the critical path: the judge reads the server's answer while the box starts.
    std::vector<double> answer;
    for (const S& run : runs)
        answer.push_back(static_cast<double>(run.reply_received - run.init_cloned) / 1e6);
    std::printf("  %-34s median %6.3f ms (off the path)\n", "server's answer to the judge",
                median_of(answer));
}

void bare_run() {
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::execl("/usr/bin/true", "true", nullptr);
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
}

}  // namespace

int main(int argc, char** argv) {
    namespace sandbox = gridjudge::sandbox;
    const int runs = argc > 1 ? std::atoi(argv[1]) : 200;
    const auto probe_start = Clock::now();
    const sandbox::Protections protections = sandbox::detect_protections();
    const double probe_ms =
        std::chrono::duration<double, std::milli>(Clock::now() - probe_start).count();
    std::printf("detect_protections: %.2f ms, isolated: %s, cgroup v%d\n", probe_ms,
                protections.isolated() ? "yes" : "no", protections.cgroup_version);

    char pattern[] = "/tmp/gridjudge-overhead-XXXXXX";
    if (!::mkdtemp(pattern)) return 1;
    sandbox::RunSpec spec;
    spec.argv = {"/usr/bin/true"};
    spec.box_dir = pattern;
    // Unsafe only where the host cannot isolate: the figures then say so in the first line.
    const sandbox::Options options{.unsafe = true};
    // sandbox::run: the thread's kept box where the host allows one; run_box without it: a box
    // of its own for every run, as on hosts that allow no kept box.
    sandbox::Isolation one_run_boxes = sandbox::full_isolation(protections);
    one_run_boxes.keep_box = false;
    std::vector<sandbox::RunSteps> kept_steps, one_run_steps;
    const auto checked = [](const sandbox::RunResult& result,
                            std::vector<sandbox::RunSteps>& steps) {
        if (!result.error.empty() || result.exit_code != 0) {
            std::fprintf(stderr, "run failed: %s\n", result.error.c_str());
            std::exit(1);
        }
        steps.push_back(result.steps);
    };
    // GRIDJUDGE_CGROUP_VERSION=2 on a hybrid host: v2 cgroups without controllers, which
    // sandbox::run refuses; measured as sandbox::run would box on a v2 host with them.
    const char* asked = std::getenv("GRIDJUDGE_CGROUP_VERSION");
    const bool v2_asked = asked && std::string(asked) == "2" && protections.cgroup_version == 2;
    const bool isolated = protections.isolated() || v2_asked;
    const sandbox::Isolation kept_boxes = sandbox::full_isolation(protections);
    const auto boxed_run = [&] {
        checked(v2_asked ? sandbox::run_box(spec, kept_boxes) : sandbox::run(spec, options),
                kept_steps);
    };
    const auto one_run_box = [&] { checked(sandbox::run_box(spec, one_run_boxes), one_run_steps); };
    // A program whose box binds files (as Java's binds /etc/java-17-openjdk) and its checker's,
    // which binds none, one after the other: one kept box per thread (v1) makes a box at every
    // switch, kept boxes side by side (v2) make none.
    sandbox::RunSpec with_bind = spec;
    with_bind.readonly_binds = {"/etc/passwd"};
    bool bind_next = false;
    std::vector<sandbox::RunSteps> alternating_steps;
    const auto alternating_run = [&] {
        const sandbox::RunSpec& next = (bind_next = !bind_next) ? with_bind : spec;
        checked(v2_asked ? sandbox::run_box(next, kept_boxes) : sandbox::run(next, options),
                alternating_steps);
    };
    boxed_run();  // warm-up: the one-time probe and cgroup set-up
    kept_steps.clear();

    // Interleaved in rounds, so that a change of the host's speed during the run falls on all
    // three alike.
    constexpr int kRounds = 4;
    std::vector<Figures> bare, boxed, one_run, alternating;
    for (int round = 0; round < kRounds; ++round) {
        bare.push_back(measure(runs / kRounds, bare_run));
        boxed.push_back(measure(runs / kRounds, boxed_run));
        alternating.push_back(measure(runs / kRounds, alternating_run));
        if (isolated) one_run.push_back(measure(runs / kRounds, one_run_box));
    }
    std::filesystem::remove_all(pattern);
    std::printf("%d runs of /usr/bin/true each, in %d rounds\n", runs / kRounds * kRounds, kRounds);
    const auto print = [](const char* label, const std::vector<Figures>& rounds,
                          const std::vector<Figures>* minus = nullptr) {
        std::vector<double> means, medians, cpus;
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            means.push_back(rounds[i].mean_ms - (minus ? (*minus)[i].mean_ms : 0));
            medians.push_back(rounds[i].median_ms - (minus ? (*minus)[i].median_ms : 0));
            cpus.push_back(rounds[i].cpu_ms - (minus ? (*minus)[i].cpu_ms : 0));
        }
        std::printf("%-26s wall mean %.2f ms, median %.2f ms; cpu %.2f ms (medians of rounds)\n",
                    label, median_of(means), median_of(medians), median_of(cpus));
    };
    print("bare fork/exec/wait", bare);
    print("sandbox::run (kept box)", boxed);
    print("overhead, kept box", boxed, &bare);
    print("overhead, 2 trees in turn", alternating, &bare);
    if (!one_run.empty()) {
        print("a box per run", one_run);
        print("overhead, a box per run", one_run, &bare);
    }
    std::printf("\nsandbox::run, kept box where the host allows one: ");
    print_steps(kept_steps);
    if (!one_run_steps.empty()) {
        std::printf("\na box per run: ");
        print_steps(one_run_steps);
    }
    return 0;
}
