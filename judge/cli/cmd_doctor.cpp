// doctor: what this host gives the sandbox (each protection as probed, never assumed), whether
// its CPU times carry time the host took (a virtual machine without steal time), which
// languages can be judged here, and, when the database exists, its full integrity check.
#include <nlohmann/json.hpp>

#include <iostream>

#include "judge/cli/commands.h"
#include "judge/cli/lookup.h"
#include "judge/cli/output.h"
#include "judge/compile/compiler.h"
#include "judge/compile/language.h"
#include "judge/report/table.h"
#include "judge/sandbox/host_clock.h"
#include "judge/sandbox/sandbox.h"

namespace gridjudge::cli {
namespace {

int run_doctor(const GlobalOptions& global, bool json) {
    const sandbox::Protections p = sandbox::detect_protections();
    const std::vector<std::pair<std::string, bool>> checks{
        {"user namespace", p.user_namespace},
        {"mount namespace", p.mount_namespace},
        {"pid namespace", p.pid_namespace},
        {"network namespace", p.network_namespace},
        {"ipc namespace", p.ipc_namespace},
        {"uts namespace", p.uts_namespace},
        {"unprivileged uid", p.unprivileged_uid},
        {"cgroup memory limit", p.cgroup_memory},
        {"cgroup pids limit", p.cgroup_pids},
        {"cgroup cpu accounting", p.cgroup_cpu_accounting},
        {"seccomp filter", p.seccomp},
        {"rlimits", p.rlimits},
        {"trial run in the box", p.trial_run}};

    const sandbox::HostClock clock = sandbox::probe_host_clock();
    const std::optional<std::string> clock_note = sandbox::host_clock_note(clock);

    std::optional<db::IntegrityReport> health;
    const std::string location = resolved_location(global.db);
    if (location.find("://") != std::string::npos || std::filesystem::exists(location)) {
        try {
            health = open_database(global.db, db::OpenMode::ReadOnly)->check_integrity();
        } catch (const CommandError& error) {
            health = db::IntegrityReport{false, {error.what()}};
        }
    }
    if (json) {
        nlohmann::ordered_json result{{"isolated", p.isolated()},
                                      {"cgroup_version", p.cgroup_version}};
        for (const auto& [name, active] : checks) result["protections"][name] = active;
        result["notes"] = p.notes;
        result["host_clock"] = {
            {"virtual_machine", clock.virtual_machine},
            {"steal_time_reported", !clock.steal_unreported()},
            {"steal_share",
             clock.steal_share() ? nlohmann::json(*clock.steal_share()) : nlohmann::json(nullptr)},
            {"note", clock_note ? nlohmann::json(*clock_note) : nlohmann::json(nullptr)}};
        for (const Language& language : languages()) {
            const std::string missing = missing_toolchain(language);
            result["languages"][std::string(language.id)] = {
                {"available", missing.empty()},
                {"version", missing.empty() ? toolchain_version(language) : ""},
                {"missing", missing}};
        }
        if (health)
            result["database"] = {
                {"location", location}, {"ok", health->ok}, {"problems", health->problems}};
        print_json(result);
    } else {
        TextTable table({"protection", "active"});
        for (const auto& [name, active] : checks) table.add_row({name, active ? "yes" : "NO"});
        std::cout << table.render();
        std::cout << "cgroup version: "
                  << (p.cgroup_version == 0 ? std::string("none")
                                            : "v" + std::to_string(p.cgroup_version))
                  << "\n";
        for (const std::string& note : p.notes) std::cout << "note: " << note << "\n";
        if (clock_note) std::cout << "note: " << *clock_note << "\n";
        TextTable languages_table({"language", "toolchain"});
        for (const Language& language : languages()) {
            const std::string missing = missing_toolchain(language);
            languages_table.add_row({std::string(language.id),
                                     missing.empty() ? toolchain_version(language) : missing});
        }
        std::cout << languages_table.render();
        std::cout << (p.isolated()
                          ? "the sandbox is isolated: untrusted programs may be judged\n"
                          : "NOT ISOLATED: gridjudge refuses to judge unless given --unsafe\n");
        if (health) {
            std::cout << "database " << location << ": "
                      << (health->ok ? "passes the integrity check" : "DAMAGED") << "\n";
            for (const std::string& problem : health->problems)
                std::cout << "  " << problem << "\n";
        }
    }
    return p.isolated() && (!health || health->ok) ? 0 : 1;
}

}  // namespace

void add_doctor_command(CLI::App& app, int& exit_code, const GlobalOptions& global) {
    auto json = std::make_shared<bool>(false);
    auto* doctor = app.add_subcommand(
        "doctor", "Say which sandbox protections this host gives and check the database");
    doctor->add_flag("--json", *json, "Print a JSON object");
    doctor->callback([&exit_code, &global, json] { exit_code = run_doctor(global, *json); });
}

}  // namespace gridjudge::cli
