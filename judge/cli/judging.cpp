#include "judge/cli/judging.h"

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"

namespace gridjudge::cli {

sandbox::Options sandbox_options_or_refuse(bool unsafe) {
    if (!unsafe && !sandbox::detect_protections().isolated())
        throw CommandError(
            "this host gives the sandbox no isolation (see `gridjudge doctor`); refusing to run "
            "untrusted programs. Pass --unsafe only for programs you trust.");
    return sandbox::Options{unsafe};
}

JudgeSession::JudgeSession(const JudgeOptions& options) {
    sandbox::Options sandbox_options = sandbox_options_or_refuse(options.unsafe);
    store_ = open_store(options.db);
    compiler_ = std::make_unique<Compiler>(default_cache_dir(), sandbox_options);
    service_ = std::make_unique<JudgeService>(*store_, *compiler_, sandbox_options);
    std::optional<bool> file_io;
    if (!options.io.empty()) file_io = options.io == "file";
    service_->set_overrides({options.time_limit_ms, options.memory_limit_mib, file_io});
    if (!options.quiet)
        service_->on_progress([](const JudgeProgress& p) {
            if (p.stage == JudgeProgress::Stage::Compiling)
                std::cerr << "\rsubmission " << p.submission_id << ": compiling...      "
                          << std::flush;
            else if (p.stage == JudgeProgress::Stage::Testing && p.outcome == nullptr)
                std::cerr << "\rsubmission " << p.submission_id << ": test " << p.test_position
                          << "/" << p.test_count << "      " << std::flush;
            else if (p.stage == JudgeProgress::Stage::Done)
                std::cerr << "\r" << std::string(50, ' ') << "\r" << std::flush;
        });
}

void JudgeSession::recover_unfinished() {
    std::vector<std::int64_t> unfinished = store_->unfinished();
    if (unfinished.empty()) return;
    std::cerr << "judging " << unfinished.size()
              << " submission(s) left unfinished by an interrupted judge\n";
    service_->judge_unfinished();
}

}  // namespace gridjudge::cli
