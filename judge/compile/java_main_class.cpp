#include "judge/compile/java_main_class.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>

namespace gridjudge {
namespace fs = std::filesystem;
namespace {

constexpr std::uint32_t kMagic = 0xCAFEBABE;
constexpr std::uint16_t kPublic = 0x0001, kStatic = 0x0008;
constexpr std::string_view kMainDescriptor = "([Ljava/lang/String;)V";

// Big-endian reads over the class file; any read past the end marks it broken.
class Reader {
  public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}
    bool broken() const { return broken_; }
    std::uint32_t u(int size) {
        if (bytes_.size() - at_ < static_cast<std::size_t>(size)) {
            broken_ = true;
            at_ = bytes_.size();
            return 0;
        }
        std::uint32_t value = 0;
        for (int i = 0; i < size; ++i)
            value = value << 8 | static_cast<unsigned char>(bytes_[at_++]);
        return value;
    }
    std::string_view bytes(std::size_t size) {
        if (bytes_.size() - at_ < size) {
            broken_ = true;
            at_ = bytes_.size();
            return {};
        }
        at_ += size;
        return bytes_.substr(at_ - size, size);
    }
    void skip(std::size_t size) { bytes(size); }

  private:
    std::string_view bytes_;
    std::size_t at_ = 0;
    bool broken_ = false;
};

struct Constant {
    std::uint8_t tag = 0;
    std::string_view text;    // Utf8
    std::uint16_t index = 0;  // Class: its name's Utf8
};

// The constant pool (JVMS 4.4): entry 0 is unused, Long and Double take two slots.
std::vector<Constant> read_constants(Reader& in) {
    const std::uint16_t count = static_cast<std::uint16_t>(in.u(2));
    std::vector<Constant> pool(count);
    for (std::uint16_t i = 1; i < count && !in.broken(); ++i) {
        Constant& constant = pool[i];
        constant.tag = static_cast<std::uint8_t>(in.u(1));
        switch (constant.tag) {
            case 1:  // Utf8
                constant.text = in.bytes(in.u(2));
                break;
            case 7:  // Class
                constant.index = static_cast<std::uint16_t>(in.u(2));
                break;
            case 8:
            case 16:
            case 19:
            case 20:  // String, MethodType, Module, Package
                in.skip(2);
                break;
            case 15:  // MethodHandle
                in.skip(3);
                break;
            case 3:
            case 4:
            case 9:
            case 10:
            case 11:
            case 12:
            case 17:
            case 18:
                in.skip(4);
                break;
            case 5:
            case 6:  // Long, Double
                in.skip(8);
                ++i;
                break;
            default:
                in.skip(static_cast<std::size_t>(-1));  // unknown: the file is not readable
        }
    }
    return pool;
}

std::string_view utf8(const std::vector<Constant>& pool, std::uint32_t index) {
    if (index == 0 || index >= pool.size() || pool[index].tag != 1) return {};
    return pool[index].text;
}

void skip_attributes(Reader& in) {
    const std::uint32_t count = in.u(2);
    for (std::uint32_t i = 0; i < count && !in.broken(); ++i) {
        in.skip(2);
        in.skip(in.u(4));
    }
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

std::optional<std::string> main_class_of(std::string_view class_file) {
    Reader in(class_file);
    if (in.u(4) != kMagic) return std::nullopt;
    in.skip(4);  // minor and major version
    const std::vector<Constant> pool = read_constants(in);
    in.skip(2);  // the class's access flags
    const std::uint32_t this_class = in.u(2);
    in.skip(2);                                      // super class
    in.skip(2 * static_cast<std::size_t>(in.u(2)));  // interfaces
    const std::uint32_t fields = in.u(2);
    for (std::uint32_t i = 0; i < fields && !in.broken(); ++i) {
        in.skip(6);
        skip_attributes(in);
    }
    bool has_main = false;
    const std::uint32_t methods = in.u(2);
    for (std::uint32_t i = 0; i < methods && !in.broken(); ++i) {
        const std::uint32_t flags = in.u(2);
        const std::string_view name = utf8(pool, in.u(2));
        const std::string_view descriptor = utf8(pool, in.u(2));
        skip_attributes(in);
        if (name == "main" && descriptor == kMainDescriptor && (flags & kPublic) &&
            (flags & kStatic))
            has_main = true;
    }
    skip_attributes(in);  // the class's own: a file cut anywhere is broken
    if (in.broken() || !has_main || this_class >= pool.size() || pool[this_class].tag != 7)
        return std::nullopt;
    const std::string_view binary_name = utf8(pool, pool[this_class].index);
    // A class in a package is not where `java -cp .` would look for it.
    if (binary_name.empty() || binary_name.find('/') != std::string_view::npos) return std::nullopt;
    return std::string(binary_name);
}

std::optional<std::string> java_main_class(const fs::path& folder, std::string_view preferred) {
    std::vector<std::string> mains;
    std::error_code error;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
        if (entry.path().extension() != ".class" || !entry.is_regular_file()) continue;
        if (auto name = main_class_of(read_file(entry.path()))) mains.push_back(*name);
    }
    std::sort(mains.begin(), mains.end());
    if (std::find(mains.begin(), mains.end(), preferred) != mains.end())
        return std::string(preferred);
    std::vector<std::string> top_level;
    for (const std::string& name : mains)
        if (name.find('$') == std::string::npos) top_level.push_back(name);
    if (top_level.size() == 1) return top_level.front();
    if (mains.size() == 1) return mains.front();
    return std::nullopt;
}

}  // namespace gridjudge
