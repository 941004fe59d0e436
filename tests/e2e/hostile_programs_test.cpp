// The corpus of hostile programs (tests/e2e/programs/*.cpp), each judged through the real
// executable on the first huarongdao test (file I/O, 1 s, 128 MiB). The corpus is found by
// listing the folder: a new program needs no change here. Each file says in its header what
// the judge must make of it:
//   // expect: VERDICT [SIGNAL]     the verdict, and the signal the program died of (none: 0)
//   // expect-message: TEXT         the result's exact message; <N> stands for any number
//   // host-must-not-have: PATH...  host files the program tries to create (checked after)
//   // without-i386-abi: VERDICT [SIGNAL] and // without-i386-abi-message: TEXT
//                                  instead of the two above, on a kernel that runs no i386
//                                  system call at all (tests/common/i386_abi.h)
// A program whose source names GRIDJUDGE_LISTENER_PORT gets the port of a loopback server this
// test opens on the host; after the run the server must have no connection waiting.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <regex>
#include <sstream>

#include "judge/util/files.h"
#include "tests/common/i386_abi.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace {
namespace fs = std::filesystem;

const fs::path kCorpus = kSourceDir / "tests/e2e/programs";

std::vector<std::string> corpus() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(kCorpus))
        if (entry.path().extension() == ".cpp") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

struct Expectation {
    std::string verdict, signal;  // signal: "" when the program must not die of one
    std::string message;          // may hold <N>
    std::vector<std::string> host_must_not_have;
};

// The value of every "// KEY: value" header line of `source`.
std::vector<std::string> header_values(const std::string& source, const std::string& key) {
    std::vector<std::string> values;
    std::istringstream lines(source);
    const std::string prefix = "// " + key + ": ";
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(prefix, 0) == 0) values.push_back(line.substr(prefix.size()));
    return values;
}

Expectation expectation_of(const std::string& source) {
    Expectation expected;
    const bool other_abi =
        !testing::kernel_runs_i386_calls() && !header_values(source, "without-i386-abi").empty();
    const std::vector<std::string> expect =
        header_values(source, other_abi ? "without-i386-abi" : "expect");
    const std::vector<std::string> message =
        header_values(source, other_abi ? "without-i386-abi-message" : "expect-message");
    if (expect.size() != 1 || message.size() != 1)
        throw std::invalid_argument("needs exactly one '// expect:' and one '// expect-message:'");
    std::istringstream words(expect.front());
    words >> expected.verdict >> expected.signal;
    expected.message = message.front();
    for (const std::string& paths : header_values(source, "host-must-not-have")) {
        std::istringstream list(paths);
        for (std::string path; list >> path;) expected.host_must_not_have.push_back(path);
    }
    return expected;
}

// The header's message as a whole-string pattern: literal text, <N> for a number.
std::regex message_pattern(const std::string& message) {
    static const std::regex special(R"([.^$|()\[\]{}*+?\\])");
    std::string pattern = std::regex_replace(message, special, R"(\$&)");
    for (std::size_t at = 0; (at = pattern.find("<N>", at)) != std::string::npos;)
        pattern.replace(at, 3, "[0-9]+");
    return std::regex(pattern);
}

std::string signal_text(int signal) {
    if (signal == 0) return "";
    const char* name = sigabbrev_np(signal);
    return name ? std::string("SIG") + name : "signal " + std::to_string(signal);
}

// A TCP server on the host's loopback that nothing inside a box may reach.
class LoopbackListener {
  public:
    LoopbackListener() : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (fd_ < 0 || ::bind(fd_, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(fd_, 8) != 0 ||
            ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &length) != 0)
            throw std::runtime_error(std::string("loopback listener: ") + std::strerror(errno));
        port_ = ntohs(address.sin_port);
    }
    ~LoopbackListener() { ::close(fd_); }
    LoopbackListener(const LoopbackListener&) = delete;
    LoopbackListener& operator=(const LoopbackListener&) = delete;

    int port() const { return port_; }
    // True when a connection reached the server (accepted now, or waiting to be).
    bool reached() const {
        const int connection = ::accept(fd_, nullptr, nullptr);
        if (connection < 0) return false;
        ::close(connection);
        return true;
    }

  private:
    int fd_;
    int port_ = 0;
};

class HostileProgram : public ::testing::TestWithParam<std::string> {};

TEST_P(HostileProgram, GetsItsVerdictAndSignalOrMessage) {
    const fs::path file = kCorpus / (GetParam() + ".cpp");
    std::string source = read_file(file);
    const Expectation expected = expectation_of(source);
    for (const std::string& path : expected.host_must_not_have)
        ASSERT_FALSE(fs::exists(path)) << path << " exists before the run: remove it first";

    std::optional<LoopbackListener> listener;
    if (source.find("GRIDJUDGE_LISTENER_PORT") != std::string::npos) {
        listener.emplace();
        source =
            "#define GRIDJUDGE_LISTENER_PORT " + std::to_string(listener->port()) + "\n" + source;
    }
    const fs::path submitted = scratch_dir() / (GetParam() + ".cpp");
    write_file_atomic(submitted, source);
    const testing::ProgramRun run =
        gridjudge({"submit", "huarongdao", submitted.string(), "--tests", "1", "--db",
                   shared_database().string(), "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const nlohmann::json result = parse_json(run);
    ASSERT_EQ(result["tests"].size(), 1u) << result.dump(2);
    const nlohmann::json& test = result["tests"][0];

    EXPECT_EQ(result["verdict"], expected.verdict) << result.dump(2);
    EXPECT_EQ(test["verdict"], expected.verdict) << test.dump(2);
    EXPECT_EQ(signal_text(test["signal"].get<int>()), expected.signal) << test.dump(2);
    const std::string message = test["message"].get<std::string>();
    EXPECT_TRUE(std::regex_match(message, message_pattern(expected.message)))
        << "message:  " << message << "\nexpected: " << expected.message;
    for (const std::string& path : expected.host_must_not_have)
        EXPECT_FALSE(fs::exists(path)) << path << " appeared on the host";
    if (listener) {
        EXPECT_FALSE(listener->reached()) << "the program reached the host's loopback";
    }
}

INSTANTIATE_TEST_SUITE_P(Corpus, HostileProgram, ::testing::ValuesIn(corpus()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             return info.param;
                         });

// The header rules themselves: a corpus file without them would test nothing.
TEST(HostileCorpus, EveryProgramStatesItsVerdictAndMessage) {
    const std::vector<std::string> names = corpus();
    EXPECT_GE(names.size(), 25u);
    for (const std::string& name : names)
        EXPECT_NO_THROW(expectation_of(read_file(kCorpus / (name + ".cpp")))) << name;
}

}  // namespace
}  // namespace gridjudge::e2e
