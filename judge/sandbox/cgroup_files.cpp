#include "judge/sandbox/cgroup_files.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <system_error>
#include <thread>
#include <vector>

#include <spdlog/spdlog.h>

#include "judge/sandbox/unique_fd.h"

namespace gridjudge::sandbox::cgroupfs {

std::optional<std::string> read_text(const std::filesystem::path& file) {
    UniqueFd fd(::open(file.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd) return std::nullopt;
    std::string text;
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::read(fd.get(), buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return std::nullopt;
        if (got == 0) return text;
        text.append(buffer, static_cast<std::size_t>(got));
    }
}

void write_text(const std::filesystem::path& file, std::string_view value) {
    UniqueFd fd(::open(file.c_str(), O_WRONLY | O_CLOEXEC));
    if (!fd) throw std::system_error(errno, std::generic_category(), "open " + file.string());
    const ssize_t written = ::write(fd.get(), value.data(), value.size());
    if (written != static_cast<ssize_t>(value.size()))
        throw std::system_error(written < 0 ? errno : EIO, std::generic_category(),
                                "write '" + std::string(value) + "' to " + file.string());
}

bool try_write_text(const std::filesystem::path& file, std::string_view value) noexcept {
    UniqueFd fd(::open(file.c_str(), O_WRONLY | O_CLOEXEC));
    return fd &&
           ::write(fd.get(), value.data(), value.size()) == static_cast<ssize_t>(value.size());
}

namespace {
std::optional<std::int64_t> parse_number(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data()) return std::nullopt;
    return value;
}
}  // namespace

std::optional<std::int64_t> read_number(const std::filesystem::path& file) {
    const auto text = read_text(file);
    if (!text) return std::nullopt;
    return parse_number(*text);
}

std::optional<std::int64_t> read_keyed_number(const std::filesystem::path& file,
                                              std::string_view key) {
    const auto text = read_text(file);
    if (!text) return std::nullopt;
    std::string_view rest = *text;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (line.size() > key.size() && line.starts_with(key) && line[key.size()] == ' ')
            return parse_number(line.substr(key.size() + 1));
    }
    return std::nullopt;
}

void make_directory(const std::filesystem::path& dir) {
    if (::mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST)
        throw std::system_error(errno, std::generic_category(), "mkdir " + dir.string());
}

bool remove_directory(const std::filesystem::path& dir) {
    using namespace std::chrono_literals;
    for (int attempt = 0; attempt < 200; ++attempt) {
        if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) return true;
        if (errno != EBUSY) return false;
        std::this_thread::sleep_for(1ms);
    }
    return false;
}

std::vector<pid_t> listed_ids(const std::filesystem::path& file, Spared spare) {
    std::vector<pid_t> ids;
    std::string_view rest;
    const auto text = read_text(file);
    if (text) rest = *text;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        if (const auto id = parse_number(rest.substr(0, end));
            id && *id > 0 && !spare.contains(static_cast<pid_t>(*id)))
            ids.push_back(static_cast<pid_t>(*id));
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    }
    return ids;
}

bool lists_no_process(const std::filesystem::path& procs_file, Spared spare) {
    return listed_ids(procs_file, spare).empty();
}

int kill_listed_processes(const std::filesystem::path& procs_file, Spared spare) {
    int killed = 0;
    for (const pid_t pid : listed_ids(procs_file, spare)) {
        ::kill(pid, SIGKILL);
        ++killed;
    }
    return killed;
}

OwnedDirectories::~OwnedDirectories() {
    if (::getpid() != maker_) return;
    for (const std::filesystem::path& dir : paths_)
        if (!remove_directory(dir))
            spdlog::warn("sandbox: could not remove cgroup {}", dir.string());
}

std::filesystem::path OwnedDirectories::create(const std::filesystem::path& dir) {
    make_directory(dir);
    paths_.push_back(dir);
    return dir;
}

}  // namespace gridjudge::sandbox::cgroupfs
