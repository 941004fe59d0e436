// What submit, rejudge and grade share: the sandbox safety gate, the judge service wiring, and
// recovering submissions a killed judge left unfinished.
#pragma once

#include <memory>
#include <string>

#include "db/store.h"
#include "judge/core/compiler.h"
#include "judge/core/judge_service.h"

namespace gridjudge::cli {

struct JudgeOptions {
    std::string db;
    bool unsafe = false;
    bool quiet = false;  // no progress on stderr (--json implies it)
    std::optional<std::int64_t> time_limit_ms, memory_limit_mib;
    std::string io;  // "" = the problem's own mode, "file" or "stdio"
};

// Refuses (CommandError) when the host gives no isolation and `unsafe` is not set.
sandbox::Options sandbox_options_or_refuse(bool unsafe);

class JudgeSession {
  public:
    explicit JudgeSession(const JudgeOptions& options);

    db::Store& store() { return *store_; }
    JudgeService& service() { return *service_; }
    // Judges what a killed judge left behind, telling the user on stderr.
    void recover_unfinished();

  private:
    std::unique_ptr<db::Store> store_;
    std::unique_ptr<Compiler> compiler_;
    std::unique_ptr<JudgeService> service_;
};

}  // namespace gridjudge::cli
