// The BoxPlan's wire format: MessagePack through nlohmann-json. Both ends are built from this
// one file, and the server checks the protocol version before anything else.
#include "judge/sandbox/box_protocol.h"

#include <sched.h>
#include <sys/socket.h>
#include <time.h>

#include <cerrno>
#include <cstring>

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace gridjudge::sandbox {
namespace {

using nlohmann::json;

json mount_to_json(const MountStep& step) {
    return {{"op", static_cast<int>(step.op)},  {"target", step.target}, {"source", step.source},
            {"fs_type", step.fs_type},          {"data", step.data},     {"flags", step.flags},
            {"source_index", step.source_index}};
}

MountStep mount_from_json(const json& value) {
    MountStep step;
    const int op = value.at("op").get<int>();
    if (op < static_cast<int>(MountStep::Op::OpenSource) ||
        op > static_cast<int>(MountStep::Op::ChangeDir))
        throw std::runtime_error("unknown mount step " + std::to_string(op));
    step.op = static_cast<MountStep::Op>(op);
    step.target = value.at("target").get<std::string>();
    step.source = value.at("source").get<std::string>();
    step.fs_type = value.at("fs_type").get<std::string>();
    step.data = value.at("data").get<std::string>();
    step.flags = value.at("flags").get<unsigned long>();
    step.source_index = value.at("source_index").get<int>();
    return step;
}

}  // namespace

std::string encode_box_plan(const BoxPlan& plan) {
    json mounts = json::array();
    for (const MountStep& step : plan.mounts) mounts.push_back(mount_to_json(step));
    json rlimits = json::array();
    for (const RlimitSetting& setting : plan.rlimits)
        rlimits.push_back({setting.resource, setting.value.rlim_cur, setting.value.rlim_max});
    json seccomp = json::array();
    for (const sock_filter& instruction : plan.seccomp)
        seccomp.push_back({instruction.code, instruction.jt, instruction.jf, instruction.k});
    json identity = nullptr;
    if (plan.identity)
        identity = {plan.identity->uid, plan.identity->gid, plan.identity->clear_groups};
    const json message = {
        {"version", kBoxProtocolVersion},
        {"namespace_flags", plan.namespace_flags},
        {"clone_into_cgroup", plan.clone_into_cgroup},
        {"mounts", mounts},
        {"work_dir", plan.work_dir},
        {"set_hostname", plan.set_hostname},
        {"cpu", plan.cpu},
        {"rlimits", rlimits},
        {"identity", identity},
        {"seccomp", seccomp},
        {"argv", plan.argv},
        {"envp", plan.envp},
        {"start_at_once", plan.start_at_once},
        {"uid_map", plan.uid_map},
        {"gid_map", plan.gid_map},
        {"deny_setgroups", plan.deny_setgroups},
        {"kept", plan.kept},
    };
    const std::vector<std::uint8_t> bytes = json::to_msgpack(message);
    return std::string(bytes.begin(), bytes.end());
}

BoxPlan decode_box_plan(std::string_view bytes) {
    json message;
    try {
        message = json::from_msgpack(bytes.begin(), bytes.end());
        if (message.at("version").get<std::uint32_t>() != kBoxProtocolVersion)
            throw std::runtime_error("the judge speaks another protocol version");
        BoxPlan plan;
        plan.namespace_flags = message.at("namespace_flags").get<int>();
        plan.clone_into_cgroup = message.at("clone_into_cgroup").get<bool>();
        int sources = 0;
        for (const json& step : message.at("mounts")) {
            plan.mounts.push_back(mount_from_json(step));
            if (plan.mounts.back().op == MountStep::Op::OpenSource) ++sources;
        }
        if (sources > kMaxMountSources) throw std::runtime_error("too many bind sources");
        plan.work_dir = message.at("work_dir").get<std::string>();
        plan.set_hostname = message.at("set_hostname").get<bool>();
        plan.cpu = message.at("cpu").get<int>();
        if (plan.cpu >= CPU_SETSIZE) throw std::runtime_error("no such CPU");
        for (const json& setting : message.at("rlimits"))
            plan.rlimits.push_back({setting.at(0).get<int>(),
                                    {setting.at(1).get<rlim_t>(), setting.at(2).get<rlim_t>()}});
        if (const json& identity = message.at("identity"); !identity.is_null())
            plan.identity = BoxIdentity{identity.at(0).get<uid_t>(), identity.at(1).get<gid_t>(),
                                        identity.at(2).get<bool>()};
        for (const json& instruction : message.at("seccomp"))
            plan.seccomp.push_back(
                {instruction.at(0).get<std::uint16_t>(), instruction.at(1).get<std::uint8_t>(),
                 instruction.at(2).get<std::uint8_t>(), instruction.at(3).get<std::uint32_t>()});
        plan.argv = message.at("argv").get<std::vector<std::string>>();
        plan.envp = message.at("envp").get<std::vector<std::string>>();
        plan.start_at_once = message.at("start_at_once").get<bool>();
        plan.uid_map = message.at("uid_map").get<std::string>();
        plan.gid_map = message.at("gid_map").get<std::string>();
        plan.deny_setgroups = message.at("deny_setgroups").get<bool>();
        plan.kept = message.at("kept").get<bool>();
        if (plan.argv.empty() || plan.argv.front().size() >= kExecPathSlotSize)
            throw std::runtime_error("the program's path is empty or too long");
        return plan;
    } catch (const json::exception& error) {
        throw std::runtime_error(std::string("malformed box plan: ") + error.what());
    }
}

bool send_with_descriptors(int socket, std::string_view bytes, const int* fds, std::size_t count) {
    if (count > kMaxSentDescriptors) {
        errno = EINVAL;
        return false;
    }
    iovec data{const_cast<char*>(bytes.data()), bytes.size()};
    // On the stack: this is on every kept-box run's path, where a heap allocation is waste.
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kMaxSentDescriptors)];
    msghdr message{};
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = CMSG_SPACE(sizeof(int) * count);
    cmsghdr* header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int) * count);
    std::memcpy(CMSG_DATA(header), fds, sizeof(int) * count);
    return ::sendmsg(socket, &message, MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size());
}

std::int64_t monotonic_ns() noexcept {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

}  // namespace gridjudge::sandbox
