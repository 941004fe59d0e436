#include "tests/packages/test_support.h"

#include <stdlib.h>

#include <fstream>
#include <sstream>

#include "judge/model/package_json.h"
#include "judge/util/files.h"

namespace gridjudge::testing {
namespace fs = std::filesystem;

fs::path fixture(const std::string& relative) {
    return fs::path(GRIDJUDGE_SOURCE_DIR) / "tests/packages/fixtures" / relative;
}

fs::path mini_testlib() {
    return fixture("mini-testlib/testlib.h");
}

ScratchDir::ScratchDir() {
    std::string pattern = (fs::temp_directory_path() / "gridjudge-package-test-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
}

ScratchDir::~ScratchDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
}

fs::path copy_fixture(const std::string& relative, const fs::path& to) {
    fs::copy(fixture(relative), to, fs::copy_options::recursive);
    return to;
}

std::string read_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << text;
}

std::string sha256_hex(const std::string& text) {
    return gridjudge::sha256_hex(text);
}

PackageTest imported_test(const std::string& name, const std::string& group, double points,
                          const std::filesystem::path& input, const std::filesystem::path& answer,
                          bool sample) {
    PackageTest test;
    test.name = name;
    test.group = group;
    test.points = points;
    test.sample = sample;
    test.input = "tests/" + name + ".in";
    test.answer = "tests/" + name + ".ans";
    test.input_sha256 = sha256_hex(read_text(input));
    test.answer_sha256 = sha256_hex(read_text(answer));
    return test;
}

std::string package_error(const std::function<void()>& action) {
    try {
        action();
    } catch (const PackageError& error) {
        return error.what();
    } catch (const std::exception& error) {
        ADD_FAILURE() << "expected a PackageError, got: " << error.what();
        return "";
    }
    ADD_FAILURE() << "expected a PackageError, nothing was thrown";
    return "";
}

}  // namespace gridjudge::testing
