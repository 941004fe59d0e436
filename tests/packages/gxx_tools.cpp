#include "tests/packages/gxx_tools.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

namespace gridjudge::testing {
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

struct Exit {
    int code = 0, signal = 0;
};

// Runs `argv` in `directory` with the given stdin/stdout/stderr files; waits for it.
Exit spawn(const std::vector<std::string>& argv, const fs::path& directory, const fs::path& in,
           const fs::path& out, const fs::path& err) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        const rlimit cpu{10, 10};
        ::setrlimit(RLIMIT_CPU, &cpu);
        if (::chdir(directory.c_str()) != 0) ::_exit(126);
        const int stdin_fd = ::open(in.empty() ? "/dev/null" : in.c_str(), O_RDONLY);
        const int stdout_fd =
            ::open(out.empty() ? "/dev/null" : out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int stderr_fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (stdin_fd < 0 || stdout_fd < 0 || stderr_fd < 0) ::_exit(126);
        ::dup2(stdin_fd, 0);
        ::dup2(stdout_fd, 1);
        ::dup2(stderr_fd, 2);
        std::vector<char*> args;
        for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
        args.push_back(nullptr);
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (WIFSIGNALED(status)) return {0, WTERMSIG(status)};
    return {WEXITSTATUS(status), 0};
}

}  // namespace

GxxTools::GxxTools(fs::path work) : work_(std::move(work)) {
    fs::create_directories(work_);
}

std::vector<std::string> GxxTools::build(const package::ToolProgram& program,
                                         std::string& failure) {
    const std::string source = slurp(program.source);
    std::string key = program.language + "\n" + source;
    for (const fs::path& file : program.include_files) key += "\n" + file.string();
    if (auto found = compiled_.find(key); found != compiled_.end()) return found->second;

    const fs::path folder = work_ / ("build-" + std::to_string(compiled_.size()));
    fs::create_directories(folder);
    for (const fs::path& file : program.include_files)
        fs::copy_file(file, folder / file.filename(), fs::copy_options::overwrite_existing);
    const bool python = program.language == "python3" ||
                        (program.language.empty() && program.source.extension() == ".py");
    if (python) {
        const fs::path main = folder / "main.py";
        fs::copy_file(program.source, main, fs::copy_options::overwrite_existing);
        const Exit exit = spawn({"/usr/bin/python3", "-m", "py_compile", main.string()}, folder, {},
                                {}, folder / "compile.log");
        if (exit.code != 0 || exit.signal != 0) {
            failure = slurp(folder / "compile.log");
            return {};
        }
        return compiled_[key] = {"/usr/bin/python3", main.string()};
    }
    const bool c = program.language == "c11";
    const fs::path main = folder / (c ? "main.c" : "main.cpp");
    fs::copy_file(program.source, main, fs::copy_options::overwrite_existing);
    std::string standard = c ? "-std=c11" : "-std=c++17";
    if (program.language.rfind("cpp", 0) == 0) standard = "-std=c++" + program.language.substr(3);
    const fs::path executable = folder / "program";
    const Exit exit = spawn({c ? "/usr/bin/gcc" : "/usr/bin/g++", standard, "-O1", "-o",
                             executable.string(), main.string()},
                            folder, {}, {}, folder / "compile.log");
    if (exit.code != 0 || exit.signal != 0) {
        failure = slurp(folder / "compile.log");
        return {};
    }
    return compiled_[key] = {executable.string()};
}

package::ToolResult GxxTools::compile(const package::ToolProgram& program) {
    ++compiles_;
    package::ToolResult result;
    result.ran = !build(program, result.failure).empty();
    return result;
}

package::ToolResult GxxTools::run(const package::ToolProgram& program,
                                  const std::vector<std::string>& arguments, const fs::path& input,
                                  const fs::path& output,
                                  const std::vector<fs::path>& extra_files) {
    ++runs_;
    package::ToolResult result;
    std::vector<std::string> argv = build(program, result.failure);
    if (argv.empty()) return result;
    const fs::path box = work_ / ("box-" + std::to_string(runs_));
    fs::create_directories(box);
    for (const fs::path& file : extra_files) fs::copy_file(file, box / file.filename());
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    const Exit exit = spawn(argv, box, input, output, work_ / "stderr.txt");
    result.ran = true;
    result.exit_code = exit.code;
    result.signal = exit.signal;
    result.error_output = slurp(work_ / "stderr.txt");
    fs::remove_all(box);
    return result;
}

}  // namespace gridjudge::testing
