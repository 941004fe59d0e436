#include "judge/judging/relay.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>

#include <cerrno>
#include <vector>

namespace gridjudge {
namespace {

// What a reader has not taken yet; past this the relay stops reading from the writer, which
// then waits as it would on a full pipe.
constexpr std::size_t kHeldLimit = 1 << 20;

void set_nonblocking(int fd) {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

// One direction: bytes read from `from`, held, written to `to`.
struct Direction {
    sandbox::UniqueFd from, to;
    std::string held;
    std::string* log;
    std::size_t* total;
    std::size_t keep;
    std::function<void()> closed_to;
    bool* writer_cut;  // set when the writer's end is closed because the reader is gone
    bool from_open = true;

    bool done() const { return !from_open && held.empty(); }

    void close_to() {
        if (!to) return;
        to.reset();
        if (closed_to) closed_to();
    }

    void read_some() {
        char buffer[1 << 16];
        const ssize_t got = ::read(from.get(), buffer, sizeof buffer);
        if (got > 0) {
            const auto size = static_cast<std::size_t>(got);
            *total += size;
            if (log->size() < keep) log->append(buffer, std::min(size, keep - log->size()));
            // Nobody will read them: a side that is gone only has its bytes counted.
            if (to) held.append(buffer, size);
            return;
        }
        if (got < 0 && (errno == EAGAIN || errno == EINTR)) return;
        from_open = false;
        from.reset();
        if (held.empty()) close_to();  // the reader sees end of file
    }

    void write_some() {
        const ssize_t wrote = ::write(to.get(), held.data(), held.size());
        if (wrote > 0) {
            held.erase(0, static_cast<std::size_t>(wrote));
        } else if (wrote < 0 && errno != EAGAIN && errno != EINTR) {
            // EPIPE: the reader is gone. Nobody will read the writer any more either: its end is
            // closed so that it learns it at its next write (EPIPE) instead of writing forever.
            held.clear();
            close_to();
            from_open = false;
            from.reset();
            *writer_cut = true;
        }
        if (held.empty() && !from_open) close_to();
    }
};

}  // namespace

RelayLog relay(RelayEnds ends, int stop_fd, std::size_t keep) {
    // A write to a reader that is gone must be EPIPE, not a signal that ends the judge: blocked
    // on this thread, and any left pending is taken before returning.
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    sigset_t previous;
    ::pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);

    RelayLog log;
    Direction up{std::move(ends.from_program),
                 std::move(ends.to_interactor),
                 {},
                 &log.program_to_interactor,
                 &log.program_bytes,
                 keep,
                 std::move(ends.closed_to_interactor),
                 &log.program_output_cut};
    Direction down{std::move(ends.from_interactor),   std::move(ends.to_program), {},
                   &log.interactor_to_program,        &log.interactor_bytes,      keep,
                   std::move(ends.closed_to_program), &log.interactor_output_cut};
    for (Direction* direction : {&up, &down}) {
        set_nonblocking(direction->from.get());
        set_nonblocking(direction->to.get());
    }
    while (!(up.done() && down.done())) {
        std::vector<pollfd> watched{{stop_fd, POLLIN, 0}};
        std::vector<std::pair<Direction*, bool>> roles;  // (direction, is its reading side)
        for (Direction* direction : {&up, &down}) {
            if (direction->from_open && direction->held.size() < kHeldLimit) {
                watched.push_back({direction->from.get(), POLLIN, 0});
                roles.emplace_back(direction, true);
            }
            if (direction->to && !direction->held.empty()) {
                watched.push_back({direction->to.get(), POLLOUT, 0});
                roles.emplace_back(direction, false);
            }
        }
        if (::poll(watched.data(), watched.size(), -1) < 0 && errno != EINTR) break;
        if (watched[0].revents != 0) break;
        for (std::size_t i = 1; i < watched.size(); ++i) {
            if (watched[i].revents == 0) continue;
            auto [direction, reading] = roles[i - 1];
            if (reading)
                direction->read_some();
            else
                direction->write_some();
        }
    }
    timespec none{};
    while (::sigtimedwait(&pipe_signal, nullptr, &none) > 0) {
    }
    ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return log;
}

std::string describe(const RelayLog& log) {
    auto side = [](const char* name, const std::string& bytes, std::size_t total) {
        std::string text = std::string(name) + " (" + std::to_string(total) + " bytes";
        if (total > bytes.size()) text += ", the first " + std::to_string(bytes.size()) + " shown";
        return text + "):\n" + bytes + (bytes.empty() || bytes.back() == '\n' ? "" : "\n");
    };
    return side("program -> interactor", log.program_to_interactor, log.program_bytes) +
           side("interactor -> program", log.interactor_to_program, log.interactor_bytes);
}

}  // namespace gridjudge
