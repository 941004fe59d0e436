#include "judge/sandbox/kept_order.h"

#include <sched.h>

#include <cstring>

namespace gridjudge::sandbox {

std::optional<std::string> encode_kept_order(const std::vector<std::string>& argv,
                                             const std::vector<std::string>& envp,
                                             const std::vector<RlimitSetting>& rlimits, int cpu,
                                             std::int64_t tmp_bytes) {
    if (argv.empty() || argv.front().empty() || argv.front().size() >= kExecPathSlotSize ||
        argv.size() + envp.size() > kKeptOrderMaxStrings || rlimits.size() > kKeptOrderMaxRlimits)
        return std::nullopt;
    KeptOrderHeader header;
    header.argc = static_cast<std::uint32_t>(argv.size());
    header.envc = static_cast<std::uint32_t>(envp.size());
    header.cpu = cpu;
    header.tmp_bytes = tmp_bytes;
    header.rlimit_count = static_cast<std::uint32_t>(rlimits.size());
    std::copy(rlimits.begin(), rlimits.end(), header.rlimits);
    std::string bytes(reinterpret_cast<const char*>(&header), sizeof header);
    for (const auto* strings : {&argv, &envp})
        for (const std::string& text : *strings) {
            // A NUL inside a string would shift every later one.
            if (text.find('\0') != std::string::npos) return std::nullopt;
            bytes.append(text).push_back('\0');
        }
    if (bytes.size() > kKeptOrderMaxBytes) return std::nullopt;
    return bytes;
}

bool parse_kept_order(char* bytes, std::size_t size, char** pointers,
                      KeptOrderView& view) noexcept {
    if (size < sizeof(KeptOrderHeader)) return false;
    const auto* header = reinterpret_cast<const KeptOrderHeader*>(bytes);
    if (header->argc == 0 || header->argc + header->envc > kKeptOrderMaxStrings ||
        header->rlimit_count > kKeptOrderMaxRlimits || header->cpu >= CPU_SETSIZE ||
        header->tmp_bytes <= 0)
        return false;
    char* next = bytes + sizeof(KeptOrderHeader);
    char* const end = bytes + size;
    std::size_t slot = 0;
    for (const std::uint32_t count : {header->argc, header->envc}) {
        for (std::uint32_t i = 0; i < count; ++i) {
            const void* nul = next < end ? std::memchr(next, '\0', end - next) : nullptr;
            if (!nul) return false;
            pointers[slot++] = next;
            next = static_cast<char*>(const_cast<void*>(nul)) + 1;
        }
        pointers[slot++] = nullptr;
    }
    if (next != end || std::strlen(pointers[0]) == 0 ||
        std::strlen(pointers[0]) >= kExecPathSlotSize)
        return false;
    view.header = header;
    view.argv = pointers;
    view.envp = pointers + header->argc + 1;
    return true;
}

}  // namespace gridjudge::sandbox
