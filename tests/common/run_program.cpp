#include "tests/common/run_program.h"

#include <utility>  // before Boost.Asio 1.74: its C++20 code uses std::exchange

#include <boost/asio.hpp>
#include <boost/process.hpp>
#include <fstream>
#include <future>
#include <sstream>
#include <stdexcept>

namespace gridjudge::testing {
namespace bp = boost::process;

ProgramRun run_program(const std::filesystem::path& exe, const std::vector<std::string>& args,
                       const std::string& input, std::chrono::milliseconds timeout,
                       const std::filesystem::path& workdir) {
    boost::asio::io_context io;
    std::future<std::string> out, err;
    bp::async_pipe in_pipe(io);
    ProgramRun run;
    auto start = std::chrono::steady_clock::now();
    bp::child child(exe.string(), bp::args(args), bp::std_out > out, bp::std_err > err,
                    bp::std_in < in_pipe,
                    bp::start_dir(workdir.empty() ? std::filesystem::current_path().string()
                                                  : workdir.string()),
                    io);
    boost::asio::async_write(
        in_pipe, boost::asio::buffer(input),
        [&](const boost::system::error_code&, std::size_t) { in_pipe.close(); });
    auto deadline = start + timeout;
    while (child.running() && std::chrono::steady_clock::now() < deadline) {
        io.run_for(std::chrono::milliseconds(5));
    }
    if (child.running()) {
        run.timed_out = true;
        child.terminate();
    }
    child.wait();
    io.run();
    run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    if (!run.timed_out) run.exit_code = child.exit_code();
    run.out = out.get();
    run.err = err.get();
    return run;
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace gridjudge::testing
